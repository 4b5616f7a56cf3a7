import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PageCache } from './pageCache.ts';
import { acceptedEncoding } from './compression.ts';

function page(body: string) {
  return { status: 200, headers: [['content-type', 'text/html']] as Array<[string, string]>, body: Buffer.from(body) };
}

describe('PageCache', () => {
  it('keeps pages until their time is up', async () => {
    let now = 1_000;
    const cache = new PageCache({ maxSize: 1_000_000, ttlMs: 60_000, now: () => now });
    await cache.store('a', page('<p>a</p>'), cache.generation);
    now += 59_999;
    expect(cache.get('a')?.body.toString()).toBe('<p>a</p>');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, size: 0, hits: 1, misses: 1 });
  });

  it('drops the least recently used pages beyond its size', async () => {
    const body = (name: string) => `<main>${name.repeat(400)}</main>`;
    const probe = new PageCache({ maxSize: 1_000_000, ttlMs: 60_000 });
    await probe.store('a', page(body('a')), probe.generation);
    const entrySize = probe.stats().size;

    const cache = new PageCache({ maxSize: Math.floor(entrySize * 3.5), maxPageSize: entrySize, ttlMs: 60_000 });
    for (const name of ['a', 'b']) await cache.store(name, page(body(name)), cache.generation);
    cache.get('a');
    for (const name of ['c', 'd']) await cache.store(name, page(body(name)), cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.stats().size).toBeLessThanOrEqual(Math.floor(entrySize * 3.5));
  });

  it('refuses a page drawn before the cache was emptied, and pages too large to be worth it', async () => {
    const cache = new PageCache({ maxSize: 800, ttlMs: 60_000 });
    const generation = cache.generation;
    cache.clear();
    await cache.store('stale', page('old price'), generation);
    expect(cache.get('stale')).toBeUndefined();
    await cache.store('huge', page('x'.repeat(101)), cache.generation);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('hands the page being drawn to the requests that ask for it meanwhile, once stored', async () => {
    const cache = new PageCache({ maxSize: 1_000_000, ttlMs: 60_000 });
    expect(cache.beingDrawn('home')).toBeUndefined();
    const settle = cache.draw('home');
    const waiting = [cache.beingDrawn('home'), cache.beingDrawn('home')];
    expect(cache.beingDrawn('other')).toBeUndefined();
    settle(cache.store('home', page('<p>home</p>'), cache.generation));
    settle();
    const shared = await Promise.all(waiting);
    expect(shared.map((copy) => copy?.body.toString())).toEqual(['<p>home</p>', '<p>home</p>']);
    expect(shared[0]?.encoded.gzip.length).toBeGreaterThan(0);
    // Settled: the next request finds the stored page, not a drawing.
    expect(cache.beingDrawn('home')).toBeUndefined();
    expect(cache.get('home')?.body.toString()).toBe('<p>home</p>');
    expect(cache.stats()).toMatchObject({ shared: 2, hits: 1 });
  });

  it('lets the requests that waited draw their own when the drawing was not stored', async () => {
    const cache = new PageCache({ maxSize: 1_000_000, ttlMs: 60_000 });
    const settle = cache.draw('missing');
    const waiting = cache.beingDrawn('missing');
    settle();
    await expect(waiting).resolves.toBeUndefined();
    expect(cache.beingDrawn('missing')).toBeUndefined();

    const failing = cache.draw('failing');
    const waitingOnFailure = cache.beingDrawn('failing');
    failing(Promise.reject(new Error('compression failed')));
    await expect(waitingOnFailure).resolves.toBeUndefined();
    expect(cache.stats().shared).toBe(0);
  });

  it('makes no request wait for a page drawn before the catalog changed', async () => {
    const cache = new PageCache({ maxSize: 1_000_000, ttlMs: 60_000 });
    const generation = cache.generation;
    const settle = cache.draw('category');
    const waitingBefore = cache.beingDrawn('category');
    cache.clear();
    expect(cache.beingDrawn('category')).toBeUndefined();
    // A request after the change draws the page again, and its drawing is the one waited for.
    const settleAfter = cache.draw('category');
    settle(cache.store('category', page('old price'), generation));
    await expect(waitingBefore).resolves.toBeUndefined();
    const waitingAfter = cache.beingDrawn('category');
    expect(waitingAfter).toBeDefined();
    settleAfter(cache.store('category', page('new price'), cache.generation));
    expect((await waitingAfter)?.body.toString()).toBe('new price');
  });

  it('hashes inline scripts only', () => {
    const hashes = inlineScriptHashes('<script type="module" src="/a.js"></script><script>alert(1)</script><script nonce="n">alert(1)</script>');
    // sha256("alert(1)"), once for the two identical scripts.
    expect(hashes).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('picks br, then gzip, from Accept-Encoding', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
