import type { CommerceContext } from '../../graphql/context.ts';
import type { CommerceError } from '../../core/errors.ts';
import { renderMessage } from '../../i18n/messages.ts';
import type { CartItemErrorView, CartItemView } from './cartViews.ts';
import type { AddItemInput } from './lineChoice.ts';
import type { CartItemUpdate, GiftChoiceInput } from './service.ts';

interface CartIdArgs {
  cartId: string;
}

interface InputArgs<T> {
  input?: T | null;
}

const errorMessage = (ctx: CommerceContext) => (error: CartItemErrorView) => ({ code: error.code, message: renderMessage(ctx.request.locale, error.messageKey) });

const cartItemFields = {
  errors: (item: CartItemView, _: unknown, ctx: CommerceContext) => item.errors.map(errorMessage(ctx)),
  error: (item: CartItemView, _: unknown, ctx: CommerceContext) => (item.errors[0] ? renderMessage(ctx.request.locale, item.errors[0].messageKey) : null),
};

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: CommerceContext) => ctx.services.cart.cart(args.cart_id, ctx.request, ctx.request.actor),
    getItemCount: async (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ({
      cart_id: args.cartId.trim(),
      total_quantity: await ctx.services.cart.itemCount(args.cartId, ctx.request, ctx.request.actor),
    }),
    checkUserIsAuthed: async (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ({
      cart_id: await ctx.services.cart.checkAccess(args.cartId, ctx.request, ctx.request.actor),
    }),
    getAppliedCoupons: (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ctx.services.cart.appliedCoupons(args.cartId, ctx.request, ctx.request.actor),
    getRuleGiftProduct: (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ctx.services.cart.giftRules(args.cartId, ctx.request, ctx.request.actor),
  },
  Mutation: {
    createCart: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.cart.createCart(ctx.request),
    createEmptyCart: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.cart.createCart(ctx.request),
    createGuestCart: async (_: unknown, __: unknown, ctx: CommerceContext) => {
      const id = await ctx.services.cart.createCart(ctx.request);
      return { cart: await ctx.services.cart.cart(id, ctx.request, ctx.request.actor) };
    },
    addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: AddItemInput[] }, ctx: CommerceContext) => {
      const render = (error: CommerceError) => renderMessage(ctx.request.locale, error.messageKey, error.values);
      const { cart, userErrors } = await ctx.services.cart.addProducts(args.cartId, args.cartItems, ctx.request, ctx.request.actor, render);
      return { cart, user_errors: userErrors };
    },
    updateCartItems: async (_: unknown, args: InputArgs<{ cart_id: string; cart_items: Array<CartItemUpdate | null> }>, ctx: CommerceContext) => {
      const updates = (args.input?.cart_items ?? []).filter((item): item is CartItemUpdate => item !== null);
      return { cart: await ctx.services.cart.updateItems(args.input?.cart_id ?? '', updates, ctx.request, ctx.request.actor), errors: [] };
    },
    removeItemFromCart: async (_: unknown, args: InputArgs<{ cart_id: string } & CartItemUpdate>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.removeItem(args.input?.cart_id ?? '', args.input ?? {}, ctx.request, ctx.request.actor),
    }),
    applyCouponToCart: async (_: unknown, args: InputArgs<{ cart_id: string; coupon_code: string }>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.applyCoupon(args.input?.cart_id ?? '', args.input?.coupon_code ?? '', ctx.request, ctx.request.actor),
    }),
    removeCouponFromCart: async (_: unknown, args: InputArgs<{ cart_id: string }>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.removeCoupon(args.input?.cart_id ?? '', ctx.request, ctx.request.actor),
    }),
    addGiftToCart: (_: unknown, args: { cartId: string; rule_gift_products: GiftChoiceInput[] }, ctx: CommerceContext) =>
      ctx.services.cart.addGifts(args.cartId, args.rule_gift_products, ctx.request, ctx.request.actor),
  },
  CartItemInterface: {
    __resolveType: (item: CartItemView) => item.__typename,
  },
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  DownloadableCartItem: cartItemFields,
  ConfigurableCartItem: cartItemFields,
  BundleCartItem: cartItemFields,
  CustomMadeSimpleCartItem: cartItemFields,
  CustomMadeBundleCartItem: cartItemFields,
};
