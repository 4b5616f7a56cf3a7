/**
 * Assembles the API from its modules: each module has a schema.graphql (the contract) and a
 * resolvers.ts (thin translation to its service).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storeResolvers } from '../modules/store/resolvers.ts';
import { catalogResolvers } from '../modules/catalog/resolvers.ts';
import { goldResolvers } from '../modules/gold/resolvers.ts';
import { contentResolvers } from '../modules/content/resolvers.ts';
import { urlResolvers } from '../modules/urls/resolvers.ts';
import { locationResolvers } from '../modules/locations/resolvers.ts';
import { productTypesSdl } from './productTypes.ts';

const MODULES = ['store', 'catalog', 'gold', 'content', 'urls', 'locations'] as const;

function readModuleSchema(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../modules/${name}/schema.graphql`, import.meta.url)), 'utf8');
}

export function buildTypeDefs(): string {
  const parts = MODULES.map(readModuleSchema);
  const catalogSdl = parts[MODULES.indexOf('catalog')];
  // Each module declares `type Query`/`type Mutation`; all but the first become extensions.
  const seen = new Set<string>();
  const merged = parts.map((sdl) =>
    sdl.replace(/^type (Query|Mutation) \{/gm, (match, root: string) => {
      if (seen.has(root)) return `extend type ${root} {`;
      seen.add(root);
      return match;
    }),
  );
  return [...merged, productTypesSdl(catalogSdl)].join('\n\n');
}

type ResolverMap = Record<string, Record<string, unknown>>;

export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

export function buildResolvers(): ResolverMap {
  return mergeResolvers(storeResolvers, catalogResolvers, goldResolvers, contentResolvers, urlResolvers, locationResolvers);
}

/**
 * Root fields whose answers depend only on the store scope and the catalog, so that whole responses
 * may be cached until the catalog changes. Anything about a customer, cart or order stays out.
 */
export const CACHEABLE_QUERY_FIELDS = new Set([
  '__typename',
  'storeConfig',
  'availableStores',
  'getStoreName',
  'getLocale',
  'currency',
  'categoryList',
  'categories',
  'products',
  'route',
  'urlResolver',
  'urlReserve',
  'cmsPage',
  'cmsBlocks',
  'goldPrices',
  'goldPriceHistory',
  'storeLocations',
  'storeLocation',
]);
