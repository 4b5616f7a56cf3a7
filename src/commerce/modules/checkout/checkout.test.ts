import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';

const MONEY = '{ value currency minor_units }';
const CHECKOUT_FIELDS = `
  id email is_virtual
  prices { grand_total ${MONEY} subtotal_with_discount_excluding_tax ${MONEY} }
  shipping_addresses {
    firstname lastname street city postcode telephone pickup_location_code
    region { code label } country { code label }
    available_shipping_methods { carrier_code carrier_title method_code method_title amount ${MONEY} available }
    selected_shipping_method { carrier_code method_code method_title amount ${MONEY} }
  }
  billing_address { firstname lastname street city telephone region { code } country { code } }`;
const EMAIL = `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { ${CHECKOUT_FIELDS} } } }`;
const SHIPPING = `mutation($id: String!, $addresses: [ShippingAddressInput]!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) { cart { ${CHECKOUT_FIELDS} } }
}`;
const METHOD = `mutation($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { ${CHECKOUT_FIELDS} } }
}`;
const BILLING = `mutation($id: String!, $billing: BillingAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) { cart { ${CHECKOUT_FIELDS} } } }`;

interface Money {
  minor_units: number;
  currency: string;
}
interface Method {
  carrier_code: string;
  method_code: string;
  method_title: string;
  amount: Money;
}
interface CheckoutCart {
  email: string | null;
  prices: { grand_total: Money; subtotal_with_discount_excluding_tax: Money };
  shipping_addresses: Array<{
    firstname: string;
    street: string[];
    telephone: string;
    pickup_location_code: string | null;
    region: { code: string; label: string } | null;
    country: { code: string; label: string };
    available_shipping_methods: Method[];
    selected_shipping_method: Method | null;
  }>;
  billing_address: { firstname: string; street: string[]; region: { code: string } } | null;
}

const HK = { store: 'tsl_en' };
const hkAddress = {
  firstname: 'Mei',
  lastname: 'Chan',
  street: ['Flat 12A, Tower 3', '1 Harbour Road'],
  city: 'Wan Chai',
  region_code: 'HK-HKI',
  country_code: 'HK',
  telephone: '5118 2338',
};

describe('checkout shipping step', () => {
  let testApp: TestApp;
  let cheapSku: string;
  let dearSku: string;
  let pickupShop: string;

  async function cartWith(sku: string, headers: Record<string, string> = HK): Promise<string> {
    const id = (await testApp.graphql<{ createCart: string }>('mutation { createCart }', {}, headers)).data!.createCart;
    const added = await testApp.graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }',
      { id, sku },
      headers,
    );
    expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    return id;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    const hk = sql`(select id from websites where code = 'base')`;
    const pick = async (low: number, high: number) => {
      const [row] = await queryRows<{ sku: string }>(
        testApp,
        sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
            join product_prices pr on pr.product_id = p.id and pr.website_id = ${hk}
            where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity > 2 and pr.special_price is null
              and pr.price between ${low} and ${high} order by p.sku limit 1`,
      );
      return row.sku;
    };
    // The demo catalog has nothing under the free-delivery threshold: a polishing cloth for HK$80 is.
    cheapSku = 'TEST-CLOTH';
    await testApp.database.db.execute(sql`with product as (
        insert into products (sku, type_id, url_key, name) values (${cheapSku}, 'simple', 'test-cloth', '{"en": "Polishing cloth"}'::jsonb) returning id
      ), price as (insert into product_prices (product_id, website_id, price) select id, ${hk}, 8000 from product)
      insert into product_stock (product_id, website_id, quantity, is_in_stock) select id, ${hk}, 50, true from product`);
    dearSku = await pick(100_000, 5_000_000);
    [{ code: pickupShop }] = await queryRows<{ code: string }>(
      testApp,
      sql`select code from store_locations where website_id = ${hk} and 'pickup' = any(services) and is_active order by sort_order, id limit 1`,
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps a guest email and refuses one that is not an email', async () => {
    const id = await cartWith(cheapSku);
    const set = await testApp.graphql<{ setGuestEmailOnCart: { cart: CheckoutCart } }>(EMAIL, { id, email: 'mei.chan@example.com' }, HK);
    expect(set.data!.setGuestEmailOnCart.cart.email).toBe('mei.chan@example.com');
    expect((await testApp.graphql(EMAIL, { id, email: '' }, HK)).errors![0].message).toBe('Missing required information: email');
    expect((await testApp.graphql(EMAIL, { id, email: 'not-an-email' }, { store: 'tsl_tc' })).errors![0].message).toBe('電郵格式無效');
  });

  it("writes the email and the payment method only on a cart the shopper may change, refusing the others as the cart's reads do", async () => {
    const PAYMENT = 'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }';
    const refusals = async (id: string, headers: Record<string, string> = HK) =>
      [(await testApp.graphql(EMAIL, { id, email: 'mei@example.com' }, headers)).errors, (await testApp.graphql(PAYMENT, { id }, headers)).errors].map((errors) => errors?.[0]?.message);
    expect(await refusals('')).toEqual(['Missing required information: cartId', 'Missing required information: cartId']);
    const unknown = 'x'.repeat(32);
    expect(await refusals(unknown)).toEqual([`Could not find a cart with ID "${unknown}"`, `Could not find a cart with ID "${unknown}"`]);
    const hongKong = await cartWith(cheapSku);
    expect(await refusals(hongKong, { store: 'tsl_mo_en' })).toEqual([`Could not find a cart with ID "${hongKong}"`, `Could not find a cart with ID "${hongKong}"`]);
    const closed = await cartWith(cheapSku);
    await testApp.database.db.execute(sql`update carts set is_active = false where masked_id = ${closed}`);
    expect(await refusals(closed)).toEqual(["The cart isn't active.", "The cart isn't active."]);
    const owned = await cartWith(cheapSku);
    // A demo member's cart (seed/members.ts).
    await testApp.database.db.execute(sql`update carts set customer_id = (select id from customers where email = 'mei.chan@example.com') where masked_id = ${owned}`);
    expect(await refusals(owned)).toEqual([`The current user cannot perform operations on cart "${owned}"`, `The current user cannot perform operations on cart "${owned}"`]);
    const [{ written }] = await queryRows<{ written: number }>(testApp, sql`select count(*)::int as written from carts where masked_id in (${hongKong}, ${closed}, ${owned}) and (email is not null or payment_method is not null)`);
    expect(written).toBe(0);
    // The member's own cart takes their payment method.
    const member = await testApp.graphql<{ generateCustomerToken: { token: string } }>('mutation { generateCustomerToken(email: "mei.chan@example.com", password: "Jewel2025!") { token } }', {}, HK);
    const own = await testApp.graphql<{ setPaymentMethodOnCart: { cart: { id: string } } }>(PAYMENT, { id: owned }, { ...HK, authorization: `Bearer ${member.data!.generateCustomerToken.token}` });
    expect(own.data!.setPaymentMethodOnCart.cart.id).toBe(owned);
  });

  it('delivers to a Hong Kong address, charging delivery below the free threshold and not above it', async () => {
    const id = await cartWith(cheapSku);
    const set = await testApp.graphql<{ setShippingAddressesOnCart: { cart: CheckoutCart } }>(SHIPPING, { id, addresses: [{ address: hkAddress }] }, HK);
    expect(set.errors).toBeUndefined();
    const [address] = set.data!.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address).toMatchObject({ firstname: 'Mei', telephone: '51182338', region: { code: 'HK-HKI', label: 'Hong Kong Island' }, country: { code: 'HK', label: 'Hong Kong' } });
    expect(address.available_shipping_methods).toEqual([
      { carrier_code: 'flatrate', carrier_title: 'Home delivery', method_code: 'flatrate', method_title: 'Free from HK$1,000', amount: { value: 60, currency: 'HKD', minor_units: 6000 }, available: true },
    ]);
    const chosen = await testApp.graphql<{ setShippingMethodsOnCart: { cart: CheckoutCart } }>(METHOD, { id, carrier: 'flatrate', method: 'flatrate' }, HK);
    const cart = chosen.data!.setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({ carrier_code: 'flatrate', amount: { minor_units: 6000 } });
    expect(cart.prices.grand_total.minor_units).toBe(cart.prices.subtotal_with_discount_excluding_tax.minor_units + 6000);

    const dear = await cartWith(dearSku);
    await testApp.graphql(SHIPPING, { id: dear, addresses: [{ address: hkAddress }] }, HK);
    const free = (await testApp.graphql<{ setShippingMethodsOnCart: { cart: CheckoutCart } }>(METHOD, { id: dear, carrier: 'flatrate', method: 'flatrate' }, HK)).data!
      .setShippingMethodsOnCart.cart;
    expect(free.shipping_addresses[0].selected_shipping_method).toMatchObject({ method_title: 'Free delivery', amount: { minor_units: 0 } });
    expect(free.prices.grand_total.minor_units).toBe(free.prices.subtotal_with_discount_excluding_tax.minor_units);
  });

  it("takes Magento's region field as a region's code or its name in any of the three languages", async () => {
    const id = await cartWith(cheapSku);
    const { region_code: _, ...withoutCode } = hkAddress;
    for (const region of ['hk-kln', 'Kowloon', '九龍', '九龙']) {
      const set = await testApp.graphql<{ setShippingAddressesOnCart: { cart: CheckoutCart } }>(SHIPPING, { id, addresses: [{ address: { ...withoutCode, region } }] }, HK);
      expect(set.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].region?.code, region).toBe('HK-KLN');
    }
    const unknown = await testApp.graphql(SHIPPING, { id, addresses: [{ address: { ...withoutCode, region: 'Atlantis' } }] }, HK);
    expect(unknown.errors![0].extensions!.category).toBe('graphql-input');
  });

  it('refuses addresses a Hong Kong shop cannot deliver to, field by field', async () => {
    const id = await cartWith(cheapSku);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...hkAddress, telephone: '1234' }, 'Enter a valid mobile or phone number for this region'],
      [{ ...hkAddress, country_code: 'MY' }, "We deliver only within this website's region"],
      [{ ...hkAddress, region_code: 'MY-14' }, 'Choose a region from the list'],
      [{ ...hkAddress, street: [' '] }, 'Required: street'],
      [{ ...hkAddress, firstname: '' }, 'Required: firstname'],
    ];
    for (const [address, message] of cases) {
      const refused = await testApp.graphql(SHIPPING, { id, addresses: [{ address }] }, HK);
      expect(refused.errors![0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
    const two = await testApp.graphql(SHIPPING, { id, addresses: [{ address: hkAddress }, { address: hkAddress }] }, HK);
    expect(two.errors![0].message).toBe('You cannot specify multiple shipping addresses.');
    const noAddress = await cartWith(cheapSku);
    expect((await testApp.graphql(METHOD, { id: noAddress, carrier: 'flatrate', method: 'flatrate' }, HK)).errors![0].message).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
  });

  it('checks a Malaysian address with its postcode and phone rules', async () => {
    const my = { store: 'tsl_my_en' };
    const [{ sku }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = (select id from websites where code = 'my')
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity > 2 order by p.sku limit 1`,
    );
    const id = await cartWith(sku, my);
    const address = { firstname: 'Aisyah', lastname: 'Tan', street: ['12 Jalan Bukit Bintang'], city: 'Kuala Lumpur', region_code: 'MY-14', country_code: 'MY', telephone: '012-338 2338' };
    expect((await testApp.graphql(SHIPPING, { id, addresses: [{ address: { ...address, postcode: '551' } }] }, my)).errors![0].message).toBe('Enter a five-digit postcode');
    const set = await testApp.graphql<{ setShippingAddressesOnCart: { cart: CheckoutCart } }>(SHIPPING, { id, addresses: [{ address: { ...address, postcode: '55100' } }] }, my);
    expect(set.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0].amount).toMatchObject({ currency: 'MYR' });
  });

  it('sends an order to a shop for pickup with a name and a phone, and asks for a billing address then', async () => {
    const id = await cartWith(cheapSku);
    const contact = { firstname: 'Mei', lastname: 'Chan', street: [], city: '', country_code: 'HK', telephone: '51182338' };
    const set = await testApp.graphql<{ setShippingAddressesOnCart: { cart: CheckoutCart } }>(SHIPPING, { id, addresses: [{ address: contact, pickup_location_code: pickupShop }] }, HK);
    expect(set.errors).toBeUndefined();
    const [address] = set.data!.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address.pickup_location_code).toBe(pickupShop);
    expect(address.available_shipping_methods).toHaveLength(1);
    expect(address.selected_shipping_method).toMatchObject({ carrier_code: 'instore', method_code: 'pickup', amount: { minor_units: 0 } });
    const wrongMethod = await testApp.graphql(METHOD, { id, carrier: 'flatrate', method: 'flatrate' }, HK);
    expect(wrongMethod.errors![0].message).toBe('Carrier with such method not found: flatrate, flatrate');
    const same = await testApp.graphql(BILLING, { id, billing: { same_as_shipping: true } }, HK);
    expect(same.errors![0].message).toBe('Enter a billing address: the order is collected at a shop');
    const billing = await testApp.graphql<{ setBillingAddressOnCart: { cart: CheckoutCart } }>(BILLING, { id, billing: { address: hkAddress } }, HK);
    expect(billing.data!.setBillingAddressOnCart.cart.billing_address).toMatchObject({ firstname: 'Mei', region: { code: 'HK-HKI' } });
    const elsewhere = await testApp.graphql(SHIPPING, { id, addresses: [{ address: contact, pickup_location_code: 'mo-cotai-galaxy' }] }, HK);
    expect(elsewhere.errors![0].message).toBe('No shop with the code mo-cotai-galaxy offers pickup on this website');
  });

  it('bills the shipping address when asked to, and follows it when it changes', async () => {
    const id = await cartWith(cheapSku);
    await testApp.graphql(SHIPPING, { id, addresses: [{ address: hkAddress }] }, HK);
    await testApp.graphql(BILLING, { id, billing: { same_as_shipping: true } }, HK);
    const moved = await testApp.graphql<{ setShippingAddressesOnCart: { cart: CheckoutCart } }>(
      SHIPPING,
      { id, addresses: [{ address: { ...hkAddress, region_code: 'HK-KLN', street: ['8 Nathan Road'] } }] },
      HK,
    );
    expect(moved.data!.setShippingAddressesOnCart.cart.billing_address).toMatchObject({ street: ['8 Nathan Road'], region: { code: 'HK-KLN' } });
  });

  it('has nothing to ship for a cart of services', async () => {
    const id = await cartWith('SVC-ENGRAVE');
    const refused = await testApp.graphql(SHIPPING, { id, addresses: [{ address: hkAddress }] }, HK);
    expect(refused.errors![0].message).toBe('Shipping address is not allowed on cart: cart contains no items for shipment.');
  });
});
