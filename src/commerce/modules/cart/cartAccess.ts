/**
 * Who may use a cart. Every cart and checkout call starts here: the three refusals are the ones the
 * storefront recovers from by starting a new cart (spec 001 §7: cart not found, not active, user
 * cannot operate on cart).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { carts } from '../../db/schema/cart.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';

export type CartRecord = typeof carts.$inferSelect;

const MASKED_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The cart behind a masked id, locked for the transaction when it is about to change. */
export async function findCart(db: Database, request: RequestContext, maskedId: string, forUpdate: boolean): Promise<CartRecord> {
  const { actor } = request;
  const id = maskedId.trim();
  if (!id) throw inputError('cart.idRequired');
  const shown = id.slice(0, 40);
  if (!MASKED_ID_PATTERN.test(id)) throw notFoundError('cart.notFound', { cartId: shown });
  const query = db.select().from(carts).where(eq(carts.maskedId, id));
  const [record] = forUpdate ? await query.for('update') : await query;
  // A cart belongs to one website: another website's view does not know it.
  if (!record || record.websiteId !== request.website.id) throw notFoundError('cart.notFound', { cartId: shown });
  if (!record.isActive) throw notFoundError('cart.notActive');
  if (record.customerId !== null && !(actor.kind === 'customer' && actor.customerId === record.customerId)) {
    throw new CommerceError('graphql-authorization', 'cart.notYours', { cartId: shown });
  }
  return record;
}
