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

/** A category whose name holds the words typed. */
export interface CategorySuggestion {
  name: string;
  /** Full path, store prefix included. */
  href: string;
}

export interface SearchSuggestions {
  query: string;
  total: number;
  categories: CategorySuggestion[];
  products: SearchSuggestion[];
  /** The search results page for the words typed: the list's last row, "See all results". */
  allResultsHref: string;
}

/** Products the box suggests. */
export const SUGGESTION_COUNT = 5;

/** Categories the box suggests above the products. */
export const CATEGORY_SUGGESTION_COUNT = 3;

/**
 * The list's rows in the order they show and the arrow keys move: categories, products, then
 * "See all results" when anything was found. The index of a row is its option's index.
 */
export function suggestionTargets(suggestions: SearchSuggestions | null): string[] {
  if (!suggestions || (suggestions.total === 0 && suggestions.categories.length === 0)) return [];
  return [...suggestions.categories.map((category) => category.href), ...suggestions.products.map((product) => product.href), suggestions.allResultsHref];
}

/** The suggestions route, under the store view's prefix so it answers in the shopper's language. */
export const SUGGESTIONS_PATH = '/api/search-suggestions';
