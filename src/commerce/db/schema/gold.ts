/**
 * Gold prices, time-stamped: the price in effect is the latest, and the history is kept.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const goldPrices = pgTable(
  'gold_prices',
  {
    id: serial('id').primaryKey(),
    goldCode: text('gold_code').notNull(),
    currency: text('currency').notNull(),
    quotedUnit: text('quoted_unit').notNull(),
    sellPerGram: bigint('sell_per_gram', { mode: 'number' }).notNull(),
    buyPerGram: bigint('buy_per_gram', { mode: 'number' }).notNull(),
    sellPerTael: bigint('sell_per_tael', { mode: 'number' }).notNull(),
    buyPerTael: bigint('buy_per_tael', { mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** Who set it: "seed", "cli", or an admin's name. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('gold_prices_code_time_idx').on(table.goldCode, table.effectiveAt.desc(), table.id.desc()),
    check('gold_prices_positive', sql`${table.sellPerGram} > 0 AND ${table.buyPerGram} > 0 AND ${table.sellPerTael} > 0 AND ${table.buyPerTael} > 0`),
  ],
);
