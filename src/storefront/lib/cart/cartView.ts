/**
 * The bag as pages draw it, from the API's cart (CART_FIELDS). Money is formatted on the server in
 * the store view's locale and travels as text (see productCard.ts); analytics keep the numbers.
 */
import type { CartFieldsFragment, MoneyFieldsFragment } from '../generated/operations.ts';
import { formatPrice } from '../catalog/productCard.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { designEditPath, isCustomMade, lineChoicesOf, type LineChoices } from './lineChoices.ts';

export interface CartLineView {
  uid: string;
  sku: string;
  name: string;
  /** Path within the store view of the product's page. */
  path: string;
  /** A catalog file, or a made-to-order piece's own picture (a /media path). */
  image: { file: string; alt: string } | null;
  /** Every choice of the piece: "Ring size: 12", a made-to-order piece's material, diamond, engraving ... */
  choices: LineChoices;
  /** A made-to-order line's way back to the customizer with its design; null for others. */
  editPath: string | null;
  quantity: number;
  /**
   * A configurable line's options with the other variants it can change to (a ring's sizes): each
   * option's values among the variants that keep the line's other options. Empty for other lines.
   */
  variantChoices: VariantChoice[];
  /** A configurable variant's service charge (spec 000 §3 service_charge_price), when there is one. */
  serviceCharge: string | null;
  /** The most this line can hold now (stock), or null when unlimited. */
  maxQuantity: number | null;
  unitPrice: string;
  rowTotal: string;
  /** The unit price when the shopper chose the line, when the gold price has moved it since. */
  quotedPrice: string | null;
  isGold: boolean;
  isGift: boolean;
  /** Why the line cannot be bought as it stands (the API's message, in the shopper's language). */
  error: string | null;
  /** For analytics (GA4): unit price in major units and currency. */
  analytics: {
    item_id: string;
    item_name: string;
    price: number;
    currency: string;
  };
}

export interface VariantChoice {
  code: string;
  label: string;
  options: Array<{ sku: string; label: string; available: boolean; current: boolean }>;
}

type CartItem = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

/** The variants a configurable line can change to, option by option (the line's own included). */
function variantChoicesOf(item: CartItem): VariantChoice[] {
  if (!('configured_variant' in item) || !('variants' in item.product)) return [];
  const product = item.product;
  const variants = (product.variants ?? []).flatMap((variant) => (variant?.product?.sku ? [{ sku: variant.product.sku, inStock: variant.product.stock_status === 'IN_STOCK', attributes: new Map((variant.attributes ?? []).flatMap((attribute) => (attribute?.code ? [[attribute.code, attribute.label ?? '']] : []))) }] : []));
  const current = variants.find((variant) => variant.sku === item.configured_variant.sku);
  if (!current) return [];
  return (product.configurable_options ?? []).flatMap((option) => {
    const code = option?.attribute_code;
    if (!code) return [];
    const others = [...current.attributes].filter(([other]) => other !== code);
    const options = variants
      .filter((variant) => others.every(([other, label]) => variant.attributes.get(other) === label) && variant.attributes.has(code))
      .map((variant) => ({ sku: variant.sku, label: variant.attributes.get(code)!, available: variant.inStock, current: variant.sku === current.sku }));
    return options.length > 1 ? [{ code, label: option.label ?? code, options }] : [];
  });
}

export interface AppliedGiftCardView {
  code: string;
  /** What the card pays, written as a deduction. */
  amount: string;
}

export interface CartView {
  id: string;
  itemCount: number;
  lines: CartLineView[];
  coupon: string | null;
  /** The gift card paying part of the bag, and what it pays (spec 000 §3 Cart "gift card"). */
  giftCard: AppliedGiftCardView | null;
  subtotal: string;
  discounts: Array<{ label: string; amount: string }>;
  taxes: Array<{ label: string; amount: string }>;
  grandTotal: string;
  hasDynamicGold: boolean;
  /** A gold line's price moved since it was chosen (spec 000 §3 has_dynamic_gold; docs/design.md, Data). */
  priceChanged: boolean;
}

/** A line that cannot be had at all any more (spec 001 §8: out-of-stock lines are dropped). */
export function isOutOfStockLine(item: NonNullable<NonNullable<CartFieldsFragment['items']>[number]>): boolean {
  return item.has_error && item.max_qty === 0;
}

export function toCartView(cart: CartFieldsFragment, view: StoreViewDefinition): CartView {
  const money = (value: MoneyFieldsFragment | null | undefined) => (value ? formatPrice(asMoney(value)) : '');
  const lines = (cart.items ?? []).flatMap((item): CartLineView[] => {
    if (!item || item.hidden_in_cart) return [];
    const product = item.product;
    const custom = isCustomMade(item) ? item : null;
    const picture = ('configured_variant' in item ? item.configured_variant?.small_image : null) ?? product.small_image;
    const name = product.name ?? item.sku;
    const image = custom?.custom_image ? { file: custom.custom_image, label: name } : picture;
    const options: Array<{ label: string; value: string }> = [];
    if ('configurable_options' in item) {
      for (const option of item.configurable_options ?? []) options.push({ label: option.option_label, value: option.value_label });
    }
    if ('bundle_options' in item) {
      for (const option of item.bundle_options ?? [])
        options.push({
          label: option.label,
          value: option.values.map((value) => value.label).join(', '),
        });
    }
    const price = item.prices?.price;
    return [
      {
        uid: item.uid,
        sku: item.sku,
        name,
        path: `/${product.url_key ?? ''}${product.url_suffix ?? ''}`,
        image: image?.file ? { file: image.file, alt: image.label || name } : null,
        choices: lineChoicesOf(options, custom, (value) => money({ value: value.minor_units / 100, currency: value.currency as MoneyFieldsFragment['currency'], minor_units: value.minor_units }), view.localeKey),
        editPath: custom ? designEditPath(product.sku ?? item.sku, item.uid) : null,
        quantity: item.quantity,
        variantChoices: variantChoicesOf(item),
        serviceCharge: serviceChargeOf(item, money),
        maxQuantity: item.max_qty ?? null,
        unitPrice: money(price),
        rowTotal: money(item.prices?.row_total_including_tax),
        quotedPrice: item.price_changed ? money(item.quoted_price) : null,
        isGold: item.is_dynamic_gold,
        isGift: item.is_gift,
        error: item.has_error ? item.error : null,
        analytics: {
          item_id: item.sku,
          item_name: name,
          price: price?.value ?? 0,
          currency: price?.currency ?? '',
        },
      },
    ];
  });
  const prices = cart.prices;
  return {
    id: cart.id,
    itemCount: Math.round(cart.total_quantity),
    lines,
    coupon: cart.applied_coupons?.find((coupon) => coupon)?.code ?? null,
    giftCard: giftCardOf(cart.applied_gift_cards, money),
    subtotal: money(prices?.subtotal_including_tax ?? prices?.subtotal_excluding_tax),
    discounts: (prices?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: money(negated(discount.amount)) }] : [])),
    taxes: (prices?.applied_taxes ?? []).flatMap((tax) => (tax ? [{ label: tax.label, amount: money(tax.amount) }] : [])),
    grandTotal: money(prices?.grand_total),
    hasDynamicGold: cart.has_dynamic_gold,
    priceChanged: lines.some((line) => line.quotedPrice !== null),
  };
}

function serviceChargeOf(item: CartItem, money: (value: MoneyFieldsFragment) => string): string | null {
  if (!('configurable_options' in item)) return null;
  const charge = item.configurable_options.find((option) => option.service_charge_price.minor_units > 0)?.service_charge_price;
  return charge ? money(charge) : null;
}

/** The cart's gift card as the bag and the checkout show it: its code and what it pays, as a deduction. */
export function giftCardOf(
  cards: ReadonlyArray<{ code: string | null; applied_balance: MoneyFieldsFragment | null } | null> | null | undefined,
  write: (value: MoneyFieldsFragment) => string,
): AppliedGiftCardView | null {
  const card = cards?.find((entry) => entry?.code && entry.applied_balance);
  return card ? { code: card.code!, amount: write(negated(card.applied_balance!)) } : null;
}

export function asMoney(value: MoneyFieldsFragment): {
  value: number;
  currency: string;
  minor_units: number;
} {
  return {
    value: value.value ?? 0,
    currency: value.currency ?? '',
    minor_units: value.minor_units,
  };
}

function negated(value: MoneyFieldsFragment): MoneyFieldsFragment {
  return {
    ...value,
    value: -(value.value ?? 0),
    minor_units: -value.minor_units,
  };
}
