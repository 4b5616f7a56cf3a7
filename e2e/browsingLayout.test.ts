/**
 * How the shell and pages sit on the screen, in a real browser: the English menu on one line with
 * one Gold Price link, the category filters below the fixed header, the offline pill clear of the
 * logo, the video block's picture before the video, one title pattern for every page, and cards
 * out of sight drawn as they come near without moving what is on screen.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../src/rules/storeViews.ts';
import { queryRows } from '../test/kits/catalog.ts';
import { launchBrowser, openPage, screenshot, waitForHydration } from './support/browser.ts';
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

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Scrolls the window and waits until the header has become fixed (spec 000 §4: after 30px). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction(() => document.querySelector('header[data-fixed]') !== null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('English menu', () => {
  const englishViews = STORE_VIEWS.filter((view) => view.localeKey === 'en');
  for (const width of [1181, 1280, 1440]) {
    it(`stays on one line with one Gold Price link at ${width}px in every English view`, async () => {
      for (const view of englishViews) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(`${store.origin}/${view.urlPrefix}/`);
        const header = page.getByRole('banner');
        const menuTops = await header.locator('nav[aria-label="Main"] > ul > li > a').evaluateAll((links) => [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))]);
        const goldPriceLinks = await header.getByRole('link', { name: 'Gold Price', exact: true }).evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length);
        if (view.websiteCode === 'my') {
          // The Malaysia website has neither menu nor gold price (spec 000 §2 Layout).
          expect(menuTops, `${view.code} menu`).toEqual([]);
          expect(goldPriceLinks, `${view.code} Gold Price links`).toBe(0);
        } else {
          expect(menuTops, `${view.code} menu lines at ${width}px`).toHaveLength(1);
          expect(goldPriceLinks, `${view.code} Gold Price links at ${width}px`).toBe(1);
        }
        await context.close();
      }
    });
  }
});

describe('the menu after a catalog change', () => {
  it('shows a top category renamed in the catalog on the next page drawn, though pages keep the menu between changes', async () => {
    const app = store.app;
    if (!app) return; // A store started elsewhere (E2E_ORIGIN) cannot be changed from here.
    const menuTops = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${store.origin}/en-hk/sign-in`);
      const names = await page.getByRole('banner').locator('nav[aria-label="Main"] > ul > li > a').allTextContents();
      await context.close();
      return names.map((name) => name.trim());
    };
    const announce = async () => {
      const { changes } = app.app.commerce;
      await changes.notify(await app.database.db.transaction((tx) => changes.bump(tx)));
    };
    const before = await menuTops();
    expect(await menuTops(), 'the kept menu, drawn again').toEqual(before);
    const [top] = await queryRows<{ id: number; name: string }>(
      app,
      sql`select c.id, c.name->>'en' as name from categories c join categories root on root.id = c.parent_id
          where root.parent_id is null and c.include_in_menu and c.is_active and c.name->>'en' = ${before[0]} limit 1`,
    );
    expect(top, `a top category named ${before[0]}`).toBeDefined();
    await app.database.db.execute(sql`update categories set name = jsonb_set(name, '{en}', to_jsonb(${`${top.name} Edit`}::text)) where id = ${top.id}`);
    try {
      await announce();
      expect(await menuTops()).toEqual([`${top.name} Edit`, ...before.slice(1)]);
    } finally {
      await app.database.db.execute(sql`update categories set name = jsonb_set(name, '{en}', to_jsonb(${top.name}::text)) where id = ${top.id}`);
      await announce();
    }
    expect(await menuTops()).toEqual(before);
  });
});

describe('category filters', () => {
  for (const width of [1440, 1920]) {
    it(`keep the sticky sidebar below the fixed header at ${width}px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${store.origin}/en-hk/diamond-rings.html`);
      await waitForHydration(page);
      for (const y of [400, 1600]) {
        await scrollTo(page, y);
        const header = await boxOf(page, 'header');
        const sidebar = await boxOf(page, 'aside[aria-label="Filters"]');
        expect(sidebar.top, `sidebar top against header bottom after ${y}px`).toBeGreaterThanOrEqual(Math.round(header.bottom));
      }
      await context.close();
    });
  }
});

describe('offline indicator', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`does not cover the logo at ${viewport} width, at the top of the page or scrolled`, async () => {
      const watched = await openPage(browser, viewport);
      const { page, context } = watched;
      await page.goto(`${store.origin}/en-hk/`);
      await waitForHydration(page);
      await context.setOffline(true);
      const pill = page.getByText('Offline', { exact: true });
      await pill.waitFor({ state: 'visible' });
      for (const y of [0, 600]) {
        if (y) await scrollTo(page, y);
        const logo = await page
          .getByRole('banner')
          .getByRole('link', { name: /Home page$/ })
          .evaluate((element) => {
            const { top, bottom, left, right } = element.getBoundingClientRect();
            return { top, bottom, left, right };
          });
        const indicator = await pill.evaluate((element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return { top, bottom, left, right };
        });
        expect(overlap(indicator, logo), `pill ${JSON.stringify(indicator)} over logo ${JSON.stringify(logo)} after ${y}px`).toBe(false);
        expect(indicator.top, 'the pill is in the window').toBeGreaterThanOrEqual(0);
      }
      await screenshot(page, `offline-pill-${viewport}`, false);
      await context.setOffline(false);
      await watched.close();
    });
  }
});

describe('video block', () => {
  it('shows a picture first and swaps it for the video when the shopper starts it', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/`);
    await waitForHydration(page);
    const main = page.locator('main');
    const play = main.getByRole('button', { name: 'Play video' });
    await play.scrollIntoViewIfNeeded();
    await expect.poll(() => play.isVisible()).toBe(true);
    // The still is the store's own picture, so it shows offline too.
    await expect.poll(() => play.locator('img').getAttribute('src')).toMatch(/^\/media\/wysiwyg\/home\/video-poster-[\w-]+\.jpg/);
    await expect.poll(() => main.locator('iframe').count()).toBe(0);
    await play.click();
    const player = main.locator('iframe');
    await player.waitFor({ state: 'attached' });
    await expect.poll(() => player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await expect.poll(() => play.count()).toBe(0);
    await watched.close();
  });

  it('starts when play was pressed before the block could take the press, once its script has come', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    // The block's script is held until the press has been made.
    let asked!: () => void;
    const scriptAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/VideoBlock-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(`${store.origin}/en-hk/`);
    await waitForHydration(page);
    const main = page.locator('main');
    const play = main.getByRole('button', { name: 'Play video' });
    await play.scrollIntoViewIfNeeded();
    await scriptAsked;
    await play.click();
    expect(await main.locator('iframe').count()).toBe(0);
    release();
    await main.locator('iframe').waitFor({ state: 'attached' });
    await expect.poll(() => play.count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('page titles', () => {
  const graphql = <T>(query: string, view = 'tsl_en') => storeGraphql(store.origin, view)<T>(query);

  it('follow one pattern, "page | store name", on every kind of page', async () => {
    const product = (await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>('{ products(search: "ring", pageSize: 1) { items { url_key url_suffix } } }')).products.items[0];
    const paths = [
      '/',
      '/gold.html',
      '/gold.html?page=2',
      `/${product.url_key}${product.url_suffix}`,
      '/contact-us',
      '/faq',
      '/dynamicGoldPrice/',
      '/storelocator/',
      '/sitemap',
      '/search.html?query=ring',
      '/no-such-page',
      '/cart',
      '/customizer/',
    ];
    for (const view of STORE_VIEWS.filter((candidate) => candidate.websiteCode === 'base')) {
      const storeName = (await graphql<{ storeConfig: { store_name: string } }>('{ storeConfig { store_name } }', view.code)).storeConfig.store_name;
      const brandParts = storeName.split('|').map((part) => part.trim());
      for (const path of paths) {
        const html = await (await fetch(`${store.origin}/${view.urlPrefix}${path}`)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
        const label = `${view.urlPrefix}${path}: "${title}"`;
        expect(title.endsWith(` | ${storeName}`), label).toBe(true);
        const pagePart = title.slice(0, -` | ${storeName}`.length);
        expect(pagePart.length, label).toBeGreaterThan(0);
        expect(pagePart.split(' | ').some((part) => brandParts.includes(part)), `${label} names the brand once`).toBe(false);
        const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1].replace(/&amp;/g, '&');
        if (ogTitle) expect(ogTitle, label).toBe(pagePart);
      }
    }
  });

  it('keep the pattern after navigating in the browser', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/`);
    await waitForHydration(page);
    await expect.poll(() => page.title()).toBe('主頁 | TSL | 謝瑞麟');
    await Promise.all([page.waitForURL('**/tc-hk/gold.html'), page.getByRole('navigation', { name: '主選單' }).locator('a[href="/tc-hk/gold.html"]').first().click()]);
    await expect.poll(() => page.title()).toBe('黃金 | TSL | 謝瑞麟');
    await Promise.all([page.waitForURL('**/tc-hk/dynamicGoldPrice/'), page.getByRole('banner').locator('a[href="/tc-hk/dynamicGoldPrice/"]').first().click()]);
    await expect.poll(() => page.title()).toBe('每日金價 | TSL | 謝瑞麟');
    await watched.close();
  });
});

describe('cards out of sight', () => {
  /** Whether the card in this slide or grid cell is drawn, rather than skipped while out of sight. */
  const cardDrawn = (holder: Locator) => holder.evaluate((element) => element.querySelector('article')!.checkVisibility({ contentVisibilityAuto: true }));

  it('draws carousel slides as they scroll into sight, with nothing on the home page shifting as it loads', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Every layout shift, counted from the first paint (Lighthouse's CLS reads the same entries).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${store.origin}/en-hk/`);
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Nothing moved while the page loaded and hydrated, before the shopper scrolled.
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    const carousel = page.getByRole('region', { name: 'New Arrivals' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const last = (await slides.count()) - 1;
    expect(last).toBeGreaterThanOrEqual(7);
    // The browser draws what lies within about a screen and a half of the viewport: the last slide,
    // three screens to the right, is skipped, its card not drawn.
    const drawn = (index: number) => cardDrawn(slides.nth(index));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(last)).toBe(false);
    await slides.nth(last).evaluate((slide: HTMLElement) => slide.parentElement!.scrollTo({ left: slide.offsetLeft - slide.parentElement!.offsetLeft, behavior: 'instant' }));
    await expect.poll(() => drawn(last)).toBe(true);
    await context.close();
  });

  it("keeps a category page's listing as long before its cards are drawn as after", async () => {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${store.origin}/en-hk/gold.html`);
      const cards = page.locator('main ul > li:has(article)');
      const last = cards.last();
      expect(await cardDrawn(last)).toBe(false);
      // The listing alone: on a phone the footer folds its link groups once it hydrates.
      const listingHeight = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().height);
      const before = await listingHeight();
      // Down the page a screen at a time, so every card comes near the viewport and is drawn.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < pageHeight; top += 600) await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(() => cardDrawn(last)).toBe(true);
      const after = await listingHeight();
      // Within a line of a card's name for each row of the grid.
      const rows = Math.ceil((await cards.count()) / (width < 768 ? 2 : 4));
      expect(Math.abs(after - before), `${width}px`).toBeLessThanOrEqual(rows * 21);
      await context.close();
    }
  });
});
