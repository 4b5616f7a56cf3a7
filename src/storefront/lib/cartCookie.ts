/**
 * The shopper's bag in cookies, one bag per website (a cart belongs to one website: Hong Kong's
 * three languages share it, Macau and Malaysia have their own):
 *
 * - `cart_id_<website>`: the masked cart id, httpOnly and SameSite=Lax, 30 days. Only the server
 *   reads it; page scripts never see it.
 * - `cart_count_<website>`: pieces in the bag, readable by page scripts, so that the header's count
 *   is drawn in the browser and stored pages stay the same for every shopper.
 * - `cart_notice`: what the last bag form did (added, removed, a refusal), for the page a form
 *   post without JavaScript lands on; it lives 60 seconds and is read once.
 *
 * Shared by the server (cartSession.server.ts) and the browser (the header's count).
 */
import type { WebsiteCode } from '../../rules/storeViews.ts';
import { readCookie, serializeCookie } from './cookies.ts';

export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
export const CART_NOTICE_COOKIE = 'cart_notice';
export const CART_NOTICE_MAX_AGE = 60;

export function cartIdCookieName(website: WebsiteCode): string {
  return `cart_id_${website}`;
}

export function cartCountCookieName(website: WebsiteCode): string {
  return `cart_count_${website}`;
}

/** The cart id of a Cookie header, when it looks like one (32 characters of the masked id alphabet). */
export function readCartId(cookieHeader: string | null | undefined, website: WebsiteCode): string | undefined {
  const value = readCookie(cookieHeader, cartIdCookieName(website));
  return value && /^[A-Za-z0-9_-]{32}$/.test(value) ? value : undefined;
}

/** Pieces in the bag from a Cookie header (or `document.cookie`); 0 without a bag. */
export function readCartCount(cookieHeader: string | null | undefined, website: WebsiteCode): number {
  const count = Number(readCookie(cookieHeader, cartCountCookieName(website)));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export interface CartCookieOptions {
  /** Adds `Secure` (the store is served over https). */
  secure: boolean;
}

/** Set-Cookie lines that remember a bag and its count; a null id forgets the bag. */
export function cartCookies(website: WebsiteCode, cartId: string | null, count: number, { secure }: CartCookieOptions): string[] {
  if (cartId === null) {
    return [
      serializeCookie(cartIdCookieName(website), '', {
        maxAge: 0,
        httpOnly: true,
        secure,
      }),
      serializeCookie(cartCountCookieName(website), '', { maxAge: 0, secure }),
    ];
  }
  return [
    serializeCookie(cartIdCookieName(website), cartId, {
      maxAge: CART_COOKIE_MAX_AGE,
      httpOnly: true,
      secure,
    }),
    serializeCookie(cartCountCookieName(website), String(Math.max(0, Math.round(count))), { maxAge: CART_COOKIE_MAX_AGE, secure }),
  ];
}

/** The notice a form post leaves for the page it lands on. */
export interface CartNotice {
  /** What was done: `added`, `removed`, `updated`, `couponApplied`, `couponRemoved`, `giftAdded`, `outOfStockRemoved`, or `error`. */
  kind: string;
  /** The API's message (already in the shopper's language) for `error`. */
  message?: string;
  /** The SKU a product page shows the notice beside. */
  sku?: string;
  /** Names of lines removed because they ran out (spec 001 §8). */
  names?: string[];
}

export function cartNoticeCookie(notice: CartNotice, { secure }: CartCookieOptions): string {
  return serializeCookie(CART_NOTICE_COOKIE, JSON.stringify(notice), {
    maxAge: CART_NOTICE_MAX_AGE,
    httpOnly: true,
    secure,
  });
}

export function clearCartNoticeCookie({ secure }: CartCookieOptions): string {
  return serializeCookie(CART_NOTICE_COOKIE, '', {
    maxAge: 0,
    httpOnly: true,
    secure,
  });
}

export function readCartNotice(cookieHeader: string | null | undefined): CartNotice | undefined {
  const value = readCookie(cookieHeader, CART_NOTICE_COOKIE);
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as CartNotice).kind !== 'string') return undefined;
    const notice = parsed as CartNotice;
    return {
      kind: notice.kind.slice(0, 40),
      message: typeof notice.message === 'string' ? notice.message.slice(0, 300) : undefined,
      sku: typeof notice.sku === 'string' ? notice.sku.slice(0, 64) : undefined,
      names: Array.isArray(notice.names) ? notice.names.filter((name): name is string => typeof name === 'string').slice(0, 20) : undefined,
    };
  } catch {
    return undefined;
  }
}
