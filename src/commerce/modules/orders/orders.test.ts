import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { GATEWAY } from './orderActors.ts';

const HK = { store: 'tsl_en' };
const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
const PLACE = 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number status grand_total { minor_units currency } } } }';

interface Placed {
  order_number: string;
  status: string;
  grand_total: { minor_units: number; currency: string };
}

describe('placing orders', () => {
  let testApp: TestApp;
  let hkWebsite: number;

  async function run<T = Record<string, any>>(query: string, variables: Record<string, unknown>) {
    const answer = await testApp.graphql<T>(query, variables, HK);
    return answer;
  }

  /** A guest cart ready to order: items, email, delivery address, home delivery, WeChat Pay (the order then awaits its payment). */
  async function readyCart(items: Array<{ sku: string; quantity: number }>, steps: { email?: boolean; address?: boolean; method?: boolean; payment?: boolean } = {}) {
    const id = (await run<{ createCart: string }>('mutation { createCart }', {})).data!.createCart;
    const added = await run<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }',
      { id, items },
    );
    expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    if (steps.email !== false) await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id });
    if (steps.address !== false) {
      await run('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', {
        id,
        a: ADDRESS,
      });
    }
    if (steps.method !== false) {
      await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
    }
    if (steps.payment !== false) await run('mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }', { id });
    return id;
  }

  async function stockOf(sku: string): Promise<number> {
    const [row] = await queryRows<{ quantity: number }>(
      testApp,
      sql`select s.quantity from product_stock s join products p on p.id = s.product_id where p.sku = ${sku} and s.website_id = ${hkWebsite}`,
    );
    return Number(row.quantity);
  }

  async function pickInStock(type: string, minimum: number): Promise<string> {
    const [row] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hkWebsite}
          where p.type_id = ${type} and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity >= ${minimum}
          order by p.sku limit 1`,
    );
    return row.sku;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    [{ id: hkWebsite }] = await queryRows<{ id: number }>(testApp, sql`select id from websites where code = 'base'`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('place a guest order awaiting payment, reserve its stock and close the cart', async () => {
    const sku = await pickInStock('simple', 3);
    const before = await stockOf(sku);
    const id = await readyCart([{ sku, quantity: 2 }]);
    const cart = (await run<{ cart: { prices: { grand_total: { minor_units: number } } } }>('query($id: String!) { cart(cart_id: $id) { prices { grand_total { minor_units } } } }', { id })).data!.cart;
    const placed = await run<{ placeOrder: { order: Placed } }>(PLACE, { id });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    expect(order).toMatchObject({ status: 'pending', grand_total: { minor_units: cart.prices.grand_total.minor_units, currency: 'HKD' } });
    expect(order.order_number).toMatch(/^HK\d{8}$/);
    expect(await stockOf(sku)).toBe(before - 2);
    const [history] = await queryRows<{ status: string; actor: string }>(testApp, sql`select h.status, h.actor from order_status_history h join orders o on o.id = h.order_id where o.number = ${order.order_number}`);
    expect(history).toEqual({ status: 'pending', actor: 'customer' });
    expect((await run('query($id: String!) { cart(cart_id: $id) { id } }', { id })).errors![0].message).toBe("The cart isn't active.");
    // Placing again (a retry after a timeout) answers the same order and takes no more stock.
    const again = await run<{ placeOrder: { order: Placed } }>(PLACE, { id });
    expect(again.data!.placeOrder.order.order_number).toBe(order.order_number);
    expect(await stockOf(sku)).toBe(before - 2);
  });

  it('lock the gold price into the order line', async () => {
    const sku = await pickInStock('calculation_gold', 2);
    const id = await readyCart([{ sku, quantity: 1 }]);
    const placed = (await run<{ placeOrder: { order: Placed } }>(PLACE, { id })).data!.placeOrder.order;
    const [line] = await queryRows<{ unit_price: number; gold: { goldCode: string; sellPerUnit: number } }>(
      testApp,
      sql`select i.unit_price, i.gold from order_items i join orders o on o.id = i.order_id where o.number = ${placed.order_number}`,
    );
    expect(line.gold.goldCode).toBeTruthy();
    await testApp.graphql(
      'mutation($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { gold_code } }',
      { input: { gold_code: line.gold.goldCode, sell_price: ((line.gold.sellPerUnit * 2) / 100).toFixed(2), buy_price: (line.gold.sellPerUnit / 100).toFixed(2) } },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    const [after] = await queryRows<{ unit_price: number }>(testApp, sql`select i.unit_price from order_items i join orders o on o.id = i.order_id where o.number = ${placed.order_number}`);
    expect(Number(after.unit_price)).toBe(Number(line.unit_price));
  });

  it('refuse a cart missing a checkout step, saying which', async () => {
    const sku = await pickInStock('simple', 3);
    const cases: Array<[Parameters<typeof readyCart>[1], string]> = [
      [{ email: false }, 'Missing required information: email'],
      [{ address: false, method: false }, 'The shipping address is missing. Set the address and try again.'],
      [{ method: false }, 'The shipping method is missing. Select the shipping method and try again.'],
      [{ payment: false }, 'The payment method is missing. Select the payment method and try again.'],
    ];
    for (const [steps, message] of cases) {
      const id = await readyCart([{ sku, quantity: 1 }], steps);
      expect((await run(PLACE, { id })).errors![0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
  });

  it('refuse to sell what went out of stock since it was added, keeping the cart', async () => {
    const sku = await pickInStock('simple', 2);
    const id = await readyCart([{ sku, quantity: 1 }]);
    await testApp.database.db.execute(sql`update product_stock set quantity = 0 where website_id = ${hkWebsite} and product_id = (select id from products where sku = ${sku})`);
    expect((await run(PLACE, { id })).errors![0].message).toBe('Some of the products are out of stock.');
    expect((await run('query($id: String!) { cart(cart_id: $id) { items { has_error } } }', { id })).data!.cart.items[0].has_error).toBe(true);
  });

  it('sell the last 5 pieces to exactly 5 of 50 shoppers ordering at once', async () => {
    const sku = await pickInStock('simple', 1);
    await testApp.database.db.execute(sql`update product_stock set quantity = 5, backorders = false, is_in_stock = true where website_id = ${hkWebsite} and product_id = (select id from products where sku = ${sku})`);
    const carts = [];
    for (let shopper = 0; shopper < 50; shopper += 1) carts.push(await readyCart([{ sku, quantity: 1 }]));
    const answers = await Promise.all(carts.map((id) => run<{ placeOrder: { order: Placed } | null }>(PLACE, { id })));
    const placed = answers.filter((answer) => answer.data?.placeOrder?.order);
    const refused = answers.filter((answer) => answer.errors);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(new Set(refused.map((answer) => answer.errors![0].message))).toEqual(new Set(['Some of the products are out of stock.']));
    expect(await stockOf(sku)).toBe(0);
    expect(new Set(placed.map((answer) => answer.data!.placeOrder!.order.order_number)).size).toBe(5);
  });

  it('cancel orders whose payment never came and put their stock back; refuse moves the statuses do not allow', async () => {
    const sku = await pickInStock('simple', 3);
    const before = await stockOf(sku);
    const id = await readyCart([{ sku, quantity: 1 }]);
    const placed = (await run<{ placeOrder: { order: Placed } }>(PLACE, { id })).data!.placeOrder.order;
    const orders = testApp.app.commerce.orders;
    const payments = testApp.app.commerce.payments;
    expect(await payments.cancelUnpaid()).not.toContain(placed.order_number);
    expect(await payments.cancelUnpaid(new Date(Date.now() + 31 * 60_000))).toContain(placed.order_number);
    expect(await stockOf(sku)).toBe(before);
    await expect(orders.transition(GATEWAY, placed.order_number, 'pay')).rejects.toMatchObject({ messageKey: 'order.cannot.pay' });
  });
});
