/**
 * API throughput: autocannon against the catalog operations the storefront leans on, on the
 * embedded database and on PostgreSQL. Prints requests per second and p50/p99 latency and writes
 * bench/results/api.json.
 *
 *   npm run bench -- api            (both databases)
 *   npm run bench -- api --pglite   (embedded only)
 */
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { createBenchDatabase, dropBenchDatabase, graphql, startStore } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const CATEGORY_LISTING = `query CategoryListing($id: String!) {
  products(filter: { category_id: { eq: $id } }, pageSize: 24, currentPage: 1, sort: { position: ASC }) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      id uid sku name url_key url_suffix type_id stock_status
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
      small_image { url label }
      metal shape carat clarity colour certificate_type gold_code weight
    }
  }
}`;

const PRODUCT_DETAIL = `query ProductDetail($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      id uid sku name url_key type_id stock_status delivery_days
      description { html }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
      media_gallery { url label position }
      categories { id name url_path breadcrumbs { category_id category_name category_url_path } }
      metal weight gold_code gold_price { gold_code weight_grams sell_price_per_unit { value currency } labour_fee { value } price_set_at }
      certificate_type shape colour clarity cut polish symmetry fluorescence carat diameter gemstone_number
      ... on ConfigurableProduct { configurable_options { attribute_code label values { value_index label } } }
    }
  }
}`;

const CATEGORY_LIST = `query Menu {
  categoryList {
    id name children {
      id name url_path url_suffix position menu_collection_label_v1 { code label }
      children { id name url_path url_suffix position menu_collection_label_v1 { code label }
        children { id name url_path url_suffix position }
      }
    }
  }
}`;

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    type relative_url redirect_code
    ... on ProductInterface { id sku name }
    ... on CategoryTree { id name }
    ... on CmsPage { identifier title }
  }
}`;

interface Scenario {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

interface Result {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function scenariosFor(url: string): Promise<Scenario[]> {
  const menu = await graphql<{ categoryList: Array<{ children: Array<{ id: number; children: Array<{ id: number }> }> }> }>(url, CATEGORY_LIST);
  const category = menu.categoryList[0].children[0];
  const listing = await graphql<{ products: { items: Array<{ url_key: string }> } }>(url, CATEGORY_LISTING, { id: String(category.id) });
  const urlKey = listing.products.items[0].url_key;
  return [
    { name: 'category listing (24 products)', query: CATEGORY_LISTING, variables: { id: String(category.id) } },
    { name: 'product detail by url key', query: PRODUCT_DETAIL, variables: { urlKey } },
    { name: 'categoryList (menu)', query: CATEGORY_LIST, variables: {} },
    { name: 'route (product URL)', query: ROUTE, variables: { url: `${urlKey}.html` } },
  ];
}

async function load(url: string, scenario: Scenario): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json', store: 'tsl_en' },
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  });
}

async function benchDatabase(label: string, databaseUrl: string | undefined, port: number): Promise<Result[]> {
  const store = await startStore({ port, databaseUrl });
  const results: Result[] = [];
  try {
    for (const scenario of await scenariosFor(store.url)) {
      await autocannon({ url: `${store.url}/graphql`, method: 'POST', connections: 4, duration: 2, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: scenario.query, variables: scenario.variables }) });
      const result = await load(store.url, scenario);
      results.push({
        database: label,
        scenario: scenario.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
      console.log(`${label.padEnd(10)} ${scenario.name.padEnd(32)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`);
    }
  } finally {
    await store.stop();
  }
  return results;
}

export async function runApiBench(args: string[]): Promise<void> {
  const results: Result[] = [];
  if (!args.includes('--postgres')) results.push(...(await benchDatabase('pglite', undefined, 3901)));
  if (!args.includes('--pglite')) {
    const databaseUrl = await createBenchDatabase(POSTGRES_URL);
    try {
      results.push(...(await benchDatabase('postgres', databaseUrl, 3902)));
    } finally {
      await dropBenchDatabase(POSTGRES_URL, databaseUrl);
    }
  }
  const record = { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, cores: (await import('node:os')).cpus().length, results };
  writeFileSync(new URL('./results/api.json', import.meta.url), `${JSON.stringify(record, null, 2)}\n`);
}
