import { phoneParts } from '../../../rules/customer.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { cartAnswer } from './cartAnswer.ts';

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_, args, ctx) => {
      const cartId = args.input?.cart_id ?? '';
      if (args.input?.payment_method) await ctx.services.checkout.setPaymentMethod(ctx.request, cartId, args.input.payment_method);
      return { order: await ctx.services.orderPlacement.placeOrder(ctx.request, cartId) };
    },
    setGuestEmailOnCart: async (_, args, ctx, info) => ({
      cart: await cartAnswer(ctx, info, await ctx.services.checkout.setGuestEmail(ctx.request, args.input?.cart_id ?? '', args.input?.email ?? '')),
    }),
    setShippingAddressesOnCart: async (_, args, ctx, info) => ({
      cart: await cartAnswer(
        ctx,
        info,
        await ctx.services.checkout.setShippingAddresses(
          ctx.request,
          args.input?.cart_id ?? '',
          (args.input?.shipping_addresses ?? []).filter((address) => address !== null),
        ),
      ),
    }),
    setShippingMethodsOnCart: async (_, args, ctx, info) => ({
      cart: await cartAnswer(
        ctx,
        info,
        await ctx.services.checkout.setShippingMethod(
          ctx.request,
          args.input?.cart_id ?? '',
          (args.input?.shipping_methods ?? []).filter((method) => method !== null),
        ),
      ),
    }),
    setBillingAddressOnCart: async (_, args, ctx, info) => ({
      cart: await cartAnswer(ctx, info, await ctx.services.checkout.setBillingAddress(ctx.request, args.input?.cart_id ?? '', args.input?.billing_address ?? {})),
    }),
    setPaymentMethodOnCart: async (_, args, ctx, info) => ({
      cart: await cartAnswer(ctx, info, await ctx.services.checkout.setPaymentMethod(ctx.request, args.input?.cart_id ?? '', args.input?.payment_method ?? { code: '' })),
    }),
    setStaffOrderOnCart: async (_, { input }, ctx, info) => ({
      cart: await cartAnswer(ctx, info, await ctx.services.checkout.setStaffOrder(ctx.request, input.cart_id, { storeCode: input.store_code, code: input.code ?? null, customer: input.customer ?? null })),
    }),
  },
  Cart: {
    available_payment_methods: (cart, _, ctx) => (cart.items.length ? ctx.services.checkout.paymentMethods(ctx.request, cart) : []),
    selected_payment_method: (cart, _, ctx) => ctx.services.checkout.selectedPaymentMethod(ctx.request, cart),
    shipping_addresses: (cart, _, ctx) => ctx.services.checkout.shippingAddresses(ctx.request, cart),
    billing_address: (cart, _, ctx) => ctx.services.checkout.billingAddress(ctx.request, cart),
    bcn_staff_ordered_store: (cart) => cart.record.staffOrderedStore,
    bcn_order_customer_phone_area: (cart) => phoneParts(cart.record.orderCustomerPhone)?.area ?? null,
    bcn_order_customer_phone: (cart) => phoneParts(cart.record.orderCustomerPhone)?.number ?? null,
    bcn_order_customer_phone_validated: (cart) => cart.record.orderCustomerPhoneVerifiedAt !== null,
    bcn_order_customer: (cart, _, ctx) => ctx.services.checkout.staffOrderCustomer(ctx.request, cart),
  },
  CartAddressInterface: {
    __resolveType: (address) => ('available_shipping_methods' in address ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
};
