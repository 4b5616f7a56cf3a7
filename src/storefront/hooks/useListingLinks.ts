import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { listingSearch, type ListingChange } from '../lib/catalog/listing.ts';

/**
 * Links to other states of the listing on this page (another page, sort or filter), built from the
 * current URL so that every other choice is kept.
 */
export function useListingLinks(): (change: ListingChange) => { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  return useCallback((change: ListingChange) => ({ pathname, search: listingSearch(new URLSearchParams(search), change) }), [pathname, search]);
}
