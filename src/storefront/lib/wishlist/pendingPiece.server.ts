/**
 * A guest's heart: the piece is kept in a short-lived httpOnly cookie while they sign in, and added
 * to their list as the session starts (account/customerSession.server.ts), as Magento keeps a guest's
 * wishlist request through its login. The cookie lives ten minutes and is cleared once read.
 */
import type { AppLoadContext, Params } from 'react-router';
import { z } from 'zod';
import { readCookie, serializeCookie } from '../http/cookies.ts';
import { addToWishlist } from './wishlistActions.server.ts';

export const PENDING_WISHLIST_COOKIE = 'wishlist_pending';
const PENDING_MAX_AGE_SECONDS = 600;

const pendingPiece = z.object({
  store: z.string().max(16),
  sku: z.string().min(1).max(64),
  parentSku: z.string().min(1).max(64).optional(),
  selectedOptions: z.array(z.string().min(1).max(200)).max(20),
});

export type PendingPiece = z.infer<typeof pendingPiece>;

export function pendingPieceCookie(piece: PendingPiece, secure: boolean): string {
  return serializeCookie(PENDING_WISHLIST_COOKIE, JSON.stringify(piece), { maxAge: PENDING_MAX_AGE_SECONDS, httpOnly: true, secure });
}

function readPendingPiece(cookieHeader: string | null): PendingPiece | undefined {
  const value = readCookie(cookieHeader, PENDING_WISHLIST_COOKIE);
  if (!value) return undefined;
  try {
    const parsed = pendingPiece.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds the piece a guest hearted before signing in, in the store view they hearted it in; answers
 * the Set-Cookie line that clears the cookie (none when there was nothing to add). A refusal (the
 * piece no longer sold) is logged and dropped: signing in goes on.
 */
export async function savePendingPiece(args: { request: Request; params: Params; context: AppLoadContext }): Promise<string[]> {
  const { session, view } = args.context;
  const cookieHeader = args.request.headers.get('cookie');
  if (!readCookie(cookieHeader, PENDING_WISHLIST_COOKIE)) return [];
  const clear = serializeCookie(PENDING_WISHLIST_COOKIE, '', { maxAge: 0, httpOnly: true, secure: session.secure });
  const piece = readPendingPiece(cookieHeader);
  if (!piece || piece.store !== view.code) return [clear];
  const result = await addToWishlist(args, piece);
  if (!result.ok) args.context.log.warn({ sku: piece.sku, reason: result.reason }, 'hearted piece not added after sign-in');
  return [clear];
}
