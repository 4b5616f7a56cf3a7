/**
 * The membership club (spec 000 §1, §3): levels per website, the points ledger, the member coupon
 * wallet, the reward catalogue and its exchanges, and Asia Miles exchanges. Points are an
 * append-only ledger (docs/design.md, Data): rows are only ever inserted, a balance is their sum.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../rules/locales.ts';
import { cartPriceRules } from './cart.ts';
import { products } from './catalog.ts';
import { createdAt, localized } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { websites } from './store.ts';

/** A website's member levels: the spend that reaches each, what it earns and what it offers. */
export const memberLevels = pgTable(
  'member_levels',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** fans, silver, gold, platinum or diamond (rules/club.ts). */
    level: text('level').notNull(),
    /** The member level code (spec 000 §3: 60005-60009, 60023-60027; docs/decisions.md). */
    code: integer('code').notNull(),
    rank: integer('rank').notNull(),
    name: localized('name').notNull(),
    benefits: jsonb('benefits').$type<LocalizedText[]>().notNull(),
    conditions: localized('conditions').notNull(),
    /** Spend on completed orders in the last 12 months that reaches the level, in minor units. */
    minSpend: bigint('min_spend', { mode: 'number' }).notNull(),
    /** Points earned per 100 whole units of the currency spent. */
    pointsPerHundred: integer('points_per_hundred').notNull(),
  },
  (table) => [
    uniqueIndex('member_levels_website_level_unique').on(table.websiteId, table.level),
    uniqueIndex('member_levels_website_code_unique').on(table.websiteId, table.code),
    check('member_levels_amounts', sql`${table.minSpend} >= 0 and ${table.pointsPerHundred} >= 0`),
  ],
);

/**
 * Every change of a member's points. `reference` names what caused it (order:12, reward:3,
 * miles:5) and is unique per kind, so an order earns once and a rejected exchange refunds once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** earn, spend, refund, expire or adjust. */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    reference: text('reference').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** When points credited by this entry lapse; null for debits. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('points_ledger_customer_idx').on(table.customerId, table.id),
    uniqueIndex('points_ledger_reference_unique').on(table.kind, table.reference),
    check(
      'points_ledger_sign',
      sql`${table.points} <> 0 and (${table.kind} not in ('earn', 'refund') or ${table.points} > 0) and (${table.kind} not in ('spend', 'expire') or ${table.points} < 0)`,
    ),
  ],
);

/**
 * Coupons in a member's wallet (spec 000 §3 "Coupon"). The discount is a cart price rule kept
 * inactive as a template; the member's own code applies it at checkout (modules/club/memberCoupons.ts).
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Upper case, unique across the store. */
    code: text('code').notNull().unique(),
    ruleId: integer('rule_id').references(() => cartPriceRules.id),
    name: localized('name').notNull(),
    /** online, in_store or all (rules/club.ts). */
    channel: text('channel').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id').references(() => orders.id),
    /** Why it was issued, once per member and occasion: birthday:2026, anniversary:2026, reward:7. */
    occasion: text('occasion'),
    createdAt: createdAt(),
  },
  (table) => [
    index('member_coupons_customer_idx').on(table.customerId, table.validUntil),
    uniqueIndex('member_coupons_occasion_unique')
      .on(table.customerId, table.occasion)
      .where(sql`${table.occasion} is not null`),
    check('member_coupons_channel', sql`${table.channel} in ('online', 'in_store', 'all')`),
  ],
);

/** What points buy: coupons (issued into the wallet from a rule template) and gifts (delivered). */
export const clubRewards = pgTable(
  'club_rewards',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** coupon or gift. */
    kind: text('kind').notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    points: integer('points').notNull(),
    /** For coupons: the discount template, how long the coupon lasts and where it is used. */
    couponRuleId: integer('coupon_rule_id').references(() => cartPriceRules.id),
    couponValidDays: integer('coupon_valid_days'),
    couponChannel: text('coupon_channel'),
    /** For gifts: the member reward product (point_simple) that is sent. */
    productId: integer('product_id').references(() => products.id),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('club_rewards_website_idx').on(table.websiteId, table.position),
    check('club_rewards_kind', sql`${table.kind} in ('coupon', 'gift') and ${table.points} > 0`),
  ],
);

export const rewardExchanges = pgTable(
  'reward_exchanges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => clubRewards.id),
    points: integer('points').notNull(),
    /** The coupon a coupon reward put in the wallet. */
    couponId: integer('coupon_id').references(() => memberCoupons.id),
    /** For gifts: where the gift is in its delivery (spec 001 §9 gives the delivery times). */
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reward_exchanges_customer_idx').on(table.customerId, table.id)],
);

/** Asia Miles exchanges: pending until the store credits them with Asia Miles or rejects them. */
export const asiaMilesExchanges = pgTable(
  'asia_miles_exchanges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    miles: integer('miles').notNull(),
    points: integer('points').notNull(),
    membershipNumber: text('membership_number').notNull(),
    memberName: text('member_name').notNull(),
    /** pending, credited or rejected. */
    status: text('status').notNull().default('pending'),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('asia_miles_exchanges_customer_idx').on(table.customerId, table.id),
    index('asia_miles_exchanges_status_idx').on(table.status, table.id),
    check('asia_miles_exchanges_status', sql`${table.status} in ('pending', 'credited', 'rejected') and ${table.miles} in (1000, 2000, 3000)`),
  ],
);
