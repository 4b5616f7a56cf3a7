/**
 * The catalog's stock moves, for the modules that sell or give pieces (an order placed or
 * cancelled, a reward exchanged): the catalog owns `product_stock` (docs/architecture.md, "Who owns
 * which table"), and these run in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { preparedStatement } from '../../db/preparedStatements.ts';
import { productStock } from '../../db/schema.ts';

/** What is left after a take: the quantity, or no limit where the piece is made to order. */
export interface StockLeft {
  quantity: number;
  backorders: boolean;
}

/**
 * Takes `quantity` pieces with one conditional decrement: it succeeds only while enough is on hand
 * (or the piece is made to order), so concurrent takers cannot oversell. Answers what is left, or
 * undefined when there was not enough.
 */
export async function takeStock(db: Database, productId: number, quantity: number, websiteId: number): Promise<StockLeft | undefined> {
  const [left] = await stockTaken(db).execute({ productId, quantity, websiteId });
  return left;
}

const stockTaken = preparedStatement('stock_taken', (db) => {
  const quantity = sql.placeholder('quantity');
  return db
    .update(productStock)
    .set({ quantity: sql`case when ${productStock.backorders} then ${productStock.quantity} else ${productStock.quantity} - ${quantity}::integer end` })
    .where(
      and(
        eq(productStock.productId, sql.placeholder('productId')),
        eq(productStock.websiteId, sql.placeholder('websiteId')),
        eq(productStock.isInStock, true),
        sql`(${productStock.backorders} or ${productStock.quantity} >= ${quantity}::integer)`,
      ),
    )
    .returning({ quantity: productStock.quantity, backorders: productStock.backorders });
});

/** Puts pieces back on hand (a made-to-order piece's count never moved). */
export async function giveStockBack(db: Database, productId: number, quantity: number, websiteId: number): Promise<void> {
  await db
    .update(productStock)
    .set({ quantity: sql`case when ${productStock.backorders} then ${productStock.quantity} else ${productStock.quantity} + ${quantity} end` })
    .where(and(eq(productStock.productId, productId), eq(productStock.websiteId, websiteId)));
}
