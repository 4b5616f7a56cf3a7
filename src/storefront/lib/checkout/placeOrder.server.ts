/**
 * Placing the order (spec 000 §4: "Placing the order: submit, save payment info, store the
 * receipt order, clear stored checkout data, remove the cart and create a new one"): the payment
 * method goes on the cart (a card as the gateway's one-time nonce), the order is placed, the order
 * is remembered in the shopper's session and the shopper gets a fresh bag.
 *
 * Placing twice must make one order: the button is disabled while the form is sent, a cart that
 * already became this shopper's order answers that order again (the session names the cart), and
 * two posts of one cart arriving together (a double click before scripts load) share one placing.
 */
import type { AppLoadContext, Params } from 'react-router';
import { checkoutCart, pickupStores, apiError, type StepErrors } from './checkout.server.ts';
import { receiptOf, writeMoney } from './checkoutView.ts';
import { PLACE_ORDER, SET_PAYMENT_METHOD } from './orderOperations.ts';
import type { Payment } from './paymentChoice.server.ts';
import type { PlacedOrder } from './placedOrder.ts';
import { staffShops } from './staffOrder.server.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export type PlaceOrderOutcome = { state: 'placed'; order: PlacedOrder } | { state: 'refused'; stepErrors: StepErrors };

/** Placings under way, by cart id; each is kept a little after it ends for a late second post. */
const placings = new Map<string, Promise<PlaceOrderOutcome>>();
const PLACING_KEPT_MS = 60_000;

export async function placeOrder(args: RequestArgs, payment: Payment): Promise<PlaceOrderOutcome> {
  const cartId = args.context.session.cartId;
  if (!cartId) return { state: 'refused', stepErrors: { order: { id: 'checkout.missingCartId' } } };
  const earlier = args.context.session.placedOrder;
  if (earlier?.cartId === cartId) return remember(args, earlier);

  let placing = placings.get(cartId);
  if (!placing) {
    placing = placeOnce(args, cartId, payment);
    placings.set(cartId, placing);
    void placing.finally(() => setTimeout(() => placings.delete(cartId), PLACING_KEPT_MS).unref?.());
  }
  const outcome = await placing;
  return outcome.state === 'placed' ? remember(args, outcome.order) : outcome;
}

async function placeOnce(args: RequestArgs, cartId: string, payment: Payment): Promise<PlaceOrderOutcome> {
  const { view } = args.context;
  const [cart, stores, staff] = await Promise.all([checkoutCart(args), pickupStores(args), staffShops(args)]);
  if (!cart) return { state: 'refused', stepErrors: { order: { id: 'checkout.emptyBag' } } };

  const chosen = await args.context.client.mutate(SET_PAYMENT_METHOD, { cartId, method: payment.input });
  if (chosen.errors.length) return { state: 'refused', stepErrors: { paymentMethod: apiError(chosen.errors) } };

  const placed = await args.context.client.mutate(PLACE_ORDER, { cartId });
  const order = placed.data?.placeOrder?.order;
  if (placed.errors.length || !order) return { state: 'refused', stepErrors: { order: apiError(placed.errors) } };

  const wallet = order.payment?.wallet;
  return {
    state: 'placed',
    order: {
      number: order.order_number,
      accessKey: order.access_key ?? '',
      cartId,
      state: order.payment?.state ?? 'pending',
      wallet: wallet
        ? {
            payload: wallet.qr_payload,
            amount: writeMoney({ currency: wallet.amount.currency, minor_units: Math.round((wallet.amount.value ?? 0) * 100) }),
            expiresAt: wallet.expires_at,
          }
        : null,
      receipt: receiptOf(cart, view, stores, payment.receipt, !args.context.session.signedIn, staff?.shops),
    },
  };
}

/**
 * The order in the session, and a new empty bag in place of the one that became the order; failing
 * to create it is silent (spec 000 §4), the next add to the bag creates one.
 */
async function remember({ context }: RequestArgs, order: PlacedOrder): Promise<PlaceOrderOutcome> {
  context.session.rememberPlacedOrder(order);
  context.cart.forget();
  await context.cart.ensure().catch(() => undefined);
  return { state: 'placed', order };
}

/**
 * Where the shopper goes once the order is placed: a wallet payment's QR code page (spec 000 §2
 * /checkout/payment/<method>/), or the outcome of a payment taken at once.
 */
export function pageAfterPlacing(order: PlacedOrder): string {
  if (order.wallet && order.state === 'pending')
    return `/checkout/payment/${encodeURIComponent(order.receipt.payment.code)}/?order=${encodeURIComponent(order.number)}`;
  return order.state === 'declined' || order.state === 'expired' ? '/checkout/failure/' : '/checkout/success/';
}
