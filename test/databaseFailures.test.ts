/**
 * A PostgreSQL connection that the server ends (a restart, an administrator) while the store holds
 * it between two statements of a transaction: pg emits 'error' on it, which with no listener would
 * end the whole process. The transaction fails, the failure is told, and the next statement gets a
 * fresh connection. PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/commerce/db/connect.ts';
import { startTestApp, type TestApp } from './harness.ts';

let testApp: TestApp;
let handle: DatabaseHandle;
const told: Error[] = [];

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  beforeAll(async () => {
    testApp = await startTestApp();
    handle = await connectDatabase({ databaseUrl: testApp.databaseUrl!, poolSize: 2, onIdleError: (error) => told.push(error) });
  });
  afterAll(async () => {
    await handle?.close();
    await testApp?.close();
  });

  it('fails the transaction that held it, is told, and leaves the store answering', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
      // Ended by the server while this transaction waits between its statements.
      await testApp.database.db.execute(sql`select pg_terminate_backend(${rows[0].pid})`);
      await expect.poll(() => told.length).toBeGreaterThan(0);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(told[0].message).toMatch(/terminating connection/);
    await handle.ping();
    const { rows } = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('gives back a connection that failed as its transaction began, so the pool keeps its size and closes', async () => {
    const one = await connectDatabase({ databaseUrl: testApp.databaseUrl!, poolSize: 1, onIdleError: (error) => told.push(error) });
    try {
      const pool = (one.db as unknown as { $client: Pool }).$client;
      // Ended as it is checked out: the transaction's `begin` fails on it.
      pool.once('acquire', (client: PoolClient) => void client.end());
      await expect(one.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      // The pool's one connection came back: the next transaction gets a new one.
      const { rows } = (await one.db.transaction((tx) => tx.execute(sql`select 3 as three`))) as unknown as { rows: Array<{ three: number }> };
      expect(rows).toEqual([{ three: 3 }]);
      expect(pool.totalCount - pool.idleCount).toBe(0);
    } finally {
      await one.close();
    }
  });
});
