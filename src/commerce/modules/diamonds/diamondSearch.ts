/**
 * The diamonds table as searches read it: a stone's columns, and the rows of a page the in-process
 * index (diamondIndex.ts) chose.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';

export interface DiamondRowRecord {
  id: number;
  identifier: string;
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
  diameter: number;
  certificate_number: string;
  price: number;
  on_sale: boolean;
  held_by_cart_id: number | null;
  held_until: Date | string | null;
  sold_at: Date | string | null;
}

export const DIAMOND_COLUMNS = sql.raw(
  'id, identifier, shape, colored_type, certification, carat, color, clarity, cut, polish, symmetry, fluorescence, diameter, certificate_number, price::float8 as price, on_sale, held_by_cart_id, held_until, sold_at',
);

/** The stones of a page, whatever their state now (the caller checks it). */
export async function rowsByIds(db: Pick<Database, 'execute'>, websiteId: number, ids: readonly number[]): Promise<DiamondRowRecord[]> {
  if (ids.length === 0) return [];
  // Ids come from the index as integers: inlined, the planner sees constants.
  const list = sql.raw(ids.map((id) => Math.trunc(id)).join(', '));
  const result = await db.execute(sql`select ${DIAMOND_COLUMNS} from diamonds where website_id = ${websiteId} and id in (${list})`);
  return (result as unknown as { rows: DiamondRowRecord[] }).rows;
}
