import { describe, expect, it } from 'vitest';
import { afterSignInPath, signInPath } from './signInRedirect.ts';
import { storeViewByPrefix } from '../storeView/storeView.ts';

const enHk = storeViewByPrefix('en-hk')!;

describe('where sign-in goes afterwards', () => {
  it('follows checkout and paths of the same store view', () => {
    expect(afterSignInPath(enHk, 'checkout')).toBe('/en-hk/checkout');
    expect(afterSignInPath(enHk, '/en-hk/address-book?edit=3')).toBe('/en-hk/address-book?edit=3');
    expect(afterSignInPath(enHk, null)).toBe('/en-hk/account');
  });

  it('goes to the account page for anything else', () => {
    for (const value of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/tc-hk/account', '/en-hk/sign-in', 'account', '/en-hk/ x']) {
      expect(afterSignInPath(enHk, value), value).toBe('/en-hk/account');
    }
  });

  it('names the page to come back to, and checkout by its short name', () => {
    expect(signInPath(enHk)).toBe('/en-hk/sign-in');
    expect(signInPath(enHk, '/en-hk/account')).toBe('/en-hk/sign-in?redirect=%2Fen-hk%2Faccount');
    expect(signInPath(enHk, '/en-hk/checkout')).toBe('/en-hk/sign-in?redirect=checkout');
  });
});
