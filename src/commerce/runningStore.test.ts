/**
 * The operations commands beside a store started as an operator starts it (src/server/main.ts on
 * an embedded database in a data directory): they find it through the data directory whatever
 * PORT they are given, and never open its database while it runs, even when it does not answer.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_TEST_MEDIA_DIR } from '../../test/harness.ts';
import { exitOf, hasExited, readyOf, startStoreProcess } from '../../test/kits/storeProcess.ts';
import { connectDatabase } from './db/connect.ts';
import { DatabaseInUseError, lockFileOf } from './db/embeddedDatabaseLock.ts';
import { EXIT_FAILED, EXIT_OK, runGoldCommand } from './modules/gold/index.ts';
import { findRunningStore, runningStoreFile, type RunningStore } from './runningStore.ts';
import { SeedCommandError, runSeedCommand } from './seed/cli.ts';
import { seedDemoStore } from './seed/demoStore.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-running-store-'));
const pgliteDir = path.join(dataDir, 'pglite');
let server: ChildProcess | undefined;
let store: RunningStore;

/** A port nothing listens on: bound and released at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The store as `npm start` runs it, on a port of its own choosing, which no command is told. */
async function startStore(): Promise<RunningStore> {
  // The PostgreSQL suite sets DATABASE_URL; this store lives in PGlite under DATA_DIR.
  const { DATABASE_URL: _database, ADMIN_TOKEN: _token, PORT: _port, PUBLIC_URL: _public, ...inherited } = process.env;
  server = startStoreProcess({ ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_ON_START: 'off' });
  await readyOf(server);
  // The store records where it listens before it says it is ready.
  const running = findRunningStore(dataDir);
  if (!running || running.pid !== server.pid) throw new Error('the store did not record where it listens');
  return running;
}

async function sellPerTael(goldCode: string): Promise<number> {
  const response = await fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ goldPrices { items { gold_code sell_per_tael { minor_units } } } }' }),
  });
  const items: Array<{ gold_code: string; sell_per_tael: { minor_units: number } }> = (await response.json()).data.goldPrices.items;
  return items.find((item) => item.gold_code === goldCode)!.sell_per_tael.minor_units;
}

async function gold(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGoldCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs `change` with the store's record taken away or replaced, then puts it back. */
async function withRecord<T>(replacement: string | undefined, change: () => Promise<T>): Promise<T> {
  const file = runningStoreFile(dataDir);
  const original = readFileSync(file, 'utf8');
  if (replacement === undefined) rmSync(file);
  else writeFileSync(file, replacement);
  try {
    return await change();
  } finally {
    writeFileSync(file, original);
  }
}

beforeAll(async () => {
  const handle = await connectDatabase({ dataDir: pgliteDir, holder: 'the test seed' });
  await seedDemoStore(handle.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
  await handle.close();
  store = await startStore();
});

afterAll(async () => {
  if (server && !hasExited(server)) {
    server.kill('SIGKILL');
    await exitOf(server);
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(lockFileOf(pgliteDir), { force: true });
});

describe('operations commands beside the running store', () => {
  it('records the store and claims its database while it runs', () => {
    expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(store.url).not.toBe('http://127.0.0.1:3000');
    expect(JSON.parse(readFileSync(lockFileOf(pgliteDir), 'utf8'))).toMatchObject({ pid: server!.pid, holder: 'the store' });
  });

  it('sets a gold price through the store found in DATA_DIR, without being told its port', async () => {
    const result = await gold(['set', 'HK-CKBEAN', '--sell', '44444.40', '--buy', '43333.30'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(result.err).toContain(`via the running store at ${store.url}`);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out).toContain('sell HK$44,444.40, buy HK$43,333.30 per tael');
    // The store itself re-priced at once: the command went through it, not around it.
    expect(await sellPerTael('HK-CKBEAN')).toBe(4_444_440);
  });

  it('refuses, changing nothing, when the store holding DATA_DIR does not answer', async () => {
    const silent = JSON.stringify({ pid: server!.pid, url: `http://127.0.0.1:${await closedPort()}`, since: new Date().toISOString() });
    const result = await withRecord(silent, () => gold(['set', 'HK-CKBEAN', '--sell', '40000', '--buy', '39000'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('does not answer');
    expect(result.err).not.toContain('using the database directly');
    expect(await sellPerTael('HK-CKBEAN')).toBe(4_444_440);
  });

  it('never opens the database the store holds, even without its record', async () => {
    const env = { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'silent' };
    const result = await withRecord(undefined, () => gold(['set', 'HK-CKBEAN', '--sell', '40000', '--buy', '39000'], env));
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('in use by the store');
    expect(await sellPerTael('HK-CKBEAN')).toBe(4_444_440);
    await expect(connectDatabase({ dataDir: pgliteDir, holder: 'a test' })).rejects.toBeInstanceOf(DatabaseInUseError);
  });

  it('refuses to seed under the running store', async () => {
    await expect(runSeedCommand({ DATA_DIR: dataDir })).rejects.toThrow(SeedCommandError);
    await expect(runSeedCommand({ DATA_DIR: dataDir })).rejects.toThrow(/store is running/);
    await expect(withRecord(undefined, () => runSeedCommand({ DATA_DIR: dataDir }))).rejects.toThrow(/in use by the store/);
    expect(await sellPerTael('HK-CKBEAN')).toBe(4_444_440);
  });

  it('forgets the store when it stops, and takes the database over after a crash', async () => {
    server!.kill('SIGTERM');
    expect(await exitOf(server!)).toBe(0);
    expect(existsSync(runningStoreFile(dataDir))).toBe(false);
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);

    store = await startStore();
    server!.kill('SIGKILL');
    await exitOf(server!);
    // A crash leaves both files behind, naming a process that is gone.
    expect(existsSync(runningStoreFile(dataDir))).toBe(true);
    expect(existsSync(lockFileOf(pgliteDir))).toBe(true);
    const env = { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'silent' };
    const list = await gold(['list'], env);
    expect(list.err).toContain('using the database directly');
    expect(list.code).toBe(EXIT_OK);
    expect(list.out).toMatch(/HK-CKBEAN.*sell\s+HK\$44,444\.40/);
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
  });
});
