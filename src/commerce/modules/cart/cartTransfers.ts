/**
 * Pieces that move from one cart into another: a guest's cart merged into the account's when they
 * sign in (Magento's mergeCarts), and an unpaid, cancelled order's cart restored into the bag.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '../../../rules/cart.ts';
import { requireStaffActor, type RequestContext } from '../../core/requestContext.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { CartLineRecord } from './linePrices.ts';
import type { CartView } from './cartViews.ts';
import { findCart, type CartRecord } from './cartAccess.ts';
import { loadLines, sameChoice } from './cartLines.ts';
import type { CartPricing } from './cartPricing.ts';

/**
 * Magento's mergeCarts: the source cart's lines join the destination (quantities of the same
 * piece add up, to the line maximum), its coupon comes along when the destination has none, and
 * the source cart closes. Gifts stay behind: the merged cart's rules decide them again.
 */
export async function mergeCarts(pricing: CartPricing, request: RequestContext, sourceId: string, destinationId: string): Promise<CartView> {
  const priced = await pricing.db.transaction(async (tx) => {
    const db = tx;
    const destination = await findCart(db, request, destinationId, true);
    const source = await findCart(db, request, sourceId, true);
    if (source.id === destination.id) throw inputError('customer.mergeSameCart');
    await joinLines(db, source.id, destination.id, (held, incoming) => held + incoming);
    if (!destination.couponCode && source.couponCode) await db.update(carts).set({ couponCode: source.couponCode }).where(eq(carts.id, destination.id));
    await db.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, source.id));
    await pricing.deps.cartsMerged?.(db, source.id, destination.id);
    return pricing.settle(db, destination, request, pricing.rowLoader(db, request));
  });
  return pricing.present(priced, request);
}

/**
 * A staff order paid again (staff action "repay"): besides its pieces (restoreLines), the staff
 * bag takes back the order's checkout as the staff member left it (the shop it was placed at,
 * where it is collected or sent, its billing address and the customer's phone the one-time
 * password proved), all but the payment method, which is chosen again.
 */
export async function restoreStaffCheckout(pricing: CartPricing, db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
  requireStaffActor(request.actor);
  const destination = await findCart(db, request, destinationId, true);
  const [source] = await db.select().from(carts).where(eq(carts.id, sourceCartId));
  if (!source || source.websiteId !== destination.websiteId) throw notFoundError('cart.notFound', { cartId: destinationId.slice(0, 40) });
  await db
    .update(carts)
    .set({
      staffOrderedStore: source.staffOrderedStore,
      orderCustomerPhone: source.orderCustomerPhone,
      orderCustomerPhoneVerifiedAt: source.orderCustomerPhoneVerifiedAt,
      shippingAddress: source.shippingAddress,
      billingAddress: source.billingAddress,
      billingSameAsShipping: source.billingSameAsShipping,
      shippingMethod: source.shippingMethod,
      pickupLocationId: source.pickupLocationId,
      paymentMethod: null,
      paymentNonce: null,
      paymentSaveCard: false,
      paymentVaultHash: null,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, destination.id));
  return restoreLines(pricing, db, request, sourceCartId, destinationId);
}

/**
 * Puts the pieces of a cart that became an unpaid, cancelled order back into the shopper's bag
 * (`destinationId`), inside the caller's transaction: each line at least at the quantity it had
 * (restoring twice gives the same bag), its coupon when the bag has none. Gifts stay behind: the
 * bag's rules decide them again. The bag is priced and settled as after any change, so stock is
 * checked again and a coupon no longer valid comes off. Answers the bag's record, to be shown
 * once the caller's transaction has committed.
 */
export async function restoreLines(pricing: CartPricing, db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
  const destination = await findCart(db, request, destinationId, true);
  const [source] = await db.select().from(carts).where(eq(carts.id, sourceCartId));
  if (!source || source.websiteId !== destination.websiteId) throw notFoundError('cart.notFound', { cartId: destinationId.slice(0, 40) });
  await joinLines(db, source.id, destination.id, (held, incoming) => Math.max(held, incoming));
  if (!destination.couponCode && source.couponCode) await db.update(carts).set({ couponCode: source.couponCode }).where(eq(carts.id, destination.id));
  if (!destination.giftCardCode && source.giftCardCode) await db.update(carts).set({ giftCardCode: source.giftCardCode }).where(eq(carts.id, destination.id));
  return (await pricing.settle(db, destination, request, pricing.rowLoader(db, request))).record;
}

/**
 * The source cart's lines (gifts apart) join the destination's: a piece already there takes the
 * quantity `joined` gives (to the line maximum), another comes in as a new line while the cart has
 * room for one.
 */
async function joinLines(db: Database, sourceId: number, destinationId: number, joined: (held: number, incoming: number) => number): Promise<void> {
  const incoming = await loadLines(db, sourceId);
  const lines = await loadLines(db, destinationId);
  for (const line of incoming.filter((candidate) => candidate.giftRuleId === null)) {
    const same = lines.find((existing) => sameChoice(existing, line));
    if (same) {
      const quantity = Math.min(CART_LINE_MAX_QUANTITY, joined(same.quantity, line.quantity));
      if (quantity === same.quantity) continue;
      same.quantity = quantity;
      await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, same.id));
    } else if (lines.length < CART_MAX_LINES) {
      const { id: _id, giftRuleId: _gift, ...choice } = line;
      const [inserted] = await db.insert(cartItems).values({ cartId: destinationId, ...choice }).returning();
      lines.push(inserted as CartLineRecord);
    }
  }
}
