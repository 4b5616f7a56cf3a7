/**
 * A customer's order and in-store purchase as the API shows them (Magento's CustomerOrder and the
 * InStorePurchase extension): names, labels and addresses in the store view's language, money as
 * Magento's Money, dates as Magento writes them.
 */
import { orderReadToken } from './orderTokens.ts';
import { REGIONS, type Address } from '../../../rules/address.ts';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { isCurrencyCode, toMajor, type CurrencyCode } from '../../../rules/money.ts';
import { BEING_MADE_STATUS, isOrderStatus, MAGENTO_ORDER_STATES, shopperStatusLabel } from '../../../rules/orderStatus.ts';
import { findPaymentMethod } from '../../../rules/paymentMethods.ts';
import { SHIPPING_TITLES, STORE_PICKUP } from '../../../rules/shipping.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import type { CountryCodeEnum, CustomerOrder, InStorePurchase, OrderAddress, OrderItem } from '../../graphql/generated/schemaTypes.ts';
import { moneyObject } from '../../core/money.ts';
import type { View } from '../../core/views.ts';
import { encodeUid, type ReferenceData, type ProductView } from '../catalog/index.ts';
import type { StoreLocationView } from '../locations/index.ts';
import { customMadeLineView } from '../madeToOrder/index.ts';
import type { CustomerOrderRecord, OrderLineRecord } from './customerOrders.ts';
import type { InStorePurchaseRecord } from './inStorePurchases.ts';
import { carrierNamed, trackingUrl } from './carriers.ts';

/** Products of a page of orders, read once when the first line asks for its product. */
export type OrderProducts = () => Promise<Map<number, ProductView>>;

export type OrderItemView = View<OrderItem, 'product'> & { __typename: 'OrderItem'; productId: number | null; products: OrderProducts };
export type CustomerOrderView = View<CustomerOrder, 'items'> & { items: OrderItemView[] };
export type InStorePurchaseView = InStorePurchase;

/** What a page of orders is drawn with besides its records. */
export interface OrderViewContext {
  scope: StoreScope;
  reference: ReferenceData;
  shops: Map<number, StoreLocationView>;
  products: OrderProducts;
}

/** Magento's 'Y-m-d H:i:s', in UTC. */
export function magentoDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function currencyOf(code: string): CurrencyCode {
  return isCurrencyCode(code) ? code : 'HKD';
}

function addressView(address: Address | null, locale: LocaleKey): OrderAddress | null {
  if (!address) return null;
  const region = REGIONS[address.countryCode]?.find((candidate) => candidate.code === address.regionCode);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region: region ? pickLocalized(region.name, locale) : null,
    region_id: address.regionCode,
    postcode: address.postcode,
    country_code: address.countryCode as CountryCodeEnum,
    telephone: address.telephone,
  };
}

function lineView(line: OrderLineRecord, record: CustomerOrderRecord, context: OrderViewContext): OrderItemView {
  const { locale } = context.scope;
  const money = (amount: number) => moneyObject(amount, currencyOf(record.order.currency));
  const shownId = line.parentProductId ?? line.productId;
  const options = line.options.flatMap((option) => {
    const attribute = context.reference.attributes.get(option.attributeCode);
    const value = attribute?.options.get(option.valueIndex);
    return attribute && value ? [{ label: pickLocalized(attribute.label, locale), value: pickLocalized(value.label, locale) }] : [];
  });
  const currency = currencyOf(record.order.currency);
  // Made-to-order choices, as bought: each also reads as one of Magento's selected options.
  const custom = line.customDesign ? customMadeLineView(line.customDesign, locale, currency) : null;
  // Magento's selected options name each choice; a pair's are named with their ring (customizable_options' labels).
  const customOptions = custom ? custom.customizable_options.map((option) => ({ label: option.label, value: option.values.map((value) => value.value).join(', ') })) : [];
  return {
    __typename: 'OrderItem',
    id: encodeUid(line.id),
    product_name: pickLocalized(line.name, locale),
    product_sku: line.sku,
    product_url_key: shownId ? (record.urlKeys.get(shownId) ?? null) : null,
    product_type: line.typeId,
    status: shopperStatusLabel(record.order.status, locale, line.customDesign !== null),
    product_sale_price: money(line.unitPrice),
    discounts: line.discount ? [{ amount: money(line.discount), label: '', applied_to: 'ITEM', coupon: null }] : [],
    selected_options: [...options, ...customOptions],
    cm_diamon_identifier: custom?.cm_diamon_identifier ?? null,
    cm_diamond: custom?.cm_diamond ?? null,
    custommate_options: custom?.custommate_options ?? [],
    word_custommate_options: custom?.word_custommate_options ?? [],
    custom_image: custom?.custom_image ?? null,
    diamond_price: custom?.diamond_price ?? null,
    cm_delivery_days: custom?.cm_delivery_days ?? null,
    for_her_option: custom?.for_her_option ?? null,
    for_him_option: custom?.for_him_option ?? null,
    entered_options: [],
    quantity_ordered: line.quantity,
    is_gift: line.giftRuleId !== null,
    prices: { price: money(line.unitPrice), row_total: money(line.rowTotal), total_item_discount: money(line.discount) },
    productId: shownId,
    products: context.products,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * While a made-to-order order is being made, the day its pieces are expected ready: placed, plus the
 * longest workshop days among its made lines as they were ordered (each line keeps its design's
 * days from when it was priced), so a later change to a design's days never moves a promised date.
 */
function readyDateOf(record: CustomerOrderRecord): string | null {
  const workshopDays = record.lines.flatMap((line) => (line.customDesign ? [line.customDesign.deliveryDays] : []));
  if (workshopDays.length === 0 || record.order.status !== BEING_MADE_STATUS) return null;
  return magentoDate(new Date(record.order.placedAt.getTime() + Math.max(...workshopDays) * DAY_MS));
}

export function customerOrderView(record: CustomerOrderRecord, context: OrderViewContext): CustomerOrderView {
  const { order, payment } = record;
  const { locale } = context.scope;
  const money = (amount: number) => moneyObject(amount, currencyOf(order.currency));
  const pickup = order.shippingMethod === `${STORE_PICKUP.carrierCode}_${STORE_PICKUP.methodCode}`;
  const method = findPaymentMethod(order.paymentMethod);
  const card = payment?.cardBrand || payment?.cardLast4 ? [
    { name: 'card_brand', value: payment.cardBrand },
    { name: 'card_last4', value: payment.cardLast4 },
  ] : [];
  const items = record.lines.map((line) => lineView(line, record, context));
  const placedAt = magentoDate(order.placedAt);
  const madeToOrder = record.lines.some((line) => line.customDesign !== null);
  const statusLabel = (status: string) => shopperStatusLabel(status, locale, madeToOrder);
  return {
    id: encodeUid(order.number),
    number: order.number,
    token: orderReadToken(order) ?? '',
    order_number: order.number,
    increment_id: order.number,
    order_date: placedAt,
    created_at: placedAt,
    status: statusLabel(order.status),
    status_code: order.status,
    cm_ready_date: readyDateOf(record),
    state: isOrderStatus(order.status) ? MAGENTO_ORDER_STATES[order.status] : null,
    email: order.email,
    is_virtual: order.shippingMethod === null,
    items,
    total: {
      subtotal: money(order.subtotal),
      discounts: discountsOf(order, locale, money),
      total_tax: money(0),
      grand_total: money(order.grandTotal),
      base_grand_total: money(order.grandTotal),
      total_shipping: money(order.shippingFee),
      total_refunded: money(order.refundedTotal),
    },
    grand_total: toMajor(order.grandTotal),
    applied_coupons: order.couponCode ? [{ code: order.couponCode }] : [],
    applied_gift_cards: order.giftCardCode && order.giftCardAmount > 0 ? [{ code: order.giftCardCode, applied_balance: money(order.giftCardAmount) }] : [],
    shipping_address: addressView(order.shippingAddress, locale),
    billing_address: addressView(order.billingAddress, locale),
    shipping_method: order.shippingMethod ? pickLocalized(pickup ? SHIPPING_TITLES.storePickup : SHIPPING_TITLES.homeDelivery, locale) : null,
    carrier: order.shippingMethod?.split('_')[0] ?? null,
    payment_methods: [{ name: method ? pickLocalized(method.title, locale) : order.paymentMethod, type: order.paymentMethod, additional_data: card }],
    comments: record.history.map((change) => ({ timestamp: magentoDate(change.createdAt), message: statusLabel(change.status) })),
    pickup_location: order.pickupLocationId ? (context.shops.get(order.pickupLocationId) ?? null) : null,
    pickup_code: order.status === 'complete_pick_pending' ? order.pickupCode : null,
    tracking_number: order.trackingNumber,
    shipments: shipmentsOf(order, locale),
    invoices: invoicesOf(record, locale, money),
    remark: order.remark,
    total_quantity: record.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

type MoneyOf = (amount: number) => ReturnType<typeof moneyObject>;

function discountsOf(order: CustomerOrderRecord['order'], locale: LocaleKey, money: MoneyOf) {
  return order.discounts.map((discount) => ({ amount: money(discount.amount), label: pickLocalized(discount.label, locale), applied_to: 'ITEM' as const, coupon: order.couponCode ? { code: order.couponCode } : null }));
}

/**
 * The order's invoice: an order has one payment, which takes what is left to pay after a gift
 * card, so there is one invoice once that payment is taken (refunded later or not), none before.
 */
function invoicesOf(record: CustomerOrderRecord, locale: LocaleKey, money: MoneyOf) {
  const { order, payment } = record;
  if (!payment?.paidAt) return [];
  const number = `${order.number}-1`;
  return [
    {
      id: encodeUid(number),
      number,
      total: {
        subtotal: money(order.subtotal),
        discounts: discountsOf(order, locale, money),
        total_tax: money(0),
        grand_total: money(payment.amount),
        base_grand_total: money(payment.amount),
        total_shipping: money(order.shippingFee),
      },
    },
  ];
}

/** One shipment with its tracking once the order was sent (the latest tracking number when sent in parts). */
function shipmentsOf(order: CustomerOrderRecord['order'], locale: LocaleKey) {
  const carrier = carrierNamed(order.carrier);
  if (!order.trackingNumber || !carrier) return [];
  const tracking = { carrier: carrier.code, number: order.trackingNumber, title: pickLocalized(carrier.title, locale), url: trackingUrl(carrier, order.trackingNumber) };
  return [{ id: Buffer.from(`${order.number}-1`).toString('base64'), number: `${order.number}-1`, tracking: [tracking] }];
}

export function inStorePurchaseView(purchase: InStorePurchaseRecord, scope: StoreScope, shops: Map<number, StoreLocationView>): InStorePurchaseView {
  const money = (amount: number) => moneyObject(amount, currencyOf(purchase.currency));
  return {
    receipt_number: purchase.receiptNumber,
    purchase_date: purchase.purchasedAt.toISOString(),
    shop: shops.get(purchase.storeLocationId) ?? null,
    items: purchase.items.map((item) => ({ name: pickLocalized(item.name, scope.locale), sku: item.sku, quantity: item.quantity, amount: money(item.amount) })),
    total_quantity: purchase.items.reduce((sum, item) => sum + item.quantity, 0),
    amount: money(purchase.amount),
  };
}
