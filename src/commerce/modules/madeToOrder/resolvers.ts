import type { CommerceContext } from '../../graphql/context.ts';
import { customMadeLineView } from './customMadeViews.ts';
import type { DesignSelectionInput } from './designQuote.ts';

export const madeToOrderResolvers = {
  Query: {
    customizerCategories: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.madeToOrder.categories(ctx.request),
    customizerDesigns: (_: unknown, args: { category: string; gender?: string | null }, ctx: CommerceContext) => ctx.services.madeToOrder.designs(ctx.request, args.category, args.gender),
    customizerDesign: (_: unknown, args: { sku: string }, ctx: CommerceContext) => ctx.services.madeToOrder.design(ctx.request, args.sku),
    customMadeQuote: async (_: unknown, args: { selection: DesignSelectionInput; cart_id?: string | null }, ctx: CommerceContext) => {
      const { sku, design } = await ctx.services.madeToOrder.quote(ctx.request, args.selection, args.cart_id);
      return { sku, ...customMadeLineView(design, ctx.request.locale, ctx.request.baseCurrency) };
    },
  },
};
