/**
 * Sends a text message now and keeps it, with its outcome, in sms_outbox. One-time passwords are
 * waited for, so they are not queued as mail is: a transport that fails is told to the person at
 * once as "SMS send failed" (spec 001 §8), and the row keeps the reason. A one-time password is
 * kept with its code masked: the table must not give away a code that still works.
 */
import { eq } from 'drizzle-orm';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { Database } from '../../db/connect.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import { CommerceError } from '../../core/errors.ts';
import type { SmsTransport } from './transport.ts';

export interface OutgoingSms {
  kind: string;
  /** E.164. */
  recipient: string;
  locale: LocaleKey;
  body: string;
  /** What sms_outbox keeps in place of a body that holds a secret (a one-time password). */
  keptBody?: string;
}

/** What other modules send text messages through. */
export interface SmsSender {
  /** Throws CommerceError 'sms.sendFailed' when the transport did not take the message. */
  send(message: OutgoingSms): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Database,
    private readonly transport: SmsTransport,
  ) {}

  async send(message: OutgoingSms): Promise<void> {
    const { kind, recipient, locale, body, keptBody = body } = message;
    const [row] = await this.db.insert(smsOutbox).values({ kind, recipient, locale, body: keptBody }).returning({ id: smsOutbox.id });
    try {
      const { providerId } = await this.transport.send({ id: row.id, kind, to: recipient, body });
      await this.db.update(smsOutbox).set({ attempts: 1, sentAt: new Date(), providerId: providerId ?? null }).where(eq(smsOutbox.id, row.id));
    } catch (error) {
      await this.db.update(smsOutbox).set({ attempts: 1, lastError: String(error).slice(0, 500) }).where(eq(smsOutbox.id, row.id));
      throw new CommerceError('internal', 'sms.sendFailed', undefined, [], 'SMS_SEND_FAILED');
    }
  }
}
