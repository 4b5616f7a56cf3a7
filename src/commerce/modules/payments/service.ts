/**
 * Paying for orders. Placing an order opens its payment in the placement's transaction. A card is
 * then authorized through the gateway, outside any transaction (a gateway call must not hold stock
 * rows locked): approved, the order is paid ("processing", spec 000 §4) and its confirmation
 * queued; refused, the placement is undone (modules/orders withdrawUnpaid) so no order holds stock
 * and the cart can be paid again. A wallet payment (wechat_pay) leaves the order "pending" ("To
 * Pay") until the gateway's signed notification says it was paid or refused: that notification,
 * not the shopper's browser, decides (docs/decisions.md). A signed-in shopper's card may be kept in
 * the gateway's vault once paid, and a kept card paid with again (savedCards.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentNotifications, payments, type PaymentState } from '../../db/schema/payments.ts';
import type { Actor, StoreScope } from '../../core/requestContext.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { Money } from '../../graphql/generated/schemaTypes.ts';
import { moneyObject } from '../../core/money.ts';
import { queueMail, orderConfirmationMail } from '../mail/index.ts';
import type { OrderRecord, OrderService } from '../orders/index.ts';
import type { CardAuthorization, PaymentGateway } from './gateway.ts';
import { SavedCards } from './savedCards.ts';

type PaymentRecord = typeof payments.$inferSelect;

export interface OrderPaymentView {
  state: PaymentState;
  method_code: string;
  card_brand: string | null;
  card_last4: string | null;
  wallet: { qr_payload: string; amount: Money; expires_at: string } | null;
}

/** An order as its buyer sees it after placing it: the answer of placeOrder and checkOrder. */
export interface OrderView {
  order_number: string;
  status: string;
  order_date: string;
  grand_total: Money;
  payment_state: PaymentState | null;
  payment: OrderPaymentView | null;
  pickup_code: string | null;
}

/** Where a card payment comes from: a nonce (kept in the vault once paid when asked), or a kept card. */
type CardSource = { nonce: string; keepFor: number | null } | { savedCardHash: string; customerId: number };

export type NotificationOutcome = 'applied' | 'duplicate' | 'unauthorized' | 'unknown_payment' | 'mismatch';

export interface PaymentsDependencies {
  orders: OrderService;
  gateway: PaymentGateway;
  /** How long a wallet payment may wait; the order is cancelled after it. */
  pendingPaymentTtlMs: number;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class PaymentService {
  readonly savedCards: SavedCards;

  constructor(
    private readonly db: Database,
    private readonly deps: PaymentsDependencies,
  ) {
    this.savedCards = new SavedCards(deps.gateway);
    // A payment still awaited when its order is cancelled can no longer be made.
    deps.orders.onCancellation(async (db, order) => {
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      if (payment?.state === 'pending') await db.update(payments).set({ state: 'expired', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    });
  }

  /** placeOrder: the order, with its payment taken (card) or opened (wallet). */
  async placeOrder(maskedId: string, scope: StoreScope, actor: Actor): Promise<OrderView & { access_key: string | null }> {
    let source: CardSource | null = null;
    const placed = await this.deps.orders.placeOrder(maskedId, scope, actor, async (db, order, cart) => {
      if (order.paymentMethod === 'card') {
        if (cart.paymentVaultHash && cart.customerId !== null) source = { savedCardHash: cart.paymentVaultHash, customerId: cart.customerId };
        else if (cart.paymentNonce) source = { nonce: cart.paymentNonce, keepFor: cart.paymentSaveCard ? cart.customerId : null };
        else throw inputError('payment.nonceRequired');
        await db.insert(payments).values(this.newPayment(order));
        return;
      }
      const payment = this.newPayment(order);
      const expiresAt = new Date(order.placedAt.getTime() + this.deps.pendingPaymentTtlMs);
      const wallet = await this.deps.gateway.createWalletPayment({
        paymentId: payment.publicId,
        amount: order.grandTotal,
        currency: order.currency as CurrencyCode,
        orderNumber: order.number,
        expiresAt,
      });
      await db.insert(payments).values({
        ...payment,
        walletQrPayload: wallet.qrPayload,
        gatewayReference: wallet.reference,
        expiresAt,
      });
    });
    if (placed.fresh && source) await this.takeCardPayment(placed.record, source);
    const [order] = await this.db.select().from(orders).where(eq(orders.id, placed.record.id));
    return { ...(await this.orderView(order)), access_key: order.accessKey };
  }

  /** checkOrder: the order behind a number and its access key; a wrong key reads as no such order. */
  async checkOrder(orderNumber: string, accessKey: string): Promise<OrderView> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.number, orderNumber.trim().slice(0, 40)));
    if (!order?.accessKey || !sameSecret(accessKey.trim(), order.accessKey)) throw notFoundError('order.notFound');
    return this.orderView(order);
  }

  async orderView(order: OrderRecord): Promise<OrderView> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    return {
      order_number: order.number,
      status: order.status,
      order_date: order.placedAt.toISOString(),
      grand_total: moneyObject(order.grandTotal, order.currency as CurrencyCode),
      payment_state: payment?.state ?? null,
      payment: payment ? this.paymentView(payment) : null,
      pickup_code: order.pickupCode,
    };
  }

  /**
   * The gateway's server-to-server notification. Only a genuine signature is heard; each
   * notification id has one effect, however often it comes; a payment made after its order was
   * cancelled is owed back (refund_due) rather than reviving the order.
   */
  async receiveNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<NotificationOutcome> {
    const notification = this.deps.gateway.verifyNotification(rawBody, headers);
    if (!notification) return 'unauthorized';
    const [known] = await this.db.select().from(payments).where(eq(payments.publicId, notification.paymentId));
    if (!known) return 'unknown_payment';
    if (known.amount !== notification.amount || known.currency !== notification.currency) return 'mismatch';
    let catalogVersion: number | undefined;
    const outcome = await this.db.transaction(async (db) => {
      // The order first, then its payment: the order of locks every other writer takes.
      const [order] = await db.select().from(orders).where(eq(orders.id, known.orderId)).for('update');
      const [payment] = await db.select().from(payments).where(eq(payments.id, known.id)).for('update');
      const recorded = await db
        .insert(paymentNotifications)
        .values({
          notificationId: notification.notificationId,
          paymentId: payment.id,
          event: notification.event,
        })
        .onConflictDoNothing()
        .returning();
      if (!recorded.length) return 'duplicate' as const;
      const awaited = payment.state === 'pending' && order.status === 'pending';
      if (notification.event === 'paid') {
        if (awaited) {
          await db
            .update(payments)
            .set({
              state: 'paid',
              paidAt: new Date(),
              gatewayReference: notification.reference,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, payment.id));
          const moved = await this.deps.orders.moveLocked(db, order, 'processing', 'payment', 'paid by wechat_pay');
          await queueMail(db, orderConfirmationMail(moved.order));
        } else if (payment.state !== 'paid' && payment.state !== 'refund_due') {
          await db
            .update(payments)
            .set({
              state: 'refund_due',
              gatewayReference: notification.reference,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, payment.id));
        }
      } else if (awaited) {
        await db.update(payments).set({ state: 'declined', updatedAt: new Date() }).where(eq(payments.id, payment.id));
        catalogVersion = (await this.deps.orders.moveLocked(db, order, 'canceled', 'payment', 'payment declined')).catalogVersion;
      }
      return 'applied' as const;
    });
    await this.deps.orders.announceStock(catalogVersion);
    return outcome;
  }

  /** The job: orders whose payment never came are cancelled and their stock put back. */
  async cancelUnpaid(now = new Date()): Promise<string[]> {
    return this.deps.orders.cancelUnpaid(this.deps.pendingPaymentTtlMs, now);
  }

  /** A wallet payment with its order, for the sandbox wallet page. */
  async walletPayment(publicId: string): Promise<{ payment: PaymentRecord; order: OrderRecord } | undefined> {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.publicId, publicId.slice(0, 100)));
    return row?.payment.walletQrPayload ? row : undefined;
  }

  markOrderReadyForPickup(orderNumber: string, actor: Actor): Promise<OrderRecord> {
    return this.deps.orders.markReadyForPickup(orderNumber, actor);
  }

  // -------------------------------------------------------------------------------------------

  private newPayment(order: OrderRecord) {
    return {
      publicId: `pay_${randomBytes(16).toString('base64url')}`,
      orderId: order.id,
      method: order.paymentMethod,
      state: 'pending' as const,
      amount: order.grandTotal,
      currency: order.currency,
    };
  }

  /** Step "take payment" of the placement, with its compensation: refused, the placement is undone. */
  private async takeCardPayment(order: OrderRecord, source: CardSource): Promise<void> {
    const authorization = await this.authorize(order, source).catch(async (error: unknown) => {
      await this.deps.orders.withdrawUnpaid(order.id);
      throw error;
    });
    if (authorization.outcome !== 'approved') {
      await this.deps.orders.withdrawUnpaid(order.id);
      throw inputError(authorization.outcome === 'declined' ? 'payment.declined' : 'savedCardHash' in source ? 'vault.cardGone' : 'payment.nonceInvalid');
    }
    let catalogVersion: number | undefined;
    await this.db.transaction(async (db) => {
      const [locked] = await db.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const paid = {
        gatewayReference: authorization.reference,
        cardBrand: authorization.cardBrand,
        cardLast4: authorization.cardLast4,
        updatedAt: new Date(),
      };
      if (locked.status !== 'pending') {
        // Cancelled while the card was being authorized: the money goes back.
        await db
          .update(payments)
          .set({ ...paid, state: 'refund_due' })
          .where(eq(payments.orderId, order.id));
        return;
      }
      await db
        .update(payments)
        .set({ ...paid, state: 'paid', paidAt: new Date() })
        .where(eq(payments.orderId, order.id));
      const moved = await this.deps.orders.moveLocked(db, locked, 'processing', 'payment', `paid by card ${authorization.cardBrand} ${authorization.cardLast4}`);
      catalogVersion = moved.catalogVersion;
      await queueMail(db, orderConfirmationMail(moved.order));
    });
    await this.deps.orders.announceStock(catalogVersion);
  }

  /**
   * The gateway's answer for the order's amount. A card to keep goes into the vault first (which
   * uses up its nonce) and is charged from there, as Braintree's storeInVaultOnSuccess; refused,
   * it leaves the vault again.
   */
  private async authorize(order: OrderRecord, source: CardSource): Promise<CardAuthorization> {
    const amount = { amount: order.grandTotal, currency: order.currency as CurrencyCode, orderNumber: order.number };
    const { gateway } = this.deps;
    if ('savedCardHash' in source) {
      const card = await this.savedCards.find(source.customerId, source.savedCardHash);
      if (!card) return { outcome: 'invalid_nonce' };
      return gateway.chargeVaultedCard({ ...amount, customerRef: SavedCards.customerRef(source.customerId), token: card.token });
    }
    if (source.keepFor === null) return gateway.authorizeCard({ ...amount, nonce: source.nonce });
    const customerRef = SavedCards.customerRef(source.keepFor);
    const kept = await gateway.vaultCard({ nonce: source.nonce, customerRef });
    if (kept.outcome !== 'vaulted') return kept;
    const charged = await gateway.chargeVaultedCard({ ...amount, customerRef, token: kept.card.token });
    if (charged.outcome !== 'approved') await gateway.deleteVaultedCard(customerRef, kept.card.token);
    return charged;
  }

  private paymentView(payment: PaymentRecord): OrderPaymentView {
    return {
      state: payment.state,
      method_code: payment.method,
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
      wallet:
        payment.walletQrPayload && payment.expiresAt
          ? {
              qr_payload: payment.walletQrPayload,
              amount: moneyObject(payment.amount, payment.currency as CurrencyCode),
              expires_at: payment.expiresAt.toISOString(),
            }
          : null,
    };
  }
}
