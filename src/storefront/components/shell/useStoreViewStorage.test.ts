/** The browser storage keys of spec 000 §3, for each store view. */
import { describe, expect, it } from 'vitest';
import { findStoreView } from '../../../rules/storeViews.ts';
import { storeViewStorage } from './useStoreViewStorage.ts';

describe('the store view in browser storage', () => {
  it("holds the view's URL code, code and website, with the store's currency and media address", () => {
    const macau = findStoreView('tsl_mo_tc')!;
    expect(storeViewStorage(macau, { currency: 'MOP', secureBaseMediaUrl: 'https://media.example/' })).toEqual({
      store_view_url_code: 'tc-mo',
      store_view_code: 'tsl_mo_tc',
      website_code: 'mo',
      store_view_currency: 'MOP',
      store_view_secure_base_media_url: 'https://media.example/',
    });
  });
});
