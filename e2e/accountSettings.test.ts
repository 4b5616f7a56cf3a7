/**
 * The account's settings in a real browser: a member edits anniversaries (a refused date keeps what
 * was typed), changes the subscriptions, checks out signed in (told where the confirmation goes, no
 * guest email), pays with "save this card", finds the card in saved payments, pays again with it
 * and removes it behind the dialog; a fresh member deletes the account behind the dialog (a wrong
 * password refused first) and cannot sign in again. Axe on the pages, screenshots at 375 and
 * 1440 px in en-hk and tc-hk (under /tmp/settings-shots, outside the repository).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD as PASSWORD } from '../src/commerce/seed/members.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { customerToken, shopperSession } from './support/session.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, waitForHydration, type ViewportName, savePicture } from './support/browser.ts';
import { signInToAccount } from './support/session.ts';
import { graphqlAnswer, openMember, storeGraphql } from './support/storeApi.ts';
import { startStore, type RunningStore } from './support/server.ts';
import { sandboxCardNonce } from '../test/harness.ts';
import { APPROVED_CARD, payByCard } from './support/checkoutSteps.ts';

const SHOTS = '/tmp/settings-shots';

let store: RunningStore;
let browser: Browser;

const api = <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphqlAnswer<T>(store.origin, 'tsl_en', query, variables, headers);
let serial = 0;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** A member opened through the API (the local reCAPTCHA verifier issues the token). */
async function registerMember(label: string): Promise<string> {
  serial += 1;
  const email = `${label}.${Date.now()}.${serial}@example.com`;
  await openMember(storeGraphql(store.origin), { prefix: 'Ms', firstname: 'Mei', lastname: 'Wong', email, password: PASSWORD });
  return email;
}

async function open(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(`${store.origin}${pagePath}`);
  expect(response?.status(), `status of ${pagePath}`).toBeLessThan(400);
  await waitForHydration(page);
}

/** One piece in the member's own bag (the bag cookie names it), as the API's customerCart. */
async function pieceInBag(context: BrowserContext): Promise<void> {
  const token = await customerToken(context);
  const bearer = { authorization: `Bearer ${token}` };
  const cart = await api<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer);
  const products = await api<{ products: { items: Array<{ sku: string; stock_status: string }> } }>(
    '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 10) { items { sku stock_status } } }',
  );
  const sku = products.data.products.items.find((item) => item.stock_status === 'IN_STOCK')!.sku;
  const added = await api(
    'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id: cart.data.customerCart.id, sku },
    bearer,
  );
  expect(added.errors).toBeUndefined();
  await context.addCookies([{ name: 'cart_id_base', value: cart.data.customerCart.id, url: store.origin }]);
}

/** The shipping step of a signed-in member: no email asked, home delivery to a Hong Kong address. */
async function shipHome(page: Page): Promise<void> {
  await open(page, '/en-hk/checkout');
  await page.fill('#checkout-firstname', 'Mei');
  await page.fill('#checkout-lastname', 'Wong');
  await page.fill('#checkout-telephone', '9123 4567');
  await page.fill('#checkout-street1', 'Flat 5A, 18 Queen’s Road Central');
  await page.selectOption('#checkout-region', 'HK-HKI');
  await page.click('button[value="shipping"]');
  await page.waitForURL(/step=payment/);
  await waitForHydration(page);
}

async function checkPage(page: Page, label: string, viewport: ViewportName): Promise<void> {
  await expectNoSidewaysScroll(page, label);
  if (viewport === 'desktop') expect(await seriousAccessibilityViolations(page), label).toEqual([]);
  await savePicture(page, path.join(SHOTS, `${label.replace(/\//g, '-')}-${viewport}.png`), true);
}

describe('a member’s settings', () => {
  it('edits anniversaries and subscriptions, checks out signed in, saves a card, pays with it again and removes it', async () => {
    const email = await registerMember('settings');
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    await signInToAccount(page, store.origin, email);

    // Anniversaries: two dates saved, a future one refused with what was typed kept, one removed.
    await open(page, '/en-hk/account-information');
    await page.fill('#anniversaries-anniversary_WEDDING', '2018-10-20');
    await page.fill('#anniversaries-anniversary_MOTHER_BIRTHDAY', '1962-05-03');
    await page.click('#anniversaries-title ~ form button[type="submit"]');
    await expect.poll(() => page.locator('#anniversaries-title ~ p[role="status"]').textContent()).toBe('Your anniversaries have been saved.');
    await page.fill('#anniversaries-anniversary_DATING', '2099-01-01');
    await page.click('#anniversaries-title ~ form button[type="submit"]');
    await page.locator('#anniversaries-errors').waitFor();
    await expect.poll(() => page.locator('#anniversaries-anniversary_DATING-error').textContent()).toBe('Enter a valid past date');
    await expect.poll(() => page.inputValue('#anniversaries-anniversary_DATING')).toBe('2099-01-01');
    await page.fill('#anniversaries-anniversary_DATING', '');
    await page.fill('#anniversaries-anniversary_MOTHER_BIRTHDAY', '');
    // The save's own answer before the reload: the status of the first save may still stand and
    // the refusal's errors leave as the form is sent, so only the answer to this post says it is saved.
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/account-information'));
    await page.click('#anniversaries-title ~ form button[type="submit"]');
    await saved;
    await page.locator('#anniversaries-errors').waitFor({ state: 'detached' });
    await page.locator('#anniversaries-title ~ p[role="status"]', { hasText: 'Your anniversaries have been saved.' }).waitFor();
    await page.reload();
    await expect.poll(() => page.inputValue('#anniversaries-anniversary_WEDDING')).toBe('2018-10-20');
    await expect.poll(() => page.inputValue('#anniversaries-anniversary_MOTHER_BIRTHDAY')).toBe('');

    // Communications: SMS and WhatsApp on, email off, kept after a reload.
    await open(page, '/en-hk/communications');
    await page.check('#communications-is_subscribed_sms');
    await page.check('#communications-is_subscribed_whatsapp');
    await page.uncheck('#communications-is_subscribed');
    await page.click('main section form button[type="submit"]');
    await expect.poll(() => page.locator('main section p[role="status"]').textContent()).toBe('Your communication preferences have been saved.');
    await page.reload();
    await expect.poll(() => page.isChecked('#communications-is_subscribed_sms')).toBe(true);
    await expect.poll(() => page.isChecked('#communications-is_subscribed_whatsapp')).toBe(true);
    await expect.poll(() => page.isChecked('#communications-is_subscribed')).toBe(false);

    // Checkout signed in: the confirmation's address instead of the guest email and sign-in choice.
    await pieceInBag(context);
    await open(page, '/en-hk/checkout');
    await expect.poll(() => page.locator('main').textContent()).toContain(`Signed in as ${email}. Your order confirmation goes to this address.`);
    await expect.poll(() => page.locator('#checkout-email').count()).toBe(0);
    await expect.poll(() => page.locator('main a[href*="/sign-in"]').count()).toBe(0);
    await checkPage(page, 'en-hk/checkout-signed-in', 'desktop');

    // Pay by card with "save this card".
    await shipHome(page);
    await payByCard(page, APPROVED_CARD, 'MEI WONG');
    await checkPage(page, 'en-hk/checkout-card-ready', 'desktop');
    await page.check('input[name="save_card"]');
    await page.click('button[value="placeOrder"]');
    await page.waitForURL(/\/checkout\/success/);

    // The card in saved payments, by brand, last four digits and expiry.
    await open(page, '/en-hk/saved-payments');
    const cards = page.locator('main ul[aria-label="Your saved cards"] li');
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().textContent()).toContain(`Visa •••• 1111 Expires 12/${new Date().getFullYear() + 2}`);

    // Paid again with the saved card.
    await pieceInBag(context);
    await shipHome(page);
    await expect.poll(() => page.locator('#checkout-saved-cards-title ~ form').textContent()).toContain('Visa •••• 1111');
    await checkPage(page, 'en-hk/checkout-saved-card', 'desktop');
    await page.click('#checkout-saved-cards-title ~ form button[value="placeOrder"]');
    await page.waitForURL(/\/checkout\/success/);

    // Screenshots and axe of the settings pages in English and Traditional Chinese.
    for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
      await page.setViewportSize(viewport === 'phone' ? { width: 375, height: 740 } : { width: 1440, height: 900 });
      for (const prefix of ['en-hk', 'tc-hk']) {
        for (const section of ['/account-information', '/communications', '/saved-payments']) {
          await open(page, `/${prefix}${section}`);
          await checkPage(page, `${prefix}${section}`, viewport);
        }
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Removed behind the generic dialog: Cancel keeps it, Confirm removes it.
    await open(page, '/en-hk/saved-payments');
    await page.click('a[aria-label="Remove Visa ending in 1111"]');
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Remove this card?');
    await checkPage(page, 'en-hk/saved-payments-dialog', 'desktop');
    await dialog.locator('button', { hasText: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cards.count()).toBe(1);
    await page.click('a[aria-label="Remove Visa ending in 1111"]');
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL(/removed=1/);
    await expect.poll(() => page.locator('main p[role="status"]').textContent()).toBe('The card has been removed.');
    await expect.poll(() => page.locator('main').textContent()).toContain('You have no saved cards.');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password, then deletes the account, signs out to the home page with a notice and refuses sign-in', async () => {
    const email = await registerMember('deleted');
    const watched = await openPage(browser, 'phone');
    const { page, context } = watched;
    await signInToAccount(page, store.origin, email, { prefix: 'tc-hk' });
    await open(page, '/tc-hk/account-information');
    await page.click('#delete-account-title ~ a');
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('刪除您的帳戶？');
    await dialog.locator('#delete-account-password').fill('Wrong2025!');
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => dialog.locator('[role="alert"]').textContent()).toContain('未能刪除您的帳戶。');
    await checkPage(page, 'tc-hk/delete-account-dialog', 'phone');

    await dialog.locator('#delete-account-password').fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/' || url.pathname === '/tc-hk');
    await page.locator('p[role="status"]', { hasText: '您的帳戶已刪除，您已登出。' }).waitFor();
    expect((await shopperSession(context))?.customer).toBeUndefined();

    const again = await api('mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }', {
      email,
      password: PASSWORD,
    });
    expect(again.errors?.[0].message).toBe('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('asks on a confirmation page before scripts load, for a saved card and for the account', async () => {
    const email = await registerMember('noscript');
    const watched = await openPage(browser, 'desktop', { javaScript: false });
    const { page, context } = watched;
    await signInToAccount(page, store.origin, email);

    // A card in the member's vault, kept by the sandbox gateway as checkout would.
    const token = await customerToken(context);
    const me = await api<{ customer: { customer_id: string } }>('{ customer { customer_id } }', {}, { authorization: `Bearer ${token}` });
    const testApp = store.app;
    if (!testApp) throw new Error("this test keeps a card in the test store's vault, so it needs its own (no E2E_ORIGIN)");
    const kept = await testApp.app.commerce.sandboxGateway.vaultCard({ nonce: await sandboxCardNonce(testApp), customerRef: `customer-${me.data.customer.customer_id}` });
    expect(kept.outcome).toBe('vaulted');
    await page.goto(`${store.origin}/en-hk/saved-payments`);
    await page.click('a[aria-label="Remove Visa ending in 1111"]');
    await page.waitForURL((url) => url.searchParams.has('remove'));
    await expect.poll(() => page.locator('#remove-card-title').textContent()).toBe('Remove this card?');
    await page.click('#remove-card-title ~ form button[type="submit"]');
    await page.waitForURL(/removed=1/);
    await expect.poll(() => page.locator('main').textContent()).toContain('You have no saved cards.');

    await page.goto(`${store.origin}/en-hk/account-information`);
    await page.click('#delete-account-title ~ a');
    await page.waitForURL((url) => url.pathname === '/en-hk/delete-account');
    await page.click('main section form button[type="submit"]');
    await expect.poll(() => page.locator('#delete-account-password-error').textContent()).toBe('Required');
    await page.fill('#delete-account-password', PASSWORD);
    await page.click('main section form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/en-hk/' || url.pathname === '/en-hk');
    await page.locator('p[role="status"]', { hasText: 'Your account has been deleted and you have been signed out.' }).waitFor();
    await watched.close();
  });
});
