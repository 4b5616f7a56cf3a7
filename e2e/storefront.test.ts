/**
 * The storefront shell in a real browser against the real server and a seeded store: pages render
 * on the server, hydrate cleanly, navigate by mega menu and drawer, switch between the eight store
 * views, answer the spec's 404 and redirect cases, and pass axe at phone and desktop widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, urlRewrites } from '../src/commerce/db/schema.ts';
import { STORE_VIEWS } from '../src/rules/storeViews.ts';
import { htmlLangByLocale } from '../src/rules/locales.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, screenshot, waitForHydration, type ViewportName, type WatchedPage } from './support/browser.ts';
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

async function visit(path: string, viewport: ViewportName = 'desktop', options: { javaScript?: boolean } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport, options);
  const response = await watched.page.goto(`${store.origin}${path}`);
  expect(response?.status(), `status of ${path}`).toBeLessThan(400);
  if (options.javaScript !== false) await waitForHydration(watched.page);
  return watched;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A mark on the window: it survives navigation within the app, and is gone after a document load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

describe('home page', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`is server-rendered with its content at ${viewport} width`, async () => {
      const watched = await visit('/en-hk/', viewport, { javaScript: false });
      const { page } = watched;
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-HK');
      await expect.poll(() => page.locator('main#main-content h1').first().textContent()).toBeTruthy();
      await expect.poll(() => page.locator('main article a[href^="/en-hk/"]').count()).toBeGreaterThan(3);
      await expect.poll(() => page.getByRole('banner').count()).toBe(1);
      await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
      await watched.close();
    });

    it(`hydrates without errors at ${viewport} width`, async () => {
      const watched = await visit('/en-hk/', viewport);
      await screenshot(watched.page, `home-en-${viewport}`);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }
});

describe('store views', () => {
  it('sends / and unprefixed paths to the stored store view, keeping path and query', async () => {
    const first = await fetch(`${store.origin}/`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/\/en-hk\/$/);
    const unprefixed = await fetch(`${store.origin}/gold.html?page=2`, { redirect: 'manual' });
    expect(unprefixed.headers.get('location')).toMatch(/\/en-hk\/gold\.html\?page=2$/);
    const remembered = await fetch(`${store.origin}/contact-us`, { redirect: 'manual', headers: { cookie: 'store_view_url_code=tc-mo' } });
    expect(remembered.headers.get('location')).toMatch(/\/tc-mo\/contact-us$/);
    // A prefix that is no store view is an ordinary path, resolved under the stored view.
    const unknownPrefix = await fetch(`${store.origin}/xx-yy/gold.html`, { redirect: 'manual' });
    expect(unknownPrefix.headers.get('location')).toMatch(/\/en-hk\/xx-yy\/gold\.html$/);
    const page = await fetch(`${store.origin}/en-hk/contact-us`);
    expect(page.headers.get('set-cookie')).toMatch(/^store_view_url_code=en-hk;/);
  });

  it('switches across all eight views on the same page, changing language and currency', async () => {
    // Starting in Malaysia, every region link taken leads to another page: a link to the page
    // already shown would match the wait at once, and the next click would land on the old page
    // (scrolled to its footer, its header's switcher out of reach).
    const watched = await visit('/en-my/gold.html', 'desktop');
    const { page } = watched;
    const seen = new Set<string>();
    for (const website of ['base', 'mo', 'my'] as const) {
      const region = page.locator('footer nav[aria-label] a').nth(['base', 'mo', 'my'].indexOf(website));
      const from = pathOf(page);
      await Promise.all([page.waitForURL((url) => url.pathname !== from && url.pathname.endsWith('/gold.html')), region.click()]);
      await waitForHydration(page);
      for (const view of STORE_VIEWS.filter((candidate) => candidate.websiteCode === website)) {
        if (!pathOf(page).startsWith(`/${view.urlPrefix}/`)) {
          await page.locator('header details summary').first().click();
          await Promise.all([page.waitForURL(`**/${view.urlPrefix}/gold.html`), page.locator(`header a[hreflang][href^="/${view.urlPrefix}/"]`).click()]);
          await waitForHydration(page);
        }
        expect(pathOf(page)).toBe(`/${view.urlPrefix}/gold.html`);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(htmlLangByLocale[view.localeKey]);
        const currency = { base: /\$/, mo: /MOP/, my: /RM/ }[website];
        await expect.poll(() => page.locator('main article p').first().textContent(), { message: `price in ${view.code}` }).toMatch(currency);
        seen.add(view.code);
      }
    }
    expect([...seen].sort()).toEqual(STORE_VIEWS.map((view) => view.code).sort());
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('navigation', () => {
  it('opens a category from the mega menu on desktop and reports the click, within the page already loaded', async () => {
    const watched = await visit('/en-hk/', 'desktop');
    const { page } = watched;
    await markDocument(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Gold', exact: true }).hover();
    const submenuLink = menu.getByRole('link', { name: 'Gold Necklaces' });
    await submenuLink.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL('**/en-hk/gold/necklaces.html'), submenuLink.click()]);
    await page.locator('main h1', { hasText: 'Gold Necklaces' }).waitFor();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string; content_id?: string }> }).dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: 'select_content', content_id: '/gold/necklaces.html' }));
    expect(await isSameDocument(page)).toBe(true);
    // The menu the page kept marks the new page, and pauses its panels for a moment after the change.
    await expect.poll(() => menu.locator('a[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/en-hk/gold/necklaces.html']);
    await expect.poll(() => menu.locator('[data-menu-top][data-active] > a').textContent()).toBe('Gold');
    await expect.poll(() => menu.getAttribute('data-locked')).toBeNull();
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('draws the mega menu in a header first drawn in the browser, after the made-to-order pages', async () => {
    const watched = await visit('/en-hk/customizer', 'desktop');
    const { page } = watched;
    await markDocument(page);
    expect(await page.locator('[data-mega-menu]').count()).toBe(0);
    await Promise.all([page.waitForURL('**/en-hk/'), page.getByRole('link', { name: 'TSL store' }).click()]);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => menu.locator('a').count()).toBeGreaterThan(20);
    await menu.getByRole('link', { name: 'Gold', exact: true }).hover();
    await menu.getByRole('link', { name: 'Gold Necklaces' }).waitFor({ state: 'visible' });
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('follows a footer link within the page already loaded, once the footer has hydrated', async () => {
    const watched = await visit('/en-hk/gold.html', 'desktop');
    const { page } = watched;
    await markDocument(page);
    const link = page.locator('footer a[href="/en-hk/contact-us"]');
    await link.scrollIntoViewIfNeeded();
    // Hydrated: React has attached its handlers to the footer's links.
    await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await Promise.all([page.waitForURL('**/en-hk/contact-us'), link.click()]);
    await page.locator('main h1').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('draws every stylesheet of the first page it sends into the page: its first paint waits for no stylesheet request', async () => {
    // The home page's stylesheet is also brought by lazily loaded scripts, which the router marks
    // with a trailing `#` in its href.
    for (const path of ['/en-hk/', '/en-hk/sign-in', '/tc-hk/gold.html']) {
      const html = await (await fetch(`${store.origin}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const drawn = [...head.matchAll(/<style[^>]*data-href="([^"]+)"[^>]*>([^<]*)/g)];
      expect(drawn.map(([, href]) => href).some((href) => /^\/assets\/styles-[\w-]+\.css#?$/.test(href)), path).toBe(true);
      for (const [, href, text] of drawn) expect(text.length, href).toBeGreaterThan(100);
    }
  });

  it('does not fetch a stylesheet it drew into the page when a lazily loaded view needs it', async () => {
    for (const path of ['/en-hk/gold.html', '/tc-hk/sign-in']) {
      const watched = await openPage(browser, 'phone');
      const stylesheets: string[] = [];
      watched.page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await watched.page.goto(`${store.origin}${path}`);
      await waitForHydration(watched.page);
      await watched.page.waitForLoadState('networkidle');
      expect(stylesheets, path).toEqual([]);
      // Drawn, and styling the page: the header is laid out by the store's stylesheet.
      expect(await watched.page.evaluate(() => [...document.styleSheets].filter((sheet) => !sheet.disabled && sheet.ownerNode?.nodeName === 'STYLE').length), path).toBeGreaterThan(0);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('keeps one title, canonical link and description in <head>, following client-side navigation', async () => {
    const watched = await visit('/tc-hk/', 'desktop');
    const { page } = watched;
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        titles: document.querySelectorAll('title').length,
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        stylesheets: document.querySelectorAll('link[rel="stylesheet"], style[data-href]').length,
        lang: document.documentElement.lang,
      }));
    const home = await head();
    expect(home).toMatchObject({ titles: 1, canonicals: ['/tc-hk/'], descriptions: 1, lang: 'zh-Hant-HK' });
    expect(home.stylesheets).toBeGreaterThan(0);

    const menu = page.getByRole('navigation', { name: '主選單' });
    await Promise.all([page.waitForURL('**/tc-hk/gold.html'), menu.locator('a[href="/tc-hk/gold.html"]').first().click()]);
    await page.locator('main h1', { hasText: '黃金' }).waitFor();
    await expect.poll(async () => (await head()).title).toContain('黃金');
    await expect.poll(() => head()).toMatchObject({ titles: 1, canonicals: ['/tc-hk/gold.html'], lang: 'zh-Hant-HK' });
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('opens a category from the drawer on a phone, with focus kept in the drawer', async () => {
    const watched = await visit('/en-hk/', 'phone');
    const { page } = watched;
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'drawer-en-phone', false);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Gold', exact: true }).click();
    await Promise.all([page.waitForURL('**/en-hk/gold/necklaces.html'), drawer.getByRole('link', { name: 'Gold Necklaces' }).click()]);
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('main h1', { hasText: 'Gold Necklaces' }).waitFor();
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('routing states', () => {
  it('answers an unknown path with 404 and the not-found view', async () => {
    const response = await fetch(`${store.origin}/en-hk/no-such-page.html`);
    expect(response.status).toBe(404);
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/no-such-page.html`);
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Oops!' }).isVisible()).toBe(true);
    // Ways on besides home: a search and the menu's top categories.
    const categories = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link');
    await expect.poll(() => categories.count()).toBeGreaterThan(3);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'not-found-en-hk-phone');
    await page.getByRole('searchbox', { name: 'Search the store' }).fill('bangle');
    await Promise.all([page.waitForURL(/search\.html\?query=bangle$/), page.getByRole('button', { name: 'Search', exact: true }).click()]);
    await page.locator('main h1', { hasText: 'Results for “bangle”' }).waitFor();
    await page.goto(`${store.origin}/en-hk/no-such-page.html`);
    await waitForHydration(page);
    await Promise.all([page.waitForURL('**/en-hk/'), page.getByRole('link', { name: 'Take me home' }).click()]);
    await watched.close();
  });

  it('shows the page-loading bar while the next page is on its way, also from a block not hydrated yet', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    // A slow network: pages' data (prefetched ones too) is held until the bar has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${store.origin}/en-hk/`);
      await waitForHydration(page);
      // The footer hydrates only near the viewport: its link still navigates within the page.
      await markDocument(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      const bar = page.getByRole('progressbar', { name: 'Loading the page' });
      await expect.poll(() => bar.isVisible()).toBe(true);
      release();
      await page.waitForURL('**/en-hk/contact-us');
      await expect.poll(() => bar.count()).toBe(0);
      expect(await isSameDocument(page), 'the link loaded a whole document').toBe(true);
      expect(watched.problems).toEqual([]);
    } finally {
      release();
      await watched.close();
    }
  });

  it('draws the home video\'s still from the store\'s own pictures, which work offline', async () => {
    const html = await (await fetch(`${store.origin}/en-hk/`)).text();
    expect(html).toMatch(/<button[^>]*aria-label="Play video"[^>]*><img src="\/media\/wysiwyg\/home\/video-poster-[^"]+\.jpg/);
    expect(html).not.toContain('ytimg.com');
  });

  it('says a content page has nothing to display when it has no blocks', async () => {
    const { db } = store.app!.database;
    const [page] = await db.insert(cmsPages).values({ identifier: 'coming-soon', title: 'Coming soon', content: '' }).returning({ id: cmsPages.id });
    await db.insert(urlRewrites).values({ requestPath: 'coming-soon', entityType: 'cms-page', entityId: page.id, targetPath: 'cms/page/view/id/' + page.id });
    for (const [prefix, text] of [['en-hk', 'There is nothing to display on this page yet.'], ['tc-hk', '此頁面暫時沒有內容。']]) {
      const response = await fetch(`${store.origin}/${prefix}/coming-soon`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Coming soon');
      expect(html).toContain(text);
    }
  });

  it('follows the resolver redirect with a 301 under the current prefix', async () => {
    const response = await fetch(`${store.origin}/tc-hk/customer-service`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/tc-hk/contact-us');
  });
});

describe('CMS pages', () => {
  it('contact-us shows its text column, and the image only on wider screens', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const watched = await visit('/en-hk/contact-us', viewport);
      const { page } = watched;
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Contact Us');
      await expect.poll(() => page.locator('main .contact-us-image').first().isVisible()).toBe(viewport === 'desktop');
      await screenshot(page, `contact-en-${viewport}`);
      expect(watched.problems).toEqual([]);
      await watched.close();
    }
  });

  it('FAQ: sidebar of topics on desktop, questions open and close', async () => {
    const watched = await visit('/en-hk/faq', 'desktop');
    const { page } = watched;
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect.poll(() => topics.isVisible()).toBe(true);
    await expect.poll(() => topics.getByRole('link').count()).toBeGreaterThan(2);
    await topics.getByRole('link').nth(1).click();
    await expect.poll(() => topics.getByRole('link').nth(1).getAttribute('aria-current')).toBe('true');
    const question = page.locator('main details').first();
    await question.locator('summary').click();
    await expect.poll(() => question.getAttribute('open')).toBe('');
    await question.locator('summary').click();
    await expect.poll(() => question.getAttribute('open')).toBeNull();
    await screenshot(page, 'faq-en-desktop');
    await watched.close();
  });

  it('FAQ: a topic selector on phones, its list at most 180px tall', async () => {
    const watched = await visit('/en-hk/faq', 'phone');
    const { page } = watched;
    await expect.poll(() => page.getByRole('navigation', { name: 'Topics' }).isVisible()).toBe(false);
    const selector = page.locator('main button[aria-controls="faq-topic-list"]');
    await selector.click();
    const list = page.locator('#faq-topic-list');
    await expect.poll(() => list.isVisible()).toBe(true);
    const height = await list.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(180);
    const second = list.getByRole('link').nth(1);
    const title = await second.textContent();
    await second.click();
    await expect.poll(() => selector.textContent()).toContain(title ?? '');
    await screenshot(page, 'faq-en-phone');
    await watched.close();
  });
});

describe('languages', () => {
  for (const prefix of ['tc-hk', 'sc-hk', 'en-hk'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`${prefix} home, FAQ and 404 at ${viewport} width`, async () => {
        for (const [name, path] of [['home', '/'], ['faq', '/faq'], ['notfound', '/no-such-page']] as const) {
          const watched = await openPage(browser, viewport);
          await watched.page.goto(`${store.origin}/${prefix}${path}`);
          await waitForHydration(watched.page);
          await screenshot(watched.page, `${name}-${prefix}-${viewport}`);
          expect(watched.problems, `${prefix}${path}`).toEqual([]);
          await watched.close();
        }
      });
    }
  }
});

describe('offline', () => {
  it('opens a visited page offline through the service worker, with the offline toast and indicator', async () => {
    const worker = await fetch(`${store.origin}/sw.js`);
    expect(worker.status, '/sw.js is missing: the build runs `node scripts/build-sw.mjs` after `react-router build`').toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const watched = await openPage(browser, 'phone', { serviceWorker: true });
    const { page, context } = watched;
    await page.goto(`${store.origin}/en-hk/contact-us`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installed the worker; this one goes through it and fills the page cache.
    await page.reload();
    await waitForHydration(page);
    await context.setOffline(true);
    await page.getByText('You are offline. Some features may be unavailable.').waitFor();
    await expect.poll(() => page.getByText('Offline', { exact: true }).isVisible()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Contact Us');
    await context.setOffline(false);
    await page.getByText('You are online.').waitFor();
    await watched.close();
  });
});

describe('accessibility', () => {
  const pages = ['/en-hk/', '/tc-hk/gold.html', '/en-hk/contact-us', '/sc-hk/faq', '/en-hk/terms-n-conditions', '/en-hk/no-such-page', '/en-my/'];
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`has no serious or critical axe violations at ${viewport} width`, async () => {
      const found: string[] = [];
      for (const path of pages) {
        const watched = await openPage(browser, viewport);
        await watched.page.goto(`${store.origin}${path}`);
        await waitForHydration(watched.page);
        found.push(...(await seriousAccessibilityViolations(watched.page)).map((violation) => `${path} ${violation}`));
        await watched.close();
      }
      expect(found).toEqual([]);
    });
  }
});
