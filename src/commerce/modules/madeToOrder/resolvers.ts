import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { customMadeLineView } from './customMadeViews.ts';

export const madeToOrderResolvers: Resolvers = {
  Query: {
    customizerCategories: (_, __, ctx) => ctx.services.madeToOrder.categories(ctx.request),
    customizerDesigns: (_, args, ctx) => ctx.services.madeToOrder.designs(ctx.request, args.category, args.gender),
    customizerDesign: (_, args, ctx) => ctx.services.madeToOrder.design(ctx.request, args.sku),
    customMadeQuote: async (_, args, ctx) => {
      const { sku, design } = await ctx.services.madeToOrder.quote(ctx.request, args.selection, args.cart_id);
      return { sku, ...customMadeLineView(design, ctx.request.locale, ctx.request.baseCurrency) };
    },
  },
};
