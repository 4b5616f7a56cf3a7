/**
 * A store with a read replica (DATABASE_READ_URL, docs/operations.md, "Beyond one machine"): the
 * catalog's reads go to it, the bag's reads and writes to the primary. The replica here is a second
 * database copied from the same seed, in which one product has another name, so an answer shows
 * which database it came from. PostgreSQL only, like the two instances.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { productInStock } from './kits/club.ts';
import { copySeededDatabase, SHARED_TEST_MEDIA_DIR, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';

const serverUrl = process.env.DATABASE_URL;
const REPLICA_NAME = 'Ring as the replica has it';

let primary: TestApp;
let store: FastifyInstance | undefined;
let replicaName: string;
let replicaUrl: string;
let sku: string;
let primaryName: string;

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function graphql(query: string, variables?: Record<string, unknown>): Promise<{ data: any; errors?: unknown }> {
  const response = await store!.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query, variables }) });
  return response.json();
}

const cartItemsOf = (url: string) => onServer(url, async (client) => Number((await client.query('select count(*) as n from cart_items')).rows[0].n));

describe.skipIf(!serverUrl)('a read replica', () => {
  beforeAll(async () => {
    primary = await startTestApp();
    sku = await productInStock(primary);
    replicaName = `tsl_replica_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    ({ url: replicaUrl } = await copySeededDatabase(serverUrl!, replicaName));
    primaryName = await onServer(primary.databaseUrl!, async (client) => (await client.query('select name->>$2 as name from products where sku = $1', [sku, 'en'])).rows[0].name);
    await onServer(replicaUrl, (client) => client.query(`update products set name = name || jsonb_build_object('en', $2::text) where sku = $1`, [sku, REPLICA_NAME]));
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsl-replica-')),
      DATABASE_URL: primary.databaseUrl!,
      DATABASE_READ_URL: replicaUrl,
      DB_POOL_SIZE: '3',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      SEED_ON_START: 'false',
      PUBLIC_URL: 'http://localhost:3000',
    });
    config.mediaDir = SHARED_TEST_MEDIA_DIR;
    store = await buildServer(config, { storefront: false });
    await store.ready();
  });
  afterAll(async () => {
    await store?.close();
    await primary?.close();
    if (replicaName) await onServer(serverUrl!, (client) => client.query(`drop database if exists ${replicaName} with (force)`));
  });

  it('shows the catalog as the replica has it', async () => {
    expect(primaryName).not.toBe(REPLICA_NAME);
    const listed = await graphql('query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku name } } }', { sku });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.products.items).toEqual([{ sku, name: REPLICA_NAME }]);
    // The instance without a replica reads the primary.
    const fromPrimary = await primary.graphql('query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name } } }', { sku });
    expect(fromPrimary.data!.products.items).toEqual([{ name: primaryName }]);
  });

  it('keeps the bag on the primary, which it reads back with its own write', async () => {
    const [primaryBefore, replicaBefore] = [await cartItemsOf(primary.databaseUrl!), await cartItemsOf(replicaUrl)];
    const created = await graphql('mutation { createEmptyCart }');
    expect(created.errors).toBeUndefined();
    const cartId = created.data.createEmptyCart as string;
    const added = await graphql(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } cart { items { quantity product { sku } } } } }',
      { id: cartId, sku },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    expect(added.data.addProductsToCart.cart.items).toEqual([{ quantity: 1, product: { sku } }]);
    const read = await graphql('query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }', { id: cartId });
    expect(read.data.cart.items).toEqual([{ quantity: 1, product: { sku } }]);
    expect(await cartItemsOf(primary.databaseUrl!)).toBe(primaryBefore + 1);
    expect(await cartItemsOf(replicaUrl)).toBe(replicaBefore);
  });
});
