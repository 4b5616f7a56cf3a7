/**
 * What one cart mutation costs when it answers with the priced cart the storefront shows: how many
 * times the cart is priced, how many times product rows are loaded, and how many SQL statements
 * are sent. A second pricing pass or product-row load in a mutation fails here.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sandboxCardNonce, startTestApp, type TestApp } from '../../../../test/harness.ts';
import type { CommerceServices } from '../../services.ts';
import type { Database } from '../../db/connect.ts';
import { cartPriceRules } from '../../db/schema/cart.ts';
import { DEMO_COUPONS } from '../../seed/cartRules.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { CartPricing } from './cartPricing.ts';

// The storefront's CartFields fragment (storefront/lib/api/fragments.ts): what the bag and the cart page ask for.
const MONEY = '{ value currency minor_units }';
const CART_FIELDS = `
  id total_quantity has_dynamic_gold applied_coupons { code }
  prices {
    grand_total ${MONEY} subtotal_excluding_tax ${MONEY} subtotal_including_tax ${MONEY}
    applied_taxes { label amount ${MONEY} }
    discounts { label amount ${MONEY} coupon { code } }
  }
  items {
    uid sku quantity max_qty has_error error hidden_in_cart price_changed is_dynamic_gold is_gift
    quoted_price ${MONEY}
    prices { price ${MONEY} row_total_including_tax ${MONEY} }
    product { sku name url_key url_suffix small_image { file label } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } configured_variant { small_image { file label } } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
  }`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;
const UPDATE = `mutation ($id: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) { cart { ${CART_FIELDS} } errors { code message } }
}`;
const REMOVE = `mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART_FIELDS} } } }`;
const APPLY = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;

const HK = { store: 'tsl_en' };

interface Cost {
  pricingPasses: number;
  /** Whole reads of product rows (six statements, catalog/productRows.ts). */
  productRowLoads: number;
  /** Reads of prices and stock alone, beside rows kept in the process (cart/productRowLoader.ts). */
  priceAndStockReads: number;
  statements: number;
}

let app: TestApp;
let skus: [string, string];

beforeAll(async () => {
  app = await startTestApp();
  const hk = sql`(select id from websites where code = 'base')`;
  const rows = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
        join product_prices pr on pr.product_id = p.id and pr.website_id = ${hk}
        where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 10 and not s.backorders
          and pr.price between 300000 and 900000 and pr.special_price is null
        order by p.sku limit 2`,
  );
  skus = [rows[0].sku, rows[1].sku];
});

afterAll(async () => {
  await app?.close();
});

/** Runs one request and counts what it cost. The catalog-version poll (on PostgreSQL, every second) is not the request's. */
async function costOf<T>(request: () => Promise<{ data?: T | null; errors?: unknown }>): Promise<{ data: T; cost: Cost }> {
  const counter: Logger = app.database.statements;
  const logQuery = counter.logQuery.bind(counter);
  const sent: string[] = [];
  counter.logQuery = (query, params) => {
    sent.push(query);
    logQuery(query, params);
  };
  const pricing = vi.spyOn(CartPricing.prototype, 'price');
  try {
    const answer = await request();
    expect(answer.errors).toBeUndefined();
    // node-postgres logs a transaction's begin and commit, PGlite does not: count the work alike on both.
    const statements = sent.filter((query) => !query.includes('"catalog_version"') && !/^(begin|commit)\b/i.test(query.trim()));
    return {
      data: answer.data!,
      cost: {
        pricingPasses: pricing.mock.calls.length,
        // loadProductRows starts with the product links: one such statement per load.
        productRowLoads: statements.filter((query) => query.includes('from "product_links"')).length,
        priceAndStockReads: statements.filter((query) => query.startsWith('select "products"."id", "products"."sku", "product_prices"."price"')).length,
        statements: statements.length,
      },
    };
  } finally {
    pricing.mockRestore();
    counter.logQuery = logQuery;
  }
}

interface Answer {
  cart: { total_quantity: number; items: Array<{ uid: string; quantity: number }>; applied_coupons: Array<{ code: string }> | null };
}

/** The shopper saw the products before adding them: their product pages keep their rows in the process. */
async function productPagesSeen(seen: readonly string[]): Promise<void> {
  const answer = await app.graphql<{ products: { items: unknown[] } }>('query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku name } } }', { skus: seen }, HK);
  expect(answer.data!.products.items).toHaveLength(seen.length);
}

it('prices the cart once and loads product rows once per mutation', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);

  const first = await costOf(() => app.graphql<{ addProductsToCart: Answer }>(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, HK));
  expect(first.data.addProductsToCart.cart.total_quantity).toBe(1);
  const added = await costOf(() => app.graphql<{ addProductsToCart: Answer }>(ADD, { id, items: [{ sku: skus[1], quantity: 1 }] }, HK));
  const cart = added.data.addProductsToCart.cart;
  expect(cart.total_quantity).toBe(2);

  const updated = await costOf(() => app.graphql<{ updateCartItems: Answer }>(UPDATE, { id, uid: cart.items[0].uid, quantity: 2 }, HK));
  expect(updated.data.updateCartItems.cart.total_quantity).toBe(3);
  const applied = await costOf(() => app.graphql<{ applyCouponToCart: Answer }>(APPLY, { id, code: DEMO_COUPONS.welcome }, HK));
  expect(applied.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: DEMO_COUPONS.welcome }]);
  const removed = await costOf(() => app.graphql<{ removeItemFromCart: Answer }>(REMOVE, { id, uid: cart.items[1].uid }, HK));
  expect(removed.data.removeItemFromCart.cart.total_quantity).toBe(2);

  // Each change: lock the cart and mark it changed (one update), its own reads and writes, the
  // prices and stock of its products (their other rows kept in the process since their pages were
  // shown), the cart's lines for the one pricing pass (the website's price rules kept in the process
  // since the first cart of this test read them); the cart row's codes only when one changes. Before
  // the pricing was shared a change priced the cart two or three times, loaded product rows three or
  // four times and sent 29 to 36 statements; before product rows were kept, 11 to 14; before the
  // SKUs came from the kept rows and the lock marked the cart changed, 7 to 8; before the price
  // rules were kept, one more each.
  const once = { pricingPasses: 1, productRowLoads: 0, priceAndStockReads: 1 };
  expect({ add: added.cost, update: updated.cost, applyCoupon: applied.cost, remove: removed.cost }).toEqual({
    // + the lines, the new line (the SKU's product from the kept rows, its SKU read with its price);
    // priced from the locked row and the lines as written.
    add: { ...once, statements: 4 },
    // + the lines, the changed line; settling re-reads the cart row.
    update: { ...once, statements: 6 },
    // + the codes refused lately on the bag or from the address (one statement, cart/codeAttempts.ts);
    // priced with the code on for the coupon's checks; settling keeps that pricing and writes the code.
    applyCoupon: { ...once, statements: 5 },
    // + the lines, the removed line; settling re-reads the cart row.
    remove: { ...once, statements: 6 },
  });

  // Settling that changes what the cart costs prices it again, once: the last line leaves, so the
  // coupon no longer applies and comes off, and the answer shows the cart without it.
  const emptied = await costOf(() => app.graphql<{ removeItemFromCart: Answer }>(REMOVE, { id, uid: cart.items[0].uid }, HK));
  expect(emptied.data.removeItemFromCart.cart).toMatchObject({ total_quantity: 0, items: [], applied_coupons: null });
  expect(emptied.cost.pricingPasses).toBe(2);
});

it('reads every product row afresh for a product no page has shown in this process', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  const [unseen] = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = (select id from websites where code = 'base')
        where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 10 and not s.backorders and p.sku not in (${skus[0]}, ${skus[1]})
        order by p.sku desc limit 1`,
  );
  const added = await costOf(() => app.graphql<{ addProductsToCart: Answer }>(ADD, { id, items: [{ sku: unseen.sku, quantity: 1 }] }, HK));
  expect(added.data.addProductsToCart.cart.total_quantity).toBe(1);
  expect(added.cost).toMatchObject({ pricingPasses: 1, productRowLoads: 1, priceAndStockReads: 1 });
});

const CHECKOUT_CART = `cart { id is_virtual prices { grand_total ${MONEY} } shipping_addresses { selected_shipping_method { amount ${MONEY} } } selected_payment_method { code } }`;
const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };

it('goes through a guest checkout pricing the cart once a step, from prices and stock read now', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);
  await app.graphql(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, HK);
  const step = async (mutation: string, variables: Record<string, unknown> = {}) => (await costOf(() => app.graphql(mutation, { id, ...variables }, HK))).cost;
  const email = await step(`mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { ${CHECKOUT_CART} } }`);
  const address = await step(`mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { ${CHECKOUT_CART} } }`, { a: ADDRESS });
  const method = await step(`mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { ${CHECKOUT_CART} } }`);
  const payment = await step(`mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { ${CHECKOUT_CART} } }`);
  // Each step writes its choice with one conditional update (the row as written answers, not read
  // again), where a lock and a write were two, and the address asked besides whether the lines ship
  // (before that: the whole bag priced first, 20 statements); then one pricing pass: the lines, the
  // prices and stock (the price rules kept in the process).
  const once = { pricingPasses: 1, productRowLoads: 0, priceAndStockReads: 1 };
  expect({ email, address, method, payment }).toEqual({
    email: { ...once, statements: 3 },
    address: { ...once, statements: 3 },
    method: { ...once, statements: 3 },
    payment: { ...once, statements: 3 },
  });
});

it('answers a checkout step that asks only for the cart id from the row it wrote, without pricing the cart', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);
  await app.graphql(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, HK);
  const step = async (mutation: string, variables: Record<string, unknown> = {}) => {
    const { data, cost } = await costOf(() => app.graphql<Record<string, { cart: { id: string } }>>(mutation, { id, ...variables }, HK));
    expect(Object.values(data)[0].cart.id).toBe(id);
    return cost;
  };
  // What the storefront's email, delivery method, billing and payment steps ask (lib/checkout/operations.ts).
  const email = await step('mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }');
  const address = await step('mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { a: ADDRESS });
  const method = await step('mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }');
  const billing = await step('mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }');
  const payment = await step('mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }');
  // The email, the address (whose update asks whether the lines ship), the payment method and a
  // delivery method the cart offers are one conditional update each; billing locks the cart and writes.
  const unpriced = { pricingPasses: 0, productRowLoads: 0, priceAndStockReads: 0 };
  expect({ email, address, method, billing, payment }).toEqual({
    email: { ...unpriced, statements: 1 },
    address: { ...unpriced, statements: 1 },
    method: { ...unpriced, statements: 1 },
    billing: { ...unpriced, statements: 2 },
    payment: { ...unpriced, statements: 1 },
  });
  // Asked for more than the row, the step prices the cart as before.
  const shown = await costOf(() => app.graphql<{ setGuestEmailOnCart: { cart: { email: string; total_quantity: number } } }>('mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.org" }) { cart { email total_quantity } } }', { id }, HK));
  expect(shown.data.setGuestEmailOnCart.cart).toEqual({ email: 'mei@example.org', total_quantity: 1 });
  expect(shown.cost.pricingPasses).toBe(1);
});

it('places a card order in fourteen statements: eight writing the order, one taking the card, five recording it paid', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);
  await app.graphql(ADD, { id, items: [{ sku: skus[0], quantity: 1 }, { sku: skus[1], quantity: 1 }] }, HK);
  await app.graphql('mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mei@example.com" }) { cart { id } } }', { id }, HK);
  await app.graphql('mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS }, HK);
  await app.graphql('mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id }, HK);
  const nonce = await sandboxCardNonce(app);
  await app.graphql(
    'mutation ($id: String!, $nonce: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "card", braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: false } } }) { cart { id } } }',
    { id, nonce },
    HK,
  );
  const placed = await costOf(() => app.graphql<{ placeOrder: { order: { order_number: string; status: string } } }>('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number status } } }', { id }, HK));
  expect(placed.data.placeOrder.order.status).toBe('processing');
  // The order's transaction: the cart locked, its lines, their prices and stock, one stock taken
  // for each piece, the order written with its two lines and its first line of history (one
  // statement; three before), the cart closed, the payment opened. The card: one statement. The
  // payment's transaction: the order locked, the payment recorded paid, the lines the move reads,
  // the order's new status with its line of history (one statement; two before), the mail queued.
  expect(placed.cost).toMatchObject({ pricingPasses: 1, productRowLoads: 0, priceAndStockReads: 1, statements: 8 + 1 + 5 });
  const [order] = await queryRows<{ lines: number; history: string }>(
    app,
    sql`select (select count(*)::int from order_items i where i.order_id = o.id) as lines,
               (select string_agg(h.status || ':' || h.actor || ':' || coalesce(h.move, '-'), ' ' order by h.id) from order_status_history h where h.order_id = o.id) as history
        from orders o where o.number = ${placed.data.placeOrder.order.order_number}`,
  );
  expect(order).toEqual({ lines: 2, history: 'pending:customer:- processing:gateway:pay' });
});

it("shows a price and stock written since the product's rows were kept at the next cart step", async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);
  type Line = { cart: { items: Array<{ uid: string; max_qty: number | null; prices: { price: { value: number } } }> } };
  const first = (await app.graphql<{ addProductsToCart: Line }>(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, HK)).data!.addProductsToCart.cart.items[0];
  // Written as another instance would, before this one hears of the catalog's change.
  const [{ price }] = await queryRows<{ price: number }>(
    app,
    sql`update product_prices set price = price + 10000 where product_id = (select id from products where sku = ${skus[0]}) and website_id = (select id from websites where code = 'base') returning price`,
  );
  await queryRows(app, sql`update product_stock set quantity = 3 where product_id = (select id from products where sku = ${skus[0]}) and website_id = (select id from websites where code = 'base') returning quantity`);
  try {
    const after = (await app.graphql<{ updateCartItems: Line }>(UPDATE, { id, uid: first.uid, quantity: 2 }, HK)).data!.updateCartItems.cart.items[0];
    expect(after.prices.price.value).toBe(first.prices.price.value + 100);
    expect(after.prices.price.value).toBe(price / 100);
    expect(after.max_qty).toBe(3);
  } finally {
    await queryRows(app, sql`update product_prices set price = price - 10000 where product_id = (select id from products where sku = ${skus[0]}) and website_id = (select id from websites where code = 'base') returning price`);
  }
});

it('adds the product a SKU names now, when the SKU has moved to another product since the process kept its rows', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  const [first, second] = skus;
  await productPagesSeen(skus);
  // Written as another instance would, unheard here until its version poll: the first product
  // takes a new SKU and the second takes the first's.
  await queryRows(app, sql`update products set sku = ${`${first}-R`} where sku = ${first}`);
  await queryRows(app, sql`update products set sku = ${first} where sku = ${second}`);
  try {
    const added = await costOf(() => app.graphql<{ addProductsToCart: Answer & { user_errors: Array<{ code: string }> } }>(ADD, { id, items: [{ sku: first, quantity: 1 }, { sku: second, quantity: 1 }] }, HK));
    const answer = added.data.addProductsToCart;
    // The first SKU is the second product's now, and the second SKU no product's.
    expect(answer.cart.items).toHaveLength(1);
    expect(answer.user_errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_FOUND']);
    const [line] = await queryRows<{ product_id: number; now_sku: string }>(
      app,
      sql`select i.product_id, p.sku as now_sku from cart_items i join carts c on c.id = i.cart_id join products p on p.id = i.product_id where c.masked_id = ${id}`,
    );
    expect(line.now_sku).toBe(first);
  } finally {
    await queryRows(app, sql`update products set sku = ${second} where sku = ${first}`);
    await queryRows(app, sql`update products set sku = ${first} where sku = ${`${first}-R`}`);
  }
});

it('prices with the website’s price rules as the catalog’s version last moved', async () => {
  const id = (await app.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
  await productPagesSeen(skus);
  type Discounted = { cart: { prices: { discounts: Array<{ label: string }> | null } } };
  const labels = (answer: Discounted) => (answer.cart.prices.discounts ?? []).map((discount) => discount.label);
  const before = await app.graphql<{ addProductsToCart: Discounted }>(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, HK);
  expect(labels(before.data!.addProductsToCart)).not.toContain('Opening week');

  const [base] = await queryRows<{ id: number }>(app, sql`select id from websites where code = 'base'`);
  let ruleId = 0;
  await writtenAsTheSeedDoes(async (tx) => {
    [{ id: ruleId }] = await tx
      .insert(cartPriceRules)
      .values({ websiteId: base.id, label: { en: 'Opening week', 'zh-Hant': '開幕週', 'zh-Hans': '开幕周' }, discountType: 'fixed', discountValue: 10000, isActive: true, sortOrder: 1 })
      .returning({ id: cartPriceRules.id });
  });
  try {
    const after = await app.graphql<{ addProductsToCart: Discounted }>(ADD, { id, items: [{ sku: skus[1], quantity: 1 }] }, HK);
    expect(labels(after.data!.addProductsToCart)).toContain('Opening week');
  } finally {
    await writtenAsTheSeedDoes((tx) => tx.delete(cartPriceRules).where(eq(cartPriceRules.id, ruleId)));
  }
  const removed = await app.graphql<{ updateCartItems: Discounted }>(UPDATE, { id, uid: (await cartLines(id))[0], quantity: 1 }, HK);
  expect(labels(removed.data!.updateCartItems)).not.toContain('Opening week');
});

/** Only the seed writes price rules, and it moves the catalog's version as it does (seed/demoStore.ts). */
async function writtenAsTheSeedDoes(write: (tx: Database) => Promise<unknown>): Promise<void> {
  const { changes } = (app.app as unknown as { commerce: CommerceServices }).commerce;
  const version = await app.database.db.transaction(async (tx) => {
    await write(tx);
    return changes.bump(tx);
  });
  await changes.notify(version);
}

async function cartLines(id: string): Promise<string[]> {
  const answer = await app.graphql<{ cart: { items: Array<{ uid: string }> } }>('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id }, HK);
  return answer.data!.cart.items.map((item) => item.uid);
}
