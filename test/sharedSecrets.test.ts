/**
 * Instances of one store agree on their secrets through the database (src/commerce/sharedSecrets.ts):
 * a second instance on its own data directory takes the first one's session, sandbox and admin
 * secrets instead of the ones it made, and an instance given another secret by configuration is
 * refused at start with a message that says what to do.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/commerce/db/connect.ts';
import { SHARED_SECRETS } from '../src/commerce/sharedSecrets.ts';
import { buildServer } from '../src/server/app.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';

const ADMIN_ORDERS = '{ adminOrders { total_count } }';
const opened: Array<{ close(): Promise<unknown> }> = [];

afterAll(async () => {
  for (const running of opened.reverse()) await running.close();
});

/** Another instance of the store on the same database, with a data directory of its own. */
async function anotherInstance(first: TestApp, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-instance-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'off', SEED_ON_START: 'false', PUBLIC_URL: 'http://localhost:3000', ...env });
  // The database stays the first instance's to close.
  const database: DatabaseHandle = { ...first.database, close: async () => {} };
  const app = await buildServer(config, { database, storefront: false });
  opened.push(app);
  return { app, dataDir };
}

function secretsIn(dataDir: string): Record<string, string> {
  return Object.fromEntries(Object.values(SHARED_SECRETS).map((file) => [file, readFileSync(path.join(dataDir, file), 'utf8').trim()]));
}

async function adminAnswer(app: FastifyInstance, token: string): Promise<{ errors?: Array<{ message: string }> }> {
  const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify({ query: ADMIN_ORDERS }) });
  return response.json();
}

describe('instances of one store', () => {
  it('take the secrets the first instance made, and keep them where the operations commands read them', async () => {
    const first = await startTestApp({ env: { ADMIN_TOKEN: '' } });
    opened.push(first);
    const made = secretsIn(first.config.dataDir);

    const second = await anotherInstance(first);
    expect(secretsIn(second.dataDir)).toEqual(made);
    expect((await adminAnswer(second.app, made['admin-token'])).errors).toBeUndefined();
    expect((await adminAnswer(second.app, 'a-token-another-instance-made')).errors?.[0]?.message).toBeDefined();

    // Given another session secret, an instance is refused before it serves anyone.
    const refused = anotherInstance(first, { SESSION_SECRET: 'another-session-secret-0123456789' });
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(/^SESSION_SECRET is not the one this store's database keeps for all its instances .*delete from store_secrets where name = 'SESSION_SECRET'/);
    // Given the same one, it starts.
    await expect(anotherInstance(first, { SESSION_SECRET: made['session-secret'] })).resolves.toBeDefined();
  });

  it('refuse an instance without the secret the others are given, and start one given the same', async () => {
    const first = await startTestApp();
    opened.push(first);
    await expect(anotherInstance(first)).rejects.toThrow('The other instances of this store are given ADMIN_TOKEN: give it to this one too, the same value (docs/operations.md)');
    await expect(anotherInstance(first, { ADMIN_TOKEN: 'not-the-admin-token-of-the-others' })).rejects.toThrow(/^ADMIN_TOKEN is not the one/);
    const second = await anotherInstance(first, { ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    expect((await adminAnswer(second.app, TEST_ADMIN_TOKEN)).errors).toBeUndefined();
  });
});
