/**
 * Opens the store's database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. The rest of the code sees one Drizzle `Database` either way.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { claimEmbeddedDatabase } from './embeddedDatabaseLock.ts';

/**
 * The database or a transaction on it: Drizzle's PgDatabase, which its transactions extend, so code
 * that reads or writes takes a Database and runs the same inside a transaction as outside one.
 * Drizzle is given no schema: its relational queries (`db.query.…`) go unused, and with a schema
 * every transaction would build a query builder for each table (docs/decisions.md, "Transactions
 * without relational query builders").
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where the catalog's reads go (listings, product and category pages, CMS, the store locator): a
   * read replica when DATABASE_READ_URL is set, else `db` itself. Never for a read inside a write's
   * transaction or one that must see the request's own write (docs/operations.md, "Beyond one machine").
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  /** Statements sent since start: tests use it to prove listings cost a constant number of queries. */
  statements: StatementCounter;
  /** An archive of an embedded database's files, to start others from (PGlite only). */
  snapshot?: () => Promise<Blob>;
  /** Answers when the database answers (health checks). */
  ping(): Promise<void>;
  /**
   * Plain SQL on the store's own connection, in the shape the job queue (pg-boss) asks of a
   * database: parameters when values are given, else a script of several statements. On
   * PostgreSQL a statement the server could not take (unreachable, restarting) waits for it.
   */
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

export class StatementCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface ConnectOptions {
  /** postgres://... to use a server; otherwise PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Who opens the directory, named in the refusal others get while it is open (embeddedDatabaseLock.ts). */
  holder?: string;
  /** PostgreSQL pool size (of each pool, when there is a replica). */
  poolSize?: number;
  /** postgres://... of a read replica of `databaseUrl`'s database, for `readDb`. */
  readUrl?: string;
  /** A PGlite data directory archive to start from (tests start from a seeded snapshot). */
  pgliteSnapshot?: Blob;
  /** Told when a PostgreSQL connection fails outside a statement (idle, or between a transaction's statements). */
  onIdleError?: (error: Error) => void;
}

/**
 * A connection can fail outside any query (the server restarted, a database dropped by its owner),
 * and pg then emits 'error' on it; without a listener that takes the whole process down. The pool
 * listens on its idle connections only, so each connection gets a listener of its own for the time
 * it is checked out (a transaction between two statements, a job queue's script). The statement
 * in flight fails on its own, and the pool drops the broken connection as it is released.
 */
function listenForFailures(pool: Pool, told: ((error: Error) => void) | undefined): void {
  // The pool passes an idle connection's failure on too: its connection's own listener told it already.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => told?.(error));
  });
}

/**
 * Drizzle's transaction on a pool checks a connection out and sends `begin` before the `try` whose
 * `finally` gives it back: a `begin` that fails (the server ended the connection as it restarted)
 * leaves that connection checked out for good. The pool has one connection fewer for each, and
 * closing it waits for them forever, so a process told to stop never exits. Here each transaction
 * checks its connection out itself, runs Drizzle's transaction on that one connection (a Drizzle
 * made once per connection), and gives it back whatever happened; the pool drops a broken one.
 */
function givingConnectionsBack(db: Database, pool: Pool, onConnection: (client: PoolClient) => Database): void {
  const made = new WeakMap<PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      let connectionDb = made.get(client);
      if (!connectionDb) made.set(client, (connectionDb = onConnection(client)));
      return await connectionDb.transaction(work, config);
    } finally {
      client.release();
    }
  };
  db.transaction = transaction;
}

/**
 * Names for the statements a transaction sends again and again (a cart's lock, its lines, an
 * order's rows): node-postgres prepares a named statement once per connection and afterwards sends
 * only its name and values, so PostgreSQL neither parses it again nor, once a generic plan serves,
 * plans it. A text is named from its second use, and at most MAX_NAMED texts are, so a statement
 * whose text keeps changing (a long IN list, a seed's batch) never fills a connection with prepared
 * statements it will not use again. Only transactions' statements are named: they find rows by
 * their keys, where a generic plan is as good as one made for the values; the catalog's searches,
 * whose best plan depends on the values, are sent on the pool as before (docs/decisions.md,
 * "Checkout statements counted and cut").
 */
export class StatementNames {
  static readonly MAX_NAMED = 100;
  private readonly named = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= StatementNames.MAX_NAMED) return name;
    if (!this.seenOnce.has(text)) {
      // Forgotten wholesale when full: a text used twice before that is still named in time.
      if (this.seenOnce.size >= 10 * StatementNames.MAX_NAMED) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const given = `tsl_tx_${this.named.size + 1}`;
    this.named.set(text, given);
    return given;
  }
}

type QueryCall = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * A pooled connection as the Drizzle of its transactions sees it: each statement with values goes
 * by its name (StatementNames). Drizzle sends a query object ({ text, rowMode, types }); plain
 * strings (begin, commit) pass as they are.
 */
class PreparingConnection {
  constructor(
    private readonly client: PoolClient,
    private readonly names: StatementNames,
  ) {}

  query(config: unknown, values?: unknown, callback?: unknown): unknown {
    const query = this.client.query.bind(this.client) as QueryCall;
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name) && Array.isArray(values) && values.length) {
      const name = this.names.nameOf((config as { text: string }).text);
      if (name) return query({ ...config, name }, values, callback);
    }
    return query(config, values, callback);
  }
}

/** The server could not be reached, or ended the connection: worth trying again once it is back. */
function serverUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code))) return true;
  return typeof message === 'string' && /Connection terminated|not queryable/.test(message);
}

/**
 * PGlite's buffer cache lives in the process's own memory, all of it written at start: PostgreSQL's
 * 128 MB would hold about 110 MB resident from the first second, for a database whose tables and
 * indexes are about 15 MB. 32 MB holds them twice over; pages beyond it come from the operating
 * system's file cache (docs/decisions.md, "The embedded database's memory").
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const statements = new StatementCounter();
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // bigint columns hold minor units well inside 2^53; read them as numbers.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    listenForFailures(pool, options.onIdleError);
    const db = drizzle(pool, { logger: statements });
    const names = new StatementNames();
    givingConnectionsBack(db as unknown as Database, pool, (client) => drizzle(new PreparingConnection(client, names) as unknown as PoolClient, { logger: statements }) as unknown as Database);
    await migrate(db, { migrationsFolder }).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    // The replica follows the primary's schema: only the primary is migrated.
    const readPool = options.readUrl ? new pg.Pool({ connectionString: options.readUrl, max: options.poolSize ?? 10 }) : undefined;
    if (readPool) listenForFailures(readPool, options.onIdleError);
    const readDb = readPool ? drizzle(readPool, { logger: statements }) : db;
    const executeOnce: ExecuteSql = async (text, values) => {
      if (values?.length) return pool.query(text, values);
      // A script that opens a transaction and fails leaves its connection in an aborted transaction:
      // roll it back before the connection goes back to the pool.
      const connection = await pool.connect();
      try {
        return await connection.query(text);
      } catch (error) {
        await connection.query('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    };
    let closed = false;
    // The job queue (pg-boss) records a job's end without awaiting it: refused while the server
    // is unreachable (a restart), that statement would be a rejection nobody handles, which ends
    // the process. Statements on this path wait for the server instead, until the store closes.
    const executeSql: ExecuteSql = async (text, values) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await executeOnce(text, values);
        } catch (error) {
          if (closed || !serverUnreachable(error)) throw error;
          await sleep(Math.min(250 * 2 ** attempt, 5000));
        }
      }
    };
    return {
      db: db as unknown as Database,
      readDb: readDb as unknown as Database,
      kind: 'postgres',
      statements,
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql,
      close: async () => {
        closed = true;
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir ? claimEmbeddedDatabase(options.dataDir, options.holder ?? 'the store') : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm },
      loadDataDir: options.pgliteSnapshot,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    const db = drizzle(client, { logger: statements });
    await migrate(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    const executeSql: ExecuteSql = async (text, values) => {
      if (values?.length) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // PGlite has one connection: a script's failed transaction must not stay open on it.
        await client.exec('rollback').catch(() => {});
        throw error;
      }
    };
    return {
      db: db as unknown as Database,
      readDb: db as unknown as Database,
      kind: 'pglite',
      executeSql,
      statements,
      snapshot: async () => {
        // Written at a checkpoint, the archive starts without replaying the log of everything
        // before it (the whole seed): about 2 s less for each start from it.
        await client.exec('checkpoint');
        return client.dumpDataDir('none');
      },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
