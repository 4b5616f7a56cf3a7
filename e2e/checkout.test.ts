/**
 * The checkout in a real browser against the real server: a guest buys with home delivery and a
 * card (en-hk), picks up in store and pays with the WeChat Pay wallet (tc-hk), the wallet declines
 * (the order is cancelled, its piece back in stock and back in the bag), a declined card keeps the bag; axe on the
 * steps, the dataLayer events, and screenshots of the steps at phone and desktop widths in three
 * store views (under /tmp/checkout-shots, outside the repository).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage, waitForHydration, type ViewportName, type WatchedPage, savePicture } from './support/browser.ts';
import { APPROVED_CARD, CARD_READY_FORM, continueToPayment, DECLINED_CARD, fillHomeDelivery, payByCard } from './support/checkoutSteps.ts';
import { storeGraphql } from './support/storeApi.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/checkout-shots';
/** The order summary beside the steps (the promo bar is an aside too). */
const SUMMARY = 'aside[aria-labelledby="checkout-summary-title"]';

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const api = <T>(storeCode: string, query: string, variables: Record<string, unknown> = {}) => storeGraphql(store.origin, storeCode)<T>(query, variables);

interface StockedProduct {
  sku: string;
  name: string;
  only_x_left_in_stock: number | null;
}

/** Gold pieces in stock; `used` keeps each test on its own piece, so stock counts stay its own. */
const used = new Set<string>();
async function goldProduct(storeCode: string, { lowStock = false } = {}): Promise<StockedProduct> {
  const { products } = await api<{ products: { items: Array<StockedProduct & { __typename: string; stock_status: string }> } }>(
    storeCode,
    `{ products(search: "gold", pageSize: 60) { items { __typename sku name stock_status only_x_left_in_stock } } }`,
  );
  const product = products.items.find(
    (item) =>
      item.__typename === 'CalculationGoldProduct' &&
      item.stock_status === 'IN_STOCK' &&
      !used.has(item.sku) &&
      (lowStock ? (item.only_x_left_in_stock ?? 0) >= 2 : item.only_x_left_in_stock === null),
  );
  if (!product) throw new Error('no gold product in stock');
  used.add(product.sku);
  return product;
}

async function stockOf(storeCode: string, sku: string): Promise<number | null> {
  const { products } = await api<{ products: { items: Array<{ only_x_left_in_stock: number | null }> } }>(
    storeCode,
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { only_x_left_in_stock } } }`,
    { sku },
  );
  return products.items[0]?.only_x_left_in_stock ?? null;
}

/** A bag with one piece, given to the browser as the shopper's cart cookie. */
async function shopperWithBag(storeCode: string, website: string, sku: string, viewport: ViewportName = 'desktop'): Promise<WatchedPage> {
  const { createCart: cartId } = await api<{ createCart: string }>(storeCode, 'mutation { createCart }');
  await api(
    storeCode,
    `mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
    { cartId, sku },
  );
  const watched = await openPage(browser, viewport);
  await watched.context.addCookies([{ name: `cart_id_${website}`, value: cartId, url: store.origin }]);
  return watched;
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${store.origin}${path}`);
  expect(response?.status(), `status of ${path}`).toBeLessThan(400);
  await waitForHydration(page);
}

const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event).filter(Boolean));

async function fillStorePickup(page: Page, email: string): Promise<void> {
  await page.fill('#checkout-email', email);
  await page.check('input[name="delivery"][value="pickup"]');
  await page.selectOption('#checkout-pickupStore', { index: 1 });
  await page.fill('#checkout-firstname', '大文');
  await page.fill('#checkout-lastname', '陳');
  await page.fill('#checkout-telephone', '6123 4567');
  // The billing address takes the collector's name and phone: only its place is asked.
  await expect(page.locator('#checkout-billing_firstname').isVisible()).resolves.toBe(false);
  await expect(page.locator('#checkout-billing_telephone').isVisible()).resolves.toBe(false);
  await page.fill('#checkout-billing_street1', '九龍彌敦道 100 號 8 樓');
  await page.selectOption('#checkout-billing_region', 'HK-KLN');
}

/**
 * The payer's phone answers the sandbox wallet page the QR code names: the form post its Pay or
 * Decline button sends. The phone is another device, so the test speaks HTTP for it rather than
 * opening a second page; the checkout tab under test polls for the answer.
 */
async function answerWallet(page: Page, answer: 'pay' | 'decline'): Promise<void> {
  const walletUrl = await page.getAttribute('a[href*="/payment-sandbox/wallet/"]', 'href');
  expect(walletUrl).toBeTruthy();
  // The QR code carries the store's public address; the test store listens on a port of its own.
  const { pathname, search } = new URL(walletUrl!, store.origin);
  const walletPage = await fetch(`${store.origin}${pathname}${search}`);
  expect(walletPage.status).toBe(200);
  const form = new RegExp(`<form method="post" action="([^"]+/${answer})"><input type="hidden" name="token" value="([^"]+)"><input type="hidden" name="lang" value="([^"]+)">`).exec(
    await walletPage.text(),
  );
  expect(form, `the wallet page offers ${answer}`).not.toBeNull();
  const [, action, token, lang] = form!;
  const answered = await fetch(`${store.origin}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, lang }),
    redirect: 'manual',
  });
  expect(answered.status).toBe(303);
}

describe('checkout', () => {
  it('a guest buys a gold piece with home delivery in en-hk, paying by card, and sees the receipt', async () => {
    const product = await goldProduct('tsl_en');
    const watched = await shopperWithBag('tsl_en', 'base', product.sku);
    const { page } = watched;
    await open(page, '/en-hk/checkout');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Checkout');
    await expect.poll(() => page.locator(SUMMARY).textContent()).toContain(product.name);
    await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'begin_checkout'));
    await expect.poll(() => page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    // Checkout's own header: logo, secure checkout, help and the way back to the bag; no search or menu.
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByText('Secure checkout').isVisible()).toBe(true);
    await expect.poll(() => header.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/en-hk/contact-us');
    await expect.poll(() => header.getByRole('link', { name: 'Back to bag' }).getAttribute('href')).toBe('/en-hk/cart');
    expect(await header.getByRole('combobox').count(), 'no search on checkout').toBe(0);

    await fillHomeDelivery(page, 'guest.card@example.com');
    await continueToPayment(page);
    await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'add_shipping_info'));
    // The expiry waits for the shopper's choice instead of offering a date that may be past.
    await expect.poll(() => page.locator('#card-month').inputValue()).toBe('');
    await expect.poll(() => page.locator('#card-year').inputValue()).toBe('');
    await expect(page.locator('#card-year option:not([value=""])').first().getAttribute('value')).resolves.toBe(String(new Date().getUTCFullYear()));
    await payByCard(page, APPROVED_CARD);
    await expect.poll(() => page.locator('form:has(button[value="placeOrder"]) p').first().textContent()).toBe('Visa card ending 1111');
    await page.click('button[value="placeOrder"]');
    await page.waitForURL(/\/en-hk\/checkout\/success\/?$/);
    await waitForHydration(page);

    await expect.poll(() => page.locator('h1').textContent()).toBe('Thank you for your order');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Back to bag' }).count(), 'paid: no way back to the bag').toBe(0);
    const receipt = (await page.locator('#receipt-title').textContent()) ?? '';
    expect(receipt).toMatch(/Order number \S+/);
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain(product.name);
    expect(body).toContain('Queen’s Road Central');
    // The brand reads as the payment step wrote it.
    expect(body).toContain('Visa card ending 1111');
    const createAccount = await page.getAttribute('a[href*="/create-account?"]', 'href');
    expect(new URL(createAccount!, store.origin).searchParams.get('email')).toBe('guest.card@example.com');
    expect(new URL(createAccount!, store.origin).searchParams.get('firstName')).toBe('Tai Man');
    expect(new URL(createAccount!, store.origin).searchParams.get('lastName')).toBe('Chan');
    await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'purchase'));
    await expect.poll(() => events(page)).toContain('purchase');
    const purchase = await page.evaluate(
      () => (window.dataLayer ?? []).find((entry) => entry.event === 'purchase') as { ecommerce: { transaction_id: string; items: unknown[] } },
    );
    expect(receipt).toContain(purchase.ecommerce.transaction_id);
    expect(purchase.ecommerce.items).toHaveLength(1);

    // The bag is a new, empty one.
    await open(page, '/en-hk/checkout');
    await expect.poll(() => page.locator(SUMMARY).count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('a guest picks up in store in tc-hk and pays with the wallet', async () => {
    const product = await goldProduct('tsl_tc');
    const watched = await shopperWithBag('tsl_tc', 'base', product.sku);
    const { page } = watched;
    await open(page, '/tc-hk/checkout');
    // Chinese asks the family name first.
    await expect(page.locator('#checkout-lastname, #checkout-firstname').evaluateAll((inputs) => inputs.map((input) => input.id))).resolves.toEqual([
      'checkout-lastname',
      'checkout-firstname',
    ]);
    await fillStorePickup(page, 'guest.wallet@example.com');
    await continueToPayment(page);
    // The name is written as the store view writes names, the phone with its country code.
    await expect.poll(() => page.locator('dt:has-text("收件人") + dd').textContent()).toBe('陳大文, +852 6123 4567');
    await expect.poll(() => page.locator('dt:has-text("帳單地址") + dd').textContent()).toContain('陳大文');
    await page.click('form:has(input[value="wechat_pay"]) button[value="placeOrder"]');
    await page.waitForURL(/\/tc-hk\/checkout\/payment\/wechat_pay\/?\?order=/);
    await waitForHydration(page);
    await expect.poll(() => page.locator('svg').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/應付金額：HK\$/);
    await expect.poll(() => events(page)).toContain('add_payment_info');

    await answerWallet(page, 'pay');
    await page.waitForURL(/\/tc-hk\/checkout\/success\/?$/, { timeout: 30_000 });
    // The address changes as the navigation starts; the receipt follows when its data is in.
    await page.locator('h1', { hasText: '感謝您的訂購' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('取貨門市');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('a wallet payment declined cancels the order and puts the piece back in stock', async () => {
    const product = await goldProduct('tsl_tc', { lowStock: true });
    const before = await stockOf('tsl_tc', product.sku);
    const watched = await shopperWithBag('tsl_tc', 'base', product.sku);
    const { page } = watched;
    await open(page, '/tc-hk/checkout');
    await fillStorePickup(page, 'guest.declined@example.com');
    await continueToPayment(page);
    await page.click('form:has(input[value="wechat_pay"]) button[value="placeOrder"]');
    await page.waitForURL(/wechat_pay/);
    await waitForHydration(page);
    await expect.poll(() => stockOf('tsl_tc', product.sku)).toBe((before ?? 0) - 1);

    await answerWallet(page, 'decline');
    await page.waitForURL(/\/tc-hk\/checkout\/failure\/?$/, { timeout: 30_000 });
    await page.locator('main', { hasText: '訂單已取消' }).waitFor();
    await expect.poll(() => stockOf('tsl_tc', product.sku)).toBe(before);

    // Back to the bag: the piece is there again, to be paid once more.
    await page.getByRole('button', { name: '返回購物袋' }).click();
    await page.waitForURL(/\/tc-hk\/cart\/?$/);
    await page.locator('main').getByText(product.name).first().waitFor();
    await expect.poll(() => page.getByRole('banner').getByTestId('cart-count').filter({ visible: true }).first().textContent()).toBe('1');
    expect(await stockOf('tsl_tc', product.sku)).toBe(before);
    await watched.close();
  });

  it('a declined card shows the error and keeps the bag', async () => {
    const product = await goldProduct('tsl_en');
    const watched = await shopperWithBag('tsl_en', 'base', product.sku);
    const { page } = watched;
    await open(page, '/en-hk/checkout');
    await fillHomeDelivery(page, 'guest.declined.card@example.com');
    await continueToPayment(page);
    await payByCard(page, DECLINED_CARD);
    if (await page.locator(CARD_READY_FORM).count()) {
      // The gateway gave a nonce; the decline comes when the order is paid.
      await page.locator(`${CARD_READY_FORM} button[value="placeOrder"]`).click();
    }
    await expect.poll(() => page.locator('[role="alert"]').first().textContent()).toBeTruthy();
    expect(new URL(page.url()).pathname).toMatch(/^\/en-hk\/checkout\/?$/);
    await expect.poll(() => page.locator(SUMMARY).textContent()).toContain(product.name);
    await watched.close();
  });

  it("says a card's problem in the shopper's language, keeps the card out of the URL, and says nothing a link writes", async () => {
    const product = await goldProduct('tsl_tc');
    const watched = await shopperWithBag('tsl_tc', 'base', product.sku);
    const { page } = watched;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    // A link that tries to make the store ask for card details in red is drawn as if it had no such query.
    const phishing = '請致電 +852 0000 0000 提供你的信用卡號碼';
    await open(page, '/tc-hk/checkout');
    await fillHomeDelivery(page, 'guest.card.error@example.com');
    await continueToPayment(page);
    await open(page, `/tc-hk/checkout/?step=payment&card_error=${encodeURIComponent(phishing)}`);
    await page.waitForSelector('#card-number');
    expect(await page.locator('main').textContent()).not.toContain(phishing);
    expect(await page.locator('#checkout-card-error').count()).toBe(0);

    // A number the gateway refuses comes back as the field's code, said in Traditional Chinese.
    await payByCard(page, '4111 1111 1111 1112', '陳大文');
    await expect.poll(() => page.locator('#checkout-card-error').textContent()).toBe('請輸入有效的信用卡號碼');
    await payByCard(page, APPROVED_CARD, '陳大文');
    await expect.poll(() => page.locator(`${CARD_READY_FORM} p`).first().textContent()).toMatch(/卡，尾號 1111$/);
    // The gateway's answer went through the store into the session: no page the shopper saw carried it.
    expect(new URL(page.url()).search).toBe('?step=payment');
    for (const url of visited) expect(url, url).not.toMatch(/nonce|card_last4|card_brand|tokencc/);
    await watched.close();
  });

  it('on a phone, says the order total beside each button that places the order', async () => {
    const product = await goldProduct('tsl_en');
    const watched = await shopperWithBag('tsl_en', 'base', product.sku, 'phone');
    const { page } = watched;
    await open(page, '/en-hk/checkout');
    await fillHomeDelivery(page, 'guest.total@example.com');
    await continueToPayment(page);
    const grandTotal = (await page.locator(`${SUMMARY} dl > div:last-child dd`).textContent()) ?? '';
    expect(grandTotal).toMatch(/^HK\$[\d,.]+$/);

    const besideButton = async (form: string) => {
      const button = page.locator(`${form} button[value="placeOrder"]`);
      const total = page.locator(`${form} [data-testid="place-order-total"]`);
      await expect.poll(() => total.textContent()).toBe(`Total ${grandTotal}`);
      const [buttonBox, totalBox] = await Promise.all([button.boundingBox(), total.boundingBox()]);
      // Beside the button or just above it, long before the summary further down the page.
      expect(Math.abs(buttonBox!.y - totalBox!.y)).toBeLessThan(80);
    };
    await besideButton('form:has(input[value="wechat_pay"])');
    await payByCard(page, APPROVED_CARD);
    await besideButton(CARD_READY_FORM);
    const summaryBox = await page.locator(SUMMARY).boundingBox();
    const buttonBox = await page.locator(`${CARD_READY_FORM} button[value="placeOrder"]`).boundingBox();
    expect(summaryBox!.y).toBeGreaterThan(buttonBox!.y);
    await savePicture(page, `${SHOTS}/en-hk-phone-place-order-total.png`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await watched.close();
  });

  it('refuses a form without an HTTP error in the browser console', async () => {
    const product = await goldProduct('tsl_en');
    const watched = await shopperWithBag('tsl_en', 'base', product.sku, 'phone');
    const { page } = watched;
    // Every console error, including the failed loads the watched page leaves out.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await open(page, '/en-hk/checkout');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.click('button[value="shipping"]');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.locator('#checkout-email-error').textContent()).toBe('Missing required information: email');
    expect(consoleErrors).toEqual([]);
    await watched.close();
  });

  it('passes axe on both steps, and says what to fix next to each field', async () => {
    const product = await goldProduct('tsl_en');
    const watched = await shopperWithBag('tsl_en', 'base', product.sku, 'phone');
    const { page } = watched;
    await open(page, '/en-hk/checkout');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.click('button[value="shipping"]');
    await page.waitForSelector('#checkout-error-title');
    // Focus moves to the summary of what to fix; each refused field names its reason.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-labelledby') === 'checkout-error-title');
    await expect.poll(() => page.getAttribute('#checkout-email', 'aria-describedby')).toContain('checkout-email-error');
    await expect.poll(() => page.locator('#checkout-email-error').textContent()).toBe('Missing required information: email');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await fillHomeDelivery(page, 'guest.axe@example.com');
    await continueToPayment(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await watched.close();
  });

  it('works without JavaScript: the shipping step posts to the route', async () => {
    const product = await goldProduct('tsl_en');
    const { createCart: cartId } = await api<{ createCart: string }>('tsl_en', 'mutation { createCart }');
    await api(
      'tsl_en',
      `mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      { cartId, sku: product.sku },
    );
    const watched = await openPage(browser, 'desktop', { javaScript: false });
    await watched.context.addCookies([{ name: 'cart_id_base', value: cartId, url: store.origin }]);
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/checkout`);
    await fillHomeDelivery(page, 'guest.nojs@example.com');
    await continueToPayment(page);
    await expect.poll(() => page.locator('main').textContent()).toContain('guest.nojs@example.com');
    await watched.close();
  });
});

describe('checkout screenshots', () => {
  const views = [
    { prefix: 'en-hk', store: 'tsl_en', website: 'base' },
    { prefix: 'tc-hk', store: 'tsl_tc', website: 'base' },
    { prefix: 'sc-mo', store: 'tsl_mo_sc', website: 'mo' },
  ];
  for (const view of views) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`draws the steps and the receipt in ${view.prefix} at ${viewport} width`, async () => {
        const product = await goldProduct(view.store);
        const watched = await shopperWithBag(view.store, view.website, product.sku, viewport);
        const { page } = watched;
        const shot = (name: string) => savePicture(page, `${SHOTS}/${view.prefix}-${viewport}-${name}.png`, true);
        await open(page, `/${view.prefix}/checkout`);
        await shot('1-shipping');
        await page.click('button[value="shipping"]');
        await page.waitForSelector('#checkout-error-title');
        await shot('2-shipping-errors');
        await page.fill('#checkout-email', `shots.${view.prefix}.${viewport}@example.com`);
        await page.fill('#checkout-firstname', 'Mei');
        await page.fill('#checkout-lastname', 'Wong');
        await page.fill('#checkout-telephone', view.website === 'mo' ? '6612 3456' : '9123 4567');
        await page.fill('#checkout-street1', '18 Avenida de Almeida Ribeiro');
        await page.selectOption('#checkout-region', { index: 1 });
        await continueToPayment(page);
        await shot('3-payment');
        await payByCard(page, APPROVED_CARD);
        await shot('4-card-ready');
        await page.click(`${CARD_READY_FORM} button[value="placeOrder"]`);
        await page.waitForURL(/checkout\/success/);
        await waitForHydration(page);
        await shot('5-success');
        await watched.close();
      });
    }
  }
});
