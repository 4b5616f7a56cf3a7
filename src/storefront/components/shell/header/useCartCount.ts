import { useSyncExternalStore } from 'react';
import type { WebsiteCode } from '../../../../rules/storeViews.ts';
import { cartCountOf, subscribeCartCount } from '../../../lib/cart/cartCount.ts';

/** Pieces in the shopper's bag, read in the browser (0 while the server draws the page). */
export function useCartCount(website: WebsiteCode): number {
  return useSyncExternalStore(
    subscribeCartCount,
    () => cartCountOf(website),
    () => 0,
  );
}
