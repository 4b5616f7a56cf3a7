/**
 * Product suggestions for the header's search box (`/{prefix}/api/search-suggestions?q=…`): JSON
 * with the first products of `products(search:)` (image, name, price) and how many there are in
 * all. Under two characters there is nothing to suggest (spec 001 §5).
 */
import type { Route } from './+types/searchSuggestions';
import { IMAGE_WIDTHS } from '../../rules/catalog.ts';
import { PRODUCT_CARD, type ProductCardFields } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { productImageSources } from '../lib/storeView/images.ts';
import { toProductCard } from '../lib/catalog/productCard.ts';
import { SUGGESTION_COUNT, type SearchSuggestions } from '../lib/catalog/searchSuggestions.ts';
import { offersSearch, searchTextOf } from '../lib/catalog/searchText.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';

/** The same words are typed by many shoppers: a minute of caching spares the catalog. */
const CACHE_CONTROL = 'public, max-age=60';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  const view = requireStoreView(args);
  if (!offersSearch(view)) return Response.json({ query: '', total: 0, products: [] } satisfies SearchSuggestions, { status: 404 });
  const { text, searchable } = searchTextOf(new URL(args.request.url).searchParams.get('q'));
  if (!searchable) return Response.json({ query: text, total: 0, products: [] } satisfies SearchSuggestions);
  const { products } = await args.context.client.query(SEARCH_SUGGESTIONS, { search: text, pageSize: SUGGESTION_COUNT }, { anonymous: true }).then(pageData);
  const answer: SearchSuggestions = {
    query: text,
    total: products.total_count,
    products: products.items.map((product) => {
      const card = toProductCard(product, view);
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

const SEARCH_SUGGESTIONS = graphql<{ products: { total_count: number; items: ProductCardFields[] } }, { search: string; pageSize: number }>(`
  query SearchSuggestions($search: String!, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      items { ...ProductCard }
    }
  }
  ${PRODUCT_CARD}
`);
