/**
 * Websites, store views and exchange rates of the demo store. Codes, ids and currencies come from
 * rules/storeViews.ts (spec 001 §3.1); the editable settings (names, customer service numbers) and
 * the rates are the demo's.
 */
import type { currencyRates, storeViews, websites } from '../db/schema.ts';
import { CURRENCY_CODES, RATE_SCALE, type CurrencyCode } from '../../rules/money.ts';
import { STORE_VIEWS, WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import type { LocaleKey } from '../../rules/locales.ts';
import { tri, type Trilingual } from './localized.ts';

/** Online customer service on WhatsApp, one number per website (E.164). */
export const WHATSAPP_BY_WEBSITE: Record<WebsiteCode, string> = {
  base: '+85251182338',
  mo: '+85366812338',
  my: '+60123382338',
};

const STORE_NAME = tri('TSL | Tse Sui Luen', 'TSL | 謝瑞麟', 'TSL | 谢瑞麟');

const STORE_GROUP_NAME: Record<WebsiteCode, Trilingual> = {
  base: tri('Hong Kong', '香港', '香港'),
  mo: tri('Macau', '澳門', '澳门'),
  my: tri('Malaysia', '馬來西亞', '马来西亚'),
};

/**
 * Units of each currency per US dollar, mid-market, rounded as a bank board shows them. MOP is
 * pegged to HKD at 1.03 and HKD to USD in its 7.75-7.85 band.
 */
const UNITS_PER_USD: Record<CurrencyCode, number> = {
  USD: 1,
  HKD: 7.8,
  MOP: 8.034,
  CNY: 7.18,
  MYR: 4.42,
};

export function websiteRows(): Array<typeof websites.$inferInsert> {
  return WEBSITES.map((site) => ({
    id: site.id,
    code: site.code,
    name: site.name,
    baseCurrency: site.baseCurrency,
    region: site.region,
    mediaHost: site.mediaHost,
    whatsappNumber: WHATSAPP_BY_WEBSITE[site.code],
    sortOrder: site.sortOrder,
  }));
}

export function storeViewRows(): Array<typeof storeViews.$inferInsert> {
  return STORE_VIEWS.map((view) => {
    const locale: LocaleKey = view.localeKey;
    return {
      id: view.id,
      code: view.code,
      websiteId: WEBSITES.find((site) => site.code === view.websiteCode)!.id,
      locale: view.locale,
      urlPrefix: view.urlPrefix,
      storeName: STORE_NAME[locale],
      storeGroupName: STORE_GROUP_NAME[view.websiteCode][locale],
      sortOrder: view.sortOrder,
      isActive: true,
    };
  });
}

/** Every ordered pair of distinct currencies, both directions, via the US dollar cross rate. */
export function currencyRateRows(updatedAt: Date): Array<typeof currencyRates.$inferInsert> {
  const rows: Array<typeof currencyRates.$inferInsert> = [];
  for (const base of CURRENCY_CODES) {
    for (const target of CURRENCY_CODES) {
      if (base === target) continue;
      rows.push({
        baseCurrency: base,
        targetCurrency: target,
        scaledRate: Math.round((UNITS_PER_USD[target] / UNITS_PER_USD[base]) * RATE_SCALE),
        updatedAt,
      });
    }
  }
  return rows;
}
