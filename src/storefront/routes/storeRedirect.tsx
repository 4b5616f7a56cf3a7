/**
 * `/`: sends the shopper to the home page of their stored store view, else to en-hk (docs/design.md, Storefront).
 * Paths without a prefix are handled by the store layout, which redirects the same way.
 */
import type { Route } from './+types/storeRedirect';
import { redirectToStoredStoreView } from '../lib/http/storeRequest.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  throw redirectToStoredStoreView(request);
}

export default function StoreRedirect() {
  return null;
}
