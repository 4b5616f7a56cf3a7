/**
 * The placement workflow's failures, step by step, through the real server: a gateway that refuses
 * or throws after the order was written undoes it (stock back, member coupon back, cart payable
 * again) and tells nobody; a subscriber that throws leaves the placed order as it is.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import type { DomainEventMap, DomainEventName } from '../../core/events.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { APPLY, readyCustomerCart, signIn } from '../../../../test/kits/club.ts';
import { placementTransactionsAtOnce } from './placeOrder.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order {
  order_number status payment { state wallet { qr_payload } }
} } }`;

interface Placed {
  order_number: string;
  status: string;
  payment: { state: string; wallet: { qr_payload: string } | null };
}

let testApp: TestApp;
let hkWebsite: number;
let sku: string;
const stops: Array<() => void> = [];

const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = { store: 'tsl_en' }) => testApp.graphql<T>(query, variables, headers);

/** Every event of these names published from now on, in order. */
function listen(...names: DomainEventName[]): Array<{ name: DomainEventName; order_number?: string }> {
  const heard: Array<{ name: DomainEventName; order_number?: string }> = [];
  for (const name of names) {
    stops.push(testApp.app.commerce.events.subscribe(name, 'test', (payload: DomainEventMap[typeof name]) => void heard.push({ name, order_number: 'order' in payload ? payload.order.number : undefined })));
  }
  return heard;
}

async function nonceFor(number: string): Promise<string> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/payment-sandbox/v1/nonces',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number, expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' }),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().nonce;
}

/** A guest cart with one piece (the file's, or `piece`) delivered home, paid with wechat_pay or with a card of this number. */
async function readyCart(card?: string, piece = sku): Promise<string> {
  const id = (await run<{ createCart: string }>('mutation { createCart }', {})).data!.createCart;
  await run('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { id, sku: piece });
  await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id });
  await run('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS });
  await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
  await payWith(id, card);
  return id;
}

async function payWith(id: string, card?: string): Promise<void> {
  const payment = card ? { code: 'card', braintree: { payment_method_nonce: await nonceFor(card), is_active_payment_token_enabler: false } } : { code: 'wechat_pay' };
  const chosen = await run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', { id, p: payment });
  expect(chosen.errors).toBeUndefined();
}

async function stock(): Promise<number> {
  const [row] = await queryRows<{ quantity: number }>(testApp, sql`select s.quantity from product_stock s join products p on p.id = s.product_id where p.sku = ${sku} and s.website_id = ${hkWebsite}`);
  return Number(row.quantity);
}

async function ordersOfCart(id: string): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(testApp, sql`select count(*)::int as count from orders o join carts c on c.id = o.cart_id where c.masked_id = ${id}`);
  return count;
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  [{ id: hkWebsite }] = await queryRows<{ id: number }>(testApp, sql`select id from websites where code = 'base'`);
  [{ sku }] = await queryRows<{ sku: string }>(
    testApp,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hkWebsite}
        where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity >= 20
        order by p.sku limit 1`,
  );
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await testApp?.close();
});

describe('placing an order', () => {
  it('tells the store of a card order once it stands: placed, moved and paid', async () => {
    const heard = listen('order.placed', 'order.statusChanged', 'order.paid');
    const placed = await run<{ placeOrder: { order: Placed } }>(PLACE, { id: await readyCart(APPROVED_CARD) });
    const { order_number: number } = placed.data!.placeOrder.order;
    expect(placed.data!.placeOrder.order).toMatchObject({ status: 'processing', payment: { state: 'paid' } });
    expect(heard).toEqual([
      { name: 'order.placed', order_number: number },
      { name: 'order.statusChanged', order_number: number },
      { name: 'order.paid', order_number: number },
    ]);
  });

  it('writes the orders of shoppers placing at once in turns, a few at a time, and calls the gateway outside the turns', async () => {
    // Each shopper a piece of their own, so no two placements wait for one stock row.
    const pieces = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hkWebsite}
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 5 order by p.sku desc limit 6`,
    );
    const carts = [];
    for (const piece of pieces) carts.push(await readyCart(APPROVED_CARD, piece.sku));
    const { orders, payments } = testApp.app.commerce;
    type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;
    /** How many calls of `method` run at once, at most, while each takes `slower` ms more. */
    const overlapOf = (target: object, method: string, slower: number) => {
      const seen = { now: 0, most: 0 };
      const original = (target as Methods)[method].bind(target);
      vi.spyOn(target as Methods, method).mockImplementation(async (...args: unknown[]) => {
        seen.most = Math.max(seen.most, ++seen.now);
        try {
          await new Promise((resolve) => setTimeout(resolve, slower));
          return await original(...args);
        } finally {
          seen.now -= 1;
        }
      });
      return seen;
    };
    // A gateway slower than a placement's transaction, as card gateways are.
    const writing = overlapOf(orders, 'createOrder', 10);
    const paying = overlapOf(payments, 'takePayment', 200);
    const answers = await Promise.all(carts.map((id) => run<{ placeOrder: { order: Placed } }>(PLACE, { id })));
    expect(answers.map((answer) => answer.errors)).toEqual(carts.map(() => undefined));
    expect(new Set(answers.map((answer) => answer.data!.placeOrder.order.order_number)).size).toBe(6);
    const turns = testApp.app.commerce.orderPlacement.transactionsAtOnce;
    expect(writing.most).toBeLessThanOrEqual(turns);
    // A gateway taking its time holds no turn: the payments of more shoppers than the turns wait on it together.
    expect(paying.most).toBeGreaterThan(turns);
  });

  it("gives each of the store's processes its share of one placement a core, and every process at least one", () => {
    expect(placementTransactionsAtOnce(1, 2)).toBe(2);
    expect(placementTransactionsAtOnce(2, 2)).toBe(1);
    expect(placementTransactionsAtOnce(3, 2)).toBe(1);
    expect(placementTransactionsAtOnce(2, 8)).toBe(4);
    expect(placementTransactionsAtOnce(1, 1)).toBe(1);
  });

  it('undoes a declined card: no order, the stock back, the cart payable again, and nobody told', async () => {
    const heard = listen('order.placed', 'order.paid');
    const before = await stock();
    const id = await readyCart(DECLINED_CARD);
    expect((await run(PLACE, { id })).errors![0]).toMatchObject({ extensions: { category: 'graphql-input' } });
    expect(await stock()).toBe(before);
    expect(await ordersOfCart(id)).toBe(0);
    expect(heard).toEqual([]);

    await payWith(id, APPROVED_CARD);
    expect((await run<{ placeOrder: { order: Placed } }>(PLACE, { id })).data!.placeOrder.order.status).toBe('processing');
    expect(await stock()).toBe(before - 1);
    expect(heard.map((event) => event.name)).toEqual(['order.placed', 'order.paid']);
  });

  it('undoes the placement the same way when the card gateway throws', async () => {
    const heard = listen('order.placed');
    vi.spyOn(testApp.app.commerce.sandboxGateway, 'authorizeCard').mockRejectedValueOnce(new Error('gateway unreachable'));
    const before = await stock();
    const id = await readyCart(APPROVED_CARD);
    expect((await run(PLACE, { id })).errors).toHaveLength(1);
    expect(await stock()).toBe(before);
    expect(await ordersOfCart(id)).toBe(0);
    expect(heard).toEqual([]);
    const cart = await run('query($id: String!) { cart(cart_id: $id) { total_quantity selected_payment_method { code } } }', { id });
    expect(cart.data!.cart).toEqual({ total_quantity: 1, selected_payment_method: { code: 'card' } });

    await payWith(id, APPROVED_CARD);
    expect((await run<{ placeOrder: { order: Placed } }>(PLACE, { id })).data!.placeOrder.order.status).toBe('processing');
  });

  it('undoes the placement when the wallet cannot be opened, giving the member coupon back', async () => {
    const mei = await signIn(testApp, 'mei.chan@example.com');
    const id = await readyCustomerCart(testApp, mei, sku);
    expect((await run(APPLY, { id, code: 'DEMO-VALID-BASE' }, mei.headers)).errors).toBeUndefined();
    const couponUsed = async () => {
      const [{ used }] = await queryRows<{ used: boolean }>(testApp, sql`select used_at is not null as used from member_coupons where code = 'DEMO-VALID-BASE'`);
      return used;
    };
    vi.spyOn(testApp.app.commerce.sandboxGateway, 'createWalletPayment').mockRejectedValueOnce(new Error('wallet unreachable'));
    const before = await stock();
    expect((await run(PLACE, { id }, mei.headers)).errors).toHaveLength(1);
    expect(await stock()).toBe(before);
    expect(await ordersOfCart(id)).toBe(0);
    expect(await couponUsed()).toBe(false);

    const placed = await run<{ placeOrder: { order: Placed } }>(PLACE, { id }, mei.headers);
    expect(placed.data!.placeOrder.order).toMatchObject({ status: 'pending', payment: { state: 'pending', wallet: { qr_payload: expect.stringContaining('/payment-sandbox/wallet/') } } });
    expect(await couponUsed()).toBe(true);
  });

  it('keeps the order placed when a subscriber fails, and reports the failure', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stops.push(
      testApp.app.commerce.events.subscribe('order.placed', 'a broken subscriber', () => {
        throw new Error('subscriber broke');
      }),
    );
    const heard = listen('order.placed');
    const before = await stock();
    const id = await readyCart();
    const placed = await run<{ placeOrder: { order: Placed } }>(PLACE, { id });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.order.status).toBe('pending');
    expect(await ordersOfCart(id)).toBe(1);
    expect(await stock()).toBe(before - 1);
    expect(heard).toHaveLength(1);
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('a broken subscriber'), new Error('subscriber broke'));
  });
});
