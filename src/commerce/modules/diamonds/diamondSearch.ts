/**
 * The search itself, in two statements over one website's stones on offer: the page of stones,
 * and every filter's counts.
 *
 * Counts follow shops' faceted search: an attribute's options are counted with every other filter
 * applied but its own, so choosing "oval" still shows how many round stones there are. One scan
 * does it for all attributes: each stone carries a bit per filter it fails; a stone failing none
 * counts for every attribute, a stone failing exactly one counts only for that filter's attribute,
 * and the rest count nowhere. Stones are grouped once, by their packed grades (facet_cell, read
 * from an index that also holds the ranges and holds); the filters and the nine groupings then
 * work on the cells, a few hundred to a few thousand rows rather than every stone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { DIAMOND_CELL_LAYOUT } from '../../db/schema/diamonds.ts';
import { FACET_CODES, FACETS, SORT_FIELDS, type DiamondQuery, type FacetCode } from './diamondQuery.ts';

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

export interface FacetCounts {
  /** Per attribute, count per grade position. */
  counts: Record<FacetCode, Map<number, number>>;
  total: number;
}

/** Stones a shopper may choose now: on sale, unsold, and held by nobody else (`cartId`'s own holds show). */
export function offered(websiteId: number, now: Date, cartId: number | undefined): SQL {
  const ownHold = cartId === undefined ? sql`` : sql` or held_by_cart_id = ${cartId}`;
  return sql`website_id = ${websiteId} and sold_at is null and on_sale and (held_until is null or held_until <= ${now}${ownHold})`;
}

function rangeConditions(query: DiamondQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.carat.min !== undefined) conditions.push(sql`carat >= ${query.carat.min}`);
  if (query.carat.max !== undefined) conditions.push(sql`carat <= ${query.carat.max}`);
  if (query.price.min !== undefined) conditions.push(sql`price >= ${query.price.min}`);
  if (query.price.max !== undefined) conditions.push(sql`price <= ${query.price.max}`);
  return conditions;
}

function facetCondition(code: FacetCode, positions: readonly number[]): SQL {
  // Positions are integers the query parser made from known values: inlined, the planner sees constants.
  if (positions.length === 0) return sql`false`;
  return sql.raw(`${FACETS[code].column} in (${positions.map((position) => Math.trunc(position)).join(', ')})`);
}

const activeFacets = (query: DiamondQuery) => FACET_CODES.filter((code) => query.facets[code] !== undefined);

export async function searchPage(db: Pick<Database, 'execute'>, base: SQL, query: DiamondQuery): Promise<DiamondRowRecord[]> {
  const conditions = [base, ...rangeConditions(query), ...activeFacets(query).map((code) => facetCondition(code, query.facets[code]!))];
  const direction = sql.raw(query.sort.direction === 'DESC' ? 'desc' : 'asc');
  const { pageSize, currentPage } = query.page;
  const result = await db.execute(sql`
    select ${DIAMOND_COLUMNS} from diamonds
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.raw(SORT_FIELDS[query.sort.field])} ${direction}, id ${direction}
    limit ${pageSize} offset ${(currentPage - 1) * pageSize}`);
  return (result as unknown as { rows: DiamondRowRecord[] }).rows;
}

export async function facetCounts(db: Pick<Database, 'execute'>, base: SQL, query: DiamondQuery): Promise<FacetCounts> {
  const active = activeFacets(query);
  const bitOf = new Map(active.map((code, index) => [code, 1 << index]));
  // The filters are tested on the unpacked cells, a few hundred rows, not on every stone.
  const misses = active.length === 0 ? sql`0` : sql.join(active.map((code) => sql`(case when ${facetCondition(code, query.facets[code]!)} then 0 else ${sql.raw(String(bitOf.get(code)))} end)`), sql` | `);
  const unpacked = sql.raw(DIAMOND_CELL_LAYOUT.map((field) => `((facet_cell >> ${field.offset}) & ${field.mask})::int as ${field.column}`).join(', '));
  const columns = sql.raw(DIAMOND_CELL_LAYOUT.map((field) => field.column).join(', '));
  const groupingSets = sql.raw(DIAMOND_CELL_LAYOUT.map((field) => `(${field.column}, misses)`).join(', '));
  const result = await db.execute(sql`
    with cells as (
      select facet_cell, count(*)::int as stones from diamonds
      where ${sql.join([base, ...rangeConditions(query)], sql` and `)}
      group by facet_cell
    ), graded as (
      select ${unpacked}, stones from cells
    ), missed as (
      select *, ${misses} as misses from graded
    )
    select ${columns}, misses, sum(stones)::int as stones from missed
    where misses & (misses - 1) = 0
    group by grouping sets (${groupingSets})`);
  const rows = (result as unknown as { rows: Array<Record<string, number | null>> }).rows;
  const counts = Object.fromEntries(FACET_CODES.map((code) => [code, new Map<number, number>()])) as FacetCounts['counts'];
  let total = 0;
  for (const row of rows) {
    const code = FACET_CODES.find((candidate) => row[FACETS[candidate].column] !== null);
    if (!code) continue;
    const missed = Number(row.misses);
    if (missed !== 0 && missed !== bitOf.get(code)) continue;
    const position = Number(row[FACETS[code].column]);
    const stones = Number(row.stones);
    counts[code].set(position, (counts[code].get(position) ?? 0) + stones);
    if (code === 'shape' && missed === 0) total += stones;
  }
  return { counts, total };
}
