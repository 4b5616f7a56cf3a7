/**
 * Operations of Magento 2.4.7 that current clients send: `PlaceOrderOutput.orderV2` (the order as
 * CustomerOrder) and `CustomerAddress.uid` with the address mutations that name an address by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { newMember, productInStock, readyCustomerCart } from './kits/club.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const ADDRESS = `{ firstname: "Mei", lastname: "Chan", street: ["1 Harbour Road"], city: "Wan Chai", region: { region_code: "HK-HKI" }, country_code: HK, telephone: "51182338" }`;

describe('placeOrder', () => {
  it('answers orderV2, the order as the buyer’s order pages show it, beside order', async () => {
    const member = await newMember(app);
    const sku = await productInStock(app);
    const id = await readyCustomerCart(app, member, sku);
    const placed = await app.graphql(
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) {
        order { order_number }
        orderV2 { number status total { grand_total { value currency } } items { product_sku quantity_ordered } }
      } }`,
      { id },
      member.headers,
    );
    expect(placed.errors).toBeUndefined();
    const { order, orderV2 } = placed.data!.placeOrder;
    expect(orderV2).toMatchObject({ number: order.order_number, items: [{ product_sku: sku, quantity_ordered: 1 }] });
    const listed = await app.graphql('{ customer { orders { items { number status total { grand_total { value currency } } } } } }', {}, member.headers);
    expect(listed.data!.customer.orders.items).toContainEqual({ number: orderV2.number, status: orderV2.status, total: orderV2.total });
  });

  it('answers the order’s token, which opens the order to guestOrderByToken and to nothing else', async () => {
    const member = await newMember(app);
    const sku = await productInStock(app);
    const id = await readyCustomerCart(app, member, sku);
    const placed = await app.graphql(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number access_key } orderV2 { number token } } }`, { id }, member.headers);
    expect(placed.errors).toBeUndefined();
    const { order, orderV2 } = placed.data!.placeOrder;
    expect(orderV2.token).toMatch(new RegExp(`^${order.order_number}\\.`));
    // The token is not the access key, which can do more (put an unpaid order back in a bag).
    expect(orderV2.token).not.toContain(order.access_key);
    const opened = await app.graphql('query($t: String!) { guestOrderByToken(input: { token: $t }) { number token items { product_sku } } }', { t: orderV2.token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.guestOrderByToken).toEqual({ number: order.order_number, token: orderV2.token, items: [{ product_sku: sku }] });
    const forged = `${orderV2.token.slice(0, -1)}${orderV2.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, order.access_key, order.order_number, 'x'.repeat(300)]) {
      const refused = await app.graphql('query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }', { t: token });
      expect(refused.errors?.[0]?.message, token).toBe('Order not found');
    }
    // Another website's store views do not open it.
    const elsewhere = await app.graphql('query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }', { t: orderV2.token }, { store: 'tsl_mo_en' });
    expect(elsewhere.errors?.[0]?.message).toBe('Order not found');
  });
});

describe('customer addresses by uid', () => {
  it('gives each address a uid, and updates and deletes the address it names', async () => {
    const member = await newMember(app);
    const created = await app.graphql(`mutation { createCustomerAddress(input: ${ADDRESS}) { id uid } }`, {}, member.headers);
    const { id, uid } = created.data!.createCustomerAddress;
    expect(uid).toBe(Buffer.from(String(id)).toString('base64'));
    const listed = await app.graphql('{ customer { addresses { id uid } } }', {}, member.headers);
    expect(listed.data!.customer.addresses).toContainEqual({ id, uid });

    const updated = await app.graphql(
      'mutation($uid: ID!) { updateCustomerAddressV2(uid: $uid, input: { city: "Causeway Bay" }) { uid city } }',
      { uid },
      member.headers,
    );
    expect(updated.data!.updateCustomerAddressV2).toEqual({ uid, city: 'Causeway Bay' });

    // Another member cannot reach the address by its uid, and a uid of nothing names no address.
    const other = await newMember(app);
    const refused = await app.graphql('mutation($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }', { uid }, other.headers);
    expect(refused.errors?.[0].extensions?.category).toBe('graphql-authorization');
    const nothing = await app.graphql('mutation { deleteCustomerAddressV2(uid: "not-a-uid") }', {}, member.headers);
    expect(nothing.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');

    const deleted = await app.graphql('mutation($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }', { uid }, member.headers);
    expect(deleted.data!.deleteCustomerAddressV2).toBe(true);
    const after = await app.graphql('{ customer { addresses { uid } } }', {}, member.headers);
    expect(after.data!.customer.addresses).toEqual([]);
  });
});
