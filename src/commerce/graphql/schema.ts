/**
 * Assembles the API's resolvers from its modules: each module has a schema.graphql (the contract,
 * read by typeDefs.ts) and a resolvers.ts (thin translation to its service).
 */
import type { Resolvers } from './generated/resolverTypes.ts';
import { storeResolvers } from '../modules/store/resolvers.ts';
import { catalogResolvers } from '../modules/catalog/resolvers.ts';
import { goldResolvers } from '../modules/gold/resolvers.ts';
import { contentResolvers } from '../modules/content/resolvers.ts';
import { urlResolvers } from '../modules/urls/resolvers.ts';
import { locationResolvers } from '../modules/locations/resolvers.ts';
import { cartResolvers } from '../modules/cart/resolvers.ts';
import { checkoutResolvers } from '../modules/checkout/resolvers.ts';
import { orderResolvers } from '../modules/orders/resolvers.ts';
import { paymentResolvers } from '../modules/payments/resolvers.ts';
import { customerResolvers } from '../modules/customers/resolvers.ts';
import { clubResolvers } from '../modules/club/resolvers.ts';
import { socialSignInResolvers } from '../modules/socialSignIn/resolvers.ts';
import { wishlistResolvers } from '../modules/wishlist/resolvers.ts';
import { diamondResolvers } from '../modules/diamonds/resolvers.ts';
import { madeToOrderResolvers } from '../modules/madeToOrder/resolvers.ts';
import { jobResolvers } from '../modules/jobs/resolvers.ts';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * One map from the modules' maps, each typed by the generated `Resolvers`. Those name an
 * interface's type resolver `__resolveType`, as graphql-tools does; Mercurius reads `resolveType`.
 */
export function mergeResolvers(...maps: Resolvers[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const { __resolveType, ...rest }: Record<string, unknown> = fields ?? {};
      merged[typeName] = { ...merged[typeName], ...rest, ...(__resolveType ? { resolveType: __resolveType } : {}) };
    }
  }
  return merged;
}

export function buildResolvers(): ResolverMap {
  return mergeResolvers(storeResolvers, catalogResolvers, goldResolvers, contentResolvers, urlResolvers, locationResolvers, cartResolvers, checkoutResolvers, orderResolvers, paymentResolvers, customerResolvers, clubResolvers, socialSignInResolvers, wishlistResolvers, diamondResolvers, madeToOrderResolvers, jobResolvers);
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
  // The customizer's designs: seeded tables read for the scope's website, no shopper in them.
  'customizerCategories',
  'customizerDesigns',
  'customizerDesign',
]);
