/**
 * The shopper's bag over the request's client and session (as Hydrogen's `createCartHandler`):
 * `cart.get()`, `cart.addLines()`, `cart.updateLines()`, `cart.removeLines()`, `cart.applyCoupon()`
 * ... on the session's cart id, creating the cart when a shopper first adds a piece (looking at an
 * empty bag creates none). Every answer that carries the cart remembers it and its count.
 *
 * Invalid carts are recovered as the spec says (000 §4 Cart; 001 §7): when the cart is not found,
 * not active, or the shopper cannot operate on it (the API's codes for those three, rules/cart.ts),
 * the stored cart is forgotten and the operation runs again, once, on the bag the shopper has now.
 * For a signed-in member that is the account's bag: a bag that became an order on another device
 * is no reason to sign anyone out, so the member carries on with the account's current one. Only a
 * sign-in the API no longer knows (revoked or expired) ends the session, with the token revoked
 * (errors ignored) and the session-ended notice (000 §4 Session); the operation then runs on a new
 * guest bag, so a piece being added is not lost (docs/decisions.md, "A closed bag keeps the member
 * signed in").
 */
import type {
  AddGiftsToBagMutation,
  AddScannedToBagMutation,
  AddToBagMutation,
  ApplyCouponMutation,
  ApplyGiftCardMutation,
  CartItemInput,
  CartPageQuery,
  ChangeBagVariantMutation,
  RemoveCouponMutation,
  RemoveFromBagMutation,
  RemoveGiftCardMutation,
  RuleGiftInput,
  UpdateBagMutation,
} from '../generated/operations.ts';
import type { GraphQLAnswer, GraphQLErrorEntry, Operation } from '../api/graphql.ts';
import { CUSTOMER_CART_ID, REVOKE_TOKEN } from '../account/operations.ts';
import { isInvalidCartCode } from '../../../rules/cart.ts';
import type { ShopperSession } from '../session/shopperSession.server.ts';
import type { StorefrontClient } from '../session/storefrontClient.server.ts';
import {
  ADD_GIFTS,
  ADD_SCANNED_TO_BAG,
  ADD_TO_BAG,
  APPLY_COUPON,
  APPLY_GIFT_CARD,
  CART_PAGE,
  CHANGE_BAG_VARIANT,
  CREATE_CART,
  REMOVE_COUPON,
  REMOVE_FROM_BAG,
  REMOVE_GIFT_CARD,
  UPDATE_BAG,
} from './operations.ts';

export class CartUnavailableError extends Error {
  constructor(message = 'Unable to create cart') {
    super(message);
    this.name = 'CartUnavailableError';
  }
}

export interface CartOperationOptions {
  /** Create a cart when the shopper has none (adding to the bag); otherwise the answer is null. */
  create?: boolean;
}

type CartAnswer<TData> = Promise<GraphQLAnswer<TData> | null>;

export interface CartHandler {
  /** The bag's masked id: the session's, or the one created during this request. */
  readonly id: string | undefined;
  /** Whether this request signed the shopper out because their sign-in had ended. */
  readonly signedOut: boolean;
  /** The bag with its gift rules still to choose; null without a bag. */
  get(): CartAnswer<CartPageQuery>;
  addLines(lines: CartItemInput[]): CartAnswer<AddToBagMutation>;
  /** A staff member's scanned (or typed) shelf-tag code: the piece it names, into their bag. */
  addScanned(scan: { code: string; quantity: number }): CartAnswer<AddScannedToBagMutation>;
  updateLines(line: { uid: string; quantity: number }): CartAnswer<UpdateBagMutation>;
  removeLines(uid: string): CartAnswer<RemoveFromBagMutation>;
  /** A configurable line's other variant (removed and added again, spec 000 §4). */
  changeVariant(line: { uid: string; variantSku: string }): CartAnswer<ChangeBagVariantMutation>;
  applyCoupon(code: string): CartAnswer<ApplyCouponMutation>;
  removeCoupon(): CartAnswer<RemoveCouponMutation>;
  applyGiftCard(code: string): CartAnswer<ApplyGiftCardMutation>;
  removeGiftCard(code: string): CartAnswer<RemoveGiftCardMutation>;
  addGifts(rules: RuleGiftInput[]): CartAnswer<AddGiftsToBagMutation>;
  /** Any other query on the bag (checkout's), with the same recovery. */
  query<TData, TVariables>(operation: Operation<TData, TVariables>, variablesFor: (cartId: string) => TVariables, options?: CartOperationOptions): CartAnswer<TData>;
  /** Any other mutation on the bag, with the same recovery. */
  mutate<TData, TVariables>(operation: Operation<TData, TVariables>, variablesFor: (cartId: string) => TVariables, options?: CartOperationOptions): CartAnswer<TData>;
  /** The bag's id, creating an empty bag when the shopper has none (spec call createCart). */
  ensure(): Promise<string>;
  /** Remembers a bag an answer carried, and its count. */
  remember(cart: { id: string; total_quantity: number }): void;
  /** Forgets the bag (after an order is placed, or at sign-out). */
  forget(): void;
}

/** Whether an answer says the cart itself cannot be used: not found, not active, or not the shopper's. */
export function isInvalidCart(errors: readonly GraphQLErrorEntry[]): boolean {
  return errors.some((error) => isInvalidCartCode(error.extensions?.code));
}

export function createCartHandler(client: StorefrontClient, session: ShopperSession): CartHandler {
  let signedOut = false;

  /** A signed-in member's bag is the account's (Magento's customerCart), on every device and after an order. */
  async function memberCart(): Promise<string> {
    const cartId = await accountCart();
    if (!cartId) throw new CartUnavailableError();
    return cartId;
  }

  /**
   * The account's current bag, remembered; undefined when the API no longer knows the member's
   * sign-in (an authorization refusal). Any other failure is the bag being unavailable.
   */
  async function accountCart(): Promise<string | undefined> {
    const answer = await client.query(CUSTOMER_CART_ID, {});
    const cart = answer.data?.customerCart;
    if (cart && answer.errors.length === 0) {
      session.rememberCart(cart.id, cart.total_quantity);
      return cart.id;
    }
    if (answer.errors.some((error) => error.extensions?.category === 'graphql-authorization')) return undefined;
    throw new CartUnavailableError();
  }

  async function create(): Promise<string> {
    if (session.signedIn) return memberCart();
    const answer = await client.mutate(CREATE_CART, {});
    const cartId = answer.data?.createCart;
    if (!cartId || answer.errors.length > 0) throw new CartUnavailableError();
    session.rememberCart(cartId, 0);
    return cartId;
  }

  async function ensure(): Promise<string> {
    return session.cartId ?? create();
  }

  /** Ends a sign-in the API no longer knows: the token revoked (errors ignored), the session ended with its notice. */
  async function signOut(): Promise<void> {
    await client.mutate(REVOKE_TOKEN).catch(() => undefined);
    session.endWithNotice();
    signedOut = true;
  }

  /** The bag to carry on with after the stored one was refused: the account's, or a new guest bag when the sign-in is gone. */
  async function replacement(): Promise<string> {
    session.forgetCart();
    if (session.signedIn) {
      const cartId = await accountCart();
      if (cartId) return cartId;
      await signOut();
    }
    return create();
  }

  async function run<TData>(send: (cartId: string) => Promise<GraphQLAnswer<TData>>, { create: creating = false }: CartOperationOptions = {}): CartAnswer<TData> {
    if (!session.cartId && !creating && !session.signedIn) return null;
    const cartId = await ensure();
    const answer = await send(cartId);
    if (!isInvalidCart(answer.errors)) return answer;
    return send(await replacement());
  }

  /** Runs a mutation whose answer carries the cart, and remembers the cart it answered. */
  async function change<TData>(send: (cartId: string) => Promise<GraphQLAnswer<TData>>, cartOf: (data: TData) => { id: string; total_quantity: number } | null | undefined, options?: CartOperationOptions): CartAnswer<TData> {
    const answer = await run(send, options);
    const cart = answer?.data && cartOf(answer.data);
    if (cart) session.rememberCart(cart.id, cart.total_quantity);
    return answer;
  }

  return {
    get id() {
      return session.cartId;
    },
    get signedOut() {
      return signedOut;
    },
    get: () => change((cartId) => client.query(CART_PAGE, { cartId }), (data) => data.cart),
    addLines: (items) => change((cartId) => client.mutate(ADD_TO_BAG, { cartId, items }), (data) => data.addProductsToCart?.cart, { create: true }),
    addScanned: ({ code, quantity }) =>
      change((cartId) => client.mutate(ADD_SCANNED_TO_BAG, { cartId, code, quantity }), (data) => data.addScannedProductToCart?.cart, { create: true }),
    updateLines: ({ uid, quantity }) => change((cartId) => client.mutate(UPDATE_BAG, { cartId, uid, quantity }), (data) => data.updateCartItems?.cart),
    changeVariant: ({ uid, variantSku }) =>
      change((cartId) => client.mutate(CHANGE_BAG_VARIANT, { cartId, uid, variantSku }), (data) => data.changeConfigurableCartItem?.cart),
    removeLines: (uid) => change((cartId) => client.mutate(REMOVE_FROM_BAG, { cartId, uid }), (data) => data.removeItemFromCart?.cart),
    applyCoupon: (code) => change((cartId) => client.mutate(APPLY_COUPON, { cartId, code }), (data) => data.applyCouponToCart?.cart),
    removeCoupon: () => change((cartId) => client.mutate(REMOVE_COUPON, { cartId }), (data) => data.removeCouponFromCart?.cart),
    applyGiftCard: (code) => change((cartId) => client.mutate(APPLY_GIFT_CARD, { cartId, code }), (data) => data.applyGiftCardToCart?.cart),
    removeGiftCard: (code) => change((cartId) => client.mutate(REMOVE_GIFT_CARD, { cartId, code }), (data) => data.removeGiftCardFromCart?.cart),
    addGifts: (rules) => change((cartId) => client.mutate(ADD_GIFTS, { cartId, rules }), (data) => data.addGiftToCart.cart),
    query: (operation, variablesFor, options) => run((cartId) => client.query(operation, variablesFor(cartId)), options),
    mutate: (operation, variablesFor, options) => run((cartId) => client.mutate(operation, variablesFor(cartId)), options),
    ensure,
    remember: (cart) => session.rememberCart(cart.id, cart.total_quantity),
    forget: () => session.forgetCart(),
  };
}
