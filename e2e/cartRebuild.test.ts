/**
 * The bag rebuilt (spec 000 §4, 001 §7) in a real browser: a signed-in shopper whose bag was closed
 * behind their back is signed out on adding a piece, told so, and the piece lands in a new bag; a
 * ring's size changed in the bag (en-hk) replaces the line with the new size.
 */
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperSession, signInToAccount } from './support/session.ts';
import { storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;
let browser: Browser;
let api: StoreGraphql;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  api = storeGraphql(store.origin);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function firstProduct(filter: string): Promise<{ sku: string; path: string }> {
  type Listed = { sku: string; url_key: string; url_suffix: string; stock_status: string; only_x_left_in_stock: number | null };
  const { products } = await api<{ products: { items: Listed[] } }>(`{ products(filter: ${filter}, pageSize: 12) { items { sku url_key url_suffix stock_status only_x_left_in_stock } } }`);
  const item = products.items.find((candidate) => candidate.stock_status === 'IN_STOCK' && (candidate.only_x_left_in_stock ?? 99) >= 3)!;
  return { sku: item.sku, path: `/${item.url_key}${item.url_suffix}` };
}

async function goto(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${store.origin}${path}`);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
}

/** Signs the demo member in, then closes their bag behind the page's back (an order placed on another device, staff); answers the bag's id. */
async function signInWithClosedBag(page: Page, context: BrowserContext): Promise<string> {
  await signInToAccount(page, store.origin, 'mei.chan@example.com');
  // The account page asks whether the shopper is still signed in as it loads; once the bag has
  // signed them out, a late answer would reload the account page over the next navigation.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const signedIn = await shopperSession(context);
  const memberBag = signedIn?.carts?.base;
  expect(signedIn?.customer).toBeTruthy();
  expect(memberBag).toBeTruthy();
  await store.app!.database.db.execute(sql`update carts set is_active = false where masked_id = ${memberBag!}`);
  return memberBag!;
}

const SESSION_ENDED = 'Your session has expired. Please sign in again.';

describe('a bag that cannot be used', () => {
  it('signs a member out on opening the bag, says so, and shows a new empty bag', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    const memberBag = await signInWithClosedBag(page, context);
    await goto(page, '/en-hk/cart');
    await expect.poll(() => page.getByRole('status').filter({ hasText: SESSION_ENDED }).count()).toBe(1);
    await expect.poll(async () => (await shopperSession(context))?.customer).toBeUndefined();
    expect((await shopperSession(context))?.carts?.base).not.toBe(memberBag);
    await expect.poll(() => page.getByText('Your shopping bag is empty.').count()).toBeGreaterThan(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('signs a member out on adding a piece, says so, and puts the piece in a new bag', async () => {
    const piece = await firstProduct('{ type_id: { eq: "simple" }, price: { from: "2500", to: "6000" } }');
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    const memberBag = await signInWithClosedBag(page, context);

    await goto(page, `/en-hk${piece.path}`);
    await page.getByTestId('add-to-bag').click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: SESSION_ENDED }).count()).toBe(1);
    await expect.poll(async () => (await shopperSession(context))?.customer).toBeUndefined();
    const guestBag = (await shopperSession(context))?.carts?.base;
    expect(guestBag).toBeTruthy();
    expect(guestBag).not.toBe(memberBag);

    await goto(page, '/en-hk/cart');
    await expect.poll(() => page.getByTestId('cart-line').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-sku')))).toEqual([piece.sku]);
    // Said once: the bag page after it does not say it again.
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe("a ring's size in the bag", () => {
  it('changes the size in en-hk: the line is replaced by the ring in the new size', async () => {
    const ring = await firstProduct('{ type_id: { eq: "configurable" }, category_url_path: { eq: "diamond-rings" } }');
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await goto(page, `/en-hk${ring.path}`);
    await page.getByRole('group', { name: 'Ring Size' }).locator('input[type="radio"]:not([disabled])').first().check({ force: true });
    await page.getByTestId('add-to-bag').click();
    await page.locator('#add-to-bag-status a[href$="/cart"]').waitFor();

    await goto(page, '/en-hk/cart');
    const line = page.getByTestId('cart-line');
    const sizes = line.getByRole('combobox', { name: /^Ring Size of / });
    const before = await line.getAttribute('data-sku');
    const current = await sizes.inputValue();
    const other = await sizes.locator('option:not([disabled])').evaluateAll((options, chosen) => options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== chosen), current);
    expect(other).toBeTruthy();
    const otherLabel = (await sizes.locator(`option[value="${other}"]`).textContent())?.trim();

    await sizes.selectOption(other!);
    await expect.poll(() => page.getByTestId('cart-line').getAttribute('data-sku')).toBe(other);
    expect(before).not.toBe(other);
    await expect.poll(() => page.getByTestId('cart-line').getByRole('combobox', { name: /^Ring Size of / }).locator('option:checked').textContent()).toBe(otherLabel);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByRole('banner').getByTestId('cart-count').filter({ visible: true }).first().textContent()).toBe('1');

    // After a reload the bag still holds the new size only.
    await goto(page, '/en-hk/cart');
    await expect.poll(() => page.getByTestId('cart-line').evaluateAll((lines) => lines.map((entry) => entry.getAttribute('data-sku')))).toEqual([other]);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
