import { phoneParts } from '../../../rules/customer.ts';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { CommerceContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import type { CartRecord, CartView } from '../cart/index.ts';

/** Cart fields the row a checkout step wrote answers by itself, as the priced cart would. */
const ROW_FIELDS = new Set(['__typename', 'id', 'email']);

/** Whether every `cart` the payload's selection asks for asks only fields of the row; a fragment counts as more. */
function asksOnlyRowFields(selectionSet: SelectionSetNode | undefined): boolean {
  return (selectionSet?.selections ?? []).every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    if (selection.name.value !== 'cart') return true;
    return (selection.selectionSet?.selections ?? []).every((field) => field.kind === Kind.FIELD && ROW_FIELDS.has(field.name.value));
  });
}

/**
 * The cart a checkout step answers with: the cart priced as it stands, which reads its lines, price
 * rules, prices and stock. The storefront's email, delivery method, billing and payment steps ask
 * for the cart's id alone (lib/checkout/operations.ts), so an answer that asks for nothing but
 * fields of the row is given from the row as written; GraphQL reads no other field of it.
 */
async function cartAnswer(ctx: CommerceContext, info: GraphQLResolveInfo, saved: CartRecord): Promise<CartView> {
  if (info.fieldNodes.every((node) => asksOnlyRowFields(node.selectionSet))) {
    return { id: saved.maskedId, email: saved.email, record: saved } as CartView;
  }
  return ctx.services.cart.viewOf(saved, ctx.request);
}

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
