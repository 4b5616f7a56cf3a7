/**
 * Who may use a cart. Every cart and checkout call starts here: the three refusals are the ones the
 * storefront recovers from by starting a new cart (spec 001 §7: cart not found, not active, user
 * cannot operate on cart).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { carts } from '../../db/schema/cart.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import { INVALID_CART_CODES } from '../../../rules/cart.ts';

export type CartRecord = typeof carts.$inferSelect;

const MASKED_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The three refusals, each with its code (rules/cart.ts) for the storefront to recognise. */
export const cartNotFound = (cartId: string) => new CommerceError('graphql-no-such-entity', 'cart.notFound', { cartId: cartId.slice(0, 40) }, [], INVALID_CART_CODES.notFound);
export const cartNotActive = () => new CommerceError('graphql-no-such-entity', 'cart.notActive', undefined, [], INVALID_CART_CODES.notActive);
export const cartNotYours = (cartId: string) => new CommerceError('graphql-authorization', 'cart.notYours', { cartId: cartId.slice(0, 40) }, [], INVALID_CART_CODES.notYours);

/** The cart behind a masked id, locked for the transaction when it is about to change. */
export async function findCart(db: Database, request: RequestContext, maskedId: string, forUpdate: boolean): Promise<CartRecord> {
  const { actor } = request;
  const id = maskedId.trim();
  if (!id) throw inputError('cart.idRequired');
  const shown = id.slice(0, 40);
  if (!MASKED_ID_PATTERN.test(id)) throw cartNotFound(shown);
  const query = db.select().from(carts).where(eq(carts.maskedId, id));
  const [record] = forUpdate ? await query.for('update') : await query;
  // A cart belongs to one website: another website's view does not know it.
  if (!record || record.websiteId !== request.website.id) throw cartNotFound(shown);
  if (!record.isActive) throw cartNotActive();
  // An account's cart is its owner's alone: a member's, or a staff member's bag (docs/decisions.md, "The staff bag").
  const ownerId = actor.kind === 'customer' ? actor.customerId : actor.kind === 'staff' ? actor.staffId : undefined;
  if (record.customerId !== null && ownerId !== record.customerId) {
    throw cartNotYours(shown);
  }
  return record;
}
