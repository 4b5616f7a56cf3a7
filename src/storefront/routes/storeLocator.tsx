/**
 * The store locator (spec 000 §2 /storelocator/): the website's stores by district with address,
 * phone, today's and the week's opening hours and services, on a map, and "stores near me" that
 * re-sorts the list by distance from where the browser says the shopper is (`?near=lat,lng`).
 * The list is the page; the map is an extra that may fail to load without taking it down.
 */
import type { Route } from './+types/storeLocator';
import { StoreLocatorView } from '../components/stores/StoreLocatorView.tsx';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { nearPointOf, storeLocatorData, type StoreLocationAnswer } from '../lib/service/storeLocator.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'stores.pageTitle'), description: messageOf(matches, 'stores.pageDescription') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  const near = nearPointOf(url.searchParams.get('near'));
  let nearFailed = false;
  let stores: StoreLocationAnswer[] | null = null;
  if (near) {
    stores = await args.context.client.query(STORE_LOCATIONS, { near }, { anonymous: true }).then(pageData)
      .then((answer) => answer.storeLocations)
      .catch((error: unknown) => {
        // Sorting by distance is a service that may fail; the list in its usual order still helps.
        args.context.log.warn({ err: error }, 'stores near a point failed');
        nearFailed = true;
        return null;
      });
  }
  stores ??= (await args.context.client.query(STORE_LOCATIONS, { near: null }, { anonymous: true }).then(pageData)).storeLocations;
  const { mapTileUrl, mapTileAttribution } = args.context.settings;
  return storeLocatorData(stores, view, {
    district: url.searchParams.get('district'),
    near: !nearFailed && near !== null,
    nearFailed,
    now: new Date(),
    mapTiles: { url: mapTileUrl, attribution: mapTileAttribution },
  });
}

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  return <StoreLocatorView locator={loaderData} />;
}

const STORE_LOCATIONS = graphql(`
  query StoreLocations($near: GeoPointInput) {
    storeLocations(near: $near) {
      code name address district district_name latitude longitude phone
      opening_hours { day open close closed }
      opening_hours_note services distance_km
    }
  }
`);
