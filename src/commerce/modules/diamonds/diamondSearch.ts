/**
 * The diamonds table as searches read it: a stone's columns (those the in-process index keeps, and
 * the rest a page shows), and the rows of a page the index (diamondIndex.ts) chose.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.ts';
import { FACETS, FACET_CODES } from './diamondQuery.ts';

/** What the search index keeps of a stone: its grades, carat and price, and whether it is on offer. */
export interface StoneState {
  id: number;
  shape: number;
  colored_type: number;
  certification: number;
  carat: number;
  color: number;
  clarity: number;
  cut: number;
  polish: number;
  symmetry: number;
  fluorescence: number;
  price: number;
  on_sale: boolean;
  sold_at: Date | string | null;
  held_by_cart_id: number | null;
  held_until: Date | string | null;
}

/** A stone as shown: its state and what only its page and certificate need. */
export interface DiamondRowRecord extends StoneState {
  identifier: string;
  diameter: number;
  certificate_number: string;
}

const STATE_FIELDS = [
  'id',
  ...FACET_CODES.map((code) => FACETS[code].column),
  'carat',
  'price::float8 as price',
  'on_sale',
  'sold_at',
  'held_by_cart_id',
  'held_until',
];

export const STONE_STATE_COLUMNS = sql.raw(STATE_FIELDS.join(', '));
export const DIAMOND_COLUMNS = sql.raw([...STATE_FIELDS, 'identifier', 'diameter', 'certificate_number'].join(', '));

/** The stones of a page by id, whatever their state now (the caller checks it). */
export type PageRowsReader = (websiteId: number, ids: readonly number[]) => Promise<DiamondRowRecord[]>;

/**
 * Reads a page's rows with one statement prepared once per connection, the ids as one array
 * parameter: PostgreSQL then neither parses nor plans it again, where an inlined id list was a new
 * statement every search (about 0.15 ms of PostgreSQL's processor time a search, from 0.27 ms).
 */
export function pageRowsReader(db: Database): PageRowsReader {
  const statement = db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sql`select ${DIAMOND_COLUMNS} from diamonds where website_id = ${sql.placeholder('websiteId')} and id = any(${sql.placeholder('ids')}::int[])`),
    undefined,
    'diamond_page_rows',
    false,
  );
  return async (websiteId, ids) => {
    if (ids.length === 0) return [];
    const result = await statement.execute({ websiteId, ids });
    return (result as { rows: DiamondRowRecord[] }).rows;
  };
}
