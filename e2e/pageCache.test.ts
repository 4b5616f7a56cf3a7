/**
 * The full-page cache in front of server rendering (src/server/pageCache.ts), on the production
 * build: a second shopper gets the stored page, compressed once, its scripts allowed by hash; cookies that change a page
 * give it its own copy; a gold price change empties the cache at once; redirects, 404s and
 * signed-in requests are never stored; a crowd asking for one page together has it drawn once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../test/harness.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { drawing } from './support/pageDrawing.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;

beforeAll(async () => {
  store = await startStore();
});

afterAll(async () => {
  await store?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${store.origin}${path}`, { headers, redirect: 'manual' });
  const body = await response.text();
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, body, nonce, cache: response.headers.get('x-page-cache') };
}

/** The bytes as sent, not decompressed as fetch would. */
function getRaw(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${store.origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The page once the cache answers it. A page is stored after it has been sent and compressed, so
 * the request right after a miss may still be drawn afresh.
 */
async function stored(path: string, headers: Record<string, string> = {}) {
  return vi.waitFor(
    async () => {
      const answer = await get(path, headers);
      if (answer.cache !== 'hit') throw new Error(`${path} was never answered from the cache`);
      return answer;
    },
    { timeout: 10_000, interval: 50 },
  );
}


const goldPagePath = '/en-hk/dynamicGoldPrice/';

/** Sets the Hong Kong 999.9 gold board price through the admin API, as the store's staff do. */
async function setGoldPrice(sell: string, buy: string): Promise<void> {
  const response = await fetch(`${store.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    body: JSON.stringify({
      query: `mutation { setGoldPrice(input: { gold_code: "HK-CK9999", sell_price: "${sell}", buy_price: "${buy}" }) { gold_code } }`,
    }),
  });
  expect((await response.json()).errors).toBeUndefined();
}

describe('page cache', () => {
  it('answers the second request from the cache, compressed, allowing exactly its inline scripts', async () => {
    const first = await get('/en-hk/contact-us');
    const second = await stored('/en-hk/contact-us');
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.nonce).toBeTruthy();
    expect(second.cache).toBe('hit');
    expect(drawing(second.body)).toBe(drawing(first.body));
    expect(second.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(second.response.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // A stored page is shared, so its policy names its scripts by hash rather than by a nonce.
    const policy = second.response.headers.get('content-security-policy')!;
    expect(policy).not.toContain('nonce-');
    // Without reCAPTCHA keys nothing of Google's is let in (e2e/recaptcha.test.ts has the keys).
    expect(policy).not.toContain('google');
    const scripts = [...second.body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }

    for (const encoding of ['br', 'gzip']) {
      const raw = await getRaw('/en-hk/contact-us', encoding);
      expect(raw.headers['x-page-cache']).toBe('hit');
      expect(raw.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).toString('utf8');
      expect(text).toBe(second.body);
    }
    const plain = await getRaw('/en-hk/contact-us', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(second.body);
  });

  it('compresses a page drawn afresh whole, as the browser accepts', async () => {
    const stylesheet = readFileSync(path.resolve('build/client/assets', readdirSync(path.resolve('build/client/assets')).find((name) => /^styles-.*\.css$/.test(name))!), 'utf8');
    // Pages no other test here asks for: each is drawn for this request. A browser that takes gzip
    // gets the page gzipped around the stylesheet compressed once, brotli or not.
    const cases = [
      ['/en-hk/privacy-policy', 'br', 'br'],
      ['/tc-hk/privacy-policy', 'gzip', 'gzip'],
      ['/en-mo/privacy-policy', 'gzip, deflate, br, zstd', 'gzip'],
      ['/sc-hk/privacy-policy', 'identity', undefined],
    ] as const;
    for (const [url, acceptEncoding, encoding] of cases) {
      const raw = await getRaw(url, acceptEncoding);
      expect(raw.headers['x-page-cache']).toBe('miss');
      expect(raw.headers.vary).toContain('accept-encoding');
      expect(raw.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? brotliDecompressSync(raw.body) : encoding === 'gzip' ? gunzipSync(raw.body) : raw.body).toString('utf8');
      expect(text).toMatch(/^<!DOCTYPE html>/i);
      expect(text).toMatch(/<\/html>$/);
      expect(text).toContain(stylesheet);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    }
  });

  it('hydrates a stored page in the browser: its scripts pass the hash policy', async () => {
    const browser = await launchBrowser();
    try {
      for (const expected of ['miss', 'hit']) {
        if (expected === 'hit') await stored('/tc-hk/faq');
        const watched = await openPage(browser, 'phone');
        const response = await watched.page.goto(`${store.origin}/tc-hk/faq`);
        expect(response?.headers()['x-page-cache']).toBe(expected);
        await waitForHydration(watched.page);
        expect(watched.problems).toEqual([]);
        await watched.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('keeps the store view cookie per variant: a new visitor is told to remember the view, a returning one is not', async () => {
    const newcomer = await get('/sc-mo/contact-us');
    const again = await stored('/sc-mo/contact-us');
    expect(newcomer.response.headers.get('set-cookie')).toMatch(/sc-mo/);
    expect(again.response.headers.get('set-cookie')).toMatch(/sc-mo/);

    const cookie = newcomer.response.headers.get('set-cookie')!.split(';')[0];
    const returning = await get('/sc-mo/contact-us', { cookie });
    expect(returning.cache).toBe('miss');
    expect(returning.response.headers.get('set-cookie')).toBeNull();
    expect((await stored('/sc-mo/contact-us', { cookie })).response.headers.get('set-cookie')).toBeNull();
  });

  it('draws the promo bar per the shopper’s promo cookies', async () => {
    const fresh = await get('/en-hk/faq');
    // A window started a minute ago, outside the session that started it: the bar stays hidden.
    const cookie = `promo_viewed_at=${Date.now() - 60_000}`;
    const hidden = await get('/en-hk/faq', { cookie });
    expect(fresh.cache).toBe('miss');
    expect(hidden.cache).toBe('miss');
    expect(hidden.body.length).toBeLessThan(fresh.body.length);
    const hiddenAgain = await stored('/en-hk/faq', { cookie: `promo_viewed_at=${Date.now() - 30_000}` });
    expect(drawing(hiddenAgain.body)).toBe(drawing(hidden.body));
  });

  it('is emptied when a gold price changes, so the new price shows at once', async () => {
    await stored(goldPagePath);
    await setGoldPrice('48888.00', '46666.00');
    const after = await get(goldPagePath);
    expect(after.cache).toBe('miss');
    expect(after.body).toContain('HK$48,888');
  });

  it('draws a page once for a crowd asking for it together after a gold price change', async () => {
    await stored(goldPagePath);
    await setGoldPrice('48999.00', '46777.00');
    const crowd = await Promise.all(Array.from({ length: 12 }, () => get(goldPagePath)));
    const drawn = crowd.filter((answer) => answer.cache === 'miss');
    const waited = crowd.filter((answer) => answer.cache === 'shared');
    expect(drawn).toHaveLength(1);
    expect(waited.length).toBeGreaterThan(0);
    // Any request that came once the copy was stored found it stored.
    expect(crowd.every((answer) => ['miss', 'shared', 'hit'].includes(answer.cache ?? ''))).toBe(true);
    for (const answer of crowd) {
      expect(answer.response.status).toBe(200);
      expect(answer.body).toContain('HK$48,999');
      expect(drawing(answer.body)).toBe(drawing(drawn[0].body));
    }
    // The copies waited for are sent to many: their scripts are allowed by hash, not by a nonce.
    for (const answer of waited) {
      expect(answer.nonce).toBeUndefined();
      expect(answer.response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('never stores redirects, missing pages or signed-in requests', async () => {
    expect((await get('/contact-us')).response.status).toBe(302);
    expect((await get('/contact-us')).cache).toBeNull();
    const missing = await get('/en-hk/no-such-page-anywhere');
    expect(missing.response.status).toBe(404);
    expect((await get('/en-hk/no-such-page-anywhere')).cache).toBeNull();
    await get('/en-hk/sitemap');
    expect((await get('/en-hk/sitemap', { authorization: 'Bearer someone' })).cache).toBeNull();
  });

  it('serves hashed assets as immutable, without validators, and the service worker for revalidation', async () => {
    const html = await (await fetch(`${store.origin}/en-hk/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const asset = await fetch(`${store.origin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('etag')).toBeNull();
    expect(asset.headers.get('last-modified')).toBeNull();
    const worker = await fetch(`${store.origin}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('etag')).toBeTruthy();
  });
});

describe('route manifest', () => {
  /** The build's version, as a page tells its scripts. */
  async function buildVersion(): Promise<string> {
    const html = await (await fetch(`${store.origin}/en-hk/`)).text();
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeTruthy();
    return version!;
  }

  it("answers the routes a page's links lead to, the same to every shopper, and a build's old version with a reload", async () => {
    const version = await buildVersion();
    const paths = ['/en-hk', '/en-hk/gold.html', '/en-hk/sign-in'].join(',');
    const url = `${store.origin}/__manifest?${new URLSearchParams({ paths, version })}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const routes = (await first.json()) as Record<string, { id: string }>;
    // The store view's layout, the URL resolver (a category) and the sign-in page.
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['routes/store', 'routes/resolveUrl', 'routes/signIn']));
    expect(Object.keys(routes)).not.toContain('routes/checkout');
    const again = await fetch(url, { headers: { cookie: 'someone=else' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(routes);
    expect(again.headers.get('set-cookie')).toBeNull();

    const stale = await fetch(`${store.origin}/__manifest?${new URLSearchParams({ paths, version: 'an-old-build' })}`);
    expect(stale.status).toBe(204);
    expect(stale.headers.get('x-remix-reload-document')).toBe('true');
  });
});
