/**
 * A soak: one store under mixed shopper traffic with the response and page caches off, for 30
 * minutes by default. Shoppers browse category listings (filters and sort), product pages and
 * searches as the storefront draws them, add to bags, go through whole guest checkouts and sign in
 * as the demo members. Every 10 s the store's resident memory (from /proc) and heap (from /healthz)
 * are sampled; answers are counted by status, and GraphQL errors apart. At the end every order a
 * checkout saw placed is looked for in the database with its lines. Prints start/peak/end RSS, the
 * slope of the last 20 minutes (MB per 10 minutes; the whole run when it is shorter), requests,
 * errors and orders placed/found, and writes bench/results/soak.json.
 *
 *   npm run bench -- soak [--minutes 3] [--postgres] [--shoppers 8] [--data-dir DIR]
 *
 * The embedded database by default; --postgres uses the server at 127.0.0.1:5432 (BENCH_POSTGRES_URL)
 * in a database of its own. The store is seeded by a first start, then started again on the seeded
 * database, so the figures are those of a store as it runs day to day; --data-dir starts it on an
 * embedded store's data directory seeded before (its orders and stock change).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectDatabase } from '../src/commerce/db/connect.ts';
import { DEMO_MEMBER_PASSWORD } from '../src/commerce/seed/members.ts';
import { createBenchDatabase, dropBenchDatabase, graphql, startStore, type RunningStore } from './support.ts';
import { ADDRESS, CARD } from './orders.ts';
import { LISTING_PAGE_SIZE } from '../src/storefront/lib/catalog/listing.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLE_SECONDS = 10;
/** The window whose slope says whether memory is flat. */
const SLOPE_WINDOW_MINUTES = 20;
const SORTS = ['default', 'price_asc', 'price_desc', 'recommended', 'newest'];
const MEMBERS = [
  { store: 'tsl_en', email: 'mei.chan@example.com' },
  { store: 'tsl_mo_en', email: 'sofia.leong@example.com' },
  { store: 'tsl_my_en', email: 'weijie.tan@example.com' },
];

interface Options {
  minutes: number;
  postgres: boolean;
  shoppers: number;
  /** An embedded store seeded before (a first start takes minutes on a busy machine). */
  dataDir?: string;
}

function optionsOf(args: string[]): Options {
  const valueOf = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const minutes = Number(valueOf('--minutes') ?? 30);
  const shoppers = Number(valueOf('--shoppers') ?? 8);
  if (!(minutes > 0) || !(shoppers >= 1)) throw new Error('--minutes and --shoppers take positive numbers');
  const dataDir = valueOf('--data-dir');
  if (dataDir && args.includes('--postgres')) throw new Error('--data-dir is for the embedded database');
  return { minutes, postgres: args.includes('--postgres'), shoppers, dataDir };
}

interface Sample {
  second: number;
  rssMb: number;
  /** The resident set's parts: memory the process allocated, and files mapped in (code, the database's files). */
  rssAnonMb: number;
  rssFileMb: number;
  heapUsedMb: number;
  /** The heap V8 holds (used or not): the resident heap, which a growing used heap only hints at. */
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

interface Catalog {
  categories: Array<{ id: number; path: string; pages: number; filters: Array<{ code: string; values: string[] }> }>;
  products: Array<{ path: string; name: string }>;
  skus: string[];
  words: string[];
}

export class Tally {
  requests = 0;
  byStatus: Record<string, number> = {};
  graphqlErrors = 0;
  failures: string[] = [];
  byAction: Record<string, number> = {};

  answer(status: number): void {
    this.requests += 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
  }

  fail(action: string, error: unknown): void {
    if (this.failures.length < 20) this.failures.push(`${action}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }

  /** Answers other than 2xx and 3xx, and GraphQL errors. */
  get errors(): number {
    const badStatus = Object.entries(this.byStatus)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    return badStatus + this.graphqlErrors;
  }
}

/** The load's HTTP: every answer counted, GraphQL errors thrown so the action stops there. */
function client(storeUrl: string, tally: Tally) {
  const page = async (pathname: string) => {
    const response = await fetch(`${storeUrl}${pathname}`, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
    tally.answer(response.status);
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${pathname} answered ${response.status}`);
  };
  const api = async <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${storeUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'tsl_en', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    tally.answer(response.status);
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) {
      tally.graphqlErrors += 1;
      throw new Error(JSON.stringify(body.errors));
    }
    return body.data;
  };
  /** The card form's JSON, as the shopper's browser posts it before paying. */
  const json = async <T>(pathname: string, body: unknown): Promise<T> => {
    const response = await fetch(`${storeUrl}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    tally.answer(response.status);
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return { page, api, json };
}

export async function catalogOf(storeUrl: string): Promise<Catalog> {
  const menu = await graphql<{ categoryList: Array<{ children: Array<{ id: number; url_path: string; url_suffix: string | null }> }> }>(
    storeUrl,
    '{ categoryList { children { id url_path url_suffix } } }',
  );
  const categories: Catalog['categories'] = [];
  for (const category of menu.categoryList.flatMap((root) => root.children)) {
    const listing = await graphql<{ products: { total_count: number; aggregations: Array<{ attribute_code: string; options: Array<{ value: string }> }> } }>(
      storeUrl,
      `{ products(filter: { category_id: { eq: "${category.id}" } }, pageSize: 1) { total_count aggregations { attribute_code options { value } } } }`,
    );
    categories.push({
      id: category.id,
      path: `/en-hk/${category.url_path}${category.url_suffix ?? ''}`,
      pages: Math.ceil(listing.products.total_count / LISTING_PAGE_SIZE),
      filters: listing.products.aggregations
        .filter((aggregation) => aggregation.attribute_code !== 'category_id' && aggregation.options.length)
        .map((aggregation) => ({ code: aggregation.attribute_code, values: aggregation.options.map((option) => option.value) })),
    });
  }
  const products: Catalog['products'] = [];
  for (let page = 1; page <= 5; page += 1) {
    const listing = await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string | null; name: string }> } }>(
      storeUrl,
      `{ products(filter: {}, pageSize: 50, currentPage: ${page}) { items { url_key url_suffix name } } }`,
    );
    products.push(...listing.products.items.map((item) => ({ path: `/en-hk/${item.url_key}${item.url_suffix ?? ''}`, name: item.name })));
  }
  const words = [...new Set(products.flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 4))];
  return { categories, products, skus: [], words };
}

/** Pieces that never run out, so checkouts measure the store rather than sold-out answers. */
async function stockPieces(databaseUrl: string | undefined, dataDir: string): Promise<string[]> {
  const database = await connectDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'), holder: 'the soak bench' });
  try {
    const { rows } = await database.executeSql(
      `update product_stock set quantity = 1000000, is_in_stock = true, backorders = false
       where website_id = (select id from websites where code = 'base') and product_id in (
         select id from products where type_id = 'simple' and visible_in_catalog order by sku limit 20)
       returning (select sku from products where id = product_id) as sku`,
      [],
    );
    return rows.map((row: { sku: string }) => row.sku);
  } finally {
    await database.close();
  }
}

/** Each placed order's number found in the database with its lines. */
async function ordersFound(databaseUrl: string | undefined, dataDir: string, numbers: string[]): Promise<{ found: number; withLines: number }> {
  if (!numbers.length) return { found: 0, withLines: 0 };
  const database = await connectDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'), holder: 'the soak bench' });
  try {
    const { rows } = await database.executeSql(
      `select o.number, count(i.id)::int as lines from orders o left join order_items i on i.order_id = o.id
       where o.number = any($1::text[]) group by o.number`,
      [numbers],
    );
    return { found: rows.length, withLines: rows.filter((row: { lines: number }) => row.lines > 0).length };
  } finally {
    await database.close();
  }
}

/** A port nothing listens on now: other benches on the machine take the fixed ones. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function residentMb(pid: number): { rssMb: number; rssAnonMb: number; rssFileMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: mb('VmRSS'), rssAnonMb: mb('RssAnon'), rssFileMb: mb('RssFile') };
}

async function sampleOf(store: RunningStore, second: number): Promise<Sample> {
  const resident = residentMb(store.process.pid!);
  const health = (await (await fetch(`${store.url}/healthz`)).json()) as { memory?: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number } };
  const memory = health.memory;
  return { second, ...resident, heapUsedMb: memory?.heapUsed ?? 0, heapTotalMb: memory?.heapTotal ?? 0, externalMb: memory?.external ?? 0, arrayBuffersMb: memory?.arrayBuffers ?? 0 };
}

/** Least-squares slope of one measure (RSS by default) over the samples, in MB per 10 minutes. */
function slopePerTenMinutes(samples: Sample[], measure: (sample: Sample) => number = (sample) => sample.rssMb): number {
  if (samples.length < 2) return 0;
  const meanX = samples.reduce((sum, sample) => sum + sample.second, 0) / samples.length;
  const meanY = samples.reduce((sum, sample) => sum + measure(sample), 0) / samples.length;
  let numerator = 0;
  let denominator = 0;
  for (const sample of samples) {
    numerator += (sample.second - meanX) * (measure(sample) - meanY);
    denominator += (sample.second - meanX) ** 2;
  }
  return denominator ? (numerator / denominator) * 600 : 0;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

const ADD = 'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { total_quantity } user_errors { message } } }';

interface AddAnswer {
  addProductsToCart: { user_errors: Array<{ message: string }> };
}

export function shopperActions(storeUrl: string, catalog: Catalog, tally: Tally, placed: string[]) {
  const { page, api, json } = client(storeUrl, tally);
  const listing = async () => {
    const category = pick(catalog.categories);
    const search = new URLSearchParams();
    const sort = pick(SORTS);
    if (sort !== 'default') search.set('sort', sort);
    if (category.filters.length && Math.random() < 0.7) {
      const filter = pick(category.filters);
      search.set(filter.code, pick(filter.values));
    } else if (category.pages > 1 && Math.random() < 0.3) {
      // A later page, where there is one (a filtered listing may have a single page).
      search.set('page', String(2 + Math.floor(Math.random() * (category.pages - 1))));
    }
    await page(`${category.path}${search.size ? `?${search}` : ''}`);
  };
  const product = async () => page(pick(catalog.products).path);
  const searchPage = async () => page(`/en-hk/search.html?query=${encodeURIComponent(pick(catalog.words))}`);
  /** A piece into a new bag; a refusal (sold out, say) is counted as an error too. */
  const newBag = async () => {
    const { createCart: id } = await api<{ createCart: string }>('mutation { createCart }');
    const added = await api<AddAnswer>(ADD, { id, sku: pick(catalog.skus) });
    if (added.addProductsToCart.user_errors.length) {
      tally.graphqlErrors += 1;
      throw new Error(added.addProductsToCart.user_errors[0].message);
    }
    return id;
  };
  const bagAdd = async () => {
    await newBag();
  };
  const checkout = async () => {
    const id = await newBag();
    await api('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "soak@example.com" }) { cart { id } } }', { id });
    await api('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS });
    await api('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
    const { nonce } = await json<{ nonce: string }>('/payment-sandbox/v1/nonces', CARD);
    await api(
      'mutation($id: String!, $nonce: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "card", braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: false } } }) { cart { id } } }',
      { id, nonce },
    );
    const result = await api<{ placeOrder: { order: { order_number: string } } }>('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id });
    placed.push(result.placeOrder.order.order_number);
  };
  const signIn = async () => {
    const member = pick(MEMBERS);
    const headers = { store: member.store };
    const { generateCustomerToken } = await api<{ generateCustomerToken: { token: string } }>(
      'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email: member.email, password: DEMO_MEMBER_PASSWORD },
      headers,
    );
    const signedIn = { ...headers, authorization: `Bearer ${generateCustomerToken.token}` };
    await api('{ customer { firstname email } customerCart { id total_quantity } }', {}, signedIn);
    await api('mutation { revokeCustomerToken { result } }', {}, signedIn);
  };
  // Weighted as a day's shoppers: mostly browsing, some bags, fewer checkouts and sign-ins.
  return [
    { name: 'listing', weight: 30, run: listing },
    { name: 'product', weight: 25, run: product },
    { name: 'search', weight: 15, run: searchPage },
    { name: 'bag', weight: 12, run: bagAdd },
    { name: 'checkout', weight: 8, run: checkout },
    { name: 'sign-in', weight: 10, run: signIn },
  ];
}

export async function runSoakBench(args: string[]): Promise<void> {
  const options = optionsOf(args);
  const databaseUrl = options.postgres ? await createBenchDatabase(POSTGRES_URL) : undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tsl-soak-'));
  const env = { RESPONSE_CACHE: 'off', PAGE_CACHE: 'off' };
  try {
    // The first start seeds the demo store; the soak runs on the next one.
    if (!options.dataDir) {
      const seeding = await startStore({ port: await freePort(), databaseUrl, dataDir, env, startTimeoutMs: 1_800_000 });
      await seeding.stop();
    }
    const skus = await stockPieces(databaseUrl, dataDir);
    const store = await startStore({ port: await freePort(), databaseUrl, dataDir, env });
    const tally = new Tally();
    const placed: string[] = [];
    const samples: Sample[] = [];
    let stopped = false;
    try {
      const catalog = { ...(await catalogOf(store.url)), skus };
      const actions = shopperActions(store.url, catalog, tally, placed);
      const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
      const began = performance.now();
      const stopAt = began + options.minutes * 60_000;
      const shopper = async () => {
        while (performance.now() < stopAt) {
          let roll = Math.random() * totalWeight;
          const action = actions.find((candidate) => (roll -= candidate.weight) < 0) ?? actions[0];
          tally.byAction[action.name] = (tally.byAction[action.name] ?? 0) + 1;
          await action.run().catch((error: unknown) => tally.fail(action.name, error));
        }
      };
      const sampler = async () => {
        while (!stopped) {
          const second = Math.round((performance.now() - began) / 1000);
          const sample = await sampleOf(store, second);
          samples.push(sample);
          console.log(
            `${String(Math.floor(second / 60)).padStart(3)}:${String(second % 60).padStart(2, '0')}  rss ${sample.rssMb} MB (anon ${sample.rssAnonMb}, file ${sample.rssFileMb})  heap ${sample.heapUsedMb}/${sample.heapTotalMb} MB  external ${sample.externalMb} MB  requests ${tally.requests}  errors ${tally.errors}  orders ${placed.length}`,
          );
          await sleep(SAMPLE_SECONDS * 1000);
        }
      };
      const sampling = sampler();
      await Promise.all(Array.from({ length: options.shoppers }, shopper));
      stopped = true;
      await sampling;
      samples.push(await sampleOf(store, Math.round((performance.now() - began) / 1000)));
    } finally {
      await store.stop();
    }

    const { found, withLines } = await ordersFound(databaseUrl, dataDir, placed);
    const last = samples.at(-1)!;
    const windowStart = last.second - SLOPE_WINDOW_MINUTES * 60;
    const window = samples.filter((sample) => sample.second >= windowStart);
    const result = {
      date: new Date().toISOString(),
      database: options.postgres ? 'postgres' : 'pglite',
      minutes: options.minutes,
      shoppers: options.shoppers,
      rssMb: { start: samples[0].rssMb, peak: Math.max(...samples.map((sample) => sample.rssMb)), end: last.rssMb },
      heapUsedMb: { start: samples[0].heapUsedMb, peak: Math.max(...samples.map((sample) => sample.heapUsedMb)), end: last.heapUsedMb },
      externalMb: { start: samples[0].externalMb, end: last.externalMb },
      slopeWindowMinutes: Math.min(SLOPE_WINDOW_MINUTES, Math.round(last.second / 60)),
      rssSlopeMbPer10Minutes: Number(slopePerTenMinutes(window).toFixed(1)),
      // Where a slope comes from: V8's heap, the memory outside it that Node counts (the embedded
      // database's), or native memory Node does not count (the allocator's, libraries').
      slopesMbPer10Minutes: {
        rssAnon: Number(slopePerTenMinutes(window, (sample) => sample.rssAnonMb).toFixed(1)),
        rssFile: Number(slopePerTenMinutes(window, (sample) => sample.rssFileMb).toFixed(1)),
        heapTotal: Number(slopePerTenMinutes(window, (sample) => sample.heapTotalMb).toFixed(1)),
        external: Number(slopePerTenMinutes(window, (sample) => sample.externalMb).toFixed(1)),
        uncounted: Number(slopePerTenMinutes(window, (sample) => sample.rssAnonMb - sample.heapTotalMb - sample.externalMb).toFixed(1)),
      },
      requests: tally.requests,
      byStatus: tally.byStatus,
      graphqlErrors: tally.graphqlErrors,
      errors: tally.errors,
      actions: tally.byAction,
      failures: tally.failures,
      orders: { placed: placed.length, found, withLines },
      samples,
    };
    console.log(
      [
        `${result.database}, ${options.shoppers} shoppers, ${options.minutes} min, caches off`,
        `RSS start ${result.rssMb.start} MB, peak ${result.rssMb.peak} MB, end ${result.rssMb.end} MB; heap used ${result.heapUsedMb.start} → ${result.heapUsedMb.end} MB`,
        `RSS slope over the last ${result.slopeWindowMinutes} min: ${result.rssSlopeMbPer10Minutes} MB per 10 min (${Object.entries(result.slopesMbPer10Minutes).map(([part, slope]) => `${part} ${slope}`).join(', ')})`,
        `requests ${result.requests} (${Object.entries(result.byStatus).map(([status, count]) => `${status}: ${count}`).join(', ')}), GraphQL errors ${result.graphqlErrors}, errors ${result.errors}`,
        `orders placed ${placed.length}, found ${found}, with their lines ${withLines}`,
        ...result.failures.map((failure) => `  ${failure}`),
      ].join('\n'),
    );
    writeFileSync(new URL(`./results/soak${options.postgres ? '-postgres' : ''}.json`, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    if (databaseUrl) await dropBenchDatabase(POSTGRES_URL, databaseUrl);
  }
}
