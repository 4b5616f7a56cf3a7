/**
 * The order history pages' data, asked as the signed-in customer: a guest goes to sign-in and
 * comes back (requireCustomer), a session the API no longer accepts too (asCustomer).
 */
import type { AppLoadContext, Params } from 'react-router';
import { asCustomer } from '../account/accountPage.server.ts';
import { CommerceRequestError } from '../api/graphql.ts';
import { notFound } from '../http/responses.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { IN_STORE_PURCHASES, ORDER_DETAILS, ORDER_HISTORY } from './operations.ts';
import {
  inStorePurchaseOf,
  LATEST_ORDERS_COUNT,
  ORDER_HISTORY_PAGE_SIZE,
  orderCardOf,
  orderDetailsOf,
  pageOf,
  tabOf,
  type InStorePurchaseData,
  type OrderCardData,
  type OrderDetailsData,
  type OrderHistoryTab,
} from './orderViews.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** Order numbers are a website prefix and digits (HK10000042); anything else names no order. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export interface OrderHistoryPage {
  tab: OrderHistoryTab;
  page: number;
  totalPages: number;
  total: number;
  orders: OrderCardData[];
  purchases: InStorePurchaseData[];
}

export async function loadOrderHistory(args: RequestArgs): Promise<OrderHistoryPage> {
  const view = requireStoreView(args);
  const search = new URL(args.request.url).searchParams;
  const tab = tabOf(search);
  const variables = { currentPage: pageOf(search), pageSize: ORDER_HISTORY_PAGE_SIZE };
  if (tab === 'online') {
    const answer = await asCustomer(args, () => args.context.client.query(ORDER_HISTORY, variables));
    const orders = answer.data?.customer?.orders;
    if (!orders) throw new CommerceRequestError(answer.errors);
    return {
      tab,
      page: variables.currentPage,
      totalPages: orders.page_info?.total_pages ?? 1,
      total: orders.total_count ?? 0,
      orders: orders.items.flatMap((order) => (order ? [orderCardOf(order, view)] : [])),
      purchases: [],
    };
  }
  const answer = await asCustomer(args, () => args.context.client.query(IN_STORE_PURCHASES, variables));
  const purchases = answer.data?.customer?.in_store_purchases;
  if (!purchases) throw new CommerceRequestError(answer.errors);
  return {
    tab,
    page: variables.currentPage,
    totalPages: purchases.page_info.total_pages ?? 1,
    total: purchases.total_count,
    orders: [],
    purchases: purchases.items.map((purchase) => inStorePurchaseOf(purchase, view)),
  };
}

/** One of the customer's orders; another customer's, or none, is not found. */
export async function loadOrderDetails(args: RequestArgs): Promise<OrderDetailsData> {
  const view = requireStoreView(args);
  const number = args.params.number ?? '';
  if (!ORDER_NUMBER.test(number)) throw notFound();
  const answer = await asCustomer(args, () => args.context.client.query(ORDER_DETAILS, { number }));
  const orders = answer.data?.customer?.orders;
  if (!orders) throw new CommerceRequestError(answer.errors);
  const order = orders.items[0];
  if (!order) throw notFound();
  return orderDetailsOf(order, view);
}

/**
 * The latest orders for the account overview. The overview is drawn without them when they cannot
 * be read: the rest of the account is still worth showing.
 */
export async function loadLatestOrders(args: RequestArgs): Promise<OrderCardData[]> {
  const view = requireStoreView(args);
  const answer = await args.context.client.query(ORDER_HISTORY, { currentPage: 1, pageSize: LATEST_ORDERS_COUNT });
  const orders = answer.data?.customer?.orders;
  if (!orders) {
    args.context.log.warn({ errors: answer.errors }, 'latest orders not read for the account overview');
    return [];
  }
  return orders.items.flatMap((order) => (order ? [orderCardOf(order, view)] : []));
}
