/**
 * What the store keeps in the shopper's signed session cookie (`tsl_session`): the bag per website
 * and the customer's token. The cookie is signed, not encrypted, so a test can read what it holds.
 */
import type { BrowserContext } from 'playwright-core';

export const SESSION_COOKIE = 'tsl_session';

export interface ShopperSessionData {
  carts?: Partial<Record<string, string>>;
  customer?: { token: string; endsAt: number; role: string };
}

/** The session the browser holds, or null when it has none. */
export async function shopperSession(context: BrowserContext): Promise<ShopperSessionData | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value) return null;
  const signed = decodeURIComponent(cookie.value);
  const encoded = signed.slice(0, signed.lastIndexOf('.'));
  // React Router writes the data as base64 of the URI-escaped JSON's bytes.
  const binary = Buffer.from(encoded, 'base64').toString('latin1');
  return JSON.parse(decodeURIComponent(escape(binary))) as ShopperSessionData;
}

/** The signed-in customer's token from the session; fails the test when there is none. */
export async function customerToken(context: BrowserContext): Promise<string> {
  const token = (await shopperSession(context))?.customer?.token;
  if (!token) throw new Error('the browser holds no signed-in session');
  return token;
}
