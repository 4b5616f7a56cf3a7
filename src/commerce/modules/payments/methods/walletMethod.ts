/**
 * Paying with a wallet by scanning a QR code (WeChat Pay): the gateway opens a payment for the
 * order's amount once the order is written, the shopper scans its code, and the gateway's signed
 * notification, not the shopper's browser, says it was paid or refused (docs/decisions.md). Until
 * then the order is "pending" ("To Pay"); unpaid by the payment's expiry, it is cancelled.
 */
import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../../../rules/money.ts';
import type { Database } from '../../../db/connect.ts';
import { payments } from '../../../db/schema/payments.ts';
import { inputError } from '../../../core/errors.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { PaymentGateway } from '../gateway.ts';
import { settleAtGateway } from './settleAtGateway.ts';
import { NO_PAYMENT_DETAILS, type CartPaymentDetails, type PaymentDetails, type PaymentMethodPlugin, type PaymentTaken } from './paymentMethod.ts';

export class WalletMethod implements PaymentMethodPlugin<null> {
  readonly awaitsNotification = true;

  constructor(
    readonly code: string,
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
  ) {}

  canPay(due: number): boolean {
    return due > 0;
  }

  async choose(_request: unknown, details: PaymentDetails): Promise<CartPaymentDetails> {
    if (details.braintree || details.braintree_cc_vault) throw inputError('payment.nonceNotForMethod');
    return NO_PAYMENT_DETAILS;
  }

  sourceOf(): null {
    return null;
  }

  async take(order: OrderRecord, _source: null, paymentId: string): Promise<PaymentTaken> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.publicId, paymentId));
    const wallet = await this.gateway.createWalletPayment({
      paymentId: payment.publicId,
      amount: order.grandTotal,
      currency: order.currency as CurrencyCode,
      orderNumber: order.number,
      expiresAt: payment.expiresAt!,
    });
    await this.db.update(payments).set({ walletQrPayload: wallet.qrPayload, gatewayReference: wallet.reference, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    return { outcome: 'awaiting' };
  }

  /** Its notification lost, or never sent: the gateway says whether the shopper paid. */
  settleInDoubt(paymentId: string) {
    return settleAtGateway(this.gateway, paymentId, () => `paid by ${this.code}`);
  }
}
