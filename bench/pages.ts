/**
 * Storefront pages: Lighthouse performance (mobile, default simulated throttling; the median of
 * three runs) for home, a category, a product and the gold price page; the JavaScript each loads
 * (compressed bytes over the wire, response headers included); and server-render throughput of a
 * product page under 50 concurrent connections, with the page cache (as shoppers get it) and
 * without (every page drawn afresh). Each page is checked against the page budget (README) and
 * marked pass or FAIL; the run exits with 1 when a page misses it.
 * Needs the production build (`npm run build`). Writes bench/results/pages.json.
 *
 *   npm run bench -- pages
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { graphql, startStore } from './support.ts';

const LIGHTHOUSE_RUNS = 3;

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * The page budget: on every page Lighthouse performance 95 or more (mobile), Total Blocking Time
 * at most 200 ms and Cumulative Layout Shift under 0.05; a product page loads at most 150 kB of
 * compressed JavaScript.
 */
const BUDGET = { minScore: 95, maxTbtMs: 200, clsUnder: 0.05, maxProductScriptBytes: 150_000 };

interface LighthouseFigures {
  page: string;
  url: string;
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
}

/** What a page's figures miss of the budget; empty when it keeps it. */
function budgetMisses(figures: LighthouseFigures): string[] {
  const misses: string[] = [];
  if (figures.score < BUDGET.minScore) misses.push(`score under ${BUDGET.minScore}`);
  if (figures.tbtMs > BUDGET.maxTbtMs) misses.push(`TBT over ${BUDGET.maxTbtMs} ms`);
  if (figures.cls >= BUDGET.clsUnder) misses.push(`CLS not under ${BUDGET.clsUnder}`);
  if (figures.page === 'product' && figures.scriptBytes > BUDGET.maxProductScriptBytes) misses.push(`JS over ${kB(BUDGET.maxProductScriptBytes)}`);
  return misses;
}

/** Decimal kilobytes, as the README writes them. */
function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function lighthouse(pageName: string, url: string): LighthouseFigures {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'tsl-lh-')), 'report.json');
  execFileSync(
    'npx',
    ['lighthouse', url, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const requests: Array<{ resourceType: string; transferSize: number }> = report.audits['network-requests'].details.items;
  return {
    page: pageName,
    url,
    score: Math.round(report.categories.performance.score * 100),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0),
  };
}

export async function runPagesBench(_args: string[]): Promise<void> {
  // The same store twice: as configured by default, and with every page drawn afresh.
  const [store, uncached] = await Promise.all([startStore({ port: 3903 }), startStore({ port: 3904, env: { PAGE_CACHE: 'off' } })]);
  try {
    const menu = await graphql<{ categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string; id: number }> }> }>(
      store.url,
      '{ categoryList { children { id url_path url_suffix } } }',
    );
    const category = menu.categoryList[0].children[0];
    const listing = await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>(
      store.url,
      `{ products(filter: { category_id: { eq: "${category.id}" } }, pageSize: 1) { items { url_key url_suffix } } }`,
    );
    const product = listing.products.items[0];
    const pages = [
      { name: 'home', url: `${store.url}/en-hk/` },
      { name: 'category', url: `${store.url}/en-hk/${category.url_path}${category.url_suffix}` },
      { name: 'product', url: `${store.url}/en-hk/${product.url_key}${product.url_suffix}` },
      { name: 'gold price', url: `${store.url}/en-hk/dynamicGoldPrice/` },
    ];
    const figures: Array<LighthouseFigures & { budget: 'pass' | 'FAIL'; misses: string[] }> = [];
    for (const page of pages) {
      // Lighthouse's own advice: scores vary from run to run, so take the median of several.
      const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(page.name, page.url)).sort((a, b) => a.score - b.score);
      const result = runs[Math.floor(runs.length / 2)];
      const misses = budgetMisses(result);
      figures.push({ ...result, budget: misses.length === 0 ? 'pass' : 'FAIL', misses });
      const verdict = misses.length === 0 ? 'pass' : `FAIL (${misses.join(', ')})`;
      console.log(`${page.name.padEnd(11)} score ${result.score}  CLS ${result.cls}  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  JS ${kB(result.scriptBytes)}  ${verdict}`);
    }
    const over = figures.filter((page) => page.budget === 'FAIL').map((page) => page.page);
    console.log(over.length === 0 ? 'page budget: every page passes' : `page budget: ${over.join(', ')} over`);
    if (over.length > 0) process.exitCode = 1;

    const productPath = new URL(pages[2].url).pathname;
    const ssr = { cached: await renderLoad(store.url, productPath), uncached: await renderLoad(uncached.url, productPath) };
    console.log(`product SSR, page cache on   ${describeLoad(ssr.cached)}`);
    console.log(`product SSR, page cache off  ${describeLoad(ssr.uncached)}`);
    writeFileSync(new URL('./results/pages.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), lighthouse: figures, ssr }, null, 2)}\n`);
  } finally {
    await Promise.all([store.stop(), uncached.stop()]);
  }
}

interface RenderLoad {
  url: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Latency of one request at a time: the cost of one answer, without queueing. */
  singleP50: number;
}

/** A product page under 50 concurrent connections, after a warm-up; and one connection alone. */
async function renderLoad(origin: string, pagePath: string): Promise<RenderLoad> {
  const url = `${origin}${pagePath}`;
  // As a browser asks: compressed.
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  await autocannon({ url, headers, connections: 8, duration: 3 });
  const single = await autocannon({ url, headers, connections: 1, duration: 5 });
  const load = await autocannon({ url, headers, connections: 50, duration: 15 });
  return {
    url,
    connections: 50,
    requestsPerSecond: Math.round(load.requests.average),
    p50: load.latency.p50,
    p99: load.latency.p99,
    errors: load.errors + load.non2xx,
    singleP50: single.latency.p50,
  };
}

function describeLoad(load: RenderLoad): string {
  return `${load.requestsPerSecond} req/s  p50 ${load.p50} ms  p99 ${load.p99} ms  errors ${load.errors}  (one at a time: p50 ${load.singleP50} ms)`;
}
