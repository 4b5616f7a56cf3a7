/**
 * Gift cards, gifts and coupons beyond the bag, in a real browser against a seeded store: a gift
 * card applied on the bag (an unusable one refused), a gift card that pays the whole order (placed
 * without a card: the only way to pay offered is Magento's free method), the gift dialog offered at checkout too, and a
 * member choosing one of their own coupons at checkout (staff type codes only: the checkout's coupon
 * choices test, lib/checkout/memberCouponChoices.server.test.ts, until staff have a bag of their own).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillHomeDelivery } from './support/checkoutSteps.ts';
import { customerToken, signInToAccount } from './support/session.ts';
import { storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { launchBrowser, openPage, waitForHydration, type WatchedPage } from './support/browser.ts';
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

/** A simple piece in stock between these Hong Kong prices. */
async function pieceBetween(from: number, to: number): Promise<string> {
  const { products } = await api<{ products: { items: Array<{ sku: string; stock_status: string; only_x_left_in_stock: number | null }> } }>(
    `{ products(filter: { type_id: { eq: "simple" }, price: { from: "${from}", to: "${to}" } }, pageSize: 24) { items { sku stock_status only_x_left_in_stock } } }`,
  );
  const piece = products.items.find((item) => item.stock_status === 'IN_STOCK' && (item.only_x_left_in_stock ?? 99) >= 3);
  if (!piece) throw new Error('no piece in stock');
  return piece.sku;
}

/** A guest's bag with the piece, given to a new browser as the shopper's cart cookie. */
async function guestWithBag(sku: string): Promise<WatchedPage> {
  const { createCart: cartId } = await api<{ createCart: string }>('mutation { createCart }');
  await api('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { cartId, sku });
  const watched = await openPage(browser, 'desktop');
  await watched.context.addCookies([{ name: 'cart_id_base', value: cartId, url: store.origin }]);
  return watched;
}

async function open(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(`${store.origin}${pagePath}`);
  expect(response?.status(), `status of ${pagePath}`).toBeLessThan(400);
  await waitForHydration(page);
}

/** The signed-in member's own bag with the piece in it. */
async function memberBagWith(watched: WatchedPage, sku: string): Promise<void> {
  const bearer = { authorization: `Bearer ${await customerToken(watched.context)}` };
  const { customerCart } = await api<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer);
  await api('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id: customerCart.id, sku }, bearer);
  await watched.context.addCookies([{ name: 'cart_id_base', value: customerCart.id, url: store.origin }]);
}

describe('gift cards on the bag', () => {
  it('refuses an unusable gift card, then takes a valid one off the total (en-hk)', async () => {
    const watched = await guestWithBag(await pieceBetween(2500, 6000));
    const { page } = watched;
    await open(page, '/en-hk/cart');
    const total = page.getByTestId('cart-grand-total');
    const before = await total.textContent();

    await page.fill('#gift-card-code', 'HK-GIFT-EXPIRED');
    await page.click('button[value="apply-gift-card"]');
    await expect.poll(() => page.locator('#gift-card-error').textContent()).toBe('Invalid gift card. Verify the code and try again.');
    expect(await total.textContent()).toBe(before);
    // A refused code stays in the field to correct; the card taken leaves it empty.
    expect(await page.inputValue('#gift-card-code')).toBe('HK-GIFT-EXPIRED');

    await page.fill('#gift-card-code', 'hk-gift-500');
    await page.click('button[value="apply-gift-card"]');
    await expect.poll(() => page.getByTestId('cart-gift-card-amount').textContent()).toMatch(/^-\s*HK\$\s*500(\.00)?$/);
    await expect.poll(() => total.textContent()).not.toBe(before);
    await expect.poll(() => page.getByText('Gift card HK-GIFT-500').count()).toBeGreaterThan(0);
    expect(await page.inputValue('#gift-card-code')).toBe('');

    await page.click('button[value="remove-gift-card"]');
    await expect.poll(() => total.textContent()).toBe(before);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('a gift card paying the whole order', () => {
  it('is placed without a card, and the receipt says what the gift card paid (en-hk)', async () => {
    const watched = await guestWithBag(await pieceBetween(1000, 20000));
    const { page } = watched;
    await open(page, '/en-hk/cart');
    await page.fill('#gift-card-code', 'HK-GIFT-50000');
    await page.click('button[value="apply-gift-card"]');
    await expect.poll(() => page.getByTestId('cart-grand-total').textContent()).toMatch(/^HK\$\s*0(\.00)?$/);

    await open(page, '/en-hk/checkout');
    await fillHomeDelivery(page, 'guest.giftcard@example.com');
    await page.click('button[value="shipping"]');
    await page.waitForURL(/step=payment/);
    // Nothing left to pay: no card form, no wallet, one way to place the order.
    await page.getByRole('heading', { name: 'No Payment Information Required' }).waitFor();
    expect(await page.locator('#card-number').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'WeChat Pay' }).count()).toBe(0);
    await page.locator('form:has(input[name="method"][value="free"]) button[value="placeOrder"]').click();

    await page.waitForURL(/\/checkout\/success/);
    await expect.poll(() => page.getByText('Gift card HK-GIFT-50000').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('No Payment Information Required').count()).toBeGreaterThan(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});

describe('the checkout', () => {
  it('offers the gifts the bag has earned, with the bag’s dialog', async () => {
    const watched = await guestWithBag(await pieceBetween(9000, 30000));
    const { page } = watched;
    await open(page, '/en-hk/checkout');
    await page.getByRole('link', { name: 'Choose your gifts' }).click();
    const dialog = page.locator('dialog[open]');
    await page.getByRole('dialog', { name: 'You can choose 2 more items' }).waitFor();
    await dialog.getByRole('combobox').first().selectOption('1');
    await dialog.getByRole('button', { name: 'Add to bag' }).click();
    // One gift left: the dialog opens again, and the checkout's summary has the gift.
    await page.getByRole('dialog', { name: 'You can choose 1 more items' }).waitFor();
    await expect.poll(() => page.locator('#checkout-summary-title').textContent()).toContain('2');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('lets a member choose one of their own coupons (tc-hk)', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await signInToAccount(page, store.origin, 'mei.chan@example.com', { prefix: 'tc-hk' });
    await memberBagWith(watched, await pieceBetween(2500, 6000));
    await open(page, '/tc-hk/checkout');
    const choice = page.locator('#coupon-choice');
    await expect.poll(() => choice.locator('option[value="DEMO-VALID-BASE"]').count()).toBe(1);
    await choice.selectOption('DEMO-VALID-BASE');
    await page.click('form:has(#coupon-choice) button[value="apply-coupon"]');
    await expect.poll(() => page.getByText('優惠碼 DEMO-VALID-BASE').count()).toBe(1);
    // One coupon per order: with one applied, the list gives way to removing it.
    await expect.poll(() => choice.count()).toBe(0);
    await page.click('button[value="remove-coupon"]');
    await expect.poll(() => choice.count()).toBe(1);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
