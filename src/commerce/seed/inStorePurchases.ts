/**
 * The demo members' purchases at the shops' tills (spec 000 §2 "in-store records"): five each, over
 * the last year and a half, at shops of their own website, of pieces the catalog sells (at the
 * prices it lists) and, now and then, a service the till rings up without a SKU.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { productPrices, products } from '../db/schema/catalog.ts';
import { storeLocations } from '../db/schema/locations.ts';
import { inStorePurchases, type InStorePurchaseLine } from '../db/schema/orders.ts';
import { WEBSITES } from '../../rules/storeViews.ts';
import { tri } from './localized.ts';

const DAY = 24 * 60 * 60 * 1000;
const PURCHASES_PER_MEMBER = 5;
/** Days before the seed day each purchase was made, newest first. */
const DAYS_AGO = [12, 47, 133, 290, 520];
const RECEIPT_PREFIX: Record<string, string> = { base: 'HKP', mo: 'MOP', my: 'MYP' };

/** A service rung up at the till beside the pieces. */
const ENGRAVING = { name: tri('Engraving service', '刻字服務', '刻字服务'), amounts: { base: 20_000, mo: 20_000, my: 8_000 } };

export async function writeInStorePurchases(tx: Database, today: Date): Promise<void> {
  for (const site of WEBSITES) {
    // The demo member of each website has the website's id (seed/members.ts).
    const customerId = site.id;
    const shops = await tx
      .select({ id: storeLocations.id })
      .from(storeLocations)
      .where(eq(storeLocations.websiteId, site.id))
      .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id))
      .limit(PURCHASES_PER_MEMBER);
    const pieces = await tx
      .select({ sku: products.sku, name: products.name, price: productPrices.price })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.websiteId, site.id)))
      .where(and(eq(products.typeId, 'simple'), eq(products.visibleInCatalog, true), gt(productPrices.price, 0)))
      .orderBy(asc(products.sku))
      .limit(PURCHASES_PER_MEMBER * 2);
    if (!shops.length || !pieces.length) continue;
    const rows = DAYS_AGO.map((daysAgo, index) => {
      const piece = (offset: number) => pieces[(index * 2 + offset) % pieces.length];
      const items: InStorePurchaseLine[] = [{ name: piece(0).name, sku: piece(0).sku, quantity: 1, amount: piece(0).price }];
      // Every other receipt has a second piece; the oldest an engraving too.
      if (index % 2 === 0) items.push({ name: piece(1).name, sku: piece(1).sku, quantity: 2, amount: piece(1).price * 2 });
      if (index === DAYS_AGO.length - 1) items.push({ name: ENGRAVING.name, sku: null, quantity: 1, amount: ENGRAVING.amounts[site.code] });
      return {
        customerId,
        storeLocationId: shops[index % shops.length].id,
        receiptNumber: `${RECEIPT_PREFIX[site.code]}${String(240_001 + customerId * 100 + index).padStart(8, '0')}`,
        purchasedAt: new Date(today.getTime() - daysAgo * DAY + (11 + index) * 60 * 60 * 1000),
        currency: site.baseCurrency,
        amount: items.reduce((sum, item) => sum + item.amount, 0),
        items,
      };
    });
    await tx.insert(inStorePurchases).values(rows);
  }
}
