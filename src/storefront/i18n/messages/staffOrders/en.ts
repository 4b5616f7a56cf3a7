/**
 * English messages of the staff's order history and order page (spec 000 §2 /order-history "staff
 * filter", §3 "Staff order statuses", "Staff actions on an order"). Merged into the reference
 * catalog (../en.ts). Statuses' labels come from rules/orderStatus.ts.
 */
const staffOrdersEn = {
  'staffOrders.scopes': 'Whose orders',
  'staffOrders.scope.MINE': 'My orders',
  'staffOrders.scope.SHOP': 'My shop’s orders',
  'staffOrders.statuses': 'Order status',
  'staffOrders.allStatuses': 'All',
  'staffOrders.count': '{count, plural, =0 {No orders} one {# order} other {# orders}}',
  'staffOrders.empty': 'There are no orders to show here.',
  'staffOrders.customer': 'Customer: {name}',
  'staffOrders.actions': 'Staff actions',
  'staffOrders.noActions': 'No action can be taken on this order now.',
  'staffOrders.action.approve': 'Approve',
  'staffOrders.action.confirm_arrival': 'Confirm arrival at store',
  'staffOrders.action.confirm_pickup': 'Confirm customer pickup',
  'staffOrders.action.cancel': 'Cancel order',
  'staffOrders.action.repay': 'Pay again',
  'staffOrders.hint.approve': 'The piece goes to the workshop to be made.',
  'staffOrders.hint.confirm_arrival': 'The customer is sent a pickup code to show at the shop.',
  'staffOrders.hint.confirm_pickup': 'The customer has the piece; the order is complete.',
  'staffOrders.hint.cancel': 'Whatever was paid is refunded in full.',
  'staffOrders.hint.repay': 'The order is set aside and its pieces, shop and customer go back in your bag, to be paid another way.',
  'staffOrders.done.approve': 'The order is approved.',
  'staffOrders.done.confirm_arrival': 'Arrival at the store is confirmed.',
  'staffOrders.done.confirm_pickup': 'Customer pickup is confirmed. The order is complete.',
  'staffOrders.done.cancel': 'The order is cancelled.',
  'staffOrders.done.repay': 'The order’s pieces are back in your bag to be paid again.',
} as const;

export type StaffOrdersMessageId = keyof typeof staffOrdersEn;
export default staffOrdersEn;
