/**
 * The order state machine: the customer statuses and the staff statuses of spec 000 §4 and the moves
 * between them. The spec lists the statuses and leaves the transitions open ("not shown"); these
 * follow what happens to a jewellery order: paid, then shipped or made ready for pickup, then
 * complete; returns and refunds after. Staff orders of made-to-order pieces are approved, made and
 * sent from the workshop to the shop first (the staff actions "approve", "confirm arrival at store",
 * "confirm customer pickup", "cancel"). Every status change of the order service asks it first;
 * staff approval and fulfilment add their moves to this table, nowhere else.
 */
import type { OrderStatus } from '../../../rules/orderStatus.ts';
import { inputError } from '../../core/errors.ts';

export type { OrderStatus } from '../../../rules/orderStatus.ts';

/** Where an order may go from each status; a status with no entry is an end. */
const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  // Awaiting payment ("To Pay"): paid, or cancelled when the payment never comes.
  pending: ['processing', 'canceled'],
  // Paid, awaiting shipment (for a staff order: in the workshop, "To Manufacture").
  processing: ['processing_partial_shipped_partial', 'complete_shipped', 'complete_pick_pending', 'complete_made_done', 'processing_refunded_partial', 'closed_refunded', 'canceled'],
  processing_partial_shipped_partial: ['complete_shipped', 'processing_refunded_partial'],
  processing_refunded_partial: ['complete_shipped', 'closed_refunded'],
  complete_shipped: ['complete_complete', 'complete_return_pending'],
  complete_complete: ['complete_return_pending'],
  complete_return_pending: ['complete_returned_partial', 'closed_returned', 'complete_complete'],
  complete_returned_partial: ['closed_returned'],
  closed_returned: [],
  closed_refunded: [],
  canceled: [],
  // Staff orders: approved, made, shipped from the workshop to the shop, collected there.
  processing_approval_pending: ['processing', 'canceled'],
  complete_made_done: ['complete_factory_shipped'],
  complete_factory_shipped: ['complete_pick_pending'],
  complete_pick_pending: ['complete_complete'],
};

/** The statuses an order in `from` may move to; none for a status this code does not know. */
export function nextStatuses(from: string): readonly OrderStatus[] {
  return Object.hasOwn(ORDER_MOVES, from) ? ORDER_MOVES[from as OrderStatus] : [];
}

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** Refuses, with the API's error, a move the machine does not allow. */
export function checkOrderMove(from: string, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw inputError('order.statusMove', { from, to });
}

/** A cancellation before anything left the shop puts the order's pieces back on hand. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'canceled' && (from === 'pending' || from === 'processing' || from === 'processing_approval_pending');
}
