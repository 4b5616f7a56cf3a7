/**
 * Paying for and placing the order, and reading its payment state afterwards: Magento's
 * setPaymentMethodOnCart (a card's one-time nonce travels as Braintree's `payment_method_nonce`,
 * a saved card as `braintree_cc_vault`'s public hash) and placeOrder, whose order carries the access key a guest reads it with, and checkOrder.
 */
import type { OrderPaymentState } from '../generated/operations.ts';
import { graphql } from '../api/graphql.ts';
import { CUSTOM_MADE_PART, MONEY } from '../api/fragments.ts';
import { ORDER_ITEM_CHOICES, ORDER_ITEM_PICTURE } from '../orders/operations.ts';

export type PaymentState = OrderPaymentState;


export const SET_PAYMENT_METHOD = graphql(`
  mutation SetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) { cart { id } }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
        status
        access_key
        payment { state wallet { qr_payload amount { value currency } expires_at } }
      }
    }
  }
`);

export const CHECK_ORDER = graphql(`
  query CheckOrder($orderNumber: String!, $accessKey: String!) {
    checkOrder(order_number: $orderNumber, access_key: $accessKey) { order_number status payment_state }
  }
`);

/** The pieces of the order just placed, with every choice, for the receipt (the session keeps no more than names and totals). */
export const PLACED_ORDER_LINES = graphql(
  `
  query PlacedOrderLines($orderNumber: String!, $accessKey: String!) {
    checkOrder(order_number: $orderNumber, access_key: $accessKey) {
      order {
        items {
          product_name
          product_sku
          quantity_ordered
          prices { row_total { ...MoneyFields } }
          ...OrderItemPicture
          ...OrderItemChoices
        }
      }
    }
  }
`,
  ORDER_ITEM_CHOICES,
  ORDER_ITEM_PICTURE,
  CUSTOM_MADE_PART,
  MONEY,
);

/** After a declined, expired or abandoned WeChat Pay payment: the order's pieces back in the bag. */
export const RESTORE_CART_OF_ORDER = graphql(`
  mutation RestoreCartOfOrder($orderNumber: String!, $accessKey: String!, $cartId: String!) {
    restoreCartOfOrder(order_number: $orderNumber, access_key: $accessKey, cart_id: $cartId) { cart { id total_quantity } }
  }
`);
