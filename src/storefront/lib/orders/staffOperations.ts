/**
 * The staff's order operations (src/commerce/modules/orders/schema.graphql): the orders a staff
 * member placed or their shop's, one of them with its details, and the moves staff make on it.
 * Types come from codegen.
 */
import { CUSTOM_MADE_PART, MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';
import { ORDER_CARD, ORDER_DETAILS_FIELDS, ORDER_ITEM_CHOICES, ORDER_ITEM_PICTURE } from './operations.ts';

export const STAFF_ORDERS = graphql(
  `
  query StaffOrders($scope: StaffOrderScope!, $status: String, $currentPage: Int!, $pageSize: Int!) {
    staffOrders(filter: { scope: $scope, status: $status }, currentPage: $currentPage, pageSize: $pageSize) {
      total_count
      page_info { current_page total_pages }
      items { number customer_name available_actions order { ...OrderCard } }
    }
  }
`,
  ORDER_CARD,
  ORDER_ITEM_PICTURE,
  MONEY,
);

export const STAFF_ORDER_DETAILS = graphql(
  `
  query StaffOrderDetails($number: String!) {
    staffOrder(number: $number) { number customer_name available_actions order { ...OrderDetails } }
  }
`,
  ORDER_DETAILS_FIELDS,
  ORDER_ITEM_CHOICES,
  ORDER_ITEM_PICTURE,
  CUSTOM_MADE_PART,
  MONEY,
);

export const STAFF_MOVE_ORDER = graphql(`
  mutation StaffMoveOrder($number: String!, $move: String!) {
    moveOrder(order_number: $number, move: $move) { number status }
  }
`);

export const STAFF_CANCEL_ORDER = graphql(`
  mutation StaffCancelOrder($number: String!) {
    cancelOrder(order_number: $number) { number status }
  }
`);

export const STAFF_REPAY_ORDER = graphql(`
  mutation StaffRepayOrder($number: String!, $cartId: String!) {
    repayStaffOrder(order_number: $number, cart_id: $cartId) { cart { id total_quantity } }
  }
`);
