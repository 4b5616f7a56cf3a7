import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';

import { cmsBlockView, cmsPageView } from './views.ts';

export const contentResolvers: Resolvers = {
  Query: {
    cmsPage: async (_, args, ctx) => cmsPageView(await ctx.services.content.cmsPage(args, ctx.request)),
    cmsBlocks: async (_, args, ctx) => {
      // Magento declares identifiers: [String]; null entries name no block.
      const identifiers = (args.identifiers ?? []).filter((identifier): identifier is string => identifier != null);
      return { items: (await ctx.services.content.cmsBlocks(identifiers, ctx.request)).map(cmsBlockView) };
    },
  },
  Mutation: {
    contactUs: async (_, args, ctx) => {
      await ctx.services.contactMessages.send(args.input, ctx.request.locale);
      return { status: true };
    },
  },
  StoreConfig: {
    contact_enabled: () => true,
  },
};
