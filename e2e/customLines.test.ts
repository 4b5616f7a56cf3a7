/**
 * Made-to-order lines through the whole order in a real browser: a diamond ring (material, size, a
 * seeded stone, two Chinese characters engraved) and pair rings (each ring's size and engraving)
 * put into the member's bag through the API as the customizer does, then every choice seen in the
 * mini cart, the bag (with its Edit link back to the customizer), the checkout's "Your bag", the
 * success page, the order details in en-hk and tc-hk and order tracking. Phone and desktop
 * widths; axe on every page; screenshots under /tmp/custom-lines-shots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { APPROVED_CARD, continueToPayment, fillHomeDelivery, payByCard } from './support/checkoutSteps.ts';
import { memberHeaders, storeGraphql, type StoreGraphql } from './support/storeApi.ts';
import { submitSignIn } from './support/session.ts';
import { checkPage } from './support/pageChecks.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/custom-lines-shots';
const MEMBER_EMAIL = 'mei.chan@example.com';

interface Step {
  option_id: number;
  code: string;
  part: string;
  values: Array<{ value_id: number; code: string }>;
}

let store: RunningStore;
let browser: Browser;
let api: StoreGraphql;
let ring: Step[];
let pair: Step[];
let stones: Array<{ identifier: string; certificate_number: string }>;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  api = storeGraphql(store.origin);
  const design = async (sku: string) => (await api<{ customizerDesign: { steps: Step[] } }>('query($sku: String!) { customizerDesign(sku: $sku) { steps { option_id code part values { value_id code } } } }', { sku })).customizerDesign.steps;
  ring = await design('CM1001');
  pair = await design('CMB1001');
  stones = (await api<{ diamonds: { items: typeof stones } }>('{ diamonds(sort: { price: ASC }, pageSize: 5) { items { identifier certificate_number } } }')).diamonds.items;
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const choose = (steps: Step[], picks: Record<string, string>, part = 'piece') =>
  Object.entries(picks).map(([code, value]) => {
    const step = steps.find((candidate) => candidate.code === code && candidate.part === part)!;
    return { option_id: step.option_id, value_id: step.values.find((candidate) => candidate.code === value)!.value_id };
  });

async function signIn(page: Page, back: string): Promise<void> {
  await page.goto(`${store.origin}/en-hk/sign-in?redirect=${encodeURIComponent(back)}`);
  await waitForHydration(page);
  await submitSignIn(page, MEMBER_EMAIL);
  await page.waitForURL((url) => url.pathname === back);
  await waitForHydration(page);
}

/** The ring and the pair in the member's bag, each as the customizer adds it (its quote's choices). */
async function designsInMembersBag(round: number): Promise<void> {
  const headers = await memberHeaders(api, MEMBER_EMAIL);
  const { customerCart } = await api<{ customerCart: { id: string; items: Array<{ uid: string }> } }>('{ customerCart { id items { uid } } }', {}, headers);
  // The bag holds only the two designs, whatever an earlier run left in it.
  for (const item of customerCart.items) {
    await api('mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', { id: customerCart.id, uid: item.uid }, headers);
  }
  const ringDesign = {
    options: choose(ring, { material: '18k_white_gold', ring_size: '12', finishing: 'matte' }),
    diamond_identifier: stones[round * 2].identifier,
    engraving: { word_content: '永恆', word_type: 'regular_script' },
  };
  const pairDesign = {
    for_her: {
      options: choose(pair, { material: '18k_rose_gold', ring_size: '10', width: '2mm', finishing: 'polished' }, 'for_her'),
      diamond_identifier: stones[round * 2 + 1].identifier,
      engraving: { word_content: 'FOREVER K', word_type: 'script' },
    },
    for_him: {
      options: choose(pair, { material: '18k_rose_gold', ring_size: '20', width: '4mm', finishing: 'brushed' }, 'for_him'),
      engraving: { word_content: '一生一世', word_type: 'regular_script' },
    },
  };
  // The customizer quotes each design before it is added.
  await api('query($s: CustomMadeSelectionInput!, $c: String) { customMadeQuote(selection: $s, cart_id: $c) { price { minor_units } } }', { s: { sku: 'CM1001', ...ringDesign }, c: customerCart.id });
  const added = await api<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    {
      id: customerCart.id,
      items: [
        { sku: 'CM1001', quantity: 1, custom_made_options: ringDesign },
        { sku: 'CMB1001', quantity: 1, custom_made_options: pairDesign },
      ],
    },
    headers,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
}

/** Every choice of the ring and of the pair, as the English pages write them. */
async function expectEveryChoice(text: string | null, label: string): Promise<void> {
  for (const choice of ['18K White Gold', 'Size 12', 'Matte', 'Diamond', 'Certificate', 'Diamond price', 'Engraving', '“永恆” in', 'For her', 'For him', 'Size 10', 'Size 20', '“FOREVER K” in', '“一生一世” in', 'Ready in']) {
    expect(text ?? '', `${label}: ${choice}`).toContain(choice);
  }
}

describe('made-to-order lines through the order', () => {
  for (const [round, viewport] of (['phone', 'desktop'] as const).entries()) {
    it(`shows every choice in the mini cart, bag, checkout, success page and order details (${viewport})`, async () => {
      await designsInMembersBag(round);
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await signIn(page, '/en-hk/cart');

      // The bag: each line's choices, its own picture, and the way back to the customizer.
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count()).toBe(2);
      await expectEveryChoice(await page.locator('main').textContent(), 'bag');
      const ringLine = page.locator('[data-testid="cart-line"][data-sku="CM1001"]');
      expect(await ringLine.locator('img').getAttribute('src')).toMatch(/^\/media\/custom-made\//);
      const edit = ringLine.getByRole('link', { name: /^Edit the design of / });
      expect(await edit.getAttribute('href')).toMatch(/^\/en-hk\/customizer\/design\/CM1001\?item=/);
      await checkPage(page, 'bag', viewport, SHOTS);

      // The mini cart (from 960 px; a phone's bag icon leads to the bag page).
      if (viewport === 'desktop') {
        await page.getByRole('banner').getByRole('button', { name: /^Shopping bag/ }).click();
        const miniCart = page.getByRole('dialog', { name: 'Shopping Bag' });
        await miniCart.getByTestId('mini-cart-line').first().waitFor();
        await expect.poll(() => miniCart.getByTestId('line-choices').count()).toBe(2);
        await expectEveryChoice(await miniCart.textContent(), 'mini cart');
        await checkPage(page, 'mini-cart', viewport, SHOTS);
        await page.keyboard.press('Escape');
      }

      // The checkout's "Your bag", then the success page.
      await page.goto(`${store.origin}/en-hk/checkout`);
      await waitForHydration(page);
      await expectEveryChoice(await page.locator('#checkout-summary-title').locator('..').textContent(), 'checkout');
      await checkPage(page, 'checkout', viewport, SHOTS);
      await fillHomeDelivery(page);
      await continueToPayment(page);
      await payByCard(page, APPROVED_CARD);
      await page.click('button[value="placeOrder"]');
      await page.waitForURL(/\/en-hk\/checkout\/success\/?$/);
      await waitForHydration(page);
      const number = /Order number (\S+)/.exec((await page.locator('#receipt-title').textContent()) ?? '')?.[1] ?? '';
      expect(number).toMatch(/^HK\d+$/);
      await expect.poll(() => page.getByTestId('receipt-line').count()).toBe(2);
      await expectEveryChoice(await page.locator('main').textContent(), 'success');
      await checkPage(page, 'success', viewport, SHOTS);

      // The order's details, in English and in Traditional Chinese.
      await page.goto(`${store.origin}/en-hk/order-history/${number}`);
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId('order-line').count()).toBe(2);
      await expectEveryChoice(await page.locator('main').textContent(), 'order details');
      expect(await page.getByTestId('order-line').first().locator('img').getAttribute('src')).toMatch(/^\/media\/custom-made\//);
      await checkPage(page, 'order-details', viewport, SHOTS);
      await page.goto(`${store.origin}/tc-hk/order-history/${number}`);
      await waitForHydration(page);
      const chinese = (await page.locator('main').textContent()) ?? '';
      for (const choice of ['戒指尺寸', '12號', '鑽石', '證書', '鑽石價格', '刻字', '「永恆」', '女戒', '男戒', '「一生一世」', '天完成']) expect(chinese, choice).toContain(choice);
      await checkPage(page, 'order-details-tc', viewport, SHOTS);

      // Order tracking finds it by number and mobile, with the same choices.
      await page.goto(`${store.origin}/en-hk/orderTracking`);
      await waitForHydration(page);
      await page.fill('#order-number', number);
      await page.fill('#order-mobile', '91234567');
      await page.locator('main form button[type="submit"]').click();
      await page.getByTestId('order-line').first().waitFor();
      await expectEveryChoice(await page.locator('main').textContent(), 'order tracking');
      await checkPage(page, 'order-tracking', viewport, SHOTS);

      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }
});

describe('a made-to-order design in the wishlist', () => {
  it('shows its choices and goes to the bag with them', async () => {
    const headers = await memberHeaders(api, MEMBER_EMAIL);
    const { customer } = await api<{ customer: { wishlists: Array<{ id: string }> } }>('{ customer { wishlists { id } } }', {}, headers);
    const design = {
      options: choose(ring, { material: '18k_white_gold', ring_size: '12', finishing: 'matte' }),
      diamond_identifier: stones[4].identifier,
      engraving: { word_content: '永恆', word_type: 'regular_script' },
    };
    const added = await api<{ addProductsToWishlist: { user_errors: unknown[] } }>(
      'mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }',
      { id: customer.wishlists[0].id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: design }] },
      headers,
    );
    expect(added.addProductsToWishlist.user_errors).toEqual([]);
    const { customerCart } = await api<{ customerCart: { id: string; items: Array<{ uid: string }> } }>('{ customerCart { id items { uid } } }', {}, headers);
    for (const item of customerCart.items) {
      await api('mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', { id: customerCart.id, uid: item.uid }, headers);
    }

    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await signIn(page, '/en-hk/wishlist');
    const item = page.locator('[data-testid="wishlist-item"][data-sku="CM1001"]');
    await item.getByTestId('line-choices').waitFor();
    for (const choice of ['18K White Gold', 'Size 12', 'Certificate', '“永恆” in', 'Ready in']) expect(await item.textContent(), choice).toContain(choice);
    expect(await item.locator('img').getAttribute('src')).toMatch(/^\/media\/custom-made\//);
    await checkPage(page, 'wishlist', 'phone', SHOTS);

    await item.getByTestId('wishlist-to-bag').click();
    await expect.poll(() => page.locator('[data-testid="wishlist-item"][data-sku="CM1001"]').count()).toBe(0);
    await page.goto(`${store.origin}/en-hk/cart`);
    await waitForHydration(page);
    const line = page.locator('[data-testid="cart-line"][data-sku="CM1001"]');
    await expect.poll(() => line.count()).toBe(1);
    for (const choice of ['18K White Gold', 'Size 12', 'Certificate', '“永恆” in']) expect(await line.textContent(), choice).toContain(choice);

    // The same bag and the checkout's "Your bag" in Traditional Chinese.
    await page.goto(`${store.origin}/tc-hk/cart`);
    await waitForHydration(page);
    const chineseLine = page.locator('[data-testid="cart-line"][data-sku="CM1001"]');
    for (const choice of ['18K白金', '12號', '證書', '「永恆」', '修改']) expect(await chineseLine.textContent(), choice).toContain(choice);
    await checkPage(page, 'bag-tc', 'phone', SHOTS);
    await page.goto(`${store.origin}/tc-hk/checkout`);
    await waitForHydration(page);
    const summary = (await page.locator('#checkout-summary-title').locator('..').textContent()) ?? '';
    for (const choice of ['戒指尺寸', '12號', '鑽石價格', '「永恆」']) expect(summary, choice).toContain(choice);
    await checkPage(page, 'checkout-tc', 'phone', SHOTS);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
