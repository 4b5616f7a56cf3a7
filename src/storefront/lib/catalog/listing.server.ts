/**
 * One page of a product listing, for a category or a search: products, count, pages, the sort menu
 * (`sort_fields`) and the filters (`aggregations`), in one `products` query. Category and search
 * pages draw it with the same components.
 */
import type { AppLoadContext } from 'react-router';
import { SORT_OPTIONS, type SortOption } from '../../../rules/catalog.ts';
import { PRODUCT_CARD } from '../api/fragments.ts';
import { CommerceRequestError, graphql, pageData } from '../api/graphql.ts';
import { priceRangeOf, type FilterCode, type ListingState } from './listing.ts';
import { toProductCard, type ProductCardData } from './productCard.ts';
import { notFound } from '../http/responses.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '../generated/operations.ts';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FilterGroup {
  code: FilterCode;
  label: string;
  options: FilterOption[];
}

export interface ListingData {
  products: ProductCardData[];
  totalCount: number;
  page: number;
  totalPages: number;
  sort: SortOption;
  sortOptions: Array<{ code: SortOption; label: string }>;
  /** Facets with a choice to make: more than one option, or one already chosen. */
  filters: FilterGroup[];
  applied: Array<{ code: FilterCode; value: string; groupLabel: string; label: string }>;
}

/** What the listing lists: a category's products, or a search's. */
export type ListingScope = { categoryUid: string } | { search: string };

/**
 * The sort menu's options as sort input. They mirror `sort_fields` (which answers with the menu,
 * labels included, only after a query); "default" sends no sort so the API picks position or
 * relevance.
 */
const SORT_INPUT: Record<SortOption, ProductAttributeSortInput | null> = {
  default: null,
  price_asc: { price: 'ASC' },
  price_desc: { price: 'DESC' },
  recommended: { recommended: 'ASC' },
  newest: { newest: 'DESC' },
};

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

function filterInput(scope: ListingScope, state: ListingState): ProductAttributeFilterInput {
  const filter: ProductAttributeFilterInput = 'categoryUid' in scope ? { category_uid: { eq: scope.categoryUid } } : {};
  for (const [code, values] of Object.entries(state.filters) as Array<[FilterCode, string[]]>) {
    if (code === 'price') filter.price = priceRangeOf(values[0]);
    else filter[code] = { in: values };
  }
  return filter;
}

const isSortOption = (code: string): code is SortOption => (SORT_OPTIONS as readonly string[]).includes(code);

export async function loadListing(args: LoaderArgsLike, view: StoreViewDefinition, scope: ListingScope, state: ListingState): Promise<ListingData> {
  const { products } = await args.context.client.query(PRODUCT_LISTING, {
    search: 'search' in scope ? scope.search : null,
    filter: filterInput(scope, state),
    sort: SORT_INPUT[state.sort],
    pageSize: state.pageSize,
    currentPage: state.page,
  }, { anonymous: true }).then(pageData).catch((error: unknown) => {
    // The API refuses a page past the last one; a listing URL it cannot answer is not a page.
    if (error instanceof CommerceRequestError && error.errors.every((entry) => entry.extensions?.category === 'graphql-input')) throw notFound();
    throw error;
  });

  const chosen = (code: string, value: string) => (state.filters[code as FilterCode] ?? []).includes(value);
  const filters: FilterGroup[] = (products?.aggregations ?? [])
    .flatMap((aggregation) => (aggregation ? [aggregation] : []))
    .map((aggregation) => ({
      code: aggregation.attribute_code as FilterCode,
      label: aggregation.label ?? aggregation.attribute_code,
      options: (aggregation.options ?? []).flatMap((option) =>
        option ? [{ value: option.value, label: option.label ?? option.value, count: option.count ?? 0, selected: chosen(aggregation.attribute_code, option.value) }] : [],
      ),
    }))
    .filter((group) => group.options.length > 1 || group.options.some((option) => option.selected));

  return {
    products: (products?.items ?? []).flatMap((product) => (product ? [toProductCard(product)] : [])),
    totalCount: products?.total_count ?? 0,
    page: products?.page_info?.current_page ?? state.page,
    totalPages: products?.page_info?.total_pages ?? 0,
    sort: state.sort,
    sortOptions: (products?.sort_fields?.options ?? []).flatMap((option) => (option && isSortOption(option.code) ? [{ code: option.code, label: option.label ?? option.code }] : [])),
    filters,
    applied: filters.flatMap((group) =>
      group.options.filter((option) => option.selected).map((option) => ({ code: group.code, value: option.value, groupLabel: group.label, label: option.label })),
    ),
  };
}

const PRODUCT_LISTING = graphql(`
  query ProductListing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { current_page total_pages }
      sort_fields { options { code label } }
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label options { label value count } }
      items { ...ProductCard }
    }
  }
  ${PRODUCT_CARD}
`);
