/**
 * Order statuses (spec 000 §4) and how shoppers read them. The moves between them are the orders
 * module's state machine (commerce/modules/orders/orderStatus.ts).
 */
import { pickLocalized, type LocaleKey, type LocalizedText } from './locales.ts';

export const CUSTOMER_ORDER_STATUSES = [
  'pending',
  'processing',
  'processing_partial_shipped_partial',
  'complete_shipped',
  'complete_complete',
  'complete_return_pending',
  'complete_returned_partial',
  'closed_returned',
  'processing_refunded_partial',
  'closed_refunded',
  'canceled',
] as const;

export const STAFF_ORDER_STATUSES = [
  'processing_approval_pending',
  'processing',
  'complete_made_done',
  'complete_factory_shipped',
  'complete_pick_pending',
  'complete_complete',
  'canceled',
] as const;

export type OrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number] | (typeof STAFF_ORDER_STATUSES)[number];

/**
 * A shipped order the shopper never marks received is completed by the store this many days after
 * it was sent (docs/decisions.md, "Shipped orders complete themselves after 14 days"): long enough
 * for a parcel to reach any address the store delivers to, with days to spare for a late one, yet
 * the points and the level a completed order brings do not wait for a click most shoppers never
 * make. Completion does not end the right to ask for a return.
 */
export const SHIPPED_ORDER_COMPLETES_AFTER_DAYS = 14;

const label = (en: string, hant: string, hans: string): LocalizedText => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

/**
 * What the shopper reads for each status (spec 000 §4): the spec's own words where it gives them
 * ("To Pay", "awaiting shipment", "To Approve", "To Ship", "To Receive"), else the plain meaning of
 * the status' name. A made-to-order order shows the staff statuses it passes through.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, LocalizedText> = {
  pending: label('To Pay', '待付款', '待付款'),
  processing: label('Awaiting Shipment', '待發貨', '待发货'),
  processing_partial_shipped_partial: label('Partly Shipped', '部分已發貨', '部分已发货'),
  complete_shipped: label('Shipped', '已發貨', '已发货'),
  complete_complete: label('Complete', '已完成', '已完成'),
  complete_return_pending: label('Return Pending', '退貨處理中', '退货处理中'),
  complete_returned_partial: label('Partly Returned', '部分已退貨', '部分已退货'),
  closed_returned: label('Returned', '已退貨', '已退货'),
  processing_refunded_partial: label('Partly Refunded', '部分已退款', '部分已退款'),
  closed_refunded: label('Refunded', '已退款', '已退款'),
  canceled: label('Canceled', '已取消', '已取消'),
  processing_approval_pending: label('To Approve', '待審批', '待审批'),
  complete_made_done: label('Made', '已製作完成', '已制作完成'),
  complete_factory_shipped: label('To Ship', '待出貨', '待出货'),
  complete_pick_pending: label('To Receive', '待取貨', '待取货'),
};

/**
 * Magento's order state behind each status, which clients written for Magento read beside the
 * status (`CustomerOrder.state`). Our statuses are named state first, as Magento's are; pending is
 * the status Magento's state new holds.
 */
export const MAGENTO_ORDER_STATES: Record<OrderStatus, 'new' | 'processing' | 'complete' | 'closed' | 'canceled'> = {
  pending: 'new',
  processing: 'processing',
  processing_partial_shipped_partial: 'processing',
  processing_refunded_partial: 'processing',
  processing_approval_pending: 'processing',
  complete_shipped: 'complete',
  complete_complete: 'complete',
  complete_return_pending: 'complete',
  complete_returned_partial: 'complete',
  complete_made_done: 'complete',
  complete_factory_shipped: 'complete',
  complete_pick_pending: 'complete',
  closed_returned: 'closed',
  closed_refunded: 'closed',
  canceled: 'canceled',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, value);
}

/** The status as the shopper reads it; a status this code does not know reads as its name. */
export function orderStatusLabel(status: string, locale: LocaleKey): string {
  return isOrderStatus(status) ? pickLocalized(ORDER_STATUS_LABELS[status], locale) : status;
}

/**
 * The status in which a paid order waits to be sent. An order with made-to-order pieces spends it
 * in the workshop, for weeks, not waiting for a parcel: there it reads "Being Made", with the day
 * its pieces are expected ready (the order's cm_ready_date).
 */
export const BEING_MADE_STATUS: OrderStatus = 'processing';
const BEING_MADE_LABEL = label('Being Made', '製作中', '制作中');

/** The status as the shopper of this order reads it: a made-to-order order is being made where another awaits shipment. */
export function shopperStatusLabel(status: string, locale: LocaleKey, madeToOrder: boolean): string {
  return madeToOrder && status === BEING_MADE_STATUS ? pickLocalized(BEING_MADE_LABEL, locale) : orderStatusLabel(status, locale);
}
