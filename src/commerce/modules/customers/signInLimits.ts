/**
 * Sign-in lockout (docs/design.md, Security: "Sign-in ... attempts are rate-limited"): five failed sign-ins on
 * one account, or twenty from one client address, within SIGN_IN_LOCKOUT_SECONDS lock that account
 * or address until the oldest of those failures is that old. A successful sign-in clears the
 * account's count. Attempts refused by a lock are not counted, so waiting always ends it.
 *
 * The attempts live in the database, so every process behind a load balancer sees the same count.
 */
import { and, count, desc, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { signInAttempts } from '../../db/schema/customers.ts';

export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class SignInLimits {
  constructor(
    private readonly db: Database,
    private readonly lockoutSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Seconds until the account or address may try again; 0 when neither is locked. */
  async lockedFor(customerId: number | null, ip: string, now = this.clock.now()): Promise<number> {
    const since = new Date(now.getTime() - this.lockoutSeconds * 1000);
    const waits = [await this.waitFor(eq(signInAttempts.ip, ip), MAX_FAILURES_PER_ADDRESS, since, now)];
    if (customerId !== null) {
      // Failures before the account's last successful sign-in no longer count.
      const [success] = await this.db
        .select({ at: signInAttempts.createdAt })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.customerId, customerId), eq(signInAttempts.succeeded, true)))
        .orderBy(desc(signInAttempts.createdAt))
        .limit(1);
      const from = success && success.at > since ? success.at : since;
      waits.push(await this.waitFor(eq(signInAttempts.customerId, customerId), MAX_FAILURES_PER_ACCOUNT, from, now));
    }
    return Math.max(...waits);
  }

  async record(websiteId: number, customerId: number | null, ip: string, succeeded: boolean, now = this.clock.now()): Promise<void> {
    await this.db.insert(signInAttempts).values({ websiteId, customerId, ip, succeeded, createdAt: now });
    // Attempts older than the window never count again: each address keeps at most one window of them.
    const expired = new Date(now.getTime() - this.lockoutSeconds * 1000);
    await this.db.delete(signInAttempts).where(and(eq(signInAttempts.ip, ip), lt(signInAttempts.createdAt, expired)));
  }

  private async waitFor(subject: ReturnType<typeof eq>, limit: number, since: Date, now: Date): Promise<number> {
    // The newest `limit` failures: when there are that many, the lock lasts until the oldest of them expires.
    const recent = this.db
      .select({ at: signInAttempts.createdAt })
      .from(signInAttempts)
      .where(and(subject, eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since)))
      .orderBy(desc(signInAttempts.createdAt))
      .limit(limit)
      .as('recent');
    const [row] = await this.db.select({ failures: count(), oldest: min(recent.at) }).from(recent);
    if (!row || row.failures < limit || !row.oldest) return 0;
    const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
    return Math.max(1, Math.ceil((oldest.getTime() + this.lockoutSeconds * 1000 - now.getTime()) / 1000));
  }
}
