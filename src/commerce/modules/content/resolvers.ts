import type { CommerceContext } from '../../graphql/context.ts';
import { cmsBlockView, cmsPageView } from './views.ts';

export const contentResolvers = {
  Query: {
    cmsPage: async (_: unknown, args: { identifier?: string | null; id?: number | null }, ctx: CommerceContext) =>
      cmsPageView(await ctx.services.content.cmsPage(args, ctx.scope)),
    cmsBlocks: async (_: unknown, args: { identifiers: string[] }, ctx: CommerceContext) => ({
      items: (await ctx.services.content.cmsBlocks(args.identifiers, ctx.scope)).map(cmsBlockView),
    }),
  },
};
