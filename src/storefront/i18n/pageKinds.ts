/**
 * The kind of page a path within a store view is, for the messages its page carries
 * (pageMessages.generated.ts): the route module that draws it. The same paths as routes.ts, which
 * the browser bundle cannot import; pageKinds.test.ts checks the two agree.
 */
import { matchPath } from 'react-router';

/** Paths under the store prefix, most specific first, as React Router ranks them. */
const PAGE_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['/', 'cmsPage'],
  ['/contact-us', 'cmsPage'],
  ['/terms-n-conditions', 'cmsPage'],
  ['/privacy-policy', 'cmsPage'],
  ['/privacy', 'cmsPage'],
  ['/search.html', 'search'],
  ['/dynamicGoldPrice', 'goldPrice'],
  ['/storelocator', 'storeLocator'],
  ['/sitemap', 'sitemap'],
  ['/cart', 'cart'],
  ['/sign-in', 'signIn'],
  ['/create-account', 'createAccount'],
  ['/forgot-password', 'forgotPassword'],
  ['/customer/account/createPassword', 'createPassword'],
  ['/authorizedUser/login', 'authorizedUserLogin'],
  ['/staffLogin', 'staffLogin'],
  ['/staff', 'staffAccount'],
  ['/staff/tags/:sku', 'staffProductTags'],
  ['/account', 'account'],
  ['/account-information', 'accountInformation'],
  ['/address-book', 'addressBook'],
  ['/change-password', 'changePassword'],
  ['/order-history', 'orderHistory'],
  ['/order-history/:number', 'orderDetails'],
  ['/communications', 'communications'],
  ['/saved-payments', 'savedPayments'],
  ['/delete-account', 'deleteAccount'],
  ['/member-centre', 'memberCentre'],
  ['/points-record', 'pointsRecord'],
  ['/rewards', 'rewards'],
  ['/asia-miles', 'asiaMiles'],
  ['/checkout', 'checkout'],
  ['/checkout/payment/wechat_pay', 'checkoutWechatPay'],
  ['/checkout/success', 'checkoutSuccess'],
  ['/checkout/failure', 'checkoutFailure'],
  ['/wishlist', 'wishlist'],
  ['/favourite', 'favourite'],
  ['/orderTracking', 'orderTracking'],
  ['/orderSearch', 'orderTracking'],
  ['/customizer', 'customizer'],
  ['/customizer/apt', 'customizerApt'],
  ['/customizer/core-jewels', 'customizerCoreJewels'],
  ['/customizer/design/:sku', 'customizerDesign'],
  ['/customizer/:category', 'customizerCategory'],
];

/** Any other path: a CMS page, a category or a product, as the URL resolver says. */
export const RESOLVED_PAGE_KIND = 'resolveUrl';

/**
 * The paths by their first segment, lower-cased as React Router compares them: most pages are
 * products and categories (`/rings.html`), whose first segment starts no path here, and they are
 * known for the URL resolver's without matching a pattern.
 */
const PATHS_BY_FIRST_SEGMENT = new Map<string, Array<readonly [string, string]>>();
for (const entry of PAGE_PATHS) {
  const first = firstSegmentOf(entry[0]);
  PATHS_BY_FIRST_SEGMENT.set(first, [...(PATHS_BY_FIRST_SEGMENT.get(first) ?? []), entry]);
}

function firstSegmentOf(path: string): string {
  return path.replace(/^\/+/, '').split('/', 1)[0].toLowerCase();
}

/** The page kind of a path without its store prefix (`/cart`, `/rings.html`). */
export function pageKindOf(pathWithinStore: string): string {
  for (const [pattern, kind] of PATHS_BY_FIRST_SEGMENT.get(firstSegmentOf(pathWithinStore)) ?? []) {
    if (matchPath({ path: pattern, end: true }, pathWithinStore)) return kind;
  }
  return RESOLVED_PAGE_KIND;
}

/** Every page kind, for the messages file and its test. */
export const PAGE_KINDS: readonly string[] = [...new Set([...PAGE_PATHS.map(([, kind]) => kind), RESOLVED_PAGE_KIND])];
