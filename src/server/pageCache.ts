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
 * A change empties the cache for every page at once, and a crowd then asks for the same few pages
 * (the home page, the category whose gold price moved). A page asked for while another request is
 * drawing it is drawn once: the others wait for its stored copy (`beingDrawn`, `draw`), as the
 * catalog's listings are computed once for a burst (docs/decisions.md, "Pages drawn once for a crowd").
 *
 * A drawn page allows its inline scripts by the response's CSP nonce. A stored page is sent to
 * many shoppers, so it allows them by their SHA-256 hashes instead, taken when it is stored: no
 * nonce is ever reused, and the stored bytes never change.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressKeptPage, type ContentEncoding } from './compression.ts';
import { SharedResults } from '../commerce/core/sharedResults.ts';

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
  /** Requests answered with the copy of a page another request was drawing when they came. */
  shared: number;
}

export class PageCache {
  /** Bounded by the bytes held; the least recently used page goes first. */
  private readonly pages: LRUCache<string, CachedPage>;
  private hits = 0;
  private misses = 0;
  private shared = 0;
  /** Pages being drawn now, by key: each settles with the copy stored, or nothing. */
  private readonly drawing = new SharedResults<CachedPage>();
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
   * The copy of the page another request is drawing now, once stored; undefined when none is being
   * drawn. It settles with undefined when that drawing is not stored (a page that is not found,
   * one that wrote its shopper's session, a catalog change meanwhile): the caller draws its own.
   */
  beingDrawn(key: string): Promise<CachedPage | undefined> | undefined {
    return this.drawing.awaiting(key)?.then((page) => {
      if (page) this.shared += 1;
      return page;
    });
  }

  /**
   * Marks the page as being drawn by the caller until the returned function is called with what
   * `store` makes of it (nothing: not stored). Calls after the first do nothing, so a `finally`
   * may call it again.
   */
  draw(key: string): (stored?: Promise<CachedPage | undefined>) => void {
    return this.drawing.begin(key);
  }

  /**
   * Compresses and stores a page drawn during `generation`, unless the cache was emptied since
   * (the page may show an old price) or the page is too large to be worth a place. Answers the
   * copy stored.
   */
  async store(key: string, page: { status: number; headers: Array<[string, string]>; body: Buffer }, generation: number): Promise<CachedPage | undefined> {
    if (generation !== this.currentGeneration || page.body.length > (this.options.maxPageSize ?? this.options.maxSize / 8)) return undefined;
    const [br, gz] = await Promise.all([compressKeptPage(page.body, 'br'), compressKeptPage(page.body, 'gzip')]);
    if (generation !== this.currentGeneration) return undefined;
    const kept: CachedPage = {
      ...page,
      encoded: { br, gzip: gz },
      scriptHashes: inlineScriptHashes(page.body.toString('utf8')),
      storedAt: this.now(),
      size: page.body.length + br.length + gz.length,
    };
    this.pages.set(key, kept);
    return kept;
  }

  clear(): void {
    this.currentGeneration += 1;
    this.pages.clear();
    // A page drawn before the change will not be stored: requests from now on draw it afresh
    // rather than wait for it.
    this.drawing.clear();
  }

  stats(): PageCacheStats {
    return { entries: this.pages.size, size: this.pages.calculatedSize, hits: this.hits, misses: this.misses, shared: this.shared };
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
