/**
 * The signed-in shopper on the server: operations sent with their token, pages that need a
 * session, and the two moments that change it. Signing in keeps the token in cookies for as long
 * as the API says it lives, moves the guest bag into the customer's (mergeCarts) and adds a piece
 * hearted as a guest to their wishlist; signing out
 * revokes the token (errors ignored, spec 000 §4 Session), clears the cookies and starts a new bag.
 */
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { CUSTOMER_CART_ID, LOGIN_STATUS, MERGE_GUEST_CART, REVOKE_TOKEN } from './account/operations.ts';
import { cartSession, ensureCart, forgetCart, rememberCart, runOperation, type CartSession } from './cartSession.server.ts';
import { readCustomerToken, sessionCookieOptionsOf, signInCookies, signOutCookies } from './customerSession.ts';
import type { GraphQLErrorEntry, Operation } from './graphql.ts';
import { signInPath } from './signInRedirect.ts';
import { bindPendingIdentity } from './socialSignIn/pendingBinding.server.ts';
import { requireStoreView } from './storeRequest.server.ts';
import { savePendingPiece } from './wishlist/pendingPiece.server.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** The spec's token lifetime (spec 001 §9), when the API does not say. */
const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export interface CustomerRequest {
  token: string;
  run<TData, TVariables>(operation: Operation<TData, TVariables>, variables: TVariables): Promise<{ data: TData | undefined; errors: GraphQLErrorEntry[] }>;
}

/** Operations as the signed-in shopper, or null for a guest. */
export function customerRequest(args: RequestArgs): CustomerRequest | null {
  const token = readCustomerToken(args.request.headers.get('cookie'));
  if (!token) return null;
  const session = cartSession(args, token);
  return {
    token,
    run: (operation, variables) => runOperation(args, session, operation, variables),
  };
}

/** The signed-in shopper, or a thrown redirect to sign-in that comes back to this page. */
export function requireCustomer(args: RequestArgs): CustomerRequest {
  const customer = customerRequest(args);
  if (customer) return customer;
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  throw redirect(signInPath(view, `${url.pathname}${url.search}`), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/** A refusal that means the token no longer signs anyone in (expired, revoked elsewhere). */
export function isSessionGone(errors: GraphQLErrorEntry[]): boolean {
  return errors.some((error) => error.extensions?.category === 'graphql-authorization');
}

/** Set-Cookie lines that end a session the API no longer knows, with a redirect to sign-in. */
export function sessionGoneRedirect(args: RequestArgs): Response {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const line of signOutCookies(sessionCookieOptionsOf(args.request))) headers.append('Set-Cookie', line);
  return redirect(signInPath(view, `${url.pathname}${url.search}`), {
    headers,
  });
}

/**
 * Signs a shopper in with a token the API just gave: the cookies, and the guest bag merged into the
 * customer's (whose id the cart cookie then holds). A failed merge leaves the guest bag where it
 * was rather than refusing the sign-in. A WeChat or Facebook identity waiting to be bound (an
 * unbound social sign-in just before) is bound to the account now.
 */
export async function startCustomerSession(args: RequestArgs, token: string): Promise<string[]> {
  const guest = cartSession(args, undefined);
  const customer: CartSession = { ...cartSession(args, token), setCookies: [] };
  const status = await runOperation(args, customer, LOGIN_STATUS, undefined);
  const ttl = status.data?.getLoginStatus.expires_in ?? DEFAULT_TOKEN_TTL_SECONDS;

  const cart = await runOperation(args, customer, CUSTOMER_CART_ID, undefined);
  const destination = cart.data?.customerCart;
  if (destination) {
    rememberCart(customer, destination.id, destination.total_quantity);
    if (guest.cartId && guest.cartId !== destination.id) {
      const merged = await runOperation(args, customer, MERGE_GUEST_CART, {
        source: guest.cartId,
        destination: destination.id,
      });
      if (merged.data) rememberCart(customer, merged.data.mergeCarts.id, merged.data.mergeCarts.total_quantity);
      else args.context.log.warn({ errors: merged.errors }, 'guest bag not merged at sign-in');
    }
  }
  const binding = await bindPendingIdentity(args, token);
  // A piece hearted as a guest joins the wishlist now that there is one.
  const pending = await savePendingPiece(args, customer);
  return [...signInCookies(token, ttl, customer.cookieOptions), ...customer.setCookies, ...binding, ...pending];
}

/** Signs the shopper out: the token revoked (errors ignored), the cookies cleared, a new empty bag. */
export async function endCustomerSession(args: RequestArgs): Promise<string[]> {
  const customer = customerRequest(args);
  if (customer) await customer.run(REVOKE_TOKEN, undefined).catch(() => undefined);
  const guest = cartSession(args, undefined);
  forgetCart(guest);
  await ensureCart(args, guest).catch(() => undefined);
  return [...signOutCookies(guest.cookieOptions), ...guest.setCookies];
}
