/**
 * The operator's desk: the store's orders listed and shown with who moved them and what may be done
 * next, the remark the customer reads, the operator's moves named as the API and the command line
 * name them (shipOrder, refundOrder, ...), each one move of the order process through
 * OrderService.transition, and failed refunds sent again.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { authorizationError, inputError, notFoundError } from '../../core/errors.ts';
import { checkedPage } from '../../core/pageInput.ts';
import { numberCondition } from './customerOrders.ts';
import { MINOR_UNITS_PER_MAJOR } from '../../../rules/money.ts';
import { isMoveWithoutInput } from '../../../rules/orderMoves.ts';
import { orderActorOf, type OrderActor } from './orderActors.ts';
import type { OrderRefund } from './orderEffects.ts';
import type { MoveInput } from './orderGuards.ts';
import type { MoveName } from './orderProcess.ts';
import { availableMoves, type MoveOutcome } from './orderTransitions.ts';
import type { OrderService } from './service.ts';

type OrderRecord = typeof orders.$inferSelect;

export interface DeskOrder {
  order: OrderRecord;
  lines: Array<typeof orderItems.$inferSelect>;
  history: Array<typeof orderStatusHistory.$inferSelect>;
  refunds: OrderRefund[];
  availableActions: MoveName[];
}

export const DESK_MAX_PAGE_SIZE = 100;


function operatorOf(who: RequestContext | OrderActor): OrderActor {
  const actor = 'kind' in who ? who : orderActorOf(who);
  if (actor.kind !== 'operator') throw authorizationError();
  return actor;
}

/** An amount in the order's currency as given ("1200.50") in minor units. */
export function minorAmount(amount: number): number {
  const minor = Math.round(amount * MINOR_UNITS_PER_MAJOR);
  if (!Number.isFinite(amount) || Math.abs(amount * MINOR_UNITS_PER_MAJOR - minor) > 1e-6 || minor <= 0) throw inputError('order.refundAmount');
  return minor;
}

export class OrderDesk {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
  ) {}

  /** A page of orders, of one status and with a number containing a text when asked. */
  async list(who: RequestContext | OrderActor, filter: { status?: string | null; number?: string | null; pageSize: number; currentPage: number }) {
    const actor = operatorOf(who);
    const { pageSize, currentPage } = checkedPage(filter.pageSize, filter.currentPage, DESK_MAX_PAGE_SIZE);
    const text = filter.number?.trim();
    const where: SQL | undefined = and(filter.status ? eq(orders.status, filter.status) : undefined, text ? numberCondition({ match: text }) : undefined);
    const [{ total }] = await this.db.select({ total: count() }).from(orders).where(where);
    const page = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    return { orders: await Promise.all(page.map((order) => this.details(order, actor))), total, pageSize, currentPage };
  }

  async show(who: RequestContext | OrderActor, number: string): Promise<DeskOrder> {
    return this.details(await this.find(number), operatorOf(who));
  }

  /** The order with its lines, history and the moves `actor` may make now. */
  async details(order: OrderRecord, actor: OrderActor): Promise<DeskOrder> {
    const lines = await this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const history = await this.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(orderStatusHistory.id);
    const refunds = await this.orders.refundsOf(order.id);
    return { order, lines, history, refunds, availableActions: await availableMoves(this.db, order, actor, this.orders.staff) };
  }

  async setRemark(who: RequestContext | OrderActor, number: string, remark: string | null | undefined): Promise<DeskOrder> {
    const actor = operatorOf(who);
    const [order] = await this.db
      .update(orders)
      .set({ remark: remark?.trim().slice(0, 1000) || null, updatedAt: new Date() })
      .where(eq(orders.number, number.trim().slice(0, 40)))
      .returning();
    if (!order) throw notFoundError('order.notFound');
    return this.details(order, actor);
  }

  /** shipOrder: the whole order, or only the pieces named when some are left after them. */
  ship(who: RequestContext | OrderActor, number: string, shipment: { trackingNumber: string; carrier: string; items?: MoveInput['items']; note?: string | null }) {
    return this.move(who, number, shipment.items?.length ? 'ship_partially' : 'ship', shipment);
  }

  /** receiveOrderReturn: every piece the shopper has, or only those named. */
  receiveReturn(who: RequestContext | OrderActor, number: string, items: MoveInput['items'], note?: string | null) {
    return this.move(who, number, items?.length ? 'return_partially' : 'return', { items, note });
  }

  /** refundOrder: part of what was paid (in major units, or in minor units), or all that is left of it. */
  refund(who: RequestContext | OrderActor, number: string, amount: { major?: number | null; minorUnits?: number | null }, note?: string | null) {
    const { major, minorUnits } = amount;
    if (major != null && minorUnits != null) throw inputError('order.refundAmount');
    const minor = minorUnits ?? (major == null ? null : minorAmount(major));
    return minor === null ? this.move(who, number, 'refund', { note }) : this.move(who, number, 'refund_partially', { amount: minor, note });
  }

  /**
   * retryRefund: the order's failed refunds sent to the gateway again, whether the store still tries
   * them or has given up; refused when it has none (one given back is never sent again).
   */
  async retryRefunds(who: RequestContext | OrderActor, number: string): Promise<DeskOrder> {
    const actor = operatorOf(who);
    const order = await this.find(number);
    if (!(await this.orders.retryFailedRefunds(order.id))) throw inputError('order.noFailedRefund');
    return this.details(order, actor);
  }

  /** A move without input by its name (moveOrder, completeOrder, cancelOrder, requestOrderReturn, ...). */
  plainMove(who: RequestContext | OrderActor, number: string, move: string, note?: string | null) {
    if (!isMoveWithoutInput(move)) throw inputError('order.moveUnknown', { move: move.slice(0, 40) });
    return this.move(who, number, move, { note });
  }

  private async move(who: RequestContext | OrderActor, number: string, move: MoveName, input: MoveInput): Promise<DeskOrder & { outcome: MoveOutcome }> {
    const actor = 'kind' in who ? who : orderActorOf(who);
    const outcome = await this.orders.transition(actor, number, move, input);
    return { ...(await this.details(outcome.order, actor)), outcome };
  }

  private async find(number: string): Promise<OrderRecord> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.number, number.trim().slice(0, 40))));
    if (!order) throw notFoundError('order.notFound');
    return order;
  }
}
