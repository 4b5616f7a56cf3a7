/**
 * How orders reach shoppers: home delivery at a flat fee, free from a threshold, or pickup at one of
 * the website's shops, free (spec 000 §1 "home shipping or store pickup"). Amounts are minor units
 * of each website's currency; the free-delivery threshold is the one the shop's content promises.
 */
import type { LocalizedText } from './locales.ts';
import type { WebsiteCode } from './storeViews.ts';

export const HOME_DELIVERY = { carrierCode: 'flatrate', methodCode: 'flatrate' } as const;
/** Magento's in-store pickup carrier; the shop is the shipping address's pickup_location_code. */
export const STORE_PICKUP = { carrierCode: 'instore', methodCode: 'pickup' } as const;

/** How the checkout, the receipt and the order history name each way. */
export const SHIPPING_TITLES = {
  homeDelivery: { en: 'Home delivery', 'zh-Hant': '送貨上門', 'zh-Hans': '送货上门' },
  storePickup: { en: 'Store pickup', 'zh-Hant': '門市自取', 'zh-Hans': '门店自取' },
  free: { en: 'Free delivery', 'zh-Hant': '免費送貨', 'zh-Hans': '免费送货' },
} as const satisfies Record<string, LocalizedText>;

export interface DeliveryRate {
  fee: number;
  freeFrom: number;
}

export const HOME_DELIVERY_RATES: Record<WebsiteCode, DeliveryRate> = {
  base: { fee: 6_000, freeFrom: 100_000 },
  mo: { fee: 6_000, freeFrom: 103_000 },
  my: { fee: 2_500, freeFrom: 60_000 },
};

/** Delivery costs nothing from the threshold, measured on what the shopper pays for the goods. */
export function homeDeliveryFee(website: WebsiteCode, goodsTotal: number): number {
  const rate = HOME_DELIVERY_RATES[website];
  return goodsTotal >= rate.freeFrom ? 0 : rate.fee;
}
