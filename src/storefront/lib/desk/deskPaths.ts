/**
 * Where the operators' order desk lives: `/desk`, outside the store views (docs/decisions.md, "The
 * order desk"). It speaks the store's three languages, chosen with `?lang=` and remembered in the
 * session; its pages draw the Hong Kong store view of that language, whose `Store` header also
 * words the API's answers (status labels, refusals) in it.
 */
import type { LocaleKey } from '../../../rules/locales.ts';
import { storeViewsOfWebsite, type WebsiteCode } from '../../../rules/storeViews.ts';
import { regionStoreView, type StoreViewDefinition } from '../storeView/storeView.ts';

export const DESK_PATH = '/desk';
export const DESK_SIGN_IN_PATH = `${DESK_PATH}/sign-in`;
export const DESK_SIGN_OUT_PATH = `${DESK_PATH}/sign-out`;

/** Where sign-in takes the operator back to (`?redirect=`). */
export const DESK_REDIRECT_PARAM = 'redirect';

/** The query parameter that chooses the desk's language. */
export const DESK_LANGUAGE_PARAM = 'lang';

/** The desk's languages, in the order its switch offers them. */
export const DESK_LOCALES: readonly LocaleKey[] = ['en', 'zh-Hant', 'zh-Hans'];

export const DEFAULT_DESK_LOCALE: LocaleKey = 'en';

export function isDeskPath(pathname: string): boolean {
  return pathname === DESK_PATH || pathname.startsWith(`${DESK_PATH}/`) || pathname === `${DESK_PATH}.data`;
}

/** An order's page on the desk. */
export function deskOrderPath(number: string): string {
  return `${DESK_PATH}/orders/${encodeURIComponent(number)}`;
}

/** The language a `?lang=` names, when the desk speaks it. */
export function deskLocaleOfParam(value: string | null): LocaleKey | undefined {
  return DESK_LOCALES.find((locale) => locale === value);
}

/** The store view the desk draws in a language: Hong Kong's, which has all three. */
export function deskStoreView(locale: LocaleKey): StoreViewDefinition {
  const views = storeViewsOfWebsite('base');
  return views.find((view) => view.localeKey === locale) ?? views[0];
}

/** The store view of an order's own website in the desk's language: its money and dates are written as there. */
export function orderStoreView(deskView: StoreViewDefinition, websiteCode: string): StoreViewDefinition {
  return regionStoreView(deskView, WEBSITE_CODES.find((code) => code === websiteCode) ?? 'base');
}

const WEBSITE_CODES: readonly WebsiteCode[] = ['base', 'mo', 'my'];
