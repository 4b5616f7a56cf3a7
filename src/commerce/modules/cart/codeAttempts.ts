/**
 * Coupon and gift card codes are not for guessing (docs/design.md, Security): a refused code counts
 * against the bag and the client's address; too many within the window and further codes are
 * refused, unread, until the oldest of those refusals is older than the window. A code that works
 * is never counted, and refusals older than the window are deleted as new ones come.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { CODE_ATTEMPT_WINDOW_SECONDS, CODE_FAILURES_PER_ADDRESS, CODE_FAILURES_PER_CART } from '../../../rules/limits.ts';
import type { Database } from '../../db/connect.ts';
import { codeAttempts } from '../../db/schema/cart.ts';
import { inputError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';

const addressOf = (request: RequestContext) => request.clientIp ?? 'unknown';

/** Refuses a code tried while the bag or the address has had too many refused lately (one statement for both). */
export async function checkCodeAttempts(db: Database, request: RequestContext, cartId: number, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_SECONDS * 1000);
  const ip = addressOf(request);
  const onCart = sql`${codeAttempts.cartId} = ${cartId}`;
  const fromAddress = sql`${codeAttempts.ip} = ${ip}`;
  const [row] = await db
    .select({
      cartFailures: sql<number>`count(*) filter (where ${onCart})`.mapWith(Number),
      cartOldest: sql<string | null>`min(${codeAttempts.createdAt}) filter (where ${onCart})`,
      addressFailures: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
      addressOldest: sql<string | null>`min(${codeAttempts.createdAt}) filter (where ${fromAddress})`,
    })
    .from(codeAttempts)
    .where(and(gt(codeAttempts.createdAt, since), or(eq(codeAttempts.cartId, cartId), eq(codeAttempts.ip, ip))));
  const wait = Math.max(waitFor(row?.cartFailures ?? 0, row?.cartOldest ?? null, CODE_FAILURES_PER_CART, now), waitFor(row?.addressFailures ?? 0, row?.addressOldest ?? null, CODE_FAILURES_PER_ADDRESS, now));
  if (wait > 0) throw inputError('code.tooManyAttempts', { minutes: Math.ceil(wait / 60) });
}

/** Counts a refused code, outside the refused change's transaction (which rolled back). */
export async function recordRefusedCode(db: Database, request: RequestContext, cartId: number, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_SECONDS * 1000);
  await db.insert(codeAttempts).values({ cartId, ip: addressOf(request), createdAt: now });
  await db.delete(codeAttempts).where(and(or(eq(codeAttempts.cartId, cartId), eq(codeAttempts.ip, addressOf(request))), lt(codeAttempts.createdAt, expired)));
}

/** Seconds until another try: with `limit` refusals in the window, until the oldest of them leaves it. */
function waitFor(failures: number, oldest: string | Date | null, limit: number, now: Date): number {
  if (failures < limit || !oldest) return 0;
  const since = oldest instanceof Date ? oldest : new Date(oldest);
  return Math.max(1, Math.ceil((since.getTime() + CODE_ATTEMPT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}
