/**
 * `npm run seed`: empties the demo store's tables and writes the demo store again, into the
 * configured database (PGlite under DATA_DIR/pglite, or DATABASE_URL), with images under the media
 * directory. Prints one line of counts.
 *
 * PGlite is a single-process database: while the store's server has the data directory open,
 * another process must not open it. connectDatabase claims the directory (db/embeddedDatabaseLock.ts),
 * so the seed is refused, with who holds it, while the store or another command runs on it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectDatabase } from '../db/connect.ts';
import { DatabaseInUseError } from '../db/embeddedDatabaseLock.ts';
import { ConfigError, loadCommerceConfig } from '../config.ts';
import { findRunningStore } from '../runningStore.ts';
import { demoStoreCounts, seedDemoStore } from './demoStore.ts';

export class SeedCommandError extends Error {}

export async function runSeedCommand(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadCommerceConfig(env);
  const store = config.pgliteDir ? findRunningStore(config.dataDir) : undefined;
  if (store) {
    throw new SeedCommandError(`The store is running on ${config.dataDir} (process ${store.pid}, ${store.url}): stop it, then run the seed again.`);
  }
  const started = Date.now();
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, poolSize: 2, holder: 'npm run seed' }).catch((error: unknown) => {
    if (error instanceof DatabaseInUseError) throw new SeedCommandError(`${error.message} Stop it, then run the seed again.`);
    throw error;
  });
  try {
    await seedDemoStore(handle.db, { mediaDir: config.mediaDir, replaceExisting: true });
    const counts = await demoStoreCounts(handle.db);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.pgliteDir;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return (
      `Seeded the demo store in ${seconds} s (${where}): ${counts.products} products (${counts.visible_products} in the catalog), ` +
      `${counts.diamonds} diamonds, ${counts.categories} categories, ${counts.stores} stores, ${counts.gold_prices} gold prices, ${counts.cms_pages} CMS pages, ` +
      `${counts.url_rewrites} URL rewrites; images in ${config.mediaDir}`
    );
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  runSeedCommand().then(
    (summary) => {
      console.log(summary);
    },
    (error: unknown) => {
      if (error instanceof SeedCommandError || error instanceof ConfigError) {
        console.error(error.message);
        process.exit(2);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
