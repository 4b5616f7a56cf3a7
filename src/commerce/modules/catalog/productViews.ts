/**
 * Products as the API shows them: Magento's ProductInterface and its concrete types, in the store
 * view's language and display currency, assembled from rows already loaded (productRows.ts) and
 * typed by the schema's generated types. Members (variants, bundle choices, grouped items) are
 * shown one level deep.
 */
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { PRODUCT_URL_SUFFIX } from '../../../rules/storeViews.ts';
import type {
  BundleItem,
  BundleItemOption,
  ConfigurableProductOptions,
  ConfigurableProductOptionsValues,
  ConfigurableVariant,
  GoldPriceBreakdown,
  GroupedProductItem,
  MediaGalleryEntry,
  ProductImage,
  ProductInterface,
  ProductMediaGalleryEntriesVideoContent,
  ProductPrice,
  ProductPrices,
  ProductVideo,
  RoutableInterface,
} from '../../graphql/generated/schemaTypes.ts';
import { moneyObject } from '../../core/money.ts';
import type { View } from '../../core/views.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import { toCategoryView, type CategoryView } from './categoryViews.ts';
import {
  compositePricingOf,
  priceRangeOf,
  unitPrice,
  type BasePriceRange,
  type GoldQuotes,
  type PricePair,
  type UnitPrice,
} from './pricing.ts';
import type { LoadedProduct, MediaRecord, ProductRows } from './productRows.ts';
import type { ReferenceData } from './referenceData.ts';
import { onlyXLeft, stockStatusOf } from './stock.ts';
import { encodeUid } from './uid.ts';
import { goldCodeLabel } from '../gold/index.ts';
import { customAttributesOf, type CustomAttributeView } from './customAttributes.ts';
import { readableText } from './attributeLabels.ts';

export interface ViewContext {
  locale: LocaleKey;
  now: Date;
  quotes: GoldQuotes;
  reference: ReferenceData;
  /** Base-currency minor units to the display currency. */
  toDisplay(amount: number): { amount: number; currency: CurrencyCode };
}

/** An image; its `url` resolves from `file` for the website's media host. */
export type ProductImageView = View<ProductImage, 'url'>;
/** A video: its poster is `file`, like an image's; video_content says what plays. */
export type ProductVideoView = View<ProductVideo, 'url'>;

/** `swatch_data` resolves from the swatch image's file for the website's media host. */
export type ConfigurableOptionValueView = View<ConfigurableProductOptionsValues, 'swatch_data', { swatchFile: string | null }>;
export type ConfigurableOptionView = View<ConfigurableProductOptions, 'values', { values: ConfigurableOptionValueView[] }>;
export type VariantView = View<ConfigurableVariant, 'product', { product: ProductView }>;
export type BundleItemOptionView = View<BundleItemOption, 'product', { product: ProductView }>;
export type BundleItemView = View<BundleItem, 'options', { options: BundleItemOptionView[] }>;
export type GroupedItemView = View<GroupedProductItem, 'product', { product: ProductView }>;

/**
 * A product with the RoutableInterface fields route() answers with. Its categories, images and
 * members are views of their own; the concrete type's fields are there for its type only.
 */
export type ProductView = View<
  ProductInterface & RoutableInterface,
  'categories' | 'thumbnail' | 'small_image' | 'image' | 'media_gallery' | 'custom_attributes',
  {
    categories: CategoryView[];
    custom_attributes: CustomAttributeView[];
    thumbnail: ProductImageView | null;
    small_image: ProductImageView | null;
    image: ProductImageView | null;
    media_gallery: Array<ProductImageView | ProductVideoView>;
    /** ConfigurableProduct */
    configurable_options?: ConfigurableOptionView[];
    variants?: VariantView[];
    /** BundleProduct and CustomMadeBundleProduct: BundleItemView; GroupedProduct: GroupedItemView. */
    items?: BundleItemView[] | GroupedItemView[];
  }
>;

/** Titles of the bundle options of pairs of rings (spec 000 §3: for_her_option, for_him_option). */
const BUNDLE_OPTION_TITLES: Record<string, LocalizedText> = {
  for_her: { en: 'For Her', 'zh-Hant': '女裝', 'zh-Hans': '女款' },
  for_him: { en: 'For Him', 'zh-Hant': '男裝', 'zh-Hans': '男款' },
};

function text(value: LocalizedText | null, locale: LocaleKey): string {
  return value ? pickLocalized(value, locale) : '';
}

function decimal(value: string | null): number | null {
  return value == null ? null : Number(value);
}

function productPriceView(pair: PricePair, context: ViewContext): ProductPrice {
  const regular = context.toDisplay(pair.regular);
  const final = context.toDisplay(pair.final);
  const amountOff = Math.max(regular.amount - final.amount, 0);
  return {
    regular_price: moneyObject(regular.amount, regular.currency),
    final_price: moneyObject(final.amount, final.currency),
    discount: {
      amount_off: amountOff / 100,
      percent_off: regular.amount > 0 ? Math.round((amountOff * 10000) / regular.amount) / 100 : 0,
    },
  };
}

/** Magento's older price shape, from the same prices as price_range. */
function olderPriceView(range: { minimum_price: ProductPrice; maximum_price: ProductPrice }): ProductPrices {
  return {
    minimalPrice: { amount: range.minimum_price.final_price },
    maximalPrice: { amount: range.maximum_price.final_price },
    regularPrice: { amount: range.minimum_price.regular_price },
  };
}

function goldPriceView(price: UnitPrice | undefined, context: ViewContext): GoldPriceBreakdown | null {
  const gold = price?.gold;
  if (!gold) return null;
  const money = (amount: number) => {
    const shown = context.toDisplay(amount);
    return moneyObject(shown.amount, shown.currency);
  };
  return {
    gold_code: gold.quote.goldCode,
    gold_label: goldCodeLabel(gold.quote.goldCode, context.locale),
    weight_grams: gold.weightMg / 1000,
    quoted_unit: gold.quote.quotedUnit,
    sell_price_per_unit: money(gold.quote.sellPerUnit),
    sell_price_per_gram: money(gold.quote.sellPerGram),
    sell_price_per_tael: money(gold.quote.sellPerTael),
    metal_value: money(gold.metal),
    labour_fee: money(gold.labour),
    labour_fee_unit: gold.labourFeeUnit,
    price_set_at: gold.quote.effectiveAt.toISOString(),
  };
}

/** Magento's media type of a YouTube or Vimeo video; its file is the poster. */
const EXTERNAL_VIDEO = 'external-video';

function videoContent(entry: MediaRecord, locale: LocaleKey): ProductMediaGalleryEntriesVideoContent | null {
  if (entry.mediaType !== EXTERNAL_VIDEO || !entry.videoUrl) return null;
  return {
    media_type: EXTERNAL_VIDEO,
    video_provider: entry.videoProvider,
    video_url: entry.videoUrl,
    video_title: text(entry.videoTitle, locale) || null,
    video_description: text(entry.videoDescription, locale) || null,
    video_metadata: entry.videoMetadata,
  };
}

/**
 * The gallery (images and videos, by position). The product's thumbnail, small and main image is
 * its first image: a video's poster is not one.
 */
function mediaViews(media: readonly MediaRecord[], productName: string, locale: LocaleKey) {
  const gallery: Array<ProductImageView | ProductVideoView> = [];
  let firstImage: ProductImageView | null = null;
  for (const entry of media) {
    // Magento labels an image with the product's name when it has no label of its own.
    const base = { file: entry.file, label: text(entry.label, locale) || productName, position: entry.position, disabled: false };
    const video = videoContent(entry, locale);
    gallery.push(video ? { ...base, video_content: video } : base);
    if (!video && !firstImage) firstImage = base;
  }
  return { gallery, firstImage };
}

/** Magento's older media_gallery_entries, from the same media as the gallery. */
function mediaGalleryEntries(media: readonly MediaRecord[], productName: string, locale: LocaleKey): MediaGalleryEntry[] {
  let imageSeen = false;
  return media.map((entry) => {
    const video = videoContent(entry, locale);
    const isFirstImage = !video && !imageSeen;
    if (isFirstImage) imageSeen = true;
    return {
      id: entry.id,
      uid: encodeUid(entry.id),
      file: entry.file,
      label: text(entry.label, locale) || productName,
      position: entry.position,
      disabled: false,
      media_type: video ? EXTERNAL_VIDEO : 'image',
      types: isFirstImage ? ['image', 'small_image', 'thumbnail'] : [],
      video_content: video,
    };
  });
}

interface Assembly {
  rows: ProductRows;
  context: ViewContext;
  unitPrices: Map<number, UnitPrice | undefined>;
}

function unitPriceOf(id: number, assembly: Assembly): UnitPrice | undefined {
  if (!assembly.unitPrices.has(id)) {
    const loaded = assembly.rows.products.get(id);
    assembly.unitPrices.set(id, loaded ? unitPrice(loaded.product, loaded.price, assembly.context.quotes, assembly.context.now) : undefined);
  }
  return assembly.unitPrices.get(id);
}

function activeMembers(parentId: number, assembly: Assembly): Array<{ loaded: LoadedProduct; optionCode: string | null; position: number; quantity: number }> {
  return (assembly.rows.members.get(parentId) ?? []).flatMap((link) => {
    const loaded = assembly.rows.products.get(link.childId);
    return loaded?.product.isActive ? [{ loaded, optionCode: link.optionCode, position: link.position, quantity: link.defaultQty }] : [];
  });
}

function priceRangeFor(loaded: LoadedProduct, assembly: Assembly, withMembers: boolean): BasePriceRange | undefined {
  const own = unitPriceOf(loaded.product.id, assembly);
  const members =
    withMembers && compositePricingOf(loaded.product.typeId)
      ? activeMembers(loaded.product.id, assembly).map((member) => ({
          price: unitPriceOf(member.loaded.product.id, assembly),
          optionCode: member.optionCode,
          quantity: member.quantity,
        }))
      : [];
  return priceRangeOf(loaded.product.typeId, own, members);
}

function configurableParts(loaded: LoadedProduct, assembly: Assembly): Pick<ProductView, 'configurable_options' | 'variants'> {
  const { reference, locale } = assembly.context;
  const productId = loaded.product.id;
  const codes = assembly.rows.configurableAttributes.get(productId) ?? [];
  const variants: VariantView[] = [];
  const usedValues = new Map<string, Set<number>>(codes.map((code) => [code, new Set()]));
  const optionLabel = (code: string, valueIndex: number) => {
    const option = reference.attributes.get(code)?.options.get(valueIndex);
    return option ? pickLocalized(option.label, locale) : String(valueIndex);
  };

  for (const member of activeMembers(productId, assembly)) {
    const values = assembly.rows.variantValues.get(member.loaded.product.id) ?? new Map<string, number>();
    const product = buildView(member.loaded, assembly, false);
    if (!product) continue;
    const attributes = codes.flatMap((code) => {
      const valueIndex = values.get(code);
      if (valueIndex === undefined) return [];
      usedValues.get(code)!.add(valueIndex);
      return [{ code, value_index: valueIndex, label: optionLabel(code, valueIndex), uid: encodeUid(`configurable/${code}/${valueIndex}`) }];
    });
    variants.push({ attributes, product });
  }

  const configurable_options = codes.map((code, index): ConfigurableOptionView => {
    const attribute = reference.attributes.get(code);
    const order = attribute ? [...attribute.options.keys()] : [];
    const rank = (valueIndex: number) => {
      const at = order.indexOf(valueIndex);
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    };
    const values = [...usedValues.get(code)!].sort((a, b) => rank(a) - rank(b) || a - b);
    return {
      id: index + 1,
      uid: encodeUid(`configurable/${productId}/${code}`),
      // Magento's attribute uid: the entity type and the attribute code.
      attribute_uid: encodeUid(`catalog_product/${code}`),
      attribute_id: code,
      attribute_id_v2: null,
      attribute_code: code,
      label: attribute ? pickLocalized(attribute.label, locale) : readableText(code),
      position: index,
      values: values.map((valueIndex) => {
        const option = attribute?.options.get(valueIndex);
        const label = optionLabel(code, valueIndex);
        return {
          value_index: valueIndex,
          uid: encodeUid(`configurable/${code}/${valueIndex}`),
          label,
          store_label: label,
          // The default store view is the English one; a view without its own label shows it.
          default_label: option ? pickLocalized(option.label, 'en') : label,
          use_default_value: !option || locale === 'en' || !option.label[locale],
          swatchFile: option?.swatch ?? null,
        };
      }),
    };
  });
  return { configurable_options, variants };
}

/** A bundle's options in the order of their first choice; the first choice of each is the default. */
function bundleItems(loaded: LoadedProduct, assembly: Assembly): BundleItemView[] {
  const { locale } = assembly.context;
  const byOption = new Map<string, ReturnType<typeof activeMembers>>();
  for (const member of activeMembers(loaded.product.id, assembly)) {
    const key = member.optionCode ?? 'default';
    byOption.set(key, [...(byOption.get(key) ?? []), member]);
  }
  return [...byOption].map(([optionCode, members], index) => {
    const optionId = index + 1;
    const title = BUNDLE_OPTION_TITLES[optionCode];
    return {
      option_id: optionId,
      uid: encodeUid(`bundle/${optionId}`),
      title: title ? pickLocalized(title, locale) : readableText(optionCode),
      type: 'radio',
      required: true,
      position: index,
      options: members.flatMap((member, choice) => {
        const product = buildView(member.loaded, assembly, false);
        if (!product) return [];
        return [
          {
            id: member.loaded.product.id,
            uid: encodeUid(`bundle/${optionId}/${member.loaded.product.id}/${member.quantity}`),
            label: product.name,
            quantity: member.quantity,
            position: member.position,
            is_default: choice === 0,
            product,
          },
        ];
      }),
    };
  });
}

function groupedItems(loaded: LoadedProduct, assembly: Assembly): GroupedItemView[] {
  return activeMembers(loaded.product.id, assembly).flatMap((member) => {
    const product = buildView(member.loaded, assembly, false);
    return product ? [{ position: member.position, qty: member.quantity, product }] : [];
  });
}

function buildView(loaded: LoadedProduct, assembly: Assembly, withMembers: boolean): ProductView | undefined {
  const { product } = loaded;
  const { context, rows } = assembly;
  const { locale } = context;
  const range = priceRangeFor(loaded, assembly, withMembers);
  if (!product.isActive || !range) return undefined;

  const name = pickLocalized(product.name, locale);
  const mediaRecords = rows.media.get(product.id) ?? [];
  const media = mediaViews(mediaRecords, name, locale);
  const first = media.firstImage;
  const priceRange = { minimum_price: productPriceView(range.minimum, context), maximum_price: productPriceView(range.maximum, context) };
  // The fields behind getters are computed only when a query asks for them: a listing's cards ask
  // for none of them, a product page for most.
  const view: ProductView = {
    id: product.id,
    uid: encodeUid(product.id),
    sku: product.sku,
    name,
    type_id: product.typeId,
    url_key: product.urlKey,
    url_suffix: PRODUCT_URL_SUFFIX,
    canonical_url: `${product.urlKey}${PRODUCT_URL_SUFFIX}`,
    description: { html: text(product.description, locale) },
    short_description: { html: text(product.shortDescription, locale) },
    meta_title: text(product.metaTitle, locale) || null,
    meta_description: text(product.metaDescription, locale) || null,
    brand: product.brand,
    series: text(product.series, locale) || null,
    get categories() {
      return (rows.categoryIds.get(product.id) ?? []).flatMap((categoryId) => {
        const record = context.reference.categories.get(categoryId);
        return record ? [toCategoryView(record, context.reference.categories, locale)] : [];
      });
    },
    price_range: priceRange,
    price: olderPriceView(priceRange),
    stock_status: stockStatusOf(product.typeId, loaded.stock),
    only_x_left_in_stock: onlyXLeft(product.typeId, loaded.stock),
    rating_summary: 0,
    get custom_attributes() {
      return customAttributesOf(
        {
          metal: product.metal,
          weight: product.weightMg == null ? null : product.weightMg / 1000,
          carat: decimal(product.carat),
          shape: product.shape,
          colour: product.colour,
          clarity: product.clarity,
          cut: product.cut,
          polish: product.polish,
          symmetry: product.symmetry,
          fluorescence: product.fluorescence,
          diameter: decimal(product.diameterMm),
          gemstone_number: product.gemstoneNumber,
          certificate_type: product.certificateType,
          certificate_number: product.certificateNumber,
        },
        context.reference,
        locale,
      );
    },
    delivery_days: product.deliveryDays,
    thumbnail: first,
    small_image: first,
    image: first,
    media_gallery: media.gallery,
    get media_gallery_entries() {
      return mediaGalleryEntries(mediaRecords, name, locale);
    },
    metal: product.metal,
    weight: product.weightMg == null ? null : product.weightMg / 1000,
    gold_code: product.goldCode,
    get gold_price() {
      return goldPriceView(unitPriceOf(product.id, assembly), context);
    },
    certificate_type: product.certificateType,
    certificate_number: product.certificateNumber,
    shape: product.shape,
    colour: product.colour,
    clarity: product.clarity,
    cut: product.cut,
    polish: product.polish,
    symmetry: product.symmetry,
    fluorescence: product.fluorescence,
    carat: decimal(product.carat),
    diameter: decimal(product.diameterMm),
    gemstone_number: product.gemstoneNumber,
    design_gender: product.designGender,
    points_cost: product.pointsCost,
    new_from_date: product.newsFromDate,
    created_at: product.createdAt.toISOString(),
    type: 'PRODUCT',
    relative_url: `${product.urlKey}${PRODUCT_URL_SUFFIX}`,
    redirect_code: 0,
  };

  switch (product.typeId) {
    case 'configurable':
      Object.assign(view, withMembers ? configurableParts(loaded, assembly) : { configurable_options: [], variants: [] });
      break;
    case 'bundle':
    case 'custom_made_bundle':
      view.items = withMembers ? bundleItems(loaded, assembly) : [];
      break;
    case 'grouped':
      view.items = withMembers ? groupedItems(loaded, assembly) : [];
      break;
  }
  return view;
}

/**
 * Views of the given products, in the order asked, with their members. Products that are inactive
 * or have no price in the website are left out: they are not for sale in this store view.
 */
export function buildProductViews(ids: readonly number[], rows: ProductRows, context: ViewContext): ProductView[] {
  const assembly: Assembly = { rows, context, unitPrices: new Map() };
  return ids.flatMap((id) => {
    const loaded = rows.products.get(id);
    const view = loaded ? buildView(loaded, assembly, true) : undefined;
    return view ? [view] : [];
  });
}

/** What a product's media gallery holds: pictures and videos, told apart by `video_content`. */
export type MediaGalleryView = ProductImageView | ProductVideoView;
