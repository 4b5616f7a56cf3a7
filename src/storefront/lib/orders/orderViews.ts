/**
 * Orders and in-store purchases as the order history pages draw them. Money and dates are written
 * on the server in the store view's language and the website's time zone, and travel as text, so
 * hydration sees the same characters (lib/storeView/dates.ts, lib/catalog/productCard.ts).
 */
import type { InStorePurchasesQuery, OrderDetailsFragment, OrderHistoryQuery } from '../generated/operations.ts';
import { DELIVERY_COUNTRY_BY_WEBSITE } from '../../../rules/regions.ts';
import { internationalPhone } from '../../../rules/phoneDisplay.ts';
import { personName } from '../../../rules/personName.ts';
import { writeMoney } from '../checkout/checkoutView.ts';
import { formatDate, formatDateTime } from '../storeView/dates.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { isCustomMade, lineChoicesOf, type LineChoices } from '../cart/lineChoices.ts';
import type { OrderItemChoicesFragment, OrderItemPictureFragment } from '../generated/operations.ts';

type OrderCardAnswer = NonNullable<NonNullable<NonNullable<OrderHistoryQuery['customer']>['orders']>['items'][number]>;
type InStoreAnswer = NonNullable<InStorePurchasesQuery['customer']>['in_store_purchases']['items'][number];
type OrderDetailsAnswer = OrderDetailsFragment;
type OrderAddressAnswer = NonNullable<OrderDetailsAnswer['shipping_address']>;

/** Online orders and in-store records, 10 to a page (spec 001 §9 leaves the size open; docs/decisions.md). */
export const ORDER_HISTORY_PAGE_SIZE = 10;
/** The account overview shows the latest orders. */
export const LATEST_ORDERS_COUNT = 3;
/** Pictures on an order's card in the history; the rest are counted. */
const CARD_PICTURES = 3;

export type OrderHistoryTab = 'online' | 'in-store';

export interface OrderPicture {
  file: string;
  alt: string;
}

export interface OrderCardData {
  number: string;
  date: string;
  status: string;
  statusCode: string;
  /** A made-to-order order being made: the day its pieces are expected ready. */
  readyDate: string | null;
  total: string;
  quantity: number;
  pictures: OrderPicture[];
  morePictures: number;
}

export interface InStorePurchaseData {
  receipt: string;
  date: string;
  shop: string;
  shopAddress: string;
  quantity: number;
  amount: string;
  items: Array<{ name: string; quantity: number; amount: string }>;
}

export interface OrderLineData {
  name: string;
  sku: string;
  /** The product page within the store view, when the catalog still sells it. */
  path: string | null;
  picture: OrderPicture | null;
  /** Every choice: a configurable piece's options, a made-to-order piece's design. */
  choices: LineChoices;
  quantity: number;
  price: string;
  rowTotal: string;
  /** A gift the order earned: it reads "Gift", not a price of nothing. */
  gift: boolean;
}

/** Where a sent order's parcel is followed: its tracking number, and the carrier's name and page when the store knows the carrier. */
export interface ParcelTracking {
  number: string;
  carrier: string | null;
  url: string | null;
}

export interface OrderDetailsData {
  number: string;
  date: string;
  status: string;
  statusCode: string;
  /** A made-to-order order being made: the day its pieces are expected ready. */
  readyDate: string | null;
  lines: OrderLineData[];
  /**
   * `giftCards`: what each gift card paid, as a deduction; the grand total is what was left to pay.
   * `refunded`: what went back to the way the shopper paid, when anything did.
   */
  totals: {
    subtotal: string;
    discounts: Array<{ label: string; amount: string }>;
    shipping: string;
    free: boolean;
    giftCards: Array<{ code: string; amount: string }>;
    grandTotal: string;
    refunded: string | null;
  };
  delivery:
    | { kind: 'pickup'; method: string; shop: string; shopAddress: string; shopPhone: string; pickupCode: string | null; contact: string[] }
    | { kind: 'delivery'; method: string; address: string[]; tracking: ParcelTracking | null };
  billing: string[] | null;
  /** The card's brand is the gateway's code (visa), named by useCardName where it is drawn. */
  payment: { name: string; card: { brand: string; last4: string } | null } | null;
  history: Array<{ date: string; status: string }>;
}

/** Magento writes order dates as 'Y-m-d H:i:s' in UTC. */
export function isoOfMagentoDate(date: string): string {
  return `${date.replace(' ', 'T')}Z`;
}

/** Which tab the URL asks for: online orders unless `?tab=in-store`. */
export function tabOf(search: URLSearchParams): OrderHistoryTab {
  return search.get('tab') === 'in-store' ? 'in-store' : 'online';
}

/** The page the URL asks for; anything but a whole number from 1 reads as the first page. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function pictureOf(image: { file: string | null; label: string | null } | null | undefined, name: string): OrderPicture | null {
  return image?.file ? { file: image.file, alt: image.label || name } : null;
}

/**
 * An order line's picture: a made-to-order piece as it was designed, a configurable piece's ordered
 * variant (the ring in the colour bought, not the first colour its product shows), else the product.
 */
export function orderItemPicture(item: OrderItemPictureFragment, name: string): OrderPicture | null {
  if (item.custom_image) return { file: item.custom_image, alt: name };
  const variants = item.product && 'variants' in item.product ? (item.product.variants ?? []) : [];
  const ordered = variants.find((variant) => variant?.product?.sku === item.product_sku)?.product?.small_image;
  return pictureOf(ordered?.file ? ordered : item.product?.small_image, name);
}

/** The day a made-to-order order is expected ready, in the store view's language. */
function readyDateOf(order: { cm_ready_date?: string | null }, view: StoreViewDefinition): string | null {
  return order.cm_ready_date ? formatDate(isoOfMagentoDate(order.cm_ready_date), view) : null;
}

export function orderCardOf(order: OrderCardAnswer, view: StoreViewDefinition): OrderCardData {
  const pictures = (order.items ?? []).flatMap((item) => {
    const picture = item ? orderItemPicture(item, item.product_name ?? '') : null;
    return picture ? [picture] : [];
  });
  return {
    number: order.number,
    date: formatDate(isoOfMagentoDate(order.order_date), view),
    status: order.status,
    statusCode: order.status_code,
    readyDate: readyDateOf(order, view),
    total: order.total ? writeMoney(order.total.grand_total) : '',
    quantity: order.total_quantity,
    pictures: pictures.slice(0, CARD_PICTURES),
    morePictures: Math.max(0, pictures.length - CARD_PICTURES),
  };
}

export function inStorePurchaseOf(purchase: InStoreAnswer, view: StoreViewDefinition): InStorePurchaseData {
  return {
    receipt: purchase.receipt_number,
    date: formatDate(purchase.purchase_date, view),
    shop: purchase.shop?.name ?? '',
    shopAddress: purchase.shop?.address ?? '',
    quantity: purchase.total_quantity,
    amount: writeMoney(purchase.amount),
    items: purchase.items.map((item) => ({ name: item.name, quantity: item.quantity, amount: writeMoney(item.amount) })),
  };
}


/** An order line's choices: a made-to-order piece's from its design (its selected options say the same, flat), others' selected options. */
export function orderItemChoices(item: OrderItemChoicesFragment, view: StoreViewDefinition): LineChoices {
  const custom = item.custom_image && isCustomMade(item) ? item : null;
  const options = custom ? [] : (item.selected_options ?? []).flatMap((option) => (option ? [option] : []));
  return lineChoicesOf(options, custom, (money) => writeMoney(money), view.localeKey);
}

/** An order's address is in the website's country (the checkout takes no other): its phone with that country's code. */
function phoneOf(address: Pick<OrderAddressAnswer, 'telephone'>, view: StoreViewDefinition): string {
  return internationalPhone(address.telephone ?? '', DELIVERY_COUNTRY_BY_WEBSITE[view.websiteCode]);
}

function addressLines(address: OrderAddressAnswer | null | undefined, view: StoreViewDefinition): string[] {
  if (!address) return [];
  return [
    personName(address, view.localeKey),
    ...address.street.filter((line): line is string => Boolean(line)),
    [address.city, address.region, address.postcode].filter(Boolean).join(', '),
    phoneOf(address, view),
  ].filter(Boolean);
}

/** The latest shipment's tracking (a second partial shipment's replaces the first's), else the bare tracking number. */
function trackingOf(order: OrderDetailsAnswer): ParcelTracking | null {
  const tracking = (order.shipments ?? []).flatMap((shipment) => shipment?.tracking ?? []).findLast((entry) => entry?.number);
  if (tracking?.number) return { number: tracking.number, carrier: tracking.title, url: tracking.url ?? null };
  return order.tracking_number ? { number: order.tracking_number, carrier: null, url: null } : null;
}

export function orderDetailsOf(order: OrderDetailsAnswer, view: StoreViewDefinition): OrderDetailsData {
  const money = (amount: { currency: string | null; minor_units: number }) => writeMoney(amount);
  const shop = order.pickup_location;
  const card = order.payment_methods?.[0]?.additional_data ?? [];
  const cardValue = (name: string) => card.find((entry) => entry?.name === name)?.value ?? '';
  const payment = order.payment_methods?.[0];
  return {
    number: order.number,
    date: formatDateTime(isoOfMagentoDate(order.order_date), view),
    status: order.status,
    statusCode: order.status_code,
    readyDate: readyDateOf(order, view),
    lines: (order.items ?? []).flatMap((item) => {
      if (!item) return [];
      const name = item.product_name ?? item.product_sku;
      return [
        {
          name,
          sku: item.product_sku,
          path: item.product?.url_key ? `/${item.product.url_key}${item.product.url_suffix ?? ''}` : null,
          picture: orderItemPicture(item, name),
          choices: orderItemChoices(item, view),
          quantity: item.quantity_ordered ?? 0,
          price: money(item.product_sale_price),
          rowTotal: item.prices ? money(item.prices.row_total) : '',
          gift: item.is_gift,
        },
      ];
    }),
    totals: {
      subtotal: order.total ? money(order.total.subtotal) : '',
      discounts: (order.total?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: `-${money(discount.amount)}` }] : [])),
      shipping: order.total ? money(order.total.total_shipping) : '',
      free: (order.total?.total_shipping.minor_units ?? 0) === 0,
      giftCards: (order.applied_gift_cards ?? []).map((card) => ({ code: card.code, amount: `-${money(card.applied_balance)}` })),
      grandTotal: order.total ? money(order.total.grand_total) : '',
      refunded: order.total?.total_refunded.minor_units ? money(order.total.total_refunded) : null,
    },
    delivery: shop
      ? {
          kind: 'pickup',
          method: order.shipping_method ?? '',
          shop: shop.name,
          shopAddress: shop.address,
          shopPhone: shop.phone,
          pickupCode: order.pickup_code,
          contact: order.shipping_address ? [personName(order.shipping_address, view.localeKey), phoneOf(order.shipping_address, view)].filter(Boolean) : [],
        }
      : { kind: 'delivery', method: order.shipping_method ?? '', address: addressLines(order.shipping_address, view), tracking: trackingOf(order) },
    billing: order.billing_address ? addressLines(order.billing_address, view) : null,
    payment: payment ? { name: payment.name, card: cardValue('card_last4') ? { brand: cardValue('card_brand'), last4: cardValue('card_last4') } : null } : null,
    history: (order.comments ?? []).flatMap((comment) => (comment ? [{ date: formatDateTime(isoOfMagentoDate(comment.timestamp), view), status: comment.message }] : [])),
  };
}
