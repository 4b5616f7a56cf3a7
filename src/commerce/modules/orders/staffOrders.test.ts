/**
 * The orders staff handle, through the real server (spec 000 §2 /order-history "staff filter", §3
 * "Staff order statuses", §6 staff): the orders a staff member placed and their shop's, of one
 * status, with the moves they may make now; one order with its lines and history. Guests,
 * members, the admin token, another shop's staff and another website's are refused.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { newMember } from '../../../../test/kits/club.ts';
import { newStaff, staffHeaders } from '../../../../test/kits/staff.ts';
import { placeStaffOrder, STAFF_SHOP } from '../../../../test/kits/staffOrders.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';

const LIST = `query($scope: StaffOrderScope, $status: String) { staffOrders(filter: { scope: $scope, status: $status }, pageSize: 100) {
  total_count items { number customer_name available_actions order { status status_code total { grand_total { value currency } } } } } }`;
const ONE = `query($number: String!) { staffOrder(number: $number) { number customer_name available_actions
  order { number status items { product_sku quantity_ordered } comments { message } total { grand_total { value } } pickup_location { code } } } }`;
const MOVE = 'mutation($number: String!, $move: String!) { moveOrder(order_number: $number, move: $move) { status } }';

type Listed = { number: string; customer_name: string; available_actions: string[]; order: { status: string; status_code: string } };

let app: TestApp;
let placer: Record<string, string>;
let number = '';

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  placer = await staffHeaders(app, 'S1001');
  const member = await newMember(app);
  number = await placeStaffOrder(app, placer, member.id);
});

afterAll(async () => {
  await app?.close();
});

async function listed(headers: Record<string, string>, variables: Record<string, unknown>): Promise<Listed[]> {
  const answer = await app.graphql<{ staffOrders: { items: Listed[] } }>(LIST, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.staffOrders.items;
}

describe('the orders staff handle', () => {
  it('lists the orders a staff member placed, To Approve with approve and cancel, and shows one with its lines and history', async () => {
    const mine = await listed(placer, { scope: 'MINE', status: 'processing_approval_pending' });
    expect(mine.find((order) => order.number === number)).toEqual({
      number,
      customer_name: 'Chan Mei',
      available_actions: ['cancel', 'approve'],
      order: { status: '待審批', status_code: 'processing_approval_pending', total: expect.anything() },
    });
    expect(await listed(placer, { scope: 'MINE', status: 'processing' })).not.toContainEqual(expect.objectContaining({ number }));

    const one = await app.graphql<{ staffOrder: Record<string, any> }>(ONE, { number }, placer);
    expect(one.errors).toBeUndefined();
    expect(one.data!.staffOrder).toMatchObject({ number, available_actions: ['cancel', 'approve'], order: { number, status: '待審批', pickup_location: { code: 'hk-central-queens-road' } } });
    expect(one.data!.staffOrder.order.items).toEqual([{ product_sku: 'CM1006', quantity_ordered: 1 }]);
    expect(one.data!.staffOrder.order.comments.length).toBeGreaterThan(0);

    const wrong = await app.graphql(LIST, { scope: 'MINE', status: 'nonsense' }, placer);
    expect(wrong.errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('shows the shop’s orders to its other staff, and the moves follow the order: arrival only once shipped from the workshop, then pickup', async () => {
    const colleague = (await newStaff(app)).headers;
    expect(await listed(colleague, { scope: 'MINE' })).not.toContainEqual(expect.objectContaining({ number }));
    const shop = await listed(colleague, { scope: 'SHOP' });
    expect(shop.find((order) => order.number === number)?.available_actions).toEqual(expect.arrayContaining(['approve']));

    for (const move of ['approve', 'made', 'factory_ship']) expect((await app.graphql(MOVE, { number, move }, placer)).errors).toBeUndefined();
    const shipped = await listed(colleague, { scope: 'SHOP', status: 'complete_factory_shipped' });
    expect(shipped.find((order) => order.number === number)?.available_actions).toEqual(['confirm_arrival']);
    expect((await app.graphql(MOVE, { number, move: 'confirm_arrival' }, colleague)).errors).toBeUndefined();
    const arrived = await app.graphql<{ staffOrder: { available_actions: string[]; order: { status: string } } }>(ONE, { number }, colleague);
    expect(arrived.data!.staffOrder).toMatchObject({ available_actions: ['confirm_pickup'], order: { status: '待取貨' } });
  });

  it('refuses guests, members and the admin token, and finds nothing for another shop’s or another website’s staff', async () => {
    const member = await newMember(app);
    for (const headers of [{ store: 'tsl_tc' }, { ...member.headers, store: 'tsl_tc' }, { store: 'tsl_tc', authorization: `Bearer ${app.config.adminToken}` }] as Array<Record<string, string>>) {
      for (const [query, variables] of [[LIST, {}], [ONE, { number }]] as const) {
        const answer = await app.graphql(query, variables, headers);
        expect(answer.errors?.[0]).toMatchObject({ message: '請以員工編號登入後再試。', extensions: { category: 'graphql-authorization' } });
      }
    }

    const other = await newStaff(app);
    await app.database.db.execute(sql`update customers set default_store_identifier = 'hk-causeway-bay-hennessy' where staff_no = ${other.staffNo}`);
    const elsewhere = await staffHeaders(app, other.staffNo);
    expect(await listed(elsewhere, { scope: 'SHOP' })).not.toContainEqual(expect.objectContaining({ number }));
    expect((await app.graphql(ONE, { number }, elsewhere)).errors?.[0].extensions?.category).toBe('graphql-no-such-entity');

    const macau = await staffHeaders(app, 'S2001', 'tsl_mo_tc');
    expect(await listed(macau, { scope: 'SHOP' })).not.toContainEqual(expect.objectContaining({ number }));
    expect((await app.graphql(ONE, { number }, macau)).errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
    // A Macau token is no token on a Hong Kong store view.
    expect((await app.graphql(LIST, {}, { ...macau, store: 'tsl_tc' })).errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('puts a staff order awaiting WeChat Pay back in the staff bag with restoreCartOfOrder: its pieces, not its shop nor the customer’s proven phone', async () => {
    const member = await newMember(app);
    const awaiting = await placeStaffOrder(app, placer, member.id, STAFF_SHOP, 'wechat_pay');
    const [{ access_key: accessKey }] = await queryRows<{ access_key: string }>(app, sql`select access_key from orders where number = ${awaiting}`);
    const bag = await app.graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, placer);
    const restored = await app.graphql<{ restoreCartOfOrder: { cart: Record<string, unknown> } }>(
      `mutation($n: String!, $k: String!, $c: String!) { restoreCartOfOrder(order_number: $n, access_key: $k, cart_id: $c) { cart {
        total_quantity bcn_staff_ordered_store bcn_order_customer_phone_validated items { product { sku } } } } }`,
      { n: awaiting, k: accessKey, c: bag.data!.customerCart.id },
      placer,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreCartOfOrder.cart).toEqual({ total_quantity: 1, bcn_staff_ordered_store: null, bcn_order_customer_phone_validated: false, items: [{ product: { sku: 'CM1006' } }] });
    const cancelled = await app.graphql<{ staffOrder: { available_actions: string[]; order: { status_code: string } } }>(ONE.replace('order {', 'order { status_code'), { number: awaiting }, placer);
    expect(cancelled.data!.staffOrder).toMatchObject({ available_actions: [], order: { status_code: 'canceled' } });
  });

  const REPAY = `mutation($n: String!, $c: String!) { repayStaffOrder(order_number: $n, cart_id: $c) { cart {
    total_quantity bcn_staff_ordered_store bcn_order_customer_phone_validated selected_payment_method { code } items { product { sku } }
    shipping_addresses { pickup_location_code } } } }`;

  async function bagOf(headers: Record<string, string>): Promise<string> {
    const bag = await app.graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers);
    expect(bag.errors).toBeUndefined();
    return bag.data!.customerCart.id;
  }

  async function paymentOf(orderNumber: string) {
    const [row] = await queryRows<{ status: string; state: string; public_id: string; amount: string; customer_id: number }>(
      app,
      sql`select o.status, p.state, p.public_id, p.amount::text as amount, o.customer_id from orders o join payments p on p.order_id = o.id where o.number = ${orderNumber}`,
    );
    return row;
  }

  /** The sandbox wallet's signed notification of a payment, as its server sends it. */
  async function notifyWallet(payment: { public_id: string; amount: string }, id: string, event: 'paid' | 'declined', reference: string) {
    const body = JSON.stringify({ id, payment_id: payment.public_id, event, amount: Number(payment.amount), currency: 'HKD', reference, occurred_at: new Date().toISOString() });
    return app.app.inject({
      method: 'POST',
      url: '/rest/V1/payments/wechat_pay/notify',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', app.config.payments.sandboxSecret).update(body).digest('hex') },
      payload: body,
    });
  }

  it('offers repay on a staff order awaiting WeChat Pay, and repaying puts its pieces, shop and proven customer back in the staff bag to be paid by card: the old payment can no longer be taken', async () => {
    const member = await newMember(app);
    const awaiting = await placeStaffOrder(app, placer, member.id, STAFF_SHOP, 'wechat_pay');
    const offered = await app.graphql<{ staffOrder: { available_actions: string[] } }>(ONE, { number: awaiting }, placer);
    expect(offered.data!.staffOrder.available_actions).toEqual(['cancel', 'repay']);
    // A paid order waiting for approval is not one to pay again.
    expect((await app.graphql<{ staffOrder: { available_actions: string[] } }>(ONE, { number }, placer)).data!.staffOrder.available_actions).not.toContain('repay');

    const repaid = await app.graphql<{ repayStaffOrder: { cart: Record<string, unknown> } }>(REPAY, { n: awaiting, c: await bagOf(placer) }, placer);
    expect(repaid.errors).toBeUndefined();
    expect(repaid.data!.repayStaffOrder.cart).toEqual({
      total_quantity: 1,
      bcn_staff_ordered_store: STAFF_SHOP,
      bcn_order_customer_phone_validated: true,
      selected_payment_method: { code: '' },
      items: [{ product: { sku: 'CM1006' } }],
      shipping_addresses: [{ pickup_location_code: STAFF_SHOP }],
    });
    const old = await paymentOf(awaiting);
    expect(old).toMatchObject({ status: 'canceled', state: 'expired' });
    const [history] = await queryRows<{ move: string; actor: string }>(app, sql`select h.move, h.actor from order_status_history h join orders o on o.id = h.order_id where o.number = ${awaiting} order by h.id desc limit 1`);
    expect(history).toEqual({ move: 'repay', actor: 'staff' });

    // Paid again by card, the same customer's order waits for approval, placed at the same shop without the phone proven again.
    const bag = await bagOf(placer);
    const nonce = await app.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/nonces',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' }),
    });
    const chosen = await app.graphql('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', {
      id: bag,
      p: { code: 'card', braintree: { payment_method_nonce: nonce.json().nonce, is_active_payment_token_enabler: false } },
    }, placer);
    expect(chosen.errors).toBeUndefined();
    const placed = await app.graphql<{ placeOrder: { order: { order_number: string } } }>('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: bag }, placer);
    expect(placed.errors).toBeUndefined();
    const again = placed.data!.placeOrder.order.order_number;
    expect(await paymentOf(again)).toMatchObject({ status: 'processing_approval_pending', state: 'paid', customer_id: member.id });
    const [{ staff_store: staffStore }] = await queryRows<{ staff_store: string }>(app, sql`select staff_store from orders where number = ${again}`);
    expect(staffStore).toBe(STAFF_SHOP);

    // The customer pays the old WeChat Pay code after all: the money is owed back, the old order stays cancelled.
    const heard = await notifyWallet(old, `ntf-late-${awaiting}`, 'paid', 'wx-late');
    expect(heard.statusCode).toBe(200);
    expect(await paymentOf(awaiting)).toMatchObject({ status: 'canceled', state: 'refund_due' });

    // Once repaid, the order is no longer one to repay.
    const twice = await app.graphql(REPAY, { n: awaiting, c: await bagOf(placer) }, placer);
    expect(twice.errors?.[0]).toMatchObject({ message: '此訂單現時無法重新付款', extensions: { category: 'graphql-input' } });
  });

  it('keeps a staff order whose WeChat Pay payment was refused To Pay, to be repaid, and the unpaid-order job cancels one nobody repaid', async () => {
    const refuse = async (orderNumber: string) => {
      const heard = await notifyWallet(await paymentOf(orderNumber), `ntf-refused-${orderNumber}`, 'declined', 'wx-refused');
      expect(heard.statusCode).toBe(200);
    };
    const member = await newMember(app);
    const refused = await placeStaffOrder(app, placer, member.id, STAFF_SHOP, 'wechat_pay');
    await refuse(refused);
    expect(await paymentOf(refused)).toMatchObject({ status: 'pending', state: 'declined' });
    const offered = await app.graphql<{ staffOrder: { available_actions: string[] } }>(ONE, { number: refused }, placer);
    expect(offered.data!.staffOrder.available_actions).toEqual(['cancel', 'repay']);
    const repaid = await app.graphql<{ repayStaffOrder: { cart: { total_quantity: number; bcn_order_customer_phone_validated: boolean } } }>(REPAY, { n: refused, c: await bagOf(placer) }, placer);
    expect(repaid.errors).toBeUndefined();
    expect(repaid.data!.repayStaffOrder.cart).toMatchObject({ total_quantity: 1, bcn_order_customer_phone_validated: true });
    expect(await paymentOf(refused)).toMatchObject({ status: 'canceled', state: 'declined' });
    // The repaid bag is the staff member's own to place; emptied here for the tests after.
    await app.database.db.execute(sql`delete from cart_items where cart_id = (select id from carts where masked_id = ${await bagOf(placer)})`);

    // The unpaid-order job still cancels a refused staff order nobody repaid, in its time.
    const forgotten = await placeStaffOrder(app, placer, member.id, STAFF_SHOP, 'wechat_pay');
    await refuse(forgotten);
    await app.app.commerce.payments.cancelUnpaid(new Date(Date.now() + app.config.payments.pendingPaymentTtlMs + 60_000));
    expect(await paymentOf(forgotten)).toMatchObject({ status: 'canceled' });
  });

  it('refuses repay to the customer, a guest, the admin token, another shop’s staff and another website’s staff, and on an order paid by card', async () => {
    const member = await newMember(app);
    const awaiting = await placeStaffOrder(app, placer, member.id, STAFF_SHOP, 'wechat_pay');
    const placerBag = await bagOf(placer);
    const other = await newStaff(app);
    await app.database.db.execute(sql`update customers set default_store_identifier = 'hk-causeway-bay-hennessy' where staff_no = ${other.staffNo}`);
    const elsewhere = await staffHeaders(app, other.staffNo);
    const macau = await staffHeaders(app, 'S2001', 'tsl_mo_tc');
    const refusals: Array<[Record<string, string>, string, string]> = [
      [{ ...member.headers, store: 'tsl_tc' }, await bagOf({ ...member.headers, store: 'tsl_tc' }), '您不能對此訂單作出這項變更'],
      [{ store: 'tsl_tc', authorization: `Bearer ${app.config.adminToken}` }, placerBag, '您不能對此訂單作出這項變更'],
      [elsewhere, await bagOf(elsewhere), '您不能對此訂單作出這項變更'],
      [macau, await bagOf(macau), '您不能對此訂單作出這項變更'],
    ];
    for (const [headers, bag, message] of refusals) {
      const answer = await app.graphql(REPAY, { n: awaiting, c: bag }, headers);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-authorization' } });
    }
    const guest = await app.graphql(REPAY, { n: awaiting, c: placerBag }, { store: 'tsl_tc' });
    expect(guest.errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect(guest.errors?.[0].message).not.toMatch(/internal/i);
    // Nobody's refusal moved it: it still awaits its payment, and the placer may still repay it.
    expect(await paymentOf(awaiting)).toMatchObject({ status: 'pending', state: 'pending' });

    const paid = await placeStaffOrder(app, placer, member.id);
    const refused = await app.graphql(REPAY, { n: paid, c: await bagOf(placer) }, placer);
    expect(refused.errors?.[0]).toMatchObject({ message: '此訂單現時無法重新付款', extensions: { category: 'graphql-input' } });
  });

  it('lets the staff member cancel a paid order waiting for approval', async () => {
    const member = await newMember(app);
    const paid = await placeStaffOrder(app, placer, member.id);
    const answer = await app.graphql<{ cancelOrder: { status: string } }>('mutation($n: String!) { cancelOrder(order_number: $n) { status } }', { n: paid }, placer);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.cancelOrder.status).toBe('canceled');
  });
});
