/**
 * Two instances of the store on one PostgreSQL database, as behind a load balancer
 * (docs/operations.md, "Beyond one machine"): each with its own connections, data directory and
 * caches. What one is told, the other knows: a gold price, a bag, a sign-in lockout; and when one
 * stops, the other keeps answering. The embedded database serves one process, so this runs on the
 * PostgreSQL suite only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { newMember, PASSWORD, PLACE, productInStock, readyCustomerCart } from './kits/club.ts';
import { sandboxCardNonce, SHARED_TEST_MEDIA_DIR, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';

const MONEY = '{ minor_units }';
const GOLD_PRODUCT = `query($code: String!) { products(filter: { type_id: { eq: "calculation_gold" }, gold_code: { eq: $code } }, pageSize: 1, sort: { name: ASC }) {
  items { sku price_range { minimum_price { final_price ${MONEY} } } } } }`;
const GOLD_BOARD = '{ goldPrices { items { gold_code quoted_unit sell_per_tael { value } sell_per_gram { value } buy_per_tael { value } buy_per_gram { value } } } }';
const SET_GOLD = 'mutation($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { gold_code } }';
const SIGN_IN = 'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let first: TestApp;
let second: TestApp;
let stopped = false;

/** The second instance: its own pool of connections to the first one's database, its own data directory. */
async function secondInstance(): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsl-second-')),
    DATABASE_URL: first.databaseUrl!,
    DB_POOL_SIZE: '5',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    SEED_ON_START: 'false',
    PUBLIC_URL: 'http://localhost:3000',
  });
  config.mediaDir = SHARED_TEST_MEDIA_DIR;
  const app: FastifyInstance = await buildServer(config, { storefront: false });
  await app.ready();
  const inject = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query, variables }) });
    const body = response.json();
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
  };
  return { ...first, app, config, graphql: inject as TestApp['graphql'], close: () => app.close() };
}

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await startTestApp();
    second = await secondInstance();
  });
  afterAll(async () => {
    if (!stopped) await second?.close();
    await first?.close();
  });

  it('show a gold price set through one on the other, whose cached answers it replaces', async () => {
    const priceOn = async (app: TestApp) => {
      const answer = await app.graphql(GOLD_PRODUCT, { code: 'HK-CK9999' });
      expect(answer.errors).toBeUndefined();
      return answer.data!.products.items[0].price_range.minimum_price.final_price.minor_units as number;
    };
    const before = await priceOn(second);
    expect(await priceOn(second)).toBe(before); // now a cached answer on the second instance
    const board = await first.graphql(GOLD_BOARD);
    const current = board.data!.goldPrices.items.find((item: { gold_code: string }) => item.gold_code === 'HK-CK9999');
    const perUnit = current.quoted_unit === 'tael' ? current.sell_per_tael.value : current.sell_per_gram.value;
    const buyPerUnit = current.quoted_unit === 'tael' ? current.buy_per_tael.value : current.buy_per_gram.value;
    const raised = await first.graphql(SET_GOLD, { input: { gold_code: 'HK-CK9999', sell_price: (Number(perUnit) * 1.1).toFixed(2), buy_price: Number(buyPerUnit).toFixed(2) } }, admin);
    expect(raised.errors).toBeUndefined();
    // Each instance follows the store's catalog version once a second.
    await expect.poll(() => priceOn(second), { timeout: 10_000, interval: 200 }).toBeGreaterThan(before);
  });

  it('carry a bag opened on one to an order placed on the other, which the first then lists', async () => {
    const member = await newMember(first);
    const cartId = await readyCustomerCart(first, member, await productInStock(first));
    const paid = await second.graphql(
      'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }',
      { id: cartId, p: { code: 'card', braintree: { payment_method_nonce: await sandboxCardNonce(first), is_active_payment_token_enabler: false } } },
      member.headers,
    );
    expect(paid.errors).toBeUndefined();
    const placed = await second.graphql(PLACE, { id: cartId }, member.headers);
    expect(placed.errors).toBeUndefined();
    const number = placed.data!.placeOrder.order.order_number as string;
    const orders = await first.graphql('{ customer { orders { items { number } } } }', {}, member.headers);
    expect(orders.data!.customer.orders.items.map((order: { number: string }) => order.number)).toContain(number);
  });

  it('hold a sign-in lockout earned on one on the other', async () => {
    const member = await newMember(first);
    const client = { 'x-forwarded-for': '203.0.113.61' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await (attempt % 2 ? first : second).graphql(SIGN_IN, { email: member.email, password: 'Wrong2025!' }, client);
      expect(wrong.errors?.[0].message).toMatch(/^The account sign-in was incorrect/);
    }
    const locked = await second.graphql(SIGN_IN, { email: member.email, password: PASSWORD }, client);
    expect(locked.errors?.[0].message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('keep answering on one while the other stops in the middle of its traffic, which it finishes first', async () => {
    const listing = '{ products(search: "ring", pageSize: 4) { total_count } }';
    // Over HTTP, as a load balancer sends it: a stopping server finishes the requests it has taken.
    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const overHttp = async () => {
      const response = await fetch(`${address}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: listing }) });
      return { status: response.status, ...((await response.json()) as object) };
    };
    let taken = 0;
    second.app.server.on('request', () => (taken += 1));
    const inFlight = Array.from({ length: 20 }, overHttp);
    // Stops once it has taken them all: a request it never took is the load balancer's to send elsewhere.
    await expect.poll(() => taken).toBe(20);
    const stopping = second.close();
    const meanwhile = await Promise.all(Array.from({ length: 10 }, () => first.graphql(listing)));
    await stopping;
    stopped = true;
    const after = await first.graphql(listing);
    for (const answer of [...(await Promise.all(inFlight)), ...meanwhile, after]) {
      expect(answer).toMatchObject({ status: 200, data: { products: { total_count: expect.any(Number) } } });
    }
  });
});
