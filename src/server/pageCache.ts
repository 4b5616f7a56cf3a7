/**
 * The full-page cache (docs/design.md, Scaling, goes beyond the spec here): a page drawn for one anonymous
 * shopper is the same for every shopper who sends the same URL and the same page variant (which
 * the storefront derives from the cookies its pages read). Drawing a product page costs several
 * milliseconds of CPU, compressing it a few more; a stored copy is kept already compressed, so the
 * store stays fast under a crowd, the way a Varnish in front of a shop would keep it.
 *
 * A copy lives until the catalog changes (gold prices, content, products), or `ttlMs` passes for
 * what depends on the clock (opening hours, the promo window), whichever comes first.
 *
 * A drawn page allows its inline scripts by the response's CSP nonce. A stored page is sent to
 * many shoppers, so it allows them by their SHA-256 hashes instead, taken when it is stored: no
 * nonce is ever reused, and the stored bytes never change.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressKeptPage, type ContentEncoding } from './compression.ts';

export interface CachedPage {
  status: number;
  /** Response headers as sent, Set-Cookie lines included (they belong to the variant). */
  headers: Array<[string, string]>;
  body: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
  /** `'sha256-…'` sources for script-src, one per inline script of the body. */
  scriptHashes: string[];
  storedAt: number;
  /** Bytes held: the body and its compressed copies. */
  size: number;
}

export interface PageCacheOptions {
  /** Total bytes of stored bodies and their compressed copies. */
  maxSize: number;
  ttlMs: number;
  /** Larger pages are not stored; an eighth of `maxSize` when not given. */
  maxPageSize?: number;
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  size: number;
  hits: number;
  misses: number;
}

export class PageCache {
  /** Bounded by the bytes held; the least recently used page goes first. */
  private readonly pages: LRUCache<string, CachedPage>;
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;
  /** Bumped by `clear`: a page drawn before a catalog change must not be stored after it. */
  private currentGeneration = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache<string, CachedPage>({ maxSize: options.maxSize, sizeCalculation: (page) => page.size });
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    // The age is checked here rather than by the cache's own ttl so that `now` is the one clock.
    if (!page || this.now() - page.storedAt >= this.options.ttlMs) {
      if (page) this.pages.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return page;
  }

  /**
   * Compresses and stores a page drawn during `generation`, unless the cache was emptied since
   * (the page may show an old price) or the page is too large to be worth a place.
   */
  async store(key: string, page: { status: number; headers: Array<[string, string]>; body: Buffer }, generation: number): Promise<void> {
    if (generation !== this.currentGeneration || page.body.length > (this.options.maxPageSize ?? this.options.maxSize / 8)) return;
    const [br, gz] = await Promise.all([compressKeptPage(page.body, 'br'), compressKeptPage(page.body, 'gzip')]);
    if (generation !== this.currentGeneration) return;
    this.pages.set(key, {
      ...page,
      encoded: { br, gzip: gz },
      scriptHashes: inlineScriptHashes(page.body.toString('utf8')),
      storedAt: this.now(),
      size: page.body.length + br.length + gz.length,
    });
  }

  clear(): void {
    this.currentGeneration += 1;
    this.pages.clear();
  }

  stats(): PageCacheStats {
    return { entries: this.pages.size, size: this.pages.calculatedSize, hits: this.hits, misses: this.misses };
  }
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of the inline scripts of a page, as the browser hashes their text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
