/**
 * The wishlist's GraphQL (Magento's wishlist operations, and the shared list by its code). Every
 * operation but the shared list is the signed-in shopper's own.
 */
import { CUSTOM_MADE_PART, PRODUCT_CARD } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

/** A list holds at most 100 pieces (the API's limit): one page shows them all. */
const ITEM_FIELDS = /* GraphQL */ `
  fragment WishlistItemFields on WishlistItemInterface {
    id
    quantity
    product_sku
    product { ...ProductCard }
    ... on ConfigurableWishlistItem {
      configured_variant { sku stock_status }
      configurable_options { option_label value_label }
    }
    ... on CustomMadeSimpleWishlistItem {
      custom_image
      cm_delivery_days
      price { ...MoneyFields }
      custommate_options { option_label value_label }
      word_custommate_options { word_content word_type_label }
      cm_diamond { ...CustomMadeDiamondChoice }
    }
    ... on CustomMadeBundleWishlistItem {
      custom_image
      cm_delivery_days
      price { ...MoneyFields }
      custommate_options { option_label value_label }
      word_custommate_options { word_content word_type_label }
      for_her_option { ...CustomMadePartChoices }
      for_him_option { ...CustomMadePartChoices }
    }
  }
  ${PRODUCT_CARD}
  ${CUSTOM_MADE_PART}
`;

export const WISHLIST_PAGE = graphql(`
  query WishlistPage {
    customer {
      firstname
      wishlists {
        id
        items_count
        sharing_code
        items_v2(pageSize: 100) { items { ...WishlistItemFields } }
      }
    }
  }
  ${ITEM_FIELDS}
`);

/** What the hearts need: which products are in the list, by SKU, with the item that holds each. */
export const WISHLIST_PIECES = graphql(`
  query WishlistPieces {
    customer {
      wishlists {
        id
        items_v2(pageSize: 100) { items { id product_sku } }
      }
    }
  }
`);

export const SHARED_WISHLIST = graphql(`
  query SharedWishlist($code: String!) {
    sharedWishlist(sharing_code: $code) {
      owner_firstname
      items_count
      items_v2(pageSize: 100) { items { ...WishlistItemFields } }
    }
  }
  ${ITEM_FIELDS}
`);

export const ADD_TO_WISHLIST = graphql(`
  mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist { id items_count }
      user_errors { code message }
    }
  }
`);

export const REMOVE_FROM_WISHLIST = graphql(`
  mutation RemoveFromWishlist($id: ID!, $items: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) {
      wishlist { id items_count }
      user_errors { code message }
    }
  }
`);

export const WISHLIST_TO_BAG = graphql(`
  mutation WishlistToBag($id: ID!, $items: [ID!]) {
    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
      status
      add_wishlist_items_to_cart_user_errors { code message }
    }
  }
`);
