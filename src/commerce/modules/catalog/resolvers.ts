/**
 * Catalog queries: arguments are checked at the boundary (productSearchInput.ts, categoryInput.ts)
 * and handed to the CatalogService; fields that cost work (items, aggregations, children, counts,
 * a category's products) resolve only when asked for, and image fields turn files into URLs for
 * the website's media host.
 */
import { LISTING_PAGE_SIZE, DEFAULT_PAGE_SIZE, mediaUrl } from '../../../rules/catalog.ts';
import type { ImageSwatchData, QueryCategoriesArgs } from '../../graphql/generated/schemaTypes.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { configurableSelection } from './configurableSelection.ts';
import type { BundleProductResolvers, ProductsResolvers, Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { productTypeName } from '../../graphql/productTypes.ts';
import { parseCategoryFilter } from './categoryInput.ts';
import { catalogMediaUrl, mediaBaseUrl } from './mediaUrls.ts';
import { parsePage, parseProductSearch } from './productSearchInput.ts';
import type { ProductImageView, ProductVideoView } from './productViews.ts';
import { encodeUid } from './uid.ts';

/** Magento's default page size for categories(), categoryList() and a category's products. */
const CATEGORY_PAGE_SIZE = 20;
/** Magento draws swatch thumbnails 110 pixels wide. */
const SWATCH_THUMBNAIL_WIDTH = 110;

function categoryImageUrl(file: string | null, ctx: CommerceContext): string | null {
  return file ? catalogMediaUrl(file, 'image-category', ctx.services.urlsConfig, ctx.request.website) : null;
}

function productMediaUrl(media: ProductImageView | ProductVideoView, ctx: CommerceContext): string {
  return catalogMediaUrl(media.file, 'image-product', ctx.services.urlsConfig, ctx.request.website);
}

/** An image swatch: its URL, and a small rendition from the media server as the thumbnail. */
function swatchData(file: string, ctx: CommerceContext): ImageSwatchData {
  const base = mediaBaseUrl(ctx.services.urlsConfig, ctx.request.website);
  return {
    value: catalogMediaUrl(file, 'image-swatch', ctx.services.urlsConfig, ctx.request.website),
    thumbnail: `${base}${mediaUrl(file, { type: 'image-swatch', width: SWATCH_THUMBNAIL_WIDTH }).replace(/^\/media\//, '')}`,
  };
}

function categories(args: QueryCategoriesArgs, ctx: CommerceContext) {
  return ctx.services.catalog.categories(
    parseCategoryFilter(args.filters),
    parsePage(args.pageSize, args.currentPage, CATEGORY_PAGE_SIZE),
    ctx.request,
  );
}

/** A bundle costs the sum of the choices made (pricing.ts), priced, named and weighed as chosen. */
const BUNDLE_PRICING: BundleProductResolvers = {
  dynamic_price: () => true,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
};

const listedProducts: ProductsResolvers['items'] = (result, _, ctx) => ctx.services.catalog.productsByIds(result.ids, ctx.request);

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_, args, ctx) =>
      ctx.services.catalog.searchProducts(parseProductSearch(args, DEFAULT_PAGE_SIZE), ctx.request),
    categoryList: async (_, args, ctx) => (await categories(args, ctx)).items,
    categories: (_, args, ctx) => categories(args, ctx),
  },
  Products: {
    items: listedProducts,
    aggregations: (result, args, ctx) =>
      ctx.services.catalog.aggregations(result.listing, { directChildrenOnly: args.filter?.category?.includeDirectChildrenOnly ?? false }, ctx.request),
  },
  CategoryProducts: {
    items: listedProducts,
  },
  // Magento's concrete product types.
  ProductInterface: {
    __resolveType: (product) => productTypeName(product.type_id),
  },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree',
  },
  MediaGalleryInterface: {
    __resolveType: (media) => ('video_content' in media && media.video_content ? 'ProductVideo' : 'ProductImage'),
  },
  SwatchDataInterface: {
    __resolveType: () => 'ImageSwatchData',
  },
  // custom_attributes: product attributes, read as entered text (customAttributes.ts).
  AttributeMetadataInterface: {
    __resolveType: () => 'ProductAttributeMetadata',
  },
  UiInputTypeInterface: {
    __resolveType: () => 'UiAttributeTypeAny',
  },
  AttributeOptionInterface: {
    __resolveType: () => 'AttributeOption',
  },
  AggregationOptionInterface: {
    __resolveType: () => 'AggregationOption',
  },
  ProductImage: {
    url: (image, _, ctx) => productMediaUrl(image, ctx),
  },
  ProductVideo: {
    url: (video, _, ctx) => productMediaUrl(video, ctx),
  },
  ConfigurableProductOptionsValues: {
    swatch_data: (value, _, ctx) => (value.swatchFile ? swatchData(value.swatchFile, ctx) : null),
  },
  ConfigurableProduct: {
    configurable_product_options_selection: (product, args) => configurableSelection(product, args.configurableOptionValueUids ?? []),
  },
  BundleProduct: BUNDLE_PRICING,
  CustomMadeBundleProduct: BUNDLE_PRICING,
  CategoryTree: {
    children: (category, _, ctx) => ctx.services.catalog.categoryChildren(category.id!, ctx.request),
    product_count: (category, _, ctx) =>
      ctx.services.catalog.categoryProductCount(category.id!, ctx.request),
    products: (category, args, ctx) =>
      ctx.services.catalog.searchProducts(
        parseProductSearch({ ...args, filter: { category_uid: { eq: category.uid } } }, CATEGORY_PAGE_SIZE),
        ctx.request,
      ),
    image: (category, _, ctx) => categoryImageUrl(category.imageFile, ctx),
    image_banner: (category, _, ctx) => categoryImageUrl(category.imageBannerFile, ctx),
  },
  // The catalog's part of the store configuration, as Magento's CatalogGraphQl adds it.
  StoreConfig: {
    // Every storefront page writes its canonical link (storefront's page metadata).
    product_canonical_tag: () => true,
    category_canonical_tag: () => true,
    grid_per_page: () => LISTING_PAGE_SIZE,
    catalog_default_sort_by: () => 'position',
    root_category_id: async (_, __, ctx) => (await ctx.services.catalog.rootCategoryId()) ?? null,
    root_category_uid: async (_, __, ctx) => {
      const id = await ctx.services.catalog.rootCategoryId();
      return id === undefined ? null : encodeUid(id);
    },
  },
};
