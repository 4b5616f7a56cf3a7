import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import type { CardAuthorization, CardAuthorizationRequest } from './gateway.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number status payment { wallet { qr_payload } } } } }`;
const LATER = () => new Date(Date.now() + 2 * 60_000);
const PAST_TTL = () => new Date(Date.now() + 31 * 60_000);

/** A promise the test settles: the gateway call of a placement held where the process would die. */
function held<T>() {
  let release!: (value: T | PromiseLike<T>) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

describe('payments in doubt: settled with the gateway before an order goes', () => {
  let testApp: TestApp;
  let hkWebsite: number;
  let sku: string;
  const futureYear = String(new Date().getFullYear() + 2);
  const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown>) => testApp.graphql<T>(query, variables, { store: 'tsl_en' });

  async function readyCart(code: string): Promise<string> {
    const id = (await run<{ createCart: string }>('mutation { createCart }', {})).data!.createCart;
    await run('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { id, sku });
    await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id });
    await run('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', { id, s: { address: ADDRESS } });
    await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
    let payment: Record<string, unknown> = { code };
    if (code === 'card') {
      const answer = await testApp.app.inject({ method: 'POST', url: '/payment-sandbox/v1/nonces', headers: { 'content-type': 'application/json' }, payload: { number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: futureYear, cvv: '123', name: 'Mei Chan' } });
      payment = { code, braintree: { payment_method_nonce: answer.json().nonce, is_active_payment_token_enabler: false } };
    }
    const chosen = await run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', { id, p: payment });
    expect(chosen.errors).toBeUndefined();
    return id;
  }

  async function stock(): Promise<number> {
    const [row] = await queryRows<{ quantity: number }>(testApp, sql`select s.quantity from product_stock s join products p on p.id = s.product_id where p.sku = ${sku} and s.website_id = ${hkWebsite}`);
    return Number(row.quantity);
  }

  async function orderOfCart(cartId: string) {
    const [row] = await queryRows<{ number: string; status: string; state: string; public_id: string; amount: number; mails: number; history: string[] }>(
      testApp,
      sql`select o.number, o.status, p.state, p.public_id, p.amount::int as amount,
                 (select count(*)::int from outbox m where m.order_id = o.id and m.kind = 'order_confirmation') as mails,
                 array(select h.status || ':' || h.actor from order_status_history h where h.order_id = o.id order by h.id) as history
          from orders o join payments p on p.order_id = o.id join carts c on c.id = o.cart_id where c.masked_id = ${cartId}`,
    );
    return row;
  }

  /** Places the cart with the card authorization held at `where`; answers the placement and the hold. */
  async function placeHeld(cartId: string, where: 'before the gateway' | 'after the gateway') {
    const gateway = testApp.app.commerce.sandboxGateway;
    const authorize = gateway.authorizeCard.bind(gateway);
    const hold = held<void>();
    let reached!: () => void;
    const atHold = new Promise<void>((resolve) => (reached = resolve));
    vi.spyOn(gateway, 'authorizeCard').mockImplementation(async (request: CardAuthorizationRequest): Promise<CardAuthorization> => {
      if (where === 'after the gateway') {
        const answer = await authorize(request);
        reached();
        await hold.promise;
        return answer;
      }
      reached();
      await hold.promise;
      return authorize(request);
    });
    const placement = run(PLACE, { id: cartId });
    await atHold;
    return { placement, hold };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    [{ id: hkWebsite }] = await queryRows<{ id: number }>(testApp, sql`select id from websites where code = 'base'`);
    [{ sku }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hkWebsite}
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity >= 20 order by p.sku limit 1`,
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('records as paid a card the gateway approved when the placement died before recording it, and the dead placement undoes nothing', async () => {
    const before = await stock();
    const cartId = await readyCart('card');
    const { placement, hold } = await placeHeld(cartId, 'after the gateway');
    // Within the minute a placement is still its own: the job leaves it.
    expect(await testApp.app.commerce.payments.cancelUnpaid()).toEqual([]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'pending', state: 'pending' });

    expect(await testApp.app.commerce.payments.cancelUnpaid(LATER())).toEqual([]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'processing', state: 'paid', mails: 1, history: ['pending:customer', 'processing:gateway'] });

    // What was left of the placement fails: the paid order is not withdrawn, its stock not put back.
    hold.fail(new Error('connection reset'));
    expect((await placement).errors).toBeDefined();
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'processing', state: 'paid', mails: 1 });
    expect(await stock()).toBe(before - 1);
  });

  it('leaves alone a payment the job recorded while the placement waited on the gateway: the placement answers the paid order, nothing recorded or mailed twice', async () => {
    const cartId = await readyCart('card');
    const { placement, hold } = await placeHeld(cartId, 'after the gateway');
    expect(await testApp.app.commerce.payments.cancelUnpaid(LATER())).toEqual([]);
    const settled = await orderOfCart(cartId);
    expect(settled).toMatchObject({ status: 'processing', state: 'paid', mails: 1 });

    hold.release();
    const answer = await placement;
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { placeOrder: { order: unknown } }).placeOrder.order).toMatchObject({ order_number: settled.number, status: 'processing' });
    expect(await orderOfCart(cartId)).toEqual(settled);
  });

  it('voids a card payment the gateway never took and cancels its order; the late authorization is refused and releases nothing twice', async () => {
    const before = await stock();
    const cartId = await readyCart('card');
    const { placement, hold } = await placeHeld(cartId, 'before the gateway');
    const { number } = await orderOfCart(cartId);
    expect(await testApp.app.commerce.payments.cancelUnpaid(LATER())).toEqual([number]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'canceled', state: 'expired', history: ['pending:customer', 'canceled:system'] });
    expect(await stock()).toBe(before);

    hold.release();
    const late = await placement;
    expect(late.errors![0].message).toBe('Your payment could not be taken. Please try again or use a different payment method.');
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'canceled', state: 'expired' });
    expect(await stock()).toBe(before);
    const [gatewayRow] = await queryRows<{ state: string }>(testApp, sql`select state from payment_sandbox_transactions where payment_id = ${(await orderOfCart(cartId)).public_id}`);
    expect(gatewayRow.state).toBe('voided');
  });

  it('leaves a wallet payment the gateway cannot tell of for the next run, then records it paid though its notification was lost', async () => {
    const before = await stock();
    const cartId = await readyCart('wechat_pay');
    expect((await run(PLACE, { id: cartId })).errors).toBeUndefined();
    const order = await orderOfCart(cartId);
    // The shopper paid at the wallet; its notification never reached the store.
    expect(await testApp.app.commerce.sandboxGateway.recordWalletOutcome({ publicId: order.public_id, amount: order.amount, currency: 'HKD' }, 'paid')).toBe(true);

    vi.spyOn(testApp.app.commerce.sandboxGateway, 'paymentStatus').mockResolvedValueOnce({ status: 'unknown' });
    expect(await testApp.app.commerce.payments.cancelUnpaid(PAST_TTL())).toEqual([]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'pending', state: 'pending' });

    vi.spyOn(testApp.app.commerce.sandboxGateway, 'paymentStatus').mockRejectedValueOnce(new Error('gateway timed out'));
    expect(await testApp.app.commerce.payments.cancelUnpaid(PAST_TTL())).toEqual([]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'pending', state: 'pending' });

    expect(await testApp.app.commerce.payments.cancelUnpaid(PAST_TTL())).toEqual([]);
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'processing', state: 'paid', mails: 1, history: ['pending:customer', 'processing:gateway'] });
    expect(await stock()).toBe(before - 1);
  });

  it('voids an unpaid wallet payment before cancelling its order, so its QR code can no longer be paid', async () => {
    const before = await stock();
    const cartId = await readyCart('wechat_pay');
    const placed = await run(PLACE, { id: cartId });
    const { number } = await orderOfCart(cartId);
    expect(await testApp.app.commerce.payments.cancelUnpaid(PAST_TTL())).toEqual([number]);
    expect(await stock()).toBe(before);

    // A shopper who kept the expired page open pays from its form.
    const url = new URL(placed.data!.placeOrder.order.payment.wallet.qr_payload);
    const token = testApp.app.commerce.sandboxGateway.walletFormToken((await orderOfCart(cartId)).public_id);
    const paid = await testApp.app.inject({ method: 'POST', url: `${url.pathname}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token, lang: 'en' }).toString() });
    expect(paid.statusCode).toBe(303);
    // Nothing was taken: no refund owed, the order stays cancelled.
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'canceled', state: 'expired' });
    expect(await testApp.app.commerce.sandboxGateway.paymentStatus((await orderOfCart(cartId)).public_id)).toEqual({ status: 'not_taken' });
  });

  it('voids the wallet payment of an order its shopper cancelled, and owes back one paid just before', async () => {
    const cartId = await readyCart('wechat_pay');
    expect((await run(PLACE, { id: cartId })).errors).toBeUndefined();
    const order = await orderOfCart(cartId);
    await testApp.app.commerce.orders.transition({ kind: 'customer', customerId: null }, order.number, 'cancel_unpaid', { note: 'payment abandoned' });
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'canceled', state: 'expired' });
    expect(await testApp.app.commerce.sandboxGateway.recordWalletOutcome({ publicId: order.public_id, amount: order.amount, currency: 'HKD' }, 'paid')).toBe(false);

    const paidFirst = await readyCart('wechat_pay');
    expect((await run(PLACE, { id: paidFirst })).errors).toBeUndefined();
    const paid = await orderOfCart(paidFirst);
    // Paid at the wallet as the shopper cancelled, before its notification arrived.
    await testApp.app.commerce.sandboxGateway.recordWalletOutcome({ publicId: paid.public_id, amount: paid.amount, currency: 'HKD' }, 'paid');
    await testApp.app.commerce.orders.transition({ kind: 'customer', customerId: null }, paid.number, 'cancel_unpaid', { note: 'payment abandoned' });
    expect(await orderOfCart(paidFirst)).toMatchObject({ status: 'canceled', state: 'refund_due' });
  });

  it('sends the void of a cancelled order\'s payment again at the next run when the gateway failed to answer it', async () => {
    const cartId = await readyCart('wechat_pay');
    expect((await run(PLACE, { id: cartId })).errors).toBeUndefined();
    const order = await orderOfCart(cartId);
    const gateway = testApp.app.commerce.sandboxGateway;
    const voidPayment = vi.spyOn(gateway, 'voidPayment').mockRejectedValueOnce(new Error('gateway timed out'));
    await testApp.app.commerce.orders.transition({ kind: 'customer', customerId: null }, order.number, 'cancel_unpaid', { note: 'payment abandoned' });
    await expect.poll(() => voidPayment.mock.calls.length).toBe(1);
    const voidDue = async () => (await queryRows<{ void_due: boolean }>(testApp, sql`select void_due from payments where public_id = ${order.public_id}`))[0].void_due;
    // The gateway never heard of the void: the QR code could still be paid, so the job sends it again.
    expect(await orderOfCart(cartId)).toMatchObject({ status: 'canceled', state: 'expired' });
    expect(await voidDue()).toBe(true);
    expect(await gateway.paymentStatus(order.public_id)).toEqual({ status: 'not_taken' });

    vi.spyOn(gateway, 'paymentStatus').mockResolvedValueOnce({ status: 'unknown' });
    await testApp.app.commerce.payments.cancelUnpaid();
    expect(await voidDue()).toBe(true);

    await testApp.app.commerce.payments.cancelUnpaid();
    expect(await voidDue()).toBe(false);
    expect(voidPayment).toHaveBeenCalledTimes(2);
    expect(await gateway.recordWalletOutcome({ publicId: order.public_id, amount: order.amount, currency: 'HKD' }, 'paid')).toBe(false);
    // Once voided, it is not sent again.
    await testApp.app.commerce.payments.cancelUnpaid();
    expect(voidPayment).toHaveBeenCalledTimes(2);
  });
});
