/**
 * docs/design.md, API: no N+1 queries. A listing costs the same number of SQL statements whatever its page
 * size, with every product type and nested field a storefront asks for, and none for products
 * already shown since the catalog last changed (docs/decisions.md, "Product rows kept in each process"),
 * nor for a URL or a CMS block read since then.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { PRICE_FIELDS } from '../../../../test/kits/catalog.ts';
import { eq } from 'drizzle-orm';
import { cmsBlocks, products } from '../../db/schema.ts';
import type { CommerceServices } from '../../services.ts';

let app: TestApp;

function rowReads(): number {
  return (app.app as unknown as { commerce: CommerceServices }).commerce.catalog.productRows.stats.reads;
}

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

const FULL_LISTING = `query ($pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    aggregations { attribute_code options { value count } }
    items {
      __typename id sku name stock_status only_x_left_in_stock ${PRICE_FIELDS}
      thumbnail { url } media_gallery { url position }
      categories { id name breadcrumbs { category_id } product_count children { id } }
      gold_price { metal_value { value } }
      ... on ConfigurableProduct {
        configurable_options { label values { label } }
        variants { attributes { label } product { sku stock_status media_gallery { url } ${PRICE_FIELDS} } }
      }
      ... on BundleProduct { items { title options { product { sku ${PRICE_FIELDS} } } } }
      ... on GroupedProduct { items { product { sku } } }
    }
  }
}`;

/**
 * Statements of the listing's given pages, the fewest of the runs: on PostgreSQL the server polls
 * the catalog version every second, and a poll landing inside a measurement is not the listing's cost.
 */
async function statementsFor(pageSize: number, pages: number[]): Promise<{ statements: number; items: number }> {
  const runs: number[] = [];
  let items = 0;
  for (const currentPage of pages) {
    const before = app.database.statements.count;
    const answer = await app.graphql<{ products: { items: unknown[] } }>(FULL_LISTING, { pageSize, currentPage, sort: { price: 'DESC' } });
    expect(answer.errors).toBeUndefined();
    runs.push(app.database.statements.count - before);
    items = answer.data!.products.items.length;
  }
  return { statements: Math.min(...runs), items };
}

it('costs six statements for 6, 24 or 48 products shown the first time, and none after', async () => {
  // The first request reads the category tree, attribute labels, product counts and the listing
  // index, kept until the catalog changes; its products' rows are kept too.
  await statementsFor(6, [1]);
  const reads = rowReads();

  // Each of these pages holds products no page before it showed (sorted by price, 6 x 4 = 24 seen).
  const six = await statementsFor(6, [5, 6, 7]);
  const twentyFour = await statementsFor(24, [3, 4, 5]);
  const fortyEight = await statementsFor(48, [4, 5, 6]);
  expect(six.items).toBe(6);
  expect(twentyFour.items).toBe(24);
  expect(fortyEight.items).toBe(48);
  // The page, its total and the facets come from the listing index; six statements load the
  // products not yet kept and their members, one batch a listing.
  expect(six.statements).toBe(6);
  expect(twentyFour.statements).toBe(6);
  expect(fortyEight.statements).toBe(6);
  expect(rowReads() - reads).toBe(9);

  // Shown again, the same pages read nothing.
  expect((await statementsFor(6, [5, 6, 7])).statements).toBe(0);
  expect((await statementsFor(48, [4, 5, 6])).statements).toBe(0);
});

const PAGE_CHROME = `query ($url: String!) {
  route(url: $url) { __typename relative_url ... on ProductInterface { sku } }
  cmsBlocks(identifiers: ["promo-message", "footer-links"]) { items { identifier content } }
}`;

/** Statements of one answer, the fewest of three tries (see statementsFor). */
async function statementsOf(query: string, variables: Record<string, unknown>): Promise<{ statements: number; data: unknown }> {
  const runs: number[] = [];
  let data: unknown;
  for (let run = 0; run < 3; run += 1) {
    const before = app.database.statements.count;
    const answer = await app.graphql(query, variables);
    expect(answer.errors).toBeUndefined();
    runs.push(app.database.statements.count - before);
    data = answer.data;
  }
  return { statements: Math.min(...runs), data };
}

it('reads a page’s URL and its header’s and footer’s blocks once until the catalog changes', async () => {
  const [product] = await app.database.db.select({ urlKey: products.urlKey }).from(products).where(eq(products.visibleInCatalog, true)).limit(1);
  const url = `/en-hk/${product.urlKey}.html`;
  await app.graphql(PAGE_CHROME, { url });
  const again = await statementsOf(PAGE_CHROME, { url });
  expect(again.statements).toBe(0);
  expect(again.data).toMatchObject({ route: { relative_url: `${product.urlKey}.html` }, cmsBlocks: { items: [{ identifier: 'promo-message' }, { identifier: 'footer-links' }] } });

  // The seed's writes bump the version as the catalog's do; the next page reads them afresh.
  const { changes } = (app.app as unknown as { commerce: CommerceServices }).commerce;
  const version = await app.database.db.transaction(async (tx) => {
    await tx.update(cmsBlocks).set({ isActive: false }).where(eq(cmsBlocks.identifier, 'promo-message'));
    return changes.bump(tx);
  });
  await changes.notify(version);
  const before = app.database.statements.count;
  const changed = await app.graphql<{ cmsBlocks: { items: Array<{ identifier: string }> } }>(PAGE_CHROME, { url });
  expect(app.database.statements.count - before).toBeGreaterThan(0);
  expect(changed.data!.cmsBlocks.items.map((block) => block.identifier)).toEqual(['footer-links']);
});
