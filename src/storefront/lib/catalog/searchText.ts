/**
 * What a shopper typed into search, trimmed and cut to the longest search the API takes, and
 * whether it is long enough to search (spec 001 §5: "Autocomplete search needs at least two
 * characters"). Characters are counted as code points, as the API counts them: 戒指 is two.
 */
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../rules/catalog.ts';

export function searchTextOf(value: string | null | undefined): { text: string; searchable: boolean } {
  const characters = [...(value ?? '').trim()].slice(0, SEARCH_MAX_LENGTH);
  const text = characters.join('').trim();
  return { text, searchable: [...text].length >= SEARCH_MIN_LENGTH };
}

/** Malaysia hides search (spec 000 §2 Layout): its website has no search page or suggestions. */
export function offersSearch(view: Pick<StoreViewDefinition, 'websiteCode'>): boolean {
  return view.websiteCode !== 'my';
}

/** The search results page (spec 000 §2), under the store view's prefix; the words go in `query`. */
export const SEARCH_PATH = '/search.html';

export function searchQueryString(text: string): string {
  return `?query=${encodeURIComponent(text)}`;
}
