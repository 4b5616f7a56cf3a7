/** Which pages ask the API whether the shopper is still signed in (spec 000 §4 Session). */
import type { useMatches } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSessionPage } from './useSessionCheck.ts';

type Matches = ReturnType<typeof useMatches>;

const match = (data: unknown): Matches[number] => ({ id: 'routes/page', pathname: '/', params: {}, data, loaderData: data, handle: undefined });

describe('the session check', () => {
  it('runs on account, wishlist, bag and checkout pages, and the pages under them, in any store view', () => {
    for (const path of ['/tc-hk/account', '/en-hk/address-book', '/sc-hk/order-history/100000012', '/tc-mo/wishlist', '/en-hk/cart', '/tc-hk/checkout']) {
      expect(isSessionPage(path, []), path).toBe(true);
    }
  });

  it('runs on a product page, known by what its route loaded', () => {
    expect(isSessionPage('/tc-hk/heart-pendant.html', [match({ kind: 'product' })])).toBe(true);
  });

  it('does not run on other pages, nor on one whose path only begins like a session page', () => {
    expect(isSessionPage('/tc-hk/', [])).toBe(false);
    expect(isSessionPage('/en-hk/rings.html', [match({ kind: 'category' })])).toBe(false);
    expect(isSessionPage('/en-hk/cartier-style-rings.html', [match(undefined)])).toBe(false);
    expect(isSessionPage('/en-hk/accounts-faq', [])).toBe(false);
  });
});
