/**
 * The order history through the real server: a member's own orders (Magento's Customer.orders),
 * newest first and paged, one order by its number with its lines, totals, addresses, payment,
 * pickup shop and status history, statuses labelled in the store view's language; nobody else's
 * orders, for guests nothing; the in-store purchases of the seeded members, and their removal with
 * the account.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { inStorePurchases } from '../../db/schema/orders.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, PLACE, productInStock, readyCustomerCart, signIn, type Member } from '../../../../test/kits/club.ts';
import { GATEWAY, SYSTEM } from './orderActors.ts';

const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { number order_date status status_code total_quantity } } } }`;

const DETAILS = `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { total_count items {
  id number order_date status status_code email is_virtual shipping_method carrier pickup_code tracking_number total_quantity
  pickup_location { code name address }
  items { product_name product_sku product_url_key product_type quantity_ordered product_sale_price { minor_units currency } selected_options { label value }
    prices { row_total { minor_units } } product { sku small_image { file } } }
  total { subtotal { minor_units } grand_total { minor_units currency } total_shipping { minor_units } discounts { amount { minor_units } label } }
  shipping_address { firstname lastname street city region region_id country_code telephone }
  billing_address { firstname street }
  payment_methods { name type additional_data { name value } }
  comments { timestamp message } } } } }`;

const IN_STORE = `query($page: Int, $size: Int) { customer { in_store_purchases(currentPage: $page, pageSize: $size) {
  total_count page_info { current_page page_size total_pages }
  items { receipt_number purchase_date total_quantity amount { minor_units currency } shop { code name } items { name sku quantity amount { minor_units } } } } } }`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function placeOrderOf(member: Member, sku: string): Promise<string> {
  const cartId = await readyCustomerCart(app, member, sku);
  const placed = await app.graphql(PLACE, { id: cartId }, member.headers);
  expect(placed.errors).toBeUndefined();
  return placed.data!.placeOrder.order.order_number;
}

async function ordersOf(member: Member, variables: Record<string, unknown> = {}, store = 'tsl_en') {
  const answer = await app.graphql(ORDERS, variables, { ...member.headers, store });
  expect(answer.errors).toBeUndefined();
  return answer.data!.customer.orders;
}

describe('a member’s orders', () => {
  let member: Member;
  let numbers: string[];

  beforeAll(async () => {
    member = await newMember(app);
    const sku = await productInStock(app);
    numbers = [];
    for (let index = 0; index < 3; index += 1) numbers.push(await placeOrderOf(member, sku));
    // Placed within the same second: spread them out so "newest first" is the placing order.
    for (const [index, number] of numbers.entries()) {
      await app.database.db.execute(sql`update orders set placed_at = now() - ${`${3 - index} hours`}::interval where number = ${number}`);
    }
    await app.app.commerce.orders.transition(GATEWAY, numbers[1], 'pay');
    await app.app.commerce.orders.transition(SYSTEM, numbers[2], 'cancel_unpaid', { note: 'payment not received in time' });
  });

  it('lists only the member’s own orders, newest first, with their statuses labelled in the store view’s language', async () => {
    const listed = await ordersOf(member);
    expect(listed.total_count).toBe(3);
    expect(listed.items.map((order: { number: string }) => order.number)).toEqual([...numbers].reverse());
    expect(listed.items.map((order: { status: string; status_code: string }) => [order.status_code, order.status])).toEqual([
      ['canceled', 'Canceled'],
      ['processing', 'Awaiting Shipment'],
      ['pending', 'To Pay'],
    ]);
    expect(listed.items[0].order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(listed.items[0].total_quantity).toBe(1);
    const traditional = await ordersOf(member, {}, 'tsl_tc');
    expect(traditional.items.map((order: { status: string }) => order.status)).toEqual(['已取消', '待發貨', '待付款']);
    const simplified = await ordersOf(member, {}, 'tsl_sc');
    expect(simplified.items[2].status).toBe('待付款');

    const oldestFirst = await ordersOf(member, { sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } });
    expect(oldestFirst.items.map((order: { number: string }) => order.number)).toEqual(numbers);
  });

  it('pages through the orders and refuses a page size or page out of range', async () => {
    const first = await ordersOf(member, { size: 2, page: 1 });
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(first.items.map((order: { number: string }) => order.number)).toEqual([numbers[2], numbers[1]]);
    const second = await ordersOf(member, { size: 2, page: 2 });
    expect(second.items.map((order: { number: string }) => order.number)).toEqual([numbers[0]]);
    const beyond = await ordersOf(member, { size: 2, page: 3 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total_count).toBe(3);

    for (const variables of [{ size: 0 }, { size: 101 }, { page: 0 }]) {
      const refused = await app.graphql(ORDERS, variables, member.headers);
      expect(refused.errors?.[0].extensions?.category, JSON.stringify(variables)).toBe('graphql-input');
    }
    const tooLong = await app.graphql(ORDERS, { filter: { number: { eq: 'X'.repeat(41) } } }, member.headers);
    expect(tooLong.errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('opens one order by its number with its lines, totals, address, payment and status history', async () => {
    const answer = await app.graphql(DETAILS, { number: numbers[1] }, member.headers);
    expect(answer.errors).toBeUndefined();
    const { total_count, items } = answer.data!.customer.orders;
    expect(total_count).toBe(1);
    const [order] = items;
    expect(order).toMatchObject({
      number: numbers[1],
      status: 'Awaiting Shipment',
      status_code: 'processing',
      email: member.email,
      is_virtual: false,
      shipping_method: 'Home delivery',
      carrier: 'flatrate',
      pickup_location: null,
      pickup_code: null,
      shipping_address: { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region: 'Hong Kong Island', region_id: 'HK-HKI', country_code: 'HK' },
      payment_methods: [{ name: 'WeChat Pay', type: 'wechat_pay', additional_data: [] }],
    });
    const [line] = order.items;
    expect(line.product_sku).toBe(await productInStock(app));
    expect(line.quantity_ordered).toBe(1);
    expect(line.product_url_key).toBeTruthy();
    expect(line.product).toMatchObject({ sku: line.product_sku, small_image: { file: expect.any(String) } });
    expect(order.total.grand_total).toEqual({ minor_units: line.prices.row_total.minor_units + order.total.total_shipping.minor_units, currency: 'HKD' });
    expect(order.comments.map((comment: { message: string }) => comment.message)).toEqual(['To Pay', 'Awaiting Shipment']);
    expect(order.comments[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const several = await ordersOf(member, { filter: { number: { in: [numbers[0], numbers[2], 'HK1'] } } });
    expect(several.items.map((entry: { number: string }) => entry.number).sort()).toEqual([numbers[0], numbers[2]].sort());
    const unknown = await ordersOf(member, { filter: { number: { eq: 'HK99999999' } } });
    expect(unknown).toMatchObject({ total_count: 0, items: [] });
  });

  it('shows another member none of them, and refuses a guest', async () => {
    const other = await newMember(app);
    const theirs = await ordersOf(other, { filter: { number: { eq: numbers[0] } } });
    expect(theirs).toMatchObject({ total_count: 0, items: [] });
    expect((await ordersOf(other)).total_count).toBe(0);

    const guest = await app.graphql(ORDERS, {}, { store: 'tsl_en' });
    expect(guest.errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect(guest.data?.customer ?? null).toBeNull();
    // A Hong Kong token does not sign anyone in on the Macau website.
    const elsewhere = await app.graphql(ORDERS, {}, { ...member.headers, store: 'tsl_mo_en' });
    expect(elsewhere.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('shows an order for store pickup with its shop, and its pickup code once ready', async () => {
    const pickupMember = await newMember(app);
    const run = async (query: string, variables: Record<string, unknown>) => {
      const answer = await app.graphql(query, variables, pickupMember.headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!;
    };
    const [shop] = await queryRows<{ code: string }>(app, sql`select code from store_locations where website_id = 1 and 'pickup' = any(services) order by sort_order limit 1`);
    const id = (await run('{ customerCart { id } }', {})).customerCart.id;
    await run('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id, sku: await productInStock(app) });
    const contact = { firstname: 'Mei', lastname: 'Chan', street: [], city: '', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
    await run('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', {
      id,
      s: { address: contact, pickup_location_code: shop.code },
    });
    await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { id } } }', { id });
    await run('mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }', {
      id,
      a: { ...contact, street: ['1 Harbour Road'], city: 'Wan Chai' },
    });
    const nonce = await app.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/nonces',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' }),
    });
    await run('mutation($id: String!, $n: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "card", braintree: { payment_method_nonce: $n, is_active_payment_token_enabler: false } } }) { cart { id } } }', {
      id,
      n: nonce.json().nonce,
    });
    const number = (await run(PLACE, { id })).placeOrder.order.order_number;

    const paid = (await app.graphql(DETAILS, { number }, { ...pickupMember.headers, store: 'tsl_tc' })).data!.customer.orders.items[0];
    expect(paid).toMatchObject({ status: '待發貨', shipping_method: '門市自取', carrier: 'instore', pickup_code: null, pickup_location: { code: shop.code } });
    expect(paid.payment_methods[0]).toEqual({
      name: '信用卡或扣賬卡',
      type: 'card',
      additional_data: [
        { name: 'card_brand', value: expect.any(String) },
        { name: 'card_last4', value: '1111' },
      ],
    });

    const ready = await app.graphql('mutation($n: String!) { markOrderReadyForPickup(order_number: $n) { pickup_code } }', { n: number }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    const code = ready.data!.markOrderReadyForPickup.pickup_code;
    const collected = (await app.graphql(DETAILS, { number }, pickupMember.headers)).data!.customer.orders.items[0];
    expect(collected).toMatchObject({ status: 'To Receive', status_code: 'complete_pick_pending', pickup_code: code });
    expect(collected.comments.map((comment: { message: string }) => comment.message)).toEqual(['To Pay', 'Awaiting Shipment', 'To Receive']);
  });
});

describe('in-store purchases', () => {
  it('list the seeded member’s receipts newest first, with the shop, the pieces and the amount, a page at a time', async () => {
    const mei = await signIn(app, 'mei.chan@example.com');
    const answer = await app.graphql(IN_STORE, {}, { ...mei.headers, store: 'tsl_tc' });
    expect(answer.errors).toBeUndefined();
    const { total_count, items, page_info } = answer.data!.customer.in_store_purchases;
    expect(total_count).toBe(5);
    expect(page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const dates = items.map((purchase: { purchase_date: string }) => purchase.purchase_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const purchase of items) {
      expect(purchase.receipt_number).toMatch(/^HKP\d{8}$/);
      expect(purchase.amount.currency).toBe('HKD');
      expect(purchase.amount.minor_units).toBe(purchase.items.reduce((sum: number, item: { amount: { minor_units: number } }) => sum + item.amount.minor_units, 0));
      expect(purchase.shop.name).toMatch(/店$/);
    }
    expect(items.at(-1).items.some((item: { sku: string | null; name: string }) => item.sku === null && item.name === '刻字服務')).toBe(true);

    const paged = await app.graphql(IN_STORE, { size: 2, page: 3 }, mei.headers);
    expect(paged.data!.customer.in_store_purchases).toMatchObject({ total_count: 5, page_info: { current_page: 3, page_size: 2, total_pages: 3 } });
    expect(paged.data!.customer.in_store_purchases.items).toHaveLength(1);
    const refused = await app.graphql(IN_STORE, { size: 500 }, mei.headers);
    expect(refused.errors?.[0].extensions?.category).toBe('graphql-input');

    const MY = { store: 'tsl_my_en' };
    const token = await app.graphql('mutation { generateCustomerToken(email: "weijie.tan@example.com", password: "Jewel2025!") { token } }', {}, MY);
    const malaysia = await app.graphql(IN_STORE, {}, { ...MY, authorization: `Bearer ${token.data!.generateCustomerToken.token}` });
    expect(malaysia.errors).toBeUndefined();
    expect(malaysia.data!.customer.in_store_purchases.items[0].amount.currency).toBe('MYR');
  });

  it('are none of another member’s business, and none of a guest’s', async () => {
    const other = await newMember(app);
    const answer = await app.graphql(IN_STORE, {}, other.headers);
    expect(answer.data!.customer.in_store_purchases).toMatchObject({ total_count: 0, items: [] });
    const guest = await app.graphql(IN_STORE, {}, { store: 'tsl_en' });
    expect(guest.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('go with the account when it is deleted', async () => {
    const leaving = await newMember(app);
    const [shop] = await queryRows<{ id: number }>(app, sql`select id from store_locations where website_id = 1 order by id limit 1`);
    await app.database.db.insert(inStorePurchases).values({
      customerId: leaving.id,
      storeLocationId: shop.id,
      receiptNumber: `TEST-${leaving.id}`,
      purchasedAt: new Date(),
      currency: 'HKD',
      amount: 100_00,
      items: [{ name: { en: 'Ring' }, sku: null, quantity: 1, amount: 100_00 }],
    });
    const deleted = await app.graphql('mutation { deleteCustomer }', {}, leaving.headers);
    expect(deleted.errors).toBeUndefined();
    const left = await queryRows<{ count: number }>(app, sql`select count(*)::int as count from in_store_purchases where customer_id = ${leaving.id}`);
    expect(left[0].count).toBe(0);
  });
});
