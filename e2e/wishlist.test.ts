/**
 * The wishlist in a real browser: a member hearts a piece on its product page and another on a
 * category page, finds both in /wishlist, shares the list (the link opens read-only at
 * /favourite/), moves one to the bag (the header's count goes up) and removes the other; a guest's
 * heart sends them to sign in and back, the piece then in their list. Axe on the list and the
 * shared list; no hearts in Malaysia for role 1; the heart and removal without JavaScript;
 * screenshots at 375 and 1440 px in en-hk and tc-hk (e2e/screenshots/wishlist-*).
 */
import type { Browser } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD as PASSWORD } from '../src/commerce/seed/members.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage, screenshot, waitForHydration } from './support/browser.ts';
import { submitSignIn } from './support/session.ts';
import { memberHeaders, openMember, storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { startStore, type RunningStore } from './support/server.ts';

const CATEGORY = '/diamond-rings.html';

let store: RunningStore;
let browser: Browser;
let graphql: StoreGraphql;
let piece: { sku: string; name: string; path: string };
let serial = 0;

/** A new Hong Kong member, opened through the API (the local reCAPTCHA verifier issues the token). */
async function newMember(firstname: string): Promise<string> {
  serial += 1;
  const email = `wishlist.${Date.now()}.${serial}@example.com`;
  await openMember(graphql, { firstname, lastname: 'Chan', email, password: PASSWORD });
  return email;
}

async function wishlistSkus(email: string): Promise<string[]> {
  const answer = await graphql<{ customer: { wishlists: Array<{ items_v2: { items: Array<{ product_sku: string }> } }> } }>(
    '{ customer { wishlists { items_v2 { items { product_sku } } } } }',
    {},
    await memberHeaders(graphql, email, PASSWORD),
  );
  return answer.customer.wishlists[0].items_v2.items.map((item) => item.product_sku);
}

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  graphql = storeGraphql(store.origin);
  const { products } = await graphql<{ products: { items: Array<{ sku: string; name: string; url_key: string; url_suffix: string; stock_status: string }> } }>(
    '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 20) { items { sku name url_key url_suffix stock_status } } }',
  );
  const found = products.items.find((item) => item.stock_status === 'IN_STOCK')!;
  piece = { sku: found.sku, name: found.name, path: `/${found.url_key}${found.url_suffix}` };
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

describe('a member’s wishlist', () => {
  it('keeps pieces hearted on a product page and a category page, shares the list, moves one to the bag and removes the other', async () => {
    const email = await newMember('Mei');
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.origin });

    await page.goto(`${store.origin}/en-hk/sign-in?redirect=${encodeURIComponent(`/en-hk${piece.path}`)}`);
    await waitForHydration(page);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${store.origin}/en-hk${piece.path}`);
    await waitForHydration(page);

    // The product page's heart fills at once and stays filled once the list has answered.
    const pageHeart = page.locator('main [data-testid="wishlist-heart"]').first();
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('false');
    await pageHeart.click();
    await page.locator('main [data-testid="wishlist-heart"][aria-pressed="true"]:not([aria-busy])').first().waitFor();

    // A card's heart on a category page.
    await page.goto(`${store.origin}/en-hk${CATEGORY}`);
    await waitForHydration(page);
    const card = page.locator('main article').filter({ has: page.locator('[data-testid="wishlist-heart"][aria-pressed="false"]') }).first();
    const cardName = (await card.locator('h3').textContent())!.trim();
    await card.locator('[data-testid="wishlist-heart"]').click();
    // Kept once the list has answered (the heart fills at once, busy until then).
    await page.locator(`main [data-testid="wishlist-heart"][aria-label="Remove ${cardName} from your wishlist"]:not([aria-busy])`).waitFor();
    await screenshot(page, 'wishlist-category-hearts-en-desktop', false);

    await page.goto(`${store.origin}/en-hk/wishlist`);
    await waitForHydration(page);
    const items = page.locator('[data-testid="wishlist-item"]');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => page.locator('main h2').allTextContents()).toEqual(expect.arrayContaining([piece.name, cardName]));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'wishlist-en-desktop');

    // Sharing copies the list's /favourite/ link where the browser has no share sheet.
    await page.locator('[data-testid="wishlist-share"]').click();
    await page.getByText('Link copied. Paste it anywhere to share.').waitFor();
    // The link is on the store's public address (PUBLIC_URL); the test store answers on its own port.
    const shared = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(shared.pathname).toBe('/en-hk/favourite/');
    expect(shared.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'wishlist-en-phone');
    await page.goto(`${store.origin}/tc-hk/wishlist`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('心水清單');
    await screenshot(page, 'wishlist-tc-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'wishlist-tc-desktop');

    // Into the bag: the piece leaves the list and the header's count goes up.
    await page.goto(`${store.origin}/en-hk/wishlist`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-testid="cart-count"]').count()).toBe(0);
    const moved = page.locator(`[data-testid="wishlist-item"][data-sku="${piece.sku}"]`);
    await moved.locator('[data-testid="wishlist-to-bag"]').click();
    await page.locator('[data-testid="cart-count"]').filter({ hasText: '1' }).first().waitFor();
    await moved.waitFor({ state: 'detached' });

    // Removing the other leaves the empty list with its way back to shopping.
    await items.first().locator('[data-testid="wishlist-remove"]').click();
    await page.getByText('Your wishlist is empty.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Continue shopping' }).count()).toBe(1);
    await expect.poll(() => wishlistSkus(email)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.close();

    // The shared link opens read-only, with the owner's first name, for anyone who has it.
    const guest = await openPage(browser, 'phone');
    await guest.page.goto(`${store.origin}/tc-hk/favourite/${shared.search}`);
    await waitForHydration(guest.page);
    await expect.poll(() => guest.page.locator('main h1').textContent()).toBe('Mei 的心水清單');
    await guest.page.getByText('此心水清單暫時沒有貨品。').waitFor();
    expect(await seriousAccessibilityViolations(guest.page)).toEqual([]);
    await guest.close();
  });
});

describe('where hearts show', () => {
  it('shows none in Malaysia, whose header has no wishlist for guests and default shoppers (role 1)', async () => {
    const { products } = await graphql<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>(
      '{ products(filter: { type_id: { eq: "simple" } }, pageSize: 1) { items { url_key url_suffix } } }',
      {},
      { store: 'tsl_my_en' },
    );
    const watched = await openPage(browser, 'phone');
    await watched.page.goto(`${store.origin}/en-my/${products.items[0].url_key}${products.items[0].url_suffix}`);
    await watched.page.locator('main h1').waitFor();
    await expect.poll(() => watched.page.locator('[data-testid="wishlist-heart"]').count()).toBe(0);
    await watched.close();
  });
});

describe('a guest’s heart', () => {
  it('sends the guest to sign in and back to the piece, which is then in their list', async () => {
    const email = await newMember('Sofia');
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk${piece.path}`);
    await waitForHydration(page);
    await page.locator('main [data-testid="wishlist-heart"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en-hk/sign-in' && url.searchParams.get('redirect') === `/en-hk${piece.path}`);
    await waitForHydration(page);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${store.origin}/en-hk${piece.path}`);
    await page.locator('main [data-testid="wishlist-heart"][aria-pressed="true"]:not([aria-busy])').first().waitFor();
    await expect.poll(() => wishlistSkus(email)).toEqual([piece.sku]);
    await page.locator('main [data-testid="wishlist-heart"]').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'wishlist-product-heart-en-phone', false);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('without JavaScript', () => {
  it('keeps a piece from its heart and removes it from the list through plain form posts', async () => {
    const email = await newMember('Wei');
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/sign-in?redirect=${encodeURIComponent(`/en-hk${piece.path}`)}`);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${store.origin}/en-hk${piece.path}`);
    await page.locator('main [data-testid="wishlist-heart"]').first().click();
    await page.waitForURL(`${store.origin}/en-hk${piece.path}`);
    await page.locator('main [data-testid="wishlist-heart"][aria-pressed="true"]:not([aria-busy])').first().waitFor();

    await page.goto(`${store.origin}/en-hk/wishlist`);
    await page.locator('[data-testid="wishlist-remove"]').click();
    await page.waitForURL(/\/en-hk\/wishlist\?done=removed$/);
    await page.getByText('Removed from your wishlist.').waitFor();
    await page.getByText('Your wishlist is empty.').waitFor();
    await expect.poll(() => wishlistSkus(email)).toEqual([]);
    await watched.close();
  });
});
