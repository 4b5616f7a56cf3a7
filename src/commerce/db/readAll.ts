/**
 * Reads sent together where they can be. On the pool each query takes a connection of its own and
 * they run at once; a transaction has one connection, which takes one query at a time (node-postgres
 * queues a second one with a deprecation warning, and its next major version refuses it), so there
 * they run one after another. Drizzle's query builders start when awaited, which makes the second
 * way possible.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';

export async function readAll<T extends readonly unknown[]>(db: Database, reads: { readonly [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads)) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as unknown as T;
}

/**
 * A read that starts when it is awaited, as Drizzle's query builders do, for readAll's list: a read
 * that may answer from what the process keeps, or send its statement on the connection given.
 */
export function whenAwaited<T>(start: () => PromiseLike<T>): PromiseLike<T> {
  return { then: (fulfilled, rejected) => start().then(fulfilled, rejected) };
}
