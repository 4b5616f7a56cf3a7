/**
 * A product page as the URL resolver finds it: gallery, price, the gold price breakdown of
 * calculation-gold pieces, jewellery attributes, options and variants of configurable products,
 * the rings of a pair (bundle) and the pieces of a set (grouped). Money, numbers and dates are
 * formatted here, in the store view's locale, and travel as text (see productCard.ts).
 */
import { isMadeToOrderType } from '../customizer/designListing.ts';
import type { AppLoadContext } from 'react-router';
import { mediaUrl } from '../../../rules/catalog.ts';
import { writeCarats } from '../../../rules/diamonds.ts';
import { MILLIGRAMS_PER_TAEL } from '../../../rules/gold.ts';
import type { ContentBlock } from '../content/types.ts';
import { crumbsOf, type Crumb } from './catalogPages.server.ts';
import { parseContentForView } from '../content/cmsPage.server.ts';
import { formatDateTime } from '../storeView/dates.ts';
import { decimalFormatOf } from '../storeView/decimals.ts';
import type { BreadcrumbFields, MoneyFields, ProductCardFields } from '../api/fragments.ts';
import type { ProductPageFieldsFragment } from '../generated/operations.ts';
import { JEWELLERY_ATTRIBUTES, type AttributeRow, type JewelleryAttribute } from './jewelleryAttributes.ts';
import { formatPrice, priceTextOf, rewardPointsOf, toProductCard, type PriceText, type ProductCardData, type RewardPoints } from './productCard.ts';
import { productJsonLd } from './productJsonLd.ts';
import { isRing, RING_SIZE_OPTION } from './ringSizes.ts';
import { storePath, type StoreViewDefinition } from '../storeView/storeView.ts';

/** The product fields of the resolver's answer. Uses BreadcrumbFields and ProductCard: the query adds them. */
export const PRODUCT_PAGE_FIELDS = /* GraphQL */ `
  fragment ProductPageFields on ProductInterface {
    sku name type_id url_key url_suffix meta_title meta_description brand
    stock_status only_x_left_in_stock delivery_days points_cost
    product_description: description { html }
    media_gallery {
      file label position disabled
      ... on ProductVideo { video_content { video_provider video_url video_title } }
    }
    price_range {
      minimum_price { ...ProductPrice }
      maximum_price { final_price { ...MoneyFields } }
    }
    metal weight carat shape colour clarity cut polish symmetry fluorescence diameter gemstone_number certificate_type certificate_number
    gold_price {
      gold_label weight_grams quoted_unit labour_fee_unit price_set_at
      sell_price_per_gram { ...MoneyFields }
      sell_price_per_tael { ...MoneyFields }
      metal_value { ...MoneyFields }
      labour_fee { ...MoneyFields }
    }
    categories { name url_path url_suffix level breadcrumbs { ...BreadcrumbFields } }
    ... on ConfigurableProduct {
      configurable_options { attribute_code label position values { value_index label } }
      variants {
        attributes { code value_index }
        product { sku stock_status only_x_left_in_stock price_range { minimum_price { ...ProductPrice } } media_gallery { file label position disabled } }
      }
    }
    ... on BundleProduct { bundle_items: items { ...BundleItemFields } }
    ... on CustomMadeBundleProduct { bundle_items: items { ...BundleItemFields } }
    ... on GroupedProduct { grouped_items: items { position qty product { ...ProductCard } } }
  }
  fragment ProductPrice on ProductPrice {
    regular_price { ...MoneyFields }
    final_price { ...MoneyFields }
    discount { amount_off percent_off }
  }
  fragment BundleItemFields on BundleItem {
    option_id title required position
    options { uid label quantity product { ...ProductCard } }
  }
`;

type ProductPrice = ProductCardFields['price_range']['minimum_price'];

/** The product as the page reads it: ProductPageFields with the lists' missing entries left out (productRouteOf). */
export interface ProductRoute extends Partial<Record<JewelleryAttribute, string | number | null>> {
  sku: string;
  name: string;
  type_id: string;
  url_key: string;
  url_suffix: string;
  meta_title: string | null;
  meta_description: string | null;
  brand: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  only_x_left_in_stock: number | null;
  delivery_days: number | null;
  points_cost: number | null;
  product_description: { html: string };
  media_gallery: Array<{ file: string; label: string; position: number; disabled: boolean }>;
  price_range: { minimum_price: ProductPrice; maximum_price: { final_price: MoneyFields } };
  gold_price: {
    gold_label: string;
    weight_grams: number;
    quoted_unit: string;
    labour_fee_unit: string;
    price_set_at: string;
    sell_price_per_gram: MoneyFields;
    sell_price_per_tael: MoneyFields;
    metal_value: MoneyFields;
    labour_fee: MoneyFields;
  } | null;
  categories: Array<{ name: string; url_path: string; url_suffix: string; level: number; breadcrumbs: BreadcrumbFields[] }>;
  configurable_options?: Array<{ attribute_code: string; label: string; position: number; values: Array<{ value_index: number; label: string }> }>;
  variants?: Array<{
    attributes: Array<{ code: string; value_index: number }>;
    product: {
      sku: string;
      stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
      only_x_left_in_stock: number | null;
      price_range: { minimum_price: ProductPrice };
      media_gallery: Array<{ file: string; label: string; position: number; disabled: boolean }>;
    };
  }>;
  bundle_items?: Array<{
    option_id: number;
    title: string;
    required: boolean;
    position: number;
    options: Array<{ uid: string; label: string; quantity: number; product: ProductCardFields }>;
  }>;
  grouped_items?: Array<{ position: number; qty: number; product: ProductCardFields }>;
}

type Answered<T> = ReadonlyArray<T | null> | null | undefined;

/** A list's entries the API answered (Magento's lists and their entries may be null). */
function answered<T>(list: Answered<T>): T[] {
  return (list ?? []).flatMap((entry) => (entry == null ? [] : [entry]));
}

type AnsweredImage = { file: string; label: string | null; position: number | null; disabled: boolean | null };

function imagesOf(media: Answered<AnsweredImage>): ProductRoute['media_gallery'] {
  return answered(media).map((image) => ({ file: image.file, label: image.label ?? '', position: image.position ?? 0, disabled: image.disabled ?? false }));
}

function stockStatusOf(status: string | null): ProductRoute['stock_status'] {
  return status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** The resolver's generated answer for a product, in the shape the page reads. */
export function productRouteOf(product: ProductPageFieldsFragment): ProductRoute {
  const attributes = Object.fromEntries(JEWELLERY_ATTRIBUTES.map((code) => [code, product[code]])) as Partial<Record<JewelleryAttribute, string | number | null>>;
  const route: ProductRoute = {
    ...attributes,
    sku: product.sku ?? '',
    name: product.name ?? '',
    type_id: product.type_id ?? '',
    url_key: product.url_key ?? '',
    url_suffix: product.url_suffix ?? '',
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    brand: product.brand,
    stock_status: stockStatusOf(product.stock_status),
    only_x_left_in_stock: product.only_x_left_in_stock,
    delivery_days: product.delivery_days,
    points_cost: product.points_cost,
    product_description: { html: product.product_description?.html ?? '' },
    media_gallery: imagesOf(product.media_gallery),
    price_range: {
      minimum_price: product.price_range.minimum_price,
      maximum_price: { final_price: product.price_range.maximum_price?.final_price ?? product.price_range.minimum_price.final_price },
    },
    gold_price: product.gold_price,
    categories: answered(product.categories).map((category) => ({
      name: category.name ?? '',
      url_path: category.url_path ?? '',
      url_suffix: category.url_suffix ?? '',
      level: category.level ?? 0,
      breadcrumbs: answered(category.breadcrumbs),
    })),
  };
  if ('configurable_options' in product) {
    route.configurable_options = answered(product.configurable_options).map((option) => ({
      attribute_code: option.attribute_code ?? '',
      label: option.label ?? '',
      position: option.position ?? 0,
      values: answered(option.values).map((value) => ({ value_index: value.value_index ?? 0, label: value.label ?? '' })),
    }));
    route.variants = answered(product.variants).flatMap((variant) =>
      variant.product
        ? [
            {
              attributes: answered(variant.attributes).map((attribute) => ({ code: attribute.code ?? '', value_index: attribute.value_index ?? 0 })),
              product: {
                sku: variant.product.sku ?? '',
                stock_status: stockStatusOf(variant.product.stock_status),
                only_x_left_in_stock: variant.product.only_x_left_in_stock,
                price_range: variant.product.price_range,
                media_gallery: imagesOf(variant.product.media_gallery),
              },
            },
          ]
        : [],
    );
  }
  if ('bundle_items' in product) {
    route.bundle_items = answered(product.bundle_items).map((item) => ({
      option_id: item.option_id ?? 0,
      title: item.title ?? '',
      required: item.required ?? false,
      position: item.position ?? 0,
      options: answered(item.options).flatMap((option) =>
        option.product ? [{ uid: option.uid, label: option.label ?? '', quantity: option.quantity ?? 1, product: option.product }] : [],
      ),
    }));
  }
  if ('grouped_items' in product) {
    route.grouped_items = answered(product.grouped_items).flatMap((item) => (item.product ? [{ position: item.position ?? 0, qty: item.qty ?? 1, product: item.product }] : []));
  }
  return route;
}

export interface Stock {
  inStock: boolean;
  /** "Only 2 left" when the API tells. */
  onlyLeft: number | null;
}

export interface GoldBreakdown {
  /** The gold code's name in the shopper's language (足金999.9), never the code itself. */
  goldName: string;
  weightGrams: string;
  weightTaels: string;
  quotedUnit: 'tael' | 'gram';
  pricePerTael: string;
  pricePerGram: string;
  metalValue: string;
  labourFee: string;
  labourFeeUnit: 'piece' | 'gram';
  total: string;
  setAt: string;
  setAtIso: string;
}

export interface ConfigurableOption {
  code: string;
  label: string;
  values: Array<{ valueIndex: number; label: string }>;
}

export interface Variant extends PriceText, Stock {
  sku: string;
  /** Price in major units, for analytics. */
  value: number;
  /** Option code to value index. */
  values: Record<string, number>;
  /** The variant's own pictures (a ring in its metal colour); empty when it shows the product's. */
  gallery: GalleryImage[];
}

export interface GalleryImage {
  file: string;
  alt: string;
}

export interface ProductPageData extends PriceText {
  sku: string;
  name: string;
  typeId: string;
  /**
   * The bundle choices the bag needs (option value uids), when each of the bundle's options has
   * one choice, as the page shows them; empty otherwise.
   */
  bundleChoices: string[];
  metaTitle: string;
  metaDescription: string | null;
  breadcrumbs: Crumb[];
  description: ContentBlock[];
  gallery: GalleryImage[];
  /** The dearest variant or choice costs more: the price reads "from". */
  priceFrom: boolean;
  /** A member reward's cost in points: exchanged in Rewards, not added to the bag. */
  points: RewardPoints | null;
  stock: Stock;
  deliveryDays: number | null;
  goldPrice: GoldBreakdown | null;
  attributes: AttributeRow[];
  options: ConfigurableOption[];
  /** A ring without a size to choose: the page says how sizing works instead. */
  soldUnsized: boolean;
  variants: Variant[];
  /** Option values chosen in the URL (`?ring_size=12`), as a form without JavaScript sends them. */
  selected: Record<string, number>;
  bundleItems: Array<{ id: number; title: string; products: ProductCardData[] }>;
  groupedItems: Array<{ product: ProductCardData; quantity: number }>;
  url: string;
  analytics: { currency: string; value: number; item_id: string; item_name: string; item_category: string | null };
  jsonLd: Record<string, unknown>;
}

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

function stockOf(product: { stock_status: string; only_x_left_in_stock: number | null }): Stock {
  return { inStock: product.stock_status === 'IN_STOCK', onlyLeft: product.stock_status === 'IN_STOCK' ? product.only_x_left_in_stock : null };
}

function attributeRowsOf(product: ProductRoute, view: StoreViewDefinition): AttributeRow[] {
  const numbers = decimalFormatOf(view, 0, 3);
  return JEWELLERY_ATTRIBUTES.flatMap((code) => {
    const value = product[code];
    if (value == null || value === '') return [];
    // A stone's weight is written the one way the store writes carats (rules/diamonds.ts writeCarats).
    if (code === 'carat' && typeof value === 'number') return [{ code, value: writeCarats(value, view.localeKey) }];
    return [{ code, value: typeof value === 'number' && code !== 'certificate_number' ? numbers.format(value) : String(value) }];
  });
}

function goldBreakdownOf(gold: NonNullable<ProductRoute['gold_price']>, total: MoneyFields, view: StoreViewDefinition): GoldBreakdown {
  const grams = Math.round(gold.weight_grams * 1000);
  return {
    goldName: gold.gold_label,
    weightGrams: decimalFormatOf(view, 2, 3).format(grams / 1000),
    weightTaels: decimalFormatOf(view, 4, 4).format(grams / MILLIGRAMS_PER_TAEL),
    quotedUnit: gold.quoted_unit === 'gram' ? 'gram' : 'tael',
    pricePerTael: formatPrice(gold.sell_price_per_tael),
    pricePerGram: formatPrice(gold.sell_price_per_gram),
    metalValue: formatPrice(gold.metal_value),
    labourFee: formatPrice(gold.labour_fee),
    labourFeeUnit: gold.labour_fee_unit === 'gram' ? 'gram' : 'piece',
    total: formatPrice(total),
    setAt: formatDateTime(gold.price_set_at, view),
    setAtIso: gold.price_set_at,
  };
}

/** Pictures in their positions, without the disabled ones; an unlabelled one is named by the product. */
function galleryOf(media: ProductRoute['media_gallery'], name: string): GalleryImage[] {
  return media
    .filter((image) => !image.disabled && image.file)
    .sort((a, b) => a.position - b.position)
    .map((image) => ({ file: image.file, alt: image.label || name }));
}

function selectedOptionsOf(options: ConfigurableOption[], search: URLSearchParams): Record<string, number> {
  const selected: Record<string, number> = {};
  for (const option of options) {
    const value = Number(search.get(option.code));
    if (option.values.some((candidate) => candidate.valueIndex === value)) selected[option.code] = value;
  }
  return selected;
}

export function productPageData(args: LoaderArgsLike, view: StoreViewDefinition, product: ProductRoute, search: URLSearchParams): ProductPageData {
  // The deepest category the product is in gives the trail.
  const category = [...product.categories].sort((a, b) => b.level - a.level)[0];
  const trail = category
    ? [...crumbsOf(category.breadcrumbs, category.url_suffix), { name: category.name, path: `/${category.url_path}${category.url_suffix}` }]
    : [];
  const { minimum_price, maximum_price } = product.price_range;
  const gallery = galleryOf(product.media_gallery, product.name);
  const options = [...(product.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({ code: option.attribute_code, label: option.label, values: option.values.map((value) => ({ valueIndex: value.value_index, label: value.label })) }));
  const origin = args.context.settings.publicUrl;
  const url = `${origin}${storePath(view, `/${product.url_key}${product.url_suffix}`)}`;
  const price = priceTextOf(minimum_price);

  return {
    sku: product.sku,
    name: product.name,
    typeId: product.type_id,
    bundleChoices: (product.bundle_items ?? []).every((item) => item.options.length === 1)
      ? (product.bundle_items ?? []).map((item) => item.options[0].uid)
      : [],
    metaTitle: product.meta_title || product.name,
    metaDescription: product.meta_description,
    breadcrumbs: [...trail, { name: product.name, path: null }],
    description: parseContentForView(args, view, product.product_description.html),
    gallery,
    ...price,
    priceFrom: maximum_price.final_price.minor_units > minimum_price.final_price.minor_units,
    points: rewardPointsOf(product.points_cost),
    stock: stockOf(product),
    deliveryDays: product.delivery_days,
    goldPrice: product.gold_price ? goldBreakdownOf(product.gold_price, minimum_price.final_price, view) : null,
    attributes: attributeRowsOf(product, view),
    options,
    // A made-to-order ring's size is one of its design's steps, not a standard size.
    soldUnsized: !isMadeToOrderType(product.type_id) && isRing(product.categories.map((entry) => entry.url_path)) && !options.some((option) => option.code === RING_SIZE_OPTION),
    variants: (product.variants ?? []).map((variant) => ({
      sku: variant.product.sku,
      value: variant.product.price_range.minimum_price.final_price.value ?? 0,
      values: Object.fromEntries(variant.attributes.map((attribute) => [attribute.code, attribute.value_index])),
      ...priceTextOf(variant.product.price_range.minimum_price),
      ...stockOf(variant.product),
      gallery: galleryOf(variant.product.media_gallery ?? [], product.name),
    })),
    selected: selectedOptionsOf(options, search),
    bundleItems: [...(product.bundle_items ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ id: item.option_id, title: item.title, products: item.options.map((option) => toProductCard(option.product)) })),
    groupedItems: [...(product.grouped_items ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ product: toProductCard(item.product), quantity: item.qty })),
    url,
    analytics: {
      currency: minimum_price.final_price.currency ?? '',
      value: minimum_price.final_price.value ?? 0,
      item_id: product.sku,
      item_name: product.name,
      item_category: category?.name ?? null,
    },
    jsonLd: productJsonLd({
      name: product.name,
      sku: product.sku,
      brand: product.brand,
      description: product.meta_description,
      url,
      images: gallery.map((image) => `${origin}${mediaUrl(image.file, { type: 'image-product', width: 960 })}`),
      price: minimum_price.final_price,
      inStock: product.stock_status === 'IN_STOCK',
    }),
  };
}
