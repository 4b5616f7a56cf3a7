import type { CommerceContext } from '../../graphql/context.ts';
import type { Resolvers, SimpleCartItemResolvers } from '../../graphql/generated/resolverTypes.ts';
import type { CommerceError } from '../../core/errors.ts';
import { renderMessage } from '../../i18n/messages.ts';
import type { CartItemErrorView } from './cartViews.ts';

/** Renders a user error of an add in the request's language: they are data of the answer, not GraphQL errors. */
const renderer = (ctx: CommerceContext) => (error: CommerceError) => renderMessage(ctx.request.locale, error.messageKey, error.values);

const errorMessage = (ctx: CommerceContext) => (error: CartItemErrorView) => ({ code: error.code, message: renderMessage(ctx.request.locale, error.messageKey) });

/** The fields every kind of cart item resolves alike. */
const cartItemFields: SimpleCartItemResolvers = {
  errors: (item, _, ctx) => item.errors.map(errorMessage(ctx)),
  error: (item, _, ctx) => (item.errors[0] ? renderMessage(ctx.request.locale, item.errors[0].messageKey) : null),
};

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, args, ctx) => ctx.services.cart.cart(ctx.request, args.cart_id),
    getItemCount: async (_, args, ctx) => ({
      cart_id: args.cartId.trim(),
      total_quantity: await ctx.services.cart.itemCount(ctx.request, args.cartId),
    }),
    checkUserIsAuthed: async (_, args, ctx) => ({
      cart_id: await ctx.services.cart.checkAccess(ctx.request, args.cartId),
    }),
    getAppliedCoupons: (_, args, ctx) => ctx.services.cart.appliedCoupons(ctx.request, args.cartId),
    getRuleGiftProduct: (_, args, ctx) => ctx.services.cart.giftRules(ctx.request, args.cartId),
    staffProductTags: (_, args, ctx) => ctx.services.staffBag.tags(ctx.request, args.sku),
  },
  Mutation: {
    createCart: (_, __, ctx) => ctx.services.cart.createCart(ctx.request),
    createEmptyCart: (_, __, ctx) => ctx.services.cart.createCart(ctx.request),
    createGuestCart: async (_, __, ctx) => {
      const id = await ctx.services.cart.createCart(ctx.request);
      return { cart: await ctx.services.cart.cart(ctx.request, id) };
    },
    addProductsToCart: async (_, args, ctx) => {
      const { cart, userErrors } = await ctx.services.cart.addProducts(ctx.request, args.cartId, args.cartItems, renderer(ctx));
      return { cart, user_errors: userErrors };
    },
    addSimpleProductsToCart: async (_, args, ctx) => {
      const items = (args.input?.cart_items ?? []).flatMap((item) => (item ? [item.data] : []));
      return { cart: await ctx.services.cart.addProductsOrRefuse(ctx.request, args.input?.cart_id ?? '', items) };
    },
    addConfigurableProductsToCart: async (_, args, ctx) => {
      const items = (args.input?.cart_items ?? []).flatMap((item) => (item ? [{ ...item.data, parent_sku: item.parent_sku ?? item.data.parent_sku }] : []));
      return { cart: await ctx.services.cart.addProductsOrRefuse(ctx.request, args.input?.cart_id ?? '', items) };
    },
    addScannedProductToCart: async (_, args, ctx) => {
      const { cart, userErrors } = await ctx.services.staffBag.addScanned(ctx.request, args.cart_id, args.code, args.quantity ?? 1, renderer(ctx));
      return { cart, user_errors: userErrors };
    },
    updateCartItems: async (_, args, ctx) => {
      const updates = (args.input?.cart_items ?? []).filter((item) => item !== null);
      return { cart: await ctx.services.cart.updateItems(ctx.request, args.input?.cart_id ?? '', updates), errors: [] };
    },
    changeConfigurableCartItem: async (_, args, ctx) => ({
      cart: await ctx.services.cart.changeConfigurableItem(ctx.request, args.input.cart_id, args.input),
      errors: [],
    }),
    removeItemFromCart: async (_, args, ctx) => ({
      cart: await ctx.services.cart.removeItem(ctx.request, args.input?.cart_id ?? '', args.input ?? {}),
    }),
    applyCouponToCart: async (_, args, ctx) => ({
      cart: await ctx.services.cart.applyCoupon(ctx.request, args.input?.cart_id ?? '', args.input?.coupon_code ?? ''),
    }),
    removeCouponFromCart: async (_, args, ctx) => ({
      cart: await ctx.services.cart.removeCoupon(ctx.request, args.input?.cart_id ?? ''),
    }),
    applyGiftCardToCart: async (_, args, ctx) => ({
      cart: await ctx.services.cart.applyGiftCard(ctx.request, args.input?.cart_id ?? '', args.input?.gift_card_code ?? ''),
    }),
    removeGiftCardFromCart: async (_, args, ctx) => ({
      cart: await ctx.services.cart.removeGiftCard(ctx.request, args.input?.cart_id ?? '', args.input?.gift_card_code ?? ''),
    }),
    addGiftToCart: (_, args, ctx) =>
      ctx.services.cart.addGifts(ctx.request, args.cartId, args.rule_gift_products),
  },
  CartItemInterface: {
    __resolveType: (item) => item.__typename,
  },
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  DownloadableCartItem: cartItemFields,
  ConfigurableCartItem: cartItemFields,
  BundleCartItem: cartItemFields,
  CustomMadeSimpleCartItem: cartItemFields,
  CustomMadeBundleCartItem: cartItemFields,
  StoreConfig: {
    configurable_thumbnail_source: () => 'itself',
  },
};
