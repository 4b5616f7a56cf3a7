/**
 * The codes a shopper types into the bag: a coupon (one per checkout, spec 001 §5) and a gift card
 * that pays part of it. A code refused as no such code counts against the bag and the address
 * (codeAttempts.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { carts } from '../../db/schema/cart.ts';
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from '../../../rules/cart.ts';
import { formatMoney } from '../../../rules/money.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import { ruleApplies } from './cartTotals.ts';
import type { CartView } from './cartViews.ts';
import { findCart } from './cartAccess.ts';
import type { CartPricing } from './cartPricing.ts';
import { checkCodeAttempts, recordRefusedCode } from './codeAttempts.ts';
import { findGiftCard, normalizeGiftCardCode, usable } from './giftCards.ts';

/** One coupon per checkout (spec 001 §5): a second is refused until the first is removed. */
export async function applyCoupon(pricing: CartPricing, request: RequestContext, maskedId: string, couponCode: string): Promise<CartView> {
  const code = normalizeCouponCode(couponCode);
  const settled = await tryingCode(pricing, request, async (tx, tried) => {
    const cart = await findCart(tx, request, maskedId, true);
    if (cart.couponCode) throw inputError('coupon.alreadyApplied');
    await tried(cart.id);
    if (!code || code.length > COUPON_CODE_MAX_LENGTH) throw inputError('coupon.invalid');
    // Priced as if the code were on: a personal coupon's rule only comes with its code. Settling
    // writes the code and keeps this pricing, since the code was all that changed.
    const rowLoader = pricing.rowLoader(tx, request);
    const priced = await pricing.price(tx, { ...cart, couponCode: code }, request, rowLoader);
    if (priced.totals.subtotal <= 0) throw inputError('cart.empty');
    const rule = priced.rules.find((candidate) => candidate.couponCode === code);
    const now = new Date();
    if (!rule || !ruleApplies({ ...rule, minSubtotal: 0 }, priced.totals.subtotal, code, now)) {
      throw (await pricing.deps.personalCoupons?.refusal(tx, code, cart, now)) ?? inputError('coupon.invalid');
    }
    if (priced.totals.subtotal < rule.minSubtotal) {
      throw inputError('coupon.minimum', { code, amount: formatMoney({ amount: rule.minSubtotal, currency: request.baseCurrency }) });
    }
    return pricing.settle(tx, cart, request, rowLoader, priced);
  });
  return pricing.present(settled, request);
}

/**
 * A coupon or gift card code tried on a bag: refused unread while the bag or the address has had
 * too many codes refused lately, and counted when it is refused as no such code (codeAttempts.ts).
 */
async function tryingCode<T>(pricing: CartPricing, request: RequestContext, work: (tx: Database, tried: (cartId: number) => Promise<void>) => Promise<T>): Promise<T> {
  let triedOn: number | undefined;
  try {
    return await pricing.db.transaction((tx) =>
      work(tx, async (cartId) => {
        await checkCodeAttempts(tx, request, cartId);
        triedOn = cartId;
      }),
    );
  } catch (error) {
    const noSuchCode = error instanceof CommerceError && (error.messageKey === 'coupon.invalid' || error.messageKey === 'giftCard.invalid');
    if (noSuchCode && triedOn !== undefined) await recordRefusedCode(pricing.db, request, triedOn);
    throw error;
  }
}

/** Pays part of the cart with a gift card (Magento's applyGiftCardToCart); one card per cart, a new one replaces the old. */
export async function applyGiftCard(pricing: CartPricing, request: RequestContext, maskedId: string, code: string): Promise<CartView> {
  const priced = await tryingCode(pricing, request, async (tx, tried) => {
    const cart = await findCart(tx, request, maskedId, true);
    await tried(cart.id);
    const card = await findGiftCard(tx, code);
    if (!usable(card, cart.websiteId, new Date())) throw inputError('giftCard.invalid');
    await tx.update(carts).set({ giftCardCode: card.code, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return pricing.settle(tx, cart, request, pricing.rowLoader(tx, request));
  });
  return pricing.present(priced, request);
}

/** Takes the gift card off the cart (Magento's removeGiftCardFromCart); a code not on the cart is refused. */
export async function removeGiftCard(pricing: CartPricing, request: RequestContext, maskedId: string, code: string): Promise<CartView> {
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    if (!cart.giftCardCode || (code.trim() && cart.giftCardCode !== normalizeGiftCardCode(code))) throw inputError('giftCard.invalid');
    await tx.update(carts).set({ giftCardCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return pricing.settle(tx, cart, request, pricing.rowLoader(tx, request));
  });
  return pricing.present(priced, request);
}

export async function removeCoupon(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<CartView> {
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return pricing.settle(tx, cart, request, pricing.rowLoader(tx, request));
  });
  return pricing.present(priced, request);
}
