/**
 * Money given back on an order's payment, whatever its method: the orders module asks for an
 * amount (OrderPayments), recorded in its move's transaction against the payment the gateway took,
 * then sent to the gateway once the move has committed. A refund the gateway refuses, or that never
 * reaches it, is kept as failed with the reason and sent again by a job, later each time
 * (REFUND_RETRY_DELAYS_MINUTES), until it is given back or its tries run out; then it waits for an
 * operator, who can send it again (retryRefund). A refund is never given back twice: each send
 * first claims the refund by moving its count of tries on (only one sender wins), none is sent once
 * refunded, and every send carries the same refund key, so a gateway that did give the money back
 * but whose answer was lost answers the first refund again (docs/decisions.md, "Failed refunds are
 * sent again, later each time, and once only").
 */
import { and, asc, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import type { OrderRecord, OrderRefund } from '../orders/index.ts';
import type { PaymentGateway, RefundAnswer } from './gateway.ts';

/**
 * The waits after each failed try before the next: a gateway down for a minute is caught at once,
 * one down for an afternoon by the later tries, and about fifteen hours after the first refusal
 * the store stops and leaves the refund to an operator rather than ask a gateway that keeps saying no.
 */
export const REFUND_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
/** The first send and one try after each wait. */
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_DELAYS_MINUTES.length + 1;
/** A refund being sent is its sender's this long; after that the job takes it over (its sender died). */
const SENDING_LEASE_MS = 10 * 60_000;
/** Refunds sent in one go (a job's run); the rest wait for the next. */
const REFUNDS_PER_SEND = 50;

/** When a refund that failed its `attempts`-th try is tried again; null once its tries have run out. */
export function nextRefundAttempt(attempts: number, now: Date): Date | null {
  const minutes = REFUND_RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

/** Records a refund on the order's taken payment; null when none was taken (nothing to give back). */
export async function recordRefund(db: Database, order: OrderRecord, amount: number): Promise<number | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'paid')));
  if (!payment?.gatewayReference) return null;
  // Its move sends it once committed; should the process die before, the job sends it after the lease.
  const [refund] = await db
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amount, currency: payment.currency, state: 'pending', nextAttemptAt: new Date(Date.now() + SENDING_LEASE_MS) })
    .returning({ id: paymentRefunds.id });
  return refund.id;
}

export async function refundsOf(db: Database, orderId: number): Promise<OrderRefund[]> {
  return db
    .select({
      id: paymentRefunds.id,
      amount: paymentRefunds.amount,
      state: paymentRefunds.state,
      failure: paymentRefunds.failure,
      attempts: paymentRefunds.attempts,
      nextAttemptAt: paymentRefunds.nextAttemptAt,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(paymentRefunds.id);
}

/** What one send of a refund came to. */
export interface RefundSent {
  refundId: number;
  orderNumber: string;
  outcome: 'refunded' | 'failed';
  /** Failed with no tries left: only an operator sends it again. */
  givenUp: boolean;
  failure: string | null;
}

interface RefundToSend {
  id: number;
  amount: number;
  currency: string;
  attempts: number;
  paymentReference: string | null;
  orderNumber: string;
}

export class RefundSender {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Sends the refunds a move has just recorded, once it has committed. */
  async send(refundIds: readonly number[], now = new Date()): Promise<RefundSent[]> {
    if (!refundIds.length) return [];
    return this.sendEach(await this.refundsWhere(and(inArray(paymentRefunds.id, [...refundIds]), eq(paymentRefunds.state, 'pending'), eq(paymentRefunds.attempts, 0))), now);
  }

  /** The job: refunds whose next try has come, the failed ones and any whose sender died sending them. */
  async retryDue(now = new Date()): Promise<RefundSent[]> {
    return this.sendEach(await this.refundsWhere(and(ne(paymentRefunds.state, 'refunded'), lte(paymentRefunds.nextAttemptAt, now))), now);
  }

  /** An operator sends an order's failed refunds again, their tries run out or not; answers what each came to. */
  async retryFailedOf(orderId: number, now = new Date()): Promise<RefundSent[]> {
    return this.sendEach(await this.refundsWhere(and(eq(payments.orderId, orderId), eq(paymentRefunds.state, 'failed'))), now);
  }

  private async refundsWhere(where: SQL | undefined): Promise<RefundToSend[]> {
    return this.db
      .select({
        id: paymentRefunds.id,
        amount: paymentRefunds.amount,
        currency: paymentRefunds.currency,
        attempts: paymentRefunds.attempts,
        paymentReference: payments.gatewayReference,
        orderNumber: orders.number,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(asc(paymentRefunds.id))
      .limit(REFUNDS_PER_SEND);
  }

  private async sendEach(refunds: RefundToSend[], now: Date): Promise<RefundSent[]> {
    const sent: RefundSent[] = [];
    for (const refund of refunds) {
      const outcome = await this.sendOnce(refund, now);
      if (outcome) sent.push(outcome);
    }
    return sent;
  }

  /**
   * One try: claimed first by moving its count of tries on from what was read, so of two senders
   * (the job, an operator, another process) only one calls the gateway; undefined when another
   * sender had it, or it was given back meanwhile. No lock is held over the gateway call.
   */
  private async sendOnce(refund: RefundToSend, now: Date): Promise<RefundSent | undefined> {
    const attempts = refund.attempts + 1;
    const [claimed] = await this.db
      .update(paymentRefunds)
      .set({ state: 'pending', attempts, nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS), updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.attempts, refund.attempts), ne(paymentRefunds.state, 'refunded')))
      .returning({ id: paymentRefunds.id });
    if (!claimed) return undefined;
    const answer = await this.ask(refund);
    if (answer.outcome === 'refunded') {
      await this.db
        .update(paymentRefunds)
        .set({ state: 'refunded', gatewayReference: answer.reference, failure: null, nextAttemptAt: null, updatedAt: new Date() })
        .where(eq(paymentRefunds.id, refund.id));
      return { refundId: refund.id, orderNumber: refund.orderNumber, outcome: 'refunded', givenUp: false, failure: null };
    }
    const failure = answer.reason.slice(0, 200);
    const nextAttemptAt = nextRefundAttempt(attempts, now);
    // Only this try's answer: a sender that took the refund over after the lease writes its own.
    await this.db
      .update(paymentRefunds)
      .set({ state: 'failed', failure, nextAttemptAt, updatedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.attempts, attempts), eq(paymentRefunds.state, 'pending')));
    return { refundId: refund.id, orderNumber: refund.orderNumber, outcome: 'failed', givenUp: nextAttemptAt === null, failure };
  }

  /** The gateway's answer; a gateway that could not be reached (it threw) is a failed try like a refusal. */
  private async ask(refund: RefundToSend): Promise<RefundAnswer> {
    if (!refund.paymentReference) return { outcome: 'refused', reason: 'the payment has no gateway reference' };
    try {
      return await this.gateway.refund({
        paymentReference: refund.paymentReference,
        amount: refund.amount,
        currency: refund.currency as CurrencyCode,
        orderNumber: refund.orderNumber,
        refundKey: `${refund.orderNumber}-refund-${refund.id}`,
      });
    } catch (error) {
      return { outcome: 'refused', reason: `gateway not reached: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
}
