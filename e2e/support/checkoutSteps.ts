/**
 * The checkout's steps as a shopper goes through them in the browser: a delivery address, on to
 * payment, and a card through the sandbox's card form (4111 1111 1111 1111 is approved).
 */
import type { Page } from 'playwright-core';
import { waitForHydration } from './browser.ts';

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * A guest gives the email; a signed-in member's order goes to the account's, so there is none to
 * give. The name and mobile fields may hold the member's already: they are typed over.
 */
export async function fillHomeDelivery(page: Page, email?: string): Promise<void> {
  if (email !== undefined) await page.fill('#checkout-email', email);
  // A member with an address book types a new address instead of choosing a saved one.
  const newAddress = page.locator('input[name="savedAddress"][value="new"]');
  if (await newAddress.count()) await newAddress.check();
  await page.fill('#checkout-firstname', 'Tai Man');
  await page.fill('#checkout-lastname', 'Chan');
  await page.fill('#checkout-telephone', '9123 4567');
  await page.fill('#checkout-street1', 'Flat 5A, 18 Queen’s Road Central');
  await page.selectOption('#checkout-region', 'HK-HKI');
}

export async function continueToPayment(page: Page): Promise<void> {
  await page.click('button[value="shipping"]');
  await page.waitForURL(/step=payment/);
  await page.waitForSelector('#card-number');
}

/** The payment step's form that places the order with the card the gateway answered (not a saved card's). */
export const CARD_READY_FORM = 'form:has(input[name="method"][value="card"]):not(:has(input[name="public_hash"]))';

/**
 * Fills the card form and sends it to the gateway, which sends the shopper back through the store's
 * card return to the payment step: with the card ready to pay, or the form and its error again.
 */
export async function payByCard(page: Page, number: string, name = 'TAI MAN CHAN'): Promise<void> {
  await page.fill('#card-number', number);
  await page.fill('#card-name', name);
  await page.selectOption('#card-month', '12');
  await page.selectOption('#card-year', String(new Date().getFullYear() + 2));
  await page.fill('#card-cvv', '123');
  const back = page.waitForResponse((response) => response.request().isNavigationRequest() && /\/checkout\/\?step=payment$/.test(response.url()));
  await page.click('form[action$="/nonces"] button[type="submit"]');
  await back;
  await page.waitForLoadState('load');
  await waitForHydration(page);
}
