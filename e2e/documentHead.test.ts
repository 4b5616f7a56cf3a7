/**
 * The browser shows what the server sent. On every page type in all eight store views the page
 * hydrates without a console error (React reports hydration mismatches there); <head> (title,
 * canonical link, hreflang alternates) after hydration, and after a client-side navigation, is the
 * one the server draws for that URL; at phone width the footer's group toggles name lists the
 * server drew, and the page passes axe with every group open.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_VIEWS, storeViewByPrefix } from '../src/rules/storeViews.ts';
import { hreflangOf } from '../src/storefront/lib/storeView/storeView.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;
let browser: Browser;
/** A product page, looked up through the API rather than named by hand. */
let productPath: string;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  const response = await fetch(`${store.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(filter: { category_url_path: { eq: "gold" } }, pageSize: 1) { items { url_key url_suffix } } }' }),
  });
  const item = ((await response.json()) as { data: { products: { items: Array<{ url_key: string; url_suffix: string }> } } }).data.products.items[0];
  productPath = `/${item.url_key}${item.url_suffix}`;
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** One page of each type, as paths inside a store view. */
function pageTypes(): Array<{ name: string; path: string }> {
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/gold.html' },
    { name: 'product', path: productPath },
    { name: 'search', path: '/search.html?query=ring' },
    { name: 'gold price', path: '/dynamicGoldPrice/' },
    { name: 'store locator', path: '/storelocator/' },
    { name: 'CMS page', path: '/contact-us' },
    { name: 'not found', path: '/no-such-page.html' },
  ];
}

/** The Malaysia website has no search and no gold price page (docs/decisions.md): those answer 404. */
function expectedStatus(prefix: string, name: string): number {
  if (name === 'not found') return 404;
  if (prefix.endsWith('-my') && (name === 'search' || name === 'gold price')) return 404;
  return 200;
}

interface HeadFigures {
  title: string;
  titles: number;
  canonicals: string[];
  alternates: string[];
}

/** Title, canonical links and hreflang alternates of a document, alternates sorted. */
function headOf(document: Document): HeadFigures {
  return {
    title: document.title,
    titles: document.querySelectorAll('title').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`).sort(),
  };
}

/** The <head> of the server's HTML for a path, read by the browser's own HTML parser. */
async function serverHead(page: Page, path: string): Promise<HeadFigures> {
  const html = await (await fetch(`${store.origin}${path}`)).text();
  return page.evaluate(`(${headOf.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`) as Promise<HeadFigures>;
}

function browserHead(page: Page): Promise<HeadFigures> {
  return page.evaluate(`(${headOf.toString()})(document)`) as Promise<HeadFigures>;
}

/**
 * A client-side navigation to a path, as the Back button makes one: the router draws the page from
 * its data request, without asking for a new document.
 */
async function navigateInBrowser(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const here = location.href;
    history.pushState(null, '', target);
    history.pushState(null, '', here);
    history.back();
  }, path);
}

describe('hydration', () => {
  for (const view of STORE_VIEWS) {
    it(`hydrates every page type of ${view.urlPrefix} without a console error`, async () => {
      const watched = await openPage(browser, 'desktop');
      const { page } = watched;
      const problems: string[] = [];
      for (const { name, path } of pageTypes()) {
        const response = await page.goto(`${store.origin}/${view.urlPrefix}${path}`);
        expect(response?.status(), `status of ${name}`).toBe(expectedStatus(view.urlPrefix, name));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        problems.push(...watched.problems.splice(0).map((problem) => `${name}: ${problem}`));
      }
      expect(problems).toEqual([]);
      await watched.close();
    });
  }
});

describe('home content below the fold', () => {
  /** Whether React has taken over an element (it keeps its fiber on the node). */
  const hydrated = (page: Page, selector: string) =>
    page.$eval(selector, (element) => Object.keys(element.firstElementChild ?? element).some((key) => key.startsWith('__reactFiber')));
  const lastBlock = 'article[data-page-type="home"] > div:last-child > div:last-child';

  it('arrives whole in the HTML and hydrates as the shopper scrolls to it', async () => {
    const html = await (await fetch(`${store.origin}/en-hk/`)).text();
    // No boundary sent later and moved into place by a script: the page reads whole without one.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<template id="[^"]*"><\/template>/);

    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/`);
    await waitForHydration(page);
    // Route discovery adds the routes the page links to and draws the page again: the block stays as
    // the server sent it through that too (it once opened on any second render).
    await page.waitForFunction(() => Object.keys((window as unknown as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest?.routes ?? {}).some((id) => id.endsWith('resolveUrl')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await hydrated(page, 'article[data-page-type="home"] > div:last-child > :first-child')).toBe(true);
    expect(await hydrated(page, lastBlock)).toBe(false);

    await page.$eval(lastBlock, (element) => element.scrollIntoView());
    await page.waitForFunction(
      (selector) => Object.keys(document.querySelector(selector)!.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
      lastBlock,
    );
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('<head>', () => {
  for (const prefix of ['tc-hk', 'en-my']) {
    it(`is the server's on every page type of ${prefix}, after hydration and after client-side navigation`, async () => {
      const watched = await openPage(browser, 'desktop');
      const { page } = watched;
      const documentRequests: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequests.push(request.url());
      });
      const paths = pageTypes().map(({ path }) => `/${prefix}${path}`);
      const ownHreflang = hreflangOf(storeViewByPrefix(prefix)!);

      for (const path of paths) {
        await page.goto(`${store.origin}${path}`);
        await waitForHydration(page);
        const sent = await serverHead(page, path);
        expect(sent.titles, `titles the server sends on ${path}`).toBe(1);
        // A page's canonical link is its own hreflang alternate: `/tc-hk/`, not `/tc-hk`.
        for (const canonical of sent.canonicals) expect(sent.alternates, `canonical of ${path}`).toContain(`${ownHreflang} ${canonical}`);
        await expect.poll(() => browserHead(page), { message: `head of ${path} after hydration` }).toEqual(sent);
      }

      // From the last page (not found) through every page type and back, drawn in the browser.
      documentRequests.length = 0;
      for (const path of [...paths.slice(1), paths[0]]) {
        const sent = await serverHead(page, path);
        await navigateInBrowser(page, path);
        // The page's data comes over the network first: generous on a busy machine.
        await expect.poll(async () => (await browserHead(page)).title, { message: `title after navigating to ${path}`, timeout: 30_000 }).toBe(sent.title);
        await expect.poll(() => browserHead(page), { message: `head of ${path} after client-side navigation` }).toEqual(sent);
      }
      expect(documentRequests, 'documents requested while navigating in the browser').toEqual([]);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }

});

describe('footer on a phone', () => {
  it('is folded before it hydrates, names in its toggles elements the server drew, and passes axe with every group open', async () => {
    const serverIds = [...(await (await fetch(`${store.origin}/tc-hk/`)).text()).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/`);
    await waitForHydration(page);
    // Folded by the stylesheet from the first paint, before the footer hydrates as the shopper
    // reaches it (HydrateNearViewport): nothing folds under the shopper's eyes.
    const footerHeight = () => page.locator('footer').evaluate((footer) => Math.round(footer.getBoundingClientRect().height));
    const folded = await footerHeight();
    const groupToggles = page.locator('footer h3 button[aria-controls]');
    expect(await groupToggles.count()).toBeGreaterThan(1);
    expect(await page.locator('footer h3 + ul').first().isVisible()).toBe(false);
    await page.locator('footer').scrollIntoViewIfNeeded();
    // React keeps an element's props on it once hydrated.
    await expect.poll(() => groupToggles.first().evaluate((toggle) => Object.keys(toggle).some((key) => key.startsWith('__reactProps')))).toBe(true);
    expect(await footerHeight()).toBe(folded);
    for (const controls of await page.locator('footer [aria-controls]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-controls')))) {
      expect(serverIds, `the server's page has #${controls}`).toContain(controls);
      await expect.poll(() => page.locator(`[id="${controls}"]`).count(), { message: `the page has #${controls}` }).toBe(1);
    }
    for (const toggle of await groupToggles.all()) {
      const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect.poll(() => list.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => list.isVisible()).toBe(true);
    }
    // Read where a shopper reads the footer, at the end of the page: higher up, the sticky header
    // would cover its first links.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('keeps every group open without scripts, with no toggle that could not work', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${store.origin}/tc-hk/`);
    const lists = page.locator('footer h3 + ul');
    expect(await lists.count()).toBeGreaterThan(1);
    for (const list of await lists.all()) expect(await list.isVisible()).toBe(true);
    expect(await page.locator('footer h3 button').evaluateAll((toggles) => toggles.filter((toggle) => toggle.getClientRects().length > 0).length)).toBe(0);
    await page.getByRole('link', { name: '私隱政策' }).first().click();
    await expect.poll(() => page.url()).toContain('/tc-hk/privacy-policy');
    await context.close();
  });
});
