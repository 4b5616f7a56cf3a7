/**
 * The order history in a real browser: a guest asking for it is sent to sign in and back; the
 * seeded member's in-store records; the member buys a piece by sandbox card, finds the order at the
 * top of the online records and on the account overview, and opens its details (pictures, status
 * and its history, delivery, payment); an order for pickup shows its shop and, once ready, its
 * pickup code. The tabs work without scripts. A staff member (spec 000 §2 "staff filter", §3 staff
 * statuses and actions) finds an order they placed for a member under To Approve, approves it, and,
 * once it came from the workshop, confirms its arrival and the customer's pickup; the member's
 * history shows it complete; an order of theirs awaiting WeChat Pay is paid again ("repay"), which
 * opens the checkout with its piece, shop and customer. Axe on every page; no
 * sideways overflow; screenshots at 375 and 1440 px in en-hk and tc-hk (under /tmp/orders-shots,
 * outside the repository).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration, type ViewportName } from './support/browser.ts';
import { APPROVED_CARD, continueToPayment, fillHomeDelivery, payByCard } from './support/checkoutSteps.ts';
import { memberHeaders, storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { pieceInMembersBag, placePickupOrder } from './support/memberOrders.ts';
import { submitSignIn } from './support/session.ts';
import { checkPage } from './support/pageChecks.ts';
import { startStore, type RunningStore } from './support/server.ts';
import { TEST_ADMIN_TOKEN } from '../test/harness.ts';
import { newMember, PASSWORD } from '../test/kits/club.ts';
import { staffHeaders } from '../test/kits/staff.ts';
import { placeStaffOrder, STAFF_SHOP } from '../test/kits/staffOrders.ts';

const SHOTS = '/tmp/orders-shots';
const MEMBER_EMAIL = 'mei.chan@example.com';

let store: RunningStore;
let browser: Browser;
let api: StoreGraphql;
/** The order the member places in the first test, which the others look at. */
let orderNumber = '';
let productName = '';

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  api = storeGraphql(store.origin);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** An order of the member's for pickup, placed through the API and made ready at its shop by the store's administrator; answers its number. */
async function readyPickupOrder(headers: Record<string, string>): Promise<string> {
  await pieceInMembersBag(api, headers);
  const number = await placePickupOrder(api, store.origin, headers);
  await api('mutation($n: String!) { markOrderReadyForPickup(order_number: $n) { pickup_code } }', { n: number }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
  return number;
}

describe('order history', () => {
  it('sends a guest to sign in and back, then a member buys a piece and finds it in the history, its details and the account overview', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;

    // A guest is sent to sign in, and comes back to the tab asked for.
    await page.goto(`${store.origin}/en-hk/order-history?tab=in-store`);
    await page.waitForURL((url) => url.pathname === '/en-hk/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en-hk/order-history?tab=in-store');
    await waitForHydration(page);
    await submitSignIn(page, MEMBER_EMAIL);
    await page.waitForURL((url) => url.pathname === '/en-hk/order-history' && url.searchParams.get('tab') === 'in-store');

    // The seeded in-store records, newest first, with shop, receipt, pieces and amount.
    await page.locator('main h1', { hasText: 'Order History' }).waitFor();
    await waitForHydration(page);
    const records = page.locator('[data-testid="in-store-record"]');
    await expect.poll(() => records.count()).toBe(5);
    await expect.poll(() => page.locator('nav[aria-label="Order records"] a[aria-current="page"]').textContent()).toBe('In-store records');
    await expect.poll(() => records.first().textContent()).toMatch(/Receipt HKP\d{8}/);
    await expect.poll(() => records.first().textContent()).toContain('HK$');
    await checkPage(page, 'en-hk-in-store', 'desktop', SHOTS);

    // Buy a piece by card.
    const headers = await memberHeaders(api, MEMBER_EMAIL);
    productName = await pieceInMembersBag(api, headers);
    await page.goto(`${store.origin}/en-hk/checkout`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('main').textContent()).toContain(`Signed in as ${MEMBER_EMAIL}.`);
    await fillHomeDelivery(page);
    await continueToPayment(page);
    await payByCard(page, APPROVED_CARD);
    await page.click('button[value="placeOrder"]');
    await page.waitForURL(/\/en-hk\/checkout\/success\/?$/);
    orderNumber = /Order number (\S+)/.exec((await page.locator('#receipt-title').textContent()) ?? '')?.[1] ?? '';
    expect(orderNumber).toMatch(/^HK\d+$/);
    // A member has an account: the success page offers none.
    expect(await page.locator('main a[href*="/create-account"]').count()).toBe(0);

    // The order heads the online records, paid and awaiting shipment.
    await page.goto(`${store.origin}/en-hk/account`);
    await page.locator('main nav a[href="/en-hk/order-history"]').click();
    await page.waitForURL((url) => url.pathname === '/en-hk/order-history');
    await waitForHydration(page);
    const first = page.locator('[data-testid="order-card"]').first();
    await expect.poll(() => first.getAttribute('data-number')).toBe(orderNumber);
    await expect.poll(() => first.textContent()).toContain('Awaiting Shipment');
    await expect.poll(() => first.locator('img').count()).toBeGreaterThan(0);
    await checkPage(page, 'en-hk-online', 'desktop', SHOTS);

    // Its details.
    await first.getByRole('link', { name: `View order ${orderNumber}` }).click();
    await page.waitForURL((url) => url.pathname === `/en-hk/order-history/${orderNumber}`);
    await page.locator('main h1', { hasText: `Order ${orderNumber}` }).waitFor();
    await waitForHydration(page);
    const lines = page.locator('[data-testid="order-line"]');
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => lines.first().textContent()).toContain(productName);
    await expect.poll(() => lines.first().locator('img').getAttribute('src')).toContain('/media/');
    const details = (await page.locator('main').textContent()) ?? '';
    expect(details).toContain('Awaiting Shipment');
    expect(details).toContain('Home delivery');
    expect(details).toContain('Queen’s Road Central');
    expect(details).toContain('ending 1111');
    await expect.poll(() => page.locator('#order-status-history ~ ol li').allTextContents()).toEqual([expect.stringContaining('To Pay'), expect.stringContaining('Awaiting Shipment')]);
    // The account sections still mark the order history as where the shopper is.
    await expect.poll(() => page.locator('nav[aria-label="Account sections"] a[aria-current="page"]').getAttribute('href')).toBe('/en-hk/order-history');
    await checkPage(page, 'en-hk-details', 'desktop', SHOTS);

    // The account overview shows it among the latest orders.
    await page.goto(`${store.origin}/en-hk/account`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#account-latest-orders ~ ul li').first().textContent()).toContain(orderNumber);
    await checkPage(page, 'en-hk-account', 'desktop', SHOTS);

    // An order for pickup, ready at its shop: the shop and the code to show there.
    const pickupNumber = await readyPickupOrder(headers);
    await page.goto(`${store.origin}/en-hk/order-history/${pickupNumber}`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-testid="pickup-code"]').textContent()).toMatch(/^\d{6}$/);
    await expect.poll(() => page.locator('main').textContent()).toContain('To Receive');
    await checkPage(page, 'en-hk-pickup', 'desktop', SHOTS);

    // Someone else's order, or a number that names nothing, is not found.
    const missing = await page.goto(`${store.origin}/en-hk/order-history/HK99999999`);
    expect(missing?.status()).toBe(404);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('switches tabs and opens an order in tc-hk on a phone without scripts', async () => {
    expect(orderNumber).not.toBe('');
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/order-history`);
    await page.waitForURL((url) => url.pathname === '/tc-hk/sign-in');
    await submitSignIn(page, MEMBER_EMAIL);
    await page.waitForURL((url) => url.pathname === '/tc-hk/order-history');
    await expect.poll(() => page.locator(`[data-testid="order-card"][data-number="${orderNumber}"]`).textContent()).toContain('待發貨');
    await page.locator('nav[aria-label="訂單記錄"] a', { hasText: '門市記錄' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'in-store');
    await expect.poll(() => page.locator('[data-testid="in-store-record"]').count()).toBe(5);
    await page.locator('nav[aria-label="訂單記錄"] a', { hasText: '網上記錄' }).click();
    await page.waitForURL((url) => url.pathname === '/tc-hk/order-history' && !url.searchParams.has('tab'));
    await page.getByRole('link', { name: `查看訂單 ${orderNumber}` }).click();
    await page.locator('main h1', { hasText: `訂單 ${orderNumber}` }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('送貨上門');
    await watched.close();
  });

  it('fits a phone in en-hk and tc-hk and a desktop in tc-hk, without axe violations', async () => {
    expect(orderNumber).not.toBe('');
    for (const [prefix, viewport] of [
      ['en-hk', 'phone'],
      ['tc-hk', 'phone'],
      ['tc-hk', 'desktop'],
    ] as Array<[string, ViewportName]>) {
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await page.goto(`${store.origin}/${prefix}/sign-in?redirect=${encodeURIComponent(`/${prefix}/order-history/${orderNumber}`)}`);
      await waitForHydration(page);
      await submitSignIn(page, MEMBER_EMAIL);
      await page.waitForURL((url) => url.pathname === `/${prefix}/order-history/${orderNumber}`);
      await waitForHydration(page);
      await checkPage(page, `${prefix}-details`, viewport, SHOTS);
      for (const [tab, search] of [
        ['online', ''],
        ['in-store', '?tab=in-store'],
      ]) {
        await page.goto(`${store.origin}/${prefix}/order-history${search}`);
        await waitForHydration(page);
        await checkPage(page, `${prefix}-${tab}`, viewport, SHOTS);
      }
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('lets staff S1001 approve an order they placed for a member, then confirm its arrival and the pickup, at 1440 and 375 px', async () => {
    const app = store.app!;
    const member = await newMember(app);
    const staff = await staffHeaders(app, 'S1001');
    const number = await placeStaffOrder(app, staff, member.id);

    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await signInStaff(page, 'S1001');
    await page.goto(`${store.origin}/tc-hk/order-history`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('nav[aria-label="訂單範圍"] a[aria-current="page"]').textContent()).toBe('我的訂單');
    await page.locator('nav[aria-label="訂單狀態"] a', { hasText: '待審批' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'processing_approval_pending');
    const card = page.locator(`[data-testid="order-card"][data-number="${number}"]`);
    await expect.poll(() => card.textContent()).toContain('待審批');
    await expect.poll(() => card.textContent()).toContain('顧客：');
    await checkPage(page, 'tc-hk-staff-to-approve', 'desktop', SHOTS);

    await card.getByRole('link', { name: `查看訂單 ${number}` }).click();
    await page.waitForURL((url) => url.pathname === `/tc-hk/order-history/${number}`);
    await waitForHydration(page);
    await takeStaffAction(page, '審批', '訂單已審批。');
    expect(await page.locator('main form[data-form="approve"]').count()).toBe(0);

    // The workshop makes the piece and sends it to the shop.
    for (const move of ['made', 'factory_ship']) {
      const answer = await app.graphql('mutation($n: String!, $m: String!) { moveOrder(order_number: $n, move: $m) { status } }', { n: number, m: move }, staff);
      expect(answer.errors).toBeUndefined();
    }
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('main header').textContent()).toContain('待出貨');
    await checkPage(page, 'tc-hk-staff-order', 'desktop', SHOTS);
    await takeStaffAction(page, '確認到店', '已確認到店。');
    await takeStaffAction(page, '確認顧客取貨', '已確認顧客取貨，訂單已完成。');
    await expect.poll(() => page.locator('main header').textContent()).toContain('已完成');
    await expect.poll(() => page.locator('main').textContent()).toContain('此訂單目前沒有可進行的操作。');
    expect(watched.problems).toEqual([]);
    await watched.close();

    // On a phone: the shop's completed orders, and the order.
    const phone = await openPage(browser, 'phone');
    await signInStaff(phone.page, 'S1001');
    await phone.page.goto(`${store.origin}/tc-hk/order-history?scope=shop&status=complete_complete`);
    await waitForHydration(phone.page);
    await expect.poll(() => phone.page.locator(`[data-testid="order-card"][data-number="${number}"]`).textContent()).toContain('已完成');
    await checkPage(phone.page, 'tc-hk-staff-shop', 'phone', SHOTS);
    await phone.page.goto(`${store.origin}/tc-hk/order-history/${number}`);
    await waitForHydration(phone.page);
    await checkPage(phone.page, 'tc-hk-staff-order', 'phone', SHOTS);
    expect(phone.problems).toEqual([]);
    await phone.close();

    // Without scripts, a form whose order moved meanwhile answers the API's refusal beside it.
    const second = await placeStaffOrder(app, staff, member.id);
    const plain = await openPage(browser, 'phone', { javaScript: false });
    await signInStaff(plain.page, 'S1001', false);
    await plain.page.goto(`${store.origin}/tc-hk/order-history/${second}`);
    expect((await app.graphql('mutation($n: String!) { cancelOrder(order_number: $n) { status } }', { n: second }, staff)).errors).toBeUndefined();
    await plain.page.locator('main form[data-form="approve"] button[type="submit"]').click();
    await expect.poll(() => plain.page.locator('[data-testid="staff-actions"]').textContent()).toContain('此訂單現時無法審批');
    await expect.poll(() => plain.page.locator('main header').textContent()).toContain('已取消');
    await plain.close();

    // The member's own history reads it complete.
    const shopper = await openPage(browser, 'phone');
    await shopper.page.goto(`${store.origin}/tc-hk/order-history`);
    await shopper.page.waitForURL((url) => url.pathname === '/tc-hk/sign-in');
    await waitForHydration(shopper.page);
    await submitSignIn(shopper.page, member.email, PASSWORD);
    await shopper.page.waitForURL((url) => url.pathname === '/tc-hk/order-history');
    await expect.poll(() => shopper.page.locator(`[data-testid="order-card"][data-number="${number}"]`).textContent()).toContain('已完成');
    expect(shopper.problems).toEqual([]);
    await shopper.close();
  });

  it('lets staff S1001 pay again an order awaiting WeChat Pay: the checkout opens with its piece, its shop and its customer proven, at 1440 and 375 px', async () => {
    const app = store.app!;
    const member = await newMember(app);
    const staff = await staffHeaders(app, 'S1001');
    for (const viewport of ['desktop', 'phone'] as const) {
      const number = await placeStaffOrder(app, staff, member.id, STAFF_SHOP, 'wechat_pay');
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await signInStaff(page, 'S1001');
      await page.goto(`${store.origin}/tc-hk/order-history/${number}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator('main header').textContent()).toContain('待付款');
      await checkPage(page, 'tc-hk-staff-repay', viewport, SHOTS);
      await page.locator('main form[data-form="repay"] button[type="submit"]', { hasText: '重新付款' }).click();
      await page.waitForURL((url) => url.pathname === '/tc-hk/checkout');
      await waitForHydration(page);
      const customer = page.locator('[data-testid="staff-customer"]');
      await expect.poll(() => customer.textContent()).toContain('已驗證');
      await expect.poll(() => customer.textContent()).toContain(member.email);
      await checkPage(page, 'tc-hk-staff-repay-checkout', viewport, SHOTS);
      expect(watched.problems).toEqual([]);
      await watched.close();
      const old = await app.graphql<{ staffOrder: { available_actions: string[]; order: { status: string } } }>(
        'query($n: String!) { staffOrder(number: $n) { available_actions order { status } } }',
        { n: number },
        staff,
      );
      expect(old.data!.staffOrder).toEqual({ available_actions: [], order: { status: '已取消' } });
    }
  });
});

/** Signs a staff member in at /tc-hk/staffLogin (`scripts`: whether the page runs them). */
async function signInStaff(page: Page, staffNo: string, scripts = true): Promise<void> {
  await page.goto(`${store.origin}/tc-hk/staffLogin`);
  if (scripts) await waitForHydration(page);
  await page.locator('#staff-sign-in-staff_no').fill(staffNo);
  await page.locator('#staff-sign-in-password').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(`${store.origin}/tc-hk/staff`);
}

/** Presses a staff action's button on the order's page and waits for the page to say it was made. */
async function takeStaffAction(page: Page, button: string, done: string): Promise<void> {
  await page.locator('main form button[type="submit"]', { hasText: button }).click();
  await expect.poll(() => page.locator('main p[role="status"]').textContent()).toBe(done);
  await waitForHydration(page);
}
