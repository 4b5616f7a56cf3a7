import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { INVALID_CART_CODES } from '../../../rules/cart.ts';

const MONEY = '{ value currency minor_units }';
const FIELDS = `id total_quantity items {
  __typename uid quantity sku prices { price ${MONEY} row_total ${MONEY} }
  ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label qty new_total_price ${MONEY} service_charge_price ${MONEY} } }
}`;
const CART = `query Cart($id: String!) { cart(cart_id: $id) { ${FIELDS} } }`;
const ADD = `mutation Add($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${FIELDS} } user_errors { code message } } }`;
const CHANGE = `mutation Change($id: String!, $uid: ID!, $sku: String!, $quantity: Float) {
  changeConfigurableCartItem(input: { cart_id: $id, cart_item_uid: $uid, variant_sku: $sku, quantity: $quantity }) { cart { ${FIELDS} } errors { code message } }
}`;

interface Money {
  value: number;
  currency: string;
  minor_units: number;
}
interface Item {
  __typename: string;
  uid: string;
  quantity: number;
  sku: string;
  prices: { price: Money; row_total: Money };
  configured_variant?: { sku: string };
  configurable_options?: Array<{ option_label: string; value_label: string; qty: number; new_total_price: Money; service_charge_price: Money }>;
}
interface Cart {
  id: string;
  total_quantity: number;
  items: Item[];
}

const HK = { store: 'tsl_en' };
const TC = { store: 'tsl_tc' };

describe('a cart that cannot be used', () => {
  let testApp: TestApp;
  let simple: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    [{ sku: simple }] = await queryRows<{ sku: string }>(
      testApp,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = (select id from websites where code = 'base')
          where p.type_id = 'simple' and p.visible_in_catalog and s.is_in_stock and s.quantity > 3 order by p.sku limit 1`,
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const newCart = async () => (await testApp.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;

  it('is refused with a code of its own for each of the three reasons, in every language, on reads and adds', async () => {
    const unknown = 'x'.repeat(32);
    const closed = await newCart();
    await testApp.database.db.execute(sql`update carts set is_active = false where masked_id = ${closed}`);
    const owned = await newCart();
    await testApp.database.db.execute(sql`update carts set customer_id = (select id from customers where email = 'mei.chan@example.com') where masked_id = ${owned}`);

    const cases = [
      { id: unknown, code: INVALID_CART_CODES.notFound, category: 'graphql-no-such-entity' },
      { id: closed, code: INVALID_CART_CODES.notActive, category: 'graphql-no-such-entity' },
      { id: owned, code: INVALID_CART_CODES.notYours, category: 'graphql-authorization' },
    ];
    for (const { id, code, category } of cases) {
      for (const headers of [HK, TC]) {
        const read = await testApp.graphql(CART, { id }, headers);
        expect(read.errors![0].extensions, `${code} read in ${headers.store}`).toEqual({ category, code });
        const added = await testApp.graphql(ADD, { id, items: [{ sku: simple, quantity: 1 }] }, headers);
        expect(added.errors![0].extensions, `${code} add in ${headers.store}`).toEqual({ category, code });
      }
    }
    // The message stays the shopper's language; only the code is fixed.
    expect((await testApp.graphql(CART, { id: closed }, TC)).errors![0].message).toBe('此購物袋已無法使用。');
  });

  it('leaves other refusals without a cart code (a line that is not there)', async () => {
    const id = await newCart();
    const answer = await testApp.graphql(`mutation($id: String!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: "OTk5OTk5" }) { cart { id } } }`, { id }, HK);
    expect(answer.errors![0].extensions).toEqual({ category: 'graphql-no-such-entity' });
  });
});

describe("changing a configurable line's variant", () => {
  let testApp: TestApp;
  let ring: { sku: string; first: string; second: string; secondId: number };

  beforeAll(async () => {
    testApp = await startTestApp();
    const hk = sql`(select id from websites where code = 'base')`;
    const rows = await queryRows<{ sku: string; variant: string; variant_id: number }>(
      testApp,
      sql`select p.sku, c.sku as variant, c.id as variant_id from products p
          join product_links l on l.parent_id = p.id join products c on c.id = l.child_id
          join product_stock s on s.product_id = c.id and s.website_id = ${hk}
          where p.type_id = 'configurable' and s.is_in_stock and s.quantity > 3 and not s.backorders
            and p.id = (select min(p2.id) from products p2 join product_links l2 on l2.parent_id = p2.id
                        join product_stock s2 on s2.product_id = l2.child_id and s2.website_id = ${hk}
                        where p2.type_id = 'configurable' and s2.is_in_stock and s2.quantity > 3 and not s2.backorders
                        group by p2.id having count(*) >= 2 order by p2.id limit 1)
          order by l.position limit 2`,
    );
    ring = { sku: rows[0].sku, first: rows[0].variant, second: rows[1].variant, secondId: Number(rows[1].variant_id) };
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function cartWithFirstVariant(quantity: number): Promise<{ id: string; line: Item }> {
    const id = (await testApp.graphql<{ createCart: string }>('mutation { createCart }', {}, HK)).data!.createCart;
    const answer = await testApp.graphql<{ addProductsToCart: { cart: Cart } }>(ADD, { id, items: [{ sku: ring.first, parent_sku: ring.sku, quantity }] }, HK);
    return { id, line: answer.data!.addProductsToCart.cart.items[0] };
  }

  it('removes the line and adds the new variant, priced afresh, with qty and totals on its options', async () => {
    const { id, line } = await cartWithFirstVariant(2);
    expect(line.configurable_options![0]).toMatchObject({ qty: 2, new_total_price: line.prices.row_total, service_charge_price: { minor_units: 0, currency: 'HKD' } });

    const answer = await testApp.graphql<{ changeConfigurableCartItem: { cart: Cart } }>(CHANGE, { id, uid: line.uid, sku: ring.second }, HK);
    expect(answer.errors).toBeUndefined();
    const { items } = answer.data!.changeConfigurableCartItem.cart;
    expect(items).toHaveLength(1);
    const [changed] = items;
    expect(changed).toMatchObject({ __typename: 'ConfigurableCartItem', sku: ring.second, quantity: 2, configured_variant: { sku: ring.second } });
    // A new line: removed and added again, not edited in place.
    expect(changed.uid).not.toBe(line.uid);
    const [{ price }] = await queryRows<{ price: number }>(
      testApp,
      sql`select coalesce(special_price, price) as price from product_prices where product_id = ${ring.secondId} and website_id = (select id from websites where code = 'base')`,
    );
    expect(changed.prices.price.minor_units).toBe(Number(price));
    expect(changed.configurable_options![0]).toMatchObject({ qty: 2, new_total_price: changed.prices.row_total });
  });

  it('keeps the original line when the new variant cannot be had', async () => {
    const { id, line } = await cartWithFirstVariant(1);
    await testApp.database.db.execute(sql`update product_stock set quantity = 0, is_in_stock = false where product_id = ${ring.secondId}`);
    try {
      const refused = await testApp.graphql(CHANGE, { id, uid: line.uid, sku: ring.second }, HK);
      expect(refused.errors![0]).toMatchObject({ message: 'This item is out of stock.', extensions: { category: 'graphql-input' } });
      const cart = (await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({ uid: line.uid, sku: ring.first, quantity: 1 });
    } finally {
      await testApp.database.db.execute(sql`update product_stock set quantity = 10, is_in_stock = true where product_id = ${ring.secondId}`);
    }

    const tooMany = await testApp.graphql(CHANGE, { id, uid: line.uid, sku: ring.second, quantity: 11 }, HK);
    expect(tooMany.errors![0].message).toBe('The requested qty is not available');
    const cart = (await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart;
    expect(cart.items.map((item) => item.uid)).toEqual([line.uid]);
  });

  it("refuses a SKU that is no variant of the line's product, keeping the line", async () => {
    const { id, line } = await cartWithFirstVariant(1);
    const other = await testApp.graphql(CHANGE, { id, uid: line.uid, sku: 'NO-SUCH-SKU' }, HK);
    expect(other.errors).toHaveLength(1);
    expect((await testApp.graphql<{ cart: Cart }>(CART, { id }, HK)).data!.cart.items[0].uid).toBe(line.uid);
  });
});
