import type { CommerceContext } from '../../graphql/context.ts';
import type { StoreLocationQuery } from './service.ts';

export const locationResolvers = {
  Query: {
    storeLocations: (_: unknown, args: StoreLocationQuery, ctx: CommerceContext) =>
      ctx.services.locations.storeLocations(args, ctx.request),
    storeLocation: (_: unknown, args: { code: string }, ctx: CommerceContext) =>
      ctx.services.locations.storeLocation(args.code, ctx.request),
  },
};
