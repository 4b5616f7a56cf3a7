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
import type { Database } from '../../db/connect.ts';
import { emptyProductRows, loadPricesAndStock, mergeProductRows, type KeptProductRows, type ProductRows } from '../catalog/index.ts';

export class ProductRowLoader {
  private readonly rows = emptyProductRows();
  private readonly asked = new Set<number>();

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
      if (!loaded || !current) continue;
      own.products.set(id, { product: loaded.product, price: current.price, stock: current.stock });
      for (const key of ['members', 'media', 'categoryIds', 'configurableAttributes', 'variantValues'] as const) {
        const value = held[key].get(id);
        if (value !== undefined) (own[key] as Map<number, unknown>).set(id, value);
      }
    }
    return own;
  }
}
