/** What the search box's suggestions route answers (routes/searchSuggestions.ts), for the header's combobox. */
export interface SearchSuggestion {
  sku: string;
  name: string;
  /** Full path, store prefix included. */
  href: string;
  price: string;
  regularPrice: string | null;
  image: { src: string; srcSet?: string } | null;
}

export interface SearchSuggestions {
  query: string;
  total: number;
  products: SearchSuggestion[];
}

/** Products the box suggests. */
export const SUGGESTION_COUNT = 5;

/** The suggestions route, under the store view's prefix so it answers in the shopper's language. */
export const SUGGESTIONS_PATH = '/api/search-suggestions';
