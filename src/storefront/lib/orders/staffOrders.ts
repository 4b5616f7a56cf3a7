/**
 * The staff's order history (spec 000 §2 /order-history "staff filter", §3 "Staff order statuses",
 * "Staff actions on an order"): whose orders (the staff member's own, or their shop's) and which
 * status, both read from the URL so the filters are links and a GET form that work without
 * scripts; and the staff actions an order offers now, out of the moves the API allows.
 */
import { STAFF_ORDER_STATUSES } from '../../../rules/orderStatus.ts';
import type { MoveName } from '../../../rules/orderMoves.ts';
import type { OrderCardData, OrderDetailsData } from './orderViews.ts';

export const STAFF_SCOPES = ['MINE', 'SHOP'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * The spec's staff actions a form is offered for (000 §3); the workshop's own moves (made,
 * factory_ship) are not the shop's. "repay" takes the order back to the staff checkout.
 */
export const STAFF_ACTIONS = ['approve', 'confirm_arrival', 'confirm_pickup', 'cancel', 'repay'] as const satisfies readonly MoveName[];
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const isStaffAction = (value: string | null | undefined): value is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(value ?? '');

/** `?scope=shop` for the shop's orders; the staff member's own otherwise. */
export function staffScopeOf(search: URLSearchParams): StaffScope {
  return search.get('scope') === 'shop' ? 'SHOP' : 'MINE';
}

/** `?status=` one of the staff statuses; any other asks for every status. */
export function staffStatusOf(search: URLSearchParams): string | null {
  const status = search.get('status');
  return (STAFF_ORDER_STATUSES as readonly string[]).includes(status ?? '') ? status : null;
}

/** The staff actions the API allows on an order now, in the spec's order. */
export function staffActionsOf(available: readonly string[]): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => available.includes(action));
}

export interface StaffOrderCardData extends OrderCardData {
  customerName: string;
}

export interface StaffOrderHistoryPage {
  scope: StaffScope;
  status: string | null;
  page: number;
  totalPages: number;
  total: number;
  orders: StaffOrderCardData[];
}

export interface StaffOrderPage {
  order: OrderDetailsData;
  customerName: string;
  actions: StaffAction[];
  /** The action made just before this page, said once. */
  moved: StaffAction | null;
}
