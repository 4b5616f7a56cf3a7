/**
 * Product rows for one cart operation. A change checks the products it adds, then prices the cart
 * it leaves, then shows it: all three read the same rows, so each product is loaded once and only
 * the products not yet asked for are read, together in one batch. Cart writes never change product
 * rows, so rows read before a write still hold after it.
 *
 * A cart step, and placing an order, take the products, members and media from the rows the catalog
 * keeps in the process (catalog/keptProductRows.ts), and read only prices and stock as they stand
 * now, in the step's transaction: one statement where the whole read is six. What an order costs
 * and whether its pieces are in stock is never older than the order; a product's other rows are
 * as the process last heard of the catalog, which every write that changes them tells at once to
 * its own process and within a second to the others (docs/decisions.md, "Cart steps read prices
 * and stock now").
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { preparedStatement } from '../../db/preparedStatements.ts';
import { products } from '../../db/schema.ts';
import { emptyProductRows, loadPricesAndStock, mergeProductRows, type KeptProductRows, type ProductRows } from '../catalog/index.ts';

// One text for any number of codes (an array parameter, where an IN list's text grows with it).
const productsBySku = preparedStatement('products_by_sku', (db) =>
  db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(sql`${products.sku} = any(${sql.placeholder('skus')}::text[])`),
);

export class ProductRowLoader {
  private readonly rows = emptyProductRows();
  private readonly asked = new Set<number>();
  /** Each loaded product's SKU as read with its prices now. */
  private readonly skusNow = new Map<number, string>();

  constructor(
    private readonly db: Database,
    private readonly websiteId: number,
    private readonly kept: KeptProductRows,
  ) {}

  /** Rows holding at least the products `ids` name, with their members, prices and stock. */
  async load(ids: readonly number[]): Promise<ProductRows> {
    const missing = [...new Set(ids)].filter((id) => !this.asked.has(id));
    if (missing.length) {
      mergeProductRows(this.rows, await this.keptWithPricesNow(missing));
      for (const id of missing) this.asked.add(id);
    }
    return this.rows;
  }

  /**
   * The products `skus` name, by SKU, with rows holding them and the products `ids`. A SKU of a
   * product kept in the process costs no statement of its own: the prices read now carry each
   * product's SKU, and a SKU that no longer names the kept product (given to another since) is
   * looked up in the database, as any SKU the process does not hold is. A SKU of no product is left out.
   */
  async loadBySku(skus: readonly string[], ids: readonly number[]): Promise<{ skuIds: Map<string, number>; rows: ProductRows }> {
    const guessed = this.kept.idsOfSkus(skus, this.websiteId);
    const skuIds = new Map(guessed);
    await this.lookUp(skus.filter((sku) => !guessed.has(sku)), skuIds);
    await this.load([...skuIds.values(), ...ids]);
    const moved = [...guessed].filter(([sku, id]) => this.skusNow.get(id) !== sku).map(([sku]) => sku);
    if (moved.length) {
      for (const sku of moved) skuIds.delete(sku);
      await this.lookUp(moved, skuIds);
      await this.load([...skuIds.values()]);
    }
    return { skuIds, rows: this.rows };
  }

  private async lookUp(skus: readonly string[], into: Map<string, number>): Promise<void> {
    if (!skus.length) return;
    for (const row of await productsBySku(this.db).execute({ skus })) into.set(row.sku, row.id);
  }

  /** The kept rows of `ids` and their members, each with the price and stock read now; a product gone since is left out. */
  private async keptWithPricesNow(ids: readonly number[]): Promise<ProductRows> {
    const held = await this.kept.rowsFor(ids, this.websiteId, this.db);
    const wanted = new Set(ids);
    for (const id of ids) for (const member of held.members.get(id) ?? []) wanted.add(member.childId);
    const now = await loadPricesAndStock(this.db, [...wanted], this.websiteId);
    const own = emptyProductRows();
    for (const id of wanted) {
      const loaded = held.products.get(id);
      const current = now.get(id);
      if (!current) continue;
      this.skusNow.set(id, current.sku);
      if (!loaded) continue;
      own.products.set(id, { product: loaded.product, price: current.price, stock: current.stock });
      for (const key of ['members', 'media', 'categoryIds', 'configurableAttributes', 'variantValues'] as const) {
        const value = held[key].get(id);
        if (value !== undefined) (own[key] as Map<number, unknown>).set(id, value);
      }
    }
    return own;
  }
}
