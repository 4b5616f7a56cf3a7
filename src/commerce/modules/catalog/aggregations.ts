/**
 * Layered navigation, by Magento's rules: the values chosen in one facet combine with OR, facets
 * with AND, and each facet's counts apply every other facet's filter but not its own, so choosing
 * "round" still shows how many "oval" pieces there are, and how many of the round ones are GIA
 * certified. All facets come from one statement over the listing's priced products.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { formatMoney, MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '../../../rules/money.ts';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductSearchRequest } from './productSearchInput.ts';
import { allOf, categoryFilterCode, listedProductsCtes, softConditions, type ListingScope, type ResolvedProductFilter, type SoftFilterCode } from './productQuery.ts';
import type { ReferenceData } from './referenceData.ts';
import { attributePosition, attributeTitle, attributeValueLabel, attributeValueRank } from './attributeLabels.ts';

export interface AggregationOptionView {
  label: string;
  value: string;
  count: number;
}

export interface AggregationView {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOptionView[];
}

/** Facets on product columns, in the order they are shown when the attributes table is silent. */
const COLUMN_FACETS: ReadonlyArray<FacetAttribute | 'stock_status'> = [...FACET_ATTRIBUTES, 'stock_status'];

/**
 * The category facet offers the children of the browsed category (or of the root), each in the
 * group it classifies by (categoryConditions.ts).
 */
export interface CategoryFacet {
  options: Array<{ id: number; group: string; subtreeIds: number[] }>;
}

export interface FacetRow {
  facet: string;
  value: string;
  count: number;
  /** For price buckets: the bucket's last cent, in display minor units. */
  upper: number | null;
}

function excluding(conditions: Map<SoftFilterCode, SQL>, own: SoftFilterCode | undefined): SQL {
  return allOf([...conditions].filter(([code]) => code !== own).map(([, condition]) => condition));
}

/** Prices are split at these quantiles, so each bucket holds a similar share of the products. */
const PRICE_QUANTILES = [0.2, 0.4, 0.6, 0.8];

/**
 * Price buckets for shoppers: cut at the quantiles of the products' prices, each cut rounded to one
 * significant figure (2,000, 8,000, 30,000 ...) so the ranges read as round numbers. A bucket's
 * value is its lower bound; `upper` is its last cent (the next cut minus one), or the dearest price
 * for the last bucket.
 */
function priceFacetSql(conditions: Map<SoftFilterCode, SQL>): SQL {
  return sql`select 'price'::text as facet,
      (case when bucket = 0 then 0 else cuts[bucket] end)::text as value,
      count(*)::int as count,
      case when bucket = coalesce(array_length(cuts, 1), 0) then max(display_price) else cuts[bucket + 1] - 1 end as upper
    from (
      select price_scope.display_price, price_cuts.cuts, width_bucket(price_scope.display_price, price_cuts.cuts) as bucket
      from (select listed.display_price from listed where ${excluding(conditions, 'price')}) price_scope
      cross join (
        select array(
          select distinct (round(cut / 100.0 / power(10, floor(log(cut / 100.0)))) * power(10, floor(log(cut / 100.0))) * 100)::bigint as nice
          from unnest((
            select percentile_disc(${sql.param(PRICE_QUANTILES)}::float8[]) within group (order by listed.display_price)
            from listed where ${excluding(conditions, 'price')}
          )) as cut
          where cut >= 100
          order by nice
        ) as cuts
      ) price_cuts
    ) bucketed
    group by bucket, cuts`;
}

function columnFacetSql(code: SoftFilterCode, conditions: Map<SoftFilterCode, SQL>): SQL {
  const column = sql`listed.${sql.identifier(code)}`;
  return sql`select ${code}::text as facet, ${column}::text as value, count(*)::int as count, null::bigint as upper
    from listed where ${column} is not null and ${excluding(conditions, code)}
    group by ${column}`;
}

/**
 * The category facet, one branch per group of options: an option's count applies every filter but
 * its own group's, as an attribute's options are counted (choosing "Round" still counts "Oval", and
 * counts "GIA Certified" among round pieces).
 */
function categoryFacetSql(facet: CategoryFacet, conditions: Map<SoftFilterCode, SQL>): SQL[] {
  const groups = [...new Set(facet.options.map((option) => option.group))];
  return groups.flatMap((group) => {
    const pairs = facet.options
      .filter((option) => option.group === group)
      .flatMap((option) => option.subtreeIds.map((categoryId) => [option.id, categoryId] as const));
    if (!pairs.length) return [];
    return [
      sql`select 'category_id'::text as facet, scope.option_id::text as value, count(distinct listed.id)::int as count, null::bigint as upper
    from listed
    join product_categories pc on pc.product_id = listed.id
    join unnest(${sql.param(pairs.map(([optionId]) => optionId))}::int[], ${sql.param(pairs.map(([, categoryId]) => categoryId))}::int[])
      as scope(option_id, category_id) on scope.category_id = pc.category_id
    where ${excluding(conditions, categoryFilterCode(group))}
    group by scope.option_id`,
    ];
  });
}

export function aggregationStatement(
  request: ProductSearchRequest,
  filter: ResolvedProductFilter,
  scope: ListingScope,
  categoryFacet: CategoryFacet,
): SQL {
  const conditions = softConditions(filter);
  const branches = [
    priceFacetSql(conditions),
    ...categoryFacetSql(categoryFacet, conditions),
    ...COLUMN_FACETS.map((code) => columnFacetSql(code, conditions)),
  ];
  return sql`with ${listedProductsCtes(request, filter, scope)}
    ${sql.join(branches, sql` union all `)}`;
}

function majorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

export interface AggregationContext {
  locale: LocaleKey;
  reference: ReferenceData;
  /** The currency price buckets are counted in. */
  currency: CurrencyCode;
}

/**
 * A bucket's value is "from_to" in major units with `to` its last cent, so that passing it back as
 * price {from, to} (both inclusive) selects exactly the products counted. Its label reads in whole
 * dollars, as jewellery is priced: "HK$0 - HK$3,999", the last bucket up to its dearest piece.
 */
function priceOptions(rows: FacetRow[], context: AggregationContext): AggregationOptionView[] {
  const money = (amount: number) => formatMoney({ amount, currency: context.currency });
  const buckets = rows.map((row) => ({ from: Number(row.value), to: Number(row.upper), count: row.count })).sort((a, b) => a.from - b.from);
  return buckets.map(({ from, to, count }, index) => ({
    value: `${majorText(from)}_${majorText(to)}`,
    label: `${money(wholeMajorBelow(from))} - ${money(index === buckets.length - 1 ? wholeMajorAbove(to) : wholeMajorBelow(to))}`,
    count,
  }));
}

function wholeMajorBelow(minor: number): number {
  return minor - (minor % MINOR_UNITS_PER_MAJOR);
}

function wholeMajorAbove(minor: number): number {
  return wholeMajorBelow(minor + MINOR_UNITS_PER_MAJOR - 1);
}

function categoryOptions(rows: FacetRow[], context: AggregationContext): AggregationOptionView[] {
  return rows
    .flatMap((row) => {
      const record = context.reference.categories.get(Number(row.value));
      return record ? [{ record, option: { value: row.value, label: pickLocalized(record.name, context.locale), count: row.count } }] : [];
    })
    .sort((a, b) => a.record.position - b.record.position || a.record.id - b.record.id)
    .map(({ option }) => option);
}

function columnOptions(code: string, rows: FacetRow[], context: AggregationContext): AggregationOptionView[] {
  return rows
    .map((row) => ({ value: row.value, label: attributeValueLabel(code, row.value, context.reference, context.locale), count: row.count }))
    .sort((a, b) => attributeValueRank(code, a.value) - attributeValueRank(code, b.value) || a.label.localeCompare(b.label));
}

/** Facets with at least one option, ordered by the attributes table's positions. */
export function toAggregations(rows: FacetRow[], context: AggregationContext): AggregationView[] {
  const byFacet = new Map<string, FacetRow[]>();
  for (const row of rows) byFacet.set(row.facet, [...(byFacet.get(row.facet) ?? []), row]);
  const order = ['price', 'category_id', ...COLUMN_FACETS];
  return order
    .flatMap((code) => {
      const facetRows = byFacet.get(code);
      if (!facetRows?.length) return [];
      const options =
        code === 'price' ? priceOptions(facetRows, context) : code === 'category_id' ? categoryOptions(facetRows, context) : columnOptions(code, facetRows, context);
      if (!options.length) return [];
      return [
        {
          attribute_code: code,
          label: attributeTitle(code, context.reference, context.locale),
          count: options.length,
          // Facets the attributes table does not place follow those it does, in this module's order.
          position: attributePosition(code, context.reference, 1000 + order.indexOf(code)),
          options,
        },
      ];
    })
    .sort((a, b) => a.position - b.position);
}
