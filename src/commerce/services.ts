/**
 * The commerce backend's services, built once per process over one database. Resolvers reach them
 * through the GraphQL context; the REST routes and the operations commands use them directly.
 */
import type { DatabaseHandle, Database } from './db/connect.ts';
import { CatalogChanges } from './catalogChanges.ts';
import { StoreService } from './modules/store/service.ts';
import { GoldService } from './modules/gold/service.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { ContentService } from './modules/content/service.ts';
import { UrlService } from './modules/urls/service.ts';
import { LocationService } from './modules/locations/service.ts';

export interface UrlsConfig {
  /** Origin the store is reached at, without trailing slash, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Media base URL per website media host (main, macau, malaysia); defaults to publicUrl/media/. */
  mediaUrlByHost: Record<string, string>;
}

export interface CommerceServices {
  db: Database;
  changes: CatalogChanges;
  urlsConfig: UrlsConfig;
  store: StoreService;
  gold: GoldService;
  catalog: CatalogService;
  content: ContentService;
  urls: UrlService;
  locations: LocationService;
}

export async function createCommerceServices(handle: DatabaseHandle, urlsConfig: UrlsConfig): Promise<CommerceServices> {
  const { db } = handle;
  const changes = new CatalogChanges(db);
  const store = new StoreService(db);
  const gold = new GoldService(db, changes);
  const catalog = new CatalogService(db, { store, gold, changes });
  const content = new ContentService(db);
  const urls = new UrlService(db, { catalog, content });
  const locations = new LocationService(db);

  await changes.load();
  await Promise.all([store.refresh(), gold.refresh()]);
  // Settings, rates and gold prices are held in memory; they reload before a change is announced.
  changes.addRefresher(() => store.refresh());
  changes.addRefresher(() => gold.refresh());

  return { db, changes, urlsConfig, store, gold, catalog, content, urls, locations };
}
