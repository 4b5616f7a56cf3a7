import type { LocaleKey, MagentoLocale } from './locales.ts';
import type { CurrencyCode } from './money.ts';

/**
 * Websites and store views of spec 001 §3.1. The URL prefixes of Macau and Malaysia are ours
 * (docs/design.md, Storefront); the Hong Kong ones are the spec's.
 */
export type WebsiteCode = 'base' | 'mo' | 'my';

export interface WebsiteDefinition {
  code: WebsiteCode;
  id: number;
  name: string;
  baseCurrency: CurrencyCode;
  /** Region shown in the store locator and used for phone rules. */
  region: 'HK' | 'MO' | 'MY';
  mediaHost: 'main' | 'macau' | 'malaysia';
  sortOrder: number;
}

export interface StoreViewDefinition {
  code: string;
  id: number;
  websiteCode: WebsiteCode;
  locale: MagentoLocale;
  localeKey: LocaleKey;
  urlPrefix: string;
  sortOrder: number;
}

export const WEBSITES: readonly WebsiteDefinition[] = [
  { code: 'base', id: 1, name: 'Hong Kong', baseCurrency: 'HKD', region: 'HK', mediaHost: 'main', sortOrder: 1 },
  { code: 'mo', id: 2, name: 'Macau', baseCurrency: 'MOP', region: 'MO', mediaHost: 'macau', sortOrder: 2 },
  { code: 'my', id: 3, name: 'Malaysia', baseCurrency: 'MYR', region: 'MY', mediaHost: 'malaysia', sortOrder: 3 },
];

export const STORE_VIEWS: readonly StoreViewDefinition[] = [
  { code: 'tsl_tc', id: 1, websiteCode: 'base', locale: 'zh_Hant_HK', localeKey: 'zh-Hant', urlPrefix: 'tc-hk', sortOrder: 1 },
  { code: 'tsl_sc', id: 2, websiteCode: 'base', locale: 'zh_Hans_CN', localeKey: 'zh-Hans', urlPrefix: 'sc-hk', sortOrder: 2 },
  { code: 'tsl_en', id: 3, websiteCode: 'base', locale: 'en_US', localeKey: 'en', urlPrefix: 'en-hk', sortOrder: 3 },
  { code: 'tsl_mo_tc', id: 4, websiteCode: 'mo', locale: 'zh_Hant_HK', localeKey: 'zh-Hant', urlPrefix: 'tc-mo', sortOrder: 1 },
  { code: 'tsl_mo_sc', id: 5, websiteCode: 'mo', locale: 'zh_Hans_CN', localeKey: 'zh-Hans', urlPrefix: 'sc-mo', sortOrder: 2 },
  { code: 'tsl_mo_en', id: 6, websiteCode: 'mo', locale: 'en_US', localeKey: 'en', urlPrefix: 'en-mo', sortOrder: 3 },
  { code: 'tsl_my_sc', id: 7, websiteCode: 'my', locale: 'zh_Hans_CN', localeKey: 'zh-Hans', urlPrefix: 'sc-my', sortOrder: 1 },
  { code: 'tsl_my_en', id: 8, websiteCode: 'my', locale: 'en_US', localeKey: 'en', urlPrefix: 'en-my', sortOrder: 2 },
];

export const DEFAULT_STORE_VIEW_CODE = 'tsl_en';
export const DEFAULT_URL_PREFIX = 'en-hk';
export const CATEGORY_URL_SUFFIX = '.html';
export const PRODUCT_URL_SUFFIX = '.html';

const byCode = new Map(STORE_VIEWS.map((view) => [view.code, view]));
const byPrefix = new Map(STORE_VIEWS.map((view) => [view.urlPrefix, view]));
const websiteByCode = new Map(WEBSITES.map((site) => [site.code, site]));

export function findStoreView(code: string | null | undefined): StoreViewDefinition | undefined {
  return code ? byCode.get(code) : undefined;
}

export function storeViewByPrefix(prefix: string): StoreViewDefinition | undefined {
  return byPrefix.get(prefix);
}

export function websiteOf(view: StoreViewDefinition): WebsiteDefinition {
  return websiteByCode.get(view.websiteCode)!;
}

/** Store-to-website mapping of spec 001 §3.1: tsl_mo to mo, tsl_my to my, all others to base. */
export function websiteCodeOfStoreCode(storeCode: string): WebsiteCode {
  if (storeCode.startsWith('tsl_mo')) return 'mo';
  if (storeCode.startsWith('tsl_my')) return 'my';
  return 'base';
}

export function storeViewsOfWebsite(code: WebsiteCode): StoreViewDefinition[] {
  return STORE_VIEWS.filter((view) => view.websiteCode === code).sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * Splits a path into its store prefix and the rest. Prefixes are matched longest first
 * (spec 001 §3.1), so a longer code never loses to a shorter one that starts it.
 */
const prefixesLongestFirst = [...byPrefix.keys()].sort((a, b) => b.length - a.length);
export function splitStorePrefix(pathname: string): { view: StoreViewDefinition; rest: string } | null {
  for (const prefix of prefixesLongestFirst) {
    if (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)) {
      return { view: byPrefix.get(prefix)!, rest: pathname.slice(prefix.length + 1) || '/' };
    }
  }
  return null;
}
