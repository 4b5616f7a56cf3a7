/**
 * The listing index of each instance, and the product rows it shows products from, follow another
 * instance's catalog changes through the catalog version poll (docs/decisions.md, "Category
 * listings from an index in each process" and "Product rows kept in each process"). PostgreSQL only: the embedded database serves one process.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { CommerceServices } from '../src/commerce/services.ts';
import { SHARED_TEST_MEDIA_DIR, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { queryRows } from './kits/catalog.ts';

let app: TestApp;

const BY_SKU = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { total_count } }`;

async function listedCount(target: TestApp, sku: string): Promise<number> {
  const answer = await target.graphql<{ products: { total_count: number } }>(BY_SKU, { sku });
  expect(answer.errors).toBeUndefined();
  return answer.data!.products.total_count;
}

async function nameOf(target: TestApp, sku: string): Promise<string> {
  const answer = await target.graphql<{ products: { items: Array<{ name: string }> } }>(`query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name } } }`, { sku });
  expect(answer.errors).toBeUndefined();
  return answer.data!.products.items[0].name;
}

/** A catalog write as the store makes them: the change and the version bump commit together, then it is announced. */
async function catalogWrite(statement: SQL): Promise<void> {
  const { changes } = (app.app as unknown as { commerce: CommerceServices }).commerce;
  const version = await app.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    return changes.bump(tx);
  });
  await changes.notify(version);
}

/** A second instance on the first one's PostgreSQL database, with its own caches and indexes. */
async function secondInstance(): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsl-second-')),
    DATABASE_URL: app.databaseUrl!,
    DB_POOL_SIZE: '3',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    SEED_ON_START: 'false',
    RESPONSE_CACHE: 'false',
    PUBLIC_URL: 'http://localhost:3000',
  });
  config.mediaDir = SHARED_TEST_MEDIA_DIR;
  const server: FastifyInstance = await buildServer(config, { storefront: false });
  await server.ready();
  const inject = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
    const response = await server.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query, variables }) });
    const body = response.json();
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
  };
  return { ...app, app: server, config, graphql: inject as TestApp['graphql'], close: () => server.close() };
}

describe.skipIf(!process.env.DATABASE_URL)('another instance', () => {
  beforeAll(async () => {
    app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows the other instance's change within a second or two (the catalog version poll)", async () => {
    const second = await secondInstance();
    try {
      const [product] = await queryRows<{ id: number; sku: string }>(
        app,
        sql`select p.id, p.sku from products p join product_prices pp on pp.product_id = p.id and pp.website_id = 1
            where p.type_id = 'simple' and p.is_active and p.visible_in_catalog order by p.id limit 1`,
      );
      expect(await listedCount(second, product.sku)).toBe(1);
      // Written and announced on the first instance; the second learns of it from the version row.
      await catalogWrite(sql`update products set visible_in_catalog = false where id = ${product.id}`);
      await vi.waitFor(async () => expect(await listedCount(second, product.sku)).toBe(0), { timeout: 5000, interval: 100 });
      await catalogWrite(sql`update products set visible_in_catalog = true where id = ${product.id}`);
      await vi.waitFor(async () => expect(await listedCount(second, product.sku)).toBe(1), { timeout: 5000, interval: 100 });

      // The product as shown, not only where it is listed: its rows, kept by the second, are read again.
      const name = await nameOf(second, product.sku);
      await catalogWrite(sql`update products set name = jsonb_set(name, '{en}', '"Renamed on the first"') where id = ${product.id}`);
      await vi.waitFor(async () => expect(await nameOf(second, product.sku)).toBe('Renamed on the first'), { timeout: 5000, interval: 100 });
      await catalogWrite(sql`update products set name = jsonb_set(name, '{en}', ${JSON.stringify(name)}::jsonb) where id = ${product.id}`);
    } finally {
      await second.close();
    }
  });
});
