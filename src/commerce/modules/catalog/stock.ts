/**
 * Stock as shoppers see it, per website. The rule is written twice, here and as SQL for filters and
 * facets; keep the two side by side.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StockStatus } from './productSearchInput.ts';
import { COMPOSITE_TYPES, compositePricingOf } from './pricing.ts';

/** Magento shows "only X left" at or below this quantity. */
export const ONLY_X_LEFT_THRESHOLD = 5;

export interface StockRecord {
  quantity: number;
  isInStock: boolean;
  backorders: boolean;
}

/** Composite parents (configurable, bundle, grouped) keep a status only; quantities live on their members. */
function isComposite(typeId: string): boolean {
  return compositePricingOf(typeId) !== undefined;
}

/**
 * In stock when flagged so and either on hand or made to order (composites: when flagged so). No
 * stock row for the website means nothing to sell there.
 */
export function stockStatusOf(typeId: string, stock: StockRecord | undefined): StockStatus {
  if (!stock?.isInStock) return 'OUT_OF_STOCK';
  return isComposite(typeId) || stock.quantity > 0 || stock.backorders ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** The same rule in SQL, over products `product` and its product_stock row `stock` (nulls when none). */
export function stockStatusSql(product: string, stock: string): SQL {
  const p = sql.raw(product);
  const s = sql.raw(stock);
  return sql`case when coalesce(${s}.is_in_stock, false)
      and (${p}.type_id = any(${sql.param([...COMPOSITE_TYPES])}::text[]) or ${s}.quantity > 0 or ${s}.backorders)
    then 'IN_STOCK' else 'OUT_OF_STOCK' end`;
}

/** The quantity behind "only X left", shown for pieces on hand that are nearly gone. */
export function onlyXLeft(typeId: string, stock: StockRecord | undefined): number | null {
  if (!stock || isComposite(typeId) || stock.backorders || stockStatusOf(typeId, stock) !== 'IN_STOCK') return null;
  return stock.quantity <= ONLY_X_LEFT_THRESHOLD ? stock.quantity : null;
}
