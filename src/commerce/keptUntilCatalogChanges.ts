/**
 * Reads kept in the process until the catalog's version moves (docs/decisions.md, "URL rewrites and
 * CMS content kept until the catalog changes"). For tables whose every write bumps the version
 * (catalogChanges.ts): the URL rewrites and the CMS pages and blocks are written only by the catalog's
 * writes and the seed, as the whole-response cache already assumes when it keeps their answers. A
 * page drawn afresh then asks the database nothing for its URL, its promotion bar or its footer.
 *
 * What is kept is the read under way, so requests asking at once share one statement; a read that
 * fails is forgotten. A gold price alone keeps everything: none of these reads prices.
 */
import { LRUCache } from 'lru-cache';
import type { CatalogChanges } from './catalogChanges.ts';

export class KeptUntilCatalogChanges<Answer extends object> {
  private entries: LRUCache<string, Promise<Answer>>;

  /** `most`: past this many keys (paths asked for, say, real or not) the least recently used go. */
  constructor(
    changes: CatalogChanges,
    private readonly most: number,
  ) {
    this.entries = new LRUCache({ max: most });
    // A read under way when the catalog changes settles into the set it started in, dropped here.
    changes.onChange((_version, change) => {
      if (!change.goldPricesOnly) this.entries = new LRUCache({ max: this.most });
    });
  }

  /**
   * The kept answer for `key`, read by `read` when there is none. Callers must not change it. A
   * query builder is a thenable that runs its statement each time it is awaited: it is made a
   * promise here, run once.
   */
  get(key: string, read: () => PromiseLike<Answer>): Promise<Answer> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const entries = this.entries;
    const answer = Promise.resolve(read());
    entries.set(key, answer);
    answer.catch(() => {
      if (entries.get(key) === answer) entries.delete(key);
    });
    return answer;
  }
}
