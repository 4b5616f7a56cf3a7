import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import type { WebsiteCode } from '../../../../rules/storeViews.ts';
import { cartCountOf, routerSettled, subscribeCartCount } from '../../../lib/cart/cartCount.ts';

/** Pieces in the shopper's bag, read in the browser (0 while the server draws the page). */
export function useCartCount(website: WebsiteCode): number {
  const subscribe = useCallback((listener: () => void) => subscribeCartCount(website, listener), [website]);
  useReadAgainWhenSettled();
  return useSyncExternalStore(
    subscribe,
    () => cartCountOf(website),
    () => 0,
  );
}

/** Reads the count again each time a navigation or fetcher that was under way has finished. */
function useReadAgainWhenSettled(): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) routerSettled();
    wasBusy.current = busy;
  }, [busy]);
}
