/**
 * This store beside a peer, Vendure 3.7.3, under the same load in the same run on this machine.
 * The peer's kit (BENCH_PEER_KIT, by default ../shared/peers/vendure from the project root) is
 * copied to /tmp/vendure-kit and prepared there once: `setup.sh`, boot, seed (3 to 5 minutes the
 * first time; a peer already up with its 400 rings is reused). This store runs on PostgreSQL in a
 * database of its own, seeded with the demo store cut to the peer's 400 products, started as
 * `npm start` starts it (NODE_ENV=production) with RESPONSE_CACHE=off and PAGE_CACHE=off.
 *
 * Then, interleaved (peer, ours, peer, ours: BENCH_ROUNDS rounds, 2 by default), with one load
 * generator for both (the kit's bench.sh: autocannon, 10 and 50 connections, 3 s warm-up, 15 s
 * measured):
 *   - category listing: the peer's `search_listing` beside the storefront's category page query
 *     (24 products), plain and with a filter and a sort;
 *   - product detail, rotating over the 400 products: the peer's `product_detail` beside the
 *     storefront's product page query by URL;
 *   - guest checkout, 20 buyers for 20 s: the kit's checkout-bench.js beside the buyers of
 *     `npm run bench -- orders`;
 *   - a product page drawn afresh beside a built script under /assets/ from the same server, 50
 *     connections.
 * Prints one table per pair with both figures and the ratio, the load average and the cores, and
 * writes bench/results/peer.json. The peer is stopped at the end (`stop.sh`) unless --keep-peer.
 *
 *   npm run bench -- peer [--keep-peer]
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { FILTER_CODES } from '../src/storefront/lib/catalog/listing.ts';
import { playCheckouts, stockedPieces, type CheckoutFigures } from './orders.ts';
import { seedPeerCatalog } from './peerCatalog.ts';
import { storefrontDocument } from './peerDocuments.ts';
import { dropBenchDatabase, graphql, mean, startStore, steadyLoad, type RunningStore } from './support.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIT_SOURCE = process.env.BENCH_PEER_KIT ?? path.resolve(ROOT, '../shared/peers/vendure');
const KIT = '/tmp/vendure-kit';
const WORK = '/tmp/vendure-work';
const PEER_URL = 'http://127.0.0.1:3711';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CATALOG_SIZE = 400;
const LISTING_SIZE = 24;
const BUYERS = 20;
const CHECKOUT_SECONDS = 20;
const PAGE_CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const MEASURED_SECONDS = 15;

// ---------------------------------------------------------------------------------------------
// Processes

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; capture?: boolean }): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'] });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

async function mustRun(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<void> {
  const { code } = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The peer

async function peerQuery<T>(query: string): Promise<T | undefined> {
  try {
    const response = await fetch(`${PEER_URL}/shop-api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await response.json()) as { data?: T };
    return body.data;
  } catch {
    return undefined;
  }
}

function peerPid(): number | undefined {
  const file = path.join(WORK, 'vendure.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  return pid > 0 && alive(pid) ? pid : undefined;
}

async function peerProducts(): Promise<number> {
  const data = await peerQuery<{ search: { totalItems: number } }>('{ search(input: { collectionSlug: "rings", take: 0, groupByProduct: true }) { totalItems } }');
  return data?.search.totalItems ?? 0;
}

async function databaseExists(name: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** Boots the peer in the background (it outlives this process when --keep-peer). */
async function bootPeer(): Promise<number> {
  const log = path.join(WORK, 'vendure.log');
  const out = openSync(log, 'w');
  // A pool of 25: at the default 10, twenty buyers exhaust it (the kit's README).
  const child = spawn(process.execPath, ['boot.js'], { cwd: KIT, detached: true, stdio: ['ignore', out, out], env: { ...process.env, DB_POOL_SIZE: '25' } });
  child.unref();
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the peer exited with ${child.exitCode}; see ${log}`);
    if (readFileSync(log, 'utf8').includes('up on')) return child.pid!;
    await sleep(500);
  }
  throw new Error(`the peer did not come up in 5 minutes; see ${log}`);
}

/** The peer up and seeded, reusing whatever of it is already there. */
async function preparePeer(): Promise<{ pid: number; prepared: string[] }> {
  const prepared: string[] = [];
  const started = Date.now();
  const installed = existsSync(path.join(KIT, 'node_modules', '@vendure', 'core'));
  if (!existsSync(path.join(KIT, 'boot.js'))) {
    if (!existsSync(path.join(KIT_SOURCE, 'boot.js'))) throw new Error(`no peer kit at ${KIT_SOURCE} (set BENCH_PEER_KIT)`);
    cpSync(KIT_SOURCE, KIT, { recursive: true });
    prepared.push(`copied the kit to ${KIT}`);
  }
  let pid = peerPid();
  if (pid === undefined) {
    if (!installed || !existsSync(path.join(WORK, 'pg.env')) || !(await databaseExists('vendure_bench'))) {
      console.log('peer: setup.sh (npm ci and a fresh database vendure_bench)');
      await mustRun('bash', ['setup.sh'], { cwd: KIT });
      prepared.push('setup.sh');
    }
    console.log('peer: booting Vendure');
    pid = await bootPeer();
    prepared.push('booted');
  }
  const products = await peerProducts();
  if (products !== CATALOG_SIZE) {
    console.log(`peer: ${products} rings listed; seeding ${CATALOG_SIZE} (about 3 minutes on a quiet machine)`);
    await mustRun(process.execPath, ['seed.js'], { cwd: KIT, env: { NPROD: String(CATALOG_SIZE) } });
    prepared.push('seeded');
  }
  console.log(`peer: Vendure up (pid ${pid}), ${await peerProducts()} rings; ${prepared.length ? `${prepared.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s` : 'reused as it was'}`);
  return { pid, prepared };
}

// ---------------------------------------------------------------------------------------------
// Load

interface KitRow {
  scenario: string;
  connections: number;
  req_per_s_avg: number;
  latency_ms: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  graphql_errors: number;
  response_bytes: number;
  server_cpu_pct: number | null;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One play of the kit's bench.sh; its rows by scenario and connections. */
async function kitBench(label: string, round: number, env: Record<string, string>): Promise<KitRow[]> {
  const out = path.join(WORK, `peer-bench-${label}-${round}.json`);
  const { code } = await run('bash', ['bench.sh'], { cwd: KIT, env: { ...env, LABEL: label, OUT: out } });
  if (code !== 0 && code !== 2) throw new Error(`bench.sh (${label}) exited with ${code}`);
  return (JSON.parse(readFileSync(out, 'utf8')) as { results: KitRow[] }).results;
}

async function peerCheckout(seconds = CHECKOUT_SECONDS): Promise<CheckoutFigures & { failed: number }> {
  const { code, stdout } = await run(process.execPath, ['checkout-bench.js'], { cwd: KIT, env: { BUYERS: String(BUYERS), DURATION: String(seconds) }, capture: true });
  if (code !== 0) throw new Error(`checkout-bench.js exited with ${code}`);
  const line = stdout.trim().split('\n').at(-1)!;
  const result = JSON.parse(line) as { buyers: number; seconds: number; placed: number; failed: number; ordersPerSecond: number; addToCartP50: number; addToCartP99: number };
  return {
    buyers: result.buyers,
    seconds: result.seconds,
    placed: result.placed,
    failed: result.failed,
    ordersPerSecond: result.ordersPerSecond,
    addToCartP50Ms: result.addToCartP50,
    addToCartP99Ms: result.addToCartP99,
  };
}

/**
 * A URL under 50 connections as a browser asks (compressed): held for 3 s of warm-up and 15 s
 * measured in one run, on the requests sent once every connection is open (support.ts,
 * steadyLoad), with the kit's 30-s timeout (autocannon's own 10 s counts a busy machine's slow
 * pages as failures).
 */
function pageLoad(url: string): Promise<Figures> {
  return steadyLoad({
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    connections: PAGE_CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    measuredSeconds: MEASURED_SECONDS,
    timeout: 30,
  });
}

// ---------------------------------------------------------------------------------------------
// This store's side

/** startStore waits three minutes; on a machine busy with other work a first start can take longer. */
async function untilHealthy(store: RunningStore): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (store.process.exitCode !== null) throw new Error(`the store exited with ${store.process.exitCode}`);
    try {
      if ((await fetch(`${store.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error('the store did not answer /healthz in 13 minutes');
}

interface OurScenarios {
  categoryName: string;
  filterText: string;
  file: string;
  slugsFile: string;
  productPath: string;
  assetPath: string;
}

/** The storefront's category page and product page queries, against the category with most products. */
async function ourScenarios(store: RunningStore, productPaths: string[], dir: string): Promise<OurScenarios> {
  const listing = await storefrontDocument('src/storefront/lib/catalog/listing.server.ts', 'ProductListing');
  const route = await storefrontDocument('src/storefront/routes/resolveUrl.tsx', 'ResolveRoute');
  if (!route.includes('$url')) throw new Error('ResolveRoute no longer takes $url: the peer bench sends each product path as it');

  type Listing = { products: { total_count: number; items: unknown[]; aggregations: Array<{ attribute_code: string; options: Array<{ value: string; count: number }> }> } };
  const variables = (uid: string, filter: Record<string, unknown> = {}, sort: Record<string, string> | null = null) => ({
    search: null,
    filter: { category_uid: { eq: uid }, ...filter },
    sort,
    pageSize: LISTING_SIZE,
    currentPage: 1,
  });
  const menu = await graphql<{ categoryList: Array<{ children: Array<{ uid: string; name: string }> }> }>(store.url, '{ categoryList { children { uid name } } }');
  let best: { uid: string; name: string; answer: Listing } | undefined;
  for (const category of menu.categoryList[0].children) {
    const answer = await graphql<Listing>(store.url, listing, variables(category.uid));
    if (!best || answer.products.total_count > best.answer.products.total_count) best = { ...category, answer };
  }
  if (!best || best.answer.products.items.length < LISTING_SIZE) throw new Error(`no category lists ${LISTING_SIZE} products`);
  // A shopper's narrowing: the facet's most common value (not price), sorted by price, lowest first.
  const facet = best.answer.products.aggregations.find(
    (group) => (FILTER_CODES as readonly string[]).includes(group.attribute_code) && !['price', 'category_id'].includes(group.attribute_code) && group.options.length > 1,
  );
  if (!facet) throw new Error(`${best.name} offers no filter with a choice`);
  const value = [...facet.options].sort((a, b) => b.count - a.count)[0].value;
  const filtered = variables(best.uid, { [facet.attribute_code]: { in: [value] } }, { price: 'ASC' });

  const scenarios = [
    { name: 'listing_plain', description: `category page query, ${best.name}, first page of ${LISTING_SIZE}, default sort`, query: listing, variables: variables(best.uid) },
    { name: 'listing_filter_sort', description: `category page query, ${best.name}, ${facet.attribute_code} = ${value}, price low to high`, query: listing, variables: filtered },
    // bench.sh rotates its list as $slug: the same document, its variable renamed.
    { name: 'product_detail', description: 'product page query by URL (url key and suffix), rotating over every listed product', query: route.replaceAll('$url', '$slug'), slugs: true },
  ];
  const file = path.join(dir, 'scenarios.json');
  const slugsFile = path.join(dir, 'slugs.json');
  writeFileSync(file, JSON.stringify(scenarios));
  writeFileSync(slugsFile, JSON.stringify(productPaths));

  const assets = readdirSync(path.join(ROOT, 'build/client/assets'));
  const entry = assets.find((name) => name.startsWith('entry.client') && name.endsWith('.js'));
  if (!entry) throw new Error('no built entry script under build/client/assets: run `npm run build`');
  return {
    categoryName: best.name,
    filterText: `${facet.attribute_code} = ${value}, price ascending`,
    file,
    slugsFile,
    productPath: `/en-hk/${productPaths[0]}`,
    assetPath: `/assets/${entry}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');

function fromKit(row: KitRow): Figures {
  return { requestsPerSecond: row.req_per_s_avg, p50: row.latency_ms.p50, p99: row.latency_ms.p99, errors: row.non2xx + row.errors + row.timeouts + row.graphql_errors };
}

function averaged(rounds: Figures[]): Figures & { perRound: number[] } {
  return {
    requestsPerSecond: Math.round(mean(rounds.map((figures) => figures.requestsPerSecond))),
    p50: Math.round(mean(rounds.map((figures) => figures.p50))),
    p99: Math.round(mean(rounds.map((figures) => figures.p99))),
    errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
    perRound: rounds.map((figures) => Math.round(figures.requestsPerSecond)),
  };
}

const cell = (figures: Figures) => `${whole(figures.requestsPerSecond)} req/s, ${figures.p50} / ${figures.p99} ms${figures.errors ? ` (${figures.errors} errors)` : ''}`;

function table(title: string, header: string[], rows: string[][]): string {
  return [`\n${title}`, `| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

// ---------------------------------------------------------------------------------------------

export async function runPeerBench(args: string[]): Promise<void> {
  const keepPeer = args.includes('--keep-peer');
  if (!existsSync(path.join(ROOT, 'build/server/index.js'))) throw new Error('the storefront is not built: run `npm run build` first');
  const began = new Date();
  const loads: number[] = [loadavg()[0]];
  const peer = await preparePeer();
  let store: RunningStore | undefined;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  try {
    console.log(`ours: seeding the demo store into its own database, cut to ${CATALOG_SIZE} products`);
    const catalog = await seedPeerCatalog(POSTGRES_URL, CATALOG_SIZE);
    ({ databaseUrl, dataDir } = catalog);
    store = await startStore({
      port: 3431,
      databaseUrl,
      env: { DATA_DIR: dataDir, RESPONSE_CACHE: 'off', PAGE_CACHE: 'off' },
    });
    await untilHealthy(store);
    const skus = await stockedPieces(databaseUrl);
    const scenarioDir = mkdtempSync(path.join(tmpdir(), 'tsl-peer-scenarios-'));
    const ours = await ourScenarios(store, catalog.productPaths, scenarioDir);
    console.log(`ours: ${catalog.products} products; listing ${ours.categoryName} (filtered: ${ours.filterText}); page ${ours.productPath}; asset ${ours.assetPath}`);

    const peerKit: KitRow[][] = [];
    const ourKit: KitRow[][] = [];
    const peerCheckouts: Array<CheckoutFigures & { failed: number }> = [];
    const ourCheckouts: CheckoutFigures[] = [];
    const pages: Figures[] = [];
    const assets: Figures[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`\n== round ${round} of ${ROUNDS} (load average ${loadavg()[0].toFixed(1)})`);
      peerKit.push(await kitBench('vendure', round, {}));
      ourKit.push(await kitBench('ours', round, { TARGET: `${store.url}/graphql`, SERVER_PID: String(store.process.pid), SCENARIOS_FILE: ours.file, SLUGS_FILE: ours.slugsFile }));
      loads.push(loadavg()[0]);
      // Each store's checkouts warm up first, as the loads above do (a first order compiles paths no catalog read took).
      await peerCheckout(WARMUP_SECONDS);
      const peerOrders = await peerCheckout();
      console.log(`vendure checkout: ${peerOrders.placed} orders (${peerOrders.failed} failed), ${peerOrders.ordersPerSecond}/s; add to cart p50 ${peerOrders.addToCartP50Ms} ms, p99 ${peerOrders.addToCartP99Ms} ms`);
      peerCheckouts.push(peerOrders);
      const ourOrders = await playCheckouts(store.url, skus, { buyers: BUYERS, seconds: CHECKOUT_SECONDS, warmupSeconds: WARMUP_SECONDS });
      console.log(`ours checkout: ${ourOrders.placed} orders, ${ourOrders.ordersPerSecond}/s; add to cart p50 ${ourOrders.addToCartP50Ms} ms, p99 ${ourOrders.addToCartP99Ms} ms`);
      ourCheckouts.push(ourOrders);
      pages.push(await pageLoad(`${store.url}${ours.productPath}`));
      assets.push(await pageLoad(`${store.url}${ours.assetPath}`));
      console.log(`product page: ${cell(pages.at(-1)!)}; static script: ${cell(assets.at(-1)!)}`);
      loads.push(loadavg()[0]);
    }

    const kitFigures = (runs: KitRow[][], scenario: string, connections: number) =>
      averaged(runs.map((rows) => fromKit(rows.find((row) => row.scenario === scenario && row.connections === connections)!)));
    const listingRows = [10, 50].map((connections) => {
      const vendure = kitFigures(peerKit, 'search_listing', connections);
      const plain = kitFigures(ourKit, 'listing_plain', connections);
      const narrowed = kitFigures(ourKit, 'listing_filter_sort', connections);
      return { connections, vendure, plain, narrowed };
    });
    const detailRows = [10, 50].map((connections) => ({ connections, vendure: kitFigures(peerKit, 'product_detail', connections), ours: kitFigures(ourKit, 'product_detail', connections) }));
    const checkout = {
      vendure: { ordersPerSecond: mean(peerCheckouts.map((c) => c.ordersPerSecond)), p50: mean(peerCheckouts.map((c) => c.addToCartP50Ms)), p99: mean(peerCheckouts.map((c) => c.addToCartP99Ms)) },
      ours: { ordersPerSecond: mean(ourCheckouts.map((c) => c.ordersPerSecond)), p50: mean(ourCheckouts.map((c) => c.addToCartP50Ms)), p99: mean(ourCheckouts.map((c) => c.addToCartP99Ms)) },
    };
    const page = averaged(pages);
    const asset = averaged(assets);

    const cores = availableParallelism();
    const load = { min: Math.min(...loads), max: Math.max(...loads), samples: loads.map((value) => Number(value.toFixed(1))) };
    console.log(`\n${began.toISOString().slice(0, 10)}, ${cores} cores, load average (1 min) ${load.min.toFixed(1)} to ${load.max.toFixed(1)}; ${ROUNDS} rounds interleaved, figures are their mean; ratio = ours ÷ Vendure`);
    console.log(
      table(
        `Category listing (24 products; Vendure search_listing; ours: ${ours.categoryName})`,
        ['connections', 'Vendure', 'ours, plain', 'ratio', `ours, ${ours.filterText}`, 'ratio'],
        listingRows.map((row) => [String(row.connections), cell(row.vendure), cell(row.plain), ratio(row.plain.requestsPerSecond, row.vendure.requestsPerSecond), cell(row.narrowed), ratio(row.narrowed.requestsPerSecond, row.vendure.requestsPerSecond)]),
      ),
    );
    console.log(
      table(
        `Product detail, rotating over ${CATALOG_SIZE} products`,
        ['connections', 'Vendure product_detail', 'ours, product page query', 'ratio'],
        detailRows.map((row) => [String(row.connections), cell(row.vendure), cell(row.ours), ratio(row.ours.requestsPerSecond, row.vendure.requestsPerSecond)]),
      ),
    );
    console.log(
      table(
        `Guest checkout, ${BUYERS} buyers, ${CHECKOUT_SECONDS} s`,
        ['', 'orders/s', 'add to cart p50 / p99'],
        [
          ['Vendure (checkout-bench.js)', checkout.vendure.ordersPerSecond.toFixed(1), `${Math.round(checkout.vendure.p50)} / ${Math.round(checkout.vendure.p99)} ms`],
          ['ours (bench orders buyers)', checkout.ours.ordersPerSecond.toFixed(1), `${Math.round(checkout.ours.p50)} / ${Math.round(checkout.ours.p99)} ms`],
          ['ratio', ratio(checkout.ours.ordersPerSecond, checkout.vendure.ordersPerSecond), ''],
        ],
      ),
    );
    console.log(
      table(
        `Product page drawn afresh (PAGE_CACHE=off) beside a static script, ${PAGE_CONNECTIONS} connections, same server`,
        ['', 'req/s', 'p50 / p99'],
        [
          [`product page ${ours.productPath}`, whole(page.requestsPerSecond), `${page.p50} / ${page.p99} ms`],
          [`static script ${ours.assetPath}`, whole(asset.requestsPerSecond), `${asset.p50} / ${asset.p99} ms`],
          ['ratio (page ÷ script)', ratio(page.requestsPerSecond, asset.requestsPerSecond), ''],
        ],
      ),
    );

    const record = {
      date: began.toISOString(),
      cores,
      loadAverage: load,
      rounds: ROUNDS,
      peer: { name: 'Vendure 3.7.3', prepared: peer.prepared },
      ours: { products: catalog.products, category: ours.categoryName, filter: ours.filterText, productPath: ours.productPath, assetPath: ours.assetPath },
      categoryListing: listingRows,
      productDetail: detailRows,
      checkout: { ...checkout, rounds: { vendure: peerCheckouts, ours: ourCheckouts } },
      productPageBesideAsset: { page, asset, ratio: Number((page.requestsPerSecond / asset.requestsPerSecond).toFixed(3)) },
      kitRuns: { vendure: peerKit, ours: ourKit },
    };
    writeFileSync(path.join(ROOT, 'bench/results/peer.json'), `${JSON.stringify(record, null, 2)}\n`);
    console.log('\nwritten to bench/results/peer.json');
  } finally {
    if (store) await store.stop();
    if (databaseUrl) await dropBenchDatabase(POSTGRES_URL, databaseUrl);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (keepPeer) console.log(`peer kept running (pid ${peerPid() ?? '?'}); stop it with: bash ${KIT}/stop.sh`);
    else await run('bash', ['stop.sh'], { cwd: KIT });
  }
}
