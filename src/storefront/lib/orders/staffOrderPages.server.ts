/**
 * The order history pages' data for a staff session (spec 000 §2 /order-history "staff filter",
 * §6 staff "approve orders, confirm arrival at store, confirm customer pickup"): the orders of the
 * staff filter and status asked for, one of them with the actions it allows now, and the action
 * posting those actions to the API. A refusal is answered with 200 beside its form in the
 * shopper's language (docs/decisions.md, "A refused form answers 200"); an action made redirects
 * back to the order, whose next page says so once.
 */
import { data, redirect, type AppLoadContext, type Params } from 'react-router';
import { asCustomer } from '../account/accountPage.server.ts';
import { PRIVATE_NO_STORE, refuseCrossSitePost } from '../account/accountForms.server.ts';
import { CommerceRequestError, type GraphQLAnswer } from '../api/graphql.ts';
import type { FormAnswer } from '../forms/formAnswer.ts';
import { problemsOfApi } from '../forms/formProblems.ts';
import { notFound } from '../http/responses.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { storePath } from '../storeView/storeView.ts';
import { ORDER_HISTORY_PAGE_SIZE, orderCardOf, orderDetailsOf, pageOf } from './orderViews.ts';
import { STAFF_CANCEL_ORDER, STAFF_MOVE_ORDER, STAFF_ORDER_DETAILS, STAFF_ORDERS, STAFF_REPAY_ORDER } from './staffOperations.ts';
import { isStaffAction, staffActionsOf, staffScopeOf, staffStatusOf, type StaffOrderHistoryPage, type StaffOrderPage } from './staffOrders.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loadStaffOrderHistory(args: RequestArgs): Promise<StaffOrderHistoryPage> {
  const view = requireStoreView(args);
  const search = new URL(args.request.url).searchParams;
  const variables = { scope: staffScopeOf(search), status: staffStatusOf(search), currentPage: pageOf(search), pageSize: ORDER_HISTORY_PAGE_SIZE };
  const answer = await asCustomer(args, () => args.context.client.query(STAFF_ORDERS, variables));
  const orders = answer.data?.staffOrders;
  if (!orders) throw new CommerceRequestError(answer.errors);
  return {
    scope: variables.scope,
    status: variables.status,
    page: variables.currentPage,
    totalPages: orders.page_info.total_pages ?? 1,
    total: orders.total_count,
    orders: orders.items.map((item) => ({ ...orderCardOf(item.order, view), customerName: item.customer_name })),
  };
}

/** One order the staff member placed or of their shop; any other is not found. */
export async function loadStaffOrder(args: RequestArgs): Promise<StaffOrderPage> {
  const view = requireStoreView(args);
  const number = args.params.number ?? '';
  if (!ORDER_NUMBER.test(number)) throw notFound();
  const answer = await asCustomer(args, () => args.context.client.query(STAFF_ORDER_DETAILS, { number }));
  const found = answer.data?.staffOrder;
  if (!found) {
    if (answer.errors.some((error) => error.extensions?.category === 'graphql-no-such-entity')) throw notFound();
    throw new CommerceRequestError(answer.errors);
  }
  const moved = args.context.session.takeStaffOrderMoved();
  return { order: orderDetailsOf(found.order, view), customerName: found.customer_name, actions: staffActionsOf(found.available_actions), moved: isStaffAction(moved) ? moved : null };
}

/**
 * A staff action posted from the order's page (`form` names it): cancelOrder for cancel,
 * repayStaffOrder for repay (the order's pieces, shop and customer back in the staff bag, whose
 * checkout comes next to pay it another way), moveOrder for the others.
 */
export async function staffOrderAction(args: RequestArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const number = args.params.number ?? '';
  if (!ORDER_NUMBER.test(number)) throw notFound();
  const form = String((await args.request.formData()).get('form') ?? '');
  if (!isStaffAction(form)) throw new Response('Unknown form', { status: 400 });
  if (form === 'repay') return repay(args, view, number);
  const { client } = args.context;
  const send = (): Promise<GraphQLAnswer<unknown>> => (form === 'cancel' ? client.mutate(STAFF_CANCEL_ORDER, { number }) : client.mutate(STAFF_MOVE_ORDER, { number, move: form }));
  const answer = await asCustomer(args, send);
  if (answer.errors.length) return data<FormAnswer>({ form, problems: problemsOfApi(answer.errors) }, { headers: PRIVATE_NO_STORE });
  args.context.session.flashStaffOrderMoved(form);
  throw redirect(storePath(view, `/order-history/${encodeURIComponent(number)}`), { headers: PRIVATE_NO_STORE });
}

async function repay(args: RequestArgs, view: ReturnType<typeof requireStoreView>, number: string) {
  const answer = await asCustomer(args, async () => (await args.context.cart.mutate(STAFF_REPAY_ORDER, (cartId) => ({ number, cartId }), { create: true }))!);
  const cart = answer.data?.repayStaffOrder.cart;
  if (!cart) return data<FormAnswer>({ form: 'repay', problems: problemsOfApi(answer.errors) }, { headers: PRIVATE_NO_STORE });
  args.context.cart.remember(cart);
  throw redirect(storePath(view, '/checkout'), { headers: PRIVATE_NO_STORE });
}
