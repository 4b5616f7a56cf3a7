import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_, args, ctx) => {
      const cartId = args.input?.cart_id ?? '';
      if (args.input?.payment_method) await ctx.services.checkout.setPaymentMethod(ctx.request, cartId, args.input.payment_method);
      return { order: await ctx.services.orderPlacement.placeOrder(ctx.request, cartId) };
    },
    setGuestEmailOnCart: async (_, args, ctx) => ({
      cart: await ctx.services.checkout.setGuestEmail(ctx.request, args.input?.cart_id ?? '', args.input?.email ?? ''),
    }),
    setShippingAddressesOnCart: async (_, args, ctx) => ({
      cart: await ctx.services.checkout.setShippingAddresses(
        ctx.request,
        args.input?.cart_id ?? '',
        (args.input?.shipping_addresses ?? []).filter((address) => address !== null),
      ),
    }),
    setShippingMethodsOnCart: async (_, args, ctx) => ({
      cart: await ctx.services.checkout.setShippingMethod(
        ctx.request,
        args.input?.cart_id ?? '',
        (args.input?.shipping_methods ?? []).filter((method) => method !== null),
      ),
    }),
    setBillingAddressOnCart: async (_, args, ctx) => ({
      cart: await ctx.services.checkout.setBillingAddress(ctx.request, args.input?.cart_id ?? '', args.input?.billing_address ?? {}),
    }),
    setPaymentMethodOnCart: async (_, args, ctx) => ({
      cart: await ctx.services.checkout.setPaymentMethod(ctx.request, args.input?.cart_id ?? '', args.input?.payment_method ?? { code: '' }),
    }),
  },
  Cart: {
    available_payment_methods: (cart, _, ctx) => (cart.items.length ? ctx.services.checkout.paymentMethods(ctx.request, cart) : []),
    selected_payment_method: (cart, _, ctx) => ctx.services.checkout.selectedPaymentMethod(ctx.request, cart),
    shipping_addresses: (cart, _, ctx) => ctx.services.checkout.shippingAddresses(ctx.request, cart),
    billing_address: (cart, _, ctx) => ctx.services.checkout.billingAddress(ctx.request, cart),
  },
  CartAddressInterface: {
    __resolveType: (address) => ('available_shipping_methods' in address ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
};
