/**
 * What the club's tests share: members signed in through the API, points given straight into the
 * ledger, orders completed at a chosen time, and orders placed through the real checkout.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { carts } from '../../src/commerce/db/schema/cart.ts';
import { pointsLedger } from '../../src/commerce/db/schema/club.ts';
import { orderStatusHistory, orders } from '../../src/commerce/db/schema/orders.ts';
import { queryRows } from './catalog.ts';
import { issueLocalCaptchaToken } from '../../src/commerce/modules/customers/captcha.ts';

export const PASSWORD = 'Jewel2025!';
export const HK = { store: 'tsl_en' };

export interface Member {
  id: number;
  email: string;
  headers: Record<string, string>;
}

let serial = 0;

/** A new member of the Hong Kong website, signed in. */
export async function newMember(app: TestApp, fields: Record<string, unknown> = {}): Promise<Member> {
  serial += 1;
  const email = `club.${process.pid}.${serial}@example.com`;
  const created = await app.graphql(
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { customer_id } } }`,
    {
      input: {
        firstname: 'Mei',
        lastname: 'Chan',
        email,
        password: PASSWORD,
        consent: true,
        ...fields,
      },
    },
    {
      ...HK,
      'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE'),
    },
  );
  expect(created.errors).toBeUndefined();
  return signIn(app, email, Number(created.data!.createCustomerV2.customer.customer_id));
}

export async function signIn(app: TestApp, email: string, id?: number): Promise<Member> {
  const signedIn = await app.graphql(
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
    HK,
  );
  expect(signedIn.errors).toBeUndefined();
  const headers = {
    ...HK,
    authorization: `Bearer ${signedIn.data!.generateCustomerToken.token}`,
  };
  const customerId = id ?? Number((await app.graphql(`{ customer { customer_id } }`, {}, headers)).data!.customer.customer_id);
  return { id: customerId, email, headers };
}

export async function givePoints(app: TestApp, customerId: number, points: number, expiresAt: Date | null = null, createdAt = new Date()): Promise<void> {
  await app.database.db.insert(pointsLedger).values({
    customerId,
    kind: 'adjust',
    points,
    reference: `test:${randomBytes(6).toString('hex')}`,
    expiresAt,
    createdAt,
  });
}

export async function balanceOf(app: TestApp, member: Member): Promise<number> {
  const answer = await app.graphql(`{ customer { reward_points { balance { points } } } }`, {}, member.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.customer.reward_points.balance.points;
}

/** An order of the member's, complete since `completedAt`, worth `grandTotal` minor units. */
export async function completedOrder(app: TestApp, customerId: number, grandTotal: number, completedAt: Date): Promise<void> {
  const db = app.database.db;
  const [cart] = await db
    .insert(carts)
    .values({
      maskedId: randomBytes(24).toString('base64url'),
      websiteId: 1,
      storeViewId: 3,
      customerId,
      isActive: false,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      number: `HKT${cart.id}`,
      cartId: cart.id,
      websiteId: 1,
      storeViewId: 3,
      customerId,
      email: 'member@example.com',
      status: 'complete_complete',
      currency: 'HKD',
      subtotal: grandTotal,
      discountTotal: 0,
      shippingFee: 0,
      grandTotal,
      discounts: [],
      paymentMethod: 'card',
      placedAt: completedAt,
    })
    .returning();
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'complete_complete',
    actor: 'system',
    createdAt: completedAt,
  });
}

/** A simple Hong Kong product with stock to spare. */
export async function productInStock(app: TestApp): Promise<string> {
  const [row] = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = 1
        join product_prices pr on pr.product_id = p.id and pr.website_id = 1
        where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity > 20 and pr.price > 50000
        order by p.sku limit 1`,
  );
  return row.sku;
}

const ADDRESS = {
  firstname: 'Mei',
  lastname: 'Chan',
  street: ['1 Harbour Road'],
  city: 'Wan Chai',
  region_code: 'HK-HKI',
  country_code: 'HK',
  telephone: '51182338',
};

/** The member's cart with one piece in it, ready to order: delivery address, home delivery, card. */
export async function readyCustomerCart(app: TestApp, member: Member, sku: string): Promise<string> {
  const run = async (query: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(query, variables, member.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const id = (await run(`{ customerCart { id } }`, {})).customerCart.id as string;
  const added = await run(
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { id, sku },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  await run(
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: ADDRESS },
  );
  await run(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  // Paid by wallet, the order waits in pending for the test to move it, as a shop's would.
  await run('mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }', { id });
  return id;
}

export const PLACE = 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number grand_total { minor_units } } } }';

/** A new member's order of one piece for home delivery, paid (the gateway's move, no payment taken): answers its number. */
export async function paidDeliveryOrder(app: TestApp): Promise<string> {
  const member = await newMember(app);
  const placed = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, await productInStock(app)) }, member.headers);
  expect(placed.errors).toBeUndefined();
  const number = placed.data!.placeOrder.order.order_number as string;
  await app.app.commerce.orders.transition({ kind: 'gateway' }, number, 'pay');
  return number;
}
export const APPLY =
  'mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } prices { discounts { amount { minor_units } label } } } } }';
