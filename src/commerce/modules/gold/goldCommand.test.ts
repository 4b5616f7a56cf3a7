import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_TEST_MEDIA_DIR, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { connectDatabase } from '../../db/connect.ts';
import { goldPrices } from '../../db/schema.ts';
import { seedDemoStore } from '../../seed/demoStore.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runGoldCommand } from './goldCommand.ts';

/** A port nothing listens on: bound and released at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGoldCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('gold command without a running store', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-gold-cli-'));
    const handle = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await seedDemoStore(handle.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
    await handle.close();
    env = { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'silent' };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets a price in the database and lists it', async () => {
    const set = await run(['set', 'HK-CK9999', '--sell', '45678.00', '--buy', '43000.50', '--at', '2020-01-01T08:00:00+08:00'], env);
    expect(set.err).toContain('using the database directly');
    expect(set.code).toBe(EXIT_OK);
    expect(set.out).toContain('HK-CK9999');
    expect(set.out).toContain('sell HK$45,678, buy HK$43,000.50 per tael');

    const now = await run(['set', 'CN-G999', '--sell', '801.5', '--buy', '790'], env);
    expect(now.code).toBe(EXIT_OK);

    const handle = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await handle.db
        .select()
        .from(goldPrices)
        .where(eq(goldPrices.goldCode, 'CN-G999'))
        .orderBy(desc(goldPrices.id))
        .limit(1);
      expect(row).toMatchObject({ source: 'cli', sellPerGram: 80_150, buyPerGram: 79_000, currency: 'CNY', quotedUnit: 'gram' });
    } finally {
      await handle.close();
    }

    const list = await run(['list'], env);
    expect(list.code).toBe(EXIT_OK);
    const lines = list.out.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines.find((line) => line.startsWith('CN-G999'))).toMatch(/per gram\s+sell\s+RMB 801\.50\s+buy\s+RMB 790\s/);
    // A price backdated behind newer ones is history, not the price in effect.
    expect(lines.find((line) => line.startsWith('HK-CK9999'))).not.toContain('HK$45,678');
  });

  it('checks the values before writing anything', async () => {
    for (const argv of [
      ['set', 'HK-CK9999', '--sell', '45678.001', '--buy', '43000'],
      ['set', 'HK-CK9999', '--sell', '43000', '--buy', '45678'],
      ['set', 'XX-GOLD', '--sell', '1', '--buy', '1'],
      ['set', 'HK-CK9999', '--sell', '2', '--buy', '1', '--at', 'next tuesday'],
    ]) {
      const result = await run(argv, env);
      expect(result.code, argv.join(' ')).toBe(EXIT_FAILED);
      expect(result.err.length).toBeGreaterThan(0);
    }
  });

  it('explains its usage', async () => {
    for (const argv of [[], ['fly'], ['set', 'HK-CK9999', '--sell', '1'], ['set', '--sell', '1', '--buy', '1'], ['list', '--colour']]) {
      const result = await run(argv, env);
      expect(result.code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(result.err).toContain('Usage:');
    }
    expect((await run(['--help'], env)).code).toBe(EXIT_OK);
  });

  it('says so when there is neither a store nor a database', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'tsl-gold-cli-empty-'));
    try {
      const result = await run(['list'], { ...env, DATA_DIR: emptyDir });
      expect(result.code).toBe(EXIT_FAILED);
      expect(result.err).toContain('no database');
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('runs as npm run gold', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    // The PostgreSQL suite sets DATABASE_URL; this store lives in PGlite under DATA_DIR.
    const { DATABASE_URL: _serverDatabase, ADMIN_TOKEN: _token, ...inherited } = process.env;
    const childEnv = { ...inherited, ...env };
    const failure = await promisify(execFile)(tsx, ['src/commerce/modules/gold/cli.ts', 'fly'], { env: childEnv }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((failure as { code: number }).code).toBe(EXIT_USAGE);
    expect((failure as { stderr: string }).stderr).toContain('Unknown command "fly"');

    const list = await promisify(execFile)(tsx, ['src/commerce/modules/gold/cli.ts', 'list'], { env: childEnv });
    expect(list.stdout.split('\n').filter(Boolean)).toHaveLength(7);
  });
});

describe('gold command with the store running', () => {
  let testApp: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    testApp = await startTestApp();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    env = { PUBLIC_URL: address, ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: testApp.config.dataDir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('asks the store, which re-prices at once', async () => {
    const result = await run(['set', 'HK-CKBEAN', '--sell', '44444.40', '--buy', '43333.30'], env);
    expect(result.err).toContain('via the running store');
    expect(result.code).toBe(EXIT_OK);
    const board = await testApp.graphql<{ goldPrices: { items: Array<{ gold_code: string; sell_per_tael: { minor_units: number } }> } }>(
      '{ goldPrices { items { gold_code sell_per_tael { minor_units } } } }',
    );
    expect(board.data!.goldPrices.items.find((item) => item.gold_code === 'HK-CKBEAN')!.sell_per_tael.minor_units).toBe(4_444_440);

    const list = await run(['list'], env);
    expect(list.out).toMatch(/HK-CKBEAN.*sell\s+HK\$44,444\.40/);
  });

  it('reports a token the store refuses, and does not write behind its back', async () => {
    const result = await run(['set', 'HK-CKBEAN', '--sell', '40000', '--buy', '39000'], { ...env, ADMIN_TOKEN: 'wrong-token-0123456789' });
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('refused the admin token');
  });
});
