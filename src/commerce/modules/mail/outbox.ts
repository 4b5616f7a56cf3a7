/**
 * The outbox (docs/design.md, Data): a service queues a mail in the transaction of the change it tells of;
 * `deliver` later hands each unsent mail to the transport, each claimed first so that several
 * processes can deliver together without sending a mail twice.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { outbox } from '../../db/schema/payments.ts';
import { columnPlaceholders, preparedStatement } from '../../db/preparedStatements.ts';
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

const mailQueued = preparedStatement('mail_queued', (db) =>
  db.insert(outbox).values(columnPlaceholders(outbox, ['kind', 'recipient', 'locale', 'subject', 'body', 'html', 'orderId'])),
);

export async function queueMail(db: Database, mail: OutboxMail): Promise<void> {
  await mailQueued(db).execute({
    kind: mail.kind,
    recipient: mail.recipient,
    locale: mail.locale,
    subject: mail.subject,
    body: mail.body,
    html: mail.html ?? null,
    orderId: mail.orderId ?? null,
  });
}

/** Mails claimed together, in one short transaction. */
export const CLAIM_BATCH = 25;
/** Mails in the transport's hands at once: an SMTP server takes a few connections from one client. */
export const SENDING_AT_ONCE = 4;
/**
 * How long one run keeps claiming: well inside its job's two minutes (jobs.ts), so a run is never
 * taken as lost while it still sends.
 */
export const RUN_MS = 60_000;

type OutboxRow = typeof outbox.$inferSelect;

export class MailService {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  /**
   * Sends what waits in the outbox; answers how many went. Mails are claimed a batch at a time in a
   * short transaction (each try counted, each kept from other processes for CLAIM_MS), then handed
   * to the transport SENDING_AT_ONCE at a time with no transaction open, so a slow transport holds
   * no lock and no connection, and a backlog (the mail of a transport's hour away) drains as fast
   * as the transport takes it. The first mail of a run goes alone: while the transport is down
   * each run spends one mail's try, not a batch's. A transport that fails ends the run: the mail
   * it refused waits longer after each failure, the batch's untried mails are handed back as they
   * were, so an outage of minutes loses nothing. A process that dies after the transport took a
   * mail but before it was marked sent hands it over again once the claim runs out, with the same
   * Message-ID, by which mail servers and clients drop the repeat.
   */
  async deliver(now = new Date(), limit = 5_000): Promise<number> {
    const began = performance.now();
    let sent = 0;
    let proven = false;
    while (sent < limit && performance.now() - began < RUN_MS) {
      // The claim runs from this batch's moment, however long the run has taken so far.
      const at = new Date(now.getTime() + (performance.now() - began));
      const batch = await this.claim(at, proven ? Math.min(CLAIM_BATCH, limit - sent) : 1);
      if (!batch.length) break;
      const outcome = await this.send(batch, proven ? SENDING_AT_ONCE : 1);
      if (outcome.sent.length) {
        await this.db.update(outbox).set({ sentAt: new Date(), nextAttemptAt: null, updatedAt: new Date() }).where(inArray(outbox.id, outcome.sent));
        sent += outcome.sent.length;
        proven = true;
      }
      if (outcome.refused.length) {
        await this.putBack(at, outcome.refused, outcome.untried);
        break;
      }
    }
    return sent;
  }

  /** Hands a batch to the transport, `lanes` mails at a time; after a refusal no lane takes another. */
  private async send(batch: readonly OutboxRow[], lanes: number): Promise<{ sent: number[]; refused: { mail: OutboxRow; error: unknown }[]; untried: OutboxRow[] }> {
    const sent: number[] = [];
    const refused: { mail: OutboxRow; error: unknown }[] = [];
    let next = 0;
    const lane = async () => {
      while (!refused.length && next < batch.length) {
        const mail = batch[next++];
        try {
          await this.transport.send({ id: mail.id, kind: mail.kind, from: this.from, to: mail.recipient, subject: mail.subject, body: mail.body, html: mail.html });
          sent.push(mail.id);
        } catch (error) {
          refused.push({ mail, error });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, batch.length) }, lane));
    return { sent, refused, untried: batch.slice(next) };
  }

  /** Refused mails wait longer after each failure; untried ones are due again at once, their try not counted. */
  private async putBack(at: Date, refused: readonly { mail: OutboxRow; error: unknown }[], untried: readonly OutboxRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { mail, error } of refused) {
        await tx
          .update(outbox)
          .set({ lastError: String(error).slice(0, 500), nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts)), updatedAt: new Date() })
          .where(eq(outbox.id, mail.id));
      }
      if (untried.length) {
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: null, updatedAt: new Date() })
          .where(inArray(outbox.id, untried.map((mail) => mail.id)));
      }
    });
  }

  /** The oldest mails due, up to `count`, each try counted and kept from other processes while this one sends them. */
  private async claim(at: Date, count: number): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, at))))
        .orderBy(asc(outbox.id))
        .limit(count)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      const claimed = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + CLAIM_MS), updatedAt: new Date() })
        .where(inArray(outbox.id, due.map((row) => row.id)))
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
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
