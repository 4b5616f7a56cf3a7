/**
 * Starts the store: `npm start` runs this after building the storefront if needed.
 */
import type { AddressInfo } from 'node:net';
import { forgetRunningStore, localOrigin, recordRunningStore } from '../commerce/runningStore.ts';
import { loadConfig, ConfigError } from './config.ts';
import { buildServer } from './app.ts';

async function main(): Promise<void> {
  let config;
  let app;
  try {
    config = loadConfig();
    // Building checks the secrets against the ones the store's other instances share.
    app = await buildServer(config);
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
  // recorded once it answers, forgotten as soon as it starts to close.
  app.addHook('preClose', async () => forgetRunningStore(config.dataDir));
  await app.listen({ port: config.port, host: config.host });
  const running = recordRunningStore(config.dataDir, localOrigin(app.server.address() as AddressInfo));
  app.log.info({ url: running.url, dataDir: config.dataDir }, 'the store is running');
  // A supervisor that started the store with an IPC channel (PM2's wait_ready, the lifecycle tests)
  // learns here that it answers, instead of asking until it does.
  process.send?.('ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
