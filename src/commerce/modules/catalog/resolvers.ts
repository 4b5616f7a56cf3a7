/**
 * Catalog queries: arguments are checked at the boundary (productSearchInput.ts, categoryInput.ts)
 * and handed to the CatalogService; fields that cost work (items, aggregations, children, counts)
 * resolve only when asked for, and image fields turn files into URLs for the website's media host.
 */
import { DEFAULT_PAGE_SIZE, type ProductType } from '../../../rules/catalog.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { GRAPHQL_TYPE_BY_PRODUCT_TYPE } from '../../graphql/productTypes.ts';
import { parseCategoryFilter, type CategoryFilterArgs } from './categoryInput.ts';
import type { CategoryView } from './categoryViews.ts';
import { catalogMediaUrl } from './mediaUrls.ts';
import { parsePage, parseProductSearch, type ProductSearchArgs } from './productSearchInput.ts';
import type { ProductImageView, ProductView } from './productViews.ts';
import type { ProductSearchResult } from './service.ts';

/** Magento's default page size for categories(). */
const CATEGORY_PAGE_SIZE = 20;

function categoryImageUrl(file: string | null, ctx: CommerceContext): string | null {
  return file ? catalogMediaUrl(file, 'image-category', ctx.services.urlsConfig, ctx.scope.website) : null;
}

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductSearchArgs, ctx: CommerceContext) =>
      ctx.services.catalog.searchProducts(parseProductSearch(args, DEFAULT_PAGE_SIZE), ctx.scope),
    categoryList: (_: unknown, args: { filters?: CategoryFilterArgs | null }, ctx: CommerceContext) =>
      ctx.services.catalog.categoryList(parseCategoryFilter(args.filters), ctx.scope),
    categories: (
      _: unknown,
      args: { filters?: CategoryFilterArgs | null; pageSize?: number | null; currentPage?: number | null },
      ctx: CommerceContext,
    ) =>
      ctx.services.catalog.categories(
        parseCategoryFilter(args.filters),
        parsePage(args.pageSize, args.currentPage, CATEGORY_PAGE_SIZE),
        ctx.scope,
      ),
  },
  Products: {
    items: (result: ProductSearchResult, _: unknown, ctx: CommerceContext) => ctx.services.catalog.productsByIds(result.ids, ctx.scope),
    aggregations: (result: ProductSearchResult, _: unknown, ctx: CommerceContext) =>
      ctx.services.catalog.aggregations(result.listing, ctx.scope),
  },
  // Mercurius reads an interface's type resolver from `resolveType` (Magento's concrete product types).
  ProductInterface: {
    resolveType: (product: ProductView) => GRAPHQL_TYPE_BY_PRODUCT_TYPE[product.type_id as ProductType] ?? 'SimpleProduct',
  },
  ProductImage: {
    url: (image: ProductImageView, _: unknown, ctx: CommerceContext) =>
      catalogMediaUrl(image.file, 'image-product', ctx.services.urlsConfig, ctx.scope.website),
  },
  CategoryTree: {
    children: (category: CategoryView, _: unknown, ctx: CommerceContext) => ctx.services.catalog.categoryChildren(category.id, ctx.scope),
    product_count: (category: CategoryView, _: unknown, ctx: CommerceContext) =>
      ctx.services.catalog.categoryProductCount(category.id, ctx.scope),
    image: (category: CategoryView, _: unknown, ctx: CommerceContext) => categoryImageUrl(category.imageFile, ctx),
    image_banner: (category: CategoryView, _: unknown, ctx: CommerceContext) => categoryImageUrl(category.imageBannerFile, ctx),
  },
};
