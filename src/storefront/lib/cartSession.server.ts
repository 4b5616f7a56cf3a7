/**
 * The shopper's bag on the server: which cart a request means (cartCookie.ts), creating one when
 * needed, and running cart operations with the spec's recovery from an invalid cart (spec 000 §4
 * Cart; 001 §7): when the cart is not found, not active, or the user cannot operate on it, the
 * stored cart is cleared, a new cart is created and the operation runs again on it, once.
 *
 * Loaders and actions of the bag, the product page and checkout share it:
 *
 *   const session = cartSession(args);
 *   const answer = await runCartOperation(args, session, CART_PAGE, (cartId) => ({ cartId }));
 *   return data(..., { headers: cartHeaders(session) });
 */
import type { AppLoadContext, Params } from 'react-router';
import type { WebsiteCode } from '../../rules/storeViews.ts';
import { cartCookies, readCartId, type CartCookieOptions } from './cartCookie.ts';
import { readCustomerToken } from './customerSession.ts';
import type { CheckUserIsAuthedQuery, CheckUserIsAuthedQueryVariables, CreateCartMutation, CreateCartMutationVariables } from './generated/operations.ts';
import { graphql, type GraphQLErrorEntry, type GraphQLResponse, type Operation } from './graphql.ts';
import { requireStoreView } from './storeRequest.server.ts';
import type { StoreViewDefinition } from './storeView.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export interface CartSession {
  view: StoreViewDefinition;
  website: WebsiteCode;
  /** The bag's masked id: the cookie's, or the one created during this request. */
  cartId: string | undefined;
  /** Customer token for signed-in shoppers (sent as Bearer); guests have none. */
  token?: string;
  cookieOptions: CartCookieOptions;
  /** Set-Cookie lines the response must carry (cartHeaders). */
  setCookies: string[];
}

/**
 * The request's bag, from the `cart_id_<website>` cookie of its store view's website, as the
 * signed-in shopper when the request carries their token (a customer's cart needs it).
 */
export function cartSession(args: Pick<RequestArgs, 'request' | 'params'>, token = readCustomerToken(args.request.headers.get('cookie'))): CartSession {
  const view = requireStoreView(args);
  return {
    view,
    website: view.websiteCode,
    cartId: cartIdFor(args.request, view),
    token,
    cookieOptions: { secure: new URL(args.request.url).protocol === 'https:' },
    setCookies: [],
  };
}

/** The cart id a request carries for a store view's website, if any. */
export function cartIdFor(request: Request, view: StoreViewDefinition): string | undefined {
  return readCartId(request.headers.get('cookie'), view.websiteCode);
}

/** Remembers the bag and its count (both cookies), e.g. after every operation that answers the cart. */
export function rememberCart(session: CartSession, cartId: string, itemCount: number): void {
  session.cartId = cartId;
  session.setCookies = session.setCookies.filter((line) => !isCartCookie(line, session.website));
  session.setCookies.push(...cartCookies(session.website, cartId, itemCount, session.cookieOptions));
}

/** Forgets the bag (after an order is placed, or when it cannot be used any more). */
export function forgetCart(session: CartSession): void {
  session.cartId = undefined;
  session.setCookies = session.setCookies.filter((line) => !isCartCookie(line, session.website));
  session.setCookies.push(...cartCookies(session.website, null, 0, session.cookieOptions));
}

/**
 * A bag form posted from another site (DESIGN.md §6: CSRF protection on state-changing posts). The
 * SameSite=Lax cart cookie does not travel with such a post, so it would act on a new, empty cart
 * and replace the shopper's own in the answer's cookie: the action refuses it instead.
 */
export function isCrossSitePost(request: Request, publicUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  return origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin;
}

/** Headers with the session's Set-Cookie lines, for `data(..., { headers })` or `redirect`. */
export function cartHeaders(session: CartSession, headers: Headers = new Headers()): Headers {
  for (const line of session.setCookies) headers.append('Set-Cookie', line);
  return headers;
}

function isCartCookie(line: string, website: WebsiteCode): boolean {
  return line.startsWith(`cart_id_${website}=`) || line.startsWith(`cart_count_${website}=`);
}

/** Runs an operation in the session's store view, as the session's shopper. */
export async function runOperation<TData, TVariables>(
  { context }: Pick<RequestArgs, 'context'>,
  session: CartSession,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | undefined; errors: GraphQLErrorEntry[] }> {
  const response: GraphQLResponse = await context.commerce({
    query: operation.text,
    variables: variables as Record<string, unknown>,
    store: session.view.code,
    token: session.token,
  });
  return {
    data: (response.data ?? undefined) as TData | undefined,
    errors: response.errors ?? [],
  };
}

export class CartUnavailableError extends Error {
  constructor(message = 'Unable to create cart') {
    super(message);
    this.name = 'CartUnavailableError';
  }
}

/**
 * The session's cart id, creating an empty cart when the shopper has none (spec call createCart;
 * failure: "Unable to create cart"). The new id goes into the cookies with a count of 0.
 */
export async function ensureCart(args: Pick<RequestArgs, 'context'>, session: CartSession): Promise<string> {
  if (session.cartId) return session.cartId;
  return createCart(args, session);
}

async function createCart(args: Pick<RequestArgs, 'context'>, session: CartSession): Promise<string> {
  const answer = await runOperation(args, session, CREATE_CART, {});
  const cartId = answer.data?.createCart;
  if (!cartId || answer.errors.length > 0) throw new CartUnavailableError();
  rememberCart(session, cartId, 0);
  return cartId;
}

/** An error that may mean the cart itself is gone or not the shopper's (or only a line of it). */
function mayBeCartRefusal(error: GraphQLErrorEntry): boolean {
  const category = error.extensions?.category;
  return category === 'graphql-no-such-entity' || category === 'graphql-authorization';
}

/** Whether the shopper may still use a cart (spec call checkUserIsAuthed). */
export async function cartIsUsable(args: Pick<RequestArgs, 'context'>, session: CartSession, cartId: string): Promise<boolean> {
  const answer = await runOperation(args, session, CHECK_USER_IS_AUTHED, {
    cartId,
  });
  return answer.errors.length === 0 && answer.data?.checkUserIsAuthed.cart_id === cartId;
}

export interface CartOperationOptions {
  /** Create a cart when the shopper has none (adding to the bag); otherwise the answer is null. */
  create?: boolean;
}

/**
 * Runs a cart operation on the session's cart, recovering from an invalid cart (spec 001 §7): a
 * refusal that checkUserIsAuthed confirms is about the cart (not a missing line of it) clears the
 * stored cart, creates a new one and runs the operation again on it. Without a cart and without
 * `create`, answers null and asks nothing.
 */
export async function runCartOperation<TData, TVariables>(
  args: Pick<RequestArgs, 'context'>,
  session: CartSession,
  operation: Operation<TData, TVariables>,
  variablesFor: (cartId: string) => TVariables,
  { create = false }: CartOperationOptions = {},
): Promise<{ data: TData | undefined; errors: GraphQLErrorEntry[] } | null> {
  if (!session.cartId && !create) return null;
  const cartId = await ensureCart(args, session);
  const answer = await runOperation(args, session, operation, variablesFor(cartId));
  if (!answer.errors.some(mayBeCartRefusal) || (await cartIsUsable(args, session, cartId))) return answer;
  forgetCart(session);
  const freshId = await createCart(args, session);
  return runOperation(args, session, operation, variablesFor(freshId));
}

const CREATE_CART = graphql<CreateCartMutation, CreateCartMutationVariables>(`
  mutation CreateCart {
    createCart
  }
`);

const CHECK_USER_IS_AUTHED = graphql<CheckUserIsAuthedQuery, CheckUserIsAuthedQueryVariables>(`
  query CheckUserIsAuthed($cartId: String!) {
    checkUserIsAuthed(cartId: $cartId) {
      cart_id
    }
  }
`);
