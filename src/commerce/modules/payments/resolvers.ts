import type { CommerceContext } from '../../graphql/context.ts';

export const paymentResolvers = {
  Query: {
    checkOrder: (_: unknown, args: { order_number: string; access_key: string }, ctx: CommerceContext) => ctx.services.payments.checkOrder(args.order_number, args.access_key),
    customerPaymentTokens: async (_: unknown, __: unknown, ctx: CommerceContext) => ({ items: await ctx.services.payments.savedCards.list(ctx.request) }),
  },
  Mutation: {
    deletePaymentToken: async (_: unknown, args: { public_hash: string }, ctx: CommerceContext) => {
      await ctx.services.payments.savedCards.delete(ctx.request, args.public_hash);
      return { result: true, customerPaymentTokens: { items: await ctx.services.payments.savedCards.list(ctx.request) } };
    },
  },
};
