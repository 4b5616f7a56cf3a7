/** The bag's operations, sent by the cart handler (cartHandler.server.ts). */
import { CART_FIELDS } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

/** What an add answers: the bag, and the items it could not take with the reason in the shopper's language. */
const BAG_ADD_ANSWER = /* GraphQL */ `
  fragment BagAddAnswer on AddProductsToCartOutput {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
  ${CART_FIELDS}
`;

export const ADD_TO_BAG = graphql(`
  mutation AddToBag($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      ...BagAddAnswer
    }
  }
  ${BAG_ADD_ANSWER}
`);

/** A piece a staff member scanned (or typed) the shelf tag's code of, into their own bag (docs/decisions.md, "The staff bag"). */
export const ADD_SCANNED_TO_BAG = graphql(`
  mutation AddScannedToBag($cartId: String!, $code: String!, $quantity: Float!) {
    addScannedProductToCart(cart_id: $cartId, code: $code, quantity: $quantity) {
      ...BagAddAnswer
    }
  }
  ${BAG_ADD_ANSWER}
`);

export const UPDATE_BAG = graphql(`
  mutation UpdateBag($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(
      input: {
        cart_id: $cartId
        cart_items: [{ cart_item_uid: $uid, quantity: $quantity }]
      }
    ) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`);

/** A configurable line's other variant: removed and added again on the server, in one transaction (spec 000 §4). */
export const CHANGE_BAG_VARIANT = graphql(`
  mutation ChangeBagVariant($cartId: String!, $uid: ID!, $variantSku: String!) {
    changeConfigurableCartItem(input: { cart_id: $cartId, cart_item_uid: $uid, variant_sku: $variantSku }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const REMOVE_FROM_BAG = graphql(`
  mutation RemoveFromBag($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const APPLY_COUPON = graphql(
  `
    mutation ApplyCoupon($cartId: String!, $code: String!) {
      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
        cart {
          ...CartFields
        }
      }
    }
    ${CART_FIELDS}
  `,
);

export const REMOVE_COUPON = graphql(`
  mutation RemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const APPLY_GIFT_CARD = graphql(`
  mutation ApplyGiftCard($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const REMOVE_GIFT_CARD = graphql(`
  mutation RemoveGiftCard($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const ADD_GIFTS = graphql(`
  mutation AddGiftsToBag($cartId: String!, $rules: [RuleGiftInput!]!) {
    addGiftToCart(cartId: $cartId, rule_gift_products: $rules) {
      cart {
        ...CartFields
      }
      rules {
        rule_id
        rule_left_qty
      }
    }
  }
  ${CART_FIELDS}
`);

/** A gift rule as the gift dialog shows it, on the bag and at checkout (spec call getRuleGiftProduct). */
const RULE_GIFT_FIELDS = /* GraphQL */ `
  fragment RuleGiftFields on RuleGift {
    rule_id
    rule_label
    rule_left_qty
    products {
      available_qty
      product {
        sku
        name
        small_image {
          file
          label
        }
      }
    }
  }
`;

export const CART_PAGE = graphql(`
  query CartPage($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
    getRuleGiftProduct(cartId: $cartId) {
      ...RuleGiftFields
    }
  }
  ${CART_FIELDS}
  ${RULE_GIFT_FIELDS}
`);

/** The gifts the cart has earned, for the checkout's gift dialog. */
export const CART_GIFT_RULES = graphql(`
  query CartGiftRules($cartId: String!) {
    getRuleGiftProduct(cartId: $cartId) {
      ...RuleGiftFields
    }
  }
  ${RULE_GIFT_FIELDS}
`);

export const CREATE_CART = graphql(`
  mutation CreateCart {
    createCart
  }
`);
