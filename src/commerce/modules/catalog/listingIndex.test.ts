/**
 * The listing index (docs/decisions.md, "Category listings from an index in each process"): it
 * answers pages, totals and facets as the listing SQL does, stays current with catalog, stock and
 * gold price changes (another instance's: test/listingTwoInstances.test.ts), and identical
 * listings asked for at once are computed once. The rows the listed products are shown from are
 * kept too (docs/decisions.md, "Product rows kept in each process"), and read again after a change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import type { GoldCode } from '../../../rules/gold.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { CommerceServices } from '../../services.ts';
import { resolveStoreScope, type StoreScope } from '../../core/requestContext.ts';
import { aggregationStatement, type FacetRow } from './aggregations.ts';
import { categoryFacet, resolveProductFilter } from './categoryConditions.ts';
import { ListingIndex } from './listingIndex.ts';
import { goldQuotesFor } from './pricing.ts';
import { listingStatement, type ListingScope } from './productQuery.ts';
import { parseProductSearch, type ProductSearchArgs } from './productSearchInput.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

function services(target: TestApp = app): CommerceServices {
  return (target.app as unknown as { commerce: CommerceServices }).commerce;
}

/** The same request answered by the SQL statements and by the index. */
async function bothWays(args: ProductSearchArgs, store: StoreScope, locale: LocaleKey) {
  const website = { id: store.website.id, baseCurrency: store.baseCurrency };
  const displayCurrency = store.displayCurrency;
  const catalog = services().catalog;
  const { store: stores, gold } = services();
  const reference = await catalog.referenceData();
  const request = parseProductSearch(args, 24);
  const { filter, facet, facetParentId } = resolveProductFilter(request.filter, reference.categories);
  const now = new Date();
  const scope: ListingScope = {
    websiteId: website.id,
    locale,
    now,
    quotes: goldQuotesFor(website.baseCurrency, gold, stores),
    displayRate: displayCurrency === website.baseCurrency ? undefined : stores.rate(website.baseCurrency, displayCurrency),
  };
  const pageRows = await queryRows<{ id: number; total: number }>(app, listingStatement(request, filter, scope));
  const facets = [facet, categoryFacet(facetParentId, reference.categories, false)];
  const sqlFacets = await Promise.all(facets.map((one) => queryRows<FacetRow>(app, aggregationStatement(request, filter, scope, one))));
  const index = await catalog.listingIndexes.current(website.id, website.baseCurrency, now);
  const page = index.page(request, filter, locale, scope.displayRate);
  const normal = (rows: FacetRow[]) =>
    rows
      .map((row) => ({ facet: row.facet, value: String(row.value), count: Number(row.count), upper: row.upper == null ? null : Number(row.upper) }))
      .sort((a, b) => a.facet.localeCompare(b.facet) || a.value.localeCompare(b.value));
  return {
    sql: { ids: pageRows.map((row) => Number(row.id)), total: pageRows.length ? Number(pageRows[0].total) : 0, facets: sqlFacets.map(normal) },
    index: { ids: page.ids, total: request.currentPage > 1 && !page.ids.length ? 0 : page.total, facets: facets.map((one) => normal(index.facets(filter, one, scope.displayRate))) },
  };
}

describe('answers as the listing SQL does', () => {
  it('for filters, sorts, pages, locales and currencies as storefronts send them', async () => {
    const reference = await services().catalog.referenceData();
    const top = reference.categories.menuChildren(reference.categories.root()!.id);
    const browsed = top.find((category) => reference.categories.children(category.id).length > 1) ?? top[0];
    const child = reference.categories.children(browsed.id)[0];
    const uid = Buffer.from(String(browsed.id)).toString('base64');
    const inCategory = { category_uid: { eq: uid } };
    const [common] = await queryRows<{ metal: string }>(
      app,
      sql`select metal from products where metal is not null and is_active and visible_in_catalog group by metal order by count(*) desc limit 1`,
    );
    const cases: Array<{ args: ProductSearchArgs; locale?: LocaleKey }> = [
      { args: {} },
      { args: { filter: inCategory } },
      { args: { filter: inCategory, sort: { price: 'ASC' } } },
      { args: { filter: inCategory, sort: { price: 'DESC' }, currentPage: 2, pageSize: 6 } },
      { args: { filter: { ...inCategory, metal: { in: [common.metal] } }, sort: { price: 'ASC' } } },
      { args: { filter: { ...inCategory, category_id: { eq: String(child.id) } } } },
      { args: { filter: { ...inCategory, stock_status: { eq: 'IN_STOCK' } }, sort: { newest: 'DESC' } } },
      { args: { filter: { ...inCategory, price: { from: '1000', to: '20000' } }, sort: { recommended: 'ASC' } } },
      { args: { filter: { type_id: { in: ['configurable', 'bundle', 'calculation_gold'] } }, sort: { name: 'ASC' } }, locale: 'zh-Hant' },
      { args: { filter: inCategory, sort: { name: 'DESC' } }, locale: 'zh-Hans' },
      { args: { filter: { ...inCategory, metal: { in: [common.metal] }, shape: { in: ['round', 'oval'] } }, sort: { position: 'DESC' } } },
      { args: { filter: { gold_code: { in: ['999', '999.9'] } }, sort: { price: 'DESC' } } },
      { args: { filter: { category_id: { in: [String(browsed.id), String(child.id)] } }, sort: { relevance: 'DESC' } } },
    ];
    let listed = 0;
    let facetRows = 0;
    for (const { args, locale = 'en' } of cases) {
      for (const store of [resolveStoreScope('tsl_en', undefined), resolveStoreScope('tsl_my_en', 'HKD')]) {
        const answers = await bothWays(args, store, locale);
        expect(answers.index, JSON.stringify({ args, store: store.view.code })).toEqual(answers.sql);
        listed += answers.sql.ids.length;
        facetRows += answers.sql.facets.flat().length;
      }
    }
    // The cases list products and count facets, so the comparison compared something.
    expect(listed).toBeGreaterThan(100);
    expect(facetRows).toBeGreaterThan(50);
  });
});

const BY_SKU = `query ($sku: String!, $stock: [String]) {
  products(filter: { sku: { eq: $sku }, stock_status: { in: $stock } }) {
    total_count
    items { sku price_range { minimum_price { final_price { minor_units } } } }
  }
}`;

interface BySku {
  products: { total_count: number; items: Array<{ sku: string; price_range: { minimum_price: { final_price: { minor_units: number } } } }> };
}

async function listedBySku(target: TestApp, sku: string, stock?: string[]): Promise<BySku['products']> {
  const answer = await target.graphql<BySku>(BY_SKU, { sku, stock });
  expect(answer.errors).toBeUndefined();
  return answer.data!.products;
}

/** A catalog write as the store makes them: the change and the version bump commit together, then it is announced. */
async function catalogWrite(target: TestApp, statement: ReturnType<typeof sql>): Promise<void> {
  const { changes } = services(target);
  const version = await target.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    return changes.bump(tx);
  });
  await changes.notify(version);
}

async function simpleInStock(): Promise<{ id: number; sku: string }> {
  const [row] = await queryRows<{ id: number; sku: string }>(
    app,
    sql`select p.id, p.sku from products p join product_stock ps on ps.product_id = p.id and ps.website_id = 1
        join product_prices pp on pp.product_id = p.id and pp.website_id = 1
        where p.type_id = 'simple' and p.is_active and p.visible_in_catalog and ps.is_in_stock and ps.quantity > 0
        order by p.id limit 1`,
  );
  return { id: Number(row.id), sku: row.sku };
}

async function goldProduct(): Promise<{ sku: string; goldCode: string }> {
  const [row] = await queryRows<{ sku: string; gold_code: string }>(
    app,
    sql`select p.sku, p.gold_code from products p join product_prices pp on pp.product_id = p.id and pp.website_id = 1
        where p.type_id = 'calculation_gold' and p.is_active and p.visible_in_catalog and p.gold_code = 'HK-CK9999'
        order by p.id limit 1`,
  );
  return { sku: row.sku, goldCode: row.gold_code };
}

describe('stays current', () => {
  it('shows a product hidden, a piece sold out and a new gold price at the next listing', async () => {
    const product = await simpleInStock();
    expect((await listedBySku(app, product.sku)).total_count).toBe(1);

    await catalogWrite(app, sql`update products set visible_in_catalog = false where id = ${product.id}`);
    expect((await listedBySku(app, product.sku)).total_count).toBe(0);
    await catalogWrite(app, sql`update products set visible_in_catalog = true where id = ${product.id}`);
    expect((await listedBySku(app, product.sku)).total_count).toBe(1);

    await catalogWrite(app, sql`update product_stock set is_in_stock = false where product_id = ${product.id} and website_id = 1`);
    expect((await listedBySku(app, product.sku, ['OUT_OF_STOCK'])).total_count).toBe(1);
    expect((await listedBySku(app, product.sku, ['IN_STOCK'])).total_count).toBe(0);
    await catalogWrite(app, sql`update product_stock set is_in_stock = true where product_id = ${product.id} and website_id = 1`);
    expect((await listedBySku(app, product.sku, ['IN_STOCK'])).total_count).toBe(1);

    const gold = await goldProduct();
    const before = (await listedBySku(app, gold.sku)).items[0].price_range.minimum_price.final_price.minor_units;
    const indexes = services().catalog.listingIndexes;
    const loads = indexes.stats.loads;
    const rowReads = services().catalog.productRows.stats.reads;
    const repricings = indexes.stats.repricings;
    const current = services().gold.current(gold.goldCode as GoldCode)!;
    const [sell, buy] = current.quotedUnit === 'tael' ? [current.sellPerTael, current.buyPerTael] : [current.sellPerGram, current.buyPerGram];
    await services().gold.setPrice({ goldCode: gold.goldCode, sellPrice: ((sell * 2) / 100).toFixed(2), buyPrice: ((buy * 2) / 100).toFixed(2) }, 'test');
    const after = await listedBySku(app, gold.sku);
    expect(after.items[0].price_range.minimum_price.final_price.minor_units).toBeGreaterThan(before);
    // Sorted and filtered by the new price: the listing's price filter finds it at its new price.
    const priced = await app.graphql<BySku>(
      `query ($sku: String!, $from: String!) { products(filter: { sku: { eq: $sku }, price: { from: $from } }) { total_count items { sku price_range { minimum_price { final_price { minor_units } } } } } }`,
      { sku: gold.sku, from: String(after.items[0].price_range.minimum_price.final_price.minor_units / 100) },
    );
    expect(priced.data!.products.total_count).toBe(1);
    // Re-priced in place, not read again; the piece's kept rows are priced with the new quotes.
    expect(indexes.stats.loads).toBe(loads);
    expect(services().catalog.productRows.stats.reads).toBe(rowReads);
    expect(indexes.stats.repricings).toBeGreaterThan(repricings);
    expect(indexes.stats.lastRepricing!.entries).toBeGreaterThan(0);
  });
});

const CARD_BY_SKU = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items { name stock_status only_x_left_in_stock price_range { minimum_price { final_price { minor_units } } } }
  }
}`;

interface CardBySku {
  products: { items: Array<{ name: string; stock_status: string; only_x_left_in_stock: number | null; price_range: { minimum_price: { final_price: { minor_units: number } } } }> };
}

async function cardBySku(sku: string): Promise<CardBySku['products']['items'][number]> {
  const answer = await app.graphql<CardBySku>(CARD_BY_SKU, { sku });
  expect(answer.errors).toBeUndefined();
  return answer.data!.products.items[0];
}

describe('the rows products are shown from', () => {
  it('are read once, and again after a change to the name, the price or the stock', async () => {
    const product = await simpleInStock();
    const [original] = await queryRows<{ name: unknown; price: number; special_price: number | null; quantity: number }>(
      app,
      sql`select p.name, pp.price, pp.special_price, ps.quantity from products p
          join product_prices pp on pp.product_id = p.id and pp.website_id = 1
          join product_stock ps on ps.product_id = p.id and ps.website_id = 1 where p.id = ${product.id}`,
    );
    const rows = services().catalog.productRows;
    await cardBySku(product.sku);
    const reads = rows.stats.reads;
    await cardBySku(product.sku);
    expect(rows.stats.reads).toBe(reads);

    try {
      await catalogWrite(app, sql`update products set name = jsonb_set(name, '{en}', '"Renamed for the test"') where id = ${product.id}`);
      expect((await cardBySku(product.sku)).name).toBe('Renamed for the test');
      await catalogWrite(app, sql`update product_prices set price = 123400, special_price = null where product_id = ${product.id} and website_id = 1`);
      expect((await cardBySku(product.sku)).price_range.minimum_price.final_price.minor_units).toBe(123400);
      await catalogWrite(app, sql`update product_stock set quantity = 2 where product_id = ${product.id} and website_id = 1`);
      expect((await cardBySku(product.sku)).only_x_left_in_stock).toBe(2);
      expect(rows.stats.reads).toBe(reads + 3);
    } finally {
      await catalogWrite(
        app,
        sql`update products set name = ${JSON.stringify(original.name)}::jsonb where id = ${product.id}`,
      );
      await catalogWrite(
        app,
        sql`update product_prices set price = ${original.price}, special_price = ${original.special_price} where product_id = ${product.id} and website_id = 1`,
      );
      await catalogWrite(app, sql`update product_stock set quantity = ${original.quantity} where product_id = ${product.id} and website_id = 1`);
    }
  });
});

describe('request coalescing', () => {
  it('computes 1,000 identical listings asked for at once once, after a change', async () => {
    const catalog = services().catalog;
    const scope = resolveStoreScope('tsl_en', undefined);
    const reference = await catalog.referenceData();
    const category = reference.categories.menuChildren(reference.categories.root()!.id)[0];
    const request = parseProductSearch({ filter: { category_id: { eq: String(category.id) } }, sort: { price: 'ASC' } }, 24);
    await catalogWrite(app, sql`update products set recommended_rank = recommended_rank where false`);
    const loads = catalog.listingIndexes.stats.loads;
    const pages = vi.spyOn(ListingIndex.prototype, 'page');
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, () => catalog.searchProducts(request, scope)));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.ids))).size).toBe(1);
      expect(pages).toHaveBeenCalledTimes(1);
      expect(catalog.listingIndexes.stats.loads).toBe(loads + 1);
    } finally {
      pages.mockRestore();
    }
  });
});
