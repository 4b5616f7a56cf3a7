/**
 * Which parts of the header show, by website, role and page (spec 000 §2 Layout; 001 §6).
 * Malaysia (website my) hides the gold price, search and menu; there role 1 (every guest and
 * default shopper) has no wishlist or cart trigger in the store's header, and other roles get a
 * made-to-order logo link.
 * Order tracking shows no header, footer or chat button, staff sign-in no header or footer (000 §2
 * routes); checkout has a header of
 * its own: the logo, "Secure checkout", help, and the way back to the bag until payment. The
 * made-to-order pages (every /customizer path) have the sub-brand's own header and no footer:
 * "Made-to-order (tosi) layout ... hides footer, search, logo and gold-price link" (000 §2 Layout).
 */
import { SHOPPER_ROLE_ID } from '../../../rules/staff.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { isCustomizerPath } from '../customizer/customizerPaths.ts';

/** The customer role id of guests and default shoppers (spec 000 §6). */
export const DEFAULT_ROLE_ID = SHOPPER_ROLE_ID;

/**
 * The frame around a page: the store's whole chrome, checkout's own header, the made-to-order
 * sub-brand's header without a footer, or none at all.
 */
export type ChromeLayout = 'store' | 'checkout' | 'tosi' | 'bare';

export interface ChromeRules {
  layout: ChromeLayout;
  /** On checkout's header: the way back to the bag, offered until the payment step. */
  showBackToBag: boolean;
  showMainlandChinaLink: boolean;
  showGoldPrice: boolean;
  showSearch: boolean;
  showMenu: boolean;
  /** The store's logo; the made-to-order header has the sub-brand's wordmark instead. */
  showLogo: boolean;
  showWishlist: boolean;
  showCartTrigger: boolean;
  /** Where the logo leads: the home page, or the made-to-order pages. */
  logoPath: string;
}

export function chromeRulesOf(input: {
  websiteCode: WebsiteCode;
  roleId: number;
  showMainlandChinaLink: boolean;
  pathWithinStore: string;
}): ChromeRules {
  const malaysia = input.websiteCode === 'my';
  const defaultRole = input.roleId === DEFAULT_ROLE_ID;
  const path = input.pathWithinStore.replace(/\/$/, '');
  const onCheckout = path === '/checkout' || path.startsWith('/checkout/');
  const madeToOrder = isCustomizerPath(path);
  return {
    layout: BARE_PATHS.has(path) || path.startsWith(SHELF_TAGS_PATH) ? 'bare' : onCheckout ? 'checkout' : madeToOrder ? 'tosi' : 'store',
    showBackToBag: path === '/checkout',
    showMainlandChinaLink: input.showMainlandChinaLink && input.websiteCode === 'base',
    showGoldPrice: !malaysia && !madeToOrder,
    showSearch: !malaysia && !madeToOrder,
    showMenu: !malaysia && !madeToOrder,
    showLogo: !madeToOrder,
    showWishlist: !(malaysia && defaultRole),
    // The made-to-order pages offer Add to bag to every shopper, so their header keeps the way to
    // the bag even where Malaysia's store header hides it (docs/decisions.md, "Malaysia's made-to-order
    // header keeps the bag").
    showCartTrigger: (madeToOrder || !(malaysia && defaultRole)) && !onCheckout,
    logoPath: malaysia && !defaultRole ? '/customizer/' : '/',
  };
}

/**
 * Pages without the store's header and footer (000 §2): order tracking ("header, footer and chat
 * button hidden") and staff sign-in ("header and footer hidden"); and the printable shelf tags,
 * a sheet for the printer.
 */
const BARE_PATHS = new Set(['/orderTracking', '/orderSearch', '/staffLogin']);
const SHELF_TAGS_PATH = '/staff/tags/';

/** Cart count on the trigger, capped at "99+" (spec 001 §9). */
export function cartCountLabel(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
