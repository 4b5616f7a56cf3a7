/**
 * Every operation a stock Venia storefront (PWA Studio 11.7, Open Source build) sends validates
 * against our schema. The operations are read from test/fixtures/venia-11.7, written from Venia's
 * own packages by scripts/venia-operations.mjs (docs/decisions.md, "Venia's operations as fixtures").
 * Only the operations of Adobe Commerce's own features are set apart, each named with its reason,
 * and each must still fail: one that validates no longer belongs on the list.
 */
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildTypeDefs } from '../src/commerce/graphql/typeDefs.ts';
import { veniaOperations } from './kits/venia.ts';

const MULTIPLE_WISHLISTS = 'multiple named wishlists are Adobe Commerce (MultipleWishlistGraphQl)';
const GIFT_WRAPPING = 'gift receipts and printed cards are Adobe Commerce (GiftWrappingGraphQl)';

/** Operations of Adobe Commerce features, by fixture and operation name, with the reason. */
const ADOBE_COMMERCE_ONLY: Record<string, string> = {
  'peregrine/lib/talons/CmsDynamicBlock/cmsDynamicBlock.gql.graphql GetCmsDynamicBlocks': 'dynamic blocks are Adobe Commerce (BannerGraphQl)',
  'peregrine/lib/talons/CartPage/GiftCards/giftCardQueries.gql.ee.graphql getGiftCardBalance': 'gift card accounts are Adobe Commerce (GiftCardAccountGraphQl)',
  'peregrine/lib/talons/CartPage/PriceAdjustments/GiftOptions/giftOptions.gql.graphql GetGiftOptions': GIFT_WRAPPING,
  'peregrine/lib/talons/CartPage/PriceAdjustments/GiftOptions/giftOptions.gql.graphql SetGiftOptionsOnCart': GIFT_WRAPPING,
  'peregrine/lib/talons/CartPage/PriceAdjustments/giftOptionsSection.gql.graphql GetStoreConfigForGiftOptions': GIFT_WRAPPING,
  'peregrine/lib/talons/Gallery/gallery.gql.ee.graphql GetStoreConfigDataForGalleryAC': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/ProductFullDetail/productFullDetail.gql.ee.graphql GetWishlistConfigForProductAC': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/CartPage/ProductListing/productListing.gql.ee.graphql GetWishlistConfigForCartPageAC': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/WishlistPage/wishlistConfig.gql.ee.graphql GetWishlistConfigForWishlistPageAC': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/WishlistPage/createWishlist.gql.graphql createWishlist': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/WishlistPage/createWishlist.gql.graphql getMultipleWishlistsEnabled': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/WishlistPage/wishlist.gql.graphql UpdateWishlist': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/Wishlist/WishlistDialog/wishlistDialog.gql.graphql getWishlistsDialogData': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/Wishlist/WishlistDialog/wishlistDialog.gql.graphql addProductToWishlist': MULTIPLE_WISHLISTS,
  'peregrine/lib/talons/Wishlist/WishlistDialog/CreateWishlistForm/createWishlistForm.gql.graphql createWishlist': MULTIPLE_WISHLISTS,
};

const operations = veniaOperations;

const openSource = Object.keys(operations).filter((key) => !(key in ADOBE_COMMERCE_ONLY));
const schema = buildSchema(buildTypeDefs());

describe('a stock Venia storefront’s operations', () => {
  it('are all read from the fixtures', () => {
    expect(Object.keys(operations)).toHaveLength(196);
    expect(Object.keys(ADOBE_COMMERCE_ONLY).filter((key) => !(key in operations))).toEqual([]);
  });

  it.each(openSource)('%s validates against our schema', (key) => {
    expect(validate(schema, operations[key]).map((error) => error.message)).toEqual([]);
  });

  it.each(Object.entries(ADOBE_COMMERCE_ONLY))('%s needs Adobe Commerce: %s', (key) => {
    expect(validate(schema, operations[key]).length).toBeGreaterThan(0);
  });
});
