/**
 * The made-to-order sub-brand's shell (spec 000 §2 /customizer/) in a real browser: from the entry
 * to a category, its gender filter (with and without scripts) and a design's link; the made-to-order
 * layout (the TOSI header; no footer, search, store logo or gold-price link) on its pages at phone
 * and desktop widths in tc-hk and en-hk; an unknown category is not found; a made-to-order product
 * page offers "Design yours" instead of "Add to bag"; every page passes axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, screenshot, waitForHydration } from './support/browser.ts';
import { storeGraphql } from './support/storeApi.ts';
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

const graphql = <T>(query: string, view = 'tsl_en') => storeGraphql(store.origin, view)<T>(query);

/** The made-to-order layout: the TOSI header and none of what it hides. */
async function expectTosiLayout(page: Page, prefix: string, label: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByTestId('tosi-wordmark').waitFor();
  expect(await header.getByTestId('tosi-wordmark').getAttribute('href'), `${label}: wordmark`).toBe(`${prefix}/customizer`);
  expect(await header.locator(`a[href="${prefix}/customizer/diamond-rings"]`).count(), `${label}: category links`).toBe(1);
  expect(await page.getByRole('contentinfo').count(), `${label}: no footer`).toBe(0);
  expect(await header.locator(`a[href="${prefix}/search.html"], input[type="search"]`).count(), `${label}: no search`).toBe(0);
  expect(await page.locator(`a[href*="/dynamicGoldPrice"]`).count(), `${label}: no gold-price link`).toBe(0);
  expect(await header.getByText('TSL', { exact: true }).count(), `${label}: no store logo`).toBe(0);
  expect(await header.locator(`a[href="${prefix}/cart"]:visible, button[aria-haspopup="dialog"]:visible`).count(), `${label}: bag trigger`).toBe(1);
  expect(await header.locator('details summary:visible').count(), `${label}: account and store switcher`).toBe(2);
}

describe('the made-to-order shell', () => {
  it('leads from the entry to a category, filters it by gender and links each design to its steps', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/customizer`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('TOSI 訂製服務');
    const categories = page.getByTestId('category-card');
    await expect.poll(() => categories.count()).toBe(5);
    await expect.poll(() => categories.first().textContent()).toMatch(/鑽石戒指.*\d+ 款設計/);
    await page.locator('main a[href="/tc-hk/customizer/apt"]').waitFor();

    await Promise.all([page.waitForURL('**/tc-hk/customizer/diamond-rings'), categories.first().click()]);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('鑽石戒指');
    // The ring pages' three forms, in the spec's order.
    await expect.poll(() => page.locator('main h3').allTextContents()).toEqual(['不同設計', '鑽石卡數', '單一設計']);
    // A single ring's "different design" is a setting of its own, not the pair rings' design for each of two.
    expect(await page.locator('main').textContent()).not.toContain('兩人各有不同設計');
    const all = await page.getByTestId('design-card').count();
    expect(all).toBeGreaterThan(0);

    await Promise.all([page.waitForURL('**/tc-hk/customizer/diamond-rings?gender=men'), page.getByTestId('gender-men').click()]);
    await expect.poll(() => page.getByTestId('gender-men').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByTestId('design-card').count()).toBeLessThan(all);
    const men = await graphql<{ customizerDesigns: Array<{ sku: string }> }>('{ customizerDesigns(category: "diamond_rings", gender: "men") { sku } }', 'tsl_tc');
    const hrefs = await page.getByTestId('design-card').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(men.customizerDesigns.map((design) => `/tc-hk/customizer/design/${design.sku}`).sort());
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('filters by gender without scripts', async () => {
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/customizer/pair-rings`);
    await page.getByTestId('gender-women').click();
    await page.waitForURL('**/en-hk/customizer/pair-rings?gender=women');
    await expect.poll(() => page.getByTestId('gender-women').getAttribute('aria-current')).toBe('page');
    const women = await graphql<{ customizerDesigns: Array<{ sku: string }> }>('{ customizerDesigns(category: "pair_rings", gender: "women") { sku } }');
    await expect.poll(() => page.getByTestId('design-card').count()).toBe(women.customizerDesigns.length);
    expect(await page.locator('main').textContent()).toContain('A different design for each of you, made to go together.');
    await watched.close();
  });

  it('an unknown category is the store not-found page', async () => {
    const response = await fetch(`${store.origin}/en-hk/customizer/earrings`);
    expect(response.status).toBe(404);
  });

  for (const prefix of ['/tc-hk', '/en-hk']) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`has the made-to-order layout in ${prefix} on the ${viewport}`, async () => {
        const watched = await openPage(browser, viewport);
        const { page } = watched;
        for (const path of ['/customizer', '/customizer/pendants', '/customizer/core-jewels', '/customizer/apt', '/customizer/design/CM1007']) {
          await page.goto(`${store.origin}${prefix}${path}`);
          await waitForHydration(page);
          const label = `${prefix}${path} ${viewport}`;
          await expectTosiLayout(page, prefix, label);
          await expectNoSidewaysScroll(page);
          if (!path.startsWith('/customizer/design/')) {
            expect(await seriousAccessibilityViolations(page), label).toEqual([]);
            await screenshot(page, `customizer${path.replace(/\//g, '-')}${prefix.replace('/', '-')}-${viewport}`);
          }
        }
        // The store's own pages keep the store's chrome.
        await page.goto(`${store.origin}${prefix}/`);
        await waitForHydration(page);
        expect(await page.getByRole('contentinfo').count(), `${prefix} home: footer`).toBe(1);
        expect(await page.getByTestId('tosi-wordmark').count(), `${prefix} home: no TOSI header`).toBe(0);
        expect(watched.problems).toEqual([]);
        await watched.close();
      });
    }
  }

  it('offers "Design yours" on a made-to-order product page, which says it is made to order, not in stock or in a standard size', async () => {
    const design = (await graphql<{ customizerDesigns: Array<{ sku: string }> }>('{ customizerDesigns(category: "diamond_rings") { sku } }')).customizerDesigns[0];
    const product = (await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>(`{ products(filter: { sku: { eq: "${design.sku}" } }) { items { url_key url_suffix } } }`)).products.items[0];
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/${product.url_key}${product.url_suffix}`);
    await waitForHydration(page);
    const designYours = page.getByRole('link', { name: 'Design yours' });
    await designYours.waitFor();
    expect(await designYours.getAttribute('href')).toBe(`/en-hk/customizer/design/${design.sku}`);
    expect(await page.getByTestId('add-to-bag').count(), 'no add to bag').toBe(0);
    await expect.poll(() => page.getByTestId('made-to-order-line').textContent()).toMatch(/^Made to orderMade for you in about \d+ days$/);
    expect(await page.getByTestId('ring-sizing').count(), 'the size is a step of the design').toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('In stock');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'customizer-product-design-yours-en-hk-phone');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
