/**
 * Product rows for one cart operation. A change checks the products it adds, then prices the cart
 * it leaves, then shows it: all three read the same rows, so each product is loaded once and only
 * the products not yet asked for are read, together in one batch. Cart writes never change product
 * rows, so rows read before a write still hold after it.
 */
import type { Database } from '../../db/connect.ts';
import { emptyProductRows, loadProductRows, mergeProductRows, type ProductRows } from '../catalog/index.ts';

export class ProductRowLoader {
  private readonly rows = emptyProductRows();
  private readonly asked = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly websiteId: number,
  ) {}

  /** Rows holding at least the products `ids` name, with their members, prices and stock. */
  async load(ids: readonly number[]): Promise<ProductRows> {
    const missing = [...new Set(ids)].filter((id) => !this.asked.has(id));
    if (missing.length) {
      mergeProductRows(this.rows, await loadProductRows(this.db, missing, this.websiteId));
      for (const id of missing) this.asked.add(id);
    }
    return this.rows;
  }
}
