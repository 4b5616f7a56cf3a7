import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';

export const locationResolvers: Resolvers = {
  Query: {
    storeLocations: (_, args, ctx) =>
      ctx.services.locations.storeLocations(args, ctx.request),
    storeLocation: (_, args, ctx) =>
      ctx.services.locations.storeLocation(args.code, ctx.request),
  },
};
