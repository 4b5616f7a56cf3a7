/**
 * Starts the real server for a test file: a fresh in-memory PGlite seeded with the demo store, or,
 * when DATABASE_URL is set (CI's PostgreSQL suite), a fresh database created on that server, copied
 * from the seeded template test/globalSetup.ts made.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { connectDatabase, type DatabaseHandle } from '../src/commerce/db/connect.ts';
import { seedDemoStore } from '../src/commerce/seed/demoStore.ts';
import { loadConfig, type AppConfig } from '../src/server/config.ts';
import { buildServer } from '../src/server/app.ts';
import type { Clock } from '../src/commerce/core/clock.ts';
import type { DiamondSale, DiamondSource } from '../src/commerce/modules/madeToOrder/index.ts';
import type { JobDefinition } from '../src/commerce/modules/jobs/index.ts';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/** Seeded images are the same for every test file: generate them once per machine. */
export const SHARED_TEST_MEDIA_DIR = path.join(tmpdir(), 'tsl-test-media');
const SHARED_TEST_RENDITIONS_DIR = path.join(tmpdir(), 'tsl-test-renditions');

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The database's own URL on a PostgreSQL server, for a second instance's connections (none when embedded). */
  databaseUrl?: string;
  config: AppConfig;
  /** POSTs a GraphQL request; headers such as Store and Content-Currency pass through. */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: T | null; errors?: Array<{ message: string; extensions?: { category?: string } }> }>;
  close(): Promise<void>;
}

/** What test/globalSetup.ts provided, when running under vitest (a bench or script has neither). */
async function provided(key: 'seededSnapshot' | 'seededTemplate'): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The seeded archive test/globalSetup.ts made, when running under vitest on the embedded database. */
async function seededSnapshot(): Promise<Blob | undefined> {
  const file = await provided('seededSnapshot');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A new database `name` on the PostgreSQL server at `serverUrl`: a copy of the seeded template
 * test/globalSetup.ts made, or empty when there is none (`seeded` says which). Copies are made one
 * at a time across suites running side by side (the advisory lock, held until the session ends),
 * as PostgreSQL copies a template only while no other session is in it. Answers its URL.
 */
export async function copySeededDatabase(serverUrl: string, name: string): Promise<{ url: string; seeded: boolean }> {
  const { default: pg } = await import('pg');
  const template = await provided('seededTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7411)');
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), seeded: Boolean(template) };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; seeded: boolean; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = await seededSnapshot();
    return { handle: await connectDatabase({ pgliteSnapshot: snapshot }), drop: async () => {}, seeded: Boolean(snapshot) };
  }
  const { default: pg } = await import('pg');
  const name = `tsl_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const { url, seeded } = await copySeededDatabase(serverUrl, name);
  const handle = await connectDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    handle,
    url,
    seeded,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startTestApp(options: { storefront?: boolean; env?: Record<string, string>; clock?: Clock; diamonds?: DiamondSource; diamondSale?: DiamondSale; moreJobs?: JobDefinition[] } = {}): Promise<TestApp> {
  const { handle, drop, seeded, url } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-test-'));
  if (!seeded) await seedDemoStore(handle.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    // Jobs run when a test asks (app.commerce.jobs.runOnce, or the services' methods), never on a timer behind its back.
    JOBS: 'off',
    SEED_ON_START: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  config.mediaDir = SHARED_TEST_MEDIA_DIR;
  // Resized pictures are shared too (the rendition cache is safe across processes, its keys follow
  // the source file's version): each test file's store would otherwise resize the same images again.
  config.mediaCacheDir = SHARED_TEST_RENDITIONS_DIR;
  const app = await buildServer(config, { database: handle, storefront: options.storefront ?? false, clock: options.clock, diamonds: options.diamonds, diamondSale: options.diamondSale, moreJobs: options.moreJobs });
  await app.ready();
  return {
    app,
    database: handle,
    databaseUrl: url,
    config,
    async graphql(query, variables, headers) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = response.json();
      return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A single-use card nonce from the sandbox gateway's card form, for the approving test card. */
export async function sandboxCardNonce(testApp: TestApp, number = '4111 1111 1111 1111'): Promise<string> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/payment-sandbox/v1/nonces',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number, expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Test Shopper' }),
  });
  if (answer.statusCode !== 200) throw new Error(`the sandbox refused the card: ${answer.body}`);
  return (answer.json() as { nonce: string }).nonce;
}
