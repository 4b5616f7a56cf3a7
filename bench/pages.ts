/**
 * Storefront pages: Lighthouse performance (mobile, default simulated throttling) for home, a
 * category, a product and the gold price page; the JavaScript each loads (compressed bytes over
 * the wire); and server-render throughput of a product page under 50 concurrent connections.
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

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface LighthouseFigures {
  page: string;
  url: string;
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
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
  const store = await startStore({ port: 3903 });
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
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const result = lighthouse(page.name, page.url);
      figures.push(result);
      console.log(`${page.name.padEnd(11)} score ${result.score}  CLS ${result.cls}  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  JS ${(result.scriptBytes / 1024).toFixed(1)} KB`);
    }

    const productUrl = pages[2].url;
    await autocannon({ url: productUrl, connections: 8, duration: 3 });
    const render = await autocannon({ url: productUrl, connections: 50, duration: 15 });
    const ssr = { url: productUrl, connections: 50, requestsPerSecond: Math.round(render.requests.average), p50: render.latency.p50, p99: render.latency.p99, errors: render.errors + render.non2xx };
    console.log(`product SSR  ${ssr.requestsPerSecond} req/s  p50 ${ssr.p50} ms  p99 ${ssr.p99} ms  errors ${ssr.errors}`);
    writeFileSync(new URL('./results/pages.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), lighthouse: figures, ssr }, null, 2)}\n`);
  } finally {
    await store.stop();
  }
}
