/**
 * Websites, store views and the currency rates between their currencies (spec 001 §3.1).
 */
import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

export const websites = pgTable('websites', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  baseCurrency: text('base_currency').notNull(),
  region: text('region').notNull(),
  mediaHost: text('media_host').notNull(),
  /** The WhatsApp number of online customer service, shown by the storefront (spec 000 §3). */
  whatsappNumber: text('whatsapp_number'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const storeViews = pgTable('store_views', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id),
  locale: text('locale').notNull(),
  urlPrefix: text('url_prefix').notNull().unique(),
  storeName: text('store_name').notNull(),
  storeGroupName: text('store_group_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const currencyRates = pgTable(
  'currency_rates',
  {
    baseCurrency: text('base_currency').notNull(),
    targetCurrency: text('target_currency').notNull(),
    /** Units of target per unit of base, scaled by RATE_SCALE (rules/money.ts). */
    scaledRate: bigint('scaled_rate', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.baseCurrency, table.targetCurrency] })],
);
