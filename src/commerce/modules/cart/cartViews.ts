/**
 * Carts as the API shows them: Magento's Cart and cart item types, with the spec's own fields
 * (has_dynamic_gold, has_error, hidden_in_cart) and what a gold line needs to say that its price
 * followed the gold price.
 */
import type { CurrencyCode } from '../../../rules/money.ts';
import { HOME_DELIVERY, homeDeliveryFee } from '../../../rules/shipping.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import type { carts } from '../../db/schema/cart.ts';
import { moneyObject } from '../../core/money.ts';
import type { Money as MoneyObject } from '../../graphql/generated/schemaTypes.ts';
import { type BundleItemView, type ProductView, encodeUid } from '../catalog/index.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { CartTotals } from './cartTotals.ts';
import { customMadeLineView, type CustomMadeLineView, type SelectedCustomizableOptionView } from '../madeToOrder/index.ts';
import type { CartLineRecord, LinePrice } from './linePrices.ts';
import { giftCardPays, type GiftCardRecord } from './giftCards.ts';

export interface DiscountView {
  amount: MoneyObject;
  label: string;
  applied_to: 'ITEM';
  coupon: { code: string } | null;
}

export interface CartItemErrorView {
  code: 'UNDEFINED' | 'ITEM_QTY';
  /** A message key; the resolver renders it in the shopper's language. */
  messageKey: 'cart.outOfStock' | 'cart.qtyNotAvailable';
}

export interface CartItemView extends Partial<CustomMadeLineView> {
  __typename: 'SimpleCartItem' | 'VirtualCartItem' | 'DownloadableCartItem' | 'ConfigurableCartItem' | 'BundleCartItem' | 'CustomMadeSimpleCartItem' | 'CustomMadeBundleCartItem';
  id: string;
  uid: string;
  quantity: number;
  sku: string;
  product: ProductView;
  configured_variant?: ProductView;
  configurable_options?: Array<{
    id: number;
    configurable_product_option_uid: string;
    option_label: string;
    value_id: number;
    configurable_product_option_value_uid: string;
    value_label: string;
    qty: number;
    new_total_price: MoneyObject;
    service_charge_price: MoneyObject;
  }>;
  bundle_options?: Array<{
    id: number;
    uid: string;
    label: string;
    type: string;
    values: Array<{ id: number; uid: string; label: string; quantity: number; price: number }>;
  }>;
  customizable_options: SelectedCustomizableOptionView[];
  prices: {
    price: MoneyObject;
    price_including_tax: MoneyObject;
    row_total: MoneyObject;
    row_total_including_tax: MoneyObject;
    total_item_discount: MoneyObject;
    discounts: DiscountView[];
  };
  /** The unit price when the shopper chose this line; differs from price when gold moved since. */
  quoted_price: MoneyObject;
  price_changed: boolean;
  is_dynamic_gold: boolean;
  is_gift: boolean;
  gift_rule_id: number | null;
  errors: CartItemErrorView[];
  has_error: boolean;
  hidden_in_cart: boolean;
  is_available: boolean;
  max_qty: number | null;
  min_qty: number;
}

export interface CartView {
  /** The row behind the view, for the checkout's fields (addresses, shipping method). */
  record: typeof carts.$inferSelect;
  /** What the goods cost after discounts: the amount free delivery is measured on. */
  goodsTotal: number;
  shippingFee: number;
  id: string;
  email: string | null;
  items: CartItemView[];
  total_quantity: number;
  total_summary_quantity_including_config: number;
  is_virtual: boolean;
  has_dynamic_gold: boolean;
  /** True when a line is made to order (spec 000 §3). */
  has_cm_product: boolean;
  applied_coupons: Array<{ code: string }> | null;
  applied_coupon: { code: string } | null;
  /** What the gift card pays of the total (minor units), 0 without one. */
  giftCardAmount: number;
  applied_gift_cards: Array<{ code: string; applied_balance: MoneyObject; current_balance: MoneyObject; expiration_date: string | null }>;
  prices: {
    grand_total: MoneyObject;
    subtotal_including_tax: MoneyObject;
    subtotal_excluding_tax: MoneyObject;
    subtotal_with_discount_excluding_tax: MoneyObject;
    applied_taxes: Array<{ amount: MoneyObject; label: string }>;
    discounts: DiscountView[];
  };
}

export interface CartViewInput {
  cart: typeof carts.$inferSelect;
  lines: readonly CartLineRecord[];
  prices: ReadonlyMap<number, LinePrice>;
  totals: CartTotals;
  /** The gift card paying part of the cart, when it can. */
  giftCard: GiftCardRecord | null;
  rules: ReadonlyMap<number, { label: string; couponCode: string | null }>;
  products: ReadonlyMap<number, ProductView>;
  currency: CurrencyCode;
  website: WebsiteCode;
  /** The language labels of made-to-order choices are shown in. */
  locale: LocaleKey;
}

/** Product types with nothing to ship: a cart of only these is virtual. */
export const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

function itemTypename(product: ProductView, hasParent: boolean): CartItemView['__typename'] {
  if (hasParent) return 'ConfigurableCartItem';
  switch (product.type_id) {
    case 'virtual':
      return 'VirtualCartItem';
    case 'downloadable':
      return 'DownloadableCartItem';
    case 'bundle':
      return 'BundleCartItem';
    case 'custom_made_simple':
      return 'CustomMadeSimpleCartItem';
    case 'custom_made_bundle':
      return 'CustomMadeBundleCartItem';
    default:
      return 'SimpleCartItem';
  }
}

/** Magento's SelectedConfigurableOption list: the option values that name a configurable product's variant. */
export function selectedConfigurableOptions(
  shown: ProductView,
  variantId: number,
  line: Pick<SelectedConfigurableOptionView, 'qty' | 'new_total_price' | 'service_charge_price'>,
): SelectedConfigurableOptionView[] {
  const chosen = shown.variants?.find((entry) => entry.product.id === variantId);
  return (chosen?.attributes ?? []).flatMap((attribute) => {
    if (!attribute) return [];
    const option = shown.configurable_options?.find((candidate) => candidate?.attribute_code === attribute.code);
    return [
      {
        id: option?.id ?? 0,
        configurable_product_option_uid: option?.uid ?? '',
        option_label: option?.label ?? attribute.code ?? '',
        value_id: attribute.value_index ?? 0,
        configurable_product_option_value_uid: attribute.uid,
        value_label: attribute.label ?? '',
        ...line,
      },
    ];
  });
}

export type SelectedConfigurableOptionView = NonNullable<CartItemView['configurable_options']>[number];

export function buildCartView(input: CartViewInput): CartView {
  const { cart, lines, prices, totals, giftCard, rules, products, currency, website, locale } = input;
  const money = (amount: number) => moneyObject(amount, currency);
  const discountOf = (ruleId: number, amount: number): DiscountView => {
    const rule = rules.get(ruleId);
    return { amount: money(amount), label: rule?.label ?? '', applied_to: 'ITEM', coupon: rule?.couponCode ? { code: cart.couponCode ?? rule.couponCode } : null };
  };

  const items = lines.flatMap((line): CartItemView[] => {
    const shown = products.get(line.parentProductId ?? line.productId);
    const price = prices.get(line.id);
    if (!shown || price?.unitPrice === undefined) return [];
    const total = totals.lines.find((entry) => entry.id === line.id)!;
    const unit = line.giftRuleId === null ? price.unitPrice : 0;
    const itemDiscount = total.discounts.reduce((sum, entry) => sum + entry.amount, 0);
    const errors: CartItemErrorView[] =
      price.problem === 'out_of_stock' ? [{ code: 'ITEM_QTY', messageKey: 'cart.outOfStock' }] : price.problem === 'quantity' ? [{ code: 'ITEM_QTY', messageKey: 'cart.qtyNotAvailable' }] : [];
    const item: CartItemView = {
      __typename: itemTypename(shown, line.parentProductId !== null),
      id: String(line.id),
      uid: encodeUid(line.id),
      quantity: line.quantity,
      sku: products.get(line.productId)?.sku ?? shown.sku ?? '',
      product: shown,
      customizable_options: [],
      prices: {
        price: money(unit),
        price_including_tax: money(unit),
        row_total: money(total.rowTotal),
        row_total_including_tax: money(total.rowTotal),
        total_item_discount: money(itemDiscount),
        discounts: total.discounts.map((entry) => discountOf(entry.ruleId, entry.amount)),
      },
      quoted_price: money(line.giftRuleId === null ? line.quotedUnitPrice : 0),
      price_changed: line.giftRuleId === null && line.quotedUnitPrice !== price.unitPrice,
      is_dynamic_gold: price.dynamicGold,
      is_gift: line.giftRuleId !== null,
      gift_rule_id: line.giftRuleId,
      errors,
      has_error: errors.length > 0,
      hidden_in_cart: false,
      is_available: errors.length === 0,
      max_qty: Number.isFinite(price.available) ? price.available : null,
      min_qty: 1,
    };

    if (line.customDesign) Object.assign(item, customMadeLineView(line.customDesign, locale, currency));
    if (line.parentProductId !== null) {
      const variant = products.get(line.productId);
      if (!variant) return [];
      item.configured_variant = variant;
      item.configurable_options = selectedConfigurableOptions(shown, line.productId, {
        qty: line.quantity,
        new_total_price: money(total.rowTotal),
        service_charge_price: money(0),
      });
    }
    if (line.bundleSelections?.length) {
      item.bundle_options = ((shown.items ?? []) as BundleItemView[]).flatMap((option) => {
        const choice = option.options.find((candidate) => line.bundleSelections!.some((selection) => selection.productId === candidate.id));
        if (!choice) return [];
        return [
          {
            id: option.option_id ?? 0,
            uid: option.uid ?? '',
            label: option.title ?? '',
            type: option.type ?? 'radio',
            values: [
              {
                id: choice.id ?? 0,
                uid: choice.uid,
                label: choice.label ?? '',
                quantity: choice.quantity ?? 1,
                price: choice.product?.price_range.minimum_price.final_price.value ?? 0,
              },
            ],
          },
        ];
      });
    }
    return [item];
  });

  const appliedCoupon = cart.couponCode ? { code: cart.couponCode } : null;
  const isVirtual = items.length > 0 && items.every((item) => VIRTUAL_TYPES.has((item.configured_variant ?? item.product).type_id ?? ''));
  const homeDelivery = cart.shippingMethod === `${HOME_DELIVERY.carrierCode}_${HOME_DELIVERY.methodCode}`;
  const shippingFee = homeDelivery && !isVirtual && items.length > 0 ? homeDeliveryFee(website, totals.grandTotal) : 0;
  const giftCardAmount = giftCardPays(giftCard, totals.grandTotal + shippingFee);
  return {
    record: cart,
    goodsTotal: totals.grandTotal,
    shippingFee,
    id: cart.maskedId,
    email: cart.email,
    items,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    // Magento counts a configurable line once, by its quantity, not its parent and variant apart:
    // each of our lines, configurable, bundle or simple, is one line, so the count is the same.
    total_summary_quantity_including_config: items.reduce((sum, item) => sum + item.quantity, 0),
    is_virtual: isVirtual,
    has_dynamic_gold: items.some((item) => item.is_dynamic_gold),
    has_cm_product: lines.some((line) => line.customDesign !== null),
    applied_coupons: appliedCoupon ? [appliedCoupon] : null,
    applied_coupon: appliedCoupon,
    giftCardAmount,
    applied_gift_cards: giftCard
      ? [{ code: giftCard.code, applied_balance: money(giftCardAmount), current_balance: money(giftCard.balance), expiration_date: giftCard.expiresAt?.toISOString() ?? null }]
      : [],
    prices: {
      grand_total: money(totals.grandTotal + shippingFee - giftCardAmount),
      subtotal_including_tax: money(totals.subtotal),
      subtotal_excluding_tax: money(totals.subtotal),
      subtotal_with_discount_excluding_tax: money(totals.grandTotal),
      // Prices in Hong Kong, Macau and Malaysia are shown and charged tax included: no tax lines.
      applied_taxes: [],
      discounts: totals.discounts.map((entry) => discountOf(entry.ruleId, entry.amount)),
    },
  };
}
