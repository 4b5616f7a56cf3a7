/**
 * What the wishlist's form action does for each `intent` (rules/wishlistInput.ts), as the signed-in
 * shopper. Moving a piece to the bag remembers the bag and its count in the session, as the bag's
 * own forms do, so the header's count follows. A guest's heart is kept in a short-lived cookie and
 * added once they have signed in (pendingPiece.server.ts).
 */
import type { AppLoadContext, Params } from 'react-router';
import type { WishlistInput } from '../../../rules/wishlistInput.ts';
import { isSessionGone } from '../session/sessionGone.server.ts';
import { CUSTOMER_CART_ID } from '../account/operations.ts';
import type { GraphQLErrorEntry } from '../api/graphql.ts';
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST, WISHLIST_PIECES, WISHLIST_TO_BAG } from './operations.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export type WishlistNoticeKind = 'added' | 'removed' | 'movedToBag' | 'removeFailed' | 'toBagFailed' | 'failed';

export interface WishlistActionResult {
  intent: WishlistInput['intent'] | null;
  ok: boolean;
  notice: WishlistNoticeKind;
  /** The API's reason, in the shopper's language, when it gave one. */
  reason: string | null;
  /** The token no longer signs anyone in: the shopper signs in again. */
  sessionGone: boolean;
}

const failed = (intent: WishlistActionResult['intent'], notice: WishlistNoticeKind, reason: string | null, errors: GraphQLErrorEntry[] = []): WishlistActionResult => ({
  intent,
  ok: false,
  notice,
  reason,
  sessionGone: isSessionGone(errors),
});

/** The shopper's list id: every wishlist mutation names it. */
async function wishlistIdOf({ context }: Pick<RequestArgs, 'context'>): Promise<{ id: string | undefined; errors: GraphQLErrorEntry[] }> {
  const answer = await context.client.query(WISHLIST_PIECES);
  return { id: answer.data?.customer?.wishlists[0]?.id ?? undefined, errors: answer.errors };
}

/** Adds one piece to the signed-in shopper's list; the API's refusal comes back as the reason. */
export async function addToWishlist(args: Pick<RequestArgs, 'context'>, piece: { sku: string; parentSku?: string; selectedOptions: string[] }) {
  const list = await wishlistIdOf(args);
  if (!list.id) return failed('add', 'failed', null, list.errors);
  const answer = await args.context.client.mutate(ADD_TO_WISHLIST, {
    id: list.id,
    items: [{ sku: piece.sku, quantity: 1, parent_sku: piece.parentSku ?? null, selected_options: piece.selectedOptions }],
  });
  const refusal = answer.data?.addProductsToWishlist?.user_errors[0]?.message ?? answer.errors[0]?.message;
  if (!answer.data?.addProductsToWishlist || refusal) return failed('add', 'failed', refusal ?? null, answer.errors);
  return { intent: 'add', ok: true, notice: 'added', reason: null, sessionGone: false } satisfies WishlistActionResult;
}

export async function runWishlistIntent(args: RequestArgs, input: WishlistInput): Promise<WishlistActionResult> {
  const { client, cart } = args.context;
  const done = (notice: WishlistNoticeKind): WishlistActionResult => ({ intent: input.intent, ok: true, notice, reason: null, sessionGone: false });
  switch (input.intent) {
    case 'add':
      return addToWishlist(args, input);
    case 'remove': {
      const list = await wishlistIdOf(args);
      if (!list.id) return failed(input.intent, 'removeFailed', null, list.errors);
      const answer = await client.mutate(REMOVE_FROM_WISHLIST, { id: list.id, items: [input.itemId] });
      const refusal = answer.data?.removeProductsFromWishlist?.user_errors[0]?.message ?? answer.errors[0]?.message;
      return refusal || !answer.data?.removeProductsFromWishlist ? failed(input.intent, 'removeFailed', refusal ?? null, answer.errors) : done('removed');
    }
    case 'to-bag': {
      const list = await wishlistIdOf(args);
      if (!list.id) return failed(input.intent, 'toBagFailed', null, list.errors);
      const answer = await client.mutate(WISHLIST_TO_BAG, { id: list.id, items: [input.itemId] });
      const moved = answer.data?.addWishlistItemsToCart;
      // The bag may have changed even when an item was refused: the count follows it either way.
      const customerCart = await client.query(CUSTOMER_CART_ID);
      if (customerCart.data?.customerCart) cart.remember(customerCart.data.customerCart);
      const refusal = moved?.add_wishlist_items_to_cart_user_errors[0]?.message ?? answer.errors[0]?.message;
      return !moved?.status ? failed(input.intent, 'toBagFailed', refusal ?? null, answer.errors) : done('movedToBag');
    }
  }
}
