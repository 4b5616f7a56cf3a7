/**
 * An order's life after payment as a member lives it, in Traditional Chinese (tc-hk) in a real
 * browser: a new member signs in and buys a piece dear enough to reach the next level, paid by the
 * sandbox's card (placed through the API with the browser's own session, as the checkout's own
 * test covers the checkout's pages); the store's operator ships it with a carrier and tracking
 * number through the admin API, and the order page says Shipped (已發貨) with the carrier, the
 * number and the carrier's tracking page, at 375 and 1440 px; the operator completes it, and the
 * member centre and the points record show the points and the level the club's rules give; the
 * operator takes the return and refunds it: the points go back, and the order page says what was
 * refunded. The member's mail says each
 * change in the member's language. Axe and no sideways scroll on each page; screenshots
 * (E2E_SCREENSHOTS=1) under /tmp/order-life-shots, outside the repository.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../test/harness.ts';
import { carrierNamed, trackingUrl } from '../src/commerce/modules/orders/carriers.ts';
import { pointsForSpend } from '../src/rules/club.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, savePicture, VIEWPORTS, waitForHydration, type ViewportName } from './support/browser.ts';
import { deliveredMail } from './support/mailbox.ts';
import { pieceInMembersBag, placeDeliveryOrder } from './support/memberOrders.ts';
import { customerToken, signInToAccount } from './support/session.ts';
import { startStore, type RunningStore } from './support/server.ts';
import { openMember, storeGraphql, type StoreGraphql } from './support/storeApi.ts';

const SHOTS = '/tmp/order-life-shots';
const PREFIX = 'tc-hk';
const TRACKING = 'SF1234567890';
const CARRIER = carrierNamed('sf_express')!;

interface Level {
  level: string;
  name: string;
  points_per_hundred: number;
  min_spend_12_months: { minor_units: number; value: number };
}

let store: RunningStore;
let browser: Browser;
/** The store's API in the member's store view (Traditional Chinese, Hong Kong). */
let api: StoreGraphql;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  api = storeGraphql(store.origin, 'tsl_tc');
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** The store's operator, through the admin API. */
function operator(mutation: string, orderNumber: string): Promise<unknown> {
  return api(mutation, { n: orderNumber }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
}

async function show(page: Page, pagePath: string): Promise<void> {
  await page.goto(`${store.origin}/${PREFIX}${pagePath}`);
  await waitForHydration(page);
}

async function checkPage(page: Page, label: string, viewport: ViewportName): Promise<void> {
  await expectNoSidewaysScroll(page, label);
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
  await savePicture(page, path.join(SHOTS, `${label}-${viewport}.png`), true);
}

/** The member centre's level and points, as the page shows them. */
async function expectMemberCentre(page: Page, level: string, points: number): Promise<void> {
  await show(page, '/member-centre');
  await expect.poll(() => page.locator('#member-level ~ p').first().textContent()).toBe(level);
  await expect.poll(() => page.locator('#member-points ~ p').first().textContent()).toBe(`${new Intl.NumberFormat('zh-Hant-HK').format(points)} 積分`);
}

describe('an order’s life after payment', () => {
  it('is shipped, tracked, completed with the club’s points and level, then refunded with its points taken back, and mailed at each step', async () => {
    const email = `order.life.${Date.now()}@example.com`;
    await openMember(api, { firstname: '美華', lastname: '陳', email });
    const { memberLevels } = await api<{ memberLevels: Level[] }>('{ memberLevels { level name points_per_hundred min_spend_12_months { minor_units value } } }');
    const [first, next] = memberLevels;

    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await signInToAccount(page, store.origin, email, { prefix: PREFIX });
    await expectMemberCentre(page, first.name, 0);

    // A piece that reaches the next level, bought by card with the browser's own session.
    const member = { authorization: `Bearer ${await customerToken(watched.context)}` };
    await pieceInMembersBag(api, member, next.min_spend_12_months.value);
    const number = await placeDeliveryOrder(api, store.origin, member);

    // Shipped: the status, the carrier, the tracking number and the carrier's page, on a phone and a desktop.
    await operator(`mutation($n: String!) { shipOrder(order_number: $n, tracking_number: "${TRACKING}", carrier: "${CARRIER.code}") { status } }`, number);
    await show(page, `/order-history/${number}`);
    await expect.poll(() => page.locator('main header [data-tone="waiting"]').textContent()).toBe('已發貨');
    await expect.poll(() => page.locator('[data-testid="carrier"]').textContent()).toBe('順豐速運');
    await expect.poll(() => page.locator('[data-testid="tracking-number"]').textContent()).toBe(TRACKING);
    const trackingLink = page.locator('[data-testid="tracking-link"]');
    await expect.poll(() => trackingLink.getAttribute('href')).toBe(trackingUrl(CARRIER, TRACKING));
    await expect.poll(() => trackingLink.textContent()).toBe('前往順豐速運網站追蹤包裹 （於新分頁開啟）');
    expect(await trackingLink.getAttribute('target')).toBe('_blank');
    await expect.poll(() => page.locator('#order-status-history ~ ol li span').allTextContents()).toEqual(['待付款', '待發貨', '已發貨']);
    await checkPage(page, 'shipped', 'phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await show(page, `/order-history/${number}`);
    await expect.poll(() => page.locator('[data-testid="tracking-number"]').textContent()).toBe(TRACKING);
    await checkPage(page, 'shipped', 'desktop');

    // Completed: points at the rate of the level the order brings, and that level.
    await operator('mutation($n: String!) { completeOrder(order_number: $n) { status } }', number);
    const { customer } = await api<{ customer: { orders: { items: Array<{ total: { grand_total: { minor_units: number }; total_shipping: { minor_units: number } } }> } } }>(
      `{ customer { orders(filter: { number: { eq: "${number}" } }) { items { total { grand_total { minor_units } total_shipping { minor_units } } } } } }`,
      {},
      member,
    );
    const { grand_total: paid, total_shipping: delivery } = customer.orders.items[0].total;
    const spend = paid.minor_units - delivery.minor_units;
    const reached = memberLevels.filter((level) => level.min_spend_12_months.minor_units <= spend).at(-1)!;
    expect(reached.level).not.toBe(first.level);
    const earned = pointsForSpend(spend, reached.points_per_hundred);
    expect(earned).toBeGreaterThan(0);
    await expectMemberCentre(page, reached.name, earned);
    await show(page, '/points-record');
    const latest = page.locator('main table tbody tr').first();
    await expect.poll(() => latest.textContent()).toContain(`訂單 ${number} 賺取積分`);
    await expect.poll(() => latest.textContent()).toContain(`+${new Intl.NumberFormat('zh-Hant-HK').format(earned)}`);
    await checkPage(page, 'points-earned', 'desktop');

    // Returned and refunded: the points go back, and so does the level.
    await operator('mutation($n: String!) { requestOrderReturn(order_number: $n) { status } }', number);
    await operator('mutation($n: String!) { receiveOrderReturn(order_number: $n) { status } }', number);
    await show(page, '/points-record');
    await expect.poll(() => latest.textContent()).toContain(`訂單 ${number} 退貨，扣回積分`);
    await expect.poll(() => latest.textContent()).toContain(`\u2212${new Intl.NumberFormat('zh-Hant-HK').format(earned)}`);
    await expectMemberCentre(page, first.name, 0);
    await show(page, `/order-history/${number}`);
    await expect.poll(() => page.locator('main header [data-tone="closed"]').textContent()).toBe('已退貨');
    const total = await page.locator('#order-summary ~ dl > div:last-child dd').textContent();
    await expect.poll(() => page.locator('[data-testid="refunded"]').textContent()).toBe(`已退回至您的付款方式：${total}`);
    await checkPage(page, 'returned', 'desktop');
    expect(watched.problems).toEqual([]);
    await watched.close();

    // The member's mail, in the language they shop in, one for each change.
    const mails = (await deliveredMail(store)).filter((mail) => mail.to === email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['order_confirmation', `您的訂單 ${number} 已確認`],
      ['order_shipped', `您的訂單 ${number} 已發貨`],
      ['order_completed', `您的訂單 ${number} 已完成`],
      ['order_refunded', `您的訂單 ${number} 已退款`],
    ]);
    const [, shipped, , refunded] = mails;
    expect(shipped.text).toContain(`已由順豐速運寄出，追蹤編號 ${TRACKING}`);
    expect(shipped.text).toContain(trackingUrl(CARRIER, TRACKING));
    expect(refunded.text).toContain('將退回至您的付款方式');
  });
});
