/**
 * The points ledger (docs/design.md, Data): rows are only inserted, never changed; a balance is their sum.
 * Points are used oldest first, so what lapses is whatever is left of the credits whose time has
 * passed: their sum, less everything spent (net of refunds), less what has already lapsed.
 *
 * Writers hold the member's customer row locked (lockMember) for the length of their transaction,
 * so two exchanges of one member run one after the other and never spend the same points twice.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { pointsLedger } from '../../db/schema/club.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';

export type PointsEntry = typeof pointsLedger.$inferSelect;
export type PointsKind = 'earn' | 'spend' | 'refund' | 'expire' | 'adjust';

/** Locks the member's row until the transaction ends: every change of their points goes through it. */
export async function lockMember(db: Database, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** The ledger's entries for one order: what it earned and what was taken back since. */
export function entriesOfOrder(db: Database, orderId: number) {
  return db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId));
}

export async function pointsBalance(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  return Number(row?.balance ?? 0);
}

/** Appends one entry; an entry of the same kind and reference already written makes it a no-op. */
export async function appendPoints(
  db: Database,
  entry: {
    customerId: number;
    kind: PointsKind;
    points: number;
    reference: string;
    orderId?: number;
    expiresAt?: Date | null;
  },
): Promise<boolean> {
  if (entry.points === 0) return false;
  const written = await db.insert(pointsLedger).values(entry).onConflictDoNothing().returning({ id: pointsLedger.id });
  return written.length > 0;
}

/** Points of credits past their expiry that nothing has used yet. */
export async function lapsedPoints(db: Database, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({
      due: sql<string>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.points} > 0 and ${pointsLedger.expiresAt} <= ${now}), 0)`,
      used: sql<string>`coalesce(-sum(${pointsLedger.points}) filter (where ${pointsLedger.kind} in ('spend', 'refund') or (${pointsLedger.kind} = 'adjust' and ${pointsLedger.points} < 0)), 0)`,
      lapsed: sql<string>`coalesce(-sum(${pointsLedger.points}) filter (where ${pointsLedger.kind} = 'expire'), 0)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  return Math.max(0, Number(row?.due ?? 0) - Number(row?.used ?? 0) - Number(row?.lapsed ?? 0));
}

/**
 * Writes off the member's lapsed points as one expire entry; the caller holds the member locked.
 * The reference is the moment, so running it again at once finds nothing left to write off.
 */
export async function expireMemberPoints(db: Database, customerId: number, now: Date): Promise<number> {
  const lapsed = await lapsedPoints(db, customerId, now);
  if (lapsed <= 0) return 0;
  await appendPoints(db, {
    customerId,
    kind: 'expire',
    points: -lapsed,
    reference: `expiry:${customerId}:${now.toISOString()}`,
  });
  return lapsed;
}

/** Members holding credits past their expiry, for the daily expiry job. */
export async function membersWithDueCredits(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: pointsLedger.customerId })
    .from(pointsLedger)
    .where(and(lte(pointsLedger.expiresAt, now), sql`${pointsLedger.points} > 0`));
  return rows.map((row) => row.customerId);
}

/** One page of the member's points record, newest first, with the balance after each entry. */
export async function pointsRecordPage(
  db: Database,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<{
  entries: Array<PointsEntry & { balanceAfter: number; orderNumber: string | null }>;
  total: number;
}> {
  const balanceAfter = sql<string>`sum(${pointsLedger.points}) over (order by ${pointsLedger.id})`;
  const windowed = db
    .select({
      id: pointsLedger.id,
      customerId: pointsLedger.customerId,
      kind: pointsLedger.kind,
      points: pointsLedger.points,
      reference: pointsLedger.reference,
      orderId: pointsLedger.orderId,
      expiresAt: pointsLedger.expiresAt,
      createdAt: pointsLedger.createdAt,
      balanceAfter: balanceAfter.as('balance_after'),
      orderNumber: orders.number,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .where(eq(pointsLedger.customerId, customerId))
    .as('windowed');
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(windowed)
      .orderBy(desc(windowed.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.customerId, customerId)),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      balanceAfter: Number(row.balanceAfter),
    })),
    total: Number(count?.total ?? 0),
  };
}
