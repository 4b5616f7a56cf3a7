/**
 * The store's database for the peer bench: the demo store seeded into a database of its own on the
 * PostgreSQL server, then cut to the peer's catalog size. The demo store lists a few more than 400
 * pieces; the surplus is taken from the pieces that are not jewellery (gift cards, downloads,
 * grouped sets, points rewards), newest first, and switched off, so a listing, a product page and a
 * checkout see 400 products as the peer's do.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../src/commerce/db/connect.ts';
import { seedDemoStore } from '../src/commerce/seed/demoStore.ts';
import { PRODUCT_URL_SUFFIX } from '../src/rules/storeViews.ts';
import { createBenchDatabase } from './support.ts';

export interface PeerCatalog {
  databaseUrl: string;
  /** The store's DATA_DIR: the seed's pictures are under its media directory. */
  dataDir: string;
  products: number;
  /** Every listed product's path under a store prefix (url key and suffix), in url-key order. */
  productPaths: string[];
}

const NOT_JEWELLERY = `type_id in ('virtual', 'downloadable', 'grouped', 'point_simple')`;

export async function seedPeerCatalog(serverUrl: string, size: number): Promise<PeerCatalog> {
  const databaseUrl = await createBenchDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-peer-'));
  const handle = await connectDatabase({ databaseUrl, poolSize: 5 });
  try {
    await seedDemoStore(handle.db, { mediaDir: path.join(dataDir, 'media') });
    const { rows: counted } = await handle.executeSql(`select count(*)::int as listed from products where visible_in_catalog and is_active`);
    const surplus = Number(counted[0].listed) - size;
    if (surplus < 0) throw new Error(`the demo store lists ${counted[0].listed} products, fewer than the peer's ${size}`);
    await handle.executeSql(
      `update products set is_active = false where id in (
         select id from products where visible_in_catalog and is_active
         order by ${NOT_JEWELLERY} desc, id desc limit $1)`,
      [surplus],
    );
    const { rows } = await handle.executeSql(`select url_key from products where visible_in_catalog and is_active order by url_key`, []);
    return { databaseUrl, dataDir, products: rows.length, productPaths: rows.map((row) => `${String(row.url_key)}${PRODUCT_URL_SUFFIX}`) };
  } finally {
    await handle.close();
  }
}
