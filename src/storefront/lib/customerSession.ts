/**
 * The signed-in shopper in cookies (DESIGN.md §6):
 *
 * - `customer_token`: the API's customer token, httpOnly and SameSite=Lax (Secure over https). Only
 *   the server reads it and sends it to the API as `Authorization: Bearer …`; page scripts never
 *   see it. It lives as long as the API says the token does (getLoginStatus' expires_in).
 * - `signed_in`: when that session ends (seconds since 1970), readable by page scripts and not a
 *   secret: the spec's sign-out timer and every-second check run from it (spec 000 §4 Session),
 *   and it tells the page cache apart from shoppers without reading the token.
 *
 * Both are set together and cleared together. Shared by the server and the browser.
 */
import { readCookie, serializeCookie } from './cookies.ts';

export const CUSTOMER_TOKEN_COOKIE = 'customer_token';
export const SIGNED_IN_COOKIE = 'signed_in';

/** The token of a Cookie header, when it looks like one of the API's (URL-safe, not absurdly long). */
export function readCustomerToken(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, CUSTOMER_TOKEN_COOKIE);
  return value && /^[A-Za-z0-9._~+/=-]{16,512}$/.test(value) ? value : undefined;
}

/** When the session ends, in milliseconds since 1970, from a Cookie header or `document.cookie`. */
export function readSessionEnd(cookieHeader: string | null | undefined): number | undefined {
  const seconds = Number(readCookie(cookieHeader, SIGNED_IN_COOKIE));
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Whether a request carries a customer session (its token; the readable cookie alone is not one). */
export function isSignedInRequest(request: Request): boolean {
  return readCustomerToken(request.headers.get('cookie')) !== undefined;
}

export interface SessionCookieOptions {
  /** Adds `Secure` (the store is served over https). */
  secure: boolean;
}

export function sessionCookieOptionsOf(request: Request): SessionCookieOptions {
  return { secure: new URL(request.url).protocol === 'https:' };
}

/** Set-Cookie lines that sign a shopper in for `ttlSeconds` (the API token's time to live). */
export function signInCookies(token: string, ttlSeconds: number, { secure }: SessionCookieOptions, now = Date.now()): string[] {
  const maxAge = Math.max(1, Math.floor(ttlSeconds));
  const endsAt = Math.floor(now / 1000) + maxAge;
  return [
    serializeCookie(CUSTOMER_TOKEN_COOKIE, token, {
      maxAge,
      httpOnly: true,
      secure,
    }),
    serializeCookie(SIGNED_IN_COOKIE, String(endsAt), { maxAge, secure }),
  ];
}

/** Set-Cookie lines that end the session. */
export function signOutCookies({ secure }: SessionCookieOptions): string[] {
  return [
    serializeCookie(CUSTOMER_TOKEN_COOKIE, '', {
      maxAge: 0,
      httpOnly: true,
      secure,
    }),
    serializeCookie(SIGNED_IN_COOKIE, '', { maxAge: 0, secure }),
  ];
}
