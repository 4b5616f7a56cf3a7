/**
 * /:store/checkout/checkOrder/ (spec 000 §2 "order check"): the placed order's payment state as
 * JSON, which the WeChat Pay page asks every few seconds, and the page the shopper goes to next.
 */
import type { Route } from './+types/checkoutCheckOrder';
import { checkPlacedOrder } from '../lib/checkout/orderCheck.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const check = await checkPlacedOrder(args);
  const headers = { 'cache-control': 'no-store' };
  if (!check) return Response.json({ error: 'no order' }, { status: 404, headers });
  return Response.json({ order_number: check.order.number, payment_state: check.state, next: check.next }, { headers });
}
