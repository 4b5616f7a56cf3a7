/**
 * The diamond inventory (spec 000 §3 "Diamond"): loose stones a made-to-order piece is set with,
 * each in one website's stock, one of a kind. Grades are positions in the lists of
 * src/rules/diamonds.ts (0 = the best), so ranges and sorting compare small integers.
 *
 * A stone chosen in the customizer is held for one cart until `held_until`; an order sells it
 * (`sold_at`), inside the order's own transaction, so it can never be sold twice.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { createdAt } from './columns.ts';
import { websites } from './store.ts';

export const diamonds = pgTable(
  'diamonds',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** The id shoppers and cart lines use (cm_diamon_identifier), e.g. HK-D0001234. */
    identifier: text('identifier').notNull().unique(),
    /** DIAMOND_SHAPES */
    shape: smallint('shape').notNull(),
    /** COLORED_DIAMONDS: white, yellow, pink. */
    coloredType: smallint('colored_type').notNull(),
    /** CERTIFICATIONS */
    certification: smallint('certification').notNull(),
    /** Hundredths of a carat: 0.30 ct is 30. */
    carat: integer('carat').notNull(),
    /** DIAMOND_COLOURS */
    color: smallint('color').notNull(),
    /** DIAMOND_CLARITIES */
    clarity: smallint('clarity').notNull(),
    /** FINISH_GRADES, for cut, polish and symmetry alike. */
    cut: smallint('cut').notNull(),
    polish: smallint('polish').notNull(),
    symmetry: smallint('symmetry').notNull(),
    /** FLUORESCENCES */
    fluorescence: smallint('fluorescence').notNull(),
    /** The stone's diameter (its width for fancy shapes) in hundredths of a millimetre. */
    diameter: integer('diameter').notNull(),
    certificateNumber: text('certificate_number').notNull().unique(),
    /** Minor units of the website's currency. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Off sale: kept in the inventory, not offered. */
    onSale: boolean('on_sale').notNull().default(true),
    /** The cart the stone is held for, until `held_until`; a past `held_until` holds nothing. */
    heldByCartId: integer('held_by_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** Stock of one: set once, by the order that bought it, with the cart that became the order. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldCartId: integer('sold_cart_id').references(() => carts.id),
    createdAt: createdAt(),
    /** Set by every statement that changes the stone: how each process's search index hears of it. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Searches run on each process's index of the stones (modules/diamonds/diamondIndex.ts), which
    // reads the stones changed since its last read.
    index('diamonds_changed_idx').on(table.websiteId, table.changedAt),
    index('diamonds_held_by_cart_idx').on(table.heldByCartId).where(sql`${table.heldByCartId} is not null`),
    check('diamonds_carat_positive', sql`${table.carat} > 0`),
    check('diamonds_price_positive', sql`${table.price} > 0`),
  ],
);
