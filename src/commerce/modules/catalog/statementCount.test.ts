/**
 * docs/design.md, API: no N+1 queries. A listing costs the same number of SQL statements whatever its page
 * size, with every product type and nested field a storefront asks for.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { PRICE_FIELDS } from '../../../../test/kits/catalog.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

const FULL_LISTING = `query ($pageSize: Int, $sort: ProductAttributeSortInput) {
  products(pageSize: $pageSize, sort: $sort) {
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

async function statementsFor(pageSize: number): Promise<{ statements: number; items: number }> {
  // On PostgreSQL the server polls the catalog version every second; a poll landing inside a
  // measurement is not the listing's cost, so the fewest of three runs counts.
  const runs: number[] = [];
  let items = 0;
  for (let run = 0; run < 3; run += 1) {
    const before = app.database.statements.count;
    const answer = await app.graphql<{ products: { items: unknown[] } }>(FULL_LISTING, { pageSize, sort: { price: 'DESC' } });
    expect(answer.errors).toBeUndefined();
    runs.push(app.database.statements.count - before);
    items = answer.data!.products.items.length;
  }
  return { statements: Math.min(...runs), items };
}

it('costs the same number of statements for 6, 24 and 48 products', async () => {
  // The first request reads the category tree, attribute labels and product counts, kept until the catalog changes.
  await statementsFor(6);

  const six = await statementsFor(6);
  const twentyFour = await statementsFor(24);
  const fortyEight = await statementsFor(48);
  expect(six.items).toBe(6);
  expect(twentyFour.items).toBe(24);
  expect(fortyEight.items).toBe(48);
  expect(twentyFour.statements).toBe(six.statements);
  expect(fortyEight.statements).toBe(six.statements);
  // The page, its total and the facets come from the listing index (read once per catalog change);
  // six statements load the products and their members.
  expect(six.statements).toBe(6);
});
