/**
 * What CMS content is written for: one language, one website (its currency, hotline and shops),
 * and the seeded SKUs that product carousels show. Amounts and counts in the text come from here,
 * never written by hand, so each website's pages quote its own currency and its own shops.
 */
import type { LocaleKey } from '../../../rules/locales.ts';
import { formatMoney, MINOR_UNITS_PER_MAJOR } from '../../../rules/money.ts';
import type { WebsiteCode, WebsiteDefinition } from '../../../rules/storeViews.ts';
import type { Trilingual } from '../localized.ts';
import { websitePrice } from '../websitePrices.ts';
import { WHATSAPP_BY_WEBSITE } from '../websites.ts';
import { HOME_DELIVERY_RATES } from '../../../rules/shipping.ts';

/** SKUs of seeded, visible products that content features. */
export interface FeaturedSkus {
  newArrivals: string[];
  bestSellers: string[];
  goldPicks: string[];
  weddingSeason: string[];
  giftIdeas: string[];
}

export interface ShopPin {
  websiteCode: WebsiteCode;
  name: Trilingual;
  address: Trilingual;
  latitude: number;
  longitude: number;
  phone: string;
  /** Orders can be collected there (store pickup). */
  pickup: boolean;
}

/** What the Wedding Season campaign offers, read from the seeded prices. */
export interface CampaignOffer {
  /** Per website, the largest saving on a pair of the campaign's pair rings, in whole percent (0: none). */
  pairRingsPercentOff: Record<WebsiteCode, number>;
}

export interface ContentContext {
  locale: LocaleKey;
  website: WebsiteDefinition;
  featured: FeaturedSkus;
  shops: ShopPin[];
  campaign: CampaignOffer;
}

export function pick(context: ContentContext, text: Trilingual): string {
  return text[context.locale];
}

export const CUSTOMER_SERVICE: Record<WebsiteCode, { hotline: string; email: string; hours: Trilingual }> = {
  base: {
    hotline: '+852 2958 2268',
    email: 'cs.hk@tsl-jewellery.example',
    hours: { en: 'Monday to Saturday, 10:00 to 19:00 (except public holidays)', 'zh-Hant': '星期一至六 上午10時至晚上7時（公眾假期除外）', 'zh-Hans': '星期一至六 上午10时至晚上7时（公众假期除外）' },
  },
  mo: {
    hotline: '+853 2833 1882',
    email: 'cs.mo@tsl-jewellery.example',
    hours: { en: 'Monday to Saturday, 10:00 to 19:00 (except public holidays)', 'zh-Hant': '星期一至六 上午10時至晚上7時（公眾假期除外）', 'zh-Hans': '星期一至六 上午10时至晚上7时（公众假期除外）' },
  },
  my: {
    hotline: '+60 3-2142 1882',
    email: 'cs.my@tsl-jewellery.example',
    hours: { en: 'Monday to Friday, 09:30 to 18:30 (except public holidays)', 'zh-Hant': '星期一至五 上午9時30分至下午6時30分（公眾假期除外）', 'zh-Hans': '星期一至五 上午9时30分至下午6时30分（公众假期除外）' },
  },
};

/** "+852 5118 2338" for display; WhatsApp links use the digits only. */
export function whatsappDisplay(code: WebsiteCode): string {
  const number = WHATSAPP_BY_WEBSITE[code];
  if (code === 'my') return `${number.slice(0, 3)} ${number.slice(3, 5)}-${number.slice(5, 8)} ${number.slice(8)}`;
  return `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`;
}

export function whatsappLink(code: WebsiteCode): string {
  return `https://wa.me/${WHATSAPP_BY_WEBSITE[code].replace(/\D/g, '')}`;
}

/**
 * A Hong Kong dollar amount in the website's currency, priced as its products are (websitePrices.ts)
 * and written as every price in the store is (rules/money.ts): "HK$1,000", "MOP 1,030", "RM 600".
 */
export function localMoney(context: ContentContext, hkd: number): string {
  const amount = websitePrice(hkd, context.website.code) * MINOR_UNITS_PER_MAJOR;
  return formatMoney({ amount, currency: context.website.baseCurrency });
}

/** The free-delivery threshold the checkout applies (rules/shipping.ts), as content quotes it. */
export function freeDeliveryFrom(context: ContentContext): string {
  const amount = HOME_DELIVERY_RATES[context.website.code].freeFrom;
  return formatMoney({ amount, currency: context.website.baseCurrency });
}

/** The website's shops where orders can be collected. */
export function pickupShopCount(context: ContentContext): number {
  return context.shops.filter((shop) => shop.websiteCode === context.website.code && shop.pickup).length;
}
