/**
 * The authorization matrix of customer-owned data (issue: accounts and the club): every query and
 * mutation that reads or changes a customer's data refuses a guest, and every one that names a
 * customer's record by its id refuses another customer's token without revealing it exists.
 *
 * The guest half is read off the schema: each operation below is called with arguments made from
 * its declared types, so a new required argument does not quietly turn a refusal into an input
 * error. The list itself is checked against the schema: a new operation on customer data must be
 * placed on one side or the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { newMember, type Member } from './kits/club.ts';

/** Operations that need the customer's own token. */
const CUSTOMER_QUERIES = ['customer', 'customerCart', 'customerPaymentTokens'];
const CUSTOMER_MUTATIONS = [
  'updateCustomerV2',
  'updateCustomerEmail',
  'changeCustomerPassword',
  'createCustomerAddress',
  'updateCustomerAddress',
  'deleteCustomerAddress',
  'updateCustomerAddressV2',
  'deleteCustomerAddressV2',
  'deleteCustomer',
  'revokeCustomerToken',
  'mergeCarts',
  'deletePaymentToken',
  'exchangeReward',
  'exchangeAsiaMiles',
  'addProductsToWishlist',
  'removeProductsFromWishlist',
  'updateProductsInWishlist',
  'addWishlistItemsToCart',
  'bindSocialAccount',
  'unbindSocialAccount',
  'subscribeEmailToNewsletter',
];

/** Operations that need a staff member's token (a customer's is refused too: staffSignIn.test.ts, cart/staffBag.test.ts). */
const STAFF_QUERIES = ['staffProductTags', 'staffOrders', 'staffOrder'];
const STAFF_MUTATIONS = ['sendStaffPhoneOtp', 'verifyStaffPhoneOtp', 'sendCustomerPhoneOtp', 'verifyCustomerPhoneOtp', 'addScannedProductToCart', 'setStaffOrderOnCart', 'repayStaffOrder'];

/**
 * Operations open to guests: the catalog, content and store reads, the guest cart and checkout
 * (a cart id is its own key; an order number with its access key puts a failed order's pieces back
 * into a bag), the contact form, signing in, registering and resetting a password, signing out of the order desk
 * (it revokes only a desk session token, and answers false for any other), the sandbox
 * providers' answers, and the administrator's operations (their own token; the order moves a
 * customer may make too, such as requestOrderReturn, check the order is theirs).
 */
const PUBLIC_OPERATIONS = new Set([
  'addConfigurableProductsToCart',
  'addGiftToCart',
  'addProductsToCart',
  'addSimpleProductsToCart',
  'applyCouponToCart',
  'applyGiftCardToCart',
  'cancelOrder',
  'changeConfigurableCartItem',
  'completeOrder',
  'contactUs',
  'createCart',
  'createCustomerV2',
  'createEmptyCart',
  'createGuestCart',
  'decideAsiaMilesExchange',
  'generateCustomerToken',
  'generateCustomerTokenByMobile',
  'generateCustomerTokenBySocial',
  'generateStaffToken',
  'holdDiamond',
  'markOrderReadyForPickup',
  'moveOrder',
  'placeOrder',
  'receiveOrderReturn',
  'refundOrder',
  'rejectOrderReturn',
  'releaseDiamond',
  'removeCouponFromCart',
  'removeGiftCardFromCart',
  'removeItemFromCart',
  'requestOrderReturn',
  'requestPasswordResetEmail',
  'resetPassword',
  'restoreCartOfOrder',
  'retryJob',
  'retryRefund',
  'revokeOperatorToken',
  'setBillingAddressOnCart',
  'setGoldPrice',
  'setGuestEmailOnCart',
  'setOrderRemark',
  'setPaymentMethodOnCart',
  'setShippingAddressesOnCart',
  'setShippingMethodsOnCart',
  'shipOrder',
  'signInOperator',
  'updateCartItems',
]);

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
interface FullType {
  name: string;
  kind: string;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}
interface Field {
  name: string;
  args: InputValue[];
  type: TypeRef;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema {
  queryType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
  mutationType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
  types { name kind inputFields { name type { ${TYPE_REF} } } enumValues { name } }
} }`;

let app: TestApp;
let queries: Field[];
let mutations: Field[];
let types: Map<string, FullType>;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  const answer = await app.graphql(INTROSPECTION, {}, { store: 'tsl_en' });
  expect(answer.errors).toBeUndefined();
  const schema = answer.data!.__schema;
  queries = schema.queryType.fields;
  mutations = schema.mutationType.fields;
  types = new Map((schema.types as FullType[]).map((type) => [type.name, type]));
});

afterAll(async () => {
  await app?.close();
});

function named(type: TypeRef): TypeRef {
  return type.ofType ? named(type.ofType) : type;
}

/** The GraphQL spelling of a type reference, for a variable's declaration. */
function spelled(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${spelled(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${spelled(type.ofType!)}]`;
  return type.name!;
}

/** A value of a type, as small as the schema allows: required fields only. */
function sample(type: TypeRef): unknown {
  if (type.kind === 'NON_NULL') return sample(type.ofType!);
  if (type.kind === 'LIST') return [sample(type.ofType!)];
  const full = types.get(type.name!)!;
  if (full.kind === 'ENUM') return full.enumValues![0].name;
  if (full.kind === 'INPUT_OBJECT') {
    return Object.fromEntries(full.inputFields!.filter((field) => field.type.kind === 'NON_NULL').map((field) => [field.name, sample(field.type)]));
  }
  return { Int: 1, Float: 1, Boolean: true }[type.name!] ?? '1';
}

/** A call of a field with every required argument, selecting __typename (or the scalar itself). */
function callOf(field: Field, operation: 'query' | 'mutation'): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg) => arg.type.kind === 'NON_NULL');
  const declared = required.map((arg) => `$${arg.name}: ${spelled(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const leaf = ['SCALAR', 'ENUM'].includes(types.get(named(field.type).name!)!.kind);
  const query = `${operation}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${leaf ? '' : ' { __typename }'} }`;
  return { query, variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])) };
}

describe('a guest', () => {
  it('places every operation of the schema as customer-owned or public', () => {
    const customerOwned = new Set([...CUSTOMER_QUERIES, ...CUSTOMER_MUTATIONS, ...STAFF_MUTATIONS]);
    const unplaced = mutations.map((field) => field.name).filter((name) => !customerOwned.has(name) && !PUBLIC_OPERATIONS.has(name));
    expect(unplaced).toEqual([]);
    for (const name of [...CUSTOMER_QUERIES, ...STAFF_QUERIES]) expect(queries.map((field) => field.name)).toContain(name);
    for (const name of CUSTOMER_MUTATIONS) expect(mutations.map((field) => field.name)).toContain(name);
  });

  it('is refused every customer-owned query and mutation', async () => {
    const refusedNot: string[] = [];
    const owned = [
      ...queries.filter((field) => [...CUSTOMER_QUERIES, ...STAFF_QUERIES].includes(field.name)).map((field) => callOf(field, 'query')),
      ...mutations.filter((field) => [...CUSTOMER_MUTATIONS, ...STAFF_MUTATIONS].includes(field.name)).map((field) => callOf(field, 'mutation')),
    ];
    for (const call of owned) {
      const answer = await app.graphql(call.query, call.variables, { store: 'tsl_en' });
      if (answer.errors?.[0]?.extensions?.category !== 'graphql-authorization') refusedNot.push(`${call.query} -> ${JSON.stringify(answer.errors ?? answer.data)}`);
    }
    expect(refusedNot).toEqual([]);
  });

  it('is refused with a token that is not one', async () => {
    const answer = await app.graphql('{ customer { email } }', {}, { store: 'tsl_en', authorization: 'Bearer not-a-token' });
    expect(answer.errors![0].extensions!.category).toBe('graphql-authorization');
  });
});

describe('another customer', () => {
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = [await newMember(app), await newMember(app)];
  });

  it('cannot change or delete the owner’s address, nor see it', async () => {
    const created = await app.graphql(
      `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      { input: { firstname: 'Mei', lastname: 'Chan', telephone: '91234567', street: ['1 Harbour Road'], city: 'Wan Chai', region: { region_code: 'HK-HKI' }, country_code: 'HK' } },
      owner.headers,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createCustomerAddress.id as number;

    const update = await app.graphql(`mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Central" }) { id } }`, { id }, stranger.headers);
    expect(update.errors![0].extensions!.category).toMatch(/graphql-(authorization|no-such-entity)/);
    const remove = await app.graphql(`mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, { id }, stranger.headers);
    expect(remove.errors![0].extensions!.category).toMatch(/graphql-(authorization|no-such-entity)/);
    const seen = await app.graphql(`{ customer { addresses { id } } }`, {}, stranger.headers);
    expect(seen.data!.customer.addresses).toEqual([]);
    const kept = await app.graphql(`{ customer { addresses { id city } } }`, {}, owner.headers);
    expect(kept.data!.customer.addresses).toEqual([{ id, city: 'Wan Chai' }]);
  });

  it('cannot read or operate on the owner’s cart, nor merge it away', async () => {
    const ownerCart = (await app.graphql(`{ customerCart { id } }`, {}, owner.headers)).data!.customerCart.id as string;
    const strangerCart = (await app.graphql(`{ customerCart { id } }`, {}, stranger.headers)).data!.customerCart.id as string;
    expect(strangerCart).not.toBe(ownerCart);
    const read = await app.graphql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: ownerCart }, stranger.headers);
    expect(read.errors![0].extensions!.category).toBe('graphql-authorization');
    const merge = await app.graphql(`mutation($id: String!) { mergeCarts(source_cart_id: $id) { id } }`, { id: ownerCart }, stranger.headers);
    expect(merge.errors![0].extensions!.category).toBe('graphql-authorization');
    const asGuest = await app.graphql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: ownerCart }, { store: 'tsl_en' });
    expect(asGuest.errors![0].extensions!.category).toBe('graphql-authorization');
  });

  it('cannot read or change the owner’s wishlist', async () => {
    const list = (await app.graphql(`{ customer { wishlists { id } } }`, {}, owner.headers)).data!.customer.wishlists[0].id as string;
    const notFound = (await app.graphql(`mutation { addWishlistItemsToCart(wishlistId: "999999999") { status } }`, {}, owner.headers)).errors![0].message;
    expect(notFound).toMatch(/wishlist/i);
    const read = await app.graphql(`query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, { id: list }, stranger.headers);
    expect(read.data!.customer.wishlist_v2).toBeNull();
    for (const mutation of [
      `mutation($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "X", quantity: 1 }]) { wishlist { id } } }`,
      `mutation($id: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: ["1"]) { wishlist { id } } }`,
      `mutation($id: ID!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: [{ wishlist_item_id: "1", quantity: 2 }]) { wishlist { id } } }`,
      `mutation($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }`,
    ]) {
      // Magento answers another customer's wishlist id as one it cannot find.
      const answer = await app.graphql(mutation, { id: list }, stranger.headers);
      expect(answer.errors?.[0]?.message, mutation).toBe(notFound);
    }
    const untouched = await app.graphql(`{ customer { wishlists { items_count } } }`, {}, owner.headers);
    expect(untouched.data!.customer.wishlists[0].items_count).toBe(0);
  });

  it('cannot remove a saved card or a linked account by the owner’s id', async () => {
    const card = await app.graphql(`mutation { deletePaymentToken(public_hash: "0000000000000000000000000000000000000000000000000000000000000000") { result } }`, {}, stranger.headers);
    expect(card.errors![0].extensions!.category).toBe('graphql-no-such-entity');
    const binding = await app.graphql(`mutation { unbindSocialAccount(id: 1) }`, {}, stranger.headers);
    expect(binding.errors![0].extensions!.category).toBe('graphql-no-such-entity');
  });

  it('sees none of the owner’s orders, points or coupons, and the owner’s token opens only the owner', async () => {
    const mine = await app.graphql(`{ customer { email orders { total_count } points_record { total_count } coupons { code } } }`, {}, stranger.headers);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.customer.email).toBe(stranger.email);
    expect(mine.data!.customer.orders.total_count).toBe(0);
    expect(mine.data!.customer.points_record.total_count).toBe(0);
    const theirs = await app.graphql(`{ customer { email } }`, {}, owner.headers);
    expect(theirs.data!.customer.email).toBe(owner.email);
  });
});
