/**
 * Text messages (modules/sms): every SMS the store sends is kept here with its outcome, as mail is
 * in the outbox. One-time passwords are sent at once, since the person waits for them; the row
 * says whether the transport took the message.
 */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** E.164. */
  recipient: text('recipient').notNull(),
  locale: text('locale').notNull(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** The provider's id of the message, when it answers one. */
  providerId: text('provider_id'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
