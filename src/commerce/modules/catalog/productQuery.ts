/**
 * The SQL of product listings: which products match a search and its filters, at what price, in
 * what order. Prices are computed here by the rules of pricing.ts, so that sorting and filtering by
 * price (gold products included) happen in the database, over the whole result, in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MILLIGRAMS_PER_GRAM, MILLIGRAMS_PER_TAEL } from '../../../rules/gold.ts';
import { MINOR_UNITS_PER_MAJOR, RATE_SCALE } from '../../../rules/money.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { ProductType } from '../../../rules/catalog.ts';
import { CHEAPEST_MEMBER_TYPES, SUM_OF_OPTIONS_TYPES, type GoldQuotes } from './pricing.ts';
import type { FacetAttribute, PlainAttribute, ProductFilter, ProductSearchRequest, StockStatus } from './productSearchInput.ts';
import { FACET_ATTRIBUTES } from './productSearchInput.ts';
import { escapeLike, toTraditional } from './searchText.ts';
import { stockStatusSql } from './stock.ts';

/** Everything a listing's prices depend on besides the catalog rows. */
export interface ListingScope {
  websiteId: number;
  locale: LocaleKey;
  now: Date;
  /** Gold prices in effect, in the website's currency: the same numbers the product views use. */
  quotes: GoldQuotes;
  /** Rate from the base to the display currency scaled by RATE_SCALE; undefined to show base prices. */
  displayRate?: number;
}

/** Categories chosen in the category facet that classify by one thing (categoryConditions.ts). */
export interface FacetCategoryGroup {
  group: string;
  /** The chosen categories of the group with their descendants: a product in any of them passes. */
  ids: number[];
}

/** A ProductFilter whose category conditions are resolved to ids, descendants included. */
export interface ResolvedProductFilter extends Omit<ProductFilter, 'categories'> {
  /** Each list is one condition: the product is in one of these categories. */
  categoryIdSets: number[][];
  /** The category facet's choices below the browsed category: one facet filter per group. */
  facetCategoryGroups?: FacetCategoryGroup[];
  /** The one category being browsed, if any: its merchandised positions order the default sort. */
  browsed?: { id: number; subtreeIds: number[] };
}

/**
 * Filters that facets count around: each facet's counts ignore its own filter and apply the others.
 * Each group of the category facet is a filter of its own (categoryConditions.ts).
 */
export type SoftFilterCode = FacetAttribute | 'stock_status' | 'price' | CategoryFilterCode;
export type CategoryFilterCode = `category_id:${string}`;

export function categoryFilterCode(group: string): CategoryFilterCode {
  return `category_id:${group}`;
}

function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

function intArray(values: readonly number[]): SQL {
  return sql`${sql.param([...values])}::int[]`;
}

function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * Today's sell price per quoted unit of each gold code, in the website's currency. It comes from the
 * gold service's memory (the price in effect, already converted) rather than from gold_prices, so a
 * listing sorts and filters by exactly the prices its items show: the views price from the same
 * memory, and a new price re-prices both at once.
 */
function goldNowCte(quotes: GoldQuotes): SQL {
  const entries = [...quotes.values()];
  const milligrams = entries.map((quote) => (quote.quotedUnit === 'tael' ? MILLIGRAMS_PER_TAEL : MILLIGRAMS_PER_GRAM));
  return sql`gold_now as (
    select * from unnest(
      ${textArray(entries.map((quote) => quote.goldCode))},
      ${sql.param(entries.map((quote) => quote.sellPerUnit))}::bigint[],
      ${sql.param(milligrams)}::bigint[]
    ) as g(gold_code, sell_per_unit, milligrams_per_unit)
  )`;
}

/**
 * One product's own final price (pricing.ts unitPrice) over products `p`, its price row `pp` and
 * its gold price `g`. Integer halves round up, and the gold piece's price rounds to a whole major
 * unit, exactly as rules/gold.ts calculationGoldPrice and rules/money.ts roundToWholeMajor do.
 */
function unitFinalPriceSql(now: Date): SQL {
  const unit = MINOR_UNITS_PER_MAJOR;
  return sql`case
    when p.type_id = 'calculation_gold' then
      ((
        (p.weight_mg::bigint * g.sell_per_unit * 2 + g.milligrams_per_unit) / (2 * g.milligrams_per_unit)
        + case when p.labour_fee_unit = 'gram'
            then (p.weight_mg::bigint * coalesce(pp.labour_fee, 0) * 2 + 1000) / 2000
            else coalesce(pp.labour_fee, 0) end
      ) * 2 + ${sql.raw(String(unit))}) / ${sql.raw(String(2 * unit))} * ${sql.raw(String(unit))}
    when pp.special_price is not null
      and (pp.special_from is null or pp.special_from <= ${now})
      and (pp.special_to is null or pp.special_to > ${now})
      then least(pp.special_price, pp.price)
    else pp.price
  end`;
}

/** Base-currency minor units to display-currency minor units, half up like convertMinor. */
function displayPriceSql(amount: SQL, rate: number | undefined): SQL {
  if (rate === undefined) return amount;
  return sql`div(${amount}::numeric * ${rate} * 2 + ${RATE_SCALE}, ${2 * RATE_SCALE})::bigint`;
}

/** All terms appear in the product's name in some language (used to rank name matches first). */
function nameMatchSql(alias: string, terms: readonly string[]): SQL {
  const product = sql.raw(alias);
  return sql.join(
    terms.map(
      (term) => sql`(lower(${product}.name->>'en') like ${containsPattern(term)}
        or (${product}.name->>'zh-Hans') like ${containsPattern(term)}
        or (${product}.name->>'zh-Hant') like ${containsPattern(toTraditional(term))})`,
    ),
    sql` and `,
  );
}

function categoryConditionSql(product: string, ids: readonly number[]): SQL {
  if (!ids.length) return sql`false`;
  return sql`exists (select 1 from product_categories pc where pc.product_id = ${sql.raw(product)}.id and pc.category_id = any(${intArray(ids)}))`;
}

/** Conditions every listed product meets; facets do not count around these. */
function hardConditions(request: Pick<ProductSearchRequest, 'searchTerms'>, filter: ResolvedProductFilter): SQL[] {
  const conditions: SQL[] = [sql`p.is_active`, sql`p.visible_in_catalog`];
  // search_text is folded like the terms (searchText.ts), so 钻石 and 鑽石 match the same rows.
  for (const term of request.searchTerms ?? []) conditions.push(sql`p.search_text like ${containsPattern(term)}`);
  for (const ids of filter.categoryIdSets) conditions.push(categoryConditionSql('p', ids));
  if (filter.skus) conditions.push(sql`lower(p.sku) = any(${textArray(filter.skus)})`);
  if (filter.urlKeys) conditions.push(sql`p.url_key = any(${textArray(filter.urlKeys)})`);
  if (filter.typeIds) conditions.push(sql`p.type_id = any(${textArray(filter.typeIds)})`);
  if (filter.nameTerms) conditions.push(nameMatchSql('p', filter.nameTerms));
  for (const code of ['brand', 'cut'] satisfies PlainAttribute[]) {
    const values = filter.attributes[code];
    if (values) conditions.push(sql`p.${sql.identifier(code)} = any(${textArray(values)})`);
  }
  return conditions;
}

/**
 * The products that pass the hard conditions, priced: `listed` has one row per product with its
 * final price in the base currency (null when it cannot be priced here, e.g. no price row for the
 * website), the same in the display currency, and its stock status.
 */
export function listedProductsCtes(request: Pick<ProductSearchRequest, 'searchTerms'>, filter: ResolvedProductFilter, scope: ListingScope): SQL {
  const conditions = sql.join(hardConditions(request, filter), sql` and `);
  return sql`${goldNowCte(scope.quotes)},
  candidates as (
    select p.id, p.type_id, p.sku, p.name, p.recommended_rank, p.news_from_date,
      ${sql.join(
        FACET_ATTRIBUTES.map((code) => sql.identifier(code)),
        sql`, `,
      )}
    from products p
    where ${conditions}
  ),
  members as (
    select l.parent_id, l.child_id, l.option_code, l.default_qty
    from product_links l join products child on child.id = l.child_id
    where child.is_active and l.parent_id in (select id from candidates)
  ),
  unit_prices as (
    select p.id, ${unitFinalPriceSql(scope.now)} as final_price
    from products p
    join product_prices pp on pp.product_id = p.id and pp.website_id = ${scope.websiteId}
    left join gold_now g on g.gold_code = p.gold_code
    where p.id in (select id from candidates union all select child_id from members)
  ),
  cheapest_members as (
    select m.parent_id, min(u.final_price) as final_price
    from members m join unit_prices u on u.id = m.child_id
    group by m.parent_id
  ),
  bundle_options as (
    select m.parent_id, min(u.final_price * m.default_qty) as final_price
    from members m join unit_prices u on u.id = m.child_id
    where u.final_price is not null
    group by m.parent_id, coalesce(m.option_code, '')
  ),
  bundle_sums as (
    select parent_id, sum(final_price)::bigint as final_price from bundle_options group by parent_id
  ),
  priced as (
    select c.*,
      coalesce(
        case
          when c.type_id = any(${textArray(CHEAPEST_MEMBER_TYPES)}) then cm.final_price
          when c.type_id = any(${textArray(SUM_OF_OPTIONS_TYPES)}) then bs.final_price
        end,
        own.final_price
      ) as final_price,
      ${stockStatusSql('c', 'ps')} as stock_status
    from candidates c
    left join unit_prices own on own.id = c.id
    left join cheapest_members cm on cm.parent_id = c.id
    left join bundle_sums bs on bs.parent_id = c.id
    left join product_stock ps on ps.product_id = c.id and ps.website_id = ${scope.websiteId}
  ),
  listed as (
    select priced.*, ${displayPriceSql(sql`priced.final_price`, scope.displayRate)} as display_price
    from priced
    where priced.final_price is not null
  )`;
}

/** The facet-able filters as conditions over `listed`, keyed so a facet can leave its own out. */
export function softConditions(filter: ResolvedProductFilter): Map<SoftFilterCode, SQL> {
  const conditions = new Map<SoftFilterCode, SQL>();
  for (const { group, ids } of filter.facetCategoryGroups ?? []) conditions.set(categoryFilterCode(group), categoryConditionSql('listed', ids));
  for (const code of FACET_ATTRIBUTES) {
    const values = filter.attributes[code];
    if (values) conditions.set(code, sql`listed.${sql.identifier(code)} = any(${textArray(values)})`);
  }
  if (filter.stockStatuses) conditions.set('stock_status', sql`listed.stock_status = any(${textArray(filter.stockStatuses satisfies StockStatus[])})`);
  if (filter.price) {
    const bounds: SQL[] = [];
    if (filter.price.from !== undefined) bounds.push(sql`listed.display_price >= ${filter.price.from}`);
    if (filter.price.to !== undefined) bounds.push(sql`listed.display_price <= ${filter.price.to}`);
    conditions.set('price', sql.join(bounds, sql` and `));
  }
  return conditions;
}

export function allOf(conditions: Iterable<SQL>): SQL {
  const list = [...conditions];
  return list.length ? sql.join(list, sql` and `) : sql`true`;
}

function direction(value: 'ASC' | 'DESC'): SQL {
  return value === 'DESC' ? sql`desc` : sql`asc`;
}

/**
 * Products a shopper searching a jeweller's catalog is not looking for first: services and gift
 * cards (virtual), guides (downloadable) and member rewards (point_simple, bought with points).
 */
const NOT_JEWELLERY_TYPES: readonly ProductType[] = ['virtual', 'downloadable', 'point_simple'];

/**
 * Search relevance over `listed`, lower first: the SKU typed exactly; then pieces of jewellery with
 * a price, those named by the search before those matched elsewhere (description, category,
 * attribute labels); then everything else (services, guides, rewards, free items) in the same two
 * steps. So "jewellery" finds rings before a free care guide that has the word in its name.
 */
function relevanceRankSql(searchText: string, terms: readonly string[]): SQL {
  const isJewellery = sql`(listed.type_id <> all(${textArray(NOT_JEWELLERY_TYPES)}) and listed.final_price > 0)`;
  const named = nameMatchSql('listed', terms);
  return sql`case
    when lower(listed.sku) = ${searchText} then 0
    when ${isJewellery} then case when ${named} then 1 else 2 end
    else case when ${named} then 3 else 4 end
  end`;
}

/**
 * ORDER BY for a listing over `listed`: the requested keys, or the default (relevance when
 * searching, position in the browsed category, else the recommended rank), then id so that pages
 * never overlap.
 */
function orderBySql(request: ProductSearchRequest, filter: ResolvedProductFilter, locale: LocaleKey): SQL {
  // Products placed in the browsed category itself come in its order; those only found below it
  // follow, in their subcategories' order.
  const browsed = filter.browsed;
  const positions = browsed
    ? [
        sql`(select pc.position from product_categories pc where pc.product_id = listed.id and pc.category_id = ${browsed.id})`,
        sql`(select min(pc.position) from product_categories pc where pc.product_id = listed.id and pc.category_id = any(${intArray(browsed.subtreeIds)}))`,
      ]
    : undefined;
  const searchText = request.searchText?.toLowerCase();
  const relevanceRank = request.searchTerms && searchText ? relevanceRankSql(searchText, request.searchTerms) : undefined;

  const byKey = (key: ProductSearchRequest['sort'][number]['key'], dir: 'ASC' | 'DESC'): SQL[] => {
    switch (key) {
      case 'position':
        return positions
          ? positions.map((position) => sql`${position} ${direction(dir)} nulls last`)
          : [sql`listed.recommended_rank ${direction(dir)}`];
      case 'relevance':
        // Magento's relevance DESC means the best matches first; rank 0 is the best.
        return relevanceRank
          ? [sql`${relevanceRank} ${direction(dir === 'DESC' ? 'ASC' : 'DESC')}`, sql`listed.recommended_rank asc`]
          : byKey('position', 'ASC');
      case 'name':
        return [sql`coalesce(nullif(listed.name->>${locale}, ''), listed.name->>'en') ${direction(dir)}`];
      case 'price':
        // Converting to the display currency keeps the order, so the base price sorts.
        return [sql`listed.final_price ${direction(dir)}`];
      case 'recommended':
        return [sql`listed.recommended_rank ${direction(dir)}`];
      case 'newest':
        return [sql`listed.news_from_date ${direction(dir)} nulls last`];
    }
  };

  const keys = request.sort.length
    ? request.sort.flatMap((entry) => byKey(entry.key, entry.direction))
    : relevanceRank
      ? byKey('relevance', 'DESC')
      : byKey('position', 'ASC');
  return sql.join([...keys, sql`listed.id asc`], sql`, `);
}

/**
 * One page of ids in order, each row carrying the total. Counting in a window over the same rows
 * keeps a listing to one statement; a page past the end returns no rows, and the caller counts.
 */
export function listingStatement(request: ProductSearchRequest, filter: ResolvedProductFilter, scope: ListingScope): SQL {
  return sql`with ${listedProductsCtes(request, filter, scope)}
    select listed.id, count(*) over () as total
    from listed
    where ${allOf(softConditions(filter).values())}
    order by ${orderBySql(request, filter, scope.locale)}
    limit ${request.pageSize} offset ${(request.currentPage - 1) * request.pageSize}`;
}

export function countStatement(request: ProductSearchRequest, filter: ResolvedProductFilter, scope: ListingScope): SQL {
  return sql`with ${listedProductsCtes(request, filter, scope)}
    select count(*) as total from listed where ${allOf(softConditions(filter).values())}`;
}

/**
 * Products listed in each category, descendants included, for the menu's product_count. `pairs`
 * maps each category to the categories whose counts it adds to (itself and its ancestors).
 */
export function categoryCountStatement(scope: ListingScope, pairs: ReadonlyArray<readonly [countedFor: number, categoryId: number]>): SQL {
  const noFilter: ResolvedProductFilter = { categoryIdSets: [], attributes: {} };
  return sql`with ${listedProductsCtes({}, noFilter, scope)}
    select scope.counted_for as category_id, count(distinct listed.id)::int as count
    from listed
    join product_categories pc on pc.product_id = listed.id
    join unnest(${intArray(pairs.map(([countedFor]) => countedFor))}, ${intArray(pairs.map(([, categoryId]) => categoryId))})
      as scope(counted_for, category_id) on scope.category_id = pc.category_id
    group by scope.counted_for`;
}
