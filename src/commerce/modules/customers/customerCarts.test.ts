/**
 * What a signed-in customer owns, through the real server: their cart (customerCart, mergeCarts at
 * sign-in, the REST `carts/mine` forms), who may touch it and their addresses (every customer-owned
 * operation refuses a guest and another customer's token), and account deletion, which keeps the
 * orders without the shopper's personal data.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardNonce, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { issueLocalCaptchaToken } from './captcha.ts';

const PASSWORD = 'Jewel2025!';
const REST_ADDRESS = {
  firstname: 'Mei',
  lastname: 'Chan',
  street: ['1 Harbour Road'],
  city: 'Wan Chai',
  region_code: 'HK-HKI',
  country_id: 'HK',
  telephone: '51182338',
};
const CART = `query($id: String!) { cart(cart_id: $id) { id email total_quantity items { quantity product { sku } } } }`;
const ADD = `mutation($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { code message } } }`;

let app: TestApp;
let skus: string[];

interface Member {
  email: string;
  token: string;
  headers: Record<string, string>;
}

let serial = 0;
async function member(): Promise<Member> {
  serial += 1;
  const email = `member.${serial}@example.com`;
  const created = await app.graphql(
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: 'Mei', lastname: 'Chan', email, password: PASSWORD, consent: true } },
    { 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') },
  );
  expect(created.errors).toBeUndefined();
  const signedIn = await app.graphql(`mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`, {
    email,
    password: PASSWORD,
  });
  const token = signedIn.data!.generateCustomerToken.token as string;
  return { email, token, headers: { authorization: `Bearer ${token}` } };
}

async function customerCartId(who: Member): Promise<string> {
  const result = await app.graphql(`{ customerCart { id email } }`, {}, who.headers);
  expect(result.errors).toBeUndefined();
  return result.data!.customerCart.id;
}

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  skus = (
    await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = (select id from websites where code = 'base')
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and not s.backorders and s.quantity > 5 order by p.sku limit 2`,
    )
  ).map((row) => row.sku);
});

afterAll(async () => {
  await app?.close();
});

describe("the customer's cart", () => {
  it('is created once, carries the email, and merges the guest cart at sign-in', async () => {
    const mei = await member();
    const cartId = await customerCartId(mei);
    expect(await customerCartId(mei)).toBe(cartId);
    expect((await app.graphql(`{ customerCart { email } }`, {}, mei.headers)).data!.customerCart.email).toBe(mei.email);
    await app.graphql(ADD, { id: cartId, sku: skus[0], qty: 1 }, mei.headers);

    const guestCart = (await app.graphql(`mutation { createCart }`)).data!.createCart as string;
    await app.graphql(ADD, { id: guestCart, sku: skus[0], qty: 2 }, {});
    await app.graphql(ADD, { id: guestCart, sku: skus[1], qty: 1 }, {});
    const merged = await app.graphql(
      `mutation($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id total_quantity items { quantity product { sku } } } }`,
      { source: guestCart, destination: cartId },
      mei.headers,
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data!.mergeCarts.id).toBe(cartId);
    expect(merged.data!.mergeCarts.total_quantity).toBe(4);
    expect(merged.data!.mergeCarts.items.find((item: { product: { sku: string } }) => item.product.sku === skus[0]).quantity).toBe(3);
    // The guest cart is spent.
    expect((await app.graphql(CART, { id: guestCart })).errors?.[0].message).toBe("The cart isn't active.");

    // Without a destination, into the customer's own cart.
    const another = (await app.graphql(`mutation { createCart }`)).data!.createCart as string;
    await app.graphql(ADD, { id: another, sku: skus[1], qty: 1 }, {});
    const intoOwn = await app.graphql(
      `mutation($source: String!) { mergeCarts(source_cart_id: $source) { id total_quantity } }`,
      { source: another },
      mei.headers,
    );
    expect(intoOwn.data!.mergeCarts).toEqual({ id: cartId, total_quantity: 5 });
  });

  it('goes through the REST carts/mine forms with the Bearer token to a placed order', async () => {
    const mei = await member();
    const cartId = await customerCartId(mei);
    await app.graphql(ADD, { id: cartId, sku: skus[0], qty: 1 }, mei.headers);
    const post = (url: string, payload: unknown, headers: Record<string, string>) =>
      app.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
    const shipping = await post(
      '/rest/V1/carts/mine/shipping-information',
      {
        addressInformation: {
          shipping_address: REST_ADDRESS,
          billing_address: REST_ADDRESS,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
      mei.headers,
    );
    expect(shipping.statusCode).toBe(200);
    const payment = await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'card', additional_data: { payment_method_nonce: await sandboxCardNonce(app) } } }, mei.headers);
    expect(payment.statusCode).toBe(200);
    const [order] = await queryRows<{ email: string; customer_id: number }>(app, sql`select email, customer_id from orders where number = ${payment.json()}`);
    expect(order.email).toBe(mei.email);
    // The next customerCart is a new one.
    expect(await customerCartId(mei)).not.toBe(cartId);
    const guest = await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'card' } }, {});
    expect(guest.statusCode).toBe(401);
  });
});

describe('authorization', () => {
  it("every customer-owned operation refuses a guest and another customer's token", async () => {
    const owner = await member();
    const other = await member();
    const cartId = await customerCartId(owner);
    await app.graphql(ADD, { id: cartId, sku: skus[0], qty: 1 }, owner.headers);
    const address = await app.graphql(
      `mutation { createCustomerAddress(input: { firstname: "Mei", lastname: "Chan", street: ["1 Harbour Road"], city: "Wan Chai",
        region: { region_code: "HK-HKI" }, country_code: HK, telephone: "51182338" }) { id } }`,
      {},
      owner.headers,
    );
    const addressId = address.data!.createCustomerAddress.id as number;
    const guestCart = (await app.graphql(`mutation { createCart }`)).data!.createCart as string;

    const notAuthorized = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
    const notYourCart = { message: `The current user cannot perform operations on cart "${cartId}"`, extensions: { category: 'graphql-authorization' } };
    const notYourAddress = {
      message: `Current customer does not have permission to address with ID "${addressId}"`,
      extensions: { category: 'graphql-authorization' },
    };
    const hkAddress = `{ firstname: "Mei", lastname: "Chan", street: ["1 Harbour Road"], city: "Wan Chai", region: { region_code: "HK-HKI" }, country_code: HK, telephone: "51182338" }`;

    // Operations on the signed-in customer themselves: a guest is refused; another token acts on its own account.
    const ownOperations: Array<[string, string]> = [
      ['customer', `{ customer { email } }`],
      ['customerCart', `{ customerCart { id } }`],
      ['updateCustomerV2', `mutation { updateCustomerV2(input: { firstname: "X" }) { customer { email } } }`],
      ['updateCustomerEmail', `mutation { updateCustomerEmail(email: "x@example.com", password: "${PASSWORD}") { customer { email } } }`],
      ['changeCustomerPassword', `mutation { changeCustomerPassword(currentPassword: "${PASSWORD}", newPassword: "Other2025!") { email } }`],
      ['createCustomerAddress', `mutation { createCustomerAddress(input: ${hkAddress}) { id } }`],
      ['mergeCarts', `mutation { mergeCarts(source_cart_id: "${guestCart}") { id } }`],
      ['revokeCustomerToken', `mutation { revokeCustomerToken { result } }`],
      ['deleteCustomer', `mutation { deleteCustomer }`],
    ];
    for (const [name, query] of ownOperations) {
      const result = await app.graphql(query);
      expect(result.errors?.[0], `${name} as a guest`).toMatchObject(notAuthorized);
    }

    // Operations that name something of the owner's: both are refused.
    const namedOperations: Array<[string, string, object]> = [
      ['cart', `{ cart(cart_id: "${cartId}") { id } }`, notYourCart],
      ['getItemCount', `{ getItemCount(cartId: "${cartId}") { total_quantity } }`, notYourCart],
      ['checkUserIsAuthed', `{ checkUserIsAuthed(cartId: "${cartId}") { cart_id } }`, notYourCart],
      [
        'addProductsToCart',
        `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: "${skus[1]}", quantity: 1 }]) { cart { id } } }`,
        notYourCart,
      ],
      ['applyCouponToCart', `mutation { applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "X" }) { cart { id } } }`, notYourCart],
      [
        'setShippingAddressesOnCart',
        `mutation { setShippingAddressesOnCart(input: { cart_id: "${cartId}", shipping_addresses: [{ address: { firstname: "A", lastname: "B", street: ["1 Road"], city: "Wan Chai", region_code: "HK-HKI", country_code: "HK", telephone: "51182338" } }] }) { cart { id } } }`,
        notYourCart,
      ],
      ['placeOrder', `mutation { placeOrder(input: { cart_id: "${cartId}" }) { order { order_number } } }`, notYourCart],
      ['mergeCarts into it', `mutation { mergeCarts(source_cart_id: "${guestCart}", destination_cart_id: "${cartId}") { id } }`, notYourCart],
      ['updateCustomerAddress', `mutation { updateCustomerAddress(id: ${addressId}, input: { city: "Central" }) { id } }`, notYourAddress],
      ['deleteCustomerAddress', `mutation { deleteCustomerAddress(id: ${addressId}) }`, notYourAddress],
    ];
    for (const [name, query, refusal] of namedOperations) {
      const asOther = await app.graphql(query, {}, other.headers);
      expect(asOther.errors?.[0], `${name} with another customer's token`).toMatchObject(refusal);
      const asGuest = await app.graphql(query);
      expect(asGuest.errors?.[0]?.extensions?.category, `${name} as a guest`).toBe('graphql-authorization');
    }

    // Another token reads its own account, never the owner's; the owner's things are untouched.
    expect((await app.graphql(`{ customer { email } }`, {}, other.headers)).data!.customer.email).toBe(other.email);
    expect((await app.graphql(`{ customerCart { id } }`, {}, other.headers)).data!.customerCart.id).not.toBe(cartId);
    const owned = await app.graphql(`{ customer { addresses { id city } } customerCart { id total_quantity } }`, {}, owner.headers);
    expect(owned.data).toEqual({ customer: { addresses: [{ id: addressId, city: 'Wan Chai' }] }, customerCart: { id: cartId, total_quantity: 1 } });
  });
});

describe('deleteCustomer', () => {
  it('erases the personal data, ends the sessions and keeps the orders anonymized', async () => {
    const mei = await member();
    const cartId = await customerCartId(mei);
    await app.graphql(ADD, { id: cartId, sku: skus[0], qty: 1 }, mei.headers);
    const post = (url: string, payload: unknown) =>
      app.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...mei.headers }, payload: JSON.stringify(payload) });
    await post('/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: REST_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    const number = (await post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'card', additional_data: { payment_method_nonce: await sandboxCardNonce(app) } } })).json();
    expect(number).toMatch(/^HK\d+$/);

    const deleted = await app.graphql(`mutation { deleteCustomer }`, {}, mei.headers);
    expect(deleted.data!.deleteCustomer).toBe(true);
    expect((await app.graphql(`{ customer { email } }`, {}, mei.headers)).errors?.[0].extensions?.category).toBe('graphql-authorization');
    const signIn = await app.graphql(`mutation { generateCustomerToken(email: "${mei.email}", password: "${PASSWORD}") { token } }`);
    expect(signIn.errors?.[0].extensions?.category).toBe('graphql-authentication');

    const [order] = await queryRows<{ email: string; shipping_address: unknown; customer_id: number; grand_total: number }>(
      app,
      sql`select email, shipping_address, customer_id, grand_total from orders where number = ${number}`,
    );
    expect(order.email).not.toContain('member');
    expect(order.shipping_address).toBeNull();
    expect(order.grand_total).toBeGreaterThan(0);
    const [account] = await queryRows<{ email: string | null; firstname: string; password_hash: string | null; deleted_at: Date | null }>(
      app,
      sql`select email, firstname, password_hash, deleted_at from customers where id = ${order.customer_id}`,
    );
    expect(account).toMatchObject({ email: null, firstname: '', password_hash: null });
    expect(account.deleted_at).not.toBeNull();
    // The email may open a new account.
    const available = await app.graphql(`{ isEmailAvailable(email: "${mei.email}") { is_email_available } }`);
    expect(available.data!.isEmailAvailable.is_email_available).toBe(true);
  });
});
