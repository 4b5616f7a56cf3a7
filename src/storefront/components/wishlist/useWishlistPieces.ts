import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { chromeRulesOf } from '../../lib/chrome/chromeRules.ts';
import type { StoreChromeData } from '../shell/StoreContext.tsx';
import { useStore } from '../shell/StoreContext.tsx';

/**
 * The signed-in shopper's wishlist as the store layout read it (routes/store.tsx): whether hearts
 * show at all (as the header's wishlist link), and the item holding a product, by its SKU.
 */
export function useWishlistPieces(): { show: boolean; itemOf: (sku: string) => string | undefined } {
  const chrome = useRouteLoaderData('routes/store') as StoreChromeData | undefined;
  const { view, shopper } = useStore();
  const show = chromeRulesOf({ websiteCode: view.websiteCode, roleId: shopper.roleId, showMainlandChinaLink: false, pathWithinStore: '' }).showWishlist;
  const pieces = chrome?.wishlist;
  const itemOf = useCallback((sku: string) => pieces?.find((piece) => piece.sku === sku)?.itemId, [pieces]);
  return { show, itemOf };
}
