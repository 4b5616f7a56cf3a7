/**
 * The search itself, in two statements over one website's stones on offer: the page of stones,
 * and every filter's counts.
 *
 * Counts follow shops' faceted search: an attribute's options are counted with every other filter
 * applied but its own, so choosing "oval" still shows how many round stones there are. One scan
 * does it for all attributes: each stone carries a bit per filter it fails; a stone failing none
 * counts for every attribute, a stone failing exactly one counts only for that filter's attribute,
 * and the rest count nowhere and are dropped before grouping.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
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

/**
 * Where each attribute sits in a stone's cell number: the nine grades packed side by side, then the
 * miss bits. Grouping by one number is one hash lookup a stone instead of nine.
 */
const CELL_LAYOUT = (() => {
  let offset = 0;
  const fields = FACET_CODES.map((code) => {
    const bits = Math.max(1, Math.ceil(Math.log2(FACETS[code].values.length)));
    const field = { code, column: FACETS[code].column, offset, mask: (1 << bits) - 1 };
    offset += bits;
    return field;
  });
  return { fields, missesOffset: offset };
})();

export async function facetCounts(db: Pick<Database, 'execute'>, base: SQL, query: DiamondQuery): Promise<FacetCounts> {
  const active = activeFacets(query);
  const bitOf = new Map(active.map((code, index) => [code, 1 << index]));
  const misses = active.length === 0 ? sql`0` : sql.join(active.map((code) => sql`(case when ${facetCondition(code, query.facets[code]!)} then 0 else ${sql.raw(String(bitOf.get(code)))} end)`), sql` | `);
  const { fields, missesOffset } = CELL_LAYOUT;
  const cell = sql.join([...fields.map((field) => sql.raw(`(${field.column}::bigint << ${field.offset})`)), sql`((${misses})::bigint << ${sql.raw(String(missesOffset))})`], sql` | `);
  const unpacked = sql.raw([...fields.map((field) => `((cell >> ${field.offset}) & ${field.mask})::int as ${field.column}`), `(cell >> ${missesOffset})::int as misses`].join(', '));
  const columns = sql.raw(fields.map((field) => field.column).join(', '));
  const groupingSets = sql.raw(fields.map((field) => `(${field.column}, misses)`).join(', '));
  // Stones are first counted per cell (one grouping), then the few hundred cells per attribute.
  const result = await db.execute(sql`
    with cells as (
      select ${cell} as cell, count(*)::int as stones from diamonds
      where ${sql.join([base, ...rangeConditions(query)], sql` and `)}
      group by 1
    ), counted as (
      select ${unpacked}, stones from cells
    )
    select ${columns}, misses, sum(stones)::int as stones from counted
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
