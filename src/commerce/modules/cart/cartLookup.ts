/**
 * Finding a cart: a guest's new cart, the signed-in customer's (or staff member's) own, and the
 * small reads the header and the checkout make of a cart they may use.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { columnPlaceholder, preparedStatement } from '../../db/preparedStatements.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { customers } from '../../db/schema.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { CommerceError } from '../../core/errors.ts';
import type { CartView } from './cartViews.ts';
import { findCart } from './cartAccess.ts';
import type { CartPricing } from './cartPricing.ts';

function newMaskedId(): string {
  return randomBytes(24).toString('base64url');
}

/** A new, empty guest cart in the scope's website; its masked id is what clients keep. */
export async function createCart(pricing: CartPricing, request: RequestContext): Promise<string> {
  const maskedId = newMaskedId();
  await guestCartCreated(pricing.db).execute({ maskedId, websiteId: request.website.id, storeViewId: request.view.id });
  return maskedId;
}

const guestCartCreated = preparedStatement('guest_cart_created', (db) =>
  db.insert(carts).values({
    maskedId: columnPlaceholder(carts.maskedId, 'maskedId'),
    websiteId: columnPlaceholder(carts.websiteId, 'websiteId'),
    storeViewId: columnPlaceholder(carts.storeViewId, 'storeViewId'),
  }),
);

export async function cartById(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<CartView> {
  const record = await findCart(pricing.db, request, maskedId, false);
  return pricing.viewOf(record, request);
}

/** Answers with the cart's id when the requester may use it (spec call checkUserIsAuthed). */
export async function checkAccess(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<string> {
  const record = await findCart(pricing.db, request, maskedId, false);
  return record.maskedId;
}

/** Pieces in the cart, for the cart trigger (spec call getItemCount). */
export async function itemCount(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<number> {
  const record = await findCart(pricing.db, request, maskedId, false);
  const [row] = await pricing.db
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, record.id));
  return Number(row?.total ?? 0);
}

export async function appliedCoupons(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<Array<{ code: string }>> {
  const record = await findCart(pricing.db, request, maskedId, false);
  return record.couponCode ? [{ code: record.couponCode }] : [];
}

/**
 * The signed-in customer's active cart on the request's website, created with their email when
 * there is none; a staff member's token has a bag of its own the same way, kept on their account
 * (docs/decisions.md, "The staff bag"). The account's row is locked meanwhile, so two first
 * requests make one cart.
 */
export async function customerCart(pricing: CartPricing, request: RequestContext): Promise<CartView> {
  const { actor } = request;
  if (actor.kind !== 'customer' && actor.kind !== 'staff') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
  const customerId = actor.kind === 'customer' ? actor.customerId : actor.staffId;
  const record = await pricing.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for('update');
    if (!customer) throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
    const [found] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.websiteId, request.website.id), eq(carts.isActive, true)))
      .orderBy(desc(carts.id))
      .limit(1);
    if (found) return found;
    const [created] = await tx
      .insert(carts)
      .values({ maskedId: newMaskedId(), websiteId: request.website.id, storeViewId: request.view.id, customerId, email: customer.email })
      .returning();
    return created;
  });
  return pricing.viewOf(record, request);
}

