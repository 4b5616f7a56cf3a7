/**
 * A website's catalog as listings read it, kept in the process (docs/decisions.md, "Category
 * listings from an index in each process"): each product that can be listed with its categories
 * and positions, facet attributes, sort keys, stock status and final price, gold pieces priced from
 * the gold prices in effect. Filtering, sorting, paging and facet counts are answered here by the
 * same rules as the listing SQL (productQuery.ts, aggregations.ts); the page's rows are then read
 * by id. Searches by typed text keep the SQL path.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { readAll } from '../../db/readAll.ts';
import { productCategories, productLinks, productPrices, productStock, products } from '../../db/schema.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { convertMinor } from '../../../rules/money.ts';
import type { CategoryFacet, FacetRow } from './aggregations.ts';
import { compositePricingOf, unitPrice, type GoldQuotes, type PriceRecord, type PricedProduct } from './pricing.ts';
import { categoryFilterCode, type ResolvedProductFilter, type SoftFilterCode } from './productQuery.ts';
import { FACET_ATTRIBUTES, PLAIN_ATTRIBUTES, type FacetAttribute, type PlainAttribute, type ProductSearchRequest, type StockStatus } from './productSearchInput.ts';
import { stockStatusOf, type StockRecord } from './stock.ts';

type AttributeCode = FacetAttribute | PlainAttribute;
const ATTRIBUTE_CODES: readonly AttributeCode[] = [...FACET_ATTRIBUTES, ...PLAIN_ATTRIBUTES];

/** A product the listing may show: active and visible in the catalog. */
interface Entry {
  id: number;
  typeId: string;
  sku: string;
  urlKey: string | null;
  categoryIds: number[];
  /** Position in each of its categories, for the default sort. */
  positions: Map<number, number>;
  attributes: Record<AttributeCode, string | null>;
  recommendedRank: number;
  /** 'YYYY-MM-DD', so it sorts as text; null sorts last. */
  newsFrom: string | null;
  /** The database's order of the product's name in each locale (ties share a rank). */
  nameRank: Record<LocaleKey, number>;
  stockStatus: StockStatus;
  /** Final price in the website's base currency; null when it cannot be priced here (not listed). */
  finalPrice: number | null;
  /** Priced from gold itself or from a gold member: what a new gold price re-prices. */
  goldPriced: boolean;
}

/** A product's own price inputs; members of composites are kept too. */
interface PricedRow extends PricedProduct {
  price: PriceRecord | undefined;
}

interface MemberRow {
  childId: number;
  optionCode: string | null;
  defaultQty: number;
}

/** The rows a website's index is built from. */
export interface ListingRows {
  products: Array<{
    id: number;
    typeId: string;
    sku: string;
    urlKey: string | null;
    visibleInCatalog: boolean;
    weightMg: number | null;
    goldCode: string | null;
    labourFeeUnit: string | null;
    recommendedRank: number;
    newsFromDate: string | null;
    attributes: Record<AttributeCode, string | null>;
    nameRank: Record<LocaleKey, number>;
  }>;
  prices: Map<number, PriceRecord>;
  stock: Map<number, StockRecord>;
  categories: Array<{ productId: number; categoryId: number; position: number }>;
  links: Array<{ parentId: number; childId: number; optionCode: string | null; defaultQty: number }>;
}

/** How names sort in a locale: the listing SQL's expression, ranked by the database's collation. */
function nameRankSql(locale: LocaleKey) {
  return sql<number>`dense_rank() over (order by coalesce(nullif(${products.name}->>${locale}, ''), ${products.name}->>'en'))`;
}

/**
 * Everything a website's listings read, in five statements: active products (inactive ones are
 * neither listed nor members), the website's prices and stock, category placements and links.
 */
export async function loadListingRows(db: Database, websiteId: number): Promise<ListingRows> {
  const [productRows, priceRows, stockRows, categoryRows, linkRows] = await readAll(db, [
    db
      .select({
        id: products.id,
        typeId: products.typeId,
        sku: products.sku,
        urlKey: products.urlKey,
        visibleInCatalog: products.visibleInCatalog,
        weightMg: products.weightMg,
        goldCode: products.goldCode,
        labourFeeUnit: products.labourFeeUnit,
        recommendedRank: products.recommendedRank,
        newsFromDate: products.newsFromDate,
        metal: products.metal,
        shape: products.shape,
        colour: products.colour,
        colored_diamond: products.coloredDiamond,
        clarity: products.clarity,
        certificate_type: products.certificateType,
        gold_code: products.goldCode,
        design_gender: products.designGender,
        brand: products.brand,
        cut: products.cut,
        rankEn: nameRankSql('en'),
        rankHant: nameRankSql('zh-Hant'),
        rankHans: nameRankSql('zh-Hans'),
      })
      .from(products)
      .where(eq(products.isActive, true)),
    db
      .select({
        productId: productPrices.productId,
        price: productPrices.price,
        specialPrice: productPrices.specialPrice,
        specialFrom: productPrices.specialFrom,
        specialTo: productPrices.specialTo,
        labourFee: productPrices.labourFee,
      })
      .from(productPrices)
      .where(eq(productPrices.websiteId, websiteId)),
    db
      .select({ productId: productStock.productId, quantity: productStock.quantity, isInStock: productStock.isInStock, backorders: productStock.backorders })
      .from(productStock)
      .where(eq(productStock.websiteId, websiteId)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId, position: productCategories.position })
      .from(productCategories)
      .orderBy(asc(productCategories.productId), asc(productCategories.categoryId)),
    db
      .select({ parentId: productLinks.parentId, childId: productLinks.childId, optionCode: productLinks.optionCode, defaultQty: productLinks.defaultQty })
      .from(productLinks)
      .innerJoin(products, and(eq(products.id, productLinks.childId), eq(products.isActive, true))),
  ]);
  return {
    products: productRows.map((row) => ({
      id: row.id,
      typeId: row.typeId,
      sku: row.sku,
      urlKey: row.urlKey,
      visibleInCatalog: row.visibleInCatalog,
      weightMg: row.weightMg,
      goldCode: row.goldCode,
      labourFeeUnit: row.labourFeeUnit,
      recommendedRank: row.recommendedRank,
      newsFromDate: row.newsFromDate,
      attributes: Object.fromEntries(ATTRIBUTE_CODES.map((code) => [code, row[code] ?? null])) as Record<AttributeCode, string | null>,
      nameRank: { en: Number(row.rankEn), 'zh-Hant': Number(row.rankHant), 'zh-Hans': Number(row.rankHans) },
    })),
    prices: new Map(priceRows.map(({ productId, ...record }) => [productId, record])),
    stock: new Map(stockRows.map(({ productId, ...record }) => [productId, record])),
    categories: categoryRows,
    links: linkRows,
  };
}

/** A soft filter as a test over an entry and its display price; facets count around each. */
interface SoftTest {
  code: SoftFilterCode;
  passes: (entry: Entry, displayPrice: number) => boolean;
}

/** Prices are split at these quantiles, as the SQL facets split them (aggregations.ts). */
const PRICE_QUANTILES = [0.2, 0.4, 0.6, 0.8];

/**
 * A cut rounded to one significant figure of major units, half away from zero, as the SQL facet's
 * round(cut / 100 / 10^floor(log(cut / 100))) * 10^floor(...) * 100 does; integers throughout.
 */
export function niceCut(cut: number): number {
  const major = Math.floor(cut / 100);
  let scale = 1;
  while (scale * 10 <= major) scale *= 10;
  const unit = 100 * scale;
  return Math.floor((2 * cut + unit) / (2 * unit)) * unit;
}

/** PostgreSQL's percentile_disc: the first value whose position reaches the fraction. */
function percentileDisc(sorted: readonly number[], fraction: number): number {
  const row = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(row, sorted.length) - 1];
}

/** Price buckets over display prices, as priceFacetSql counts them. */
export function priceFacetRows(prices: number[]): FacetRow[] {
  if (!prices.length) return [];
  const sorted = [...prices].sort((a, b) => a - b);
  const cuts = [
    ...new Set(
      PRICE_QUANTILES.map((fraction) => percentileDisc(sorted, fraction))
        .filter((cut) => cut >= 100)
        .map(niceCut),
    ),
  ].sort((a, b) => a - b);
  const buckets = new Map<number, { count: number; max: number }>();
  for (const price of sorted) {
    // width_bucket: how many cuts are at or below the price.
    let bucket = 0;
    while (bucket < cuts.length && cuts[bucket] <= price) bucket += 1;
    const counted = buckets.get(bucket);
    if (counted) {
      counted.count += 1;
      counted.max = Math.max(counted.max, price);
    } else buckets.set(bucket, { count: 1, max: price });
  }
  return [...buckets].map(([bucket, { count, max }]) => ({
    facet: 'price',
    value: String(bucket === 0 ? 0 : cuts[bucket - 1]),
    count,
    upper: bucket === cuts.length ? max : cuts[bucket] - 1,
  }));
}

export interface ListingPage {
  ids: number[];
  total: number;
}

/**
 * One website's index in one base currency. Prices are computed when it is built and again when
 * gold prices change (only the gold-priced entries) or a special price starts or ends.
 */
export class ListingIndex {
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<number, Entry>();
  private readonly own = new Map<number, PricedRow>();
  private readonly members = new Map<number, MemberRow[]>();
  private readonly displayPrices = new Map<number, Float64Array>();
  private quotes: GoldQuotes;
  /** When a special price starts or ends next, so prices are computed again then. */
  private pricesValidUntil = Infinity;

  constructor(rows: ListingRows, quotes: GoldQuotes, now: Date) {
    this.quotes = quotes;
    const categoriesOf = new Map<number, Array<{ categoryId: number; position: number }>>();
    for (const row of rows.categories) {
      const list = categoriesOf.get(row.productId) ?? [];
      list.push(row);
      categoriesOf.set(row.productId, list);
    }
    for (const link of rows.links) {
      const list = this.members.get(link.parentId) ?? [];
      list.push({ childId: link.childId, optionCode: link.optionCode, defaultQty: link.defaultQty });
      this.members.set(link.parentId, list);
    }
    for (const product of rows.products) {
      this.own.set(product.id, {
        typeId: product.typeId,
        weightMg: product.weightMg,
        goldCode: product.goldCode,
        labourFeeUnit: product.labourFeeUnit,
        price: rows.prices.get(product.id),
      });
    }
    const sortedProducts = [...rows.products].sort((a, b) => a.id - b.id);
    for (const product of sortedProducts) {
      if (!product.visibleInCatalog) continue;
      const placements = categoriesOf.get(product.id) ?? [];
      const entry: Entry = {
        id: product.id,
        typeId: product.typeId,
        sku: product.sku.toLowerCase(),
        urlKey: product.urlKey,
        categoryIds: placements.map((placement) => placement.categoryId),
        positions: new Map(placements.map((placement) => [placement.categoryId, placement.position])),
        attributes: product.attributes,
        recommendedRank: product.recommendedRank,
        newsFrom: product.newsFromDate,
        nameRank: product.nameRank,
        stockStatus: stockStatusOf(product.typeId, rows.stock.get(product.id)),
        finalPrice: null,
        goldPriced: this.isGoldPriced(product.id),
      };
      this.entries.push(entry);
      this.byId.set(entry.id, entry);
    }
    this.priceEntries(this.entries, now);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Gold prices changed: re-price the entries priced from gold, leave the rest. Answers how many. */
  repriceGold(quotes: GoldQuotes, now: Date): number {
    this.quotes = quotes;
    const gold = this.entries.filter((entry) => entry.goldPriced);
    this.priceEntries(gold, now);
    return gold.length;
  }

  /** Today's gold quotes differ from those the index priced with. */
  goldQuotesDiffer(quotes: GoldQuotes): boolean {
    if (quotes.size !== this.quotes.size) return true;
    for (const [code, quote] of quotes) {
      const priced = this.quotes.get(code);
      if (!priced || priced.sellPerUnit !== quote.sellPerUnit || priced.quotedUnit !== quote.quotedUnit) return true;
    }
    return false;
  }

  /** Special prices that started or ended since the prices were computed are applied first. */
  ensurePricesAt(now: Date): void {
    if (now.getTime() >= this.pricesValidUntil) this.priceEntries(this.entries, now);
  }

  /** The page of ids in order and the total, as listingStatement answers. */
  page(request: ProductSearchRequest, filter: ResolvedProductFilter, locale: LocaleKey, displayRate: number | undefined): ListingPage {
    const tests = softTests(filter);
    const display = this.displayPricesFor(displayRate);
    const matches = this.candidates(filter).filter((entry) => tests.every((test) => test.passes(entry, display[entry.id])));
    matches.sort(comparator(request, filter, locale));
    const start = (request.currentPage - 1) * request.pageSize;
    return { ids: matches.slice(start, start + request.pageSize).map((entry) => entry.id), total: matches.length };
  }

  /**
   * The facets' rows, as aggregationStatement answers: each facet counts the products that pass
   * every soft filter but its own. A product failing none counts in every facet, one failing
   * exactly one counts in that filter's facet alone.
   */
  facets(filter: ResolvedProductFilter, categoryFacet: CategoryFacet, displayRate: number | undefined): FacetRow[] {
    const tests = softTests(filter);
    const display = this.displayPricesFor(displayRate);
    const counted: Array<{ entry: Entry; failed: SoftFilterCode | undefined }> = [];
    for (const entry of this.candidates(filter)) {
      let failed: SoftFilterCode | undefined;
      let failures = 0;
      for (const test of tests) {
        if (test.passes(entry, display[entry.id])) continue;
        failures += 1;
        failed = test.code;
        if (failures > 1) break;
      }
      if (failures <= 1) counted.push({ entry, failed });
    }
    const around = (code: SoftFilterCode) => counted.filter(({ failed }) => failed === undefined || failed === code).map(({ entry }) => entry);

    const rows: FacetRow[] = priceFacetRows(around('price').map((entry) => display[entry.id]));
    const groups = [...new Set(categoryFacet.options.map((option) => option.group))];
    for (const group of groups) {
      const scope = around(categoryFilterCode(group));
      for (const option of categoryFacet.options.filter((candidate) => candidate.group === group)) {
        const subtree = new Set(option.subtreeIds);
        const count = scope.filter((entry) => entry.categoryIds.some((id) => subtree.has(id))).length;
        if (count) rows.push({ facet: 'category_id', value: String(option.id), count, upper: null });
      }
    }
    for (const code of [...FACET_ATTRIBUTES, 'stock_status'] as const) {
      const counts = new Map<string, number>();
      for (const entry of around(code)) {
        const value = code === 'stock_status' ? entry.stockStatus : entry.attributes[code];
        if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      for (const [value, count] of counts) rows.push({ facet: code, value, count, upper: null });
    }
    return rows;
  }

  /** Listed products passing the hard conditions (hardConditions in productQuery.ts). */
  private candidates(filter: ResolvedProductFilter): Entry[] {
    const categorySets = filter.categoryIdSets.map((ids) => new Set(ids));
    const skus = filter.skus && new Set(filter.skus);
    const urlKeys = filter.urlKeys && new Set(filter.urlKeys);
    const typeIds = filter.typeIds && new Set(filter.typeIds);
    const plain = PLAIN_ATTRIBUTES.flatMap((code) => {
      const values = filter.attributes[code];
      return values ? [{ code, values: new Set(values) }] : [];
    });
    return this.entries.filter(
      (entry) =>
        entry.finalPrice !== null &&
        categorySets.every((set) => entry.categoryIds.some((id) => set.has(id))) &&
        (!skus || skus.has(entry.sku)) &&
        (!urlKeys || (entry.urlKey !== null && urlKeys.has(entry.urlKey))) &&
        (!typeIds || typeIds.has(entry.typeId)) &&
        plain.every(({ code, values }) => entry.attributes[code] !== null && values.has(entry.attributes[code])),
    );
  }

  private isGoldPriced(id: number): boolean {
    if (this.own.get(id)?.typeId === 'calculation_gold') return true;
    return (this.members.get(id) ?? []).some((member) => this.own.get(member.childId)?.typeId === 'calculation_gold');
  }

  private unitFinal(id: number, now: Date): number | undefined {
    const row = this.own.get(id);
    return row ? unitPrice(row, row.price, this.quotes, now)?.final : undefined;
  }

  /** The listing's price of each entry: its own, or from its members (listedProductsCtes). */
  private priceEntries(entries: readonly Entry[], now: Date): void {
    for (const entry of entries) {
      const members = this.members.get(entry.id) ?? [];
      const pricing = compositePricingOf(entry.typeId);
      let price: number | undefined;
      if (pricing === 'cheapest_member') {
        for (const member of members) {
          const final = this.unitFinal(member.childId, now);
          if (final !== undefined && (price === undefined || final < price)) price = final;
        }
      } else if (pricing === 'sum_of_options') {
        const cheapest = new Map<string, number>();
        for (const member of members) {
          const final = this.unitFinal(member.childId, now);
          if (final === undefined) continue;
          const key = member.optionCode ?? '';
          const choice = final * member.defaultQty;
          const known = cheapest.get(key);
          if (known === undefined || choice < known) cheapest.set(key, choice);
        }
        if (cheapest.size) price = [...cheapest.values()].reduce((sum, choice) => sum + choice, 0);
      }
      entry.finalPrice = price ?? this.unitFinal(entry.id, now) ?? null;
    }
    this.displayPrices.clear();
    this.pricesValidUntil = Infinity;
    for (const row of this.own.values()) {
      for (const bound of [row.price?.specialFrom, row.price?.specialTo]) {
        if (bound && bound.getTime() > now.getTime()) this.pricesValidUntil = Math.min(this.pricesValidUntil, bound.getTime());
      }
    }
  }

  /** Display prices by product id, converted once per rate and kept until prices change. */
  private displayPricesFor(rate: number | undefined): Record<number, number> {
    const key = rate ?? 0;
    let prices = this.displayPrices.get(key);
    if (!prices) {
      const maxId = this.entries.length ? this.entries[this.entries.length - 1].id : 0;
      prices = new Float64Array(maxId + 1);
      for (const entry of this.entries) {
        if (entry.finalPrice === null) continue;
        prices[entry.id] = rate === undefined ? entry.finalPrice : convertMinor(entry.finalPrice, rate);
      }
      this.displayPrices.set(key, prices);
    }
    return prices;
  }
}

/** The soft conditions of softConditions (productQuery.ts) as tests. */
function softTests(filter: ResolvedProductFilter): SoftTest[] {
  const tests: SoftTest[] = [];
  for (const { group, ids } of filter.facetCategoryGroups ?? []) {
    const set = new Set(ids);
    tests.push({ code: categoryFilterCode(group), passes: (entry) => entry.categoryIds.some((id) => set.has(id)) });
  }
  for (const code of FACET_ATTRIBUTES) {
    const values = filter.attributes[code];
    if (!values) continue;
    const set = new Set(values);
    tests.push({ code, passes: (entry) => entry.attributes[code] !== null && set.has(entry.attributes[code]) });
  }
  if (filter.stockStatuses) {
    const set = new Set(filter.stockStatuses);
    tests.push({ code: 'stock_status', passes: (entry) => set.has(entry.stockStatus) });
  }
  const price = filter.price;
  if (price) {
    tests.push({
      code: 'price',
      passes: (_, display) => (price.from === undefined || display >= price.from) && (price.to === undefined || display <= price.to),
    });
  }
  return tests;
}

type Compare = (a: Entry, b: Entry) => number;

/** Ascending with nulls last, or descending with nulls last (the SQL's explicit `nulls last`). */
function nullsLast(a: number | string | null, b: number | string | null, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = a < b ? -1 : a > b ? 1 : 0;
  return descending ? -order : order;
}

function plain(a: number, b: number, descending: boolean): number {
  return descending ? b - a : a - b;
}

/** orderBySql (productQuery.ts) without relevance, which only a typed search has. */
function comparator(request: ProductSearchRequest, filter: ResolvedProductFilter, locale: LocaleKey): Compare {
  const browsed = filter.browsed;
  const subtree = browsed && new Set(browsed.subtreeIds);
  const inSubtree = new Map<number, number | null>();
  const subtreePosition = (entry: Entry): number | null => {
    let position = inSubtree.get(entry.id);
    if (position === undefined) {
      position = null;
      for (const [categoryId, placed] of entry.positions) {
        if (subtree!.has(categoryId) && (position === null || placed < position)) position = placed;
      }
      inSubtree.set(entry.id, position);
    }
    return position;
  };
  const byKey = (key: ProductSearchRequest['sort'][number]['key'], descending: boolean): Compare[] => {
    switch (key) {
      case 'position':
        return browsed
          ? [
              (a, b) => nullsLast(a.positions.get(browsed.id) ?? null, b.positions.get(browsed.id) ?? null, descending),
              (a, b) => nullsLast(subtreePosition(a), subtreePosition(b), descending),
            ]
          : [(a, b) => plain(a.recommendedRank, b.recommendedRank, descending)];
      case 'relevance':
        return byKey('position', false);
      case 'name':
        return [(a, b) => plain(a.nameRank[locale], b.nameRank[locale], descending)];
      case 'price':
        return [(a, b) => plain(a.finalPrice!, b.finalPrice!, descending)];
      case 'recommended':
        return [(a, b) => plain(a.recommendedRank, b.recommendedRank, descending)];
      case 'newest':
        return [(a, b) => nullsLast(a.newsFrom, b.newsFrom, descending)];
    }
  };
  const keys = request.sort.length ? request.sort.flatMap((entry) => byKey(entry.key, entry.direction === 'DESC')) : byKey('position', false);
  return (a, b) => {
    for (const compare of keys) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  };
}
