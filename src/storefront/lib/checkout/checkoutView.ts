/**
 * The cart as the checkout draws it: lines and totals formatted on the server in the store view's
 * locale (prices travel as text, as product cards do), the shipping step's saved answers to fill
 * the form in again, and whether the shipping step is complete so the payment step may open.
 */
import { REGIONS, DELIVERY_COUNTRY_BY_WEBSITE } from '../../../rules/regions.ts';
import { BILLING_PREFIX, type DeliveryChoice } from '../../../rules/checkoutFields.ts';
import { internationalPhone } from '../../../rules/phoneDisplay.ts';
import { personName } from '../../../rules/personName.ts';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { HOME_DELIVERY_RATES, STORE_PICKUP, homeDeliveryFee } from '../../../rules/shipping.ts';
import { formatMoney, isCurrencyCode } from '../../../rules/money.ts';
import type { CheckoutAddressFragment, CheckoutCartFragment, CheckoutMemberQuery, PickupStoresQuery } from '../generated/operations.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import type { Receipt } from './placedOrder.ts';
import { isCustomMade, lineChoicesOf, type LineChoices } from '../cart/lineChoices.ts';
import { punctuationFor } from '../../i18n/punctuation.ts';
import { giftCardOf, type AppliedGiftCardView } from '../cart/cartView.ts';

export type PickupStore = PickupStoresQuery['storeLocations'][number];

export interface CheckoutLine {
  uid: string;
  sku: string;
  name: string;
  quantity: number;
  total: string;
  /** The product picture's file under /media, or a made-to-order piece's own picture. */
  image: string | null;
  /** Every choice of the piece (ring size, a made-to-order piece's design). */
  choices: LineChoices;
  /** Unit price in minor units, for analytics. */
  unitAmount: number;
  /** A gift the bag earned: it reads "Gift", not a price of nothing. */
  gift: boolean;
}

export interface CheckoutSummary {
  lines: CheckoutLine[];
  count: number;
  subtotal: string;
  discounts: Array<{ label: string; amount: string }>;
  /** Null until a shipping method is chosen. */
  shipping: string | null;
  grandTotal: string;
  currency: string;
  grandTotalAmount: number;
  shippingAmount: number;
  /** The coupon applied, for the summary's coupon field. */
  coupon: string | null;
  /** The gift card paying part of the total, and what it pays (as a deduction). */
  giftCard: AppliedGiftCardView | null;
}

/** A way to pay the API offers for the cart (available_payment_methods). */
export interface OfferedMethod {
  code: string;
  title: string;
}

/** The methods the API offers for the cart, in its order (only `free` when a gift card pays it all). */
export function offeredMethodsOf(cart: { available_payment_methods?: ReadonlyArray<{ code: string; title: string } | null> | null } | null): OfferedMethod[] {
  return (cart?.available_payment_methods ?? []).flatMap((method) => (method ? [{ code: method.code, title: method.title }] : []));
}

/** Form values by field name: what the shopper typed, or what the cart already holds. */
export type FormValues = Record<string, string>;

export interface DeliveryOffer {
  /** The home delivery fee for this cart, formatted ("HK$60", or null when free). */
  fee: string | null;
  freeFrom: string;
}

interface AnswerMoney {
  currency: string | null;
  minor_units: number;
}

/** An amount of the API's Money in the store view's locale, written as every price is (money.ts). */
export function writeMoney(money: AnswerMoney): string {
  const currency = money.currency ?? '';
  if (!isCurrencyCode(currency)) return `${currency} ${(money.minor_units / 100).toFixed(2)}`.trim();
  return formatMoney({ amount: money.minor_units, currency });
}

export function summaryOf(cart: CheckoutCartFragment, view: StoreViewDefinition): CheckoutSummary {
  const lines = (cart.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item && !item.hidden_in_cart))
    .map((item): CheckoutLine => {
      const custom = isCustomMade(item) ? item : null;
      const options = [
        ...('configurable_options' in item ? item.configurable_options : []).map((option) => ({ label: option.option_label, value: option.value_label })),
        ...('bundle_options' in item ? item.bundle_options : []).map((option) => ({ label: option.label, value: option.values.map((value) => value.label).join(', ') })),
      ];
      const variantImage = 'configured_variant' in item ? item.configured_variant.small_image?.file : null;
      return {
        uid: item.uid,
        sku: item.sku,
        name: item.product.name ?? item.sku,
        quantity: item.quantity,
        total: item.prices ? writeMoney(item.prices.row_total_including_tax) : '',
        image: custom?.custom_image ?? variantImage ?? item.product.small_image?.file ?? null,
        choices: lineChoicesOf(options, custom, (money) => writeMoney(money), view.localeKey),
        unitAmount: item.prices?.price.minor_units ?? 0,
        gift: item.is_gift,
      };
    });
  const prices = cart.prices;
  const method = cart.shipping_addresses[0]?.selected_shipping_method;
  const zero = { currency: prices?.grand_total?.currency ?? 'HKD', minor_units: 0 };
  return {
    lines,
    count: cart.total_quantity,
    subtotal: writeMoney(prices?.subtotal_including_tax ?? zero),
    discounts: (prices?.discounts ?? []).flatMap((discount) =>
      discount ? [{ label: discount.label, amount: writeMoney({ ...discount.amount, minor_units: -discount.amount.minor_units }) }] : [],
    ),
    shipping: method ? writeMoney(method.amount) : null,
    grandTotal: writeMoney(prices?.grand_total ?? zero),
    currency: zero.currency,
    grandTotalAmount: prices?.grand_total?.minor_units ?? 0,
    shippingAmount: method?.amount.minor_units ?? 0,
    coupon: cart.applied_coupons?.find((coupon) => coupon)?.code ?? null,
    giftCard: giftCardOf(cart.applied_gift_cards, (money) => writeMoney(money)),
  };
}

/** Home delivery's fee for this cart and the amount from which it is free (shipping.ts). */
export function deliveryOfferOf(cart: CheckoutCartFragment, view: StoreViewDefinition): DeliveryOffer {
  const currency = cart.prices?.grand_total?.currency ?? 'HKD';
  const write = (amount: number) => (isCurrencyCode(currency) ? formatMoney({ amount, currency }) : String(amount / 100));
  const goods = cart.prices?.subtotal_including_tax?.minor_units ?? 0;
  const fee = homeDeliveryFee(view.websiteCode, goods);
  return { fee: fee ? write(fee) : null, freeFrom: write(HOME_DELIVERY_RATES[view.websiteCode].freeFrom) };
}

export function regionsOf(view: StoreViewDefinition): Array<{ code: string; label: string }> {
  return REGIONS[DELIVERY_COUNTRY_BY_WEBSITE[view.websiteCode]].map((region) => ({ code: region.code, label: pickLocalized(region.name, view.localeKey) }));
}

function addressValues(address: CheckoutAddressFragment | null | undefined, prefix: string): FormValues {
  if (!address) return {};
  const street = address.street.filter((line): line is string => Boolean(line));
  return {
    [`${prefix}firstname`]: address.firstname,
    [`${prefix}lastname`]: address.lastname,
    [`${prefix}street1`]: street[0] ?? '',
    [`${prefix}street2`]: street[1] ?? '',
    [`${prefix}city`]: address.city,
    [`${prefix}region`]: address.region?.code ?? '',
    [`${prefix}postcode`]: address.postcode ?? '',
    [`${prefix}telephone`]: address.telephone ?? '',
  };
}

/** The shipping step's answers the cart already holds, to fill the form in again. */
export function savedValuesOf(cart: CheckoutCartFragment): FormValues {
  const shipping = cart.shipping_addresses[0];
  const pickup = Boolean(shipping?.pickup_location_code);
  const billing = cart.billing_address;
  const billingSame = !billing || !shipping || (!pickup && sameAddress(billing, shipping));
  return {
    email: cart.email ?? '',
    delivery: pickup ? 'pickup' : 'delivery',
    pickupStore: shipping?.pickup_location_code ?? '',
    billingSame: billingSame ? 'on' : '',
    ...addressValues(shipping, ''),
    ...(billingSame ? {} : addressValues(billing, BILLING_PREFIX)),
  };
}

/** An address of the signed-in member's book, as the shipping step offers it. */
export interface SavedAddress {
  id: string;
  /** Name, street, district and phone, a line each. */
  lines: string[];
  /** Its delivery fields by name, as the form would send them. */
  values: FormValues;
  isDefault: boolean;
}

export interface AddressBookOffer {
  addresses: SavedAddress[];
  /** The member's name and mobile, the contact of a new address or a pickup until one is typed. */
  contact: FormValues;
}

/** The choice of a new address instead of a saved one. */
export const NEW_ADDRESS = 'new';

export function addressBookOfferOf(customer: CheckoutMemberQuery['customer'], localeKey: LocaleKey): AddressBookOffer | null {
  if (!customer) return null;
  const addresses = (customer.addresses ?? []).flatMap((address): SavedAddress[] => {
    if (!address?.id) return [];
    const street = (address.street ?? []).filter((line): line is string => Boolean(line));
    const values: FormValues = {
      firstname: address.firstname ?? '',
      lastname: address.lastname ?? '',
      street1: street[0] ?? '',
      street2: street[1] ?? '',
      city: address.city ?? '',
      region: address.region?.region_code ?? '',
      postcode: address.postcode ?? '',
      telephone: address.telephone ?? '',
    };
    return [
      {
        id: String(address.id),
        lines: [
          personName(values, localeKey),
          ...street,
          [address.city, address.region?.region, address.postcode].filter(Boolean).join(', '),
          internationalPhone(values.telephone, address.country_code ?? ''),
        ].filter(Boolean),
        values,
        isDefault: Boolean(address.default_shipping),
      },
    ];
  });
  // The default delivery address first, as the book lists it.
  addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const first = addresses[0]?.values;
  return {
    addresses,
    contact: {
      firstname: first?.firstname || customer.firstname || '',
      lastname: first?.lastname || customer.lastname || '',
      telephone: first?.telephone || customer.mobile || '',
    },
  };
}

/**
 * A member's shipping step as it opens: the saved address the cart already holds (or a new one
 * when it holds another), else the default; with nothing typed yet, the member's own name and
 * mobile stand in the contact fields, so a pickup or a new address is not asked again.
 */
export function memberValuesOf(saved: FormValues, offer: AddressBookOffer): FormValues {
  const typed = Boolean(saved.firstname || saved.street1);
  const keys = ['firstname', 'lastname', 'street1', 'street2', 'city', 'region', 'postcode', 'telephone'];
  const held = typed ? offer.addresses.find((address) => keys.every((key) => (address.values[key] ?? '') === (saved[key] ?? ''))) : undefined;
  const savedAddress = held?.id ?? (typed ? NEW_ADDRESS : (offer.addresses[0]?.id ?? NEW_ADDRESS));
  return { ...(typed ? {} : offer.contact), ...saved, ...(offer.addresses.length ? { savedAddress } : {}) };
}

function sameAddress(a: CheckoutAddressFragment, b: CheckoutAddressFragment): boolean {
  return JSON.stringify(addressValues(a, '')) === JSON.stringify(addressValues(b, ''));
}

/** Who the order's mail goes to: the shopper's email, or for a staff bag the customer's it is for (spec 000 §3 Checkout state). */
export const orderEmailOf = (cart: CheckoutCartFragment): string => cart.bcn_order_customer?.email ?? cart.email ?? '';

/** The payment step opens once the cart has an email, a shipping address with its method, and a billing address. */
export function shippingStepDone(cart: CheckoutCartFragment): boolean {
  return Boolean(orderEmailOf(cart) && cart.shipping_addresses[0]?.selected_shipping_method && cart.billing_address);
}

export interface ShippingChoice {
  delivery: DeliveryChoice;
  email: string;
  /** Name and phone of the recipient or collector. */
  contact: string;
  /** Address lines, or the shop's name and address. */
  place: string[];
  method: string;
  billing: string[];
}

function addressLines(address: CheckoutAddressFragment): string[] {
  return [
    ...address.street.filter((line): line is string => Boolean(line)),
    [address.city, address.region?.label, address.postcode].filter(Boolean).join(', '),
    address.country.label,
  ].filter(Boolean);
}

/** What the shipping step chose, for the payment step's reminder and the receipt. */
export function shippingChoiceOf(cart: CheckoutCartFragment, stores: PickupStore[], localeKey: LocaleKey): ShippingChoice | null {
  const shipping = cart.shipping_addresses[0];
  const method = shipping?.selected_shipping_method;
  if (!shipping || !method || !cart.billing_address) return null;
  const store = stores.find((candidate) => candidate.code === shipping.pickup_location_code);
  const pickup = method.carrier_code === STORE_PICKUP.carrierCode;
  return {
    delivery: pickup ? 'pickup' : 'delivery',
    email: orderEmailOf(cart),
    contact: `${personName(shipping, localeKey)}, ${internationalPhone(shipping.telephone ?? '', shipping.country.code)}`,
    place: pickup ? [store?.name ?? method.method_title, store?.address ?? ''].filter(Boolean) : addressLines(shipping),
    method: punctuationFor(localeKey).label(method.carrier_title) + method.method_title,
    billing: [personName(cart.billing_address, localeKey), ...addressLines(cart.billing_address)],
  };
}

/** Lines kept in the receipt cookie; the rest are counted. */
const RECEIPT_LINES = 12;

/**
 * The receipt as the cart stood when the order was placed (placedOrder.ts); `guest` when no one was
 * signed in, so the success page offers an account only to those who have none.
 */
export function receiptOf(
  cart: CheckoutCartFragment,
  view: StoreViewDefinition,
  stores: PickupStore[],
  payment: Receipt['payment'],
  guest: boolean,
  shops: Array<{ code: string; name: string }> = stores,
): Receipt {
  const summary = summaryOf(cart, view);
  // A staff order is the customer's: their email gets the confirmation, not the staff member's.
  const customer = cart.bcn_order_customer;
  const orderedAt = cart.bcn_staff_ordered_store;
  const shipping = cart.shipping_addresses[0]!;
  const method = shipping.selected_shipping_method;
  const store = stores.find((candidate) => candidate.code === shipping.pickup_location_code);
  return {
    email: orderEmailOf(cart),
    firstname: shipping.firstname,
    lastname: shipping.lastname,
    telephone: internationalPhone(shipping.telephone ?? '', shipping.country.code),
    delivery: store
      ? { kind: 'pickup', store: store.name, storeAddress: store.address, storePhone: store.phone }
      : { kind: 'delivery', lines: addressLines(shipping), method: method ? punctuationFor(view.localeKey).label(method.carrier_title) + method.method_title : '' },
    lines: summary.lines.slice(0, RECEIPT_LINES).map(({ name, sku, quantity, total, gift }) => ({ name, sku, quantity, total, ...(gift ? { gift } : {}) })),
    moreLines: Math.max(0, summary.lines.length - RECEIPT_LINES),
    totals: { subtotal: summary.subtotal, shipping: summary.shipping ?? '', discounts: summary.discounts, giftCard: summary.giftCard, grandTotal: summary.grandTotal },
    analytics: {
      currency: summary.currency,
      value: summary.grandTotalAmount,
      shipping: summary.shippingAmount,
      items: summary.lines
        .slice(0, RECEIPT_LINES)
        .map((line) => ({ item_id: line.sku, item_name: line.name, quantity: line.quantity, price: line.unitAmount })),
    },
    payment,
    guest,
    ...(customer && orderedAt
      ? { staffOrder: { customer: personName(customer, view.localeKey), shop: shops.find((shop) => shop.code === orderedAt)?.name ?? orderedAt } }
      : {}),
  };
}
