/**
 * `npm run seed`: empties the demo store's tables and writes the demo store again, into the
 * configured database (PGlite under DATA_DIR/pglite, or DATABASE_URL), with images under the media
 * directory. Prints one line of counts.
 *
 * PGlite is a single-process database: while the store's server has the data directory open,
 * another process must not open it (both would write the same files). PGlite keeps a
 * postmaster.pid in the directory while it is open, so its presence means "in use".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectDatabase } from '../db/connect.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { demoStoreCounts, seedDemoStore } from './demoStore.ts';

export class SeedCommandError extends Error {}

export async function runSeedCommand(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  if (pgliteDir && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new SeedCommandError(
      `The database in ${pgliteDir} is in use: stop the running store (npm start) and run the seed again. ` +
        `If no store is running, it did not shut down cleanly; remove ${path.join(pgliteDir, 'postmaster.pid')} and retry.`,
    );
  }
  const started = Date.now();
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir, poolSize: 2 });
  try {
    await seedDemoStore(handle.db, { mediaDir: config.mediaDir, replaceExisting: true });
    const counts = await demoStoreCounts(handle.db);
    const where = config.databaseUrl ? 'DATABASE_URL' : pgliteDir;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return (
      `Seeded the demo store in ${seconds} s (${where}): ${counts.products} products (${counts.visible_products} in the catalog), ` +
      `${counts.categories} categories, ${counts.stores} stores, ${counts.gold_prices} gold prices, ${counts.cms_pages} CMS pages, ` +
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
