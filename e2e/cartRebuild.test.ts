/**
 * The bag rebuilt (spec 000 §4, 001 §7) in a real browser: a member whose bag became an order on
 * another device carries on, still signed in, with the account's current bag; a member whose
 * sign-in was revoked meanwhile is signed out on adding a piece, told so, and the piece lands in a
 * new bag; a ring's size changed in the bag (en-hk) replaces the line with the new size.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, shopperSession, signInToAccount } from './support/session.ts';
import { memberHeaders, storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { pieceInMembersBag, placePickupOrder } from './support/memberOrders.ts';
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

/** Signs the demo member in and answers the account's bag, once the account page has settled. */
async function signInWithBag(page: Page, context: BrowserContext): Promise<string> {
  await signInToAccount(page, store.origin, 'mei.chan@example.com');
  // The account page asks whether the shopper is still signed in as it loads; a late answer
  // would reload the account page over the next navigation.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const signedIn = await shopperSession(context);
  const memberBag = signedIn?.carts?.base;
  expect(signedIn?.customer).toBeTruthy();
  expect(memberBag).toBeTruthy();
  return memberBag!;
}

const SESSION_ENDED = 'Your session has expired. Please sign in again.';

describe('a bag that cannot be used', () => {
  it("keeps a member signed in when their bag became an order on another device: the bag page shows the account's current bag", async () => {
    const piece = await firstProduct('{ type_id: { eq: "simple" }, price: { from: "2500", to: "6000" } }');
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    const memberBag = await signInWithBag(page, context);
    // The member's phone places the account's bag as an order meanwhile.
    const phone = await memberHeaders(api, 'mei.chan@example.com');
    await pieceInMembersBag(api, phone);
    await placePickupOrder(api, store.origin, phone);

    await goto(page, '/en-hk/cart');
    await expect.poll(() => page.getByText('Your shopping bag is empty.').count()).toBeGreaterThan(0);
    const after = await shopperSession(context);
    expect(after?.customer).toBeTruthy();
    expect(after?.carts?.base).toBeTruthy();
    expect(after?.carts?.base).not.toBe(memberBag);
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);

    // Adding a piece puts it in the account's current bag, still signed in.
    await goto(page, `/en-hk${piece.path}`);
    await page.getByTestId('add-to-bag').click();
    await page.locator('#add-to-bag-status a[href$="/cart"]').waitFor();
    expect((await shopperSession(context))?.customer).toBeTruthy();
    const { customerCart } = await api<{ customerCart: { id: string; items: Array<{ product: { sku: string } }> } }>('{ customerCart { id items { product { sku } } } }', {}, { authorization: `Bearer ${await customerToken(context)}` });
    expect(customerCart.id).toBe(after?.carts?.base);
    expect(customerCart.items.map((item) => item.product.sku)).toEqual([piece.sku]);
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('signs a member out on adding a piece when their sign-in was revoked, says so, and puts the piece in a new bag', async () => {
    const piece = await firstProduct('{ type_id: { eq: "simple" }, price: { from: "2500", to: "6000" } }');
    const watched = await openPage(browser, 'desktop');
    const { page, context } = watched;
    const memberBag = await signInWithBag(page, context);
    await goto(page, `/en-hk${piece.path}`);
    // Revoked once the page has asked whether the shopper is signed in (which would sign them out on its own).
    await page.waitForLoadState('networkidle');
    await api('mutation { revokeCustomerToken { result } }', {}, { authorization: `Bearer ${await customerToken(context)}` });
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
