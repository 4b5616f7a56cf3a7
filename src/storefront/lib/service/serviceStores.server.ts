/**
 * A short list of the website's stores for the pages that send shoppers to a store (the bag,
 * wishlist, member and order pages, made-to-order): those offering a service when one is named,
 * nearest first when the shopper shared a location (`?near=lat,lng`, as on the store locator).
 */
import type { AppLoadContext } from 'react-router';
import { graphql, pageData } from '../api/graphql.ts';
import { nearPointOf, storeLocatorData, type StoreCard, type StoreLocationAnswer } from './storeLocator.server.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface ServiceStores {
  stores: StoreCard[];
  /** How many stores there are in all, for the link to the store locator. */
  total: number;
  /** The list is sorted by distance from the shopper. */
  near: boolean;
  /** Sorting by distance failed: the list is in its usual order. */
  nearFailed: boolean;
}

/** Three stores fill a row on a wide screen and stay short on a phone. */
export const SERVICE_STORE_COUNT = 3;

export async function serviceStores(
  args: { request: Request; context: AppLoadContext },
  view: StoreViewDefinition,
  options: { service?: string; count?: number } = {},
): Promise<ServiceStores> {
  const near = nearPointOf(new URL(args.request.url).searchParams.get('near'));
  const service = options.service ?? null;
  let nearFailed = false;
  let answer: StoreLocationAnswer[] | null = null;
  if (near) {
    answer = await args.context.client.query(SERVICE_STORE_LOCATIONS, { near, service }, { anonymous: true }).then(pageData)
      .then((result) => result.storeLocations)
      .catch((error: unknown) => {
        // Sorting by distance is a service that may fail; the stores in their usual order still help.
        args.context.log.warn({ err: error }, 'stores near a point failed');
        nearFailed = true;
        return null;
      });
  }
  answer ??= (await args.context.client.query(SERVICE_STORE_LOCATIONS, { near: null, service }, { anonymous: true }).then(pageData)).storeLocations;
  const { stores } = storeLocatorData(answer, view, {
    district: null,
    near: false,
    nearFailed,
    now: new Date(),
    mapTiles: { url: '', attribution: '' },
  });
  return {
    stores: stores.slice(0, options.count ?? SERVICE_STORE_COUNT),
    total: stores.length,
    near: !nearFailed && near !== null,
    nearFailed,
  };
}

const SERVICE_STORE_LOCATIONS = graphql(`
  query ServiceStoreLocations($near: GeoPointInput, $service: String) {
    storeLocations(near: $near, service: $service) {
      code name address district district_name latitude longitude phone
      opening_hours { day open close closed }
      opening_hours_note services distance_km
    }
  }
`);
