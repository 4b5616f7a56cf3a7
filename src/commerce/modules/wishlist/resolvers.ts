/**
 * Wishlists' GraphQL: Magento's shapes over the service's records. Customer fields read the list
 * of the customer the accounts module resolved, so they are always the signed-in customer's own.
 */
import type { CommerceContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import type { CommerceError } from '../../core/errors.ts';
import { moneyObject } from '../../core/money.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { selectedConfigurableOptions } from '../cart/index.ts';
import type { ProductView } from '../catalog/index.ts';
import { customMadeLineView } from '../madeToOrder/index.ts';
import type { WishlistItemRecord, WishlistRecord } from './service.ts';
import type { WishlistItemView, WishlistParent } from './wishlistViews.ts';

function renderer(ctx: CommerceContext) {
  return (error: CommerceError) => renderMessage(ctx.request.locale, error.messageKey, error.values);
}

function itemTypeOf(product: ProductView | undefined, item: WishlistItemRecord): WishlistItemView['__typename'] {
  if (item.customDesign) return item.customDesign.parts.some((part) => part.part !== 'piece') ? 'CustomMadeBundleWishlistItem' : 'CustomMadeSimpleWishlistItem';
  switch (product?.type_id) {
    case 'configurable':
      return 'ConfigurableWishlistItem';
    case 'virtual':
    case 'downloadable':
      return 'VirtualWishlistItem';
    default:
      return 'SimpleWishlistItem';
  }
}

/** The items of one page with their products, read together (one catalog read per page). */
async function itemViews(items: readonly WishlistItemRecord[], ctx: CommerceContext): Promise<WishlistItemView[]> {
  const ids = items.flatMap((item) => [item.productId, ...(item.variantProductId ? [item.variantProductId] : [])]);
  const [views, skus] = await Promise.all([ctx.services.catalog.productsByIds(ids, ctx.request), ctx.services.wishlist.skusOf(ids)]);
  const byId = new Map(views.flatMap((view) => (view.id == null ? [] : [[view.id, view] as const])));
  return items.map((item) => {
    const product = byId.get(item.productId);
    const variant = item.variantProductId ? byId.get(item.variantProductId) : undefined;
    const custom = item.customDesign ? customMadeLineView(item.customDesign, ctx.request.locale, ctx.request.baseCurrency) : null;
    return {
      ...custom,
      __typename: itemTypeOf(product, item),
      id: String(item.id),
      quantity: item.quantity,
      description: item.description,
      added_at: item.addedAt.toISOString(),
      product: product ?? null,
      customizable_options: custom?.customizable_options ?? [],
      product_sku: skus.get(item.productId) ?? '',
      selected_options: item.selectedOptions,
      child_sku: (item.variantProductId ? skus.get(item.variantProductId) : undefined) ?? '',
      configured_variant: variant ?? null,
      configurable_options: product && item.variantProductId ? selectedConfigurableOptions(product, item.variantProductId, variantLine(variant, item.quantity, ctx)) : [],
    };
  });
}

/** A wished variant's pieces and what they cost now (the cart's fields of SelectedConfigurableOption). */
function variantLine(variant: ProductView | undefined, quantity: number, ctx: CommerceContext) {
  const price = variant?.price_range.minimum_price.final_price;
  const currency = (price?.currency ?? ctx.request.displayCurrency) as CurrencyCode;
  const unit = price?.minor_units ?? 0;
  return { qty: quantity, new_total_price: moneyObject(unit * quantity, currency), service_charge_price: moneyObject(0, currency) };
}

async function itemsPage(wishlistId: number, args: { currentPage: number; pageSize: number }, ctx: CommerceContext) {
  const page = await ctx.services.wishlist.items(wishlistId, args.pageSize, args.currentPage);
  return {
    items: await itemViews(page.items, ctx),
    page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: Math.ceil(page.total / args.pageSize) },
  };
}


const wishlistView = (record: WishlistRecord): WishlistParent => ({ record });

/** Magento's deprecated WishlistItem: the first page of items, in the older shape. */
async function legacyItems(wishlistId: number, ctx: CommerceContext) {
  const page = await ctx.services.wishlist.items(wishlistId, 100, 1);
  const views = await itemViews(page.items, ctx);
  return views.map((view) => ({ id: Number(view.id), qty: view.quantity, description: view.description, added_at: view.added_at, product: view.product }));
}

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: async (_, __, ctx) => {
      const record = await ctx.services.wishlist.listOf(ctx.request);
      return {
        record,
        items_count: await ctx.services.wishlist.itemCount(record.id),
        name: null,
        sharing_code: record.sharingCode,
        updated_at: record.updatedAt.toISOString(),
      };
    },
    sharedWishlist: async (_, args, ctx) => {
      const found = await ctx.services.wishlist.shared(args.sharing_code, ctx.request);
      if (!found) return null;
      return {
        record: found.wishlist,
        sharing_code: found.wishlist.sharingCode,
        owner_firstname: found.firstname,
        items_count: await ctx.services.wishlist.itemCount(found.wishlist.id),
        updated_at: found.wishlist.updatedAt.toISOString(),
      };
    },
  },
  Mutation: {
    addProductsToWishlist: async (_, args, ctx) => {
      const answer = await ctx.services.wishlist.addItems(ctx.request, args.wishlistId, args.wishlistItems, renderer(ctx));
      return { wishlist: wishlistView(answer.wishlist), user_errors: answer.userErrors };
    },
    removeProductsFromWishlist: async (_, args, ctx) => {
      const answer = await ctx.services.wishlist.removeItems(ctx.request, args.wishlistId, args.wishlistItemsIds, renderer(ctx));
      return { wishlist: wishlistView(answer.wishlist), user_errors: answer.userErrors };
    },
    updateProductsInWishlist: async (_, args, ctx) => {
      const answer = await ctx.services.wishlist.updateItems(ctx.request, args.wishlistId, args.wishlistItems, renderer(ctx));
      return { wishlist: wishlistView(answer.wishlist), user_errors: answer.userErrors };
    },
    addWishlistItemsToCart: async (_, args, ctx) => {
      const answer = await ctx.services.wishlist.addToCart(ctx.request, args.wishlistId, args.wishlistItemIds, renderer(ctx));
      return { wishlist: wishlistView(answer.wishlist), status: answer.errors.length === 0, add_wishlist_items_to_cart_user_errors: answer.errors };
    },
  },
  Customer: {
    wishlists: async (_, __, ctx) => [wishlistView(await ctx.services.wishlist.listOf(ctx.request))],
    wishlist: async (_, __, ctx) => wishlistView(await ctx.services.wishlist.listOf(ctx.request)),
    wishlist_v2: async (_, args, ctx) => {
      const record = await ctx.services.wishlist.findOwn(ctx.request, args.id);
      return record ? wishlistView(record) : null;
    },
  },
  Wishlist: {
    id: (list) => String(list.record.id),
    items: (list, _, ctx) => legacyItems(list.record.id, ctx),
    items_v2: (list, args, ctx) => itemsPage(list.record.id, args, ctx),
    items_count: (list, _, ctx) => ctx.services.wishlist.itemCount(list.record.id),
    sharing_code: (list) => list.record.sharingCode,
    updated_at: (list) => list.record.updatedAt.toISOString(),
  },
  WishlistOutput: {
    items: (list, _, ctx) => legacyItems(list.record.id, ctx),
  },
  SharedWishlist: {
    items_v2: (list, args, ctx) => itemsPage(list.record.id, args, ctx),
  },
  WishlistItemInterface: {
    __resolveType: (item) => item.__typename,
  },
  StoreConfig: {
    magento_wishlist_general_is_enabled: () => '1',
  },
};
