/**
 * CMS pages and blocks per store view.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { storeViews } from './store.ts';

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    title: text('title').notNull(),
    contentHeading: text('content_heading'),
    /** Page Builder-style HTML with data-content-type markers (spec 001 §3.3). */
    content: text('content').notNull(),
    /** Styled page types of spec 000 §2: home, campaign, contact-us, faq, or default. */
    pageType: text('page_type').notNull().default('default'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cms_pages_identifier_idx').on(table.identifier, sql`coalesce(${table.storeViewId}, 0)`)],
);

export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cms_blocks_identifier_idx').on(table.identifier, sql`coalesce(${table.storeViewId}, 0)`)],
);
