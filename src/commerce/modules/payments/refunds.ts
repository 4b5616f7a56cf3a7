/**
 * Money given back on an order's payment, whatever its method: the orders module asks for an
 * amount (OrderPayments), recorded in its move's transaction against the payment the gateway took,
 * then sent to the gateway once the move has committed. A refund the gateway refuses stays
 * recorded as failed, with the gateway's reason, for the operator to settle.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import type { OrderRecord, OrderRefund } from '../orders/index.ts';
import type { PaymentGateway } from './gateway.ts';

/** Records a refund on the order's taken payment; null when none was taken (nothing to give back). */
export async function recordRefund(db: Database, order: OrderRecord, amount: number): Promise<number | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'paid')));
  if (!payment?.gatewayReference) return null;
  const [refund] = await db.insert(paymentRefunds).values({ paymentId: payment.id, amount, currency: payment.currency, state: 'pending' }).returning({ id: paymentRefunds.id });
  return refund.id;
}

export async function sendRefunds(db: Database, gateway: PaymentGateway, refundIds: readonly number[]): Promise<void> {
  if (!refundIds.length) return;
  const pending = await db
    .select({ refund: paymentRefunds, reference: payments.gatewayReference, orderNumber: orders.number })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(inArray(paymentRefunds.id, [...refundIds]), eq(paymentRefunds.state, 'pending')));
  for (const { refund, reference, orderNumber } of pending) {
    const answer = await gateway.refund({ paymentReference: reference!, amount: refund.amount, currency: refund.currency as CurrencyCode, orderNumber });
    await db
      .update(paymentRefunds)
      .set(answer.outcome === 'refunded' ? { state: 'refunded', gatewayReference: answer.reference, updatedAt: new Date() } : { state: 'failed', failure: answer.reason.slice(0, 200), updatedAt: new Date() })
      .where(eq(paymentRefunds.id, refund.id));
  }
}

export async function refundsOf(db: Database, orderId: number): Promise<OrderRefund[]> {
  return db
    .select({ amount: paymentRefunds.amount, state: paymentRefunds.state, failure: paymentRefunds.failure, createdAt: paymentRefunds.createdAt })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(paymentRefunds.id);
}
