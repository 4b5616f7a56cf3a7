/**
 * Gift cards on a cart through the real server: a valid card pays part of the total (never below
 * zero); an unknown, expired, empty or other-website card is refused with "invalid gift card";
 * placing the order takes the amount off the card, and cancelling it (or the payment failing) puts
 * it back. A card that pays the whole order leaves only Magento's free method to pay with.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { PLACE, productInStock, readyCustomerCart, signIn, type Member } from '../../../../test/kits/club.ts';
import { OPERATOR } from '../orders/index.ts';

const CART_FIELDS = `applied_gift_cards { code applied_balance { value currency } current_balance { minor_units } expiration_date }
  prices { grand_total { minor_units } subtotal_excluding_tax { minor_units } }`;
const APPLY_CARD = `mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;
const REMOVE_CARD = `mutation($id: String!, $code: String!) { removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;
const CART = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

interface CartAnswer {
  applied_gift_cards: Array<{ code: string; applied_balance: { value: number; currency: string }; current_balance: { minor_units: number }; expiration_date: string | null }>;
  prices: { grand_total: { minor_units: number }; subtotal_excluding_tax: { minor_units: number } };
}

let testApp: TestApp;
let mei: Member;
let sku: string;
let serial = 0;

/** A new gift card of the Hong Kong website (or another), worth `balance` minor units. */
async function giftCard(balance: number, fields: { website?: string; expiresAt?: Date; active?: boolean } = {}): Promise<string> {
  serial += 1;
  const code = `TEST-GC-${Date.now()}-${serial}`;
  const expiresAt = fields.expiresAt ?? new Date(Date.now() + 86_400_000);
  await testApp.database.db.execute(sql`insert into gift_cards (code, website_id, currency, balance, expires_at, is_active)
    select ${code}, id, case code when 'base' then 'HKD' when 'mo' then 'MOP' else 'MYR' end, ${balance}, ${expiresAt}, ${fields.active ?? true}
    from websites where code = ${fields.website ?? 'base'}`);
  return code;
}

async function balanceOf(code: string): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(testApp, sql`select balance from gift_cards where code = ${code}`);
  return Number(row.balance);
}

const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown>) => testApp.graphql<T>(query, variables, mei.headers);

beforeAll(async () => {
  testApp = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  mei = await signIn(testApp, 'mei.chan@example.com');
  sku = await productInStock(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('gift cards', () => {
  it('pay part of the cart, in any case of the code, and come off again', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const before = (await run<{ cart: CartAnswer }>(CART, { id })).data!.cart.prices.grand_total.minor_units;
    const code = await giftCard(100_00);
    const applied = await run<{ applyGiftCardToCart: { cart: CartAnswer } }>(APPLY_CARD, { id, code: ` ${code.toLowerCase()} ` });
    expect(applied.errors).toBeUndefined();
    const cart = applied.data!.applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards).toEqual([{ code, applied_balance: { value: 100, currency: 'HKD' }, current_balance: { minor_units: 100_00 }, expiration_date: expect.any(String) }]);
    expect(cart.prices.grand_total.minor_units).toBe(before - 100_00);

    const removed = await run<{ removeGiftCardFromCart: { cart: CartAnswer } }>(REMOVE_CARD, { id, code });
    expect(removed.data!.removeGiftCardFromCart.cart.applied_gift_cards).toEqual([]);
    expect(removed.data!.removeGiftCardFromCart.cart.prices.grand_total.minor_units).toBe(before);
  });

  it('never take the total below zero', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const code = await giftCard(100_000_000_00);
    const cart = (await run<{ applyGiftCardToCart: { cart: CartAnswer } }>(APPLY_CARD, { id, code })).data!.applyGiftCardToCart.cart;
    expect(cart.prices.grand_total.minor_units).toBe(0);
    expect(cart.applied_gift_cards[0].applied_balance.value).toBeGreaterThan(0);
    expect(cart.applied_gift_cards[0].applied_balance.value).toBeLessThan(100_000_000);
    await run(REMOVE_CARD, { id, code });
  });

  it('paying the whole order leave only the free method, which places it paid without a card, and the order says the card\'s part', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const methods = `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`;
    expect((await run<{ cart: { available_payment_methods: Array<{ code: string }> } }>(methods, { id })).data!.cart.available_payment_methods.map((method) => method.code)).toEqual(['card', 'wechat_pay']);
    const code = await giftCard(100_000_000_00);
    await run(APPLY_CARD, { id, code });
    const offered = (await testApp.graphql<{ cart: { available_payment_methods: Array<{ code: string; title: string }> } }>(methods, { id }, { ...mei.headers, store: 'tsl_tc' })).data!.cart.available_payment_methods;
    expect(offered).toEqual([{ code: 'free', title: '毋須提供付款資料' }]);

    // The wallet chosen before the gift card cannot pay nothing: placing is refused, and nothing is kept.
    const refused = await run(PLACE, { id });
    expect(refused.errors?.[0]).toMatchObject({ message: 'The requested Payment Method is not available.', extensions: { category: 'graphql-input' } });
    const cardFree = await run(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "free", braintree: { payment_method_nonce: "x", is_active_payment_token_enabler: false } } }) { cart { id } } }`, { id });
    expect(cardFree.errors?.[0].message).toBe('Card details can be given only with the card payment method.');

    await run(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "free" } }) { cart { selected_payment_method { code title } } } }`, { id });
    const placed = await run<{ placeOrder: { order: { order_number: string; grand_total: { minor_units: number } } } }>(PLACE, { id });
    expect(placed.errors).toBeUndefined();
    const number = placed.data!.placeOrder.order.order_number;
    expect(placed.data!.placeOrder.order.grand_total.minor_units).toBe(0);

    const order = await run<{ customer: { orders: { items: Array<{ status_code: string; applied_gift_cards: Array<{ code: string; applied_balance: { minor_units: number } }>; payment_methods: Array<{ type: string; name: string }> }> } } }>(
      `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { status_code applied_gift_cards { code applied_balance { minor_units } } payment_methods { type name } } } } }`,
      { number },
    );
    const [seen] = order.data!.customer.orders.items;
    expect(seen.status_code).toBe('processing');
    expect(seen.payment_methods).toEqual([{ type: 'free', name: 'No Payment Information Required' }]);
    expect(seen.applied_gift_cards).toEqual([{ code, applied_balance: { minor_units: expect.any(Number) } }]);
    const paid = seen.applied_gift_cards[0].applied_balance.minor_units;
    expect(await balanceOf(code)).toBe(100_000_000_00 - paid);

    const [mail] = await queryRows<{ body: string }>(testApp, sql`select m.body from outbox m join orders o on o.id = m.order_id where o.number = ${number} and m.kind = 'order_confirmation'`);
    expect(mail.body).toContain(`Thank you for your order ${number}. Your gift card has paid for all of it.`);
    expect(mail.body).toContain(`Gift card ${code}`);

    // Cancelled, nothing goes back through the gateway (none was taken): the gift card gets its part back.
    await testApp.app.commerce.orders.transition(OPERATOR, number, 'cancel');
    expect(await balanceOf(code)).toBe(100_000_000_00);
    const refunds = await queryRows(testApp, sql`select r.id from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.number = ${number}`);
    expect(refunds).toEqual([]);
  });

  it('refuse a free order once something is due', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    await run(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "free" } }) { cart { id } } }`, { id });
    const refused = await run(PLACE, { id });
    expect(refused.errors?.[0].message).toBe('The requested Payment Method is not available.');
    const active = await run<{ cart: { id: string } }>(`query($id: String!) { cart(cart_id: $id) { id } }`, { id });
    expect(active.data?.cart.id).toBe(id);
  });

  it('refuse unknown, expired, empty, switched-off and other-website codes as "invalid gift card", in the shopper\'s language', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const refused = [
      'NO-SUCH-CARD',
      await giftCard(100_00, { expiresAt: new Date(Date.now() - 1000) }),
      await giftCard(0),
      await giftCard(100_00, { active: false }),
      await giftCard(100_00, { website: 'mo' }),
    ];
    for (const code of refused) {
      const answer = await run(APPLY_CARD, { id, code });
      expect(answer.errors?.[0]).toMatchObject({ message: 'Invalid gift card. Verify the code and try again.', extensions: { category: 'graphql-input' } });
    }
    const chinese = await testApp.graphql(APPLY_CARD, { id, code: 'NO-SUCH-CARD' }, { ...mei.headers, store: 'tsl_tc' });
    expect(chinese.errors?.[0].message).toBe('禮品卡無效，請核對後再試。');
    expect((await run<{ cart: CartAnswer }>(CART, { id })).data!.cart.applied_gift_cards).toEqual([]);
  });

  it('are debited when the order is placed and credited back when it is cancelled', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const code = await giftCard(150_00);
    const before = (await run<{ applyGiftCardToCart: { cart: CartAnswer } }>(APPLY_CARD, { id, code })).data!.applyGiftCardToCart.cart.prices.grand_total.minor_units;
    const placed = await run<{ placeOrder: { order: { order_number: string; grand_total: { minor_units: number } } } }>(PLACE, { id });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    expect(order.grand_total.minor_units).toBe(before);
    expect(await balanceOf(code)).toBe(0);
    const [row] = await queryRows<{ code: string; amount: number }>(testApp, sql`select gift_card_code as code, gift_card_amount as amount from orders where number = ${order.order_number}`);
    expect({ code: row.code, amount: Number(row.amount) }).toEqual({ code, amount: 150_00 });

    await testApp.app.commerce.orders.transition(OPERATOR, order.order_number, 'cancel');
    expect(await balanceOf(code)).toBe(150_00);
  });

  it('are credited back when the payment fails, and a spent card comes off the cart', async () => {
    const id = await readyCustomerCart(testApp, mei, sku);
    const code = await giftCard(50_00);
    await run(APPLY_CARD, { id, code });
    vi.spyOn(testApp.app.commerce.sandboxGateway, 'createWalletPayment').mockRejectedValueOnce(new Error('wallet unreachable'));
    expect((await run(PLACE, { id })).errors).toHaveLength(1);
    vi.restoreAllMocks();
    expect(await balanceOf(code)).toBe(50_00);

    // Spent elsewhere meanwhile: the cart no longer counts it, and placing charges the full total.
    await testApp.database.db.execute(sql`update gift_cards set balance = 0 where code = ${code}`);
    const cart = (await run<{ cart: CartAnswer }>(CART, { id })).data!.cart;
    expect(cart.applied_gift_cards).toEqual([]);
    const placed = await run<{ placeOrder: { order: { grand_total: { minor_units: number } } } }>(PLACE, { id });
    expect(placed.data!.placeOrder.order.grand_total.minor_units).toBe(cart.prices.grand_total.minor_units);
  });
});
