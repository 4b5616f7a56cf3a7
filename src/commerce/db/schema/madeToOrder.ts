/**
 * Made-to-order designs (spec 000 §1, §2 "Customizer steps", §3 "Custom design options"): each of
 * the TOSI custom-made products is a design with its category, gender and ring-page form, and the
 * steps the shopper goes through, each only where the design has it. A step's values carry their
 * price per website (the material's value is the design's base price in that metal) and the days
 * they add to delivery.
 *
 * A custom-made cart or order line keeps the whole design as chosen (`CustomMadeDesign`): ids,
 * codes and labels in every language, so the line reads the same after the design changes.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../rules/locales.ts';
import { products } from './catalog.ts';
import { localized } from './columns.ts';
import { websites } from './store.ts';

/** One chosen option of a design, as the cart and order show it (000 §3 custommate_options). */
export interface CustomMadeOptionChoice {
  optionId: number;
  optionCode: string;
  optionLabel: LocalizedText;
  valueId: number;
  valueCode: string;
  valueLabel: LocalizedText;
  /** What the value cost when chosen, minor units. */
  price: number;
}

/** The piece of a design: the single piece, or the ring for her or for him of a pair. */
export type CustomMadePartCode = 'piece' | 'for_her' | 'for_him';

export interface CustomMadePart {
  part: CustomMadePartCode;
  /** The product the piece is: the design itself, or a pair's ring for her or for him. */
  productId: number;
  options: CustomMadeOptionChoice[];
  /** The stone as chosen; its grades and certificate are kept for the receipt (lines priced before they were kept lack them). */
  diamond: {
    identifier: string;
    price: number;
    shape: string;
    carat: number;
    color?: string;
    clarity?: string;
    certification?: string;
    certificateNumber?: string;
  } | null;
  /** 000 §3 word_custommate_options: the text and the font (word_type). */
  engraving: { text: string; font: string; fontLabel: LocalizedText; stepId: number; price: number } | null;
  /** The part's price in the website's currency, minor units. */
  price: number;
  deliveryDays: number;
}

/** A design as chosen, priced on the server when it was added or changed. */
export interface CustomMadeDesign {
  parts: CustomMadePart[];
  /** The picture of the piece as chosen (media path, rendered from the choices). */
  imagePath: string;
  unitPrice: number;
  currency: string;
  deliveryDays: number;
}

export const customDesigns = pgTable(
  'custom_designs',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** diamond_rings, pair_rings, pendants, bracelets, watches. */
    category: text('category').notNull(),
    /** women, men, both (spec 001 §9). */
    gender: text('gender').notNull(),
    /** The ring pages' forms (000 §2): different_design, carat_weight, single_design; null off the ring pages. */
    ringForm: text('ring_form'),
    /** Characters an engraving may have on this design. */
    engravingMaxChars: smallint('engraving_max_chars').notNull().default(0),
    /** How the piece is drawn in its custom image (media/pictures' jewellery kinds). */
    pictureKind: text('picture_kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('custom_designs_category_idx').on(table.category, table.position),
    check('custom_designs_gender', sql`${table.gender} in ('women', 'men', 'both')`),
  ],
);

export const customDesignSteps = pgTable(
  'custom_design_steps',
  {
    id: serial('id').primaryKey(),
    designId: integer('design_id')
      .notNull()
      .references(() => customDesigns.productId, { onDelete: 'cascade' }),
    part: text('part').notNull().default('piece'),
    /** material, ring_size, diamond, gemstone, engraving, width, finishing, bracelet_dimension, pendant_size, watch_strap, watch_hands. */
    code: text('code').notNull(),
    label: localized('label').notNull(),
    required: boolean('required').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [unique('custom_design_steps_code').on(table.designId, table.part, table.code)],
);

export const customDesignValues = pgTable(
  'custom_design_values',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => customDesignSteps.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: localized('label').notNull(),
    /** Days this choice adds to the design's delivery. */
    extraDays: smallint('extra_days').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [unique('custom_design_values_code').on(table.stepId, table.code), check('custom_design_values_days', sql`${table.extraDays} >= 0`)],
);

/** What a value costs per website, minor units of its currency: a material's base price, an option's surcharge, an engraving font's fee. */
export const customDesignValuePrices = pgTable(
  'custom_design_value_prices',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => customDesignValues.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.valueId, table.websiteId] }), check('custom_design_value_prices_amount', sql`${table.amount} >= 0`)],
);
