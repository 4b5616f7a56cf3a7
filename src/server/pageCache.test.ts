import { describe, expect, it } from 'vitest';
import { PageCache, withNonce } from './pageCache.ts';

function page(body: string, nonce = '') {
  return { status: 200, headers: [['content-type', 'text/html']] as Array<[string, string]>, body, nonce };
}

describe('PageCache', () => {
  it('keeps pages until their time is up', () => {
    let now = 1_000;
    const cache = new PageCache({ maxSize: 1_000, ttlMs: 60_000, now: () => now });
    cache.set('a', page('<p>a</p>'), cache.generation);
    now += 59_999;
    expect(cache.get('a')?.body).toBe('<p>a</p>');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, size: 0, hits: 1, misses: 1 });
  });

  it('drops the least recently used pages beyond its size', () => {
    const cache = new PageCache({ maxSize: 100, ttlMs: 60_000 });
    cache.set('a', page('x'.repeat(10)), cache.generation);
    cache.set('b', page('y'.repeat(10)), cache.generation);
    cache.get('a');
    for (let index = 0; index < 9; index += 1) cache.set(`c${index}`, page('z'.repeat(10)), cache.generation);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats().size).toBeLessThanOrEqual(100);
  });

  it('refuses a page drawn before the cache was emptied, and pages too large to be worth it', () => {
    const cache = new PageCache({ maxSize: 800, ttlMs: 60_000 });
    const generation = cache.generation;
    cache.clear();
    cache.set('stale', page('old price'), generation);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('huge', page('x'.repeat(101)), cache.generation);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces the stored nonce with the answer’s own', () => {
    const stored = { ...page('<script nonce="abc">1</script><script nonce="abc">2</script>', 'abc'), storedAt: 0 };
    expect(withNonce(stored, 'xyz')).toBe('<script nonce="xyz">1</script><script nonce="xyz">2</script>');
  });
});
