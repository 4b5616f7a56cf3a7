import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logging.ts';

describe('the request log', () => {
  it('masks one-time secrets in a URL and keeps the rest as it came', () => {
    expect(loggedUrl('/tc-hk/checkout/card?nonce=tokencc_sb_abc&card_brand=visa&card_last4=1111')).toBe('/tc-hk/checkout/card?nonce=***&card_brand=visa&card_last4=1111');
    expect(loggedUrl('/en-hk/customer/account/createPassword?token=secret&email=a%40b.example')).toBe('/en-hk/customer/account/createPassword?token=***&email=a%40b.example');
    expect(loggedUrl('/en-hk/search.html?q=ring')).toBe('/en-hk/search.html?q=ring');
    expect(loggedUrl('/en-hk/cart')).toBe('/en-hk/cart');
  });
});
