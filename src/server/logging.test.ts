import { describe, expect, it } from 'vitest';
import { isPageFile, loggedUrl } from './logging.ts';

describe('the request log', () => {
  it('masks one-time secrets in a URL and keeps the rest as it came', () => {
    expect(loggedUrl('/tc-hk/checkout/card?nonce=tokencc_sb_abc&card_brand=visa&card_last4=1111')).toBe('/tc-hk/checkout/card?nonce=***&card_brand=visa&card_last4=1111');
    expect(loggedUrl('/en-hk/customer/account/createPassword?token=secret&email=a%40b.example')).toBe('/en-hk/customer/account/createPassword?token=***&email=a%40b.example');
    expect(loggedUrl('/en-hk/search.html?q=ring')).toBe('/en-hk/search.html?q=ring');
    expect(loggedUrl('/en-hk/cart')).toBe('/en-hk/cart');
  });

  it("tells the files a page loads from the pages and the API, whose lines a person reads", () => {
    for (const file of ['/assets/root-JJBjud1M.js', '/media/catalog/product/r1.jpg?width=320', '/favicon.svg', '/sw.js', '/manifest.webmanifest']) expect(isPageFile(file), file).toBe(true);
    for (const page of ['/tc-hk/', '/en-hk/gold-rings.html', '/graphql', '/tc-hk/checkout/card?nonce=x', '/rest/V1/payments/wechat_pay/notify']) expect(isPageFile(page), page).toBe(false);
  });
});
