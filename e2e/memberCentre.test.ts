/**
 * The membership club's pages in a real browser, as the seeded demo members (README: Demo members):
 * guests sent to sign in; Mei Chan (Hong Kong) opens the member centre, its benefits popup and
 * member card, reads the points record, walks the coupon wallet's tabs, exchanges a coupon reward
 * and 1,000 Asia Miles (the balance down by the configured cost, the exchange pending) and is
 * refused a second with the API's message; axe on each page and with the dialogs open;
 * screenshots at 375 and 1440 px in en-hk and tc-hk. Wei Jie Tan (Malaysia, sc-my) without
 * scripts: the record's page links, the benefits section and the card drawn large, the Asia Miles
 * form's refusals beside their fields with what was typed kept, its review and the API's refusal,
 * and a reward reviewed and exchanged. Screenshots go to /tmp/member-shots.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { customerToken } from './support/session.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, waitForHydration, type ViewportName, savePicture } from './support/browser.ts';
import { signInToAccount } from './support/session.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/member-shots';
const CLUB_PAGES = ['/member-centre', '/points-record', '/rewards', '/asia-miles'];

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function open(page: Page, prefix: string, pagePath: string): Promise<void> {
  await page.goto(`${store.origin}/${prefix}${pagePath}`);
  await waitForHydration(page);
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
}

async function expectFits(page: Page, label: string): Promise<void> {
  await expectNoSidewaysScroll(page, label);
}

async function pointsBalance(email: string): Promise<number> {
  const result = (await store.app!.database.db.execute(
    sql`select coalesce(sum(l.points), 0)::int as balance from points_ledger l join customers c on c.id = l.customer_id where c.email = ${email}`,
  )) as unknown as { rows: Array<{ balance: number }> };
  return result.rows[0].balance;
}

describe('the member in the user state', () => {
  it('names the member by card number in analytics (customer_id)', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await signInToAccount(page, store.origin, 'mei.chan@example.com');
    const response = await fetch(`${store.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'tsl_en', authorization: `Bearer ${await customerToken(watched.context)}` },
      body: JSON.stringify({ query: '{ customer { cardno } }' }),
    });
    const cardno = ((await response.json()) as { data: { customer: { cardno: string } } }).data.customer.cardno;
    expect(cardno).toMatch(/^\d+$/);

    await open(page, 'en-hk', '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Gold', exact: true }).hover();
    const submenuLink = menu.getByRole('link', { name: 'Gold Necklaces' });
    await submenuLink.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL('**/en-hk/gold/necklaces.html'), submenuLink.click()]);
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
    expect(events.find((event) => event.event === 'select_content')).toMatchObject({ customer_id: cardno });
    await watched.close();
  });
});

describe('guests', () => {
  it('are sent to sign in, and come back to the club page they asked for', async () => {
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    for (const pagePath of CLUB_PAGES) {
      await page.goto(`${store.origin}/en-hk${pagePath}`);
      await page.waitForURL((url) => url.pathname === '/en-hk/sign-in');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/en-hk${pagePath}`);
    }
    await watched.close();
  });
});

describe('the Hong Kong demo member', () => {
  const email = 'mei.chan@example.com';

  it('opens the member centre, its benefits popup and member card, the record, the wallet, and exchanges a coupon and Asia Miles', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await signInToAccount(page, store.origin, email);

    // The account overview's summary leads to the member centre.
    await page.locator('#account-club').waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('12,800 points');
    await page.locator('main a[href="/en-hk/member-centre"]', { hasText: 'Go to the member centre' }).click();
    await page.waitForURL((url) => url.pathname === '/en-hk/member-centre');
    await waitForHydration(page);
    const main = page.locator('main');
    await expect.poll(() => main.locator('h1').textContent()).toBe('Member Centre');
    await expect.poll(() => main.locator('#member-level + p').textContent()).toBe('Fans');
    const progress = main.locator('progress#member-progress');
    await expect.poll(() => progress.getAttribute('aria-valuetext')).toBe('HK$0 of HK$5,000');
    await expect.poll(() => main.textContent()).toContain('HK$5,000 more to reach Silver');
    await expect.poll(() => main.locator('#member-card').textContent()).toMatch(/88\d\d \d{4} \d{4}/);
    await expectAxeClean(page, 'member centre');

    // The benefits popup: a modal dialog that Escape and the backdrop close.
    const benefitsLink = main.locator('a[href="#member-benefits"]');
    await benefitsLink.click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Member benefits');
    await expect.poll(() => dialog.textContent()).toContain('Spend HK$100,000 or more on completed orders in 12 months');
    await expect.poll(() => dialog.locator('li[aria-current="true"] h3').textContent()).toContain('Fans');
    await expectAxeClean(page, 'member centre, benefits popup');
    await savePicture(page, path.join(SHOTS, 'en-hk-member-benefits-desktop.png'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await benefitsLink.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: 'detached' });

    // The member card, larger in the dialog.
    await main.locator('#member-card a', { hasText: 'Show larger' }).click();
    await dialog.waitFor();
    await dialog.locator('[role="img"] svg').waitFor();
    await expectAxeClean(page, 'member centre, member card');
    await savePicture(page, path.join(SHOTS, 'en-hk-member-card-desktop.png'));
    await dialog.locator('button', { hasText: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // The points record, from the member centre.
    await main.locator('a[href="/en-hk/points-record"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en-hk/points-record');
    await main.locator('table tbody tr').first().waitFor();
    await expect.poll(() => main.locator('table tbody tr').first().textContent()).toContain('+12,800');

    // The coupon wallet's tabs: one seeded coupon in each state.
    await open(page, 'en-hk', '/rewards');
    await expect.poll(() => main.locator('#coupons').textContent()).toContain('DEMO-VALID-BASE');
    await expect.poll(() => main.locator('#coupons').textContent()).toContain('Online');
    for (const [tab, code] of [
      ['Used', 'DEMO-USED-BASE'],
      ['Expired', 'DEMO-EXPIRED-BASE'],
    ]) {
      await main.locator('#coupons nav a', { hasText: tab }).click();
      await main.locator('#coupons code', { hasText: code }).waitFor();
      await expect.poll(() => main.locator('#coupons nav a[aria-current="page"]').textContent()).toBe(tab);
    }

    // Asia Miles: the rules refuse beside the fields first, keeping what was typed.
    const options = await (
      await fetch(`${store.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'tsl_en' },
        body: JSON.stringify({ query: '{ asiaMilesOptions { miles points } }' }),
      })
    ).json();
    const cost = (options as { data: { asiaMilesOptions: Array<{ miles: number; points: number }> } }).data.asiaMilesOptions[0].points;
    const before = await pointsBalance(email);
    await open(page, 'en-hk', '/asia-miles');
    await page.locator('#asia-miles-asia_miles_number').fill('12345');
    await page.locator('#asia-miles-name').fill('Wei Jie Tan');
    await page.locator('main form button[value="review"]').click();
    await page.locator('#asia-miles-asia_miles_number-error').waitFor();
    await expect.poll(() => page.locator('#asia-miles-name-error').textContent()).toBe('The name must match the name on your membership account.');
    await expect.poll(() => page.locator('#asia-miles-asia_miles_number').inputValue()).toBe('12345');

    await page.locator('#asia-miles-asia_miles_number').fill('1234 567 890');
    await page.locator('#asia-miles-name').fill('Chan Mei');
    await page.locator('main form button[value="review"]').click();
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Exchange 10,000 points for 1,000 Asia Miles');
    await expectAxeClean(page, 'asia miles, confirmation');
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'asia-miles');
    await main.locator('p[role="status"]', { hasText: 'Your exchange is pending' }).waitFor();
    await expect.poll(() => main.locator('#miles-exchanges tbody tr').first().textContent()).toContain('Pending');
    await expect.poll(() => pointsBalance(email)).toBe(before - cost);
    await expect.poll(() => main.locator('header p strong').textContent()).toBe(`${(before - cost).toLocaleString('en-US')} points`);

    // The form starts afresh; a second exchange is more than the points left: the API's message, above the form.
    await expect.poll(() => page.locator('#asia-miles-asia_miles_number').inputValue()).toBe('');
    await page.locator('#asia-miles-asia_miles_number').fill('1234567890');
    await page.locator('#asia-miles-name').fill('Mei Chan');
    await page.locator('main form button[value="review"]').click();
    await dialog.waitFor();
    await dialog.locator('button[type="submit"]').click();
    await page.locator('#asia-miles-errors', { hasText: "You don't have enough points for 1000 Asia Miles." }).waitFor();
    await expect.poll(() => page.locator('#asia-miles-name').inputValue()).toBe('Mei Chan');
    await expect.poll(() => pointsBalance(email)).toBe(before - cost);

    // A coupon reward: confirmed in the dialog, into the wallet at once.
    await open(page, 'en-hk', '/rewards');
    const reward = main.locator('li', { hasText: 'HK$100 cash coupon' }).locator('button[value="review"]');
    await reward.click();
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Exchange 2,000 points for HK$100 cash coupon?');
    await expectAxeClean(page, 'rewards, confirmation');
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'reward');
    await main.locator('p[role="status"]', { hasText: 'Exchanged.' }).waitFor();
    await main.locator('#exchanges tbody tr', { hasText: 'Coupon issued' }).waitFor();
    await expect.poll(() => pointsBalance(email)).toBe(before - cost - 2000);
    // The coupon that costs more than what is left is refused in the shopper's words.
    await main.locator('li', { hasText: 'HK$300 cash coupon' }).locator('button[value="review"]').click();
    await dialog.waitFor();
    await dialog.locator('button[type="submit"]').click();
    await page.locator('#reward-errors', { hasText: "You don't have enough points for this reward." }).waitFor();

    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('has no serious axe violations on the club pages and fits 375 and 1440 px in en-hk and tc-hk', async () => {
    for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await signInToAccount(page, store.origin, email);
      for (const prefix of ['en-hk', 'tc-hk']) {
        for (const pagePath of CLUB_PAGES) {
          await open(page, prefix, pagePath);
          await expectFits(page, `${prefix}${pagePath} ${viewport}`);
          if (viewport === 'desktop') await expectAxeClean(page, `${prefix}${pagePath}`);
          await savePicture(page, path.join(SHOTS, `${prefix}${pagePath.replace('/', '-')}-${viewport}.png`), true);
        }
      }
      await open(page, 'tc-hk', '/account');
      await expectFits(page, `tc-hk/account ${viewport}`);
      await savePicture(page, path.join(SHOTS, `tc-hk-account-${viewport}.png`), true);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });
});

describe('the Malaysia demo member without scripts', () => {
  const email = 'weijie.tan@example.com';

  it('pages the record by links, draws the card large, refuses Asia Miles beside the fields and in the API’s words, and exchanges a reviewed reward', async () => {
    // Eleven more entries than the seed's one: two pages of the record.
    await store.app!.database.db.execute(
      sql`insert into points_ledger (customer_id, kind, points, reference)
          select c.id, 'adjust', 10, 'e2e-record:' || g from customers c, generate_series(1, 11) g where c.email = ${email}`,
    );
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await signInToAccount(page, store.origin, email, { prefix: 'sc-my' });
    await page.goto(`${store.origin}/sc-my/points-record`);
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(10);
    await page.locator('main nav a[aria-label="第 2 页"], main nav a[href$="page=2"]').first().click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(2);
    await expect.poll(() => page.locator('main table caption').textContent()).toBe('积分记录，第 2 页，共 2 页');
    await savePicture(page, path.join(SHOTS, 'sc-my-points-record-phone.png'), true);

    // The benefits popup's content is a section of the page the link leads to.
    await page.goto(`${store.origin}/sc-my/member-centre`);
    await expect.poll(() => page.locator('main a[href="#member-benefits"]').count()).toBe(1);
    await expect.poll(() => page.locator('#member-benefits').textContent()).toContain('钻石会员');
    await expect.poll(() => page.locator('main').textContent()).toContain('订单完成后方计入会员级别消费。');
    // The card's "show larger" draws the page with the card large.
    await page.locator('#member-card a[href*="card=large"]').click();
    await page.waitForURL((url) => url.searchParams.get('card') === 'large');
    await expect.poll(() => page.locator('#member-card a[href*="card=large"]').count()).toBe(0);
    await page.locator('#member-card [role="img"] svg').waitFor();
    await savePicture(page, path.join(SHOTS, 'sc-my-member-centre-phone.png'), true);

    await page.goto(`${store.origin}/sc-my/asia-miles`);
    await page.locator('#asia-miles-asia_miles_number').fill('98765');
    await page.locator('#asia-miles-name').fill('Tan Wei Jie');
    await page.locator('main form button[value="review"]').click();
    await page.locator('#asia-miles-asia_miles_number-error').waitFor();
    await expect.poll(() => page.locator('#asia-miles-asia_miles_number-error').textContent()).toBe('请输入 10 位数字的亚洲万里通会员号码。');
    await expect.poll(() => page.locator('#asia-miles-asia_miles_number').inputValue()).toBe('98765');
    await expect.poll(() => page.locator('#asia-miles-name').inputValue()).toBe('Tan Wei Jie');
    await expect.poll(() => page.locator('#asia-miles-name').getAttribute('aria-invalid')).toBeNull();

    // A valid form is reviewed first; confirming it meets the API's refusal.
    await page.locator('#asia-miles-asia_miles_number').fill('9876543210');
    await page.locator('main form button[value="review"]').click();
    await page.locator('#miles-review').waitFor();
    await page.locator('main form button[value="exchange"]').click();
    await page.locator('#asia-miles-errors', { hasText: '你的积分不足以兑换 1000 亚洲万里通里数。' }).waitFor();
    await expect.poll(() => page.locator('#asia-miles-name').inputValue()).toBe('Tan Wei Jie');
    await savePicture(page, path.join(SHOTS, 'sc-my-asia-miles-refused-phone.png'), true);

    // A reward is reviewed on the page, then confirmed: a coupon in the wallet at once.
    await page.goto(`${store.origin}/sc-my/rewards`);
    await page.locator('main li button[value="review"]').first().click();
    await page.locator('#reward-review').waitFor();
    await page.locator('main form button[value="exchange"]').click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'reward');
    await page.locator('#exchanges td', { hasText: '已发放优惠券' }).waitFor();
    await watched.close();
  });
});
