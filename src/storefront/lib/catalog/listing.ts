/**
 * A product listing's state lives in its URL (category and search pages): `?page=2`, `?sort=newest`,
 * `?pageSize=48` and one parameter per filter (`?metal=pt950&metal=18k_white_gold&price=0_9999.99`).
 * Every state can be shared and bookmarked, and links and GET forms change it without JavaScript.
 */
import { FIRST_PAGE, LISTING_PAGE_SIZE, MAX_PAGE_SIZE, SORT_OPTIONS, type SortOption } from '../../../rules/catalog.ts';

export { LISTING_PAGE_SIZE };

/** The API's facets (products.aggregations attribute codes), each a filter of the same name. */
export const FILTER_CODES = [
  'category_id',
  'price',
  'metal',
  'shape',
  'colour',
  'colored_diamond',
  'clarity',
  'certificate_type',
  'gold_code',
  'design_gender',
  'stock_status',
] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

/** Filters where one value replaces another: the API takes one price range. */
const SINGLE_VALUE_FILTERS: readonly FilterCode[] = ['price'];

/** A price bucket as the API's aggregation names it: "from_to" in major units. */
const PRICE_RANGE = /^(\d{1,10}(?:\.\d{1,2})?)_(\d{1,10}(?:\.\d{1,2})?)$/;
const MAX_VALUES_PER_FILTER = 20;
const MAX_VALUE_LENGTH = 100;

export interface ListingState {
  page: number;
  pageSize: number;
  sort: SortOption;
  /** Chosen filter values by code, in FILTER_CODES order; values the API would refuse are dropped. */
  filters: Partial<Record<FilterCode, string[]>>;
}

function isFilterValue(code: FilterCode, value: string): boolean {
  if (!value || value.length > MAX_VALUE_LENGTH) return false;
  if (code === 'price') return PRICE_RANGE.test(value);
  if (code === 'category_id') return /^\d{1,9}$/.test(value);
  return true;
}

export function positiveInteger(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!text || !/^\d{1,6}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

export function listingStateOf(search: URLSearchParams): ListingState {
  const sort = search.get('sort');
  const filters: ListingState['filters'] = {};
  for (const code of FILTER_CODES) {
    const values = [...new Set(search.getAll(code).filter((value) => isFilterValue(code, value)))];
    const kept = SINGLE_VALUE_FILTERS.includes(code) ? values.slice(-1) : values.slice(0, MAX_VALUES_PER_FILTER);
    if (kept.length) filters[code] = kept;
  }
  return {
    page: positiveInteger(search.get('page'), FIRST_PAGE),
    pageSize: positiveInteger(search.get('pageSize'), LISTING_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : 'default',
    filters,
  };
}

/** The price bucket "1000_1999.99" as the API's range filter. */
export function priceRangeOf(value: string): { from: string; to: string } | null {
  const match = PRICE_RANGE.exec(value);
  return match ? { from: match[1], to: match[2] } : null;
}

export function hasFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0;
}

export type ListingChange =
  | { page: number }
  | { sort: SortOption }
  | { toggle: { code: FilterCode; value: string } }
  | { clearFilters: true };

/**
 * The query string after a change, starting from the current one (which keeps `query`, `sort` and
 * `pageSize`). A sort or filter change goes back to the first page: the old page may no longer exist.
 */
export function listingSearch(current: URLSearchParams, change: ListingChange): string {
  const next = new URLSearchParams(current);
  if ('page' in change) {
    if (change.page > FIRST_PAGE) next.set('page', String(change.page));
    else next.delete('page');
  } else {
    next.delete('page');
    if ('sort' in change) {
      if (change.sort === 'default') next.delete('sort');
      else next.set('sort', change.sort);
    } else if ('clearFilters' in change) {
      for (const code of FILTER_CODES) next.delete(code);
    } else {
      const { code, value } = change.toggle;
      const values = next.getAll(code);
      next.delete(code);
      const chosen = values.includes(value)
        ? values.filter((candidate) => candidate !== value)
        : SINGLE_VALUE_FILTERS.includes(code)
          ? [value]
          : [...values, value];
      for (const kept of chosen) next.append(code, kept);
    }
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Page numbers to offer around the current one: the first, the last and two either side, with
 * `null` where numbers are left out ("1 … 4 5 6 7 8 … 20").
 */
export function pageWindow(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
