/**
 * The operations a Magento storefront client sends (PWA Studio's Venia reads these fields and
 * arguments), in test/fixtures/magento-client: each must validate against our schema, and together
 * they must carry a shopper from the store's settings through a product page to a placed order on
 * the real server, with no error along the way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildSchema, parse, print, separateOperations, validate, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTypeDefs } from '../src/commerce/graphql/typeDefs.ts';
import { queryRows } from './kits/catalog.ts';
import { startTestApp, type TestApp } from './harness.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/magento-client/', import.meta.url));

const documents: Record<string, DocumentNode> = Object.fromEntries(
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => [file, parse(readFileSync(path.join(FIXTURES, file), 'utf8'))]),
);

/** Each named operation with the fragments it spreads, as a client sends it. */
const operations: Record<string, string> = Object.fromEntries(
  Object.values(documents).flatMap((document) => Object.entries(separateOperations(document)).map(([name, alone]) => [name, print(alone)])),
);

describe('Magento client operations', () => {
  const schema = buildSchema(buildTypeDefs());

  it.each(Object.keys(documents))('%s validates against our schema', (file) => {
    expect(validate(schema, documents[file]).map((error) => error.message)).toEqual([]);
  });

  it('covers the catalog, the cart and the checkout', () => {
    expect(Object.keys(operations)).toEqual(
      expect.arrayContaining(['StoreSettings', 'ResolveRoute', 'ProductDetail', 'CategoryProducts', 'CartPage', 'AddToCart', 'ShippingAddress', 'CardPayment', 'PlaceOrder']),
    );
  });

  it('covers the account', () => {
    expect(Object.keys(operations)).toEqual(expect.arrayContaining(['CreateAccount', 'SignIn', 'CustomerInformation', 'CustomerOrders', 'CustomerCart', 'MergeGuestCart', 'SignOut']));
  });
});

describe('a Magento client shopping on the real server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function send<T = Record<string, any>>(name: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await app.graphql<T>(operations[name], variables, { store: 'tsl_en' });
    expect(result.errors, name).toBeUndefined();
    return result.data!;
  }

  it('reads the store, finds a ring, buys it and places the order', async () => {
    const { storeConfig, availableStores } = await send('StoreSettings');
    expect(storeConfig.store_code).toBe('tsl_en');
    expect(availableStores.length).toBeGreaterThan(1);
    await send('NavigationMenu', { id: storeConfig.root_category_uid });

    const [simple] = await queryRows<{ url_key: string; sku: string }>(
      app,
      sql`select p.url_key, p.sku from products p join product_stock s on s.product_id = p.id
          join websites w on w.id = s.website_id and w.code = 'base'
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 2
          order by p.id limit 1`,
    );
    const { route } = await send('ResolveRoute', { url: `${simple.url_key}.html` });
    expect(route).toMatchObject({ type: 'PRODUCT', sku: simple.sku });
    const { products } = await send('ProductDetail', { urlKey: simple.url_key });
    const product = products.items[0];
    expect(product.sku).toBe(simple.sku);
    const category = product.categories[0].uid;
    await send('CategoryContent', { id: category });
    await send('CategoryFilters', { category: { eq: category } });
    const listed = await send('CategoryProducts', { category: { eq: category }, pageSize: 12, currentPage: 1 });
    expect(listed.products.total_count).toBeGreaterThan(0);
    await send('SearchProducts', { text: 'ring', pageSize: 6 });
    const blocks = await queryRows<{ identifier: string }>(app, sql`select distinct identifier from cms_blocks order by identifier limit 2`);
    const cms = await send('CmsContent', { identifier: 'home', blocks: blocks.map((block) => block.identifier) });
    expect(cms.cmsBlocks.items).toHaveLength(blocks.length);

    const { cartId } = await send<{ cartId: string }>('CreateCart');
    const added = await send('AddToCart', { cartId, sku: simple.sku, quantity: 2 });
    expect(added.addProductsToCart.user_errors).toEqual([]);
    const line = added.addProductsToCart.cart.items[0];
    const updated = await send('UpdateQuantity', { cartId, itemUid: line.uid, quantity: 1 });
    expect(updated.updateCartItems.cart.total_quantity).toBe(1);

    await send('GuestEmail', { cartId, email: 'mei.chan@example.com' });
    const shipped = await send('ShippingAddress', {
      cartId,
      address: {
        firstname: 'Mei',
        lastname: 'Chan',
        street: ['Flat 12A, Tower 3', '1 Harbour Road'],
        city: 'Wan Chai',
        region: 'Hong Kong Island',
        country_code: 'HK',
        telephone: '5118 2338',
        save_in_address_book: false,
      },
    });
    const [method] = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods.filter(
      (available: { available: boolean }) => available.available,
    );
    await send('ShippingMethod', { cartId, carrier: method.carrier_code, method: method.method_code });
    await send('BillingSameAsShipping', { cartId });
    const { cart } = await send('PaymentMethods', { cartId });
    expect(cart.available_payment_methods.map((available: { code: string }) => available.code)).toContain('card');
    await send('PaymentMethod', { cartId, code: 'wechat_pay' });
    // The card goes to the gateway's card form, which answers a one-time nonce for Braintree's input.
    const form = await app.app.inject({
      method: 'POST',
      url: '/payment-sandbox/v1/nonces',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 3), cvv: '123', name: 'Mei Chan' }),
    });
    expect(form.statusCode).toBe(200);
    const paying = await send('CardPayment', { cartId, code: 'card', nonce: form.json().nonce });
    expect(paying.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('card');
    const placed = await send('PlaceOrder', { cartId });
    expect(placed.placeOrder.order.order_number).toMatch(/^HK\d+$/);
    const [order] = await queryRows<{ status: string; state: string }>(
      app,
      sql`select o.status, p.state from orders o join payments p on p.order_id = o.id where o.number = ${placed.placeOrder.order.order_number}`,
    );
    expect(order).toEqual({ status: 'processing', state: 'paid' });
  });
});

describe("a Magento client's shopper opening an account on the real server", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function send<T = Record<string, any>>(name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
    const result = await app.graphql<T>(operations[name], variables, { store: 'tsl_en', ...headers });
    expect(result.errors, name).toBeUndefined();
    return result.data!;
  }

  it('creates an account, signs in, keeps an address book, merges the guest cart and signs out', async () => {
    const { recaptchaV3Config } = await send('RecaptchaSettings');
    expect(recaptchaV3Config.forms).toContain('CUSTOMER_CREATE');
    const email = 'ka.yan.wong@example.com';
    expect((await send('EmailAvailable', { email })).isEmailAvailable.is_email_available).toBe(true);
    // With Google's keys the client runs reCAPTCHA with website_key; the local verifier hands out its token itself.
    const captcha = (await app.graphql('{ localCaptchaToken(form: CUSTOMER_CREATE) }')).data!.localCaptchaToken as string;
    const input = { email, firstname: 'Ka Yan', lastname: 'Wong', password: 'Jewel2025!', is_subscribed: false, consent: true };
    const created = await send('CreateAccount', { input }, { 'x-recaptcha': captcha });
    expect(created.createCustomerV2.customer).toEqual({ email, firstname: 'Ka Yan', lastname: 'Wong', is_subscribed: false });

    const { cartId: guestCart } = await send<{ cartId: string }>('CreateCart');
    const [simple] = await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id join websites w on w.id = s.website_id and w.code = 'base'
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 2 order by p.id limit 1`,
    );
    await send('AddToCart', { cartId: guestCart, sku: simple.sku, quantity: 1 });

    const { token } = (await send('SignIn', { email, password: 'Jewel2025!' })).generateCustomerToken;
    const signedIn = { authorization: `Bearer ${token}` };
    expect((await send('CustomerInformation', {}, signedIn)).customer).toMatchObject({ email, firstname: 'Ka Yan', default_shipping: null });

    const address = {
      firstname: 'Ka Yan',
      lastname: 'Wong',
      street: ['Flat 12A, Tower 3', '1 Harbour Road'],
      city: 'Wan Chai',
      region: { region: 'Hong Kong Island' },
      country_code: 'HK',
      telephone: '5118 2338',
      default_shipping: true,
      default_billing: true,
    };
    const added = (await send('AddAddress', { address }, signedIn)).createCustomerAddress;
    expect(added).toMatchObject({ region: { region_code: 'HK-HKI' }, default_shipping: true });
    await send('EditAddress', { id: added.id, address: { city: 'Causeway Bay' } }, signedIn);
    const book = await send('AddressBook', {}, signedIn);
    expect(book.customer.addresses).toEqual([expect.objectContaining({ city: 'Causeway Bay' })]);
    expect((await send('CustomerInformation', {}, signedIn)).customer.default_shipping).toBe(String(added.id));

    const history = (await send('CustomerOrders', { pageSize: 10 }, signedIn)).customer.orders;
    expect(history).toEqual({ items: [], page_info: { current_page: 1, total_pages: 0 }, total_count: 0 });

    const { customerCart } = await send('CustomerCart', {}, signedIn);
    expect(customerCart).toMatchObject({ email, total_quantity: 0 });
    const merged = await send('MergeGuestCart', { source: guestCart, destination: customerCart.id }, signedIn);
    expect(merged.mergeCarts.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([simple.sku]);

    expect((await send('RemoveAddress', { id: added.id }, signedIn)).deleteCustomerAddress).toBe(true);
    expect((await send('SignOut', {}, signedIn)).revokeCustomerToken.result).toBe(true);
    const after = await app.graphql(operations.CustomerInformation, {}, { store: 'tsl_en', ...signedIn });
    expect(after.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });
});
