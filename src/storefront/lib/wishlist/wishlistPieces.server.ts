/**
 * The pieces in a signed-in shopper's wishlist, for the hearts on product pages and cards. Read
 * with the store layout: signed-in pages are drawn per shopper and never stored in the page cache
 * (docs/decisions.md), so the hearts are right in the first HTML, with or without scripts, while
 * guests' pages, whose hearts are all empty, stay cacheable.
 */
import type { AppLoadContext, Params } from 'react-router';
import { WISHLIST_PIECES } from './operations.ts';

export interface WishlistPiece {
  sku: string;
  itemId: string;
}

/** Null for guests, and when the list cannot be read (the hearts then draw empty). */
export async function wishlistPiecesOf(args: { request: Request; params: Params; context: AppLoadContext }): Promise<WishlistPiece[] | null> {
  if (!args.context.session.signedIn) return null;
  const answer = await args.context.client.query(WISHLIST_PIECES).catch(() => null);
  const items = answer?.data?.customer?.wishlists[0]?.items_v2?.items;
  if (!items) return null;
  return items.flatMap((item) => (item ? [{ sku: item.product_sku, itemId: item.id }] : []));
}
