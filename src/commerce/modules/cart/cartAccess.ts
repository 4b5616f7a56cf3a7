/**
 * Who may use a cart. Every cart and checkout call starts here: the three refusals are the ones the
 * storefront recovers from by starting a new cart (spec 001 §7: cart not found, not active, user
 * cannot operate on cart).
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { columnPlaceholder, preparedStatement } from '../../db/preparedStatements.ts';
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

/** Who an account's cart may belong to in this request: a member, or a staff member for their own bag. */
function ownerOf(actor: RequestContext['actor']): number | undefined {
  return actor.kind === 'customer' ? actor.customerId : actor.kind === 'staff' ? actor.staffId : undefined;
}

/** changeableWhere's placeholders for this request and cart; `withAccount` is the condition's shape to use. */
export function changeableValues(request: RequestContext, maskedId: string): { withAccount: boolean; values: { maskedId: string; websiteId: number; owner: number | undefined } } {
  const owner = ownerOf(request.actor);
  return { withAccount: owner !== undefined, values: { maskedId: maskedId.trim(), websiteId: request.website.id, owner } };
}

/**
 * findCart's checks as a condition on the cart row, for a write that needs nothing else of the cart
 * (cartRecords.ts): the masked id (placeholder `maskedId`), of the request's website (`websiteId`),
 * open, and no account's or, for a request with an account (`withAccount`), that account's own
 * (`owner`). A row it leaves out is one findCart refuses, and findCart says why.
 */
export function changeableWhere(withAccount: boolean): SQL {
  const ownCart = withAccount ? or(isNull(carts.customerId), eq(carts.customerId, sql.placeholder('owner'))) : isNull(carts.customerId);
  return and(eq(carts.maskedId, sql.placeholder('maskedId')), eq(carts.websiteId, sql.placeholder('websiteId')), eq(carts.isActive, true), ownCart)!;
}

const cartByMaskedId = preparedStatement('cart_by_masked_id', (db) => db.select().from(carts).where(eq(carts.maskedId, sql.placeholder('maskedId'))));
const lockedCartByMaskedId = preparedStatement('cart_by_masked_id_locked', (db) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.maskedId, sql.placeholder('maskedId')))
    .for('update'),
);
// An update locks the row as `for update` does, and marks the cart changed in the same statement.
const touchedCartByMaskedId = preparedStatement('cart_by_masked_id_touched', (db) =>
  db
    .update(carts)
    .set({ updatedAt: columnPlaceholder(carts.updatedAt, 'now') })
    .where(eq(carts.maskedId, sql.placeholder('maskedId')))
    .returning(),
);

/**
 * The cart behind a masked id; with `forUpdate`, locked for the transaction and marked changed
 * now (its `updated_at`), since the transaction is about to change it or its lines. A refusal
 * throws, which rolls the mark back with the transaction.
 */
export async function findCart(db: Database, request: RequestContext, maskedId: string, forUpdate: boolean): Promise<CartRecord> {
  const id = maskedId.trim();
  if (!id) throw inputError('cart.idRequired');
  const shown = id.slice(0, 40);
  if (!MASKED_ID_PATTERN.test(id)) throw cartNotFound(shown);
  const [record] = forUpdate ? await touchedCartByMaskedId(db).execute({ maskedId: id, now: new Date() }) : await cartByMaskedId(db).execute({ maskedId: id });
  // A cart belongs to one website: another website's view does not know it.
  if (!record || record.websiteId !== request.website.id) throw cartNotFound(shown);
  if (!record.isActive) throw cartNotActive();
  // An account's cart is its owner's alone: a member's, or a staff member's bag (docs/decisions.md, "The staff bag").
  if (record.customerId !== null && ownerOf(request.actor) !== record.customerId) {
    throw cartNotYours(shown);
  }
  return record;
}

/** The cart behind a masked id, locked for the transaction, with no check of who asks (placing an order makes its own). */
export async function lockCartRow(db: Database, maskedId: string): Promise<CartRecord | undefined> {
  const [cart] = await lockedCartByMaskedId(db).execute({ maskedId });
  return cart;
}
