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
  it('frames order tracking with nothing and checkout with its own header, back to the bag until payment', () => {
    const on = (pathWithinStore: string) => chromeRulesOf({ websiteCode: 'base', roleId: 1, showMainlandChinaLink: true, pathWithinStore });
    expect(on('/orderTracking').layout).toBe('bare');
    expect(on('/orderSearch/').layout).toBe('bare');
    expect(on('/checkout')).toMatchObject({ layout: 'checkout', showBackToBag: true });
    expect(on('/checkout/payment/wechat_pay/')).toMatchObject({ layout: 'checkout', showBackToBag: false });
    expect(on('/checkout/success/')).toMatchObject({ layout: 'checkout', showBackToBag: false });
    expect(on('/cart')).toMatchObject({ layout: 'store', showBackToBag: false });
  });
  it('caps the cart count at 99+', () => {
    expect(cartCountLabel(100, 99)).toBe('99+');
    expect(cartCountLabel(99, 99)).toBe('99');
  });
});
