/**
 * Which parts of the header show, by website, role and page (spec 000 §2 Layout; 001 §6).
 * Malaysia (website my) hides the gold price, search and menu; there role 1 (every guest and
 * default shopper) has no wishlist or cart trigger, and other roles get a made-to-order logo link.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';

/** The customer role id of guests and default shoppers (spec 000 §6). */
export const DEFAULT_ROLE_ID = 1;

export interface ChromeRules {
  showMainlandChinaLink: boolean;
  showGoldPrice: boolean;
  showSearch: boolean;
  showMenu: boolean;
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
  const onCheckout = input.pathWithinStore === '/checkout' || input.pathWithinStore.startsWith('/checkout/');
  return {
    showMainlandChinaLink: input.showMainlandChinaLink && input.websiteCode === 'base',
    showGoldPrice: !malaysia,
    showSearch: !malaysia,
    showMenu: !malaysia,
    showWishlist: !(malaysia && defaultRole),
    showCartTrigger: !(malaysia && defaultRole) && !onCheckout,
    logoPath: malaysia && !defaultRole ? '/customizer/' : '/',
  };
}

/** Cart count on the trigger, capped at "99+" (spec 001 §9). */
export function cartCountLabel(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
