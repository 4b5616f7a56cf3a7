/**
 * API throughput: autocannon against the catalog operations the storefront leans on, on the
 * embedded database and on PostgreSQL. Prints requests per second and p50/p99 latency and writes
 * bench/results/api.json.
 *
 *   npm run bench -- api              (both databases)
 *   npm run bench -- api --pglite     (embedded only)
 *   npm run bench -- api --uncached   (the storefront's category listing with a filter and a sort,
 *                                      and its product page query rotating over the listed products,
 *                                      RESPONSE_CACHE and PAGE_CACHE off: 10 connections, 15 s
 *                                      after 3 s of warm-up; writes bench/results/api-uncached.json)
 *
 * BENCH_DATABASE_URL names a PostgreSQL database an earlier run seeded, kept and used again instead
 * of a new one (the demo store's seed takes minutes on a busy machine).
 */
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { LISTING_PAGE_SIZE } from '../src/rules/catalog.ts';
import { PRODUCT_URL_SUFFIX } from '../src/rules/storeViews.ts';
import { storefrontDocument } from './peerDocuments.ts';
import { createBenchDatabase, databaseProcessorMs, databaseProcessorSince, dropBenchDatabase, graphql, processorMs, startStore } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const UNCACHED = process.argv.includes('--uncached');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? (UNCACHED ? 15 : 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (UNCACHED ? 10 : 32));
const WARM_UP_SECONDS = UNCACHED ? 3 : 2;
const WARM_UP_CONNECTIONS = UNCACHED ? CONNECTIONS : 4;

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

export interface Scenario {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** Variables taken in turn, one set a request, instead of `variables`. */
  rotating?: Array<Record<string, unknown>>;
}

interface Result {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The store's processor time per answer (its processes, not the database's), when /proc tells. */
  processorMsPerAnswer: number | null;
  /** The database server's processor time per answer (PostgreSQL only). */
  databaseProcessorMsPerAnswer: number | null;
  errors: number;
  non2xx: number;
}

/** How many products the product page scenario rotates over: the peer's catalog size. */
const ROTATED_PRODUCTS = 400;

type Menu = { categoryList: Array<{ children: Array<{ id: number; uid: string; children: Array<{ id: number }> }> }> };

/**
 * The storefront's category page with a filter chosen and sorted by price, as a shopper narrows it:
 * the first top-level category, its first facet's commonest option other than price and category.
 */
export async function uncachedScenariosFor(url: string): Promise<Scenario[]> {
  // The listing query as the storefront sends it, read from its source, so the bench follows it.
  const listing = await storefrontDocument('src/storefront/lib/catalog/listing.server.ts', 'ProductListing');
  const menu = await graphql<Menu>(url, `{ categoryList { children { id uid children { id } } } }`);
  const category = menu.categoryList[0].children[0];
  const base = { search: null, filter: { category_uid: { eq: category.uid } }, sort: { price: 'ASC' }, pageSize: LISTING_PAGE_SIZE, currentPage: 1 };
  const first = await graphql<{ products: { aggregations: Array<{ attribute_code: string; options: Array<{ value: string; count: number }> }> } }>(
    url,
    listing,
    base,
  );
  const facet = first.products.aggregations.find((aggregation) => !['price', 'category_id'].includes(aggregation.attribute_code) && aggregation.options.length > 1);
  const option = facet && [...facet.options].sort((a, b) => b.count - a.count)[0];
  const filter = facet && option ? { ...base.filter, [facet.attribute_code]: { in: [option.value] } } : base.filter;
  const route = await storefrontDocument('src/storefront/routes/resolveUrl.tsx', 'ResolveRoute');
  const paths = await listedProductPaths(url);
  return [
    { name: `category listing, ${facet?.attribute_code ?? 'no'} filter, price sort`, query: listing, variables: { ...base, filter } },
    { name: `product page query, ${paths.length} products in turn`, query: route, variables: { url: paths[0] }, rotating: paths.map((path) => ({ url: path })) },
  ];
}

/** The paths of listed products (up to ROTATED_PRODUCTS), read through the API as a crawler would. */
export async function listedProductPaths(url: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < ROTATED_PRODUCTS; page += 1) {
    const answer = await graphql<{ products: { items: Array<{ url_key: string }>; page_info: { total_pages: number } } }>(
      url,
      `query ($page: Int!) { products(filter: {}, pageSize: 100, currentPage: $page, sort: { name: ASC }) { page_info { total_pages } items { url_key } } }`,
      { page },
    );
    paths.push(...answer.products.items.map((item) => `${item.url_key}${PRODUCT_URL_SUFFIX}`));
    if (page >= answer.products.page_info.total_pages) break;
  }
  return paths.slice(0, ROTATED_PRODUCTS);
}

async function scenariosFor(url: string): Promise<Scenario[]> {
  if (UNCACHED) return uncachedScenariosFor(url);
  const menu = await graphql<Menu>(url, CATEGORY_LIST);
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

async function load(url: string, scenario: Scenario, connections: number, duration: number): Promise<autocannon.Result> {
  const bodies = (scenario.rotating ?? [scenario.variables]).map((variables) => JSON.stringify({ query: scenario.query, variables }));
  let next = 0;
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', store: 'tsl_en' },
    body: bodies[0],
    ...(bodies.length > 1 ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
  });
}

/** On a busy machine the store may take longer to seed and start than startStore waits. */
export async function untilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the store at ${url} did not start`);
}

async function benchDatabase(label: string, databaseUrl: string | undefined, port: number): Promise<Result[]> {
  const store = await startStore({ port, databaseUrl, env: UNCACHED ? { RESPONSE_CACHE: 'off', PAGE_CACHE: 'off' } : {} });
  await untilHealthy(store.url);
  const results: Result[] = [];
  try {
    for (const scenario of await scenariosFor(store.url)) {
      await load(store.url, scenario, WARM_UP_CONNECTIONS, WARM_UP_SECONDS);
      const pid = store.process.pid!;
      const busyBefore = processorMs(pid);
      const databaseBefore = databaseUrl ? await databaseProcessorMs(databaseUrl) : undefined;
      const result = await load(store.url, scenario, CONNECTIONS, DURATION_SECONDS);
      const busyAfter = processorMs(pid);
      const databaseAfter = databaseUrl ? await databaseProcessorMs(databaseUrl) : undefined;
      const perAnswerOf = (ms: number) => Math.round((ms / result.requests.total) * 100) / 100;
      const perAnswer = busyBefore === undefined || busyAfter === undefined ? null : perAnswerOf(busyAfter - busyBefore);
      const databasePerAnswer = databaseBefore && databaseAfter ? perAnswerOf(databaseProcessorSince(databaseBefore, databaseAfter)) : null;
      results.push({
        database: label,
        scenario: scenario.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        processorMsPerAnswer: perAnswer,
        databaseProcessorMsPerAnswer: databasePerAnswer,
        errors: result.errors,
        non2xx: result.non2xx,
      });
      if (result.errors + result.non2xx) console.log(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      console.log(`${label.padEnd(10)} ${scenario.name.padEnd(32)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  processor/answer ${perAnswer ?? '?'} ms (database ${databasePerAnswer ?? '-'} ms)  errors ${result.errors + result.non2xx}`);
    }
  } finally {
    await store.stop();
  }
  return results;
}

export async function runApiBench(args: string[]): Promise<void> {
  const results: Result[] = [];
  const port = Number(process.env.BENCH_PORT ?? 3901);
  if (!args.includes('--postgres')) results.push(...(await benchDatabase('pglite', undefined, port)));
  if (!args.includes('--pglite')) {
    const kept = process.env.BENCH_DATABASE_URL;
    const databaseUrl = kept ?? (await createBenchDatabase(POSTGRES_URL));
    try {
      results.push(...(await benchDatabase('postgres', databaseUrl, port + 1)));
    } finally {
      if (!kept) await dropBenchDatabase(POSTGRES_URL, databaseUrl);
    }
  }
  const os = await import('node:os');
  const record = {
    date: new Date().toISOString(),
    uncached: UNCACHED,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    cores: os.cpus().length,
    // The machine may be shared: the load beside the figures says how quiet it was.
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    results,
  };
  console.log(`load average ${record.loadAverage.join(' ')}`);
  writeFileSync(new URL(UNCACHED ? './results/api-uncached.json' : './results/api.json', import.meta.url), `${JSON.stringify(record, null, 2)}\n`);
}
