/**
 * The order process: every move an order can make, as one table. Each move names the statuses it
 * leaves from, the status it reaches, who may make it (orderActors.ts), the guards that must hold
 * (checked before anything changes) and the effects it has (run in the move's transaction, in the
 * order listed). The spec lists the statuses (000 §4 "Order statuses (customer)", "Staff order
 * statuses") and the staff actions "approve, confirm arrival at store, confirm customer pickup,
 * cancel, repay"; the transitions between them are "not shown", so these follow a jewellery order's life:
 * paid, then shipped or made ready at a shop, then complete; returns and refunds after
 * (docs/decisions.md). A new status or move is a row here and a case in its table test.
 */
import { MOVE_NAMES, type MoveName } from '../../../rules/orderMoves.ts';
import type { OrderStatus } from '../../../rules/orderStatus.ts';
import type { OrderActorKind } from './orderActors.ts';

// The moves' names are shared with the storefront's order desk (rules/orderMoves.ts).
export { MOVE_NAMES, type MoveName };

/** What must hold before a move: named here, checked by orderGuards.ts. */
export type MoveGuard =
  /** The order is collected at a shop. */
  | 'pickupOrder'
  /** The order is delivered (not collected at a shop). */
  | 'deliveryOrder'
  /** A staff member placed the order for the customer. */
  | 'staffOrder'
  /** The customer placed the order themselves. */
  | 'shopperOrder'
  /** The order's payment still awaits the gateway's notification (a wallet's, such as WeChat Pay). */
  | 'awaitingPayment'
  /** A tracking number and a carrier of carriers.ts. */
  | 'shipment'
  /** Some pieces named, within what is left to send, and some left after. */
  | 'partialShipment'
  /** An amount above nothing and below what is left of what was paid. */
  | 'partialRefund'
  /** Some pieces named, within what was sent and not returned, and some kept after. */
  | 'partialReturn';

/** What a move does beside changing the status: named here, done by orderEffects.ts. */
export type MoveEffect =
  /** Pieces still in the shop (not sent, not returned) go back on hand. */
  | 'stockBack'
  /** The pieces this return takes back go back on hand. */
  | 'returnedStockBack'
  | 'couponBack'
  /** The stones of its made-to-order pieces are on offer again. */
  | 'diamondsBack'
  | 'giftCardBack'
  /** A payment still awaited can no longer be made. */
  | 'awaitedPaymentExpired'
  /** What is left of what was paid goes back through the payments module. */
  | 'refundRest'
  /** The amount the operator names goes back. */
  | 'refundAmount'
  /** What the returned pieces were paid goes back. */
  | 'refundReturned'
  /** Tracking number, carrier and the pieces sent are written on the order. */
  | 'recordShipment'
  /** The shop's pickup code is issued and mailed to the shopper. */
  | 'issuePickupCode'
  | 'shippedMail'
  | 'completedMail'
  | 'cancelledMail'
  | 'refundedMail';

export interface OrderMove {
  name: MoveName;
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActorKind[];
  guards: readonly MoveGuard[];
  effects: readonly MoveEffect[];
}

const move = (name: MoveName, from: readonly OrderStatus[], to: OrderStatus, actors: readonly OrderActorKind[], guards: readonly MoveGuard[] = [], effects: readonly MoveEffect[] = []): OrderMove => ({
  name,
  from,
  to,
  actors,
  guards,
  effects,
});

const RELEASE: readonly MoveEffect[] = ['stockBack', 'diamondsBack', 'couponBack', 'giftCardBack', 'awaitedPaymentExpired'];

export const ORDER_PROCESS: readonly OrderMove[] = [
  // Awaiting payment ("To Pay"): the gateway says it was paid, or the order goes without it.
  move('pay', ['pending'], 'processing', ['gateway'], ['shopperOrder']),
  // An order a staff member placed for the customer waits, paid, for approval ("To Approve").
  move('pay_for_approval', ['pending'], 'processing_approval_pending', ['gateway'], ['staffOrder']),
  // The shopper abandons the payment, the gateway declines it, or the job finds it never came.
  move('cancel_unpaid', ['pending'], 'canceled', ['customer', 'gateway', 'system'], [], RELEASE),
  // Staff action "cancel" (and the operator's): a paid order is refunded in full.
  move('cancel', ['pending', 'processing', 'processing_approval_pending'], 'canceled', ['staff', 'operator'], [], [...RELEASE, 'refundRest', 'cancelledMail']),
  // Staff action "repay": a staff order whose wallet payment never came is set aside, its awaited
  // payment expired (a late payment is owed back, never kept beside a new one), and its pieces, shop
  // and proven customer go back in the staff bag to be paid another way (docs/decisions.md,
  // "Repaying a staff order").
  move('repay', ['pending'], 'canceled', ['staff'], ['staffOrder', 'awaitingPayment'], RELEASE),
  // Staff orders of made-to-order pieces: approved, made, sent from the workshop, arrived at the shop.
  move('approve', ['processing_approval_pending'], 'processing', ['staff', 'operator']),
  move('made', ['processing'], 'complete_made_done', ['staff', 'operator']),
  move('factory_ship', ['complete_made_done'], 'complete_factory_shipped', ['staff', 'operator']),
  move('confirm_arrival', ['complete_factory_shipped'], 'complete_pick_pending', ['staff', 'operator'], ['pickupOrder'], ['issuePickupCode']),
  // A paid order for store pickup has arrived at its shop.
  move('ready_for_pickup', ['processing'], 'complete_pick_pending', ['operator'], ['pickupOrder'], ['issuePickupCode']),
  move('confirm_pickup', ['complete_pick_pending'], 'complete_complete', ['staff', 'operator'], [], ['completedMail']),
  // Delivery: some pieces first, or all (the rest) at once.
  move('ship_partially', ['processing', 'processing_partial_shipped_partial'], 'processing_partial_shipped_partial', ['operator'], ['deliveryOrder', 'shipment', 'partialShipment'], ['recordShipment', 'shippedMail']),
  move('ship', ['processing', 'processing_partial_shipped_partial', 'processing_refunded_partial'], 'complete_shipped', ['operator'], ['deliveryOrder', 'shipment'], ['recordShipment', 'shippedMail']),
  // The shopper has the pieces: they say so, or the operator does.
  move('complete', ['complete_shipped'], 'complete_complete', ['customer', 'operator', 'system'], [], ['completedMail']),
  // Returns: asked for, then refused, or received in part or whole and refunded.
  move('request_return', ['complete_shipped', 'complete_complete'], 'complete_return_pending', ['customer', 'operator']),
  move('reject_return', ['complete_return_pending'], 'complete_complete', ['operator']),
  move('return_partially', ['complete_return_pending'], 'complete_returned_partial', ['operator'], ['partialReturn'], ['returnedStockBack', 'refundReturned', 'refundedMail']),
  move('return', ['complete_return_pending', 'complete_returned_partial'], 'closed_returned', ['operator'], [], ['returnedStockBack', 'refundRest', 'giftCardBack', 'refundedMail']),
  // Refunds before the pieces left: part of the money, or all that is left of it.
  move('refund_partially', ['processing', 'processing_refunded_partial'], 'processing_refunded_partial', ['operator'], ['partialRefund'], ['refundAmount', 'refundedMail']),
  move('refund', ['processing', 'processing_refunded_partial'], 'closed_refunded', ['operator'], [], ['stockBack', 'refundRest', 'giftCardBack', 'refundedMail']),
];

/** The move that pays an awaiting order: a staff order is approved before it is made. */
export function payingMoveOf(order: { staffId: number | null }): MoveName {
  return order.staffId === null ? 'pay' : 'pay_for_approval';
}

export function moveNamed(name: string): OrderMove | undefined {
  return ORDER_PROCESS.find((entry) => entry.name === name);
}

/** The moves an order in `status` can make, whoever makes them. */
export function movesFrom(status: string): OrderMove[] {
  return ORDER_PROCESS.filter((entry) => (entry.from as readonly string[]).includes(status));
}
