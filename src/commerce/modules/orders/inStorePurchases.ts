/**
 * A member's purchases at the shops' tills (spec 000 §2 /order-history "in-store records"), newest
 * first, a page at a time, with the shop each was made at.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { inStorePurchases } from '../../db/schema/orders.ts';
import { checkedPage } from '../../core/pageInput.ts';

export type InStorePurchaseRecord = typeof inStorePurchases.$inferSelect;

export const IN_STORE_PURCHASES_MAX_PAGE_SIZE = 100;

export interface InStorePurchasesPage {
  purchases: InStorePurchaseRecord[];
  total: number;
  pageSize: number;
  currentPage: number;
}

export class InStorePurchases {
  constructor(private readonly db: Database) {}

  async page(customerId: number, pageSize: number, currentPage: number): Promise<InStorePurchasesPage> {
    checkedPage(pageSize, currentPage, IN_STORE_PURCHASES_MAX_PAGE_SIZE);
    const mine = eq(inStorePurchases.customerId, customerId);
    const [purchases, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(inStorePurchases)
        .where(mine)
        .orderBy(desc(inStorePurchases.purchasedAt), desc(inStorePurchases.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      this.db.select({ total: sql<number>`count(*)::int` }).from(inStorePurchases).where(mine),
    ]);
    return { purchases, total, pageSize, currentPage };
  }
}
