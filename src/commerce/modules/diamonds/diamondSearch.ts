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
 * Reads pages' rows with one statement prepared once per connection, the ids as one array
 * parameter: PostgreSQL then neither parses nor plans it again, where an inlined id list was a new
 * statement every search (about 0.15 ms of PostgreSQL's processor time a search, from 0.27 ms).
 *
 * The pages asked for while the process goes once round its event loop are read together, one
 * statement a website (docs/decisions.md, "Diamond pages read together"): searches arriving
 * together finish their index step in the same turn, and one read of their 60 or 100 rows costs
 * PostgreSQL little more than one of 20, where each statement of its own woke a backend.
 */
export function pageRowsReader(db: Database): PageRowsReader {
  const statement = db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sql`select ${DIAMOND_COLUMNS} from diamonds where website_id = ${sql.placeholder('websiteId')} and id = any(${sql.placeholder('ids')}::int[])`),
    undefined,
    'diamond_page_rows',
    false,
  );
  const read = async (websiteId: number, ids: readonly number[]) => ((await statement.execute({ websiteId, ids })) as { rows: DiamondRowRecord[] }).rows;
  let waiting: PageAsked[] = [];

  const readTogether = (asked: PageAsked[]) =>
    Promise.all(
      [...new Set(asked.map((page) => page.websiteId))].map(async (websiteId) => {
        const pages = asked.filter((page) => page.websiteId === websiteId);
        try {
          const rows = await read(websiteId, [...new Set(pages.flatMap((page) => page.ids))]);
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const page of pages) page.resolve(page.ids.flatMap((id) => byId.get(id) ?? []));
        } catch (error) {
          for (const page of pages) page.reject(error);
        }
      }),
    );

  return (websiteId, ids) => {
    if (ids.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) {
        setImmediate(() => {
          const asked = waiting;
          waiting = [];
          void readTogether(asked);
        });
      }
      waiting.push({ websiteId, ids, resolve, reject });
    });
  };
}

/** A page's rows asked for, waiting for the turn's read. */
interface PageAsked {
  websiteId: number;
  ids: readonly number[];
  resolve: (rows: DiamondRowRecord[]) => void;
  reject: (error: unknown) => void;
}
