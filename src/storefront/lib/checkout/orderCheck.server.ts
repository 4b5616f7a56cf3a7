/**
 * The payment state of the order just placed (spec 000 §2 /checkout/checkOrder/), read with the
 * order's access key from the shopper's session, and the page each state leads to.
 */
import type { AppLoadContext, Params } from 'react-router';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { storePath } from '../storeView/storeView.ts';
import { CHECK_ORDER, type PaymentState } from './orderOperations.ts';
import type { PlacedOrder } from './placedOrder.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export interface OrderCheck {
  order: PlacedOrder;
  state: PaymentState;
  /** The page this state leads to, or null while the payment is awaited. */
  next: string | null;
}

/** The shopper's placed order and its payment state now; null without one in the session. */
export async function checkPlacedOrder(args: RequestArgs): Promise<OrderCheck | null> {
  const view = requireStoreView(args);
  const order = args.context.session.placedOrder;
  if (!order) return null;
  const answer = await args.context.client.query(CHECK_ORDER, { orderNumber: order.number, accessKey: order.accessKey });
  const state = answer.data?.checkOrder?.payment_state ?? order.state;
  return { order, state, next: nextPageOf(state, (path) => storePath(view, path)) };
}

export function nextPageOf(state: PaymentState, path: (path: string) => string): string | null {
  if (state === 'paid') return path('/checkout/success/');
  if (state === 'declined' || state === 'expired' || state === 'refund_due') return path('/checkout/failure/');
  return null;
}
