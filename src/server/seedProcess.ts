/**
 * The demo store's seed on a first start, in a process of its own: drawing the seed's pictures
 * leaves about 300 MB of native memory (sharp's) that the C allocator keeps, and a server that
 * seeded in its own process carried it until it was restarted (docs/decisions.md, "The embedded
 * database's memory"). The server starts this same entry again with SEEDING_PROCESS set, waits for
 * it to seed and exit, and only then opens the database to serve. On the embedded database the
 * seeding process is then the one process that has the data directory open (it claims it in
 * pglite.lock as any opener does, docs/operations.md, "Running one store"): the server has closed
 * it, or not yet opened it.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { connectDatabase, type DatabaseHandle } from '../commerce/db/connect.ts';
import { isDemoStoreSeeded, seedDemoStore } from '../commerce/seed/demoStore.ts';
import type { AppConfig } from './config.ts';
import { createLogger } from './logging.ts';

/** Set to "1" in the environment of the process that seeds, and only seeds. */
export const SEEDING_PROCESS = 'STORE_SEEDING_PROCESS';

/** The embedded database's directory, or undefined on PostgreSQL. */
export function embeddedDirectoryOf(config: AppConfig): string | undefined {
  return config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
}

/**
 * The store's database, seeded with the demo store when SEED_ON_START asks and it is not yet: the
 * seed runs in a process of its own while this one has the database closed. A directory with no
 * embedded database in it yet is a first start, and is not opened before the seed.
 */
export async function openSeededDatabase(config: AppConfig, open: () => Promise<DatabaseHandle>, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  if (!config.seedOnStart) return open();
  const embedded = embeddedDirectoryOf(config);
  if (!embedded || existsSync(path.join(embedded, 'PG_VERSION'))) {
    const database = await open();
    if (await isDemoStoreSeeded(database.db)) return database;
    await database.close();
  }
  await seedInItsOwnProcess(log);
  return open();
}

/** Starts this entry again as the seeding process and waits for it to end; throws if it failed. */
async function seedInItsOwnProcess(log: FastifyBaseLogger): Promise<void> {
  log.info('seeding the demo store in a process of its own (a minute or two on a first start)');
  const child = fork(process.argv[1], process.argv.slice(2), { env: { ...process.env, [SEEDING_PROCESS]: '1' } });
  const ended = await new Promise<number | string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'an unknown end'));
  });
  if (ended !== 0) throw new Error(`seeding the demo store failed: its process ended with ${ended}`);
  log.info({ seedingPid: child.pid }, 'the demo store is seeded');
}

/** The seeding process's whole work: open the database (migrating it), seed it unless it is, close it. */
export async function seedAlone(config: AppConfig): Promise<void> {
  const log = createLogger(config.logLevel);
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: embeddedDirectoryOf(config), poolSize: 2, holder: "the first start's seed" });
  try {
    if (await isDemoStoreSeeded(database.db)) return;
    log.info('seeding the demo store');
    await seedDemoStore(database.db, { mediaDir: config.mediaDir, onProgress: (message) => log.info(`seeding: ${message}`) });
  } finally {
    await database.close();
  }
}
