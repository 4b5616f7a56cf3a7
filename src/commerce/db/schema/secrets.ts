/**
 * The secrets every instance of the store must share (docs/operations.md, "Many instances"): the
 * session's, the sandboxes' and the admin token. The first instance to start keeps each one it made
 * here, and the others take it from here; a secret given by configuration is kept only as its
 * fingerprint, so that an instance given another value is refused at start.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const storeSecrets = pgTable('store_secrets', {
  /** The setting that gives it, e.g. SESSION_SECRET. */
  name: text('name').primaryKey(),
  /** The secret an instance made; null when configuration gives it (then only its fingerprint is kept). */
  value: text('value'),
  /** SHA-256 of the secret, base64url. */
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
});
