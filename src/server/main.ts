/**
 * Starts the store: `npm start` runs this (compiled into build/app) after building it if needed.
 *
 * On PostgreSQL the store uses every core: a primary process does the start-up work once, then
 * starts `WORKERS` workers (one per core by default), each a whole instance of the store sharing
 * the one port (src/server/workers.ts). The embedded database belongs to one process, so there the
 * store is one process (docs/decisions.md, "Every core: one worker per core on PostgreSQL").
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { connectDatabase } from '../commerce/db/connect.ts';
import { forgetRunningStore, localOrigin, recordRunningStore } from '../commerce/runningStore.ts';
import { loadConfig, ConfigError, type AppConfig } from './config.ts';
import { buildServer, prepareStore } from './app.ts';
import { createLogger } from './logging.ts';
import { superviseWorkers, WORKER_SETTLES } from './workers.ts';
import { openSeededDatabase, seedAlone, SEEDING_PROCESS } from './seedProcess.ts';

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/** One instance of the store in this process: alone, or as one worker of several. */
async function serve(config: AppConfig, role: { worker: boolean; settlePaymentsOnStart: boolean }): Promise<void> {
  let app;
  try {
    // Building checks the secrets against the ones the store's other instances share.
    app = await buildServer(config, { settlePaymentsOnStart: role.settlePaymentsOnStart });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting connections, waits for requests in flight, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The operations commands find the store through its data directory (src/commerce/runningStore.ts):
  // recorded once it answers, forgotten as soon as it starts to close. Workers leave that to their primary.
  if (!role.worker) app.addHook('preClose', async () => forgetRunningStore(config.dataDir));
  await app.listen({ port: config.port, host: config.host });
  if (role.worker) return;
  const running = recordRunningStore(config.dataDir, localOrigin(app.server.address() as AddressInfo));
  app.log.info({ url: running.url, dataDir: config.dataDir }, 'the store is running');
  // A supervisor that started the store with an IPC channel (PM2's wait_ready, the lifecycle tests)
  // learns here that it answers, instead of asking until it does.
  process.send?.('ready');
}

/**
 * The primary of a store with workers: the start-up work that must run once (migrations, the
 * shared secrets, the demo store on a first start) is done here before any worker starts, so the
 * workers find it done.
 */
async function primary(config: AppConfig): Promise<void> {
  const log = createLogger(config.logLevel);
  const database = await openSeededDatabase(config, () => connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 }), log);
  try {
    await prepareStore(database.db, config, log).finally(() => database.close());
    log.info('the store is prepared: migrated, its secrets agreed, seeded');
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  superviseWorkers({
    count: config.workers,
    log,
    // The workers find the demo store seeded: none of them looks again.
    env: { SEED_ON_START: 'false' },
    onListening: (address) => {
      const running = recordRunningStore(config.dataDir, localOrigin(address));
      log.info({ url: running.url, dataDir: config.dataDir, workers: config.workers }, 'the store is running');
      process.send?.('ready');
    },
    onStopping: () => forgetRunningStore(config.dataDir),
  });
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (process.env[SEEDING_PROCESS] === '1') {
    await seedAlone(config);
    process.exit(0);
  }
  if (cluster.isWorker) {
    await serve(config, { worker: true, settlePaymentsOnStart: process.env[WORKER_SETTLES] === '1' });
    return;
  }
  if (config.workers > 1 && !config.databaseUrl) {
    createLogger(config.logLevel).info(
      { workers: config.workers, database: path.join(config.dataDir, 'pglite') },
      'one process: the embedded database belongs to the process that opens it, so WORKERS applies on PostgreSQL only',
    );
  }
  if (config.workers > 1 && config.databaseUrl) await primary(config);
  else await serve(config, { worker: false, settlePaymentsOnStart: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
