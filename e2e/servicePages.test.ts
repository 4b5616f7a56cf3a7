/**
 * The bag, wishlist, member, order tracking and made-to-order pages (spec 000 §2 routes) in a real
 * browser: every header, footer and home page link to them lands on a server-rendered page in all
 * eight store views; the mini cart leads to the bag and the account menu offers sign-in and a new account; the pages carry
 * real contacts and stores, order tracking finds an order by its number and mobile number, and
 * each page passes axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, PLACE, productInStock, readyCustomerCart } from '../test/kits/club.ts';
import { STORE_VIEWS, type StoreViewDefinition } from '../src/rules/storeViews.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, screenshot, waitForHydration, type ViewportName } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const SERVICE_PATHS = ['/cart', '/wishlist', '/sign-in', '/create-account', '/orderTracking', '/orderSearch', '/customizer/', '/customizer/apt'];
const NOT_FOR_SEARCH_ENGINES = ['/cart', '/wishlist', '/sign-in', '/create-account'];

/** After a click, the page the shopper lands on: its path, its heading, and what the server answers for it. */
async function expectLandedOn(page: Page, path: string, label: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, ''));
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  expect(await heading.textContent(), `${label}: heading`).not.toMatch(/Oops!|哎呀/);
  const answer = await fetch(page.url(), { redirect: 'manual' });
  expect(answer.status, `${label}: status of ${page.url()}`).toBe(200);
}

/** Opens the home page afresh, clicks a link on it and checks where it lands. */
async function follow(page: Page, view: StoreViewDefinition, click: () => Promise<void>, path: string, label: string): Promise<void> {
  await page.goto(`${store.origin}/${view.urlPrefix}/`);
  await waitForHydration(page);
  await click();
  await expectLandedOn(page, `/${view.urlPrefix}${path}`, `${view.code} ${label}`);
}

/**
 * The views whose links are followed by clicking: one per website and language of the three. The
 * others draw the same components, so there each link is checked to be on the page, and the
 * route test below checks every page answers server-rendered in all eight views.
 */
const CLICKED_VIEWS = new Set(['tsl_tc', 'tsl_mo_en', 'tsl_my_sc']);

/** The home page of a view carries every link the clicked views follow. */
async function expectServiceLinks(page: Page, view: StoreViewDefinition): Promise<void> {
  const prefix = `/${view.urlPrefix}`;
  await page.goto(`${store.origin}${prefix}/`);
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const malaysia = view.websiteCode === 'my';
  const count = (locator: ReturnType<Page['locator']>) => locator.count();
  expect(await count(header.locator(`a[href="${prefix}/wishlist"]:visible`)), `${view.code} header wishlist`).toBe(malaysia ? 0 : 1);
  for (const path of ['/sign-in', '/create-account']) {
    expect(await count(header.locator(`details a[href="${prefix}${path}"]`)), `${view.code} account menu ${path}`).toBeGreaterThan(0);
    expect(await count(page.locator(`main a[href="${prefix}${path}"]`)), `${view.code} home page ${path}`).toBeGreaterThan(0);
  }
  for (const path of ['/orderTracking', '/customizer']) {
    expect(await count(page.locator(`footer a[href="${prefix}${path}"]`)), `${view.code} footer ${path}`).toBe(1);
  }
}

describe('links to the bag, wishlist, member, order and made-to-order pages', () => {
  for (const view of STORE_VIEWS.filter((candidate) => !CLICKED_VIEWS.has(candidate.code))) {
    it(`are on the page in ${view.code}, in the header, the footer and the home page`, async () => {
      const watched = await openPage(browser, 'desktop');
      await expectServiceLinks(watched.page, view);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }

  for (const view of STORE_VIEWS.filter((candidate) => CLICKED_VIEWS.has(candidate.code))) {
    it(`land on a page in ${view.code}, from the header, the footer and the home page`, async () => {
      const watched = await openPage(browser, 'desktop');
      const { page } = watched;
      const prefix = `/${view.urlPrefix}`;
      await page.goto(`${store.origin}${prefix}/`);
      const header = page.getByRole('banner');
      const malaysia = view.websiteCode === 'my';

      // Malaysia shows guests neither wishlist nor bag (spec 000 §2 Layout).
      await expect.poll(() => header.locator(`a[href="${prefix}/wishlist"]`).isVisible()).toBe(!malaysia);
      if (!malaysia) {
        // The wishlist needs sign-in (spec 000 §6): a guest lands on sign-in, which leads back to it.
        await follow(page, view, () => header.locator(`a[href="${prefix}/wishlist"]`).click(), '/sign-in', 'header wishlist');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${prefix}/wishlist`);
        await follow(
          page,
          view,
          async () => {
            // From 960px the bag is a button opening the mini cart (spec 000 §2 Layout).
            await header.locator('button[aria-haspopup="dialog"]:visible').click();
            const miniCart = page.locator('dialog#minicart');
            await miniCart.waitFor({ state: 'visible' });
            await miniCart.locator(`a[href="${prefix}/cart"]`).click();
          },
          '/cart',
          'mini cart',
        );
      }
      for (const path of ['/sign-in', '/create-account']) {
        await follow(
          page,
          view,
          async () => {
            await header.locator('details summary').last().click();
            await header.locator(`details[open] a[href="${prefix}${path}"]`).click();
          },
          path,
          `account menu ${path}`,
        );
        await follow(page, view, () => page.locator(`main a[href="${prefix}${path}"]`).first().click(), path, `home page ${path}`);
      }
      for (const path of ['/orderTracking', '/customizer']) {
        await follow(page, view, () => page.locator(`footer a[href="${prefix}${path}"]`).click(), path, `footer ${path}`);
      }
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }

  it('lands on the bag from the phone header, whose bag is a link', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/`);
    await waitForHydration(page);
    await page.getByRole('banner').locator('a[href="/tc-hk/cart"]:visible').click();
    await expectLandedOn(page, '/tc-hk/cart', 'phone bag link');
    await watched.close();
  });

  it('answers every route server-rendered in every store view, with the right robots rule', async () => {
    for (const view of STORE_VIEWS) {
      for (const path of SERVICE_PATHS) {
        const response = await fetch(`${store.origin}/${view.urlPrefix}${path}`);
        expect(response.status, `${view.urlPrefix}${path}`).toBe(200);
        const html = await response.text();
        expect(html, `${view.urlPrefix}${path} heading`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        const noIndex = /<meta name="robots" content="noindex"/.test(html);
        expect(noIndex, `${view.urlPrefix}${path} robots`).toBe(NOT_FOR_SEARCH_ENGINES.includes(path));
      }
    }
  });
});

describe('what the pages and the header say', () => {
  it('mini cart says the bag is empty and leads to it; the account menu offers sign-in and a new account', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/en-mo/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /Shopping bag/ }).click();
    const miniCart = page.getByRole('dialog', { name: 'Shopping Bag' });
    await miniCart.waitFor({ state: 'visible' });
    await miniCart.getByText('Your shopping bag is empty.').waitFor();
    await expect.poll(() => miniCart.getByRole('link', { name: 'View shopping bag' }).getAttribute('href')).toBe('/en-mo/cart');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').locator('details summary').last().click();
    await expect.poll(() => page.getByRole('banner').getByText(/Sign in to see your account/).isVisible()).toBe(true);
    await watched.close();
  });

  it('the made-to-order appointment page shows the stores offering the service, with their phones', async () => {
    const answer = await fetch(`${store.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'tsl_tc' },
      body: JSON.stringify({ query: '{ storeLocations(service: "customizer") { name phone } }' }),
    });
    const { storeLocations } = ((await answer.json()) as { data: { storeLocations: Array<{ name: string; phone: string }> } }).data;
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/customizer/apt`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('預約訂製服務諮詢');
    const stores = page.locator('main section[aria-labelledby="service-stores-title"] article');
    await expect.poll(() => stores.count()).toBeGreaterThan(0);
    const first = storeLocations[0];
    await expect.poll(() => stores.first().locator('h3').textContent()).toBe(first.name);
    await expect.poll(() => stores.first().locator(`a[href="tel:${first.phone.replace(/[^\d+]/g, '')}"]`).count()).toBe(1);
    await expect.poll(() => page.locator('main a[href^="https://wa.me/85251182338?text="]').count()).toBe(1);
    await watched.close();
  });

  it('order tracking checks the fields, refuses a wrong mobile and shows the order found, with and without scripts', async () => {
    // A member's order delivered to the Hong Kong mobile 5118 2338 (clubSupport.ts), awaiting its wallet payment.
    const member = await newMember(store.app!);
    const placed = await store.app!.graphql(PLACE, { id: await readyCustomerCart(store.app!, member, await productInStock(store.app!)) }, member.headers);
    const number: string = placed.data!.placeOrder.order.order_number;
    for (const javaScript of [true, false]) {
      const watched = await openPage(browser, 'phone', { javaScript });
      const { page } = watched;
      await page.goto(`${store.origin}/en-hk/orderTracking`);
      if (javaScript) await waitForHydration(page);
      // Order tracking stands alone: no header, footer or chat button (spec 000 §2).
      await page.getByRole('button', { name: 'Track order' }).waitFor();
      expect(await page.getByRole('banner').count(), 'no header').toBe(0);
      expect(await page.getByRole('contentinfo').count(), 'no footer').toBe(0);
      expect(await page.getByRole('link', { name: 'Chat with customer service on WhatsApp' }).count(), 'no chat button').toBe(0);
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.locator('#order-number-error').waitFor();
      await expect.poll(() => page.locator('#order-number-error').textContent()).toBe('Required');
      await expect.poll(() => page.locator('#order-mobile-error').textContent()).toBe('Required');

      await page.getByLabel('Order number').fill(number.toLowerCase());
      await page.getByLabel('Mobile number').fill('1234');
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.locator('#order-mobile-error', { hasText: 'valid mobile number' }).waitFor();
      await expect.poll(() => page.locator('#order-number-error').count()).toBe(0);

      await page.getByLabel('Mobile number').fill('5123 4567');
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.getByRole('alert').filter({ hasText: 'No order matches this order number and mobile number.' }).waitFor();
      expect((await page.getByLabel('Order number').inputValue()).toUpperCase(), 'the refused numbers stay in the form').toBe(number);

      await page.getByLabel('Mobile number').fill('5118 2338');
      await page.getByRole('button', { name: 'Track order' }).click();
      const found = page.locator('section[aria-labelledby="tracked-order-title"]');
      await found.getByRole('heading', { name: `Order ${number}` }).waitFor();
      await expect.poll(() => found.getByText('To Pay').first().isVisible()).toBe(true);
      expect(new URL(page.url()).search, 'the numbers stay out of the address').toBe('');
      if (javaScript) await screenshot(page, 'order-tracking-found-en-hk-phone');
      await found.getByRole('link', { name: 'Track another order' }).click();
      await page.getByRole('button', { name: 'Track order' }).waitFor();
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('offers the chat button on store pages, to customer service on WhatsApp', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-mo/`);
    await waitForHydration(page);
    const chat = page.getByRole('link', { name: '透過 WhatsApp 與客戶服務對話' });
    await expect.poll(() => chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/853\d{8}$/);
    await expect.poll(() => chat.isVisible()).toBe(true);
    await watched.close();
  });

  it('order tracking answers in the store view’s language', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/orderSearch`);
    await waitForHydration(page);
    await page.getByLabel('訂單編號').fill('HK99999999');
    await page.getByLabel('手提電話號碼').fill('5118 2338');
    await page.getByRole('button', { name: '查詢訂單' }).click();
    await page.getByRole('alert').filter({ hasText: '找不到與此訂單編號及手提電話號碼相符的訂單。' }).waitFor();
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('accessibility and layout', () => {
  const pages = ['/en-hk/cart', '/tc-hk/wishlist', '/sc-hk/sign-in', '/en-hk/create-account', '/tc-mo/orderTracking', '/en-my/customizer/', '/sc-mo/orderSearch'];
  for (const viewport of ['phone', 'desktop'] as const satisfies ViewportName[]) {
    it(`has no serious or critical axe violations and no sideways scroll at ${viewport} width`, async () => {
      const found: string[] = [];
      for (const path of pages) {
        const watched = await openPage(browser, viewport);
        const { page } = watched;
        await page.goto(`${store.origin}${path}`);
        await waitForHydration(page);
        found.push(...(await seriousAccessibilityViolations(page)).map((violation) => `${path} ${violation}`));
        await expectNoSidewaysScroll(page, path);
        await screenshot(page, `service${path.replace(/\//g, '-').replace(/-$/, '')}-${viewport}`, false);
        expect(watched.problems, path).toEqual([]);
        await watched.close();
      }
      expect(found).toEqual([]);
    });
  }
});
