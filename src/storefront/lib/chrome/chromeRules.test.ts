import { describe, expect, it } from 'vitest';
import { cartCountLabel, chromeRulesOf } from './chromeRules.ts';

describe('chromeRulesOf', () => {
  it('hides gold price, search and menu in Malaysia, and wishlist and cart for role 1', () => {
    const rules = chromeRulesOf({ websiteCode: 'my', roleId: 1, showMainlandChinaLink: true, pathWithinStore: '/' });
    expect(rules).toMatchObject({ showGoldPrice: false, showSearch: false, showMenu: false, showWishlist: false, showCartTrigger: false, showMainlandChinaLink: false });
    expect(chromeRulesOf({ websiteCode: 'my', roleId: 2, showMainlandChinaLink: false, pathWithinStore: '/' }).logoPath).toBe('/customizer/');
  });
  it('hides the cart trigger on checkout', () => {
    expect(chromeRulesOf({ websiteCode: 'base', roleId: 1, showMainlandChinaLink: true, pathWithinStore: '/checkout' }).showCartTrigger).toBe(false);
  });
  it('frames staff sign-in with no header or footer (000 §2 /staffLogin), and the staff page with the store’s', () => {
    const on = (pathWithinStore: string) => chromeRulesOf({ websiteCode: 'base', roleId: 2, showMainlandChinaLink: true, pathWithinStore });
    expect(on('/staffLogin').layout).toBe('bare');
    expect(on('/staff').layout).toBe('store');
    // The shelf tags are a sheet for the printer.
    expect(on('/staff/tags/DR1001').layout).toBe('bare');
  });

  it('frames order tracking with nothing and checkout with its own header, back to the bag until payment', () => {
    const on = (pathWithinStore: string) => chromeRulesOf({ websiteCode: 'base', roleId: 1, showMainlandChinaLink: true, pathWithinStore });
    expect(on('/orderTracking').layout).toBe('bare');
    expect(on('/orderSearch/').layout).toBe('bare');
    expect(on('/checkout')).toMatchObject({ layout: 'checkout', showBackToBag: true });
    expect(on('/checkout/payment/wechat_pay/')).toMatchObject({ layout: 'checkout', showBackToBag: false });
    expect(on('/checkout/success/')).toMatchObject({ layout: 'checkout', showBackToBag: false });
    expect(on('/cart')).toMatchObject({ layout: 'store', showBackToBag: false });
  });
  it('gives every made-to-order page the tosi layout: no footer, search, logo or gold-price link', () => {
    const on = (pathWithinStore: string, websiteCode: 'base' | 'mo' | 'my' = 'base', roleId = 1) =>
      chromeRulesOf({ websiteCode, roleId, showMainlandChinaLink: true, pathWithinStore });
    for (const path of ['/customizer', '/customizer/', '/customizer/apt', '/customizer/core-jewels/', '/customizer/diamond-rings', '/customizer/design/TSL-CM-1']) {
      expect(on(path)).toMatchObject({ layout: 'tosi', showSearch: false, showLogo: false, showGoldPrice: false, showMenu: false, showCartTrigger: true, showWishlist: true });
      expect(on(path, 'mo').layout).toBe('tosi');
    }
    expect(on('/customizers').layout).toBe('store');
    expect(on('/custom-made.html')).toMatchObject({ layout: 'store', showLogo: true, showSearch: true, showGoldPrice: true });
    // Malaysia's rules hold inside the made-to-order pages but for the bag: they add designs to
    // it for every shopper, so their header leads to it.
    expect(on('/customizer', 'my', 1)).toMatchObject({ layout: 'tosi', showCartTrigger: true, showWishlist: false });
    expect(on('/customizer/design/CM1001', 'my', 1)).toMatchObject({ layout: 'tosi', showCartTrigger: true, showWishlist: false });
    expect(on('/customizer', 'my', 2)).toMatchObject({ layout: 'tosi', showCartTrigger: true, logoPath: '/customizer/' });
  });
  it('caps the cart count at 99+', () => {
    expect(cartCountLabel(100, 99)).toBe('99+');
    expect(cartCountLabel(99, 99)).toBe('99');
  });
});
