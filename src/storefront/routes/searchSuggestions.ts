/**
 * Suggestions for the header's search box (`/{prefix}/api/search-suggestions?q=…`): JSON with the
 * categories whose name holds the words, the first products of `products(search:)` (image, name,
 * price), how many products there are in all and the link to all of them. Under two characters
 * there is nothing to suggest (spec 001 §5).
 */
import type { Route } from './+types/searchSuggestions';
import { IMAGE_WIDTHS } from '../../rules/catalog.ts';
import { PRODUCT_CARD } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { productImageSources } from '../lib/storeView/images.ts';
import { toProductCard } from '../lib/catalog/productCard.ts';
import { CATEGORY_SUGGESTION_COUNT, SUGGESTION_COUNT, type SearchSuggestions } from '../lib/catalog/searchSuggestions.ts';
import { offersSearch, SEARCH_PATH, searchQueryString, searchTextOf } from '../lib/catalog/searchText.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';

/** The same words are typed by many shoppers: a minute of caching spares the catalog. */
const CACHE_CONTROL = 'public, max-age=60';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  const view = requireStoreView(args);
  const { text, searchable } = searchTextOf(new URL(args.request.url).searchParams.get('q'));
  const nothing: SearchSuggestions = { query: text, total: 0, categories: [], products: [], allResultsHref: searchResultsPath(view, text) };
  if (!offersSearch(view)) return Response.json(nothing, { status: 404 });
  if (!searchable) return Response.json(nothing);
  const { products, categoryList } = await args.context.client
    .query(SEARCH_SUGGESTIONS, { search: text, pageSize: SUGGESTION_COUNT }, { anonymous: true })
    .then(pageData);
  const answer: SearchSuggestions = {
    ...nothing,
    total: products?.total_count ?? 0,
    categories: (categoryList ?? [])
      .flatMap((category) => (category?.name && category.url_path && (category.level ?? 0) > 1 ? [{ ...category, name: category.name, url_path: category.url_path }] : []))
      .slice(0, CATEGORY_SUGGESTION_COUNT)
      .map((category) => ({ name: category.name, href: storePath(view, `/${category.url_path}${category.url_suffix ?? ''}`) })),
    products: (products?.items ?? []).flatMap((product) => (product ? [product] : [])).map((product) => {
      const card = toProductCard(product);
      return {
        sku: card.sku,
        name: card.name,
        href: storePath(view, card.path),
        price: card.price,
        regularPrice: card.regularPrice,
        image: card.image ? productImageSources(card.image.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]) : null,
      };
    }),
  };
  return Response.json(answer, { headers: { 'cache-control': CACHE_CONTROL } });
}

function searchResultsPath(view: Parameters<typeof storePath>[0], text: string): string {
  return storePath(view, SEARCH_PATH) + searchQueryString(text);
}

const SEARCH_SUGGESTIONS = graphql(`
  query SearchSuggestions($search: String!, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      items { ...ProductCard }
    }
    categoryList(filters: { name: { match: $search } }, pageSize: 6) {
      name
      level
      url_path
      url_suffix
    }
  }
  ${PRODUCT_CARD}
`);
