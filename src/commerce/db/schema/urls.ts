/**
 * URL rewrites: request paths to catalog entities, CMS pages and redirects.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { storeViews } from './store.ts';

/**
 * Request paths (without store prefix or leading slash) to entities or redirects. A null store view
 * applies to every view; a row for a specific view wins.
 */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    requestPath: text('request_path').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull().default(0),
    targetPath: text('target_path').notNull(),
    /** 0 for a direct match, 301 or 302 for a redirect to target_path. */
    redirectType: smallint('redirect_type').notNull().default(0),
  },
  (table) => [
    uniqueIndex('url_rewrites_path_idx').on(table.requestPath, sql`coalesce(${table.storeViewId}, 0)`),
    index('url_rewrites_entity_idx').on(table.entityType, table.entityId),
  ],
);
