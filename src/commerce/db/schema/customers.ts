/**
 * Customer accounts: who they are, their address book, their sign-in tokens and the sign-in
 * attempts that lock an account or an address out (docs/design.md, Security). An account belongs to one
 * website: the same email may hold an account in Hong Kong and another in Malaysia.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Anniversary } from '../../../rules/customer.ts';
import { storeViews, websites } from './store.ts';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** The store view the account was opened in: mails speak its language. */
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeViews.id),
    /** Mr, Ms or Miss (spec 000 §3). */
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Lower case; null once the account is deleted. */
    email: text('email'),
    /** E.164 (+85291234567); the area code is read back from it. */
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Spec 000 §3's anniversaries (rules/customer.ts), one date per type. */
    anniversaries: jsonb('anniversaries').$type<Anniversary[]>().notNull().default([]),
    /** One of rules/customer.ts AGE_RANGES. */
    ageRange: text('age_range'),
    /** Subscriptions (spec 000 §3): email is Magento's is_subscribed. */
    subscribedEmail: boolean('subscribed_email').notNull().default(false),
    subscribedSms: boolean('subscribed_sms').notNull().default(false),
    subscribedWhatsapp: boolean('subscribed_whatsapp').notNull().default(false),
    /** When the shopper accepted the terms and privacy policy at registration. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** argon2id; null once the account is deleted, so it can never sign in again. */
    passwordHash: text('password_hash'),
    /** Spec 000 §6: the customer role id, 1 for a default shopper, 2 for staff (rules/staff.ts). */
    roleId: integer('role_id').notNull().default(1),
    /** A staff member's number, which they sign in with (spec 000 §1); unique per website. */
    staffNo: text('staff_no'),
    /** A staff member's shop: a store_locations code of the account's website (spec 000 §3). */
    defaultStoreIdentifier: text('default_store_identifier'),
    /** When the mobile number was proven by a one-time password (spec 001 §5 "Staff phone must be verified"). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the shopper deleted the account: personal data is gone, orders stay anonymized. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customers_website_email_unique')
      .on(table.websiteId, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('customers_website_mobile_unique')
      .on(table.websiteId, table.mobile)
      .where(sql`${table.mobile} is not null`),
    uniqueIndex('customers_website_staff_no_unique')
      .on(table.websiteId, table.staffNo)
      .where(sql`${table.staffNo} is not null`),
  ],
);

/** Address book entries, in the shape a checkout address takes (rules/address.ts). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    regionCode: text('region_code'),
    postcode: text('postcode'),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone').notNull(),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.id)],
);

/**
 * Sign-in tokens. Only the SHA-256 of a token is kept: a copy of the table signs nobody in. A token
 * ends at its expiry or when revoked (sign-out, password change, account deletion).
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('customer_tokens_customer_idx').on(table.customerId)],
);

/**
 * The order desk's sessions (docs/decisions.md, "The desk's own session token"): the operator's
 * admin token, proved at the desk's sign-in, is exchanged for one of these, which the desk keeps in
 * its cookie in the admin token's place. Only the SHA-256 is kept; a session ends at its expiry or
 * when revoked (the desk's sign-out).
 */
export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Password reset links (forgot password): only the token's SHA-256 is kept; a link works once. */
export const customerPasswordResets = pgTable(
  'customer_password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('customer_password_resets_customer_idx').on(table.customerId, table.createdAt)],
);

/** Failed and successful sign-ins, counted per account and per client address for lockout. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: integer('website_id').notNull(),
    /** The account tried, when the email or mobile named one. */
    customerId: integer('customer_id').references(() => customers.id, {
      onDelete: 'cascade',
    }),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_attempts_customer_idx').on(table.customerId, table.createdAt), index('sign_in_attempts_ip_idx').on(table.ip, table.createdAt)],
);

/**
 * One-time passwords sent by SMS to prove a phone (spec 001 §5): only the code's SHA-256 is kept;
 * a code ends at its expiry, once used, or after too many wrong tries (rules/phoneVerification.ts).
 * `purpose` says what a proven code does: `staff_phone` makes the phone the staff member's own.
 */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id').notNull(),
    /** The signed-in account that asked for the code (a staff member). */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was proven, or voided by too many wrong tries or a newer code. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('phone_otps_phone_idx').on(table.phone, table.createdAt), index('phone_otps_requested_by_idx').on(table.requestedBy, table.createdAt)],
);
