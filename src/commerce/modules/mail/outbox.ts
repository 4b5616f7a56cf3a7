/**
 * The outbox (docs/design.md, Data): a service queues a mail in the transaction of the change it tells of;
 * `deliver` later hands each unsent mail to the transport, one row locked at a time so that
 * several processes can deliver together without sending a mail twice.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { outbox } from '../../db/schema/payments.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { MailTransport } from './transport.ts';

/** A mail that failed this many times stays in the outbox for a person to look at. */
const MAX_ATTEMPTS = 8;

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

  /** Sends what waits in the outbox; answers how many went. */
  async deliver(limit = 50): Promise<number> {
    let sent = 0;
    for (let round = 0; round < limit; round += 1) {
      const outcome = await this.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(outbox)
          .where(sql`${outbox.sentAt} is null and ${outbox.attempts} < ${MAX_ATTEMPTS}`)
          .orderBy(asc(outbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!mail) return 'empty';
        try {
          await this.transport.send({
            id: mail.id,
            kind: mail.kind,
            from: this.from,
            to: mail.recipient,
            subject: mail.subject,
            body: mail.body,
            html: mail.html,
          });
          await tx
            .update(outbox)
            .set({
              sentAt: new Date(),
              attempts: mail.attempts + 1,
              updatedAt: new Date(),
            })
            .where(eq(outbox.id, mail.id));
          return 'sent';
        } catch (error) {
          await tx
            .update(outbox)
            .set({
              attempts: mail.attempts + 1,
              lastError: String(error).slice(0, 500),
              updatedAt: new Date(),
            })
            .where(eq(outbox.id, mail.id));
          return 'failed';
        }
      });
      // A failure waits for the next run rather than being retried at once.
      if (outcome !== 'sent') break;
      sent += 1;
    }
    return sent;
  }

  async unsentCount(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.sentAt));
    return Number(row.count);
  }
}
