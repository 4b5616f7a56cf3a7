/**
 * A deleted account's traces in the orders' tables (docs/architecture.md, "Who owns which table"):
 * its orders stay for the shop's books, without the shopper's email and addresses; the in-store
 * purchase records go (the shops' own tills keep their receipts, and the online copies only served
 * the member's history). Called inside the deletion's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { inStorePurchases, orders } from '../../db/schema/orders.ts';

export async function forgetOrdersOfAccount(db: Database, customerId: number): Promise<void> {
  await db
    .update(orders)
    .set({ email: `deleted-customer-${customerId}@invalid`, shippingAddress: null, billingAddress: null, updatedAt: new Date() })
    .where(eq(orders.customerId, customerId));
  await db.delete(inStorePurchases).where(eq(inStorePurchases.customerId, customerId));
}
