/**
 * What the last bag form did (added, removed, a refusal), for the page a form post without
 * JavaScript lands on: a plain httpOnly `cart_notice` cookie that lives 60 seconds and is read
 * once. It stays beside the session rather than in it because the page cache must see it without
 * reading the session (`pageVariant` in entry.server.tsx: a page with a notice is never stored).
 */
import { readCookie, serializeCookie } from '../http/cookies.ts';

export const CART_NOTICE_COOKIE = 'cart_notice';
export const CART_NOTICE_MAX_AGE = 60;

/** The notice a form post leaves for the page it lands on. */
export interface CartNotice {
  /** What was done: `added`, `scanned`, `removed`, `updated`, `couponApplied`, `couponRemoved`, `giftCardApplied`, `giftCardRemoved`, `giftAdded`, `outOfStockRemoved`, or `error`. */
  kind: string;
  /** The API's message (already in the shopper's language) for `error`. */
  message?: string;
  /** The SKU a product page shows the notice beside. */
  sku?: string;
  /** Names of lines removed because they ran out (spec 001 §8). */
  names?: string[];
}

export function cartNoticeCookie(notice: CartNotice, { secure }: { secure: boolean }): string {
  return serializeCookie(CART_NOTICE_COOKIE, JSON.stringify(notice), {
    maxAge: CART_NOTICE_MAX_AGE,
    httpOnly: true,
    secure,
  });
}

export function clearCartNoticeCookie({ secure }: { secure: boolean }): string {
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
