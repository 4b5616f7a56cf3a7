/**
 * The store's own pages (spec 000 §2 routes) that the site map and sitemap.xml list beside the
 * catalog: the home page, the store locator, the gold price page and the named CMS pages.
 */
import type { MessageId } from '../../i18n/messages/en.ts';
import { GOLD_PRICE_PATH, offersGoldPricePage } from '../gold/goldPrices.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface SitePage {
  /** Path within the store view. */
  path: string;
  label: MessageId;
}

const SITE_PAGES: ReadonlyArray<SitePage & { goldPrice?: true }> = [
  { path: '/', label: 'breadcrumbs.home' },
  { path: '/storelocator/', label: 'footer.storeLocator' },
  { path: GOLD_PRICE_PATH, label: 'footer.goldPrice', goldPrice: true },
  { path: '/contact-us', label: 'footer.contactUs' },
  { path: '/terms-n-conditions', label: 'footer.terms' },
  { path: '/privacy-policy', label: 'footer.privacyPolicy' },
  { path: '/privacy', label: 'footer.cookiePolicy' },
];

export function sitePagesOf(view: StoreViewDefinition): SitePage[] {
  return SITE_PAGES.filter((page) => !page.goldPrice || offersGoldPricePage(view));
}

/** Whether a path is the gold price page (with or without its trailing slash), which Malaysia lacks. */
export function isGoldPricePath(path: string): boolean {
  return path.replace(/\/$/, '').toLowerCase() === GOLD_PRICE_PATH.replace(/\/$/, '').toLowerCase();
}
