/**
 * What the store keeps in the shopper's signed session cookie (`tsl_session`): the bag per website
 * and the customer's token. The cookie is signed, not encrypted, so a test can read what it holds.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD } from '../../src/commerce/seed/members.ts';

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

/** Fills and sends the sign-in form of the page shown (the sign-in page, or a page that embeds it). */
export async function submitSignIn(page: Page, email: string, password = DEMO_MEMBER_PASSWORD): Promise<void> {
  await page.locator('#sign-in-email').fill(email);
  await page.locator('#sign-in-password').fill(password);
  // The sign-in form's own button: the page may hold other forms (social sign-in).
  await page.locator('main form:has(#sign-in-email) button[type="submit"]').click();
}

/** Signs in by email on a store view's sign-in page, and waits for the account page it leads to. */
export async function signInToAccount(page: Page, origin: string, email: string, options: { prefix?: string; password?: string } = {}): Promise<void> {
  const prefix = options.prefix ?? 'en-hk';
  // No wait for hydration: the form signs in as sent by the server too (pages without scripts).
  await page.goto(`${origin}/${prefix}/sign-in`);
  await submitSignIn(page, email, options.password);
  await page.waitForURL((url) => url.pathname === `/${prefix}/account`);
}
