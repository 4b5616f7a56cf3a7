/**
 * The orders staff handle (spec 000 §2 /order-history "staff filter", §3 "Staff order statuses",
 * §6 staff "see staff order filters and statuses"): those the staff member placed (MINE), or all of
 * their shop's (SHOP: placed at it, or collected at it), on their website only, newest first, each
 * with the moves of the order process the staff member may make on it now. The orders are read as
 * customers read theirs (customerOrders.ts), so the pages draw them with the same views.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/orders.ts';
import { requireStaffActor, type RequestContext } from '../../core/requestContext.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { checkedPage } from '../../core/pageInput.ts';
import { isOrderStatus } from '../../../rules/orderStatus.ts';
import type { CustomerOrderRecord, CustomerOrders } from './customerOrders.ts';
import type { OrderActor, OrderStaff } from './orderActors.ts';
import { checkGuard, type AwaitsNotification } from './orderGuards.ts';
import { moveNamed, type MoveName } from './orderProcess.ts';
import { availableMoves } from './orderTransitions.ts';

export const STAFF_ORDER_SCOPES = ['MINE', 'SHOP'] as const;
export type StaffOrderScope = (typeof STAFF_ORDER_SCOPES)[number];

export const STAFF_ORDERS_DEFAULT_PAGE_SIZE = 20;
export const STAFF_ORDERS_MAX_PAGE_SIZE = 100;

/** A shop's id by its code (the locations module's); null for no such shop. */
export type ShopIdOf = (code: string) => Promise<number | null>;

export interface StaffOrderRecord extends CustomerOrderRecord {
  /** The moves the staff member may make now: staff among the move's actors, and its guards holding. */
  availableActions: MoveName[];
}

export interface StaffOrdersRequest {
  scope?: StaffOrderScope | null;
  status?: string | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

type StaffOrderActor = Extract<OrderActor, { kind: 'staff' }>;

function staffOf(request: RequestContext): StaffOrderActor {
  const actor = requireStaffActor(request.actor);
  return { kind: 'staff', staffId: actor.staffId, websiteId: request.website.id, storeIdentifier: actor.storeIdentifier };
}

export class StaffOrders {
  constructor(
    private readonly db: Database,
    private readonly customerOrders: CustomerOrders,
    private readonly staff: OrderStaff,
    private readonly shopIdOf: ShopIdOf,
    private readonly awaitsNotification: AwaitsNotification,
  ) {}

  async page(request: RequestContext, wanted: StaffOrdersRequest) {
    const actor = staffOf(request);
    const { pageSize, currentPage } = checkedPage(wanted.pageSize ?? STAFF_ORDERS_DEFAULT_PAGE_SIZE, wanted.currentPage ?? 1, STAFF_ORDERS_MAX_PAGE_SIZE);
    const status = wanted.status?.trim();
    if (status && !isOrderStatus(status)) throw inputError('filter.invalidValue', { field: 'status' });
    const reach = wanted.scope === 'SHOP' ? await this.shopOrders(actor) : eq(orders.staffId, actor.staffId);
    const where = and(eq(orders.websiteId, actor.websiteId), reach, status ? eq(orders.status, status) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      this.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
    ]);
    return { orders: await this.withMoves(await this.customerOrders.details(rows), actor), total, pageSize, currentPage };
  }

  /** One order the staff member placed or their shop's; any other (another shop's, another website's) is not found. */
  async one(request: RequestContext, number: string): Promise<StaffOrderRecord> {
    const actor = staffOf(request);
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, actor.websiteId), eq(orders.number, number.trim().slice(0, 40)), or(eq(orders.staffId, actor.staffId), await this.shopOrders(actor))));
    if (!order) throw notFoundError('order.notFound');
    const [record] = await this.withMoves(await this.customerOrders.details([order]), actor);
    return record;
  }

  /** Orders placed at the staff member's shop or collected there; none for a staff member without a shop. */
  private async shopOrders(actor: StaffOrderActor): Promise<SQL> {
    const code = actor.storeIdentifier;
    if (!code) return sql`false`;
    const shopId = await this.shopIdOf(code);
    return or(eq(orders.staffStore, code), shopId === null ? undefined : eq(orders.pickupLocationId, shopId))!;
  }

  private async withMoves(records: CustomerOrderRecord[], actor: StaffOrderActor): Promise<StaffOrderRecord[]> {
    return Promise.all(
      records.map(async (record) => {
        const allowed = await availableMoves(this.db, record.order, actor, this.staff);
        return { ...record, availableActions: allowed.filter((name) => guardsHold(name, record, this.awaitsNotification)) };
      }),
    );
  }
}

/** Whether a move's guards hold for an order with nothing given (the staff moves need no input). */
function guardsHold(name: MoveName, { order, lines }: CustomerOrderRecord, awaitsNotification: AwaitsNotification): boolean {
  try {
    for (const guard of moveNamed(name)?.guards ?? []) checkGuard(guard, order, lines, {}, awaitsNotification);
    return true;
  } catch {
    return false;
  }
}
