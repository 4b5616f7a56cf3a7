/**
 * The catalog pages in a real browser against the real server and a seeded store: a category with
 * a filter, a sort and page 2; product pages (gallery, gold breakdown, ring size, JSON-LD, share);
 * search with suggestions; the gold price page and its chart; the store locator with its map and
 * "stores near me"; the site map, sitemap.xml and robots.txt. Each page is checked at phone and
 * desktop width, for console errors, sideways overflow and axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, urlRewrites } from '../src/commerce/db/schema.ts';
import { map } from '../src/commerce/seed/content/pageBuilder.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, screenshot, waitForHydration, type ViewportName, type WatchedPage } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;
const MAP_TILES = '/favicon.svg?tile={z}-{x}-{y}';
let browser: Browser;
/** Products the tests open, looked up through the API rather than named by hand. */
let ringPath: string;
let goldPath: string;

beforeAll(async () => {
  // Map tiles from the store itself (any picture will do), as tests never reach the internet.
  [store, browser] = await Promise.all([startStore({ env: { MAP_TILE_URL: MAP_TILES } }), launchBrowser()]);
  ringPath = await productPath('{ products(filter: { type_id: { eq: "configurable" }, category_url_path: { eq: "diamond-rings" } }, pageSize: 1) { items { url_key url_suffix } } }');
  goldPath = await productPath('{ products(filter: { type_id: { eq: "calculation_gold" }, gold_code: { eq: "HK-CK9999" } }, pageSize: 1) { items { url_key url_suffix } } }');
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function productPath(query: string): Promise<string> {
  const response = await fetch(`${store.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const item = ((await response.json()) as { data: { products: { items: Array<{ url_key: string; url_suffix: string }> } } }).data.products.items[0];
  return `/${item.url_key}${item.url_suffix}`;
}

async function visit(path: string, viewport: ViewportName = 'desktop', options: { javaScript?: boolean } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport, options);
  const response = await watched.page.goto(`${store.origin}${path}`);
  expect(response?.status(), `status of ${path}`).toBe(200);
  if (options.javaScript !== false) await waitForHydration(watched.page);
  return watched;
}

const search = (page: Page) => new URL(page.url()).searchParams;

describe('category listing', () => {
  it('is server-rendered: banner, name, cards, count, pagination', async () => {
    const watched = await visit('/en-hk/diamond-rings.html', 'phone', { javaScript: false });
    const { page } = watched;
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Diamond Rings');
    await expect.poll(() => page.locator('main img[fetchpriority="high"]').count()).toBe(1);
    await expect.poll(() => page.locator('main ul li article').count()).toBe(24);
    await expect.poll(() => page.locator('main article img').nth(8).getAttribute('loading')).toBe('lazy');
    await expect.poll(() => page.locator('main [role="status"]').first().textContent()).toMatch(/^\d+ pieces$/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]').textContent()).toBe('1');
    // Filters are links: they work before any script runs.
    await page.locator('main details summary', { hasText: 'Filter' }).click();
    await Promise.all([page.waitForURL(/metal=pt950/), page.locator('main details').getByRole('link', { name: /Platinum PT950/ }).first().click()]);
    await expect.poll(() => page.locator('main').getByRole('link', { name: /Metal: Platinum PT950/ }).count()).toBe(1);
    await watched.close();
  });

  it('filters, sorts and pages at desktop width, each state in the URL', async () => {
    const watched = await visit('/en-hk/diamond-rings.html', 'desktop');
    const { page } = watched;
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.locator('summary', { hasText: 'Certificate' }).click();
    await Promise.all([page.waitForURL(/certificate_type=GIA\+BRI/), sidebar.getByRole('link', { name: /^GIA BRI/ }).click()]);
    const chip = page.getByRole('link', { name: /Certificate: GIA BRI/ });
    await chip.waitFor();
    const filtered = Number((await page.locator('main [role="status"]').first().textContent())!.split(' ')[0]);
    expect(filtered).toBeGreaterThan(0);

    await Promise.all([page.waitForURL(/sort=price_asc/), page.getByLabel('Sort by').selectOption('price_asc')]);
    // The URL changes as the new page commits: wait for the cards to follow.
    const amounts = async () =>
      (await page.locator('main article p').allTextContents()).map((text) => Number(/[\d.]+/.exec(text.replace(/,/g, ''))![0]));
    await expect.poll(async () => {
      const shown = await amounts();
      return shown.every((amount, index) => index === 0 || shown[index - 1] <= amount);
    }).toBe(true);

    await Promise.all([page.waitForURL(/page=2/), page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()]);
    expect(search(page).get('certificate_type')).toBe('GIA BRI');
    expect(search(page).get('sort')).toBe('price_asc');
    await expect.poll(() => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]').textContent()).toBe('2');
    await screenshot(page, 'category-filtered-en-desktop');

    // Removing the filter keeps the order and starts again at page 1.
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('certificate_type')), chip.click()]);
    expect(search(page).get('page')).toBeNull();
    expect(search(page).get('sort')).toBe('price_asc');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('keeps the listing shown, with a notice, when its next page fails to load', async () => {
    const watched = await visit('/en-hk/diamond-rings.html', 'desktop');
    const { page } = watched;
    const firstCard = await page.locator('main article').first().textContent();
    // The store stops answering the listing's data; the page itself stays as it is.
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'We could not update the list.' }).count()).toBe(1);
    expect(await page.locator('main h1').textContent()).not.toMatch(/Oops!/);
    expect(await page.locator('main article').first().textContent()).toBe(firstCard);
    // Loading again works once the store answers.
    await page.unroute(/\.data(\?|$)/);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]').textContent()).toBe('3');
    await watched.close();
  });

  it('changes the address and the page together when a link opens a category from another kind of page', async () => {
    const watched = await visit('/en-hk/', 'desktop');
    const { page } = watched;
    // The category view's script is held: the navigation waits for it, where the new address used
    // to show over the home page until the script came.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CategoryView-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/CategoryView-[\w-]+\.js$/);
    await page.locator('main a[href="/en-hk/wedding-rings.html"]').first().click();
    await asked;
    expect(new URL(page.url()).pathname).toBe('/en-hk/');
    release();
    await page.waitForURL(`${store.origin}/en-hk/wedding-rings.html`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Wedding & Pair Rings');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('filters by diamond colour, white, yellow or pink, named in the store view’s language', async () => {
    const response = await fetch(`${store.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { category_url_path: { eq: "diamond-rings" }, colored_diamond: { eq: "pink" } }) { total_count } }' }),
    });
    const pink = ((await response.json()) as { data: { products: { total_count: number } } }).data.products.total_count;
    expect(pink).toBeGreaterThan(0);

    const watched = await visit('/en-hk/diamond-rings.html', 'desktop');
    const { page } = watched;
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.locator('summary', { hasText: 'Diamond Colour' }).click();
    await expect.poll(() => sidebar.getByRole('link', { name: /^(White|Yellow|Pink)/ }).count()).toBe(3);
    await Promise.all([page.waitForURL(/colored_diamond=pink/), sidebar.getByRole('link', { name: /^Pink/ }).click()]);
    await page.getByRole('link', { name: /Diamond Colour: Pink/ }).waitFor();
    await expect.poll(async () => Number((await page.locator('main [role="status"]').first().textContent())!.split(' ')[0])).toBe(pink);
    expect(watched.problems).toEqual([]);
    await watched.close();

    const chinese = await visit('/tc-hk/diamond-rings.html?colored_diamond=yellow', 'phone');
    await chinese.page.getByRole('link', { name: /鑽石顏色：黃色/ }).waitFor();
    await screenshot(chinese.page, 'category-diamond-colour-tc-phone');
    expect(await seriousAccessibilityViolations(chinese.page)).toEqual([]);
    expect(chinese.problems).toEqual([]);
    await chinese.close();
  });

  it('narrows to pieces that are both a chosen shape and a chosen certificate', async () => {
    const skusIn = async (urlPath: string) => {
      const response = await fetch(`${store.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ products(filter: { category_url_path: { eq: "${urlPath}" } }, pageSize: 100) { items { sku } } }` }),
      });
      return new Set(((await response.json()) as { data: { products: { items: Array<{ sku: string }> } } }).data.products.items.map((item) => item.sku));
    };
    const [round, gia] = await Promise.all([skusIn('diamond-rings/round'), skusIn('diamond-rings/gia')]);
    const both = [...round].filter((sku) => gia.has(sku)).length;
    expect(both).toBeGreaterThan(0);

    const watched = await visit('/en-hk/diamond-rings.html', 'desktop');
    const { page } = watched;
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    const count = async () => Number((await page.locator('main [role="status"]').first().textContent())!.split(' ')[0]);
    const openCategories = async () => {
      const group = sidebar.locator('details', { has: page.locator('summary', { hasText: 'Category' }) });
      if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
    };
    await openCategories();
    await Promise.all([page.waitForURL(/category_id=/), sidebar.getByRole('link', { name: /^Round Diamonds/ }).click()]);
    await expect.poll(count).toBe(round.size);
    await openCategories();
    await Promise.all([page.waitForURL((url) => url.searchParams.getAll('category_id').length === 2), sidebar.getByRole('link', { name: /^GIA Certified/ }).click()]);
    await expect.poll(count).toBe(both);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('answers a page past the last with 404', async () => {
    expect((await fetch(`${store.origin}/en-hk/diamond-rings.html?page=999`)).status).toBe(404);
  });
});

describe('product page', () => {
  it('shows the gallery, JSON-LD and a ring size that updates price and stock', async () => {
    const watched = await visit(`/en-hk${ringPath}`, 'desktop');
    const { page } = watched;
    const main = page.locator('main img[fetchpriority="high"]');
    await expect.poll(() => main.getAttribute('loading')).toBe('eager');
    const thumbnails = page.getByRole('region', { name: 'Product images' }).locator('ol a');
    await expect.poll(() => thumbnails.count()).toBeGreaterThan(1);
    await thumbnails.nth(1).click();
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-current')).toBe('true');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers).toMatchObject({ priceCurrency: 'HKD', availability: 'https://schema.org/InStock' });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);

    const price = page.locator('main p[aria-live="polite"]');
    await expect.poll(() => price.textContent()).toMatch(/^From /);
    const sizes = page.getByRole('group', { name: 'Ring Size' }).getByRole('radio');
    await sizes.last().check({ force: true });
    await expect.poll(() => price.textContent()).toMatch(/^HK\$[\d,]+(\.\d{2})?$/);

    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ring size guide' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('radio').nth(2).check();
    await dialog.getByRole('button', { name: 'Choose this size' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => sizes.nth(2).isChecked()).toBe(true);

    // The chosen size can go to the bag unless it is sold out.
    const chosenState = await sizes.nth(2).locator('xpath=..').getAttribute('data-state');
    await expect.poll(() => page.getByRole('button', { name: 'Add to bag' }).isDisabled()).toBe(chosenState === 'soldOut');
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.map((entry) => entry.event));
    expect(events).toContain('view_item');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('chooses a ring size without JavaScript through the form', async () => {
    const watched = await visit(`/en-hk${ringPath}`, 'phone', { javaScript: false });
    const { page } = watched;
    await page.getByRole('group', { name: 'Ring Size' }).getByRole('radio').last().check({ force: true });
    await Promise.all([page.waitForURL(/ring_size=/), page.getByRole('button', { name: 'Show price and stock' }).click()]);
    await expect(page.locator('main p[aria-live="polite"]').textContent()).resolves.not.toMatch(/^From /);
    await watched.close();
  });

  it('breaks down a gold price: weight in grams and taels, the day’s price, labour fee, when set', async () => {
    const watched = await visit(`/en-hk${goldPath}`, 'phone');
    const { page } = watched;
    const breakdown = page.getByRole('region', { name: 'How this price is made' });
    await expect.poll(() => breakdown.textContent()).toMatch(/\d+\.\d+ g \(0\.\d{4} tael\)/);
    await expect.poll(() => breakdown.textContent()).toMatch(/per tael/);
    await expect.poll(() => breakdown.textContent()).toMatch(/Labour fee/);
    await expect.poll(() => breakdown.textContent()).toMatch(/Priced with the gold price set at/);
    // The gold is named as the gold price board names it, never by its price code.
    await expect.poll(() => breakdown.textContent()).toContain('Today’s Chow Kee 999.9 Gold price');
    expect(await breakdown.textContent()).not.toContain('HK-CK9999');
    await expectNoSidewaysScroll(page);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('names the gold in Chinese as the gold price board does', async () => {
    const watched = await visit(`/tc-hk${goldPath}`, 'desktop');
    const breakdown = watched.page.locator('section[aria-labelledby="gold-breakdown-title"]');
    await expect.poll(() => breakdown.textContent()).toContain('今日足金999.9價格');
    expect(await breakdown.textContent()).not.toContain('HK-CK9999');
    await watched.close();
  });

  it('copies the link when the browser cannot share, and says so when it cannot copy either', async () => {
    const watched = await visit(`/en-hk${goldPath}`, 'desktop');
    const { page, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.origin });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied. Paste it anywhere to share.').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(goldPath);
    await page.evaluate(() => Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) }));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Sorry, this page could not be shared.', { exact: false }).waitFor();
    await watched.close();
  });
});

describe('search', () => {
  it('does not exist on the Malaysia website, whose header hides it', async () => {
    expect((await fetch(`${store.origin}/en-my/search.html?query=ring`)).status).toBe(404);
    expect((await fetch(`${store.origin}/sc-my/api/search-suggestions?q=ring`)).status).toBe(404);
    expect((await fetch(`${store.origin}/en-mo/search.html?query=ring`)).status).toBe(200);
    expect((await fetch(`${store.origin}/en-mo/api/search-suggestions?q=ring`)).status).toBe(200);
  });

  it('suggests products from two characters, by keyboard, and Enter opens the results', async () => {
    const watched = await visit('/en-hk/', 'desktop');
    const { page } = watched;
    const box = page.getByRole('combobox', { name: 'Search' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/api/search-suggestions')) asked.push(url.searchParams.get('q') ?? '');
    });
    await box.pressSequentially('g');
    await box.pressSequentially('old');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor({ state: 'visible' });
    // One character is too short to ask for suggestions.
    expect(asked).not.toContain('g');
    // Five products, after the categories whose name holds the words, then a row to all results.
    await expect.poll(() => list.getByRole('option').filter({ has: page.locator('img') }).count()).toBe(5);
    const categories = list.getByRole('option').filter({ hasNot: page.locator('img') }).filter({ hasNotText: 'See all results' });
    await expect.poll(() => categories.count()).toBeGreaterThan(0);
    for (const name of await categories.allTextContents()) expect(name).toMatch(/gold/i);
    const allResults = list.getByRole('option').last();
    await expect.poll(() => allResults.textContent()).toMatch(/^See all results for “gold” \(\d+\)$/);
    await screenshot(page, 'search-suggestions-en-desktop', false);
    const categoryCount = await categories.count();
    for (let press = 0; press <= categoryCount; press++) await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(`site-search-suggestion-${categoryCount}`);
    const chosen = (await list.getByRole('option').nth(categoryCount).locator('span').first().textContent()) ?? '';
    await Promise.all([page.waitForURL(/\.html$/), box.press('Enter')]);
    await page.locator('main h1', { hasText: chosen }).waitFor();

    const seeAll = page.getByRole('combobox', { name: 'Search' });
    await seeAll.pressSequentially('gold');
    await page.getByRole('option', { name: /^See all results/ }).waitFor();
    await Promise.all([page.waitForURL(/search\.html\?query=gold$/), page.getByRole('option', { name: /^See all results/ }).click()]);
    await page.locator('main h1', { hasText: 'Results for “gold”' }).waitFor();

    const again = page.getByRole('combobox', { name: 'Search' });
    await again.fill('gold ring');
    await Promise.all([page.waitForURL(/search\.html\?query=gold\+ring/), again.press('Enter')]);
    await page.locator('main h1', { hasText: 'Results for “gold ring”' }).waitFor();
    await expect.poll(() => page.locator('main ul li article').count()).toBeGreaterThan(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('finds Simplified names from a Traditional query, on a phone', async () => {
    const watched = await visit('/sc-hk/', 'phone');
    const { page } = watched;
    await page.locator('header a[aria-controls="site-search"]').click();
    const box = page.getByRole('combobox');
    await box.pressSequentially('黃金');
    const list = page.getByRole('listbox');
    await list.waitFor({ state: 'visible' });
    await expect.poll(() => list.getByRole('option').first().textContent()).toContain('黄金');
    await screenshot(page, 'search-suggestions-sc-hk-phone', false);
    await Promise.all([page.waitForURL(/search\.html/), box.press('Enter')]);
    await page.locator('main h1', { hasText: '黃金' }).waitFor();
    expect((await page.locator('main article h3').allTextContents()).filter((name) => name.includes('黄金')).length).toBeGreaterThan(5);
    await expectNoSidewaysScroll(page);
    await watched.close();
  });

  it('explains a query under two characters, and one that finds nothing', async () => {
    const short = await visit('/en-hk/search.html?query=r', 'phone', { javaScript: false });
    await expect.poll(() => short.page.getByText('Type at least 2 characters to search.').isVisible()).toBe(true);
    await short.close();
    const none = await visit('/en-hk/search.html?query=zzqx', 'phone', { javaScript: false });
    await expect.poll(() => none.page.getByText('Nothing matches “zzqx”.', { exact: false }).isVisible()).toBe(true);
    await none.close();
  });
});

describe('gold price page', () => {
  it('lists every gold code per tael and per gram, with a sparkline before scripts', async () => {
    const watched = await visit('/en-hk/dynamicGoldPrice', 'phone', { javaScript: false });
    const { page } = watched;
    await expect.poll(() => page.locator('main table').first().locator('tbody tr').count()).toBe(7);
    await expect.poll(() => page.locator('main figure svg path').getAttribute('d')).toMatch(/^M/);
    await watched.close();
  });

  it('draws the chart and changes the gold code charted', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const watched = await visit('/en-hk/dynamicGoldPrice/', viewport);
      const { page } = watched;
      // The chart loads as it nears the viewport.
      await page.locator('main figure').scrollIntoViewIfNeeded();
      await page.locator('main figure .uplot canvas').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `gold-price-en-${viewport}`);
      await Promise.all([page.waitForURL(/code=HK-G999/), page.getByLabel('Show', { exact: true }).selectOption('HK-G999')]);
      await page.locator('main h2', { hasText: '999 Gold: the last 90 days' }).waitFor();
      await page.locator('main figure .uplot canvas').waitFor();
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('does not exist on the Malaysia website, whose header hides it, nor in its hreflang alternates', async () => {
    expect((await fetch(`${store.origin}/en-my/dynamicGoldPrice/`)).status).toBe(404);
    const html = await (await fetch(`${store.origin}/en-hk/dynamicGoldPrice/`)).text();
    expect(html).toContain('hrefLang="en-MO"');
    expect(html).not.toContain('hrefLang="en-MY"');
    expect(html).not.toContain('hrefLang="zh-Hans-MY"');
  });
});

describe('store locator', () => {
  it('lists the stores by district with phones and hours, beside the map', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const watched = await visit('/tc-hk/storelocator/', viewport);
      const { page } = watched;
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(10);
      await expect.poll(() => page.locator('main article a[href^="tel:+852"]').count()).toBeGreaterThan(10);
      await page.locator('main .leaflet-container').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `storelocator-tc-hk-${viewport}`);
      const districts = page.getByRole('navigation', { name: '按地區瀏覽' });
      await Promise.all([page.waitForURL(/district=/), districts.getByRole('link').nth(1).click()]);
      await expect.poll(() => page.locator('main h2').count()).toBe(1);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('shows a picture of the area with every store marked when the map tiles cannot be loaded', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.route((url) => url.searchParams.has('tile'), (route) => route.abort('internetdisconnected'));
    await page.goto(`${store.origin}/en-hk/storelocator/`);
    await waitForHydration(page);
    // The picture is there before scripts; once the map has given up on its tiles it is back for good.
    await page.getByText('The map cannot be shown right now.').waitFor();
    const picture = page.getByRole('img', { name: 'Picture of the area with the places marked' });
    await expect.poll(() => picture.isVisible()).toBe(true);
    const stores = await page.locator('main article').count();
    await expect.poll(() => page.locator('[data-testid="static-map"] circle').count()).toBe(stores);
    await expect.poll(() => page.locator('[data-testid="static-map"] text').allTextContents()).toContain('Kowloon');
    await screenshot(page, 'storelocator-static-map-desktop', false);
    await watched.close();
  });

  it('says to use the menu when the location is refused, and sorts by distance when given', async () => {
    const watched = await visit('/en-hk/storelocator/', 'phone');
    const { page, context } = watched;
    await context.clearPermissions();
    await page.getByRole('button', { name: 'Stores near me' }).click();
    await page.getByText('permission was not given. Use the menu to choose a district instead.', { exact: false }).waitFor();

    await context.grantPermissions(['geolocation'], { origin: store.origin });
    await context.setGeolocation({ latitude: 22.2966, longitude: 114.172 });
    await Promise.all([page.waitForURL(/near=22\.297(,|%2C)114\.172/), page.getByRole('button', { name: 'Stores near me' }).click()]);
    await page.locator('main h2', { hasText: 'Nearest stores' }).waitFor();
    await expect.poll(() => page.locator('main article').first().textContent()).toMatch(/\d\.\d km away/);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('content map block', () => {
  it('names each place in its popup as text, never as markup from the content', async () => {
    const app = store.app;
    if (!app) throw new Error('this test writes a page into the test store, so it needs its own (no E2E_ORIGIN)');
    const { db } = app.database;
    const name = '<img src="/media/none.png" class="injected">Harbour City shop';
    const [row] = await db
      .insert(cmsPages)
      .values({ identifier: 'map-popup-check', storeViewId: null, title: 'Map popup check', content: map([{ name, latitude: 22.2966, longitude: 114.172, country: 'HK', address: 'Canton Road' }]) })
      .returning({ id: cmsPages.id });
    await db.insert(urlRewrites).values({ storeViewId: null, requestPath: 'map-popup-check', entityType: 'CMS_PAGE', entityId: row.id, targetPath: `cms/page/view/page_id/${row.id}` });

    const watched = await visit('/en-hk/map-popup-check', 'desktop');
    await watched.page.locator('main .leaflet-interactive').first().click();
    const popup = watched.page.locator('main .leaflet-popup-content');
    await expect.poll(() => popup.textContent()).toBe(`${name}Canton Road`);
    await expect.poll(() => popup.locator('img').count()).toBe(0);
    await watched.close();
  });
});

describe('site map', () => {
  it('lists the menu tree and the store pages', async () => {
    const watched = await visit('/en-hk/sitemap', 'phone', { javaScript: false });
    const links = watched.page.locator('main a');
    await expect.poll(() => links.count()).toBeGreaterThan(50);
    await expect.poll(() => watched.page.locator('main a[href="/en-hk/gold/necklaces.html"]').count()).toBe(1);
    await expect.poll(() => watched.page.locator('main a[href="/en-hk/storelocator/"]').count()).toBe(1);
    await watched.close();
    const malaysia = await fetch(`${store.origin}/en-my/sitemap`).then((response) => response.text());
    expect(malaysia).not.toContain('href="/en-my/dynamicGoldPrice');
  });

  it('serves sitemap.xml with hreflang alternates, named by robots.txt', async () => {
    const robots = await fetch(`${store.origin}/robots.txt`).then((answer) => answer.text());
    // Absolute URLs are on the store's public origin (PUBLIC_URL), which robots.txt names.
    const origin = /^Sitemap: (.+)\/sitemap\.xml$/m.exec(robots)?.[1];
    expect(origin, 'robots.txt names the sitemap').toBeTruthy();
    const response = await fetch(`${store.origin}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml/);
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${origin}/tc-hk${ringPath}</loc>`));
    expect(entry, 'the ring in tc-hk').toBeTruthy();
    for (const hreflang of ['zh-Hant-HK', 'zh-Hans-HK', 'en-HK', 'zh-Hant-MO', 'en-MO', 'en-MY', 'x-default']) expect(entry).toContain(`hreflang="${hreflang}"`);
    expect(xml).toContain(`<loc>${origin}/en-hk/diamond-rings.html</loc>`);
    expect(xml).toContain(`<loc>${origin}/sc-mo/contact-us</loc>`);
    expect(xml).toContain(`<loc>${origin}/en-hk/faq</loc>`);
    expect(xml).toContain(`<loc>${origin}/en-hk/dynamicGoldPrice/</loc>`);
    expect(xml).not.toContain(`<loc>${origin}/en-my/dynamicGoldPrice/</loc>`);
  });
});

describe('languages', () => {
  const pages = (): Array<[string, string]> => [
    ['category', '/diamond-rings.html'],
    ['product', ringPath],
    ['gold-product', goldPath],
  ];
  for (const prefix of ['tc-hk', 'sc-hk', 'en-hk'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`${prefix} category and product pages at ${viewport} width`, async () => {
        for (const [name, path] of pages()) {
          const watched = await visit(`/${prefix}${path}`, viewport);
          await expectNoSidewaysScroll(watched.page);
          await screenshot(watched.page, `${name}-${prefix}-${viewport}`);
          expect(watched.problems, `${prefix}${path}`).toEqual([]);
          await watched.close();
        }
      });
    }
  }
});

describe('accessibility', () => {
  const pages = () => [
    '/en-hk/diamond-rings.html?metal=18k_white_gold',
    `/tc-hk${ringPath}`,
    `/en-hk${goldPath}`,
    '/sc-hk/search.html?query=黃金',
    '/en-hk/dynamicGoldPrice/',
    '/tc-hk/storelocator/',
    '/en-hk/sitemap',
  ];
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`has no serious or critical axe violations at ${viewport} width`, async () => {
      const found: string[] = [];
      for (const path of pages()) {
        const watched = await visit(path, viewport);
        found.push(...(await seriousAccessibilityViolations(watched.page)).map((violation) => `${path} ${violation}`));
        await watched.close();
      }
      expect(found).toEqual([]);
    });
  }
});
