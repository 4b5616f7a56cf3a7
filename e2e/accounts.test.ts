/**
 * Customer accounts in a real browser: registration in tc-hk with a Hong Kong mobile, sign-out,
 * sign-in by mobile, account information and the address book; sign-in by email back to checkout
 * with the guest bag merged into the customer's; the lockout after five wrong passwords; the
 * session ending with its token's time to live; the error summary in the form's order; axe on the
 * account pages; screenshots at 375 and 1440 px in en-hk, tc-hk and sc-mo (written to
 * /tmp/accountsui-shots).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD as PASSWORD } from '../src/commerce/seed/members.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMobileNumber, parseMobile } from '../src/rules/customer.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { shopperSession, submitSignIn } from './support/session.ts';
import { openMember, storeGraphql } from './support/storeApi.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, screenshot, waitForHydration, type ViewportName, savePicture } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/accountsui-shots';

let store: RunningStore;
let browser: Browser;
let serial = 0;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** A mobile number no other test uses, valid for its area code. */
function freshMobile(areaCode: '852' | '853', first: string): string {
  for (;;) {
    serial += 1;
    const digits = `${first}${String((Date.now() + serial * 7919) % 10_000_000).padStart(7, '0')}`;
    if (isMobileNumber(parseMobile(areaCode, digits))) return digits;
  }
}

function freshEmail(label: string): string {
  serial += 1;
  return `${label}.${Date.now()}.${serial}@example.com`;
}

/** A member opened through the API (the local reCAPTCHA verifier issues the token). */
async function registerMember(origin: string, storeCode: string, areaCode: '852' | '853', email: string): Promise<{ email: string; mobile: string }> {
  const mobile = freshMobile(areaCode, areaCode === '852' ? '9' : '6');
  await openMember(storeGraphql(origin, storeCode), { prefix: 'Ms', firstname: 'Mei', lastname: 'Chan', email, password: PASSWORD, mobile_area_code: areaCode, mobile });
  return { email, mobile };
}

const graphql = <T>(origin: string, storeCode: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  storeGraphql(origin, storeCode)<T>(query, variables, headers);

async function signInByEmail(page: Page, origin: string, prefix: string, email: string, password = PASSWORD, query = ''): Promise<void> {
  await page.goto(`${origin}/${prefix}/sign-in${query}`);
  await submitSignIn(page, email, password);
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe('registration, sign-out, sign-in by mobile and the account pages in tc-hk', () => {
  it('opens an account with a Hong Kong mobile, signs out and in again by mobile, edits the information and adds, edits and deletes an address', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    const email = freshEmail('register');
    const mobile = freshMobile('852', '9');

    // After an order, checkout links here with the shipping address' names (spec 000 §2).
    await page.goto(`${store.origin}/tc-hk/create-account?${new URLSearchParams({ email, firstName: 'Siu Ming', lastName: 'Chan' })}`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#create-account-email').inputValue()).toBe(email);
    await expect.poll(() => page.locator('#create-account-firstname').inputValue()).toBe('Siu Ming');

    // Nothing filled in but names and email: the rules refuse before posting, and the summary takes focus.
    await page.locator('main form button[type="submit"]').click();
    await page.locator('#create-account-errors').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('create-account-errors');
    await expect.poll(() => page.locator('#create-account-mobile').getAttribute('aria-describedby')).toContain('create-account-mobile-error');

    await page.locator('#create-account-prefix').selectOption('Mr');
    await expect.poll(() => page.locator('#create-account-prefix option[value="Mr"]').textContent()).toBe('先生');
    await page.locator('#create-account-mobile_area_code').selectOption('852');
    await page.locator('#create-account-mobile').fill(mobile);
    await page.locator('#create-account-dob_day').fill('8');
    await page.locator('#create-account-dob_month').fill('8');
    await page.locator('#create-account-dob_year').fill('1988');
    await page.locator('#create-account-age_range').selectOption('30-39');
    await page.locator('#create-account-is_subscribed_whatsapp').check();
    await page.locator('#create-account-password').fill(PASSWORD);
    await page.locator('#create-account-password_confirmation').fill(PASSWORD);
    await page.locator('#create-account-consent').check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/account');
    // The address changes as the navigation starts; the page follows when its data is in.
    await page.locator('main h1', { hasText: '我的帳戶' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain(email);

    // Pages with the shopper's data are kept by no cache.
    const accountAnswer = await page.goto(`${store.origin}/tc-hk/account`);
    expect(accountAnswer?.headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The token is never readable by page scripts; the session's end is.
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).not.toContain('tsl_session');
    expect(cookies).toContain('signed_in=');

    // Sign out from the account sections.
    await waitForHydration(page);
    await page.locator('main nav button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/' || url.pathname === '/tc-hk');
    expect((await shopperSession(page.context()))?.customer).toBeUndefined();
    await page.goto(`${store.origin}/tc-hk/account`);
    await page.waitForURL((url) => url.pathname === '/tc-hk/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/tc-hk/account');

    // Sign in by mobile: back to the account page the shopper asked for.
    await waitForHydration(page);
    await page.locator('input[name="method"][value="mobile"]').check();
    await expect.poll(() => page.locator('#sign-in-email').isVisible()).toBe(false);
    await page.locator('#sign-in-mobile_area_code').selectOption('852');
    await page.locator('#sign-in-mobile').fill(mobile);
    await page.locator('#sign-in-password').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/account');

    // The header's account menu now leads to the account.
    await page.getByRole('banner').locator('a[href="/tc-hk/account"]').first().waitFor({ state: 'attached' });

    // Edit the information.
    await page.goto(`${store.origin}/tc-hk/account-information`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#profile-mobile').inputValue()).toBe(mobile);
    await page.locator('#profile-firstname').fill('Tai Man');
    await page.locator('#profile-title ~ form button[type="submit"]').click();
    await page.locator('main p[role="status"]').waitFor();
    await page.reload();
    await expect.poll(() => page.locator('#profile-firstname').inputValue()).toBe('Tai Man');
    // The WhatsApp subscription of registration shows on the communications page.
    await page.goto(`${store.origin}/tc-hk/communications`);
    await expect.poll(() => page.locator('#communications-is_subscribed_whatsapp').isChecked()).toBe(true);

    // Add an address: a refusal first (no district), then the address saved as the default.
    await page.goto(`${store.origin}/tc-hk/address-book`);
    await waitForHydration(page);
    await page.locator('#address-lastname').fill('Chan');
    await page.locator('#address-firstname').fill('Tai Man');
    await page.locator('#address-street_1').fill('18 Nathan Road');
    await page.locator('#address-telephone').fill(mobile);
    await page.locator('#address-form ~ form button[type="submit"]').click();
    await page.locator('#address-region_code-error').waitFor();
    await page.locator('#address-region_code').selectOption('HK-KLN');
    await page.locator('#address-default_shipping').check();
    await page.locator('#address-form ~ form button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('saved') === '1');
    await expect.poll(() => page.locator('main ul address').first().textContent()).toContain('18 Nathan Road');
    await expect.poll(() => page.locator('main ul address').first().textContent()).toContain('九龍');

    // Edit it, then delete it.
    await page.locator('main ul a[href*="?edit="]').first().click();
    await page.waitForURL((url) => url.searchParams.has('edit'));
    await page.locator('#address-form', { hasText: '編輯地址' }).waitFor();
    await page.locator('#address-street_1').fill('88 Queen’s Road');
    await page.locator('#address-form ~ form button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('saved') === '1');
    await page.locator('main ul address', { hasText: '88 Queen’s Road' }).waitFor();
    await page.locator('main ul[aria-label="地址"] form button[type="submit"]').first().click();
    await page.locator('main', { hasText: '您尚未儲存任何地址。' }).waitFor();

    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

/** A guest bag with one piece, as the bag's own cookie names it; its masked id. */
async function guestBagWithOnePiece(context: BrowserContext): Promise<string> {
    const { createCart: cartId } = await graphql<{ createCart: string }>(store.origin, 'tsl_en', 'mutation { createCart }');
    const { products } = await graphql<{ products: { items: Array<{ sku: string }> } }>(
      store.origin,
      'tsl_en',
      '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 5) { items { sku stock_status } } }',
    );
    await graphql(
      store.origin,
      'tsl_en',
      'mutation Add($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
      {
        cartId,
        sku: products.items[0].sku,
      },
    );
    await context.addCookies([
      { name: 'cart_id_base', value: cartId, url: store.origin },
      { name: 'cart_count_base', value: '1', url: store.origin },
    ]);

  return cartId;
}

describe('the error summary', () => {
  it("lists the refused fields in the order the form shows them, the family name first in Chinese", async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/create-account`);
    await waitForHydration(page);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('#create-account-errors').waitFor();
    const listed = await page.locator('#create-account-errors a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    const onPage = await page.evaluate((ids) => {
      const elements = ids.map((id) => document.getElementById(id));
      return [...ids].sort((a, b) => (elements[ids.indexOf(a)]!.compareDocumentPosition(elements[ids.indexOf(b)]!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    }, listed);
    expect(listed).toEqual(expect.arrayContaining(['create-account-lastname', 'create-account-firstname', 'create-account-email']));
    expect(listed).toEqual(onPage);
    expect(listed.indexOf('create-account-lastname')).toBeLessThan(listed.indexOf('create-account-firstname'));
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('sign-in by email', () => {
  it('goes back to checkout with the guest bag merged into the customer’s', async () => {
    // A demo member of the seed (README: demo members).
    const member = { email: 'mei.chan@example.com' };
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;

    const cartId = await guestBagWithOnePiece(context);

    await page.goto(`${store.origin}/en-hk/sign-in?redirect=checkout`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Sign in to check out with your account.');
    await signInByEmail(page, store.origin, 'en-hk', member.email, PASSWORD, '?redirect=checkout');
    await page.waitForURL((url) => url.pathname.startsWith('/en-hk/checkout'));
    await expect(page.locator('main h1').textContent()).resolves.not.toMatch(/Oops!|Page not found/);

    // The bag cookie now names the customer's cart, which holds the guest's piece.
    const cookies = await context.cookies();
    const customerCartId = (await shopperSession(context))?.carts?.base;
    expect(customerCartId).toBeTruthy();
    expect(customerCartId).not.toBe(cartId);
    expect(Number(cookies.find((cookie) => cookie.name === 'cart_count_base')?.value)).toBeGreaterThanOrEqual(1);
    await page.goto(`${store.origin}/en-hk/cart`);
    await expect(page.locator('main').textContent()).resolves.not.toContain('Your shopping bag is empty.');

    // A redirect elsewhere than this store is not followed.
    await page.goto(`${store.origin}/en-hk/sign-in?redirect=//evil.example/`);
    await page.waitForURL((url) => url.pathname === '/en-hk/account');
    await watched.close();
  });

  it('opens the account menu from the bag by the sign-in popup flag, and goes on to checkout after signing in', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const watched = await openPage(browser, viewport);
      const { page, context } = watched;
      await guestBagWithOnePiece(context);
      await page.goto(`${store.origin}/en-hk/cart`);
      await waitForHydration(page);
      const menu = page.locator('details[data-popup="sign-in"]');
      expect(await menu.count()).toBe(0);
      await page.getByRole('complementary').getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('signin') === 'checkout');
      await expect.poll(() => menu.getByRole('link', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
      await expect.poll(() => menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      await expect.poll(() => menu.textContent()).toContain('Sign in, and you go on to checkout with your saved addresses, points and coupons.');
      await screenshot(page, `sign-in-popup-${viewport}`, false);
      await menu.getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/en-hk/sign-in' && url.searchParams.get('redirect') === 'checkout');
      await waitForHydration(page);
      await submitSignIn(page, 'mei.chan@example.com');
      await page.waitForURL((url) => url.pathname.startsWith('/en-hk/checkout'));
      await watched.close();
    }
  });

  it('works before scripts load, and sends an existing account from registration to sign-in', async () => {
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/create-account?${new URLSearchParams({ email: 'mei.chan@example.com', firstName: 'Mei', lastName: 'Chan' })}`);
    await page.locator('#create-account-prefix').selectOption('Ms');
    await page.locator('#create-account-mobile').fill(freshMobile('852', '9'));
    await page.locator('#create-account-password').fill(PASSWORD);
    await page.locator('#create-account-password_confirmation').fill(PASSWORD);
    await page.locator('#create-account-consent').check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en-hk/sign-in');
    await expect.poll(() => page.locator('main').textContent()).toContain('An account with these details already exists. Please sign in.');
    await expect.poll(() => page.locator('#sign-in-email').inputValue()).toBe('mei.chan@example.com');

    // A refusal drawn again without scripts keeps what was typed, but never the password.
    await page.locator('#sign-in-password').fill('Not-the-password1');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('#sign-in-errors').waitFor();
    await expect.poll(() => page.locator('#sign-in-email').inputValue()).toBe('mei.chan@example.com');
    await expect.poll(() => page.locator('#sign-in-password').inputValue()).toBe('');

    await page.locator('#sign-in-password').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en-hk/account');
    await expect.poll(() => page.locator('main').textContent()).toContain('mei.chan@example.com');
    await watched.close();
  });

  it('sets a new password from the forgot-password mail’s link, then signs in with it', async () => {
    const member = await registerMember(store.origin, 'tsl_tc', '852', freshEmail('forgot'));
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/sign-in`);
    await page.locator('main a[href="/tc-hk/forgot-password"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/forgot-password');
    await waitForHydration(page);
    await page.locator('#forgot-password-email').fill(member.email);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main p[role="status"]').waitFor();

    // The mail waits in the outbox; its link is the line that is a URL.
    const result = (await store.app!.database.db.execute(
      sql`select body from outbox where kind = 'password_reset' and recipient = ${member.email} order by id desc limit 1`,
    )) as unknown as { rows: Array<{ body: string }> };
    const link = new URL(result.rows[0].body.split('\n').find((line) => line.startsWith('http'))!);
    expect(link.pathname).toBe('/tc-hk/customer/account/createPassword');
    await page.goto(`${store.origin}${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.locator('#reset-password-new_password').fill('Gold999.9x');
    await page.locator('#reset-password-new_password_confirmation').fill('Gold999.9x');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/sign-in' && url.searchParams.get('reset') === '1');
    await page.locator('main', { hasText: '您的密碼已更改，請以新密碼登入。' }).waitFor();
    await signInByEmail(page, store.origin, 'tc-hk', member.email, 'Gold999.9x');
    await page.waitForURL((url) => url.pathname === '/tc-hk/account');
    await watched.close();
  });

  it('locks sign-in after five wrong passwords, with the API’s message', async () => {
    const member = await registerMember(store.origin, 'tsl_en', '852', freshEmail('lockout'));
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInByEmail(page, store.origin, 'en-hk', member.email, `Wrong${attempt}Pass!`);
      await expect.poll(() => page.locator('#sign-in-errors').textContent()).toContain('The account sign-in was incorrect');
    }
    await signInByEmail(page, store.origin, 'en-hk', member.email, PASSWORD);
    await expect.poll(() => page.locator('#sign-in-errors').textContent()).toContain('Too many failed sign-in attempts.');
    expect(pathOf(page)).toBe('/en-hk/sign-in');
    await watched.close();
  });
});

describe('accessibility and screenshots', () => {
  const VIEWS = [
    { prefix: 'en-hk', code: 'tsl_en', area: '852' as const },
    { prefix: 'tc-hk', code: 'tsl_tc', area: '852' as const },
    { prefix: 'sc-mo', code: 'tsl_mo_sc', area: '853' as const },
  ];

  for (const view of VIEWS) {
    it(`has no serious axe violations on sign-in, create-account and the account pages of ${view.prefix}, and fits 375 and 1440 px`, async () => {
      const member = await registerMember(store.origin, view.code, view.area, freshEmail(`shots-${view.prefix}`));
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const watched = await openPage(browser, viewport);
        const { page } = watched;
        for (const pagePath of ['/sign-in', '/create-account']) {
          await page.goto(`${store.origin}/${view.prefix}${pagePath}`);
          await waitForHydration(page);
          await expectFits(page, `${view.prefix}${pagePath} ${viewport}`);
          if (viewport === 'desktop') expect(await seriousAccessibilityViolations(page), `${view.prefix}${pagePath}`).toEqual([]);
          await savePicture(page, path.join(SHOTS, `${view.prefix}${pagePath.replace('/', '-')}-${viewport}.png`), true);
        }
        await signInByEmail(page, store.origin, view.prefix, member.email);
        await page.waitForURL((url) => url.pathname === `/${view.prefix}/account`);
        await waitForHydration(page);
        await expectFits(page, `${view.prefix}/account ${viewport}`);
        if (viewport === 'desktop') expect(await seriousAccessibilityViolations(page), `${view.prefix}/account`).toEqual([]);
        await savePicture(page, path.join(SHOTS, `${view.prefix}-account-${viewport}.png`), true);
        for (const section of ['/account-information', '/address-book', '/change-password']) {
          await page.goto(`${store.origin}/${view.prefix}${section}`);
          await waitForHydration(page);
          await expectFits(page, `${view.prefix}${section} ${viewport}`);
          if (viewport === 'desktop') expect(await seriousAccessibilityViolations(page), `${view.prefix}${section}`).toEqual([]);
          await savePicture(page, path.join(SHOTS, `${view.prefix}${section.replace('/', '-')}-${viewport}.png`), true);
        }
        expect(watched.problems).toEqual([]);
        await watched.close();
      }
    });
  }
});

async function expectFits(page: Page, label: string): Promise<void> {
  await expectNoSidewaysScroll(page, label);
}

describe('the session ends with its token', () => {
  let shortStore: RunningStore;

  beforeAll(async () => {
    shortStore = await startStore({ env: { CUSTOMER_TOKEN_TTL_SECONDS: '12' } });
  });

  afterAll(async () => {
    await shortStore?.close();
  });

  it('reloads the account page into sign-in once the time to live has passed', async () => {
    const member = await registerMember(shortStore.origin, 'tsl_en', '852', freshEmail('ttl'));
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await signInByEmail(page, shortStore.origin, 'en-hk', member.email);
    await page.waitForURL((url) => url.pathname === '/en-hk/account');
    await waitForHydration(page);
    // The every-second check reloads the page when the session ends; the account then needs sign-in.
    await page.waitForURL((url) => url.pathname === '/en-hk/sign-in', { timeout: 40_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en-hk/account');
    // The shopper is told why, once.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' }).isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await page.getByText('Your session has expired.').count(), 'said once').toBe(0);
    await watched.close();
  });
});
