/**
 * Multi-row inserts in batches: one statement per few hundred rows keeps seeding fast on PGlite
 * (a round trip per row would take minutes) and stays under PostgreSQL's 65,535 bind parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.ts';

/** The database or an open transaction: what the seed writes through. */
export type SeedWriter = Pick<Database, 'insert' | 'execute'>;

const MAX_PARAMETERS = 30_000;

export async function insertRows<TTable extends PgTable>(
  writer: SeedWriter,
  table: TTable,
  rows: ReadonlyArray<PgInsertValue<TTable>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batchSize) {
    await writer.insert(table).values(rows.slice(start, start + batchSize) as PgInsertValue<TTable>[]);
  }
}

/**
 * The seed gives rows explicit ids (so links between them are known before inserting); move the
 * serial sequence past them so later inserts by the application do not collide.
 */
export async function advanceSerial(writer: SeedWriter, tableName: string): Promise<void> {
  await writer.execute(
    sql`select setval(pg_get_serial_sequence(${tableName}, 'id'), coalesce((select max(id) from ${sql.identifier(tableName)}), 0) + 1, false)`,
  );
}

/** Rows of a raw query; drizzle types `execute` results per driver, both drivers answer `{ rows }`. */
export async function queryRows<TRow>(writer: Pick<Database, 'execute'>, statement: SQL): Promise<TRow[]> {
  const result = (await writer.execute(statement)) as unknown as { rows: TRow[] };
  return result.rows;
}
