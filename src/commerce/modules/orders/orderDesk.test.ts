/**
 * The operator's order mutations and queries through the API: the admin token moves and reads
 * orders; a customer's token and a guest are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { HK, newMember, PLACE, productInStock, readyCustomerCart, type Member } from '../../../../test/kits/club.ts';
import { GATEWAY } from './orderActors.ts';

const ORDER_FIELDS = 'number status status_label refunded { minor_units } grand_total { minor_units } tracking_number carrier remark items { id quantity shipped returned } history { status move actor actor_id note } available_actions';
const ADMIN = { ...HK, authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let app: TestApp;
let member: Member;
let number: string;

beforeAll(async () => {
  app = await startTestApp();
  member = await newMember(app);
  const placed = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, await productInStock(app)) }, member.headers);
  expect(placed.errors).toBeUndefined();
  number = placed.data!.placeOrder.order.order_number;
  await app.app.commerce.orders.transition(GATEWAY, number, 'pay');
});

afterAll(async () => {
  await app?.close();
});

describe('the operator’s order mutations', () => {
  const SHIP = `mutation($n: String!) { shipOrder(order_number: $n, tracking_number: "SF1234567890", carrier: "sf_express", note: "sent") { ${ORDER_FIELDS} } }`;

  it('are refused to a guest and to a customer, even on their own order', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [SHIP, { n: number }],
      ['mutation($n: String!) { cancelOrder(order_number: $n) { number } }', { n: number }],
      ['mutation($n: String!) { refundOrder(order_number: $n, amount: 10) { number } }', { n: number }],
      ['mutation($n: String!) { setOrderRemark(order_number: $n, remark: "hi") { number } }', { n: number }],
      ['mutation($n: String!) { retryRefund(order_number: $n) { number } }', { n: number }],
      ['query($n: String!) { adminOrder(order_number: $n) { number } }', { n: number }],
      ['{ adminOrders { total_count } }', {}],
    ];
    for (const [query, variables] of calls) {
      for (const headers of [HK, member.headers]) {
        const answer = await app.graphql(query, variables, headers);
        expect(answer.errors?.[0]?.extensions?.category, query).toBe('graphql-authorization');
      }
    }
    const [row] = await queryRows<{ status: string }>(app, sql`select status from orders where number = ${number}`);
    expect(row.status).toBe('processing');
  });

  it('show an order with its next moves, ship it, write its remark, and list orders by status', async () => {
    const shown = await app.graphql(`query($n: String!) { adminOrder(order_number: $n) { ${ORDER_FIELDS} } }`, { n: number }, ADMIN);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.adminOrder).toMatchObject({ number, status: 'processing', status_label: 'Awaiting Shipment', refunded: { minor_units: 0 } });
    // A delivered order is never made ready for pickup.
    expect(shown.data!.adminOrder.available_actions).toEqual(['cancel', 'made', 'ship_partially', 'ship', 'refund_partially', 'refund']);

    const shipped = await app.graphql(SHIP, { n: number }, ADMIN);
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.shipOrder).toMatchObject({ status: 'complete_shipped', tracking_number: 'SF1234567890', carrier: 'sf_express', available_actions: ['complete', 'request_return'] });
    expect(shipped.data!.shipOrder.history.at(-1)).toEqual({ status: 'complete_shipped', move: 'ship', actor: 'operator', actor_id: null, note: 'sent' });
    expect(shipped.data!.shipOrder.items.every((item: { quantity: number; shipped: number }) => item.shipped === item.quantity)).toBe(true);

    const again = await app.graphql(SHIP, { n: number }, ADMIN);
    expect(again.errors![0].message).toBe('This order cannot be shipped now');
    const tc = await app.graphql(SHIP, { n: number }, { ...ADMIN, store: 'tsl_tc' });
    expect(tc.errors![0].message).toBe('此訂單現時無法發貨');

    const remark = await app.graphql(`mutation($n: String!) { setOrderRemark(order_number: $n, remark: " Gift wrapped as asked ") { remark } }`, { n: number }, ADMIN);
    expect(remark.data!.setOrderRemark.remark).toBe('Gift wrapped as asked');

    // The customer reads the tracking with the carrier's page, and the remark, on their order.
    const mine = await app.graphql(`{ customer { orders(filter: { number: { eq: "${number}" } }) { items { number remark shipments { number tracking { carrier number title url } } } } } }`, {}, { ...member.headers, store: 'tsl_tc' });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.customer.orders.items[0]).toEqual({
      number,
      remark: 'Gift wrapped as asked',
      shipments: [{ number: `${number}-1`, tracking: [{ carrier: 'sf_express', number: 'SF1234567890', title: '順豐速運', url: expect.stringContaining('SF1234567890') }] }],
    });

    const listed = await app.graphql(`{ adminOrders(status: "complete_shipped", pageSize: 100) { total_count items { number status } } }`, {}, ADMIN);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.adminOrders.items.map((order: { number: string }) => order.number)).toContain(number);
    expect(listed.data!.adminOrders.items.every((order: { status: string }) => order.status === 'complete_shipped')).toBe(true);

    // The customer completes their own order and asks to return it; the operator receives the return.
    const completed = await app.graphql(`mutation($n: String!) { completeOrder(order_number: $n) { status } }`, { n: number }, member.headers);
    expect(completed.data!.completeOrder.status).toBe('complete_complete');
    const asked = await app.graphql(`mutation($n: String!) { requestOrderReturn(order_number: $n, note: "too small") { status } }`, { n: number }, member.headers);
    expect(asked.data!.requestOrderReturn.status).toBe('complete_return_pending');
    const received = await app.graphql(`mutation($n: String!) { receiveOrderReturn(order_number: $n) { ${ORDER_FIELDS} } }`, { n: number }, ADMIN);
    expect(received.errors).toBeUndefined();
    expect(received.data!.receiveOrderReturn).toMatchObject({ status: 'closed_returned', available_actions: [] });
  });

  it('find orders by a part of their number, with the order as its customer reads it, and name the carriers', async () => {
    const found = await app.graphql(
      `query($n: String) { adminOrders(number: $n) { total_count items { number website_code order { number total { grand_total { minor_units } } billing_address { firstname } shipping_method items { product_sku prices { row_total { minor_units } } } } } } }`,
      { n: number.slice(2).toLowerCase() },
      ADMIN,
    );
    expect(found.errors).toBeUndefined();
    const [order] = found.data!.adminOrders.items;
    expect(found.data!.adminOrders.total_count).toBe(1);
    expect(order).toMatchObject({ number, website_code: 'base', order: { number, billing_address: { firstname: expect.any(String) } } });
    expect(order.order.items[0].prices.row_total.minor_units).toBeGreaterThan(0);
    const none = await app.graphql(`{ adminOrders(number: "XX99") { total_count items { number } } }`, {}, ADMIN);
    expect(none.data!.adminOrders).toEqual({ total_count: 0, items: [] });

    const carriers = await app.graphql('{ shipmentCarriers { code title } }', {}, { store: 'tsl_tc' });
    expect(carriers.data!.shipmentCarriers).toContainEqual({ code: 'sf_express', title: '順豐速運' });
  });

  it('refund part of an order in its currency, and refuse an amount in fractions of a cent', async () => {
    const placed = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, await productInStock(app)) }, member.headers);
    const other = placed.data!.placeOrder.order.order_number;
    await app.app.commerce.orders.transition(GATEWAY, other, 'pay');
    const odd = await app.graphql(`mutation($n: String!) { refundOrder(order_number: $n, amount: 10.005) { status } }`, { n: other }, ADMIN);
    expect(odd.errors![0].extensions!.category).toBe('graphql-input');
    // The wallet payment was never taken by the gateway here (the test paid the order by its move): nothing can go back.
    const part = await app.graphql(`mutation($n: String!) { refundOrder(order_number: $n, amount: 10.5) { status } }`, { n: other }, ADMIN);
    expect(part.errors![0].message).toBe('No payment was taken for this order, so there is nothing to refund');
    const inCents = await app.graphql(`mutation($n: String!) { refundOrder(order_number: $n, amount_minor_units: 1050) { status } }`, { n: other }, ADMIN);
    expect(inCents.errors![0].message).toBe('No payment was taken for this order, so there is nothing to refund');
    const both = await app.graphql(`mutation($n: String!) { refundOrder(order_number: $n, amount: 10.5, amount_minor_units: 1050) { status } }`, { n: other }, ADMIN);
    expect(both.errors![0].extensions!.category).toBe('graphql-input');
    const cancelled = await app.graphql(`mutation($n: String!) { moveOrder(order_number: $n, move: "teleport") { status } }`, { n: other }, ADMIN);
    expect(cancelled.errors![0].message).toBe('There is no order move called teleport');
  });
});
