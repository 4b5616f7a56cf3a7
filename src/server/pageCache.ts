/**
 * The full-page cache (DESIGN.md §9 goes beyond the spec here): a page drawn for one anonymous
 * shopper is the same for every shopper who sends the same URL and the same page variant (which
 * the storefront derives from the cookies its pages read). Drawing a product page costs tens of
 * milliseconds of CPU; sending a stored copy costs well under one, so the store stays fast under
 * a crowd, the way a Varnish in front of a shop would keep it.
 *
 * A copy lives until the catalog changes (gold prices, content, products), or `ttlMs` passes for
 * what depends on the clock (opening hours, the promo window), whichever comes first. The CSP
 * nonce in a stored page is replaced on every answer, so no two responses share one.
 */

export interface CachedPage {
  status: number;
  /** Response headers as sent, Set-Cookie lines included (they belong to the variant). */
  headers: Array<[string, string]>;
  body: string;
  /** The nonce the body was drawn with, replaced by each answer's own. */
  nonce: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Total size of the stored bodies, in UTF-16 code units (about bytes for these pages). */
  maxSize: number;
  ttlMs: number;
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  size: number;
  hits: number;
  misses: number;
}

export class PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  private readonly pages = new Map<string, CachedPage>();
  private size = 0;
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;
  /** Bumped by `clear`: a page drawn before a catalog change must not be stored after it. */
  private currentGeneration = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || this.now() - page.storedAt >= this.options.ttlMs) {
      if (page) this.remove(key, page);
      this.misses += 1;
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    this.hits += 1;
    return page;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  /** Stores a page drawn during `generation`, unless the cache was emptied since. */
  set(key: string, page: Omit<CachedPage, 'storedAt'>, generation: number): void {
    if (generation !== this.currentGeneration || page.body.length > this.options.maxSize / 8) return;
    const previous = this.pages.get(key);
    if (previous) this.remove(key, previous);
    this.pages.set(key, { ...page, storedAt: this.now() });
    this.size += page.body.length;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.size <= this.options.maxSize) break;
      this.remove(oldestKey, oldest);
    }
  }

  clear(): void {
    this.currentGeneration += 1;
    this.pages.clear();
    this.size = 0;
  }

  stats(): PageCacheStats {
    return { entries: this.pages.size, size: this.size, hits: this.hits, misses: this.misses };
  }

  private remove(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.size -= page.body.length;
  }
}

/** The stored body with every occurrence of its nonce replaced by this answer's. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
