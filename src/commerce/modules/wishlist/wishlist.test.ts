/**
 * Wishlists through the real server: one list per member, adding (the same choice again adds to its
 * quantity), updating, removing, moving to the bag (a sold-out piece stays with the bag's reason),
 * the shared list by its code, and who may do what.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { HK, newMember, type Member } from '../../../../test/kits/club.ts';

const LIST = `{ customer { wishlists { id items_count sharing_code updated_at items_v2 { items {
  __typename id quantity description added_at product_sku product { sku stock_status }
  ... on ConfigurableWishlistItem { configured_variant { sku } configurable_options { option_label value_label } }
} page_info { current_page page_size total_pages } } } } }`;

const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { id items_count } user_errors { code message } } }`;
const REMOVE = `mutation($id: ID!, $items: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) {
  wishlist { items_count } user_errors { code message } } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { items_count items_v2 { items { id quantity description } } } user_errors { code message } } }`;
const TO_CART = `mutation($id: ID!, $items: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
  status wishlist { items_count items_v2 { items { id product_sku } } }
  add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`;

interface Item {
  __typename: string;
  id: string;
  quantity: number;
  description: string | null;
  product_sku: string;
  product: { sku: string; stock_status: string } | null;
  configured_variant?: { sku: string } | null;
  configurable_options?: Array<{ option_label: string; value_label: string }>;
}

let app: TestApp;
let simple: string;
let other: string;
let soldOut: string;
let retired: string;
let configurable: { sku: string; variant: string };

async function listOf(member: Member) {
  const answer = await app.graphql(LIST, {}, member.headers);
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.customer.wishlists).toHaveLength(1);
  return answer.data!.customer.wishlists[0] as { id: string; items_count: number; sharing_code: string; items_v2: { items: Item[] } };
}

async function add(member: Member, id: string, items: Array<Record<string, unknown>>) {
  const answer = await app.graphql(ADD, { id, items }, member.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.addProductsToWishlist as { wishlist: { items_count: number }; user_errors: Array<{ code: string; message: string }> };
}

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  const hk = sql`(select id from websites where code = 'base')`;
  const inStock = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
        join product_prices pr on pr.product_id = p.id and pr.website_id = ${hk}
        where p.type_id = 'simple' and p.visible_in_catalog and p.is_active and s.is_in_stock and not s.backorders and s.quantity > 20
        order by p.sku limit 3`,
  );
  [simple, other, retired] = inStock.map((row) => row.sku);
  [{ sku: soldOut }] = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = ${hk}
        where p.type_id = 'simple' and p.visible_in_catalog and p.is_active and not s.is_in_stock order by p.sku limit 1`,
  );
  const [parent] = await queryRows<{ sku: string; variant: string }>(
    app,
    sql`select p.sku, c.sku as variant from products p join product_links l on l.parent_id = p.id join products c on c.id = l.child_id
        join product_stock s on s.product_id = c.id and s.website_id = ${hk}
        where p.type_id = 'configurable' and p.is_active and s.is_in_stock and s.quantity > 2 order by p.sku, l.position limit 1`,
  );
  configurable = parent;
});

afterAll(async () => {
  await app?.close();
});

describe('the member’s wishlist', () => {
  it('is one list per member, made on first use, the same through wishlists, wishlist and wishlist_v2', async () => {
    const member = await newMember(app);
    const list = await listOf(member);
    expect(list.items_count).toBe(0);
    expect(list.sharing_code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await app.graphql(`query($id: ID!) { customer { wishlist { id } wishlist_v2(id: $id) { id } } }`, { id: list.id }, member.headers);
    expect(again.data!.customer).toEqual({ wishlist: { id: list.id }, wishlist_v2: { id: list.id } });
    const root = await app.graphql(`{ wishlist { items_count sharing_code name } }`, {}, member.headers);
    expect(root.data!.wishlist).toEqual({ items_count: 0, sharing_code: list.sharing_code, name: null });
  });

  it('adds pieces; the same piece again adds to its quantity; an unknown SKU is a user error', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    const first = await add(member, id, [{ sku: simple, quantity: 1 }]);
    expect(first.user_errors).toEqual([]);
    const second = await add(member, id, [
      { sku: simple, quantity: 2 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: other, quantity: 0 },
    ]);
    expect(second.user_errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_FOUND', 'UNDEFINED']);
    expect(second.user_errors[0].message).toBe('Could not find a product with SKU "NO-SUCH-SKU"');
    expect(second.wishlist.items_count).toBe(1);
    const list = await listOf(member);
    expect(list.items_v2.items).toMatchObject([{ __typename: 'SimpleWishlistItem', quantity: 3, product_sku: simple, product: { sku: simple, stock_status: 'IN_STOCK' } }]);
  });

  it('keeps a configurable piece with its chosen variant, or without one until it is chosen', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    const answer = await add(member, id, [
      { sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 },
      { sku: configurable.sku, quantity: 1 },
      { sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 },
    ]);
    expect(answer.user_errors).toEqual([]);
    const items = (await listOf(member)).items_v2.items;
    expect(items).toHaveLength(2);
    const chosen = items.find((item) => item.configured_variant)!;
    expect(chosen).toMatchObject({ __typename: 'ConfigurableWishlistItem', quantity: 2, product: { sku: configurable.sku }, configured_variant: { sku: configurable.variant } });
    expect(chosen.configurable_options!.length).toBeGreaterThan(0);
    expect(items.find((item) => !item.configured_variant)).toMatchObject({ quantity: 1, configurable_options: [] });
  });

  it('updates quantity and note; quantity 0 removes; an unknown item is a user error', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    await add(member, id, [
      { sku: simple, quantity: 1 },
      { sku: other, quantity: 1 },
    ]);
    const [a, b] = (await listOf(member)).items_v2.items;
    const answer = await app.graphql(
      UPDATE,
      {
        id,
        items: [
          { wishlist_item_id: a.id, quantity: 3, description: ' For our anniversary ' },
          { wishlist_item_id: b.id, quantity: 0 },
          { wishlist_item_id: '999999', quantity: 1 },
          { wishlist_item_id: a.id, quantity: 1000 },
        ],
      },
      member.headers,
    );
    expect(answer.errors).toBeUndefined();
    const updated = answer.data!.updateProductsInWishlist;
    expect(updated.user_errors.map((error: { code: string }) => error.code)).toEqual(['UNDEFINED', 'UNDEFINED']);
    expect(updated.user_errors[1].message).toBe('The quantity must be a whole number from 1 to 99');
    expect(updated.wishlist.items_v2.items).toEqual([{ id: a.id, quantity: 3, description: 'For our anniversary' }]);
  });

  it('removes items; an id not in the list is a user error and the others still go', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    await add(member, id, [
      { sku: simple, quantity: 1 },
      { sku: other, quantity: 1 },
    ]);
    const [a] = (await listOf(member)).items_v2.items;
    const answer = await app.graphql(REMOVE, { id, items: [a.id, 'x1'] }, member.headers);
    expect(answer.data!.removeProductsFromWishlist).toEqual({
      wishlist: { items_count: 1 },
      user_errors: [{ code: 'UNDEFINED', message: 'Could not find a wishlist item with ID "x1"' }],
    });
  });

  it('moves items to the member’s bag: added ones leave the list, a sold-out one stays with the bag’s reason', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    await add(member, id, [
      { sku: simple, quantity: 2 },
      { sku: soldOut, quantity: 1 },
      { sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 },
    ]);
    const items = (await listOf(member)).items_v2.items;
    const soldOutItem = items.find((item) => item.product_sku === soldOut)!;
    expect(soldOutItem.product!.stock_status).toBe('OUT_OF_STOCK');

    const unknown = await app.graphql(TO_CART, { id, items: ['424242'] }, member.headers);
    expect(unknown.errors![0]).toMatchObject({ message: 'The wishlist item ids "424242" were not found.', extensions: { category: 'graphql-input' } });

    const answer = await app.graphql(TO_CART, { id }, member.headers);
    expect(answer.errors).toBeUndefined();
    const moved = answer.data!.addWishlistItemsToCart;
    expect(moved.status).toBe(false);
    expect(moved.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', wishlistId: id, wishlistItemId: soldOutItem.id },
    ]);
    expect(moved.wishlist).toEqual({ items_count: 1, items_v2: { items: [{ id: soldOutItem.id, product_sku: soldOut }] } });

    const cart = await app.graphql(
      `{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`,
      {},
      member.headers,
    );
    const lines = cart.data!.customerCart.items as Array<{ quantity: number; product: { sku: string }; configured_variant?: { sku: string } }>;
    expect(lines.map((line) => [line.product.sku, line.configured_variant?.sku ?? null, line.quantity]).sort()).toEqual(
      [
        [simple, null, 2],
        [configurable.sku, configurable.variant, 1],
      ].sort(),
    );
  });
});

describe('a piece no longer sold', () => {
  it('stays in the list by its SKU, without a product, and cannot go to the bag', async () => {
    const member = await newMember(app);
    const { id } = await listOf(member);
    await add(member, id, [{ sku: retired, quantity: 1 }]);
    await app.database.db.execute(sql`update products set is_active = false where sku = ${retired}`);
    try {
      const [item] = (await listOf(member)).items_v2.items;
      expect(item).toMatchObject({ product_sku: retired, product: null });
      const answer = await app.graphql(TO_CART, { id }, member.headers);
      expect(answer.data!.addWishlistItemsToCart).toMatchObject({
        status: false,
        add_wishlist_items_to_cart_user_errors: [{ code: 'PRODUCT_NOT_FOUND', wishlistItemId: item.id }],
        wishlist: { items_count: 1 },
      });
    } finally {
      await app.database.db.execute(sql`update products set is_active = true where sku = ${retired}`);
    }
  });
});

describe('who may use a wishlist', () => {
  it('refuses guests every field and mutation', async () => {
    const read = await app.graphql(`{ customer { wishlists { id } } }`, {}, HK);
    expect(read.errors![0].extensions?.category).toBe('graphql-authorization');
    const root = await app.graphql(`{ wishlist { items_count } }`, {}, HK);
    expect(root.errors![0]).toMatchObject({ message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } });
    for (const [query, variables] of [
      [ADD, { id: '1', items: [{ sku: simple, quantity: 1 }] }],
      [REMOVE, { id: '1', items: ['1'] }],
      [UPDATE, { id: '1', items: [{ wishlist_item_id: '1', quantity: 1 }] }],
      [TO_CART, { id: '1' }],
    ] as const) {
      const answer = await app.graphql(query, variables, HK);
      expect(answer.errors![0].extensions?.category).toBe('graphql-authorization');
    }
  });

  it('refuses a Hong Kong member’s token on another website', async () => {
    const member = await newMember(app);
    const answer = await app.graphql(`{ wishlist { items_count } }`, {}, { ...member.headers, store: 'tsl_my_en' });
    expect(answer.errors![0].extensions?.category).toBe('graphql-authorization');
  });

  it('refuses a member another member’s list, and shows them none of it', async () => {
    const owner = await newMember(app);
    const stranger = await newMember(app);
    const { id } = await listOf(owner);
    await add(owner, id, [{ sku: simple, quantity: 1 }]);
    const [item] = (await listOf(owner)).items_v2.items;

    const peek = await app.graphql(`query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, { id }, stranger.headers);
    expect(peek.data!.customer.wishlist_v2).toBeNull();
    for (const [query, variables] of [
      [ADD, { id, items: [{ sku: other, quantity: 1 }] }],
      [REMOVE, { id, items: [item.id] }],
      [UPDATE, { id, items: [{ wishlist_item_id: item.id, quantity: 5 }] }],
      [TO_CART, { id }],
    ] as const) {
      const answer = await app.graphql(query, variables, stranger.headers);
      expect(answer.errors![0]).toMatchObject({ message: 'The wishlist was not found.', extensions: { category: 'graphql-input' } });
    }
    // Nor does the stranger reach the owner's item through their own list.
    const own = await listOf(stranger);
    const removal = await app.graphql(REMOVE, { id: own.id, items: [item.id] }, stranger.headers);
    expect(removal.data!.removeProductsFromWishlist.user_errors).toHaveLength(1);
    expect((await listOf(owner)).items_v2.items).toMatchObject([{ id: item.id, quantity: 1 }]);
  });
});

describe('the shared list', () => {
  it('opens read-only by its sharing code, naming the owner by first name only, on its own website', async () => {
    const owner = await newMember(app, { firstname: 'Sharing' });
    const { id, sharing_code } = await listOf(owner);
    await add(owner, id, [{ sku: simple, quantity: 1 }]);
    const SHARED = `query($code: String!) { sharedWishlist(sharing_code: $code) { owner_firstname items_count items_v2 { items { product_sku product { sku } } } } }`;
    const shared = await app.graphql(SHARED, { code: sharing_code }, HK);
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.sharedWishlist).toEqual({ owner_firstname: 'Sharing', items_count: 1, items_v2: { items: [{ product_sku: simple, product: { sku: simple } }] } });
    expect((await app.graphql(SHARED, { code: 'not-a-real-sharing-code-at-all' }, HK)).data!.sharedWishlist).toBeNull();
    expect((await app.graphql(SHARED, { code: sharing_code }, { store: 'tsl_my_en' })).data!.sharedWishlist).toBeNull();
    const fields = await app.graphql(`{ __type(name: "SharedWishlist") { fields { name } } }`, {}, HK);
    expect(fields.data!.__type.fields.map((field: { name: string }) => field.name).sort()).toEqual(['items_count', 'items_v2', 'owner_firstname', 'sharing_code', 'updated_at']);
  });

  it('goes with a deleted account: its shared link opens nothing and no list row is left', async () => {
    const leaving = await newMember(app, { firstname: 'Leaving' });
    const { id, sharing_code } = await listOf(leaving);
    await add(leaving, id, [{ sku: simple, quantity: 1 }]);
    expect((await app.graphql('mutation { deleteCustomer }', {}, leaving.headers)).data!.deleteCustomer).toBe(true);
    const SHARED = `query($code: String!) { sharedWishlist(sharing_code: $code) { items_count } }`;
    expect((await app.graphql(SHARED, { code: sharing_code }, HK)).data!.sharedWishlist).toBeNull();
    expect(await queryRows(app, sql`select id from wishlists where sharing_code = ${sharing_code}`)).toEqual([]);
  });
});
