/**
 * The outbox (docs/design.md, Data): a service queues a mail in the transaction of the change it tells of;
 * `deliver` later hands each unsent mail to the transport, each claimed first so that several
 * processes can deliver together without sending a mail twice.
 */
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { outbox } from '../../db/schema/payments.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { MailTransport } from './transport.ts';

/** A mail that failed this many times stays in the outbox for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** How long a process that claimed a mail has to send it before another may. */
export const CLAIM_MS = 2 * 60_000;

/**
 * The wait after a mail's `attempts`-th failed try: 5 seconds, doubling each time up to an hour,
 * so the eight tries span about ten minutes: a transport down for minutes loses no mail.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/** A mail as the outbox keeps it: already written in its reader's language. */
export interface OutboxMail {
  kind: string;
  recipient: string;
  locale: LocaleKey;
  subject: string;
  /** Plain text. */
  body: string;
  /** The same mail as HTML, sent beside the text when given. */
  html?: string | null;
  /** The order it tells of, if any. */
  orderId?: number | null;
}

export async function queueMail(db: Database, mail: OutboxMail): Promise<void> {
  await db.insert(outbox).values({
    kind: mail.kind,
    recipient: mail.recipient,
    locale: mail.locale,
    subject: mail.subject,
    body: mail.body,
    html: mail.html ?? null,
    orderId: mail.orderId ?? null,
  });
}

export class MailService {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  /**
   * Sends what waits in the outbox; answers how many went. Each mail is claimed in a short
   * transaction of its own (its try counted, and kept from other processes for CLAIM_MS), then
   * handed to the transport with no transaction open, so a slow transport holds no lock and no
   * connection. A transport that fails leaves the mail for a later run, later after each failure,
   * so an outage of minutes loses nothing; a process that dies after the transport took a mail
   * but before it was marked sent hands it over again once the claim runs out, with the same
   * Message-ID, by which mail servers and clients drop the repeat.
   */
  async deliver(now = new Date(), limit = 50): Promise<number> {
    let sent = 0;
    for (let round = 0; round < limit; round += 1) {
      const mail = await this.claim(now);
      if (!mail) break;
      try {
        await this.transport.send({ id: mail.id, kind: mail.kind, from: this.from, to: mail.recipient, subject: mail.subject, body: mail.body, html: mail.html });
      } catch (error) {
        await this.db
          .update(outbox)
          .set({ lastError: String(error).slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)), updatedAt: new Date() })
          .where(eq(outbox.id, mail.id));
        // The transport is likely down for the rest too: they wait for the next run.
        break;
      }
      await this.db.update(outbox).set({ sentAt: new Date(), nextAttemptAt: null, updatedAt: new Date() }).where(eq(outbox.id, mail.id));
      sent += 1;
    }
    return sent;
  }

  /** The oldest mail due, its try counted and kept from other processes while this one sends it. */
  private async claim(now: Date): Promise<typeof outbox.$inferSelect | undefined> {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [claimed] = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS), updatedAt: new Date() })
        .where(eq(outbox.id, due.id))
        .returning();
      return claimed;
    });
  }

  async unsentCount(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.sentAt));
    return Number(row.count);
  }
}
