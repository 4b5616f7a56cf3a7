/**
 * Saved payments through the real server: a signed-in shopper's card kept in the sandbox's vault
 * when paid with "save this card", listed as Magento's customerPaymentTokens, paid with again
 * through braintree_cc_vault, removed with deletePaymentToken; another customer's card refused, a
 * declining kept card refused with no order left, and the vault emptied with a deleted account.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardNonce, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, productInStock, readyCustomerCart, type Member } from '../../../../test/kits/club.ts';
import { SavedCards } from './savedCards.ts';

const TOKENS = '{ customerPaymentTokens { items { public_hash details payment_method_code type } } }';
const DELETE = 'mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }';
const SET_PAYMENT =
  'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { selected_payment_method { code } } } }';
const PLACE = 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number status payment { state card_brand card_last4 } } } }';
const DECLINED_CARD = '4000 0000 0000 0002';

let testApp: TestApp;
let sku: string;

beforeAll(async () => {
  testApp = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  sku = await productInStock(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const run = (member: Member, query: string, variables: Record<string, unknown> = {}) => testApp.graphql(query, variables, member.headers);

async function payByCard(member: Member, options: { number?: string; save?: boolean } = {}) {
  const id = await readyCustomerCart(testApp, member, sku);
  const nonce = await sandboxCardNonce(testApp, options.number);
  const set = await run(member, SET_PAYMENT, { id, p: { code: 'card', braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: options.save ?? false } } });
  expect(set.errors).toBeUndefined();
  return run(member, PLACE, { id });
}

async function payBySavedCard(member: Member, publicHash: string) {
  const id = await readyCustomerCart(testApp, member, sku);
  const set = await run(member, SET_PAYMENT, { id, p: { code: 'card', braintree_cc_vault: { public_hash: publicHash } } });
  if (set.errors) return set;
  return run(member, PLACE, { id });
}

async function tokensOf(member: Member): Promise<Array<{ public_hash: string; details: string; payment_method_code: string; type: string }>> {
  const answer = await run(member, TOKENS);
  expect(answer.errors).toBeUndefined();
  return answer.data!.customerPaymentTokens.items;
}

describe('saved payments', () => {
  it('keeps a card paid with "save this card", lists it without its number, pays with it again and removes it', async () => {
    const member = await newMember(testApp);
    expect(await tokensOf(member)).toEqual([]);
    const unsaved = await payByCard(member);
    expect(unsaved.data!.placeOrder.order.status).toBe('processing');
    expect(await tokensOf(member)).toEqual([]);

    const saved = await payByCard(member, { save: true });
    expect(saved.data!.placeOrder.order).toMatchObject({ status: 'processing', payment: { state: 'paid', card_brand: 'visa', card_last4: '1111' } });
    const [token] = await tokensOf(member);
    expect(token).toMatchObject({ payment_method_code: 'card', type: 'card' });
    expect(token.public_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(token.details)).toEqual({ type: 'visa', maskedCC: '1111', expirationDate: `12/${new Date().getFullYear() + 2}` });
    // The gateway's token and the card number stay out of the answer and out of the database.
    const [row] = await queryRows<{ token: string }>(testApp, sql`select token from payment_sandbox_vault where customer_ref = ${SavedCards.customerRef(member.id)}`);
    expect(JSON.stringify(token)).not.toContain(row.token);
    const columns = await queryRows<{ column_name: string }>(testApp, sql`select column_name from information_schema.columns where table_name = 'payment_sandbox_vault'`);
    expect(columns.map((column) => column.column_name)).not.toContain('number');

    const again = await payBySavedCard(member, token.public_hash);
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeOrder.order).toMatchObject({ status: 'processing', payment: { state: 'paid', card_brand: 'visa', card_last4: '1111' } });
    // The REST payment-information form takes it as Magento's additional_data.public_hash.
    await readyCustomerCart(testApp, member, sku);
    const rest = await testApp.app.inject({
      method: 'POST',
      url: '/rest/V1/carts/mine/payment-information',
      headers: { 'content-type': 'application/json', ...member.headers },
      payload: JSON.stringify({ paymentMethod: { method: 'card', additional_data: { public_hash: token.public_hash } } }),
    });
    expect(rest.statusCode).toBe(200);
    const [paid] = await queryRows<{ state: string; card_last4: string }>(
      testApp,
      sql`select p.state, p.card_last4 from payments p join orders o on o.id = p.order_id where o.number = ${rest.json()}`,
    );
    expect(paid).toEqual({ state: 'paid', card_last4: '1111' });

    const removed = await run(member, DELETE, { hash: token.public_hash });
    expect(removed.data!.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });
    const gone = await run(member, DELETE, { hash: token.public_hash });
    expect(gone.errors![0]).toMatchObject({ message: `Could not find a token using public hash: ${token.public_hash}`, extensions: { category: 'graphql-no-such-entity' } });
    const stale = await payBySavedCard(member, token.public_hash);
    expect(stale.errors![0].message).toBe('This saved card is no longer available. Choose another card or enter card details.');
  });

  it("refuses another customer's card, and saved cards to guests", async () => {
    const owner = await newMember(testApp);
    await payByCard(owner, { save: true });
    const [token] = await tokensOf(owner);
    const other = await newMember(testApp);
    const used = await payBySavedCard(other, token.public_hash);
    expect(used.errors![0]).toMatchObject({ extensions: { category: 'graphql-no-such-entity' } });
    const deleted = await run(other, DELETE, { hash: token.public_hash });
    expect(deleted.errors![0].extensions?.category).toBe('graphql-no-such-entity');
    expect(await tokensOf(owner)).toHaveLength(1);

    expect((await testApp.graphql(TOKENS, {}, { store: 'tsl_en' })).errors![0].extensions?.category).toBe('graphql-authorization');
    const guestCart = (await testApp.graphql<{ createCart: string }>('mutation { createCart }', {}, { store: 'tsl_en' })).data!.createCart;
    const guestSet = await testApp.graphql(SET_PAYMENT, { id: guestCart, p: { code: 'card', braintree_cc_vault: { public_hash: token.public_hash } } }, { store: 'tsl_en' });
    expect(guestSet.errors![0].message).toBe('Sign in to pay with a saved card.');
  });

  it('refuses a declining kept card with no order left, and keeps no card its bank declined', async () => {
    const member = await newMember(testApp);
    const refused = await payByCard(member, { number: DECLINED_CARD, save: true });
    expect(refused.errors![0].message).toBe('Your payment could not be taken. Please try again or use a different payment method.');
    expect(await tokensOf(member)).toEqual([]);

    // A card its bank began to decline after it was kept.
    const kept = await testApp.app.commerce.sandboxGateway.vaultCard({ nonce: await sandboxCardNonce(testApp, DECLINED_CARD), customerRef: SavedCards.customerRef(member.id) });
    expect(kept.outcome).toBe('vaulted');
    const [token] = await tokensOf(member);
    const before = await queryRows<{ count: number }>(testApp, sql`select count(*)::int as count from orders where customer_id = ${member.id}`);
    const declined = await payBySavedCard(member, token.public_hash);
    expect(declined.errors![0]).toMatchObject({
      message: 'Your payment could not be taken. Please try again or use a different payment method.',
      extensions: { category: 'graphql-input' },
    });
    const after = await queryRows<{ count: number }>(testApp, sql`select count(*)::int as count from orders where customer_id = ${member.id}`);
    expect(after[0].count).toBe(before[0].count);
  });

  it('empties the vault of a deleted account', async () => {
    const member = await newMember(testApp);
    await payByCard(member, { save: true });
    expect(await tokensOf(member)).toHaveLength(1);
    expect((await run(member, 'mutation { deleteCustomer }')).data!.deleteCustomer).toBe(true);
    const [{ count }] = await queryRows<{ count: number }>(testApp, sql`select count(*)::int as count from payment_sandbox_vault where customer_ref = ${SavedCards.customerRef(member.id)}`);
    expect(count).toBe(0);
  });
});
