/**
 * Readable hints the server writes beside the session cookie (shopperSession.server.ts), for page
 * scripts and the page cache. They are copies of what the signed session holds, never secrets, and
 * the server never believes them:
 *
 * - `cart_count_<website>`: pieces in the bag, so that the header's count is drawn in the browser
 *   and stored pages stay the same for every shopper (lib/cart/cartCount.ts).
 * - `signed_in`: when the customer's session ends (seconds since 1970), for the spec's sign-out
 *   timer and its every-second check (spec 000 §4 Session; components/shell/useSessionCheck.ts).
 *
 * Shared by the server and the browser.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { readCookie, serializeCookie } from '../http/cookies.ts';

export const SIGNED_IN_COOKIE = 'signed_in';
/** The bag's lifetime (and its count's): 30 days from its last change. */
export const CART_MAX_AGE = 30 * 24 * 60 * 60;

export function cartCountCookieName(website: WebsiteCode): string {
  return `cart_count_${website}`;
}

/** Pieces in the bag from the count cookie's value; 0 without one. */
export function cartCountFrom(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** When the session ends, in milliseconds since 1970, from a Cookie header. */
export function readSessionEnd(cookieHeader: string | null | undefined): number | undefined {
  return sessionEndFrom(readCookie(cookieHeader, SIGNED_IN_COOKIE));
}

/** When the session ends, in milliseconds since 1970, from the `signed_in` cookie's value. */
export function sessionEndFrom(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** The count hint of a bag; null clears it. */
export function cartCountCookie(website: WebsiteCode, count: number | null, secure: boolean): string {
  if (count === null) return serializeCookie(cartCountCookieName(website), '', { maxAge: 0, secure });
  return serializeCookie(cartCountCookieName(website), String(Math.max(0, Math.round(count))), { maxAge: CART_MAX_AGE, secure });
}

/** The session-end hint; null clears it. */
export function signedInCookie(endsAtSeconds: number | null, secure: boolean, nowSeconds: number): string {
  if (endsAtSeconds === null) return serializeCookie(SIGNED_IN_COOKIE, '', { maxAge: 0, secure });
  return serializeCookie(SIGNED_IN_COOKIE, String(endsAtSeconds), { maxAge: Math.max(1, endsAtSeconds - nowSeconds), secure });
}
