/**
 * Products as the API shows them: Magento's ProductInterface and its concrete types, in the store
 * view's language and display currency, assembled from rows already loaded (productRows.ts).
 * Members (variants, bundle choices, grouped items) are shown one level deep.
 */
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { PRODUCT_URL_SUFFIX } from '../../../rules/storeViews.ts';
import { moneyObject, type MoneyObject } from '../../graphql/money.ts';
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
import type { StockStatus } from './productSearchInput.ts';
import { onlyXLeft, stockStatusOf } from './stock.ts';
import { encodeUid } from './uid.ts';
import { readableText } from './attributeLabels.ts';

export interface ViewContext {
  locale: LocaleKey;
  now: Date;
  quotes: GoldQuotes;
  reference: ReferenceData;
  /** Base-currency minor units to the display currency. */
  toDisplay(amount: number): { amount: number; currency: CurrencyCode };
}

export interface ProductImageView {
  /** Path under media/catalog/product; the `url` field resolves it for the website's media host. */
  file: string;
  label: string;
  position: number;
  disabled: boolean;
}

export interface MediaGalleryEntryView {
  id: number;
  file: string;
  label: string;
  position: number;
  disabled: boolean;
  media_type: string;
  types: string[];
}

export interface ProductPriceView {
  regular_price: MoneyObject;
  final_price: MoneyObject;
  discount: { amount_off: number; percent_off: number };
}

export interface GoldPriceBreakdownView {
  gold_code: string;
  weight_grams: number;
  quoted_unit: string;
  sell_price_per_unit: MoneyObject;
  sell_price_per_gram: MoneyObject;
  sell_price_per_tael: MoneyObject;
  metal_value: MoneyObject;
  labour_fee: MoneyObject;
  labour_fee_unit: string;
  price_set_at: string;
}

export interface ConfigurableOptionView {
  id: number;
  uid: string;
  attribute_code: string;
  label: string;
  position: number;
  values: Array<{ value_index: number; uid: string; label: string; swatch_data: { value: string } | null }>;
}

export interface VariantView {
  attributes: Array<{ code: string; value_index: number; label: string; uid: string }>;
  product: ProductView;
}

export interface BundleItemView {
  option_id: number;
  uid: string;
  title: string;
  type: string;
  required: boolean;
  position: number;
  options: Array<{ id: number; uid: string; label: string; quantity: number; position: number; is_default: boolean; product: ProductView }>;
}

export interface GroupedItemView {
  position: number;
  qty: number;
  product: ProductView;
}

export interface ProductView {
  id: number;
  uid: string;
  sku: string;
  name: string;
  type_id: string;
  url_key: string;
  url_suffix: string;
  canonical_url: string;
  description: { html: string };
  short_description: { html: string };
  meta_title: string | null;
  meta_description: string | null;
  brand: string | null;
  series: string | null;
  categories: CategoryView[];
  price_range: { minimum_price: ProductPriceView; maximum_price: ProductPriceView };
  stock_status: StockStatus;
  only_x_left_in_stock: number | null;
  delivery_days: number | null;
  thumbnail: ProductImageView | null;
  small_image: ProductImageView | null;
  image: ProductImageView | null;
  media_gallery: ProductImageView[];
  media_gallery_entries: MediaGalleryEntryView[];
  metal: string | null;
  weight: number | null;
  gold_code: string | null;
  gold_price: GoldPriceBreakdownView | null;
  certificate_type: string | null;
  certificate_number: string | null;
  shape: string | null;
  colour: string | null;
  clarity: string | null;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  carat: number | null;
  diameter: number | null;
  gemstone_number: number | null;
  design_gender: string | null;
  points_cost: number | null;
  new_from_date: string | null;
  created_at: string;
  /** ConfigurableProduct */
  configurable_options?: ConfigurableOptionView[];
  variants?: VariantView[];
  /** BundleProduct and CustomMadeBundleProduct: BundleItemView; GroupedProduct: GroupedItemView. */
  items?: BundleItemView[] | GroupedItemView[];
  /** RoutableInterface, for answers of route(). */
  type: 'PRODUCT';
  relative_url: string;
  redirect_code: number;
}

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

function productPriceView(pair: PricePair, context: ViewContext): ProductPriceView {
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

function goldPriceView(price: UnitPrice | undefined, context: ViewContext): GoldPriceBreakdownView | null {
  const gold = price?.gold;
  if (!gold) return null;
  const money = (amount: number) => {
    const shown = context.toDisplay(amount);
    return moneyObject(shown.amount, shown.currency);
  };
  return {
    gold_code: gold.quote.goldCode,
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

function mediaViews(media: readonly MediaRecord[], productName: string, locale: LocaleKey) {
  const images: ProductImageView[] = media.map((entry) => ({
    file: entry.file,
    // Magento labels an image with the product's name when it has no label of its own.
    label: text(entry.label, locale) || productName,
    position: entry.position,
    disabled: false,
  }));
  const entries: MediaGalleryEntryView[] = media.map((entry, index) => ({
    id: entry.id,
    file: entry.file,
    label: images[index].label,
    position: entry.position,
    disabled: false,
    media_type: entry.mediaType,
    types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
  }));
  return { images, entries };
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

  const configurable_options = codes.map((code, index) => {
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
      attribute_code: code,
      label: attribute ? pickLocalized(attribute.label, locale) : readableText(code),
      position: index,
      values: values.map((valueIndex) => {
        const swatch = attribute?.options.get(valueIndex)?.swatch;
        return {
          value_index: valueIndex,
          uid: encodeUid(`configurable/${code}/${valueIndex}`),
          label: optionLabel(code, valueIndex),
          swatch_data: swatch ? { value: swatch } : null,
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
  const media = mediaViews(rows.media.get(product.id) ?? [], name, locale);
  const first = media.images[0] ?? null;
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
    categories: (rows.categoryIds.get(product.id) ?? []).flatMap((categoryId) => {
      const record = context.reference.categories.get(categoryId);
      return record ? [toCategoryView(record, context.reference.categories, locale)] : [];
    }),
    price_range: { minimum_price: productPriceView(range.minimum, context), maximum_price: productPriceView(range.maximum, context) },
    stock_status: stockStatusOf(product.typeId, loaded.stock),
    only_x_left_in_stock: onlyXLeft(product.typeId, loaded.stock),
    delivery_days: product.deliveryDays,
    thumbnail: first,
    small_image: first,
    image: first,
    media_gallery: media.images,
    media_gallery_entries: media.entries,
    metal: product.metal,
    weight: product.weightMg == null ? null : product.weightMg / 1000,
    gold_code: product.goldCode,
    gold_price: goldPriceView(unitPriceOf(product.id, assembly), context),
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
