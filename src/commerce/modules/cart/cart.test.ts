import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { DEMO_COUPONS, GIFT_QUANTITY } from '../../seed/cartRules.ts';

const MONEY = '{ value currency minor_units }';
const CART_FIELDS = `
  id email total_quantity is_virtual has_dynamic_gold has_cm_product
  applied_coupons { code }
  prices {
    grand_total ${MONEY} subtotal_excluding_tax ${MONEY} subtotal_with_discount_excluding_tax ${MONEY}
    applied_taxes { label }
    discounts { amount ${MONEY} label applied_to coupon { code } }
  }
  items {
    __typename uid quantity sku has_error error is_gift gift_rule_id price_changed is_dynamic_gold max_qty
    errors { code message }
    quoted_price ${MONEY}
    product { sku name }
    prices { price ${MONEY} row_total ${MONEY} total_item_discount ${MONEY} discounts { amount ${MONEY} label } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label value_id configurable_product_option_value_uid } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
  }`;
const CART = `query Cart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const ADD = `mutation Add($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;
const UPDATE = `mutation Update($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } }
}`;
const REMOVE = `mutation Remove($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART_FIELDS} } } }`;
const APPLY = `mutation Apply($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
const UNAPPLY = `mutation Unapply($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;
const GIFTS = `query Gifts($id: String!) { getRuleGiftProduct(cartId: $id) { rule_id rule_label rule_left_qty products { available_qty product { sku name } } } }`;
const ADD_GIFTS = `mutation AddGifts($id: String!, $rules: [RuleGiftInput!]!) {
  addGiftToCart(cartId: $id, rule_gift_products: $rules) { rules { rule_id rule_left_qty } cart { ${CART_FIELDS} } }
}`;

interface Money {
  value: number;
  currency: string;
  minor_units: number;
}
interface CartItem {
  __typename: string;
  uid: string;
  quantity: number;
  sku: string;
  has_error: boolean;
  error: string | null;
  is_gift: boolean;
  price_changed: boolean;
  is_dynamic_gold: boolean;
  quoted_price: Money;
  product: { sku: string; name: string };
  prices: { price: Money; row_total: Money; total_item_discount: Money };
  configured_variant?: { sku: string };
  configurable_options?: Array<{ option_label: string; value_label: string }>;
  bundle_options?: Array<{ label: string; values: Array<{ label: string; quantity: number }> }>;
  errors: Array<{ code: string; message: string }>;
}
interface Cart {
  id: string;
  total_quantity: number;
  is_virtual: boolean;
  has_dynamic_gold: boolean;
  applied_coupons: Array<{ code: string }> | null;
  prices: { grand_total: Money; subtotal_excluding_tax: Money; discounts: Array<{ amount: Money; label: string; coupon: { code: string } | null }> };
  items: CartItem[];
}

const HK = { store: 'tsl_en' };
const TC = { store: 'tsl_tc' };
const MACAU = { store: 'tsl_mo_en' };

describe('carts', () => {
  let testApp: TestApp;
  /** Products of the seeded store, picked by what the tests need of them in Hong Kong. */
  let simple: { sku: string; quantity: number; price: number };
  let cheap: { sku: string; price: number };
  let soldOut: string;
  let configurable: { sku: string; variant: string; parentId: number };
  let bundle: { sku: string; choices: string[] };
  let gold: { sku: string; code: string };
  let reward: string;
  let virtual: string;

  async function newCart(headers = HK): Promise<string> {
    const answer = await testApp.graphql<{ createCart: string }>('mutation { createCart }', {}, headers);
    return answer.data!.createCart;
  }

  async function add(id: string, items: Array<Record<string, unknown>>, headers = HK) {
    const answer = await testApp.graphql<{ addProductsToCart: { cart: Cart; user_errors: Array<{ code: string; message: string }> } }>(ADD, { id, items }, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.addProductsToCart;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    const hk = sql`(select id from websites where code = 'base')`;
    const [plenty] = await queryRows<{ sku: string; quantity: number; price: number }>(
      testApp,
      sql`select p.sku, s.quantity, pr.price from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
          join product_prices pr on pr.product_id = p.id and pr.website_id = ${hk}
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity between 5 and 40 and not s.backorders
            and pr.price between 450000 and 900000 and pr.special_price is null
          order by p.sku limit 1`,
    );
    simple = { ...plenty, quantity: Number(plenty.quantity), price: Number(plenty.price) };
    const [low] = await queryRows<{ sku: string; price: number }>(
      testApp,
      sql`select p.sku, pr.price from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
          join product_prices pr on pr.product_id = p.id and pr.website_id = ${hk}
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity >= 3 and pr.price between 1 and 190000
            and pr.special_price is null
          order by pr.price desc, p.sku limit 1`,
    );
    cheap = { sku: low.sku, price: Number(low.price) };
    [{ sku: soldOut }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
          where p.type_id = 'simple' and p.visible_in_catalog and not s.is_in_stock order by p.sku limit 1`,
    );
    const [parent] = await queryRows<{ sku: string; variant: string; id: number }>(
      testApp,
      sql`select p.sku, c.sku as variant, p.id from products p join product_links l on l.parent_id = p.id join products c on c.id = l.child_id
          join product_stock s on s.product_id = c.id and s.website_id = ${hk}
          where p.type_id = 'configurable' and s.is_in_stock and s.quantity > 2 order by p.sku, l.position limit 1`,
    );
    configurable = { sku: parent.sku, variant: parent.variant, parentId: Number(parent.id) };
    const bundles = await queryRows<{ sku: string; option_code: string; child: number }>(
      testApp,
      sql`select p.sku, l.option_code, l.child_id as child from products p join product_links l on l.parent_id = p.id
          where p.type_id = 'bundle' and p.sku = (select min(sku) from products where type_id = 'bundle') order by l.position, l.child_id`,
    );
    bundle = { sku: bundles[0].sku, choices: [] };
    const options = [...new Set(bundles.map((row) => row.option_code))];
    for (const [index, code] of options.entries()) {
      const first = bundles.find((row) => row.option_code === code)!;
      const [{ quantity }] = await queryRows<{ quantity: number }>(testApp, sql`select default_qty as quantity from product_links where child_id = ${first.child} limit 1`);
      bundle.choices.push(Buffer.from(`bundle/${index + 1}/${first.child}/${quantity}`).toString('base64'));
    }
    const [goldRow] = await queryRows<{ sku: string; gold_code: string }>(
      testApp,
      sql`select p.sku, p.gold_code from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
          where p.type_id = 'calculation_gold' and p.visible_in_catalog and s.is_in_stock and s.quantity > 2 order by p.sku limit 1`,
    );
    gold = { sku: goldRow.sku, code: goldRow.gold_code };
    [{ sku: reward }] = await queryRows<{ sku: string }>(testApp, sql`select sku from products where type_id = 'point_simple' order by sku limit 1`);
    virtual = 'SVC-ENGRAVE';
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('are created empty by createCart, createEmptyCart and createGuestCart', async () => {
    const answer = await testApp.graphql<{ a: string; b: string; c: { cart: Cart } }>('mutation { a: createCart b: createEmptyCart c: createGuestCart { cart { id total_quantity items { uid } } } }', {}, HK);
    const { a, b, c } = answer.data!;
    for (const id of [a, b, c.cart.id]) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set([a, b, c.cart.id]).size).toBe(3);
    const cart = await testApp.graphql<{ cart: Cart }>(CART, { id: a }, HK);
    expect(cart.data!.cart).toMatchObject({ total_quantity: 0, items: [], applied_coupons: null, has_dynamic_gold: false });
    expect(cart.data!.cart.prices.grand_total).toEqual({ value: 0, currency: 'HKD', minor_units: 0 });
  });

  it('add a simple product, merging a second add into the same line, and total it', async () => {
    const id = await newCart();
    await add(id, [{ sku: simple.sku, quantity: 1 }]);
    const { cart, user_errors } = await add(id, [{ sku: simple.sku, quantity: 2 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ __typename: 'SimpleCartItem', quantity: 3, sku: simple.sku, has_error: false, is_gift: false });
    expect(cart.items[0].prices.row_total.minor_units).toBe(simple.price * 3);
    expect(cart.total_quantity).toBe(3);
    expect(cart.prices.subtotal_excluding_tax.minor_units).toBe(simple.price * 3);
    expect(cart.prices.grand_total.minor_units).toBe(simple.price * 3);
    const count = await testApp.graphql<{ getItemCount: { total_quantity: number } }>('query($id: String!) { getItemCount(cartId: $id) { cart_id total_quantity } }', { id }, HK);
    expect(count.data!.getItemCount.total_quantity).toBe(3);
  });

  it('choose a configurable product by variant SKU with parent_sku, or by option uids', async () => {
    const id = await newCart();
    const first = await add(id, [{ sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 }]);
    expect(first.user_errors).toEqual([]);
    const line = first.cart.items[0];
    expect(line).toMatchObject({ __typename: 'ConfigurableCartItem', sku: configurable.variant, product: { sku: configurable.sku }, configured_variant: { sku: configurable.variant } });
    expect(line.configurable_options!.length).toBeGreaterThan(0);
    const uids = (line.configurable_options as unknown as Array<{ configurable_product_option_value_uid: string }>).map((option) => option.configurable_product_option_value_uid);
    const second = await add(id, [{ sku: configurable.sku, selected_options: uids, quantity: 1 }]);
    expect(second.user_errors).toEqual([]);
    expect(second.cart.items).toHaveLength(1);
    expect(second.cart.items[0].quantity).toBe(2);
    const missing = await add(id, [{ sku: configurable.sku, quantity: 1 }]);
    expect(missing.user_errors[0].code).toBe('REQUIRED_PARAMETER_MISSING');
  });

  it('take a bundle with one choice per option', async () => {
    const id = await newCart();
    const { cart, user_errors } = await add(id, [{ sku: bundle.sku, selected_options: bundle.choices, quantity: 1 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0].__typename).toBe('BundleCartItem');
    expect(cart.items[0].bundle_options).toHaveLength(bundle.choices.length);
    const half = await add(id, [{ sku: bundle.sku, selected_options: bundle.choices.slice(0, 1), quantity: 1 }]);
    expect(half.user_errors[0].code).toBe(bundle.choices.length > 1 ? 'REQUIRED_PARAMETER_MISSING' : undefined);
  });

  it('report what cannot be added as user errors and add the rest', async () => {
    const id = await newCart();
    const { cart, user_errors } = await add(id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: soldOut, quantity: 1 },
      { sku: simple.sku, quantity: simple.quantity + 1 },
      { sku: reward, quantity: 1 },
      { sku: simple.sku, quantity: 1.5 },
      { sku: virtual, quantity: 1 },
    ]);
    expect(user_errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK', 'PERMISSION_DENIED', 'INVALID_PARAMETER_VALUE']);
    expect(user_errors[0].message).toBe('Could not find a product with SKU "NO-SUCH-SKU"');
    expect(user_errors[2].message).toBe('The requested qty is not available');
    expect(cart.items.map((item) => item.sku)).toEqual([virtual]);
    expect(cart.is_virtual).toBe(true);
    const chinese = await add(id, [{ sku: 'NO-SUCH-SKU', quantity: 1 }], { store: 'tsl_tc' });
    expect(chinese.user_errors[0].message).toBe('找不到貨號為「NO-SUCH-SKU」的產品');
  });

  it('change quantities, refuse more than stock, and remove lines', async () => {
    const id = await newCart();
    const { cart } = await add(id, [{ sku: simple.sku, quantity: 1 }, { sku: cheap.sku, quantity: 1 }]);
    const [first, second] = cart.items;
    const updated = await testApp.graphql<{ updateCartItems: { cart: Cart } }>(UPDATE, { id, items: [{ cart_item_uid: first.uid, quantity: 2 }] }, HK);
    expect(updated.data!.updateCartItems.cart.items[0].quantity).toBe(2);
    const tooMany = await testApp.graphql(UPDATE, { id, items: [{ cart_item_uid: first.uid, quantity: simple.quantity + 1 }] }, TC);
    expect(tooMany.errors![0].message).toBe('所選數量暫無足夠存貨');
    const unknown = await testApp.graphql(UPDATE, { id, items: [{ cart_item_uid: Buffer.from('999999').toString('base64'), quantity: 1 }] }, HK);
    expect(unknown.errors![0]).toMatchObject({ message: 'Could not find cart item with id: OTk5OTk5.', extensions: { category: 'graphql-no-such-entity' } });
    const zero = await testApp.graphql<{ updateCartItems: { cart: Cart } }>(UPDATE, { id, items: [{ cart_item_uid: second.uid, quantity: 0 }] }, HK);
    expect(zero.data!.updateCartItems.cart.items.map((item) => item.sku)).toEqual([simple.sku]);
    const removed = await testApp.graphql<{ removeItemFromCart: { cart: Cart } }>(REMOVE, { id, uid: first.uid }, HK);
    expect(removed.data!.removeItemFromCart.cart.items).toEqual([]);
  });

  it('re-price gold lines when the gold price changes, and say so', async () => {
    const id = await newCart();
    const { cart } = await add(id, [{ sku: gold.sku, quantity: 1 }]);
    expect(cart.has_dynamic_gold).toBe(true);
    const before = cart.items[0].prices.price.minor_units;
    expect(cart.items[0]).toMatchObject({ is_dynamic_gold: true, price_changed: false });
    const board = await testApp.graphql<{ goldPrices: { items: Array<{ gold_code: string; sell_per_tael: Money; buy_per_tael: Money; sell_per_gram: Money; buy_per_gram: Money; quoted_unit: string }> } }>(
      `{ goldPrices { items { gold_code quoted_unit sell_per_tael ${MONEY} buy_per_tael ${MONEY} sell_per_gram ${MONEY} buy_per_gram ${MONEY} } } }`,
    );
    const current = board.data!.goldPrices.items.find((item) => item.gold_code === gold.code)!;
    const unit = current.quoted_unit === 'tael' ? 'tael' : 'gram';
    const sell = current[`sell_per_${unit}`].value;
    const buy = current[`buy_per_${unit}`].value;
    const set = await testApp.graphql(
      `mutation($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { gold_code } }`,
      { input: { gold_code: gold.code, sell_price: (sell * 1.1).toFixed(2), buy_price: buy.toFixed(2) } },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    expect(set.errors).toBeUndefined();
    const after = (await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart.items[0];
    expect(after.prices.price.minor_units).toBeGreaterThan(before);
    expect(after).toMatchObject({ price_changed: true, quoted_price: { minor_units: before } });
  });

  it('take one coupon per checkout, with its rule label, and refuse the wrong ones', async () => {
    const id = await newCart();
    await add(id, [{ sku: cheap.sku, quantity: 1 }]);
    const small = await testApp.graphql(APPLY, { id, code: DEMO_COUPONS.welcome }, HK);
    expect(small.errors![0].message).toBe(`The coupon ${DEMO_COUPONS.welcome} applies to orders of HK$2,000 or more`);
    await add(id, [{ sku: simple.sku, quantity: 1 }]);
    const applied = await testApp.graphql<{ applyCouponToCart: { cart: Cart } }>(APPLY, { id, code: ` ${DEMO_COUPONS.welcome.toLowerCase()} ` }, HK);
    const cart = applied.data!.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: DEMO_COUPONS.welcome }]);
    expect(cart.prices.discounts).toEqual([{ amount: { value: 200, currency: 'HKD', minor_units: 20000 }, label: 'Welcome offer', applied_to: 'ITEM', coupon: { code: DEMO_COUPONS.welcome } }]);
    expect(cart.prices.grand_total.minor_units).toBe(cart.prices.subtotal_excluding_tax.minor_units - 20000);
    expect(cart.items.reduce((sum, item) => sum + item.prices.total_item_discount.minor_units, 0)).toBe(20000);
    const second = await testApp.graphql(APPLY, { id, code: DEMO_COUPONS.percent }, HK);
    expect(second.errors![0].message).toBe('A coupon is already applied to the cart. Please remove it to apply another');
    const coupons = await testApp.graphql<{ getAppliedCoupons: Array<{ code: string }> }>('query($id: String!) { getAppliedCoupons(cartId: $id) { code } }', { id }, HK);
    expect(coupons.data!.getAppliedCoupons).toEqual([{ code: DEMO_COUPONS.welcome }]);
    const removed = await testApp.graphql<{ removeCouponFromCart: { cart: Cart } }>(UNAPPLY, { id }, HK);
    expect(removed.data!.removeCouponFromCart.cart).toMatchObject({ applied_coupons: null, prices: { discounts: [] } });
    for (const code of ['NOPE', DEMO_COUPONS.expired]) {
      const refused = await testApp.graphql(APPLY, { id, code }, HK);
      expect(refused.errors![0].message).toBe("The coupon code isn't valid. Verify the code and try again.");
    }
  });

  it('take a coupon off when the cart no longer reaches its rule', async () => {
    const id = await newCart();
    const { cart } = await add(id, [{ sku: simple.sku, quantity: 1 }, { sku: cheap.sku, quantity: 1 }]);
    await testApp.graphql(APPLY, { id, code: DEMO_COUPONS.welcome }, HK);
    const bigLine = cart.items.find((item) => item.sku === simple.sku)!;
    const after = await testApp.graphql<{ removeItemFromCart: { cart: Cart } }>(REMOVE, { id, uid: bigLine.uid }, HK);
    expect(after.data!.removeItemFromCart.cart).toMatchObject({ applied_coupons: null, prices: { discounts: [] } });
  });

  it('offer gifts once the cart reaches a gift rule, add them free, and take them back below it', async () => {
    const id = await newCart();
    await add(id, [{ sku: cheap.sku, quantity: 1 }]);
    expect((await testApp.graphql<{ getRuleGiftProduct: unknown[] }>(GIFTS, { id }, HK)).data!.getRuleGiftProduct).toEqual([]);
    const { cart } = await add(id, [{ sku: simple.sku, quantity: 2 }]);
    const rules = (await testApp.graphql<{ getRuleGiftProduct: Array<{ rule_id: number; rule_label: string; rule_left_qty: number; products: Array<{ available_qty: number; product: { sku: string } }> }> }>(GIFTS, { id }, TC))
      .data!.getRuleGiftProduct;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ rule_label: '購物贈品', rule_left_qty: GIFT_QUANTITY });
    expect(rules[0].products.length).toBeGreaterThan(0);
    const gift = rules[0].products[0].product.sku;

    const tooMany = await testApp.graphql(ADD_GIFTS, { id, rules: [{ rule_id: rules[0].rule_id, skus: [{ sku: gift, quantity: GIFT_QUANTITY + 1 }] }] }, HK);
    expect(tooMany.errors![0].message).toBe(`You can choose ${GIFT_QUANTITY} more items`);
    const notOffered = await testApp.graphql(ADD_GIFTS, { id, rules: [{ rule_id: rules[0].rule_id, skus: [{ sku: simple.sku, quantity: 1 }] }] }, HK);
    expect(notOffered.errors![0].message).toBe(`${simple.sku} is not one of the gifts of this offer`);

    const added = await testApp.graphql<{ addGiftToCart: { rules: Array<{ rule_left_qty: number }>; cart: Cart } }>(
      ADD_GIFTS,
      { id, rules: [{ rule_id: rules[0].rule_id, skus: [{ sku: gift, quantity: 1 }] }] },
      HK,
    );
    expect(added.data!.addGiftToCart.rules[0].rule_left_qty).toBe(GIFT_QUANTITY - 1);
    const giftLine = added.data!.addGiftToCart.cart.items.find((item) => item.is_gift)!;
    expect(giftLine).toMatchObject({ sku: gift, quantity: 1, prices: { price: { minor_units: 0 }, row_total: { minor_units: 0 } } });
    expect(added.data!.addGiftToCart.cart.prices.grand_total.minor_units).toBe(cart.prices.grand_total.minor_units);
    expect((await testApp.graphql<{ getRuleGiftProduct: Array<{ rule_left_qty: number }> }>(GIFTS, { id }, HK)).data!.getRuleGiftProduct[0].rule_left_qty).toBe(GIFT_QUANTITY - 1);

    const bigLine = cart.items.find((item) => item.sku === simple.sku)!;
    const below = await testApp.graphql<{ removeItemFromCart: { cart: Cart } }>(REMOVE, { id, uid: bigLine.uid }, HK);
    expect(below.data!.removeItemFromCart.cart.items.some((item) => item.is_gift)).toBe(false);
  });

  it('refuse carts that are unknown, of another website, not active or of another customer', async () => {
    const unknown = await testApp.graphql(CART, { id: 'x'.repeat(32) }, HK);
    expect(unknown.errors![0]).toMatchObject({ message: `Could not find a cart with ID "${'x'.repeat(32)}"`, extensions: { category: 'graphql-no-such-entity' } });
    const missing = await testApp.graphql(ADD, { id: '', items: [{ sku: simple.sku, quantity: 1 }] }, HK);
    expect(missing.errors![0].message).toBe('Missing required information: cartId');

    const hongKong = await newCart();
    expect((await testApp.graphql(CART, { id: hongKong }, MACAU)).errors![0].message).toBe(`Could not find a cart with ID "${hongKong}"`);

    const closed = await newCart();
    await testApp.database.db.execute(sql`update carts set is_active = false where masked_id = ${closed}`);
    expect((await testApp.graphql(CART, { id: closed }, HK)).errors![0].message).toBe("The cart isn't active.");

    const owned = await newCart();
    // A demo member's cart (seed/members.ts).
    await testApp.database.db.execute(sql`update carts set customer_id = (select id from customers where email = 'mei.chan@example.com') where masked_id = ${owned}`);
    const refused = await testApp.graphql('query($id: String!) { checkUserIsAuthed(cartId: $id) { cart_id } }', { id: owned }, HK);
    expect(refused.errors![0]).toMatchObject({ message: `The current user cannot perform operations on cart "${owned}"`, extensions: { category: 'graphql-authorization' } });
    const allowed = await testApp.graphql<{ checkUserIsAuthed: { cart_id: string } }>('query($id: String!) { checkUserIsAuthed(cartId: $id) { cart_id } }', { id: hongKong }, HK);
    expect(allowed.data!.checkUserIsAuthed.cart_id).toBe(hongKong);
  });

  it('never put more of a piece in one cart than there is, however many requests arrive at once', async () => {
    const id = await newCart();
    const results = await Promise.all(Array.from({ length: simple.quantity + 3 }, () => add(id, [{ sku: simple.sku, quantity: 1 }])));
    const refused = results.filter((result) => result.user_errors.length > 0).length;
    const cart = (await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart;
    expect(cart.items[0].quantity).toBe(simple.quantity);
    expect(refused).toBe(3);
  });

  it('say in plain words when a line has sold out since it was added, with Magento\'s error code', async () => {
    const id = await newCart();
    await add(id, [{ sku: cheap.sku, quantity: 1 }]);
    const stock = sql`product_stock.product_id = (select id from products where sku = ${cheap.sku}) and product_stock.website_id = (select id from websites where code = 'base')`;
    const [before] = await queryRows<{ quantity: number }>(testApp, sql`select quantity from product_stock where ${stock}`);
    await queryRows(testApp, sql`update product_stock set quantity = 0 where ${stock}`);
    try {
      const english = (await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart.items[0];
      expect(english).toMatchObject({ has_error: true, error: 'This item is out of stock.', errors: [{ code: 'ITEM_QTY', message: 'This item is out of stock.' }] });
      const chinese = (await testApp.graphql<{ cart: Cart }>(CART, { id }, TC)).data!.cart.items[0];
      expect(chinese.errors).toEqual([{ code: 'ITEM_QTY', message: '此產品暫時缺貨' }]);
    } finally {
      await queryRows(testApp, sql`update product_stock set quantity = ${before.quantity} where ${stock}`);
    }
  });

  it('are priced in the website currency whatever the display currency', async () => {
    const id = await newCart();
    const { cart } = await add(id, [{ sku: simple.sku, quantity: 1 }], { store: 'tsl_en', 'content-currency': 'USD' } as typeof HK);
    expect(cart.prices.grand_total.currency).toBe('HKD');
    expect(cart.items[0].prices.price.currency).toBe('HKD');
  });
});
