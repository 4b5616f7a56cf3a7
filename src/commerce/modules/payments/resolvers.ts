import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';

export const paymentResolvers: Resolvers = {
  Query: {
    checkOrder: (_, args, ctx) => ctx.services.payments.checkOrder(args.order_number, args.access_key),
    customerPaymentTokens: async (_, __, ctx) => ({ items: await ctx.services.payments.savedCards.list(ctx.request) }),
  },
  Mutation: {
    deletePaymentToken: async (_, args, ctx) => {
      await ctx.services.payments.savedCards.delete(ctx.request, args.public_hash);
      return { result: true, customerPaymentTokens: { items: await ctx.services.payments.savedCards.list(ctx.request) } };
    },
  },
};
