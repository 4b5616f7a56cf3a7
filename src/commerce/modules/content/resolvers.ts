import type { CommerceContext } from '../../graphql/context.ts';
import type { QueryCmsBlocksArgs, QueryCmsPageArgs } from '../../graphql/generated/schemaTypes.ts';
import { cmsBlockView, cmsPageView } from './views.ts';

export const contentResolvers = {
  Query: {
    cmsPage: async (_: unknown, args: QueryCmsPageArgs, ctx: CommerceContext) => cmsPageView(await ctx.services.content.cmsPage(args, ctx.request)),
    cmsBlocks: async (_: unknown, args: QueryCmsBlocksArgs, ctx: CommerceContext) => {
      // Magento declares identifiers: [String]; null entries name no block.
      const identifiers = (args.identifiers ?? []).filter((identifier): identifier is string => identifier != null);
      return { items: (await ctx.services.content.cmsBlocks(identifiers, ctx.request)).map(cmsBlockView) };
    },
  },
};
