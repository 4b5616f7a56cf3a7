/**
 * Running one move of the order process (orderProcess.ts) on a locked order, inside the caller's
 * transaction: the move must exist and leave from the order's status, the actor must be one the
 * move allows (a customer only on their own order, staff only on their website's), its guards
 * must hold; then its effects run, the status changes, the history records who made the move, and
 * the move is told to the store after commit (core/events.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { columnPlaceholders, preparedStatement } from '../../db/preparedStatements.ts';
import { authorizationError, inputError } from '../../core/errors.ts';
import type { PendingEvents } from '../../core/events.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { OrderStatus } from '../../../rules/orderStatus.ts';
import { actorIdOf, type OrderActor, type OrderStaff } from './orderActors.ts';
import { runEffect, type EffectPorts, type MoveRun } from './orderEffects.ts';
import { checkGuard, orderGuardHolds, type MoveInput } from './orderGuards.ts';
import { moveNamed, movesFrom, type MoveName, type OrderMove } from './orderProcess.ts';

type OrderRecord = typeof orders.$inferSelect;

export interface TransitionPorts extends EffectPorts {
  staff: OrderStaff;
}

/** What a move did: the order after it, and what to do once its transaction commits. */
export interface MoveOutcome {
  order: OrderRecord;
  /** The order's lines as the move read them, before its effects (which may change what was shipped or returned). */
  lines: Array<typeof orderItems.$inferSelect>;
  move: MoveName;
  /** Refunds to send to the gateway after commit. */
  refunds: number[];
  /** The catalog version to announce after commit when stock went back on hand. */
  catalogVersion?: number;
  pickupCode?: string;
}

/** May this actor make this move on this order (its status aside)? */
export async function actorMay(db: Database, move: OrderMove, actor: OrderActor, order: OrderRecord, staff: OrderStaff): Promise<boolean> {
  if (!move.actors.includes(actor.kind)) return false;
  if (actor.kind === 'customer') return order.customerId === actor.customerId;
  if (actor.kind === 'staff') return order.websiteId === actor.websiteId && (await staff.mayActOn(db, actor, order));
  return true;
}

/**
 * The moves this actor may make on the order now, by name: those the order's own kind allows
 * (collected or delivered), whatever the guards that need the move's input will say of it.
 */
export async function availableMoves(db: Database, order: OrderRecord, actor: OrderActor, staff: OrderStaff): Promise<MoveName[]> {
  const names: MoveName[] = [];
  for (const move of movesFrom(order.status)) {
    if (move.guards.some((guard) => orderGuardHolds(guard, order) === false)) continue;
    if (await actorMay(db, move, actor, order, staff)) names.push(move.name);
  }
  return names;
}

const linesOfOrder = preparedStatement('order_lines', (db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(orderItems.id),
);

/**
 * The order's new status and the line of history that records the move, in one statement: the
 * history's insert rides along as a data-modifying WITH, which PostgreSQL runs whether or not the
 * update reads it (docs/decisions.md, "An order's writes in one statement each").
 */
const orderMoved = preparedStatement('order_moved', (db) => {
  const historyAdded = db
    .$with('history_added')
    .as(
      db
        .insert(orderStatusHistory)
        .values(columnPlaceholders(orderStatusHistory, ['orderId', 'status', 'actor', 'actorId', 'move', 'note']))
        .returning({ id: orderStatusHistory.id }),
    );
  return db
    .with(historyAdded)
    .update(orders)
    .set(columnPlaceholders(orders, ['status', 'updatedAt']))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning();
});

export async function runMove(db: Database, events: PendingEvents, ports: TransitionPorts, order: OrderRecord, actor: OrderActor, name: string, input: MoveInput = {}): Promise<MoveOutcome> {
  const move = moveNamed(name);
  if (!move) throw inputError('order.moveUnknown', { move: name.slice(0, 40) });
  if (!(await actorMay(db, move, actor, order, ports.staff))) throw authorizationError('order.moveNotYours');
  const from = order.status as OrderStatus;
  if (!move.from.includes(from)) throw inputError(`order.cannot.${move.name}` as MessageKey);
  const lines = await linesOfOrder(db).execute({ orderId: order.id });
  for (const guard of move.guards) checkGuard(guard, order, lines, input, (method) => ports.payments.awaitsNotification(method));
  const run: MoveRun = { db, move, order, lines, input, refunds: [], refunded: 0, returned: new Map() };
  for (const effect of move.effects) await runEffect(effect, run, ports);
  const [updated] = await orderMoved(db).execute({
    orderId: order.id,
    status: move.to,
    updatedAt: new Date(),
    actor: actor.kind,
    actorId: actorIdOf(actor),
    move: move.name,
    note: input.note?.trim().slice(0, 500) || null,
  });
  if (move.to === 'canceled') events.record('order.cancelled', { order: updated, from });
  if (run.refunded > 0) events.record('order.refunded', { order: updated, amount: run.refunded });
  events.record('order.statusChanged', { order: updated, from, to: move.to });
  return { order: updated, lines, move: move.name, refunds: run.refunds, catalogVersion: run.catalogVersion, pickupCode: run.pickupCode };
}
