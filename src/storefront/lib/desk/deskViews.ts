/**
 * Orders as the order desk draws them. Money and dates are written on the server, as the order's
 * own website writes them (its currency, its time zone) in the desk's language, and travel as text,
 * so hydration sees the same characters (lib/orders/orderViews.ts does the same for shoppers).
 */
import { personName } from '../../../rules/personName.ts';
import { currencySymbol, isCurrencyCode } from '../../../rules/money.ts';
import { orderStatusLabel } from '../../../rules/orderStatus.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { writeMoney } from '../checkout/checkoutView.ts';
import type { LineChoices } from '../cart/lineChoices.ts';
import type { DeskOrderQuery, DeskOrdersQuery } from '../generated/operations.ts';
import { orderDetailsOf, type OrderDetailsData } from '../orders/orderViews.ts';
import { formatDateTime } from '../storeView/dates.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { orderStoreView } from './deskPaths.ts';
import { isMoveName, type MoveName } from '../../../rules/orderMoves.ts';
import { deskActionsOf, type DeskAction } from './orderMoves.ts';

type DeskOrderAnswer = DeskOrderQuery['adminOrder'];
type DeskOrderRowAnswer = DeskOrdersQuery['adminOrders']['items'][number];
type NameAnswer = { firstname: string; lastname: string } | null;

/** Orders on a page of the list. */
export const DESK_PAGE_SIZE = 20;

export interface DeskOrderRow {
  number: string;
  placedAt: string;
  customer: string;
  email: string;
  website: WebsiteCode;
  total: string;
  status: string;
  statusLabel: string;
  /** The shop it is collected at; null for an order delivered (or with nothing to deliver). */
  pickupShop: string | null;
  delivered: boolean;
}

export interface DeskOrderLine {
  id: number;
  name: string;
  sku: string;
  choices: LineChoices | null;
  quantity: number;
  shipped: number;
  returned: number;
  /** Pieces still to send, and pieces the shopper has and may send back. */
  unsent: number;
  returnable: number;
  price: string;
  rowTotal: string;
}

/** Who moves an order (the API's history names them). */
const ORDER_ACTORS = ['customer', 'staff', 'operator', 'gateway', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface DeskHistoryEntry {
  at: string;
  statusLabel: string;
  /** Null for placing the order. */
  move: MoveName | null;
  actor: OrderActor;
  actorId: string | null;
  note: string | null;
}

export interface DeskOrderPage {
  number: string;
  status: string;
  statusLabel: string;
  website: WebsiteCode;
  placedAt: string;
  customer: string;
  email: string;
  details: OrderDetailsData;
  lines: DeskOrderLine[];
  grandTotal: string;
  refunded: string;
  /** What is left of what was paid, which a refund may give back. */
  refundable: string;
  /** The sign the operator types a refund in ("HK$", "MOP"). */
  currencySign: string;
  refunds: Array<{ amount: string; state: string; failure: string | null; at: string }>;
  history: DeskHistoryEntry[];
  trackingNumber: string | null;
  carrier: string | null;
  pickupCode: string | null;
  remark: string;
  actions: DeskAction[];
  carriers: Array<{ code: string; title: string }>;
}

function websiteOf(code: string): WebsiteCode {
  return code === 'mo' || code === 'my' ? code : 'base';
}

/** The buyer's name as the billing address (else the delivery or pickup contact) gives it. */
function customerName(names: NameAnswer[], view: StoreViewDefinition): string {
  const named = names.find((name) => name && (name.firstname || name.lastname));
  return named ? personName(named, view.localeKey) : '';
}

export function deskOrderRow(order: DeskOrderRowAnswer, deskView: StoreViewDefinition): DeskOrderRow {
  const view = orderStoreView(deskView, order.website_code);
  return {
    number: order.number,
    placedAt: formatDateTime(order.placed_at, view),
    customer: customerName([order.order.billing_address, order.order.shipping_address], deskView),
    email: order.email,
    website: websiteOf(order.website_code),
    total: writeMoney(order.grand_total),
    status: order.status,
    statusLabel: order.status_label,
    pickupShop: order.order.pickup_location?.name ?? null,
    delivered: !order.order.pickup_location && order.order.shipping_method !== null,
  };
}

export function deskOrderPage(answer: { adminOrder: DeskOrderAnswer; shipmentCarriers: Array<{ code: string; title: string }> }, deskView: StoreViewDefinition): DeskOrderPage {
  const order = answer.adminOrder;
  const view = orderStoreView(deskView, order.website_code);
  const money = (amount: { currency: string | null; minor_units: number }) => writeMoney(amount);
  const details = orderDetailsOf(order.order, view);
  const collected = Boolean(order.order.pickup_location);
  const currency = order.grand_total.currency ?? '';
  return {
    number: order.number,
    status: order.status,
    statusLabel: order.status_label,
    website: websiteOf(order.website_code),
    placedAt: formatDateTime(order.placed_at, view),
    customer: customerName([order.order.billing_address, order.order.shipping_address], deskView),
    email: order.email,
    details,
    // The lines of the order as the operator and as the customer see it are the same lines in the
    // same order (by their id); the customer's view brings their prices and choices.
    lines: order.items.map((item, index) => {
      const priced = details.lines[index]?.sku === item.sku ? details.lines[index] : undefined;
      return {
        id: item.id,
        name: item.name,
        sku: item.sku,
        choices: priced?.choices ?? null,
        quantity: item.quantity,
        shipped: item.shipped,
        returned: item.returned,
        unsent: item.quantity - item.shipped,
        returnable: (collected ? item.quantity : item.shipped) - item.returned,
        price: priced?.price ?? '',
        rowTotal: priced?.rowTotal ?? '',
      };
    }),
    grandTotal: money(order.grand_total),
    refunded: money(order.refunded),
    refundable: money({ currency, minor_units: order.grand_total.minor_units - order.refunded.minor_units }),
    currencySign: isCurrencyCode(currency) ? currencySymbol(currency) : currency,
    refunds: order.refunds.map((refund) => ({ amount: money(refund.amount), state: refund.state, failure: refund.failure, at: formatDateTime(refund.at, view) })),
    history: order.history.map((entry) => ({
      at: formatDateTime(entry.at, view),
      statusLabel: orderStatusLabel(entry.status, deskView.localeKey),
      move: isMoveName(entry.move) ? entry.move : null,
      actor: ORDER_ACTORS.find((actor) => actor === entry.actor) ?? 'system',
      actorId: entry.actor_id,
      note: entry.note,
    })),
    trackingNumber: order.tracking_number,
    carrier: answer.shipmentCarriers.find((carrier) => carrier.code === order.carrier)?.title ?? order.carrier,
    pickupCode: order.pickup_code,
    remark: order.remark ?? '',
    actions: deskActionsOf(order.available_actions),
    carriers: answer.shipmentCarriers,
  };
}
