/**
 * The signed-in shopper on the server: pages that need a session, and the two moments that change
 * it. Signing in keeps the token in the session for as long as the API says it lives, moves the
 * guest bag into the customer's (mergeCarts) and adds a piece hearted as a guest to their
 * wishlist; signing out revokes the token (errors ignored, spec 000 §4 Session), ends the session
 * and starts a new bag. Operations go as the customer by themselves: the request's client adds the
 * session's token.
 */
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { signInPath } from '../session/signInRedirect.ts';
import { bindPendingIdentity } from '../socialSignIn/pendingBinding.server.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { savePendingPiece } from '../wishlist/pendingPiece.server.ts';
import { CUSTOMER_CART_ID, LOGIN_STATUS, MERGE_GUEST_CART, REVOKE_TOKEN } from './operations.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** The spec's token lifetime (spec 001 §9), when the API does not say. */
const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** A signed-in shopper, or a thrown redirect to sign-in that comes back to this page. */
export function requireCustomer(args: RequestArgs): void {
  if (args.context.session.signedIn) return;
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  throw redirect(signInPath(view, `${url.pathname}${url.search}`), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/**
 * Signs a shopper in with a token the API just gave: the session, and the guest bag merged into the
 * customer's (whose id the session then holds). A failed merge leaves the guest bag where it was
 * rather than refusing the sign-in. A WeChat or Facebook identity waiting to be bound (an unbound
 * social sign-in just before) is bound to the account now. Answers the Set-Cookie lines of those
 * waiting cookies, cleared.
 */
export async function startCustomerSession(args: RequestArgs, token: string): Promise<string[]> {
  const { session, client, cart } = args.context;
  const guestCartId = session.cartId;
  session.signIn(token, DEFAULT_TOKEN_TTL_SECONDS);
  const status = await client.query(LOGIN_STATUS);
  session.signIn(token, status.data?.getLoginStatus.expires_in ?? DEFAULT_TOKEN_TTL_SECONDS);

  const customerCart = await client.query(CUSTOMER_CART_ID);
  const destination = customerCart.data?.customerCart;
  if (destination) {
    cart.remember(destination);
    if (guestCartId && guestCartId !== destination.id) {
      const merged = await client.mutate(MERGE_GUEST_CART, { source: guestCartId, destination: destination.id });
      if (merged.data) cart.remember(merged.data.mergeCarts);
      else args.context.log.warn({ errors: merged.errors }, 'guest bag not merged at sign-in');
    }
  }
  const binding = await bindPendingIdentity(args);
  // A piece hearted as a guest joins the wishlist now that there is one.
  const pending = await savePendingPiece(args);
  return [...binding, ...pending];
}

/** Signs the shopper out: the token revoked (errors ignored), the session ended, a new empty bag. */
export async function endCustomerSession({ context }: { context: AppLoadContext }): Promise<void> {
  if (context.session.signedIn) await context.client.mutate(REVOKE_TOKEN).catch(() => undefined);
  context.session.signOut();
  context.cart.forget();
  await context.cart.ensure().catch(() => undefined);
}
