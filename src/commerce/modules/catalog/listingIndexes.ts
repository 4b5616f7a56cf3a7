/**
 * The listing indexes of this process, one per website and base currency, kept current with the
 * catalog version (docs/decisions.md, "Category listings from an index in each process"). A change
 * drops an index, to be read again at the next listing; a gold price set in this process, with no
 * other change since, re-prices the gold pieces of the index in place instead.
 */
import type { Database } from '../../db/connect.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import { ListingIndex, loadListingRows } from './listingIndex.ts';
import type { GoldQuotes } from './pricing.ts';

interface Slot {
  /** The read under way or done, and the generation of changes it started in. */
  index: Promise<ListingIndex>;
  generation: number;
}

export interface ListingIndexStats {
  /** Indexes read from the database. */
  loads: number;
  /** Gold re-pricings, and the entries and milliseconds of the last one. */
  repricings: number;
  lastRepricing?: { entries: number; milliseconds: number };
}

export class ListingIndexes {
  private readonly slots = new Map<string, Slot>();
  /** Counts the changes that need a fresh read; a slot from an older generation is read again. */
  private generation = 0;
  readonly stats: ListingIndexStats = { loads: 0, repricings: 0 };

  constructor(
    private readonly db: Database,
    changes: CatalogChanges,
    private readonly quotesFor: (baseCurrency: CurrencyCode) => GoldQuotes,
  ) {
    // A gold price alone leaves the rows as they were: the next listing sees new quotes and re-prices.
    changes.onChange((_version, change) => {
      if (!change.goldPricesOnly) this.generation += 1;
    });
  }

  /** The website's index, current with every change announced so far. */
  async current(websiteId: number, baseCurrency: CurrencyCode, now: Date): Promise<ListingIndex> {
    const key = `${websiteId}:${baseCurrency}`;
    let slot = this.slots.get(key);
    if (!slot || slot.generation !== this.generation) {
      const generation = this.generation;
      const index = this.load(websiteId, baseCurrency);
      slot = { index, generation };
      const loading = slot;
      this.slots.set(key, loading);
      index.catch(() => {
        if (this.slots.get(key) === loading) this.slots.delete(key);
      });
    }
    const index = await slot.index;
    // The gold service's memory is reloaded before a change is announced, so its quotes are today's.
    const quotes = this.quotesFor(baseCurrency);
    if (index.goldQuotesDiffer(quotes)) {
      const started = performance.now();
      const entries = index.repriceGold(quotes, now);
      this.stats.repricings += 1;
      this.stats.lastRepricing = { entries, milliseconds: performance.now() - started };
    }
    index.ensurePricesAt(now);
    return index;
  }

  private async load(websiteId: number, baseCurrency: CurrencyCode): Promise<ListingIndex> {
    this.stats.loads += 1;
    const rows = await loadListingRows(this.db, websiteId);
    return new ListingIndex(rows, this.quotesFor(baseCurrency), new Date());
  }
}
