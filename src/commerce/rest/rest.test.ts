import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../../test/kits/catalog.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_id: 'HK', telephone: '51182338', email: 'mei@example.com' };

describe('checkout REST calls', () => {
  let testApp: TestApp;
  let sku: string;

  async function cartWithItem(): Promise<string> {
    const id = (await testApp.graphql<{ createCart: string }>('mutation { createCart }')).data!.createCart;
    await testApp.graphql('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { id, sku });
    return id;
  }

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  beforeAll(async () => {
    testApp = await startTestApp();
    [{ sku }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = (select id from websites where code = 'base')
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity > 3 order by p.sku limit 1`,
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('take shipping information, then payment information paid by card, and answer the order number with its access key', async () => {
    const id = await cartWithItem();
    const shipping = await post(`/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode).toBe(200);
    const details = shipping.json();
    expect(details.payment_methods.map((method: { code: string }) => method.code)).toEqual(['card', 'wechat_pay']);
    expect(details.totals).toMatchObject({ base_currency_code: 'HKD', items_qty: 1, shipping_amount: 0 });
    const card = await post('/payment-sandbox/v1/nonces', { number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' });
    expect(card.statusCode).toBe(200);
    const payment = await post(`/rest/V1/guest-carts/${id}/payment-information`, {
      cartId: id,
      email: 'mei@example.com',
      paymentMethod: { method: 'card', additional_data: { payment_method_nonce: card.json().nonce } },
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatch(/^HK\d{8}$/);
    const accessKey = String(payment.headers['x-order-access-key']);
    const checked = await testApp.graphql('query($n: String!, $k: String!) { checkOrder(order_number: $n, access_key: $k) { status payment_state } }', { n: payment.json(), k: accessKey });
    expect(checked.data!.checkOrder).toEqual({ status: 'processing', payment_state: 'paid' });
  });

  it('answer errors as Magento does, in the store view of the path', async () => {
    const missing = await post('/rest/V1/guest-carts/nope/shipping-information', { addressInformation: { shipping_address: ADDRESS } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Could not find a cart with ID "nope"', parameters: [] });

    const id = await cartWithItem();
    const badPhone = await post(`/rest/tsl_tc/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_address: { ...ADDRESS, telephone: '12' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('請輸入此地區的有效手提或電話號碼');

    const noMethod = await post(`/rest/V1/guest-carts/${id}/payment-information`, { email: 'mei@example.com', paymentMethod: { method: 'cheque' } });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toBe('The requested Payment Method is not available.');

    const mine = await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'card' } });
    expect(mine.statusCode).toBe(401);
  });
});
