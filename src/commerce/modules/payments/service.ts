/**
 * Paying for orders, by the order's method (methods/: card, WeChat Pay, free). The placement
 * (modules/checkout/placeOrder.ts) opens the order's payment in the transaction that writes the
 * order and has the method take it after that commits (a gateway call must not hold stock rows
 * locked): a card is authorized and, approved, the order is paid ("processing", spec 000 §4) with
 * its confirmation queued; a wallet payment (wechat_pay) leaves the order "pending" ("To Pay")
 * until the gateway's signed notification says it was paid or refused: that notification, not the
 * shopper's browser, decides (docs/decisions.md). A signed-in shopper's card may be kept in the
 * gateway's vault once paid, and a kept card paid with again (savedCards.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentNotifications, payments, type PaymentState } from '../../db/schema/payments.ts';
import { columnPlaceholders, preparedStatement } from '../../db/preparedStatements.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { DomainEventBus, PendingEvents } from '../../core/events.ts';
import type { Money } from '../../graphql/generated/schemaTypes.ts';
import { moneyObject } from '../../core/money.ts';
import { queueMail, orderConfirmationMail } from '../mail/index.ts';
import type { CartRecord } from '../cart/index.ts';
import { GATEWAY, payingMoveOf, type MoveOutcome, type OrderRecord, type OrderService } from '../orders/index.ts';
import type { PaymentGateway } from './gateway.ts';
import type { PaymentMethodPlugin, PaymentTaken } from './methods/paymentMethod.ts';
import { storePaymentMethods, type PaymentMethods } from './methods/registry.ts';
import { SavedCards } from './savedCards.ts';
import { sameSecret } from '../../core/sameSecret.ts';

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

/** What recording a payment taken at once did: the order and its payment when it paid the order. */
export interface RecordedPayment {
  /** The catalog version to announce after commit. */
  catalogVersion?: number;
  order?: OrderRecord;
  payment?: PaymentRecord;
}

/** An order's method and where its payment comes from, from the placement's transaction to the gateway. */
export interface PaymentTaking {
  method: PaymentMethodPlugin;
  source: unknown;
  /** The payment's public id, committed with the order before the gateway hears of it. */
  paymentId?: string;
}

/**
 * A card payment still "pending" this long after it was opened is in doubt: a placement asks the
 * gateway within seconds of opening it, so its process died, or its answer was lost, in between
 * (docs/decisions.md, "Payments in doubt"). A gateway adapter's calls time out well within it.
 */
export const IN_DOUBT_AFTER_MS = 60_000;

export type NotificationOutcome = 'applied' | 'duplicate' | 'unauthorized' | 'unknown_payment' | 'mismatch';

export interface PaymentsDependencies {
  orders: OrderService;
  events: DomainEventBus;
  gateway: PaymentGateway;
  /** How long a wallet payment may wait; the order is cancelled after it. */
  pendingPaymentTtlMs: number;
}

const paymentOpened = preparedStatement('payment_opened', (db) =>
  db.insert(payments).values({ ...columnPlaceholders(payments, ['publicId', 'orderId', 'method', 'amount', 'currency', 'expiresAt']), state: 'pending' }),
);

const lockedOrder = preparedStatement('order_locked', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('update'),
);

/** A payment's states once its outcome is recorded: a second record of it changes nothing. */
const RECORDED_STATES: Array<PaymentRecord['state']> = ['paid', 'refund_due'];

/**
 * The order's payment marked paid unless it was recorded already (paid, or owed back after a
 * cancellation): the update takes the payment's row lock itself, after the order's, and answers
 * nothing when another writer (the settling job) recorded it first.
 */
const paymentPaid = preparedStatement('payment_paid', (db) =>
  db
    .update(payments)
    .set({ ...columnPlaceholders(payments, ['gatewayReference', 'cardBrand', 'cardLast4', 'updatedAt', 'paidAt']), state: 'paid' })
    .where(and(eq(payments.orderId, sql.placeholder('orderId')), notInArray(payments.state, RECORDED_STATES)))
    .returning(),
);

export class PaymentService {
  readonly savedCards: SavedCards;
  /** The methods the store takes (methods/registry.ts). */
  readonly methods: PaymentMethods;

  constructor(
    private readonly db: Database,
    private readonly deps: PaymentsDependencies,
  ) {
    this.savedCards = new SavedCards(deps.gateway);
    this.methods = storePaymentMethods(db, deps.gateway, this.savedCards);
  }

  // -------------------------------------------------------------------------------------------
  // The payment steps of placing an order (modules/checkout/placeOrder.ts)

  /**
   * In the placement's transaction: the order's method, able to pay the order's total, and where
   * its payment comes from; a method that cannot pay it (a card for nothing due, nothing asked for
   * something due) or a cart without what the method needs is refused, and the order with it.
   */
  paymentOf(order: OrderRecord, cart: CartRecord): PaymentTaking {
    const method = this.methods.named(order.paymentMethod);
    if (!method.canPay(order.grandTotal)) throw inputError('checkout.paymentMethodNotFound', { code: method.code });
    return { method, source: method.sourceOf(cart) };
  }

  /**
   * The order's payment, awaited, written with the order before the gateway hears of it: the
   * record of the intent the job settles should the placement die after calling the gateway. A
   * payment awaiting its notification waits until its expiry. Answers its public id.
   */
  async openPayment(db: Database, order: OrderRecord): Promise<string> {
    const expiresAt = this.methods.awaitsNotification(order.paymentMethod) ? new Date(order.placedAt.getTime() + this.deps.pendingPaymentTtlMs) : null;
    const publicId = `pay_${randomBytes(16).toString('base64url')}`;
    await paymentOpened(db).execute({
      publicId,
      orderId: order.id,
      method: order.paymentMethod,
      amount: order.grandTotal,
      currency: order.currency,
      expiresAt,
    });
    return publicId;
  }

  /** After the order's transaction commits: the method takes the payment, or throws its refusal. */
  takePayment(order: OrderRecord, taking: PaymentTaking): Promise<PaymentTaken> {
    return taking.method.take(order, taking.source, taking.paymentId!);
  }

  /**
   * A payment taken at once, in the transaction that records it: the order is paid and its
   * confirmation queued; an order cancelled while the payment was being taken is owed the money
   * back. A payment recorded already (the job settled it while the gateway was slow) is left as
   * it is. Answers the catalog version to announce after commit, and the order and its payment
   * as the payment leaves them when it paid the order.
   */
  async recordPayment(db: Database, events: PendingEvents, orderId: number, paid: Extract<PaymentTaken, { outcome: 'paid' }>): Promise<RecordedPayment> {
    const [locked] = await lockedOrder(db).execute({ orderId });
    const taken = {
      gatewayReference: paid.reference,
      cardBrand: paid.card?.brand ?? null,
      cardLast4: paid.card?.last4 ?? null,
      updatedAt: new Date(),
    };
    if (locked.status !== 'pending') {
      await db
        .update(payments)
        .set({ ...taken, state: 'refund_due' })
        .where(and(eq(payments.orderId, orderId), notInArray(payments.state, RECORDED_STATES)));
      return {};
    }
    const [recorded] = await paymentPaid(db).execute({ ...taken, paidAt: new Date(), orderId });
    if (!recorded) return {};
    const moved = await this.deps.orders.transitionLocked(db, events, locked, GATEWAY, payingMoveOf(locked), { note: paid.note });
    // The confirmation tells of the lines the move read and the card just recorded.
    await queueMail(db, await orderConfirmationMail(db, moved.order, { lines: moved.lines, payment: recorded }));
    events.record('order.paid', { order: moved.order, method: locked.paymentMethod });
    return { catalogVersion: moved.catalogVersion, order: moved.order, payment: recorded };
  }

  // -------------------------------------------------------------------------------------------

  /** checkOrder: the order behind a number and its access key; a wrong key reads as no such order. */
  async checkOrder(orderNumber: string, accessKey: string): Promise<OrderView> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.number, orderNumber.trim().slice(0, 40)));
    if (!order?.accessKey || !sameSecret(accessKey.trim(), order.accessKey)) throw notFoundError('order.notFound');
    return this.orderView(order);
  }

  /** `payment`, when the caller holds the order's payment as it stands, is not read again. */
  async orderView(order: OrderRecord, known?: PaymentRecord): Promise<OrderView> {
    const payment = known ?? (await this.db.select().from(payments).where(eq(payments.orderId, order.id)))[0];
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
    let cancelled: MoveOutcome | undefined;
    const outcome = await this.deps.events.transaction(this.db, async (db, events) => {
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
          const moved = await this.deps.orders.transitionLocked(db, events, order, GATEWAY, payingMoveOf(order), { note: `paid by ${payment.method}` });
          await queueMail(db, await orderConfirmationMail(db, moved.order, { lines: moved.lines, payment }));
          events.record('order.paid', { order: moved.order, method: payment.method });
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
        // A shopper's order goes (they pay again from their bag); a staff order stays To Pay for
        // the staff to repay another way, or for the unpaid-order job to cancel in its time
        // (docs/decisions.md, "Repaying a staff order").
        if (order.staffId === null) {
          cancelled = await this.deps.orders.transitionLocked(db, events, order, GATEWAY, 'cancel_unpaid', { note: 'payment declined' });
        }
      }
      return 'applied' as const;
    });
    if (cancelled) await this.deps.orders.afterCommit(cancelled);
    return outcome;
  }

  /**
   * The job (and its first run after a start): settles the payments in doubt with the gateway
   * before any order goes (docs/decisions.md, "Payments in doubt"). A wallet payment past its
   * expiry, or a card payment left "pending" past IN_DOUBT_AFTER_MS, is asked after: one the
   * gateway took is recorded as paid, whatever was lost on the way; one it did not take is voided
   * there and its order cancelled, its stock put back; one the gateway cannot tell of now waits
   * for the next run. Answers the numbers of the orders cancelled.
   */
  async cancelUnpaid(now = new Date()): Promise<string[]> {
    const due = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.state, 'pending'), eq(orders.status, 'pending'), or(lt(payments.expiresAt, now), and(isNull(payments.expiresAt), lt(payments.createdAt, new Date(now.getTime() - IN_DOUBT_AFTER_MS))))))
      .orderBy(asc(payments.id));
    const cancelled: string[] = [];
    for (const { payment, order } of due) {
      // A gateway that fails to answer (or a method no longer offered) is one that cannot tell now.
      const settled = await Promise.resolve()
        .then(() => this.methods.named(payment.method).settleInDoubt(payment.publicId))
        .catch(() => ({ outcome: 'unknown' as const }));
      if (settled.outcome === 'unknown') continue;
      if (settled.outcome === 'paid') {
        const { catalogVersion } = await this.deps.events.transaction(this.db, (db, events) => this.recordPayment(db, events, order.id, settled));
        await this.deps.orders.announceStock(catalogVersion);
      } else if (await this.deps.orders.cancelUnpaidOrder(order.number, payment.expiresAt ? 'payment not received in time' : 'payment not taken by the gateway')) {
        cancelled.push(order.number);
      }
    }
    // A staff order whose payment the gateway refused waits To Pay for a repay until its payment's
    // time is up; the refusal is the gateway's last word, so there is nothing to ask it.
    const refused = await this.db
      .select({ number: orders.number })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.state, 'declined'), eq(orders.status, 'pending'), lt(payments.expiresAt, now)))
      .orderBy(asc(payments.id));
    for (const { number } of refused) {
      if (await this.deps.orders.cancelUnpaidOrder(number, 'payment refused and not paid again in time')) cancelled.push(number);
    }
    // Voids the gateway did not confirm when their orders were cancelled are sent again.
    await this.retryVoids();
    return cancelled;
  }

  /**
   * After an order awaiting payment was cancelled (by its shopper, staff, a decline or the job):
   * its payment is voided at the gateway too, so a QR code still open on the shopper's phone can
   * no longer be paid. One the gateway took just before is owed back (refund_due), as a late
   * notification's is. A payment no gateway holds (the free method's) has nothing to void. The
   * cancel marked the payment `voidDue` in its transaction; the mark goes once the gateway has
   * answered, and while it stays (the gateway failed to answer, the process died first) the job
   * sends the void again. Answers whether the payment is closed now.
   */
  async closeCancelledPayment(orderId: number): Promise<boolean> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'expired'), eq(payments.voidDue, true)));
    if (!payment) return true;
    const settled = await this.methods
      .named(payment.method)
      .settleInDoubt(payment.publicId)
      .catch(() => ({ outcome: 'unknown' as const }));
    if (settled.outcome === 'unknown') return false;
    const owedBack = settled.outcome === 'paid' && settled.reference !== null ? { state: 'refund_due' as const, gatewayReference: settled.reference } : {};
    await this.db
      .update(payments)
      .set({ ...owedBack, voidDue: false, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.state, 'expired'), eq(payments.voidDue, true)));
    return true;
  }

  /**
   * The job's second sweep: the payments of cancelled orders whose void the gateway never
   * confirmed are voided again. Answers how many are still open at the gateway after it.
   */
  async retryVoids(): Promise<number> {
    const due = await this.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.voidDue, true), eq(payments.state, 'expired')))
      .orderBy(asc(payments.id));
    let open = 0;
    for (const { orderId } of due) if (!(await this.closeCancelledPayment(orderId))) open += 1;
    return open;
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

  // -------------------------------------------------------------------------------------------

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

/**
 * A payment still awaited when its order is cancelled can no longer be made; called in the
 * cancellation's transaction (OrderService's OrderPayments), so the two never disagree.
 */
export async function expireAwaitedPayment(db: Database, order: OrderRecord): Promise<void> {
  await db
    .update(payments)
    .set({ state: 'expired', voidDue: true, updatedAt: new Date() })
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'pending')));
}
