/**
 * The operators' order desk in a real browser: at 1440 px the operator signs in at /desk with the
 * admin token, finds a paid order placed through the API in the list, ships it with a tracking
 * number and an SF Express carrier, and reads the new status and the history's line for it. At
 * 375 px the same desk in Traditional Chinese fits the phone. Axe finds nothing serious, pages
 * hydrate cleanly; pictures under /tmp/desk-shots with E2E_SCREENSHOTS=1.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../test/harness.ts';
import { paidDeliveryOrder } from '../test/kits/club.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { checkPage } from './support/pageChecks.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/desk-shots';

let store: RunningStore;
let browser: Browser;
let number = '';

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  number = await paidDeliveryOrder(store.app!);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function signIn(page: Page, path = '/desk'): Promise<void> {
  await page.goto(`${store.origin}${path}`);
  await waitForHydration(page);
  await page.locator('#desk-sign-in-admin_token').fill(TEST_ADMIN_TOKEN);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/desk/sign-in'));
  await waitForHydration(page);
}

describe('the order desk', () => {
  it('signs the operator in, finds a paid order and ships it with a tracking number, then shows its new status and history', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/desk`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to the order desk');
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await checkPage(page, 'sign-in', 'desktop', SHOTS);

    await signIn(page);
    const link = page.getByRole('link', { name: number, exact: true });
    await link.waitFor();
    expect(await page.locator('[data-testid="desk-orders"] tr', { has: link }).textContent()).toContain('Awaiting Shipment');
    await checkPage(page, 'orders', 'desktop', SHOTS);

    await link.click();
    await page.waitForURL(`${store.origin}/desk/orders/${number}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${number}`);
    await page.locator('#ship-tracking_number').fill('SF1234567890');
    await page.locator('#ship-carrier').selectOption('sf_express');
    await page.locator('#ship-note').fill('Sent by courier');
    await page.locator('form[data-form="ship"] button[type="submit"]').click();

    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('The order was updated: Shipped.');
    await expect.poll(() => page.locator('main').getByText('Shipped', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('[data-testid="desk-facts"]').textContent()).toContain('SF Express · SF1234567890');
    const lastChange = page.locator('[data-testid="desk-history"] tbody tr').last();
    expect(await lastChange.textContent()).toMatch(/Shipped.*Shipped.*Operator.*Sent by courier/);
    await checkPage(page, 'order', 'desktop', SHOTS);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('fits a phone, in Traditional Chinese', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await signIn(page, '/desk/sign-in?lang=zh-Hant');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('訂單');
    await checkPage(page, 'orders-zh-Hant', 'phone', SHOTS);
    await page.goto(`${store.origin}/desk/orders/${number}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`訂單 ${number}`);
    expect(await page.locator('[data-testid="desk-history"]').textContent()).toContain('管理員');
    await checkPage(page, 'order-zh-Hant', 'phone', SHOTS);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
