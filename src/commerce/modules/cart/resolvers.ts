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
    cart: (_: unknown, args: { cart_id: string }, ctx: CommerceContext) => ctx.services.cart.cart(ctx.request, args.cart_id),
    getItemCount: async (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ({
      cart_id: args.cartId.trim(),
      total_quantity: await ctx.services.cart.itemCount(ctx.request, args.cartId),
    }),
    checkUserIsAuthed: async (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ({
      cart_id: await ctx.services.cart.checkAccess(ctx.request, args.cartId),
    }),
    getAppliedCoupons: (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ctx.services.cart.appliedCoupons(ctx.request, args.cartId),
    getRuleGiftProduct: (_: unknown, args: CartIdArgs, ctx: CommerceContext) => ctx.services.cart.giftRules(ctx.request, args.cartId),
  },
  Mutation: {
    createCart: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.cart.createCart(ctx.request),
    createEmptyCart: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.cart.createCart(ctx.request),
    createGuestCart: async (_: unknown, __: unknown, ctx: CommerceContext) => {
      const id = await ctx.services.cart.createCart(ctx.request);
      return { cart: await ctx.services.cart.cart(ctx.request, id) };
    },
    addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: AddItemInput[] }, ctx: CommerceContext) => {
      const render = (error: CommerceError) => renderMessage(ctx.request.locale, error.messageKey, error.values);
      const { cart, userErrors } = await ctx.services.cart.addProducts(ctx.request, args.cartId, args.cartItems, render);
      return { cart, user_errors: userErrors };
    },
    updateCartItems: async (_: unknown, args: InputArgs<{ cart_id: string; cart_items: Array<CartItemUpdate | null> }>, ctx: CommerceContext) => {
      const updates = (args.input?.cart_items ?? []).filter((item): item is CartItemUpdate => item !== null);
      return { cart: await ctx.services.cart.updateItems(ctx.request, args.input?.cart_id ?? '', updates), errors: [] };
    },
    removeItemFromCart: async (_: unknown, args: InputArgs<{ cart_id: string } & CartItemUpdate>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.removeItem(ctx.request, args.input?.cart_id ?? '', args.input ?? {}),
    }),
    applyCouponToCart: async (_: unknown, args: InputArgs<{ cart_id: string; coupon_code: string }>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.applyCoupon(ctx.request, args.input?.cart_id ?? '', args.input?.coupon_code ?? ''),
    }),
    removeCouponFromCart: async (_: unknown, args: InputArgs<{ cart_id: string }>, ctx: CommerceContext) => ({
      cart: await ctx.services.cart.removeCoupon(ctx.request, args.input?.cart_id ?? ''),
    }),
    addGiftToCart: (_: unknown, args: { cartId: string; rule_gift_products: GiftChoiceInput[] }, ctx: CommerceContext) =>
      ctx.services.cart.addGifts(ctx.request, args.cartId, args.rule_gift_products),
  },
  CartItemInterface: {
    __resolveType: (item: CartItemView) => item.__typename,
  },
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  DownloadableCartItem: cartItemFields,
  ConfigurableCartItem: cartItemFields,
  BundleCartItem: cartItemFields,
};
