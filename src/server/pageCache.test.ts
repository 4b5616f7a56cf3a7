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
