import type { CommerceContext } from '../../graphql/context.ts';
import type { CartView } from '../cart/index.ts';
import type { BillingAddressInput, PaymentMethodChoice, ShippingAddressInput } from './service.ts';

interface CartInput<T> {
  input?: ({ cart_id: string } & T) | null;
}

export const checkoutResolvers = {
  Mutation: {
    placeOrder: async (_: unknown, args: { input?: { cart_id: string; payment_method?: PaymentMethodChoice | null } | null }, ctx: CommerceContext) => {
      const cartId = args.input?.cart_id ?? '';
      if (args.input?.payment_method) await ctx.services.checkout.setPaymentMethod(ctx.request, cartId, args.input.payment_method);
      return { order: await ctx.services.orderPlacement.placeOrder(ctx.request, cartId) };
    },
    setGuestEmailOnCart: async (_: unknown, args: CartInput<{ email: string }>, ctx: CommerceContext) => ({
      cart: await ctx.services.checkout.setGuestEmail(ctx.request, args.input?.cart_id ?? '', args.input?.email ?? ''),
    }),
    setShippingAddressesOnCart: async (_: unknown, args: CartInput<{ shipping_addresses: Array<ShippingAddressInput | null> }>, ctx: CommerceContext) => ({
      cart: await ctx.services.checkout.setShippingAddresses(
        ctx.request,
        args.input?.cart_id ?? '',
        (args.input?.shipping_addresses ?? []).filter((address): address is ShippingAddressInput => address !== null),
      ),
    }),
    setShippingMethodsOnCart: async (_: unknown, args: CartInput<{ shipping_methods: Array<{ carrier_code: string; method_code: string } | null> }>, ctx: CommerceContext) => ({
      cart: await ctx.services.checkout.setShippingMethod(
        ctx.request,
        args.input?.cart_id ?? '',
        (args.input?.shipping_methods ?? []).filter((method): method is { carrier_code: string; method_code: string } => method !== null),
      ),
    }),
    setBillingAddressOnCart: async (_: unknown, args: CartInput<{ billing_address: BillingAddressInput }>, ctx: CommerceContext) => ({
      cart: await ctx.services.checkout.setBillingAddress(ctx.request, args.input?.cart_id ?? '', args.input?.billing_address ?? {}),
    }),
    setPaymentMethodOnCart: async (_: unknown, args: CartInput<{ payment_method: PaymentMethodChoice }>, ctx: CommerceContext) => ({
      cart: await ctx.services.checkout.setPaymentMethod(ctx.request, args.input?.cart_id ?? '', args.input?.payment_method ?? { code: '' }),
    }),
  },
  Cart: {
    available_payment_methods: (cart: CartView, _: unknown, ctx: CommerceContext) => (cart.items.length ? ctx.services.checkout.paymentMethods(ctx.request) : []),
    selected_payment_method: (cart: CartView, _: unknown, ctx: CommerceContext) => ctx.services.checkout.selectedPaymentMethod(ctx.request, cart),
    shipping_addresses: (cart: CartView, _: unknown, ctx: CommerceContext) => ctx.services.checkout.shippingAddresses(ctx.request, cart),
    billing_address: (cart: CartView, _: unknown, ctx: CommerceContext) => ctx.services.checkout.billingAddress(ctx.request, cart),
  },
  CartAddressInterface: {
    __resolveType: (address: { pickup_location_code?: unknown }) => ('available_shipping_methods' in address ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
};
