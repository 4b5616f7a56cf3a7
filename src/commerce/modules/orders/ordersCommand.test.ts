/**
 * `npm run orders`: through the running store's admin API, and on the database when no store runs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { newMember, PLACE, productInStock, readyCustomerCart } from '../../../../test/kits/club.ts';
import { paidCardOrder } from '../../../../test/kits/orders.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { connectDatabase } from '../../db/connect.ts';
import { GATEWAY } from './orderActors.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runOrdersCommand } from './ordersCommand.ts';

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
  const code = await runOrdersCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('orders command with the store running', () => {
  let testApp: TestApp;
  let env: Record<string, string>;
  let number: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    env = { PUBLIC_URL: address, ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: testApp.config.dataDir, LOG_LEVEL: 'silent' };
    const member = await newMember(testApp);
    const placed = await testApp.graphql(PLACE, { id: await readyCustomerCart(testApp, member, await productInStock(testApp)) }, member.headers);
    number = placed.data!.placeOrder.order.order_number;
    await testApp.app.commerce.orders.transition(GATEWAY, number, 'pay');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists, shows, ships, remarks and completes an order through the store', async () => {
    const list = await run(['list', '--status', 'processing'], env);
    expect(list.err).toContain('via the running store');
    expect(list.code).toBe(EXIT_OK);
    expect(list.out).toMatch(new RegExp(`^${number}\\s+processing\\s+HK\\$`, 'm'));

    const show = await run(['show', number], env);
    expect(show.out).toContain('next: cancel, made, ship_partially, ship, refund_partially, refund');

    const shipped = await run(['ship', number, '--tracking', 'EE123456789HK', '--carrier', 'hongkong_post', '--note', 'by the morning post'], env);
    expect(shipped.code).toBe(EXIT_OK);
    expect(shipped.out).toContain('shipped with hongkong_post, tracking EE123456789HK');
    expect(shipped.out).toMatch(/complete_shipped\s+ship by operator: by the morning post/);

    const remark = await run(['remark', number, 'Left with the building’s guard'], env);
    expect(remark.out).toContain('remark: Left with the building’s guard');

    const again = await run(['ship', number, '--tracking', 'EE1', '--carrier', 'hongkong_post'], env);
    expect(again.code).toBe(EXIT_FAILED);
    expect(again.err).toContain('This order cannot be shipped now');

    const completed = await run(['complete', number], env);
    expect(completed.out).toContain('complete_complete (Complete)');
    const refund = await run(['refund', number, '--amount', '10'], env);
    expect(refund.code).toBe(EXIT_FAILED);
    expect(refund.err).toBe('Part of this order cannot be refunded now');
  });

  it('shows a refund the gateway refused with its tries, and sends it again', async () => {
    const paid = await paidCardOrder(testApp, await newMember(testApp), await productInStock(testApp));
    vi.spyOn(testApp.app.commerce.sandboxGateway, 'refund').mockResolvedValueOnce({ outcome: 'refused', reason: 'issuer unavailable' });
    const refused = await run(['refund', paid, '--amount', '10'], env);
    expect(refused.code).toBe(EXIT_OK);
    expect(refused.out).toMatch(/refund HK\$10 failed \(issuer unavailable\) at \S+, 1 try, next at \S+/);
    const retried = await run(['retry-refund', paid], env);
    expect(retried.code).toBe(EXIT_OK);
    expect(retried.out).toMatch(/refund HK\$10 refunded at /);
    const again = await run(['retry-refund', paid], env);
    expect(again.code).toBe(EXIT_FAILED);
    expect(again.err).toBe('This order has no failed refund to send again');
  });

  it('reads --amount as a decimal into minor units: 10.5 gives back HK$10.50, exactly 1050 cents', async () => {
    const paid = await paidCardOrder(testApp, await newMember(testApp), await productInStock(testApp));
    const refund = await run(['refund', paid, '--amount', '10.5'], env);
    expect(refund.code).toBe(EXIT_OK);
    expect(refund.out).toMatch(/refund HK\$10\.50 refunded at /);
    const [row] = await queryRows<{ amount: string; refunded: string }>(
      testApp,
      sql`select r.amount::text as amount, o.refunded_total::text as refunded from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.number = ${paid}`,
    );
    expect(row).toEqual({ amount: '1050', refunded: '1050' });
  });

  it('reports a token the store refuses, and does not write behind its back', async () => {
    const result = await run(['cancel', number], { ...env, ADMIN_TOKEN: 'wrong-token-0123456789' });
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('refused the admin token');
  });
});

describe('orders command without a running store', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-orders-cli-'));
    env = { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'silent' };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('explains its usage', async () => {
    for (const argv of [[], ['fly'], ['show'], ['retry-refund'], ['ship', 'HK1', '--tracking', 'X'], ['refund', 'HK1', '--amount', 'lots'], ['list', '--colour'], ['remark', 'HK1', 'two', 'words']]) {
      const result = await run(argv, env);
      expect(result.code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(result.err).toContain('Usage:');
    }
    expect((await run(['--help'], env)).code).toBe(EXIT_OK);
  });

  it('refuses an --amount that is not a plain amount above nothing with at most two decimals, before anything is asked', async () => {
    for (const amount of ['12.345', '-1', 'abc', '0', '1e3', '12.', '']) {
      const result = await run(['refund', 'HK1', `--amount=${amount}`], env);
      expect(result.code, amount).toBe(EXIT_USAGE);
      expect(result.err).toContain(`--amount "${amount}" is not an amount: give one above nothing with at most two decimals, e.g. 150.50.`);
    }
    // Written apart from the option, a negative amount reads as another option: refused as well.
    expect((await run(['refund', 'HK1', '--amount', '-1'], env)).code).toBe(EXIT_USAGE);
  });

  it('says so when there is neither a store nor a database', async () => {
    const result = await run(['list'], env);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('no database');
  });

  // The embedded database's seeded copy is what the other tests start from; the PostgreSQL suite has none.
  it.skipIf(Boolean(process.env.DATABASE_URL))('opens the database itself, as the operator', async () => {
    const handle = await connectDatabase({ dataDir: path.join(dataDir, 'pglite'), pgliteSnapshot: new Blob([readFileSync(inject('seededSnapshot'))]) });
    await handle.close();
    const list = await run(['list'], env);
    expect(list.err).toContain('using the database directly');
    expect(list.code).toBe(EXIT_OK);
    expect(list.out).toBe('No orders.');
    const missing = await run(['cancel', 'HK1'], env);
    expect(missing.code).toBe(EXIT_FAILED);
    expect(missing.err.length).toBeGreaterThan(0);
  });

  it('runs as npm run orders', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const { DATABASE_URL: _serverDatabase, ADMIN_TOKEN: _token, ...inherited } = process.env;
    const failure = await promisify(execFile)(tsx, ['src/commerce/modules/orders/cli.ts', 'fly'], { env: { ...inherited, ...env } }).catch((error: { code: number; stderr: string }) => error);
    expect((failure as { code: number }).code).toBe(EXIT_USAGE);
    expect((failure as { stderr: string }).stderr).toContain('Unknown command "fly"');
  });
});
