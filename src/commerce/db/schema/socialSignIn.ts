/**
 * WeChat and Facebook sign-in (spec 000 §2 "WeChat and Facebook binding"): which provider identity
 * is bound to which account, and the sandbox provider's codes already exchanged (a code works once).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const customerSocialIdentities = pgTable(
  'customer_social_identities',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The account's website: an identity binds to one account per website, as emails do. */
    websiteId: integer('website_id').notNull(),
    /** 'wechat' or 'facebook'. */
    provider: text('provider').notNull(),
    /** The provider's id of the person (WeChat's unionid or openid, Facebook's app-scoped id). */
    providerUserId: text('provider_user_id').notNull(),
    /** The name the provider gave, shown on the account page. */
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_social_identities_identity_unique').on(table.websiteId, table.provider, table.providerUserId),
    uniqueIndex('customer_social_identities_account_unique').on(table.customerId, table.provider),
  ],
);

/** Codes of the sandbox provider already exchanged, kept until they would have expired anyway. */
export const socialSandboxRedeemedCodes = pgTable(
  'social_sandbox_redeemed_codes',
  {
    codeId: text('code_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sandbox_redeemed_codes_expiry_idx').on(table.expiresAt)],
);
