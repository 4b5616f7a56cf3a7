import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order {
  order_number status access_key grand_total { minor_units currency }
  payment { state method_code card_brand card_last4 wallet { qr_payload amount { minor_units currency } expires_at } }
} } }`;
const CHECK = 'query($n: String!, $k: String!) { checkOrder(order_number: $n, access_key: $k) { order_number status payment_state grand_total { minor_units } } }';
const NOTIFY = '/rest/V1/payments/wechat_pay/notify';

interface PlacedOrder {
  order_number: string;
  status: string;
  access_key: string;
  grand_total: { minor_units: number; currency: string };
  payment: {
    state: string;
    method_code: string;
    card_brand: string | null;
    card_last4: string | null;
    wallet: { qr_payload: string; amount: { minor_units: number; currency: string }; expires_at: string } | null;
  };
}

describe('paying for orders', () => {
  let testApp: TestApp;
  let hkWebsite: number;
  let sku: string;
  let pickupShop: string;
  const futureYear = String(new Date().getFullYear() + 2);

  const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown>, store = 'tsl_en') => testApp.graphql<T>(query, variables, { store });

  const postJson = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  const postForm = (url: string, fields: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  async function nonceFor(number: string): Promise<string> {
    const answer = await postJson('/payment-sandbox/v1/nonces', { number, expiry_month: '12', expiry_year: futureYear, cvv: '123', name: 'Mei Chan' });
    expect(answer.statusCode).toBe(200);
    return answer.json().nonce;
  }

  /** A guest cart with one piece, ready to pay: delivered home, or collected at a shop. */
  async function readyCart(options: { store?: string; pickup?: boolean; quantity?: number } = {}): Promise<string> {
    const store = options.store ?? 'tsl_en';
    const id = (await run<{ createCart: string }>('mutation { createCart }', {}, store)).data!.createCart;
    const added = await run('mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }', { id, sku, q: options.quantity ?? 1 }, store);
    expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id }, store);
    const shipping = options.pickup ? { address: { ...ADDRESS, street: [], city: '' }, pickup_location_code: pickupShop } : { address: ADDRESS };
    const set = await run('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', { id, s: shipping }, store);
    expect(set.errors).toBeUndefined();
    const [carrier, method] = options.pickup ? ['instore', 'pickup'] : ['flatrate', 'flatrate'];
    await run(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "${carrier}", method_code: "${method}" }] }) { cart { id } } }`, { id }, store);
    if (options.pickup) await run('mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }', { id, a: ADDRESS }, store);
    return id;
  }

  /** The delivery fields of readyCart on a cart that already holds its pieces. */
  async function readyCartFields(id: string) {
    await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id });
    await run('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', { id, s: { address: ADDRESS } });
    await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
  }

  async function payBy(id: string, code: string, nonce?: string, store = 'tsl_en') {
    const payment = nonce ? { code, braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false } } : { code };
    return run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { selected_payment_method { code } } } }', { id, p: payment }, store);
  }

  async function place(id: string, store = 'tsl_en') {
    return run<{ placeOrder: { order: PlacedOrder } }>(PLACE, { id }, store);
  }

  async function stock(): Promise<number> {
    const [row] = await queryRows<{ quantity: number }>(testApp, sql`select s.quantity from product_stock s join products p on p.id = s.product_id where p.sku = ${sku} and s.website_id = ${hkWebsite}`);
    return Number(row.quantity);
  }

  async function orderRow(number: string) {
    const [row] = await queryRows<{ status: string; state: string; history: string[] }>(
      testApp,
      sql`select o.status, p.state, array(select h.status || ':' || h.actor from order_status_history h where h.order_id = o.id order by h.id) as history
          from orders o join payments p on p.order_id = o.id where o.number = ${number}`,
    );
    return row;
  }

  /** The wallet page's form token, read from the page as the shopper's browser would. */
  async function walletForm(paymentUrl: string, lang = 'en'): Promise<{ path: string; token: string; html: string }> {
    const url = new URL(paymentUrl);
    const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}?lang=${lang}` });
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { path: url.pathname, token, html: page.body };
  }

  function signed(body: string): Record<string, string> {
    return { 'x-sandbox-signature': createHmac('sha256', testApp.config.payments.sandboxSecret).update(body).digest('hex') };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    [{ id: hkWebsite }] = await queryRows<{ id: number }>(testApp, sql`select id from websites where code = 'base'`);
    [{ sku }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hkWebsite}
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity >= 20 order by p.sku limit 1`,
    );
    [{ code: pickupShop }] = await queryRows<{ code: string }>(
      testApp,
      sql`select code from store_locations where website_id = ${hkWebsite} and 'pickup' = any(services) and is_active order by sort_order, id limit 1`,
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('issue card nonces from the sandbox card form, checking the card, as JSON and as a form that returns to the store', async () => {
    const json = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: 12, expiry_year: futureYear, cvv: '123', name: 'Mei Chan' });
    expect(json.json()).toMatchObject({ nonce: expect.stringMatching(/^tokencc_sb_/), card_brand: 'visa', card_last4: '1111' });

    const badLuhn = await postJson('/payment-sandbox/v1/nonces', { number: '4111 1111 1111 1112', expiry_month: '12', expiry_year: futureYear, cvv: '123', name: 'Mei' }, { store: 'tsl_tc' });
    expect(badLuhn.statusCode).toBe(422);
    expect(badLuhn.json()).toEqual({ error: '請輸入有效的信用卡號碼' });
    const expired = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: '01', expiry_year: '2020', cvv: '123', name: 'Mei' });
    expect(expired.json()).toEqual({ error: 'The expiry date is not valid or has passed' });
    const noCvv = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: '12', expiry_year: futureYear, cvv: '', name: 'Mei' }, { store: 'tsl_sc' });
    expect(noCvv.json()).toEqual({ error: '请输入 3 或 4 位数字的安全码' });
    // A field left out of the request is named, not read as a bad card number.
    const noName = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: '12', expiry_year: futureYear, cvv: '123' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual({ error: 'Enter the name on the card' });
    const noExpiry = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, cvv: '123', name: 'Mei' }, { store: 'tsl_tc' });
    expect(noExpiry.json()).toEqual({ error: '到期日無效或已過期' });
    const noCvvField = await postJson('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: '12', expiry_year: futureYear, name: 'Mei' });
    expect(noCvvField.json()).toEqual({ error: 'Enter the 3 or 4 digit security code' });
    expect((await postJson('/payment-sandbox/v1/nonces', 'not json')).statusCode).toBe(422);

    const form = await postForm('/payment-sandbox/v1/nonces', {
      number: APPROVED_CARD,
      expiry_month: '12',
      expiry_year: futureYear,
      cvv: '123',
      name: 'Mei Chan',
      return_url: '/en-hk/checkout?step=payment',
    });
    expect(form.statusCode).toBe(303);
    const back = new URL(form.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/en-hk/checkout');
    expect(back.searchParams.get('step')).toBe('payment');
    expect(back.searchParams.get('nonce')).toMatch(/^tokencc_sb_/);
    expect(back.searchParams.get('card_last4')).toBe('1111');

    const refused = await postForm('/payment-sandbox/v1/nonces', { number: '1234', expiry_month: '12', expiry_year: futureYear, cvv: '123', name: 'Mei', return_url: '/tc-hk/checkout', lang: 'tc' });
    expect(refused.statusCode).toBe(303);
    expect(new URL(refused.headers.location as string, 'http://localhost').searchParams.get('card_error')).toBe('number');
    for (const elsewhere of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example']) {
      const answer = await postForm('/payment-sandbox/v1/nonces', { number: APPROVED_CARD, expiry_month: '12', expiry_year: futureYear, cvv: '123', name: 'Mei', return_url: elsewhere });
      expect(answer.statusCode, elsewhere).toBe(422);
    }
  });

  it('take the card as the order is placed: processing and paid, a key to check the order, and the confirmation mail', async () => {
    const before = await stock();
    const id = await readyCart();
    expect((await payBy(id, 'card', await nonceFor(APPROVED_CARD))).errors).toBeUndefined();
    const placed = await place(id);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    expect(order).toMatchObject({ status: 'processing', payment: { state: 'paid', method_code: 'card', card_brand: 'visa', card_last4: '1111', wallet: null } });
    expect(order.access_key.length).toBeGreaterThanOrEqual(32);
    expect(await stock()).toBe(before - 1);
    expect((await orderRow(order.order_number)).history).toEqual(['pending:customer', 'processing:gateway']);

    const checked = await run(CHECK, { n: order.order_number, k: order.access_key });
    expect(checked.data!.checkOrder).toEqual({ order_number: order.order_number, status: 'processing', payment_state: 'paid', grand_total: { minor_units: order.grand_total.minor_units } });
    for (const [number, key] of [
      // The key with its last character changed (to another one: a key may end in x).
      [order.order_number, `${order.access_key.slice(0, -1)}${order.access_key.endsWith('x') ? 'y' : 'x'}`],
      [order.order_number, ''],
      ['HK99999999', order.access_key],
    ]) {
      const wrong = await run(CHECK, { n: number, k: key });
      expect(wrong.data!.checkOrder).toBeNull();
      expect(wrong.errors![0]).toMatchObject({ message: 'Order not found', extensions: { category: 'graphql-no-such-entity' } });
    }

    const [mail] = await queryRows<{ kind: string; locale: string; subject: string }>(
      testApp,
      sql`select m.kind, m.locale, m.subject from outbox m join orders o on o.id = m.order_id where o.number = ${order.order_number}`,
    );
    expect(mail).toEqual({ kind: 'order_confirmation', locale: 'en', subject: `Your order ${order.order_number} is confirmed` });
  });

  it('refuse a declined card with no order left, the stock back and the cart ready to pay again', async () => {
    const before = await stock();
    const id = await readyCart();
    await payBy(id, 'card', await nonceFor(DECLINED_CARD));
    const declined = await place(id);
    expect(declined.errors![0]).toMatchObject({
      message: 'Your payment could not be taken. Please try again or use a different payment method.',
      extensions: { category: 'graphql-input' },
    });
    expect(await stock()).toBe(before);
    const [{ count }] = await queryRows<{ count: number }>(testApp, sql`select count(*)::int as count from orders o join carts c on c.id = o.cart_id where c.masked_id = ${id}`);
    expect(count).toBe(0);
    const cart = await run('query($id: String!) { cart(cart_id: $id) { total_quantity selected_payment_method { code } } }', { id });
    expect(cart.data!.cart).toEqual({ total_quantity: 1, selected_payment_method: { code: 'card' } });

    // The same cart, paid with another card, goes through.
    await payBy(id, 'card', await nonceFor(APPROVED_CARD));
    const placed = await place(id);
    expect(placed.data!.placeOrder.order.status).toBe('processing');
    expect(await stock()).toBe(before - 1);
  });

  it('refuse a card order with no nonce, an unknown nonce or a nonce already used, keeping the cart', async () => {
    const id = await readyCart();
    await payBy(id, 'card');
    expect((await place(id)).errors![0].message).toBe('Enter your card details to pay by card.');
    await payBy(id, 'card', 'tokencc_sb_made_up');
    expect((await place(id)).errors![0].message).toBe('Your card details have expired or were already used. Enter them again.');

    const used = await nonceFor(APPROVED_CARD);
    const first = await readyCart();
    await payBy(first, 'card', used);
    expect((await place(first)).data!.placeOrder.order.status).toBe('processing');
    await payBy(id, 'card', used, 'tsl_tc');
    expect((await place(id, 'tsl_tc')).errors![0].message).toBe('信用卡資料已過期或已使用，請重新輸入。');

    const expiredNonce = await nonceFor(APPROVED_CARD);
    await testApp.database.db.execute(sql`update payment_sandbox_nonces set expires_at = now() - interval '1 minute' where nonce = ${expiredNonce}`);
    await payBy(id, 'card', expiredNonce);
    expect((await place(id)).errors![0].message).toBe('Your card details have expired or were already used. Enter them again.');
    expect(await testApp.app.commerce.sandboxGateway.forgetExpiredNonces()).toBeGreaterThanOrEqual(1);
    const [{ left }] = await queryRows<{ left: number }>(testApp, sql`select count(*)::int as left from payment_sandbox_nonces where nonce = ${expiredNonce}`);
    expect(left).toBe(0);
    expect((await payBy(id, 'wechat_pay', 'tokencc_sb_x')).errors![0].message).toBe('Card details can be given only with the card payment method.');
    expect((await run('query($id: String!) { cart(cart_id: $id) { total_quantity } }', { id })).data!.cart.total_quantity).toBe(1);
  });

  it('leave a WeChat Pay order pending with its wallet payment, show the wallet page in three languages, and mark it paid when the notification says so', async () => {
    const id = await readyCart({ store: 'tsl_tc' });
    await payBy(id, 'wechat_pay', undefined, 'tsl_tc');
    const order = (await place(id, 'tsl_tc')).data!.placeOrder.order;
    expect(order).toMatchObject({ status: 'pending', payment: { state: 'pending', method_code: 'wechat_pay', wallet: { amount: order.grand_total } } });
    const wallet = order.payment.wallet!;
    expect(wallet.qr_payload).toMatch(/^http:\/\/localhost:3000\/payment-sandbox\/wallet\/pay_/);
    expect(new Date(wallet.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const pages = {
      en: await walletForm(wallet.qr_payload, 'en'),
      tc: await walletForm(wallet.qr_payload, 'tc'),
      sc: await walletForm(wallet.qr_payload, 'sc'),
    };
    expect(pages.en.html).toContain('<html lang="en-HK">');
    expect(pages.en.html).toContain(order.order_number);
    expect(pages.en.html).toContain('>Pay</button>');
    expect(pages.tc.html).toContain('<html lang="zh-Hant-HK">');
    expect(pages.tc.html).toContain('>拒絕</button>');
    expect(pages.sc.html).toContain('>拒绝</button>');
    expect(pages.en.html).not.toContain('<script');
    const page = await testApp.app.inject({ method: 'GET', url: pages.en.path });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect((await testApp.app.inject({ method: 'GET', url: '/payment-sandbox/wallet/pay_nothing?lang=sc' })).body).toBe('找不到此付款');

    expect((await postForm(`${pages.en.path}/pay`, { token: 'forged', lang: 'en' })).statusCode).toBe(403);
    expect((await run(CHECK, { n: order.order_number, k: order.access_key })).data!.checkOrder.status).toBe('pending');

    const paid = await postForm(`${pages.en.path}/pay`, { token: pages.en.token, lang: 'tc' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${pages.en.path}?lang=tc`);
    expect((await run(CHECK, { n: order.order_number, k: order.access_key })).data!.checkOrder).toMatchObject({ status: 'processing', payment_state: 'paid' });
    expect((await orderRow(order.order_number)).history).toEqual(['pending:customer', 'processing:gateway']);
    expect((await walletForm(wallet.qr_payload, 'tc')).html).toContain('已付款');

    // The confirmation goes out in the language of the store view the order was placed in.
    const delivered = await testApp.app.commerce.mail.deliver();
    expect(delivered).toBeGreaterThan(0);
    const mailbox = testApp.config.mail.mailboxDir;
    const files = readdirSync(mailbox).filter((file) => file.endsWith('.eml'));
    // The confirmation is multipart (text and HTML): each part's base64 body is read.
    const partsOf = (text: string) => text.split('\r\n\r\n').slice(1).map((chunk) => Buffer.from(chunk.split('\r\n--')[0].replace(/\r\n/g, ''), 'base64').toString('utf8'));
    const eml = files.map((file) => readFileSync(path.join(mailbox, file), 'utf8')).find((text) => partsOf(text).some((part) => part.includes(order.order_number)))!;
    expect(eml).toBeDefined();
    const subject = /^Subject: (.*(?:\r\n .*)*)/m.exec(eml)![1];
    const decoded = [...subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)].map((word) => Buffer.from(word[1], 'base64').toString('utf8')).join('');
    expect(decoded).toBe(`您的訂單 ${order.order_number} 已確認`);
    expect(eml).toMatch(/^From: .+\r\nTo: mei@example\.com\r\n/);
    expect(eml).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(await testApp.app.commerce.mail.unsentCount()).toBe(0);
  });

  it('cancel a WeChat Pay order refused in the wallet and put its stock back', async () => {
    const before = await stock();
    const id = await readyCart();
    await payBy(id, 'wechat_pay');
    const order = (await place(id)).data!.placeOrder.order;
    expect(await stock()).toBe(before - 1);
    const form = await walletForm(order.payment.wallet!.qr_payload);
    expect((await postForm(`${form.path}/decline`, { token: form.token, lang: 'en' })).statusCode).toBe(303);
    expect((await run(CHECK, { n: order.order_number, k: order.access_key })).data!.checkOrder).toMatchObject({ status: 'canceled', payment_state: 'declined' });
    expect(await stock()).toBe(before);
    expect((await orderRow(order.order_number)).history).toEqual(['pending:customer', 'canceled:gateway']);
  });

  it('put the pieces of a declined or abandoned WeChat Pay order back in the bag to pay again, never those of a paid order', async () => {
    const RESTORE = 'mutation($n: String!, $k: String!, $c: String!) { restoreCartOfOrder(order_number: $n, access_key: $k, cart_id: $c) { cart { total_quantity items { quantity product { sku } } } } }';
    const before = await stock();
    const id = await readyCart({ quantity: 2 });
    await payBy(id, 'wechat_pay');
    const declined = (await place(id)).data!.placeOrder.order;
    const form = await walletForm(declined.payment.wallet!.qr_payload);
    await postForm(`${form.path}/decline`, { token: form.token, lang: 'en' });
    expect(await stock()).toBe(before);

    const bag = (await run<{ createCart: string }>('mutation { createCart }', {})).data!.createCart;
    const restored = await run(RESTORE, { n: declined.order_number, k: declined.access_key, c: bag });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreCartOfOrder.cart).toEqual({ total_quantity: 2, items: [{ quantity: 2, product: { sku } }] });
    // Twice is once; a wrong key is no such order.
    expect((await run(RESTORE, { n: declined.order_number, k: declined.access_key, c: bag })).data!.restoreCartOfOrder.cart.total_quantity).toBe(2);
    expect((await run(RESTORE, { n: declined.order_number, k: 'x'.repeat(32), c: bag })).errors![0].message).toBe('Order not found');

    // Abandoned on the QR page: the order is cancelled, its stock back, its pieces in the new bag.
    await payBy(bag, 'wechat_pay');
    await readyCartFields(bag);
    const abandoned = (await place(bag)).data!.placeOrder.order;
    expect(abandoned.status).toBe('pending');
    expect(await stock()).toBe(before - 2);
    const next = (await run<{ createCart: string }>('mutation { createCart }', {}, 'tsl_tc')).data!.createCart;
    const again = await run(RESTORE, { n: abandoned.order_number, k: abandoned.access_key, c: next }, 'tsl_tc');
    expect(again.data!.restoreCartOfOrder.cart.total_quantity).toBe(2);
    expect(await stock()).toBe(before);
    expect(await orderRow(abandoned.order_number)).toMatchObject({ status: 'canceled', state: 'expired', history: ['pending:customer', 'canceled:customer'] });

    const paidCart = await readyCart();
    await payBy(paidCart, 'card', await nonceFor(APPROVED_CARD));
    const paid = (await place(paidCart)).data!.placeOrder.order;
    const refused = await run(RESTORE, { n: paid.order_number, k: paid.access_key, c: next }, 'tsl_tc');
    expect(refused.errors![0].message).toBe('此訂單的貨品無法放回購物袋。');
  });

  it('hear only signed notifications for the amount of the payment, each once, and nothing after the payment', async () => {
    const before = await stock();
    const id = await readyCart();
    await payBy(id, 'wechat_pay');
    const order = (await place(id)).data!.placeOrder.order;
    const paymentId = new URL(order.payment.wallet!.qr_payload).pathname.split('/').pop()!;
    const body = JSON.stringify({
      id: 'ntf-0001-paid',
      payment_id: paymentId,
      event: 'paid',
      amount: order.grand_total.minor_units,
      currency: 'HKD',
      reference: 'wx-1',
      occurred_at: new Date().toISOString(),
    });

    const forged = await postJson(NOTIFY, body, { 'x-sandbox-signature': createHmac('sha256', 'not-the-secret-at-all').update(body).digest('hex') });
    expect(forged.statusCode).toBe(401);
    expect((await postJson(NOTIFY, body)).statusCode).toBe(401);
    const tampered = body.replace('"paid"', '"declined"');
    expect((await postJson(NOTIFY, tampered, signed(body))).statusCode).toBe(401);
    expect((await orderRow(order.order_number)).status).toBe('pending');

    const wrongAmount = JSON.stringify({ ...JSON.parse(body), id: 'ntf-0001-cheap', amount: 1 });
    expect((await postJson(NOTIFY, wrongAmount, signed(wrongAmount))).statusCode).toBe(400);

    const first = await postJson(NOTIFY, body, signed(body));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await postJson(NOTIFY, body, signed(body));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const row = await orderRow(order.order_number);
    expect(row).toEqual({ status: 'processing', state: 'paid', history: ['pending:customer', 'processing:gateway'] });
    const [{ mails }] = await queryRows<{ mails: number }>(testApp, sql`select count(*)::int as mails from outbox m join orders o on o.id = m.order_id where o.number = ${order.order_number}`);
    expect(mails).toBe(1);
    // A decline after the payment changes nothing.
    const late = JSON.stringify({ ...JSON.parse(body), id: 'ntf-0002-declined', event: 'declined' });
    expect((await postJson(NOTIFY, late, signed(late))).statusCode).toBe(200);
    expect((await orderRow(order.order_number)).status).toBe('processing');
    expect(await stock()).toBe(before - 1);
  });

  it('cancel orders whose wallet payment never came, releasing their stock; a payment after that is owed back', async () => {
    const before = await stock();
    const id = await readyCart();
    await payBy(id, 'wechat_pay');
    const order = (await place(id)).data!.placeOrder.order;
    const payments = testApp.app.commerce.payments;
    expect(await payments.cancelUnpaid()).not.toContain(order.order_number);
    expect(await payments.cancelUnpaid(new Date(Date.now() + 31 * 60_000))).toContain(order.order_number);
    expect(await stock()).toBe(before);
    expect(await orderRow(order.order_number)).toEqual({ status: 'canceled', state: 'expired', history: ['pending:customer', 'canceled:system'] });

    const paymentId = new URL(order.payment.wallet!.qr_payload).pathname.split('/').pop()!;
    const body = JSON.stringify({ id: 'ntf-late-paid', payment_id: paymentId, event: 'paid', amount: order.grand_total.minor_units, currency: 'HKD', reference: 'wx-2', occurred_at: new Date().toISOString() });
    expect((await postJson(NOTIFY, body, signed(body))).statusCode).toBe(200);
    expect(await orderRow(order.order_number)).toMatchObject({ status: 'canceled', state: 'refund_due' });
    expect((await run(CHECK, { n: order.order_number, k: order.access_key })).data!.checkOrder.payment_state).toBe('refund_due');
    expect(await stock()).toBe(before);
  });

  it('make a paid pickup order ready for pickup with a six-digit code, for the admin only, and mail the code', async () => {
    const id = await readyCart({ pickup: true, store: 'tsl_sc' });
    await payBy(id, 'card', await nonceFor(APPROVED_CARD), 'tsl_sc');
    const placed = await place(id, 'tsl_sc');
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    const READY = 'mutation($n: String!) { markOrderReadyForPickup(order_number: $n) { order_number status pickup_code } }';
    const guest = await run(READY, { n: order.order_number });
    expect(guest.errors![0].extensions!.category).toBe('graphql-authorization');
    const ready = await testApp.graphql(READY, { n: order.order_number }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(ready.errors).toBeUndefined();
    const answer = ready.data!.markOrderReadyForPickup;
    expect(answer).toMatchObject({ order_number: order.order_number, status: 'complete_pick_pending', pickup_code: expect.stringMatching(/^\d{6}$/) });
    const [mail] = await queryRows<{ locale: string; subject: string; body: string }>(
      testApp,
      sql`select m.locale, m.subject, m.body from outbox m join orders o on o.id = m.order_id where o.number = ${order.order_number} and m.kind = 'ready_for_pickup'`,
    );
    expect(mail.locale).toBe('zh-Hans');
    expect(mail.subject).toBe(`您的订单 ${order.order_number} 已可取货`);
    expect(mail.body).toContain(answer.pickup_code);
    const checked = await run('query($n: String!, $k: String!) { checkOrder(order_number: $n, access_key: $k) { status pickup_code } }', { n: order.order_number, k: order.access_key });
    expect(checked.data!.checkOrder).toEqual({ status: 'complete_pick_pending', pickup_code: answer.pickup_code });

    const homeDelivery = await readyCart();
    await payBy(homeDelivery, 'card', await nonceFor(APPROVED_CARD));
    const delivered = (await place(homeDelivery)).data!.placeOrder.order;
    const refused = await testApp.graphql(READY, { n: delivered.order_number }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(refused.errors![0].message).toBe('Only a paid order for store pickup can be made ready for pickup');
  });
});
