/**
 * The guards of the order process (orderProcess.ts): what must hold before a move changes anything.
 * Each refuses with the message the person making the move reads.
 */
import { inputError } from '../../core/errors.ts';
import type { orderItems, orders } from '../../db/schema/orders.ts';
import { carrierNamed } from './carriers.ts';
import type { MoveGuard } from './orderProcess.ts';

type OrderRecord = typeof orders.$inferSelect;
type OrderLine = typeof orderItems.$inferSelect;

/** What the person making a move gives with it. */
export interface MoveInput {
  note?: string | null;
  trackingNumber?: string | null;
  carrier?: string | null;
  /** Pieces per order line (its id) for a partial shipment or return. */
  items?: ReadonlyArray<{ itemId: number; quantity: number }> | null;
  /** Minor units, for a partial refund. */
  amount?: number | null;
}

/** The pieces named, per line, each within `room` of its line; none named is refused. */
export function piecesNamed(lines: readonly OrderLine[], input: MoveInput, room: (line: OrderLine) => number, errorKey: 'order.shipItems' | 'order.returnItems'): Map<number, number> {
  const named = new Map<number, number>();
  for (const { itemId, quantity } of input.items ?? []) {
    const line = lines.find((candidate) => candidate.id === itemId);
    if (!line || !Number.isInteger(quantity) || quantity <= 0) throw inputError(errorKey);
    named.set(itemId, (named.get(itemId) ?? 0) + quantity);
    if (named.get(itemId)! > room(line)) throw inputError(errorKey);
  }
  if (!named.size) throw inputError(errorKey);
  return named;
}

export const unsent = (line: OrderLine) => line.quantity - line.shippedQuantity;
/** Pieces a shopper has and may send back: sent ones, or all of a collected order. */
export const returnable = (order: OrderRecord) => (line: OrderLine) => (order.pickupLocationId ? line.quantity : line.shippedQuantity) - line.returnedQuantity;

/** Whether an order of a payment method waits for the gateway's notification of its payment (the payments module's answer). */
export type AwaitsNotification = (method: string) => boolean;

/** Whether a guard that reads the order alone holds (collected or delivered); undefined for one that needs the move's input. */
export function orderGuardHolds(guard: MoveGuard, order: OrderRecord): boolean | undefined {
  if (guard === 'pickupOrder') return order.pickupLocationId !== null;
  if (guard === 'deliveryOrder') return order.pickupLocationId === null;
  return undefined;
}

export function checkGuard(guard: MoveGuard, order: OrderRecord, lines: readonly OrderLine[], input: MoveInput, awaitsNotification: AwaitsNotification): void {
  switch (guard) {
    case 'pickupOrder':
      if (!orderGuardHolds(guard, order)) throw inputError('order.notForPickup');
      return;
    case 'deliveryOrder':
      if (!orderGuardHolds(guard, order)) throw inputError('order.notForDelivery');
      return;
    case 'staffOrder':
      if (order.staffId === null) throw inputError('order.notStaffOrder');
      return;
    case 'shopperOrder':
      if (order.staffId !== null) throw inputError('order.staffOrder');
      return;
    case 'awaitingPayment':
      if (order.status !== 'pending' || !awaitsNotification(order.paymentMethod)) throw inputError('order.notAwaitingPayment');
      return;
    case 'shipment':
      if (!input.trackingNumber?.trim()) throw inputError('order.trackingRequired');
      if (!carrierNamed(input.carrier)) throw inputError('order.carrierUnknown', { carrier: String(input.carrier ?? '').slice(0, 40) });
      return;
    case 'partialShipment': {
      const named = piecesNamed(lines, input, unsent, 'order.shipItems');
      if (lines.every((line) => unsent(line) === (named.get(line.id) ?? 0))) throw inputError('order.shipItems');
      return;
    }
    case 'partialReturn': {
      const named = piecesNamed(lines, input, returnable(order), 'order.returnItems');
      if (lines.every((line) => returnable(order)(line) === (named.get(line.id) ?? 0))) throw inputError('order.returnItems');
      return;
    }
    case 'partialRefund': {
      const left = order.grandTotal - order.refundedTotal;
      const amount = input.amount ?? 0;
      if (!Number.isInteger(amount) || amount <= 0 || amount >= left) throw inputError('order.refundAmount');
      return;
    }
  }
}
