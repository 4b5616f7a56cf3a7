/**
 * The rows product views are built from (productRows.ts), kept in the process per website, as the
 * listing index keeps what listings filter and sort by (docs/decisions.md, "Product rows kept in
 * each process"). A product is read the first time a view of it is asked for, together with the
 * others of that request not yet read, and not again until the catalog changes: every write that
 * changes what a view shows (a product, its price, media or members, stock crossing into low or
 * out) bumps the catalog version (catalogChanges.ts). A gold price alone leaves the rows as they
 * are: views price gold pieces from the gold service's quotes when they are built.
 */
import type { Database } from '../../db/connect.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import { emptyProductRows, loadProductRows, mergeProductRows, type ProductRows } from './productRows.ts';

/**
 * Past this many products in one website, the rows start again empty, so a catalog far larger than
 * what shoppers look at between two changes cannot fill the memory with rarely seen products.
 */
const MOST_KEPT = 20_000;

interface WebsiteRows {
  rows: ProductRows;
  /** Each product asked for: the read that brings its rows, done or under way. */
  reads: Map<number, Promise<void>>;
  /** The products whose rows are in `rows`. */
  held: Set<number>;
  /** The held products by SKU, as they were read. */
  bySku: Map<string, number>;
}

export interface KeptProductRowsStats {
  /** Batches read from the database (each of productRows.ts's six statements). */
  reads: number;
}

export class KeptProductRows {
  private websites = new Map<number, WebsiteRows>();
  readonly stats: KeptProductRowsStats = { reads: 0 };

  constructor(
    private readonly db: Database,
    changes: CatalogChanges,
  ) {
    // A read under way when the catalog changes fills the set it started for, which is dropped here.
    changes.onChange((_version, change) => {
      if (!change.goldPricesOnly) this.websites = new Map();
    });
  }

  /**
   * Rows holding at least the products `ids` name, with their members, in the website's prices and
   * stock. `through`, a transaction, reads what is missing on the transaction's connection and
   * waits for no read under way elsewhere: the embedded database has one connection, which the
   * transaction holds until it ends.
   */
  async rowsFor(ids: readonly number[], websiteId: number, through?: Database): Promise<ProductRows> {
    let website = this.websites.get(websiteId);
    if (!website || website.reads.size + ids.length > MOST_KEPT) {
      website = { rows: emptyProductRows(), reads: new Map(), held: new Set(), bySku: new Map() };
      this.websites.set(websiteId, website);
    }
    const { rows, reads, held, bySku } = website;
    const keep = (loaded: ProductRows) => {
      mergeProductRows(rows, loaded);
      for (const [id, { product }] of loaded.products) bySku.set(product.sku, id);
    };
    if (through) {
      const missing = [...new Set(ids)].filter((id) => !held.has(id));
      if (missing.length) {
        this.stats.reads += 1;
        keep(await loadProductRows(through, missing, websiteId));
        for (const id of missing) {
          held.add(id);
          if (!reads.has(id)) reads.set(id, Promise.resolve());
        }
      }
      return rows;
    }
    const waits = new Set<Promise<void>>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const read = reads.get(id);
      if (read) waits.add(read);
      else missing.push(id);
    }
    if (missing.length) {
      this.stats.reads += 1;
      const read = loadProductRows(this.db, missing, websiteId).then((loaded) => {
        keep(loaded);
        for (const id of missing) held.add(id);
      });
      for (const id of missing) reads.set(id, read);
      // A failed read is forgotten, so the next request tries again.
      read.catch(() => {
        for (const id of missing) if (reads.get(id) === read) reads.delete(id);
      });
      waits.add(read);
    }
    await Promise.all(waits);
    return rows;
  }

  /**
   * The held products of the website named by `skus`, by SKU as they were read: a guess, which the
   * caller checks against the SKU read with the product's prices now (a SKU given to another
   * product since is looked up again, cart/productRowLoader.ts). A SKU of no held product is left out.
   */
  idsOfSkus(skus: readonly string[], websiteId: number): Map<string, number> {
    const bySku = this.websites.get(websiteId)?.bySku;
    const found = new Map<string, number>();
    if (!bySku) return found;
    for (const sku of skus) {
      const id = bySku.get(sku);
      if (id !== undefined) found.set(sku, id);
    }
    return found;
  }
}
