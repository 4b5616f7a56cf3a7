/**
 * Pieces shown as the shopper chose them, in a real browser: a ring's pictures follow the metal
 * colour chosen, with scripts and without (the options' GET form); an order with a made-to-order
 * piece and a ring in another colour reads "Being Made" with the day it is expected ready on the
 * order pages and order tracking, in tc-hk and en-hk, and pictures the ring in the colour bought;
 * on Malaysia, where the store header has no bag for a guest, the made-to-order header that offers
 * Add to bag leads to the bag. Axe on every page; no sideways overflow; pictures at 375 and
 * 1440 px under /tmp/pieces-shots when E2E_SCREENSHOTS=1.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration, type ViewportName } from './support/browser.ts';
import { placeDeliveryOrder } from './support/memberOrders.ts';
import { checkPage } from './support/pageChecks.ts';
import { startStore, type RunningStore } from './support/server.ts';
import { signInToAccount } from './support/session.ts';
import { memberHeaders, storeGraphql, type StoreGraphql } from './support/storeApi.ts';

const SHOTS = '/tmp/pieces-shots';
const MEMBER_EMAIL = 'mei.chan@example.com';

interface ColouredRing {
  sku: string;
  path: string;
  /** The product's own first picture. */
  productFile: string;
  /** A colour whose variants show another picture than the product's first, and one of its variants. */
  colour: { valueIndex: number; label: string; file: string; variantSku: string };
}

let store: RunningStore;
let browser: Browser;
let api: StoreGraphql;
let ring: ColouredRing;

/** A configurable ring sold in several metal colours, and a colour whose picture is not the product's first. */
async function colouredRing(): Promise<ColouredRing> {
  const { products } = await api<{
    products: {
      items: Array<{
        sku: string;
        url_key: string;
        url_suffix: string;
        media_gallery: Array<{ file: string; position: number }>;
        configurable_options?: Array<{ attribute_code: string; values: Array<{ value_index: number; label: string }> }>;
        variants?: Array<{ attributes: Array<{ code: string; value_index: number }>; product: { sku: string; stock_status: string; media_gallery: Array<{ file: string }> } }>;
      }>;
    };
  }>(`{ products(filter: { type_id: { eq: "configurable" } }, pageSize: 50) { items { sku url_key url_suffix media_gallery { file position }
      ... on ConfigurableProduct { configurable_options { attribute_code values { value_index label } } variants { attributes { code value_index } product { sku stock_status media_gallery { file } } } } } } }`);
  for (const product of products.items) {
    const colours = product.configurable_options?.find((option) => option.attribute_code === 'metal_colour');
    const productFile = [...product.media_gallery].sort((a, b) => a.position - b.position)[0]?.file;
    if (!colours || !productFile) continue;
    for (const value of colours.values) {
      const variant = product.variants?.find(
        (candidate) => candidate.product.stock_status === 'IN_STOCK' && candidate.attributes.some((attribute) => attribute.code === 'metal_colour' && attribute.value_index === value.value_index),
      );
      const file = variant?.product.media_gallery[0]?.file;
      if (variant && file && file !== productFile) {
        return { sku: product.sku, path: `/${product.url_key}${product.url_suffix}`, productFile, colour: { valueIndex: value.value_index, label: value.label, file, variantSku: variant.product.sku } };
      }
    }
  }
  throw new Error('no ring in several colours with pictures of its own');
}

const firstPicture = (page: Page) => page.locator('main ul[tabindex="0"] li img').first().getAttribute('src', { timeout: 30_000 });

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  api = storeGraphql(store.origin);
  ring = await colouredRing();
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

describe('a ring’s pictures', () => {
  it('follow the metal colour chosen, at once with scripts', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk${ring.path}`);
    await waitForHydration(page);
    expect(await firstPicture(page)).toContain(ring.productFile);
    await page.getByRole('radio', { name: ring.colour.label, exact: true }).check();
    await expect.poll(() => firstPicture(page)).toContain(ring.colour.file);
    await checkPage(page, 'ring-colour-chosen', 'desktop', SHOTS);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('follow the colour the options’ form sent, without scripts', async () => {
    const watched = await openPage(browser, 'phone', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk${ring.path}`, { waitUntil: 'domcontentloaded' });
    expect(await firstPicture(page)).toContain(ring.productFile);
    await page.getByRole('radio', { name: ring.colour.label, exact: true }).check();
    await Promise.all([page.waitForURL(`**metal_colour=${ring.colour.valueIndex}*`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Show price and stock' }).click()]);
    expect(await firstPicture(page)).toContain(ring.colour.file);
    await watched.close();
  });
});

describe('an order with a made-to-order piece', () => {
  let number = '';

  beforeAll(async () => {
    const headers = await memberHeaders(api, MEMBER_EMAIL);
    const { customerCart } = await api<{ customerCart: { id: string; items: Array<{ uid: string }> } }>('{ customerCart { id items { uid } } }', {}, headers);
    for (const item of customerCart.items) {
      await api('mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', { id: customerCart.id, uid: item.uid }, headers);
    }
    // A band made to order (no diamond to choose): the first value of each step it needs.
    const { customizerDesign } = await api<{ customizerDesign: { steps: Array<{ option_id: number; code: string; values: Array<{ value_id: number }> }> } }>(
      '{ customizerDesign(sku: "CM1004") { steps { option_id code values { value_id } } } }',
    );
    const options = customizerDesign.steps.filter((step) => ['material', 'ring_size', 'width'].includes(step.code)).map((step) => ({ option_id: step.option_id, value_id: step.values[0].value_id }));
    const added = await api<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id: customerCart.id, items: [{ sku: 'CM1004', quantity: 1, custom_made_options: { options } }, { sku: ring.colour.variantSku, parent_sku: ring.sku, quantity: 1 }] },
      headers,
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
    number = await placeDeliveryOrder(api, store.origin, headers);
  });

  const cases: Array<{ prefix: string; viewport: ViewportName; status: string; ready: RegExp }> = [
    { prefix: 'tc-hk', viewport: 'phone', status: '製作中', ready: /^工場製作中：預計 .+ 前完成$/ },
    { prefix: 'en-hk', viewport: 'desktop', status: 'Being Made', ready: /^Being made in our workshop: expected ready by .+$/ },
  ];
  for (const { prefix, viewport, status, ready } of cases) {
    it(`reads Being Made with the day it is expected ready, and shows the ring in the colour bought (${prefix}, ${viewport})`, async () => {
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await signInToAccount(page, store.origin, MEMBER_EMAIL, { prefix });
      await page.goto(`${store.origin}/${prefix}/order-history`);
      const card = page.locator(`[data-testid="order-card"][data-number="${number}"]`);
      expect(await card.getByTestId('ready-date').textContent()).toMatch(ready);
      await checkPage(page, `order-history-being-made-${prefix}`, viewport, SHOTS);

      await page.goto(`${store.origin}/${prefix}/order-history/${number}`);
      expect((await page.locator('main header').first().textContent()) ?? '').toContain(status);
      expect(await page.getByTestId('ready-date').textContent()).toMatch(ready);
      const pictures = await page.getByTestId('order-line').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      expect(pictures.some((src) => src.includes(ring.colour.file)), 'the ring in the colour bought').toBe(true);
      await checkPage(page, `order-being-made-${prefix}`, viewport, SHOTS);

      // Order tracking finds it by number and mobile, and says the same.
      await page.goto(`${store.origin}/${prefix}/orderTracking`);
      await waitForHydration(page);
      await page.fill('#order-number', number);
      await page.fill('#order-mobile', '91234567');
      await page.locator('main form button[type="submit"]').click();
      await page.getByTestId('order-line').first().waitFor();
      expect(await page.getByTestId('ready-date').textContent()).toMatch(ready);
      expect((await page.locator('main').textContent()) ?? '').toContain(status);
      const tracked = await page.getByTestId('order-line').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      expect(tracked.some((src) => src.includes(ring.colour.file)), 'the ring in the colour bought, on order tracking').toBe(true);
      await checkPage(page, `order-tracking-being-made-${prefix}`, viewport, SHOTS);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }
});

describe('the made-to-order header on Malaysia', () => {
  it('leads a guest to the bag the design page adds to, while the store header keeps none', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-my/customizer/design/CM1004`);
    await waitForHydration(page);
    expect(await page.getByTestId('design-add').count(), 'Add to bag').toBe(1);
    expect(await page.getByRole('banner').locator('a[href="/en-my/cart"]').count(), 'the way to the bag').toBe(1);
    await checkPage(page, 'customizer-design-en-my', 'phone', SHOTS);

    await page.goto(`${store.origin}/en-my/${ring.path.slice(1)}`);
    expect(await page.getByRole('banner').locator('a[href="/en-my/cart"]').count(), 'the store header (spec 000 §2 Layout)').toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });
});
