/**
 * The demo store's cart price rules: two coupons, one that has run out, and a gift with purchase
 * whose gifts are chosen in the cart (spec 000 §2 "Gift-product dialog"). Amounts are set per
 * website in its own currency, as a shop sets a promotion's threshold in round local numbers.
 */
import type { cartPriceRules, cartRuleGiftProducts, giftCards } from '../db/schema/cart.ts';
import { WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import { tri } from './localized.ts';
import type { ProductRows } from './products/catalogBuilder.ts';

/** Whole units of each website's currency; rows hold minor units. */
const AMOUNTS: Record<WebsiteCode, { welcomeOff: number; welcomeFrom: number; percentFrom: number; giftFrom: number }> = {
  base: { welcomeOff: 200, welcomeFrom: 2000, percentFrom: 5000, giftFrom: 8000 },
  mo: { welcomeOff: 200, welcomeFrom: 2000, percentFrom: 5000, giftFrom: 8000 },
  my: { welcomeOff: 100, welcomeFrom: 1000, percentFrom: 2500, giftFrom: 4000 },
};

/** How many gift pieces the gift with purchase grants, chosen among GIFT_CHOICES products. */
export const GIFT_QUANTITY = 2;
const GIFT_CHOICES = 3;

export const DEMO_COUPONS = { welcome: 'WELCOME200', percent: 'TSL10', expired: 'ANNIV2025' } as const;

/**
 * The demo gift cards of a website: one worth 500 of its currency, one worth 50,000 (enough to pay
 * a whole piece, so an order is placed with nothing left to pay), one spent, one expired (codes
 * start with HK, MO or MY).
 */
export function demoGiftCardCodes(site: WebsiteCode): { valid: string; large: string; empty: string; expired: string } {
  const prefix = { base: 'HK', mo: 'MO', my: 'MY' }[site];
  return { valid: `${prefix}-GIFT-500`, large: `${prefix}-GIFT-50000`, empty: `${prefix}-GIFT-EMPTY`, expired: `${prefix}-GIFT-EXPIRED` };
}

export function giftCardRows(today: Date): Array<typeof giftCards.$inferInsert> {
  const monthAgo = new Date(today.getTime() - 30 * 24 * 3600 * 1000);
  const inAYear = new Date(today.getTime() + 365 * 24 * 3600 * 1000);
  return WEBSITES.flatMap((site) => {
    const codes = demoGiftCardCodes(site.code);
    const card = { websiteId: site.id, currency: site.baseCurrency };
    return [
      { ...card, code: codes.valid, balance: 500_00, expiresAt: inAYear },
      { ...card, code: codes.large, balance: 50_000_00, expiresAt: inAYear },
      { ...card, code: codes.empty, balance: 0, expiresAt: inAYear },
      { ...card, code: codes.expired, balance: 500_00, expiresAt: monthAgo },
    ];
  });
}

/**
 * The gifts: the three least expensive pieces of jewellery on sale on their own and in stock in every
 * website, so the dialog always has something to offer.
 */
function giftProductIds(rows: ProductRows): number[] {
  const inStockEverywhere = (productId: number) => {
    const stock = rows.stock.filter((row) => row.productId === productId);
    return stock.length === WEBSITES.length && stock.every((row) => row.isInStock && (row.quantity ?? 0) >= 10);
  };
  const hkPrice = (productId: number) => rows.prices.find((row) => row.productId === productId && row.websiteId === WEBSITES[0].id)?.price ?? 0;
  return rows.products
    .filter((product) => product.typeId === 'simple' && product.visibleInCatalog !== false && inStockEverywhere(product.id!) && hkPrice(product.id!) > 0)
    .sort((a, b) => hkPrice(a.id!) - hkPrice(b.id!) || a.sku.localeCompare(b.sku))
    .slice(0, GIFT_CHOICES)
    .map((product) => product.id!);
}

export function cartRuleRows(rows: ProductRows, today: Date): {
  rules: Array<typeof cartPriceRules.$inferInsert>;
  gifts: Array<typeof cartRuleGiftProducts.$inferInsert>;
} {
  const rules: Array<typeof cartPriceRules.$inferInsert> = [];
  const gifts: Array<typeof cartRuleGiftProducts.$inferInsert> = [];
  const giftIds = giftProductIds(rows);
  const yearAgo = new Date(today.getTime() - 365 * 24 * 3600 * 1000);
  const monthAgo = new Date(today.getTime() - 30 * 24 * 3600 * 1000);
  for (const site of WEBSITES) {
    const amounts = AMOUNTS[site.code];
    const minor = (units: number) => units * 100;
    const base = rules.length;
    rules.push(
      {
        id: base + 1,
        websiteId: site.id,
        label: tri('Welcome offer', '新客戶優惠', '新客户优惠'),
        couponCode: DEMO_COUPONS.welcome,
        discountType: 'fixed',
        discountValue: minor(amounts.welcomeOff),
        minSubtotal: minor(amounts.welcomeFrom),
        sortOrder: 10,
      },
      {
        id: base + 2,
        websiteId: site.id,
        label: tri('10% off', '九折優惠', '九折优惠'),
        couponCode: DEMO_COUPONS.percent,
        discountType: 'percent',
        discountValue: 10,
        minSubtotal: minor(amounts.percentFrom),
        sortOrder: 20,
      },
      {
        id: base + 3,
        websiteId: site.id,
        label: tri('Anniversary offer 2025', '2025週年優惠', '2025周年优惠'),
        couponCode: DEMO_COUPONS.expired,
        discountType: 'percent',
        discountValue: 15,
        activeFrom: yearAgo,
        activeTo: monthAgo,
        sortOrder: 30,
      },
      {
        id: base + 4,
        websiteId: site.id,
        label: tri('Gift with purchase', '購物贈品', '购物赠品'),
        couponCode: null,
        discountType: 'none',
        minSubtotal: minor(amounts.giftFrom),
        giftQuantity: GIFT_QUANTITY,
        sortOrder: 40,
      },
    );
    giftIds.forEach((productId, position) => gifts.push({ ruleId: base + 4, productId, position }));
  }
  return { rules, gifts };
}
