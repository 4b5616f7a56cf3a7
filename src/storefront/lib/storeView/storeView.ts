/**
 * Store views in URLs (docs/design.md, Storefront; spec 000 §2 "Store view prefixes"): every page lives under
 * the prefix of its store view (tc-hk, en-mo, …). Shared by loaders and components.
 */
import { htmlLangByLocale } from '../../../rules/locales.ts';
import {
  DEFAULT_URL_PREFIX,
  STORE_VIEWS,
  splitStorePrefix,
  storeViewByPrefix,
  storeViewsOfWebsite,
  websiteOf,
  type StoreViewDefinition,
} from '../../../rules/storeViews.ts';

export type { StoreViewDefinition };

/** The cookie (and local storage key, spec 000 §3) that remembers the shopper's store view. */
export const STORE_VIEW_COOKIE = 'store_view_url_code';

export const DEFAULT_STORE_VIEW = storeViewByPrefix(DEFAULT_URL_PREFIX)!;

/** The store view of a path, or the default one for paths without a prefix. */
export function storeViewOfPath(pathname: string): StoreViewDefinition {
  return splitStorePrefix(pathname)?.view ?? DEFAULT_STORE_VIEW;
}

export function storeViewOfUrl(url: string): StoreViewDefinition {
  return storeViewOfPath(new URL(url).pathname);
}

/** A path inside a store view: `storePath(view, '/contact-us')` is `/en-hk/contact-us`. */
export function storePath(view: StoreViewDefinition, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `/${view.urlPrefix}${rest === '/' ? '/' : rest}`;
}

/** The same page under another store view: the store switcher's and hreflang's link. */
export function switchStorePath(pathname: string, search: string, target: StoreViewDefinition): string {
  const rest = splitStorePrefix(pathname)?.rest ?? pathname;
  return `${storePath(target, rest)}${search}`;
}

/** Whether a form's action is the bag's (`/en-hk/cart`): its answers change no catalog or chrome data. */
export function isBagAction(action: string): boolean {
  return pathWithinStore(new URL(action, 'http://localhost').pathname) === '/cart';
}

/** The path without its store prefix, e.g. `/rings.html` for `/tc-hk/rings.html`. */
export function pathWithinStore(pathname: string): string {
  return splitStorePrefix(pathname)?.rest ?? pathname;
}

/**
 * The Intl locale of a store view: its language with the website's region, so that Macau shows
 * MOP and Malaysia MYR the way shoppers there read them.
 */
export function intlLocaleOf(view: StoreViewDefinition): string {
  return `${view.localeKey}-${websiteOf(view).region}`;
}

/** hreflang of a store view: language, script where it matters, and region (zh-Hant-MO). */
export const hreflangOf = intlLocaleOf;

/** `<html lang>` of a store view. */
export function htmlLangOf(view: StoreViewDefinition): string {
  return htmlLangByLocale[view.localeKey];
}

/** The views the store switcher offers: the other languages of the same website. */
export function siblingStoreViews(view: StoreViewDefinition): StoreViewDefinition[] {
  return storeViewsOfWebsite(view.websiteCode);
}

/**
 * The view of another website for the region selector: the same language where that website has
 * it (Malaysia has no Traditional Chinese view), else the website's first view.
 */
export function regionStoreView(view: StoreViewDefinition, websiteCode: StoreViewDefinition['websiteCode']): StoreViewDefinition {
  const views = storeViewsOfWebsite(websiteCode);
  return views.find((candidate) => candidate.localeKey === view.localeKey) ?? views[0];
}

export { STORE_VIEWS, storeViewByPrefix, websiteOf };
