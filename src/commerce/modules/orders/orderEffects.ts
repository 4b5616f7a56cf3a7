/**
 * The effects of the order process (orderProcess.ts), run in the move's transaction in the order
 * the move lists them: what must stand or fall with the move. Reactions of other modules (the
 * club's points) follow the move's events after it commits.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { storeLocations } from '../../db/schema.ts';
import { inputError } from '../../core/errors.ts';
import { giveStockBack } from '../catalog/index.ts';
import { restoreGiftCardOfOrder } from '../cart/index.ts';
import { orderStatusMail, queueMail, readyForPickupMail } from '../mail/index.ts';
import { carrierNamed, trackingUrl } from './carriers.ts';
import { piecesNamed, returnable, type MoveInput } from './orderGuards.ts';
import type { MoveEffect, OrderMove } from './orderProcess.ts';

type OrderRecord = typeof orders.$inferSelect;
type OrderLine = typeof orderItems.$inferSelect;

/** Pieces per product id. */
export type StockQuantities = Map<number, number>;

/** The member coupon an order used: given back in the transaction that cancels the order. */
export interface OrderCoupons {
  /** Throws when the coupon was used meanwhile: the placement rolls back. */
  useFor(db: Database, order: OrderRecord): Promise<void>;
  giveBackFrom(db: Database, order: OrderRecord): Promise<void>;
}

/**
 * The diamonds an order's made-to-order lines bought (sold to it as it was placed): back on offer in
 * the transaction that cancels the order, as its stock is.
 */
export interface OrderDiamonds {
  giveBackFrom(db: Database, order: OrderRecord, lines: readonly OrderLine[]): Promise<void>;
}

/**
 * The order's payment (modules/payments), whatever its method. An awaited payment is expired in
 * the cancellation's transaction; a refund is recorded in the move's transaction and sent to the
 * gateway once the move has committed (a gateway call never holds the order locked).
 */
export interface OrderPayments {
  /** Whether an order of this method waits, "pending", for the gateway's notification of its payment. */
  awaitsNotification(method: string): boolean;
  expireAwaited(db: Database, order: OrderRecord): Promise<void>;
  /** Records `amount` to give back on the order's payment; null when no payment of it was taken. */
  recordRefund(db: Database, order: OrderRecord, amount: number): Promise<number | null>;
  /** Sends recorded refunds to the gateway, after commit; one it refuses or never answers is tried again later. */
  sendRefunds(refundIds: readonly number[]): Promise<void>;
  /** Sends the order's failed refunds again (an operator's retry); answers how many were sent. */
  retryFailedRefunds(orderId: number): Promise<number>;
  /** The order's refunds as the gateway left them, oldest first, for the operator. */
  refundsOf(db: Database, orderId: number): Promise<OrderRefund[]>;
}

export interface OrderRefund {
  id: number;
  amount: number;
  state: 'pending' | 'refunded' | 'failed';
  failure: string | null;
  /** Times it was sent to the gateway. */
  attempts: number;
  /** When the store sends it again; null once refunded, or failed with its tries run out (an operator's to send). */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface EffectPorts {
  coupons: OrderCoupons;
  diamonds: OrderDiamonds;
  payments: OrderPayments;
  changes: CatalogChanges;
}

/** A move under way: the order as it is now, and what the effects did so far. */
export interface MoveRun {
  db: Database;
  move: OrderMove;
  order: OrderRecord;
  lines: OrderLine[];
  input: MoveInput;
  /** Refunds recorded, to send after commit. */
  refunds: number[];
  /** Minor units given back by this move. */
  refunded: number;
  /** Pieces per line this move takes back. */
  returned: Map<number, number>;
  catalogVersion?: number;
  pickupCode?: string;
}

/** The pieces `count` units of a line hold, per product (a bundle holds its choices). */
function piecesOf(line: OrderLine, count: number): Array<[number, number]> {
  if (count <= 0) return [];
  if (line.bundleSelections?.length) return line.bundleSelections.map((choice) => [choice.productId, choice.quantity * count]);
  return line.productId ? [[line.productId, count]] : [];
}

/** Puts pieces back on hand (made-to-order pieces were never taken); answers whether there were any. */
export async function releaseStock(db: Database, back: StockQuantities, websiteId: number): Promise<boolean> {
  for (const [productId, quantity] of [...back].sort(([a], [b]) => a - b)) {
    await giveStockBack(db, productId, quantity, websiteId);
  }
  return back.size > 0;
}

async function stockBack(run: MoveRun, ports: EffectPorts, countOf: (line: OrderLine) => number): Promise<void> {
  const back: StockQuantities = new Map();
  for (const line of run.lines) for (const [productId, count] of piecesOf(line, countOf(line))) back.set(productId, (back.get(productId) ?? 0) + count);
  if (await releaseStock(run.db, back, run.order.websiteId)) run.catalogVersion = await ports.changes.bump(run.db);
}

/**
 * Records `wanted` (within what is left of what was paid) to go back on the order's payment. An
 * order no payment was taken for (paid in full by gift card) has nothing to give back, except when
 * the operator names an amount: that is refused rather than counted as refunded.
 */
async function refund(run: MoveRun, ports: EffectPorts, wanted: number, named = false): Promise<void> {
  const amount = Math.min(wanted, run.order.grandTotal - run.order.refundedTotal);
  if (amount <= 0) return;
  const refundId = await ports.payments.recordRefund(run.db, run.order, amount);
  if (refundId === null && named) throw inputError('order.nothingPaid');
  if (refundId === null) return;
  run.refunds.push(refundId);
  run.refunded += amount;
  [run.order] = await run.db
    .update(orders)
    .set({ refundedTotal: sql`${orders.refundedTotal} + ${amount}` })
    .where(eq(orders.id, run.order.id))
    .returning();
}

/** What the returned pieces were paid: each line's price after its discounts, per piece. */
function valueReturned(run: MoveRun): number {
  return run.lines.reduce((sum, line) => sum + Math.round(((line.rowTotal - line.discount) * (run.returned.get(line.id) ?? 0)) / line.quantity), 0);
}

async function recordShipment(run: MoveRun): Promise<void> {
  const partial = run.move.name === 'ship_partially' ? piecesNamed(run.lines, run.input, (line) => line.quantity - line.shippedQuantity, 'order.shipItems') : null;
  for (const line of run.lines) {
    const shipped = partial ? line.shippedQuantity + (partial.get(line.id) ?? 0) : line.quantity;
    if (shipped !== line.shippedQuantity) await run.db.update(orderItems).set({ shippedQuantity: shipped }).where(eq(orderItems.id, line.id));
  }
  [run.order] = await run.db
    .update(orders)
    .set({ trackingNumber: run.input.trackingNumber!.trim().slice(0, 100), carrier: carrierNamed(run.input.carrier)!.code })
    .where(eq(orders.id, run.order.id))
    .returning();
}

async function returnedStockBack(run: MoveRun, ports: EffectPorts): Promise<void> {
  const room = returnable(run.order);
  run.returned = run.move.name === 'return_partially' ? piecesNamed(run.lines, run.input, room, 'order.returnItems') : new Map(run.lines.map((line) => [line.id, room(line)]));
  for (const line of run.lines) {
    const count = run.returned.get(line.id) ?? 0;
    if (count > 0) await run.db.update(orderItems).set({ returnedQuantity: line.returnedQuantity + count }).where(eq(orderItems.id, line.id));
  }
  await stockBack(run, ports, (line) => run.returned.get(line.id) ?? 0);
}

/** The shop's pickup code (spec 000 §4 "Store pickup has a pickup code"), kept as issued and mailed. */
async function issuePickupCode(run: MoveRun): Promise<void> {
  const pickupCode = run.order.pickupCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  [run.order] = await run.db.update(orders).set({ pickupCode }).where(eq(orders.id, run.order.id)).returning();
  run.pickupCode = pickupCode;
  const [shop] = await run.db.select().from(storeLocations).where(eq(storeLocations.id, run.order.pickupLocationId!));
  await queueMail(run.db, readyForPickupMail(run.order, pickupCode, shop));
}

function shippedFacts(order: OrderRecord) {
  const carrier = carrierNamed(order.carrier)!;
  return { carrier: { title: carrier.title, trackingNumber: order.trackingNumber!, url: trackingUrl(carrier, order.trackingNumber!) } };
}

export async function runEffect(effect: MoveEffect, run: MoveRun, ports: EffectPorts): Promise<void> {
  const { db } = run;
  switch (effect) {
    case 'stockBack':
      return stockBack(run, ports, (line) => line.quantity - line.shippedQuantity - line.returnedQuantity);
    case 'returnedStockBack':
      return returnedStockBack(run, ports);
    case 'couponBack':
      return ports.coupons.giveBackFrom(db, run.order);
    case 'diamondsBack':
      return ports.diamonds.giveBackFrom(db, run.order, run.lines);
    case 'giftCardBack':
      return restoreGiftCardOfOrder(db, run.order);
    case 'awaitedPaymentExpired':
      return ports.payments.expireAwaited(db, run.order);
    case 'refundRest':
      return refund(run, ports, run.order.grandTotal - run.order.refundedTotal);
    case 'refundAmount':
      return refund(run, ports, run.input.amount ?? 0, true);
    case 'refundReturned':
      return refund(run, ports, valueReturned(run));
    case 'recordShipment':
      return recordShipment(run);
    case 'issuePickupCode':
      return issuePickupCode(run);
    case 'shippedMail':
      return queueMail(db, orderStatusMail('order_shipped', run.order, shippedFacts(run.order)));
    case 'completedMail':
      return queueMail(db, orderStatusMail('order_completed', run.order));
    case 'cancelledMail':
      return queueMail(db, orderStatusMail('order_cancelled', run.order, { refunded: run.refunded }));
    case 'refundedMail':
      return queueMail(db, orderStatusMail('order_refunded', run.order, { refunded: run.refunded }));
  }
}
