/**
 * The order desk's operations (src/commerce/modules/orders/schema.graphql, the operator's admin
 * API): the sign-in that proves the admin token, a page of orders, one order with the carriers to
 * ship it with, and the operator's moves. They go with the admin token of the desk session (the
 * request context's client on desk pages); types come from codegen.
 */
import { CUSTOM_MADE_PART, MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';
import { ORDER_DETAILS_FIELDS, ORDER_ITEM_CHOICES, ORDER_ITEM_PICTURE } from '../orders/operations.ts';

/** Sent with the typed token as the bearer: the API counts a wrong one against the sign-in lockout. */
export const DESK_SIGN_IN = graphql(`
  mutation DeskSignIn {
    signInOperator { signed_in token expires_in }
  }
`);

export const DESK_SIGN_OUT = graphql(`
  mutation DeskSignOut {
    revokeOperatorToken
  }
`);

/** What the list and an order's page both show of an order. */
const DESK_ORDER_FACTS = /* GraphQL */ `
  fragment DeskOrderFacts on AdminOrder {
    number
    status
    status_label
    website_code
    email
    placed_at
    grand_total { ...MoneyFields }
  }
`;

export const DESK_ORDERS = graphql(
  `
  query DeskOrders($status: String, $number: String, $currentPage: Int!, $pageSize: Int!) {
    adminOrders(status: $status, number: $number, currentPage: $currentPage, pageSize: $pageSize) {
      total_count
      page_info { current_page total_pages }
      items {
        ...DeskOrderFacts
        order {
          shipping_method
          billing_address { firstname lastname }
          shipping_address { firstname lastname }
          pickup_location { name }
        }
      }
    }
  }
`,
  DESK_ORDER_FACTS,
  MONEY,
);

export const DESK_ORDER = graphql(
  `
  query DeskOrder($number: String!) {
    adminOrder(order_number: $number) {
      ...DeskOrderFacts
      pickup_code
      tracking_number
      carrier
      remark
      refunded { ...MoneyFields }
      items { id sku name quantity shipped returned }
      history { status move actor actor_id note at }
      refunds { amount { ...MoneyFields } state failure at }
      available_actions
      order { ...OrderDetails }
    }
    shipmentCarriers { code title }
  }
`,
  DESK_ORDER_FACTS,
  ORDER_DETAILS_FIELDS,
  ORDER_ITEM_CHOICES,
  ORDER_ITEM_PICTURE,
  CUSTOM_MADE_PART,
  MONEY,
);

export const DESK_SHIP_ORDER = graphql(`
  mutation DeskShipOrder($number: String!, $trackingNumber: String!, $carrier: String!, $items: [OrderMoveItemInput!], $note: String) {
    shipOrder(order_number: $number, tracking_number: $trackingNumber, carrier: $carrier, items: $items, note: $note) { number status }
  }
`);

export const DESK_RECEIVE_RETURN = graphql(`
  mutation DeskReceiveReturn($number: String!, $items: [OrderMoveItemInput!], $note: String) {
    receiveOrderReturn(order_number: $number, items: $items, note: $note) { number status }
  }
`);

/** An amount in minor units, parsed by the store's money rules: the desk never sends a float. */
export const DESK_REFUND_ORDER = graphql(`
  mutation DeskRefundOrder($number: String!, $amount: Int, $note: String) {
    refundOrder(order_number: $number, amount_minor_units: $amount, note: $note) { number status }
  }
`);

export const DESK_MOVE_ORDER = graphql(`
  mutation DeskMoveOrder($number: String!, $move: String!, $note: String) {
    moveOrder(order_number: $number, move: $move, note: $note) { number status }
  }
`);

export const DESK_SET_REMARK = graphql(`
  mutation DeskSetRemark($number: String!, $remark: String) {
    setOrderRemark(order_number: $number, remark: $remark) { number remark }
  }
`);
