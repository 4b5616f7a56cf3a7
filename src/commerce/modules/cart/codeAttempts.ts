/**
 * Coupon and gift card codes are not for guessing (docs/design.md, Security): a refused code counts
 * against the bag and the client's address; too many within the window and further codes are
 * refused, unread, until the oldest of those refusals is older than the window. A code that works
 * is never counted, and refusals older than the window are deleted as new ones come.
 */
import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import { CODE_ATTEMPT_WINDOW_SECONDS, CODE_FAILURES_PER_ADDRESS, CODE_FAILURES_PER_CART } from '../../../rules/limits.ts';
import type { Database } from '../../db/connect.ts';
import { codeAttempts } from '../../db/schema/cart.ts';
import { inputError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';

const addressOf = (request: RequestContext) => request.clientIp ?? 'unknown';

/** Refuses a code tried while the bag or the address has had too many refused lately. */
export async function checkCodeAttempts(db: Database, request: RequestContext, cartId: number, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_SECONDS * 1000);
  const waits = await Promise.all([
    waitFor(db, eq(codeAttempts.cartId, cartId), CODE_FAILURES_PER_CART, since, now),
    waitFor(db, eq(codeAttempts.ip, addressOf(request)), CODE_FAILURES_PER_ADDRESS, since, now),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw inputError('code.tooManyAttempts', { minutes: Math.ceil(wait / 60) });
}

/** Counts a refused code, outside the refused change's transaction (which rolled back). */
export async function recordRefusedCode(db: Database, request: RequestContext, cartId: number, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_SECONDS * 1000);
  await db.insert(codeAttempts).values({ cartId, ip: addressOf(request), createdAt: now });
  await db.delete(codeAttempts).where(and(or(eq(codeAttempts.cartId, cartId), eq(codeAttempts.ip, addressOf(request))), lt(codeAttempts.createdAt, expired)));
}

/** Seconds until `subject` may try again: when `limit` refusals fall in the window, until the oldest leaves it. */
async function waitFor(db: Database, subject: ReturnType<typeof eq>, limit: number, since: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count(), oldest: min(codeAttempts.createdAt) })
    .from(codeAttempts)
    .where(and(subject, gt(codeAttempts.createdAt, since)));
  if (!row || row.failures < limit || !row.oldest) return 0;
  const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
  return Math.max(1, Math.ceil((oldest.getTime() + CODE_ATTEMPT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}
