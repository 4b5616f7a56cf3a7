/**
 * Physical stores: the store locator and store pickup.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../rules/locales.ts';
import { localized } from './columns.ts';
import { websites } from './store.ts';

export interface OpeningHours {
  /** Day 0 is Sunday; times as "HH:MM" in the store's local time; null when closed. */
  days: Array<{ day: number; open: string; close: string } | null>;
  note?: LocalizedText;
}

export const storeLocations = pgTable(
  'store_locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** Region and district for grouping, e.g. "HK" / "kowloon". */
    region: text('region').notNull(),
    district: text('district').notNull(),
    districtName: localized('district_name').notNull(),
    name: localized('name').notNull(),
    address: localized('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** Services such as "pickup", "engraving", "gold_buyback", "customizer". */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** The point-of-sale code orders placed for pickup carry (spec 000 §3 "place pos code"). */
    posCode: text('pos_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('store_locations_website_idx').on(table.websiteId, table.sortOrder)],
);
