/**
 * Gift cards on a cart (spec 000 §3 Cart "gift card"; Magento's applyGiftCardToCart): a code worth
 * a balance in one website's currency. The cart pays with it up to the balance, never below zero;
 * placing the order takes what it used off the balance in the order's transaction, and cancelling
 * the order (or its payment failing) puts it back. A code that is unknown, switched off, expired,
 * empty or of another website is refused alike ("invalid gift card", spec 001 §7).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { giftCards } from '../../db/schema/cart.ts';
import type { orders } from '../../db/schema/orders.ts';
import { inputError } from '../../core/errors.ts';
import { GIFT_CARD_CODE_MAX_LENGTH } from '../../../rules/cart.ts';

export type GiftCardRecord = typeof giftCards.$inferSelect;
type OrderRecord = typeof orders.$inferSelect;

export function normalizeGiftCardCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A card the website's carts can pay with now: active, not expired, with something left. */
export function usable(card: GiftCardRecord | undefined, websiteId: number, now: Date): card is GiftCardRecord {
  return Boolean(card && card.isActive && card.websiteId === websiteId && card.balance > 0 && (!card.expiresAt || card.expiresAt.getTime() > now.getTime()));
}

export async function findGiftCard(db: Database, code: string): Promise<GiftCardRecord | undefined> {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized || normalized.length > GIFT_CARD_CODE_MAX_LENGTH) return undefined;
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, normalized));
  return card;
}

/** What the card pays of `due` (the cart's total with delivery): its balance at most. */
export function giftCardPays(card: GiftCardRecord | null, due: number): number {
  return card ? Math.max(0, Math.min(card.balance, due)) : 0;
}

/**
 * Takes the order's gift card amount off the card, in the order's transaction. The conditional
 * update is the guard: two orders paying with one card's last balance, the second finds too little
 * left and rolls back.
 */
export async function debitGiftCardOfOrder(db: Database, order: OrderRecord): Promise<void> {
  if (!order.giftCardCode || order.giftCardAmount <= 0) return;
  const debited = await db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${order.giftCardAmount}` })
    .where(
      and(
        eq(giftCards.code, order.giftCardCode),
        eq(giftCards.websiteId, order.websiteId),
        eq(giftCards.isActive, true),
        gte(giftCards.balance, order.giftCardAmount),
        sql`(${giftCards.expiresAt} is null or ${giftCards.expiresAt} > now())`,
      ),
    )
    .returning({ id: giftCards.id });
  if (!debited.length) throw inputError('giftCard.invalid');
}

/** A cancelled or withdrawn order's gift card amount goes back on the card. */
export async function restoreGiftCardOfOrder(db: Database, order: OrderRecord): Promise<void> {
  if (!order.giftCardCode || order.giftCardAmount <= 0) return;
  await db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${order.giftCardAmount}` })
    .where(and(eq(giftCards.code, order.giftCardCode), eq(giftCards.websiteId, order.websiteId)));
}
