/**
 * WeChat and Facebook sign-in in a real browser, through the sandbox provider's consent page: a
 * member links WeChat from the account page, signs out and signs in with WeChat; a second member
 * linking the same WeChat account is told, in Traditional Chinese, that it is bound elsewhere; a
 * Facebook identity bound to no account is offered to sign in and link, and is linked on sign-in;
 * inside the mini program the account trigger goes to the mobile sign-in page. Axe on the pages,
 * screenshots at phone and desktop width in en-hk and tc-hk (e2e/screenshots/social-*).
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD as PASSWORD } from '../src/commerce/seed/members.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { shopperSession, signInToAccount, submitSignIn } from './support/session.ts';
import { openMember, storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { launchBrowser, openPage, screenshot, waitForHydration } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

const MEI = 'mei.chan@example.com';

let store: RunningStore;
let browser: Browser;
let graphql: StoreGraphql;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  graphql = storeGraphql(store.origin, 'tsl_tc');
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** A member of the Hong Kong website opened through the API (the local reCAPTCHA verifier issues the token). */
async function registerMember(label: string): Promise<string> {
  const email = `${label}.${Date.now()}@example.com`;
  await openMember(graphql, { prefix: 'Ms', firstname: 'Siu Man', lastname: 'Lee', email, password: PASSWORD });
  return email;
}

/** Answers the sandbox consent page as the given identity. */
async function allowAs(page: Page, provider: 'wechat' | 'facebook', userId: string, name: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/oauth-sandbox/${provider}/authorize`);
  await page.locator('#user_id').fill(userId);
  await page.locator('#name').fill(name);
  await page.locator('button[value="allow"]').click();
}

async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
}

describe('WeChat and Facebook sign-in', () => {
  it('links WeChat from the account page, signs in with it, and refuses it to a second member in Chinese', async () => {
    const desktop = await openPage(browser, 'desktop');
    const { page } = desktop;
    await signInToAccount(page, store.origin, MEI, { password: PASSWORD });
    const wechatRow = page.locator('#linked-accounts li[data-provider="wechat"]');
    await expect.poll(() => wechatRow.textContent()).toContain('Not linked');
    await wechatRow.locator('button').click();
    await allowAs(page, 'wechat', 'wx-e2e-mei', 'Mei on WeChat');
    await page.waitForURL((url) => url.pathname === '/en-hk/account' && url.searchParams.get('linked') === 'wechat');
    await expect.poll(() => page.locator('#linked-accounts [role="status"]').textContent()).toBe('Your WeChat account is now linked.');
    await expect.poll(() => wechatRow.textContent()).toContain('Linked as Mei on WeChat');
    await waitForHydration(page);
    await expectAccessible(page, 'en-hk account with linked accounts');
    await screenshot(page, 'social-account-en-desktop');

    // Signed out, WeChat signs Mei in again: through the sign-in page's button and the consent page.
    await page.locator('main nav button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en-hk/' || url.pathname === '/en-hk');
    await page.goto(`${store.origin}/en-hk/sign-in?redirect=checkout`);
    await page.locator('main a[data-provider="wechat"]').click();
    await allowAs(page, 'wechat', 'wx-e2e-mei', 'Mei on WeChat');
    // The redirect-to-checkout flag is kept through the provider.
    await page.waitForURL((url) => url.pathname === '/en-hk/checkout');
    expect((await shopperSession(page.context()))?.customer?.token).toBeTruthy();
    await page.goto(`${store.origin}/en-hk/account`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('My Account');
    await expect.poll(() => page.locator('main').textContent()).toContain(MEI);
    expect(desktop.problems).toEqual([]);
    await desktop.close();

    // A second member, in Traditional Chinese on a phone, tries to link the same WeChat account.
    const second = await registerMember('social-second');
    const phone = await openPage(browser, 'phone');
    await signInToAccount(phone.page, store.origin, second, { prefix: 'tc-hk', password: PASSWORD });
    await phone.page.locator('#linked-accounts li[data-provider="wechat"] button').click();
    await allowAs(phone.page, 'wechat', 'wx-e2e-mei', 'Mei on WeChat');
    await phone.page.waitForURL((url) => url.pathname === '/tc-hk/authorizedUser/login');
    await expect.poll(() => phone.page.locator('main [role="alert"]').textContent()).toBe('此微信帳戶已綁定其他帳戶。');
    await expect.poll(() => phone.page.locator('main h1').textContent()).toBe('連結您的微信帳戶');
    await waitForHydration(phone.page);
    await expectAccessible(phone.page, 'tc-hk bound elsewhere');
    await screenshot(phone.page, 'social-bound-elsewhere-tc-phone', false);
    await phone.page.goto(`${store.origin}/tc-hk/account`);
    await expect.poll(() => phone.page.locator('#linked-accounts li[data-provider="wechat"]').textContent()).toContain('未連結');
    expect(phone.problems).toEqual([]);
    await phone.close();
  });

  it('offers a Facebook identity bound to no account to sign in and link, and links it on sign-in', async () => {
    const member = await registerMember('social-facebook');
    const phone = await openPage(browser, 'phone');
    const { page } = phone;
    await page.goto(`${store.origin}/en-hk/sign-in`);
    await waitForHydration(page);
    await expectAccessible(page, 'en-hk sign-in with the provider buttons');
    await screenshot(page, 'social-sign-in-en-phone');
    await page.locator('main a[data-provider="facebook"]').click();
    await allowAs(page, 'facebook', 'fb-e2e-new', 'Siu Man on Facebook');
    await page.waitForURL((url) => url.pathname === '/en-hk/authorizedUser/login');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Your Facebook account is not linked yet');
    await expect.poll(() => page.locator('main').textContent()).toContain('“Siu Man on Facebook”');
    await waitForHydration(page);
    await expectAccessible(page, 'en-hk unbound identity');
    await screenshot(page, 'social-unbound-en-phone', false);

    // Registration would link it too; the shopper goes back and signs in instead.
    await page.locator('main a', { hasText: 'Create an account' }).click();
    await page.locator('main header p', { hasText: 'Your Facebook account “Siu Man on Facebook” is linked to the account you create.' }).waitFor();
    await page.goBack();
    await page.locator('main a', { hasText: 'Sign in to link' }).click();
    await page.waitForURL((url) => url.pathname === '/en-hk/sign-in');
    await page.locator('main header p', { hasText: 'Sign in to link your Facebook account “Siu Man on Facebook”.' }).waitFor();
    await submitSignIn(page, member, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/en-hk/account');
    const facebookRow = page.locator('#linked-accounts li[data-provider="facebook"]');
    await expect.poll(() => facebookRow.textContent()).toContain('Linked as Siu Man on Facebook');

    // Unlinked again from the account page.
    await waitForHydration(page);
    await facebookRow.locator('button').click();
    await page.locator('#linked-accounts [role="status"]', { hasText: 'The account is no longer linked.' }).waitFor();
    await facebookRow.getByText('Not linked', { exact: true }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.close();
  });

  it('the same page in Traditional Chinese on a desktop, and the mini program account trigger', async () => {
    const desktop = await openPage(browser, 'desktop');
    const { page } = desktop;
    await page.goto(`${store.origin}/tc-hk/sign-in`);
    // The account menu, the guests' sign-in menu, offers them too.
    await waitForHydration(page);
    await page.locator('header details:has(a[data-provider="wechat"]) > summary').click();
    await page.locator('header a[data-provider="wechat"]').waitFor();
    await screenshot(page, 'social-account-menu-tc-desktop', false);
    // A Latin name in Chinese keeps its case and stands apart; a Chinese one joins the sentence.
    expect(await page.locator('main a[data-provider="facebook"]').innerText()).toBe('以 Facebook 登入');
    expect(await page.locator('main a[data-provider="wechat"]').innerText()).toBe('以微信登入');
    await page.locator('main a[data-provider="facebook"]').click();
    await page.waitForURL((url) => url.pathname === '/oauth-sandbox/facebook/authorize');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Facebook登入（測試環境）');
    await screenshot(page, 'social-consent-tc-desktop', false);
    await page.locator('button[value="outage"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/authorizedUser/login');
    await expect.poll(() => page.locator('main [role="alert"]').textContent()).toBe('Facebook暫時無法使用，請稍後再試，或以電郵或手提電話號碼登入。');
    await waitForHydration(page);
    await screenshot(page, 'social-unavailable-tc-desktop', false);

    await page.goto(`${store.origin}/tc-hk/wechat/minipro`);
    await page.waitForURL((url) => url.pathname === '/tc-hk/' || url.pathname === '/tc-hk');
    await waitForHydration(page);
    // The account trigger and the drawer's sign-in link both lead to the mobile sign-in page.
    await expect.poll(() => page.locator('header a[href="/tc-hk/sign-in?method=mobile"]').count()).toBe(2);
    await page.locator('header a[aria-label="登入"][href="/tc-hk/sign-in?method=mobile"]').click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/sign-in' && url.searchParams.get('method') === 'mobile');
    await expect.poll(() => page.locator('input[name="method"][value="mobile"]').isChecked()).toBe(true);
    await waitForHydration(page);
    await expectAccessible(page, 'tc-hk mobile sign-in');
    await screenshot(page, 'social-sign-in-tc-desktop', false);
    expect(desktop.problems).toEqual([]);
    await desktop.close();
  });
});
