/**
 * Wishlists (spec 000 §1 "Shoppers keep a favourites list (wishlist), and share products"): one
 * list per customer and website, as in Magento Open Source. An item keeps what the shopper chose
 * the way an add to the bag would need it again (Magento's buy request): the product shown, the
 * variant picked from it, and the option values, so a configurable piece keeps its size and metal.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import type { CustomMadeDesign } from './madeToOrder.ts';
import { createdAt, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { websites } from './store.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** Opens the list read-only to whoever has the link (Magento's sharing_code): random, unguessable. */
    sharingCode: text('sharing_code').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('wishlists_customer_website_unique').on(table.customerId, table.websiteId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    /** The product the shopper saw and hearted: for a configurable piece, the configurable product. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant chosen by its own SKU (`parent_sku` given), when one was. */
    variantProductId: integer('variant_product_id').references(() => products.id),
    /** Option value uids chosen (configurable values, bundle choices), sorted: two equal choices compare equal. */
    selectedOptions: jsonb('selected_options').$type<string[]>().notNull().default([]),
    /** A made-to-order design's choices as addProductsToCart takes them (custom_made_options), to add it to the bag again. */
    customMadeOptions: jsonb('custom_made_options').$type<Record<string, unknown>>(),
    /** The design as priced when it was saved, shown with every choice. */
    customDesign: jsonb('custom_design').$type<CustomMadeDesign>(),
    quantity: integer('quantity').notNull(),
    description: text('description'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wishlist_items_wishlist_idx').on(table.wishlistId, table.id), check('wishlist_items_quantity_positive', sql`${table.quantity} > 0`)],
);
