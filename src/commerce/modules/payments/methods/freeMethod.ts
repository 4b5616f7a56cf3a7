/**
 * Magento's `free` method: an order with nothing left to pay (a gift card paid all of it) is placed
 * without asking for a card, and is paid as it is placed. It is offered only then, and the
 * other methods only when something is due.
 */
import { FREE_PAYMENT_CODE } from '../../../../rules/paymentMethods.ts';
import { inputError } from '../../../core/errors.ts';
import { NO_PAYMENT_DETAILS, type CartPaymentDetails, type PaymentDetails, type PaymentMethodPlugin, type PaymentInDoubt, type PaymentTaken } from './paymentMethod.ts';

export class FreeMethod implements PaymentMethodPlugin<null> {
  readonly code = FREE_PAYMENT_CODE;
  readonly awaitsNotification = false;

  canPay(due: number): boolean {
    return due === 0;
  }

  async choose(_request: unknown, details: PaymentDetails): Promise<CartPaymentDetails> {
    if (details.braintree || details.braintree_cc_vault) throw inputError('payment.nonceNotForMethod');
    return NO_PAYMENT_DETAILS;
  }

  sourceOf(): null {
    return null;
  }

  async take(): Promise<PaymentTaken> {
    return { outcome: 'paid', reference: null, note: 'nothing due: paid by gift card' };
  }

  /** The gift card paid it in the order's own transaction: there is nothing to doubt. */
  async settleInDoubt(): Promise<PaymentInDoubt> {
    return { outcome: 'paid', reference: null, note: 'nothing due: paid by gift card' };
  }
}
