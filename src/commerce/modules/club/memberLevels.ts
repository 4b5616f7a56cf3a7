/**
 * A member's level: the highest of the website's levels that their spend on orders completed in
 * the last 12 months reaches. The window rolls, so a level lasts while the year's spend holds it;
 * nothing is stored per member, and an order's completion upgrades at once.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { memberLevels } from '../../db/schema/club.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { addMonths } from '../../../rules/club.ts';

export type MemberLevelRecord = typeof memberLevels.$inferSelect;

/** Where a member stands: their level, the next one and the spend between them. */
export interface MemberStanding {
  level: MemberLevelRecord;
  next: MemberLevelRecord | null;
  spent: number;
  /** Spend still needed for the next level; 0 at the top. */
  remaining: number;
}

/** The status an order reaches when the shopper has it (spec 000 §4 "complete"). */
export const COMPLETED_STATUS = 'complete_complete';

/** A completed order counts toward a level while its shopper keeps it, less what was returned of it. */
const SPENDING_STATUSES = [COMPLETED_STATUS, 'complete_returned_partial'];

/** The months of spend a level looks back over. */
export const LEVEL_WINDOW_MONTHS = 12;

export async function levelsOf(db: Database, websiteId: number): Promise<MemberLevelRecord[]> {
  return db.select().from(memberLevels).where(eq(memberLevels.websiteId, websiteId)).orderBy(asc(memberLevels.rank));
}

/**
 * Spend on the member's orders that are complete and reached completion after `since`: what was
 * paid for the pieces (grand total less the delivery fee and what was refunded), in the website's
 * minor units.
 */
export async function spentSince(db: Database, customerId: number, since: Date): Promise<number> {
  const completedAt = db
    .select({
      orderId: orderStatusHistory.orderId,
      at: sql<Date>`max(${orderStatusHistory.createdAt})`.as('at'),
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.status, COMPLETED_STATUS))
    .groupBy(orderStatusHistory.orderId)
    .as('completed');
  const [row] = await db
    .select({
      spent: sql<string>`coalesce(sum(greatest(${orders.grandTotal} - ${orders.shippingFee} - ${orders.refundedTotal}, 0)), 0)`,
    })
    .from(orders)
    .innerJoin(completedAt, eq(completedAt.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, SPENDING_STATUSES), gt(completedAt.at, since)));
  return Number(row?.spent ?? 0);
}

export function standingFor(levels: readonly MemberLevelRecord[], spent: number): MemberStanding {
  const reached = levels.filter((level) => spent >= level.minSpend);
  const level = reached.at(-1) ?? levels[0];
  const next = levels.find((candidate) => candidate.rank > level.rank) ?? null;
  return {
    level,
    next,
    spent,
    remaining: next ? Math.max(0, next.minSpend - spent) : 0,
  };
}

export async function memberStanding(db: Database, customerId: number, websiteId: number, now: Date): Promise<MemberStanding> {
  // One after the other: `db` may be an order's transaction, whose one connection takes one query at a time.
  const levels = await levelsOf(db, websiteId);
  const spent = await spentSince(db, customerId, addMonths(now, -LEVEL_WINDOW_MONTHS));
  return standingFor(levels, spent);
}
