/**
 * The boundary of `products(search, filter, sort, pageSize, currentPage)`: checks the arguments and
 * turns them into a ProductSearchRequest the service can trust. Nothing a shopper types reaches SQL
 * without passing through here.
 */
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../rules/catalog.ts';
import { inputError } from '../../core/errors.ts';
import { foldSearchText } from './searchText.ts';
import { decodeUid } from './uid.ts';

/** Attributes shown as layered-navigation facets; each filters on the product column of that name. */
export const FACET_ATTRIBUTES = ['metal', 'shape', 'colour', 'colored_diamond', 'clarity', 'certificate_type', 'gold_code', 'design_gender'] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Attributes that filter but are not offered as facets. */
export const PLAIN_ATTRIBUTES = ['brand', 'cut'] as const;
export type PlainAttribute = (typeof PLAIN_ATTRIBUTES)[number];

export const STOCK_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const SORT_KEYS = ['position', 'relevance', 'name', 'price', 'recommended', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ASC' | 'DESC';

/**
 * One category condition: products in any of these categories or below them. `field` says which
 * filter field it came from: category_uid and category_url_path name the category being browsed,
 * category_id is also the category facet's own filter (aggregations.ts).
 */
export type CategorySelector =
  | { field: 'category_id' | 'category_uid'; ids: number[] }
  | { field: 'category_url_path'; urlPaths: string[] };

export interface ProductFilter {
  categories: CategorySelector[];
  skus?: string[];
  urlKeys?: string[];
  typeIds?: string[];
  /** Folded terms that must all appear in the product's name, in any language. */
  nameTerms?: string[];
  attributes: Partial<Record<FacetAttribute | PlainAttribute, string[]>>;
  stockStatuses?: StockStatus[];
  /** Bounds in minor units of the display currency, both inclusive. */
  price?: { from?: number; to?: number };
}

export interface ProductSearchRequest {
  /** Folded search terms (Simplified, lower case); every one must match. */
  searchTerms?: string[];
  /** The search as typed, trimmed: exact SKU matches rank first. */
  searchText?: string;
  filter: ProductFilter;
  /** Empty means the default order (relevance when searching, else position). */
  sort: Array<{ key: SortKey; direction: SortDirection }>;
  pageSize: number;
  currentPage: number;
}

interface EqualInput {
  eq?: string | null;
  in?: readonly (string | null | undefined)[] | null;
}
interface MatchInput {
  match?: string | null;
}
interface RangeInput {
  from?: string | null;
  to?: string | null;
}

export interface ProductSearchArgs {
  search?: string | null;
  filter?: Record<string, EqualInput | MatchInput | RangeInput | null | undefined> | null;
  sort?: Partial<Record<SortKey, SortDirection | null>> | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** A filter may list at most this many values; more is a mistake or an attack, not a shopper. */
export const MAX_FILTER_VALUES = 100;
const MAX_FILTER_VALUE_LENGTH = 255;
/** Up to 10 digits of major units and two decimals: far above any price, far below overflow. */
const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export function parsePage(pageSize: number | null | undefined, currentPage: number | null | undefined, defaultSize: number) {
  const size = pageSize ?? defaultSize;
  const page = currentPage ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw inputError('input.pageSize', { max: MAX_PAGE_SIZE });
  if (!Number.isInteger(page) || page < 1) throw inputError('input.currentPage');
  return { pageSize: size, currentPage: page };
}

/** Trims the search and checks its length (spec 001 §5: at least two characters). */
export function parseSearch(search: string | null | undefined): { text: string; terms: string[] } | undefined {
  if (search == null) return undefined;
  const text = search.trim();
  const length = [...text].length;
  if (length < SEARCH_MIN_LENGTH) throw inputError('search.tooShort', { min: SEARCH_MIN_LENGTH });
  if (length > SEARCH_MAX_LENGTH) throw inputError('search.tooLong', { max: SEARCH_MAX_LENGTH });
  const terms = foldSearchText(text).split(' ').filter(Boolean);
  if (!terms.length) throw inputError('search.tooShort', { min: SEARCH_MIN_LENGTH });
  return { text, terms };
}

/** Values of an eq/in filter, merged; undefined when neither is given or the list is empty. */
export function equalValues(field: string, input: EqualInput | null | undefined): string[] | undefined {
  if (!input) return undefined;
  // Magento declares `in: [String]`: null entries name nothing.
  const values = [...(input.eq != null ? [input.eq] : []), ...(input.in ?? []).filter((value): value is string => value != null)];
  if (values.length > MAX_FILTER_VALUES) throw inputError('filter.tooManyValues', { field, max: MAX_FILTER_VALUES });
  for (const value of values) {
    if (value.length > MAX_FILTER_VALUE_LENGTH) throw inputError('filter.invalidValue', { field });
  }
  // An empty `in` is how clients say "nothing chosen": no condition, rather than no products.
  return values.length ? [...new Set(values)] : undefined;
}

function integerValues(field: string, input: EqualInput | null | undefined): number[] | undefined {
  return equalValues(field, input)?.map((value) => {
    if (!/^\d{1,9}$/.test(value.trim())) throw inputError('filter.invalidValue', { field });
    return Number(value.trim());
  });
}

function uidValues(field: string, input: EqualInput | null | undefined): number[] | undefined {
  return equalValues(field, input)?.map((value) => {
    const id = decodeUid(value);
    if (id === undefined) throw inputError('filter.invalidValue', { field });
    return id;
  });
}

function priceBound(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const text = value.trim();
  if (!PRICE_PATTERN.test(text)) throw inputError('filter.priceRange');
  const [major, minor = ''] = text.split('.');
  return Number(major) * 100 + Number(minor.padEnd(2, '0'));
}

function parsePrice(input: RangeInput | null | undefined): ProductFilter['price'] {
  if (!input) return undefined;
  const from = priceBound(input.from);
  const to = priceBound(input.to);
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to) throw inputError('filter.priceRange');
  return { from, to };
}

function parseNameMatch(input: MatchInput | null | undefined): string[] | undefined {
  const match = input?.match?.trim();
  if (!match) return undefined;
  if ([...match].length > SEARCH_MAX_LENGTH) throw inputError('filter.invalidValue', { field: 'name' });
  const terms = foldSearchText(match).split(' ').filter(Boolean);
  return terms.length ? terms : undefined;
}

function parseStockStatuses(input: EqualInput | null | undefined): StockStatus[] | undefined {
  return equalValues('stock_status', input)?.map((value) => {
    const status = value.trim().toUpperCase();
    if (!(STOCK_STATUSES as readonly string[]).includes(status)) throw inputError('filter.invalidValue', { field: 'stock_status' });
    return status as StockStatus;
  });
}

export function parseProductFilter(filter: ProductSearchArgs['filter']): ProductFilter {
  const input = (filter ?? {}) as Record<string, EqualInput & MatchInput & RangeInput>;
  const categories: CategorySelector[] = [];
  const categoryIds = integerValues('category_id', input.category_id);
  if (categoryIds) categories.push({ field: 'category_id', ids: categoryIds });
  const categoryUids = uidValues('category_uid', input.category_uid);
  if (categoryUids) categories.push({ field: 'category_uid', ids: categoryUids });
  const urlPaths = equalValues('category_url_path', input.category_url_path);
  if (urlPaths) {
    categories.push({ field: 'category_url_path', urlPaths: urlPaths.map((path) => path.trim().replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')) });
  }

  const attributes: ProductFilter['attributes'] = {};
  for (const code of [...FACET_ATTRIBUTES, ...PLAIN_ATTRIBUTES]) {
    const values = equalValues(code, input[code]);
    if (values) attributes[code] = values;
  }

  return {
    categories,
    skus: equalValues('sku', input.sku)?.map((sku) => sku.trim().toLowerCase()),
    urlKeys: equalValues('url_key', input.url_key),
    typeIds: equalValues('type_id', input.type_id),
    nameTerms: parseNameMatch(input.name),
    attributes,
    stockStatuses: parseStockStatuses(input.stock_status),
    price: parsePrice(input.price),
  };
}

export function parseSort(sort: ProductSearchArgs['sort']): ProductSearchRequest['sort'] {
  if (!sort) return [];
  // GraphQL hands input fields over in the order of the schema, not of the query, so several keys
  // apply in that order.
  return SORT_KEYS.flatMap((key) => {
    const direction = sort[key];
    return direction ? [{ key, direction }] : [];
  });
}

export function parseProductSearch(args: ProductSearchArgs, defaultPageSize: number): ProductSearchRequest {
  const page = parsePage(args.pageSize, args.currentPage, defaultPageSize);
  const search = parseSearch(args.search);
  return {
    searchTerms: search?.terms,
    searchText: search?.text,
    filter: parseProductFilter(args.filter),
    sort: parseSort(args.sort),
    ...page,
  };
}
