/**
 * A way to pay, as a plug-in of the payments module (docs/design.md, Security): the store knows a
 * method by its code and asks it the same five things whatever it is, so a new method is one file
 * and one line in registry.ts, with no `code === ...` branch anywhere else.
 *
 * - whether it can pay what is due (Magento's isAvailable: the free method only pays nothing,
 *   the others only something);
 * - the details the shopper gives with the choice (setPaymentMethodOnCart), checked and kept on the cart;
 * - in the placement's transaction, what the payment will be taken from (a cart lacking it is refused);
 * - after that transaction commits, taking the payment: paid at once, or awaiting the gateway's
 *   signed notification (the order stays "pending", "To Pay", until then);
 * - when the store lost the answer (a process killed after the gateway answered, a notification
 *   that never came), what became of the payment: taken, or not taken and closed so it never is;
 * - refunds go back through the gateway on the payment it took (refunds.ts), whatever the method;
 *   a method that took nothing has nothing to give back.
 */
import type { CommerceError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/requestContext.ts';
import type { CartRecord } from '../../cart/index.ts';
import type { OrderRecord } from '../../orders/index.ts';

/** The details of a choice as Magento's PaymentMethodInput carries them. */
export interface PaymentDetails {
  braintree?: { payment_method_nonce: string; is_active_payment_token_enabler: boolean; device_data?: string | null } | null;
  braintree_cc_vault?: { public_hash: string; device_data?: string | null } | null;
}

/** What a choice keeps on the cart until the order is placed. */
export interface CartPaymentDetails {
  paymentNonce: string | null;
  paymentSaveCard: boolean;
  paymentVaultHash: string | null;
}

export const NO_PAYMENT_DETAILS: CartPaymentDetails = { paymentNonce: null, paymentSaveCard: false, paymentVaultHash: null };

/** The outcome of taking an order's payment: a refusal is thrown, as the error the shopper reads. */
export type PaymentTaken =
  | {
      outcome: 'paid';
      /** The gateway's transaction, which refunds go back on; null when no money was taken. */
      reference: string | null;
      card?: { brand: string; last4: string };
      /** What the order's status history says of it. */
      note: string;
    }
  | { outcome: 'awaiting' };

/**
 * What became of a payment whose answer the store lost (docs/decisions.md, "Payments in doubt"):
 * taken (to record as paid), not taken and now closed at the gateway (the order can go), or not
 * known just now (asked again on the job's next run).
 */
export type PaymentInDoubt = Extract<PaymentTaken, { outcome: 'paid' }> | { outcome: 'not_taken' } | { outcome: 'unknown' };

export interface PaymentMethodPlugin<Source = unknown> {
  readonly code: string;
  /** The order waits, "pending", for the gateway's notification (a wallet paid by scanning). */
  readonly awaitsNotification: boolean;
  /** Whether the method can pay `due` (minor units). */
  canPay(due: number): boolean;
  /** The choice's details, checked; refused with the error the shopper reads. */
  choose(request: RequestContext, details: PaymentDetails): Promise<CartPaymentDetails>;
  /** In the placement's transaction: where the payment comes from; throws when the cart lacks it. */
  sourceOf(cart: CartRecord): Source;
  /**
   * After the order's transaction has committed: takes the payment the store opened as `paymentId`
   * (the gateway keeps it under that id), or throws its refusal.
   */
  take(order: OrderRecord, source: Source, paymentId: string): Promise<PaymentTaken>;
  /** Asks what became of the payment `paymentId`, closing it when it was not taken, so it never is. */
  settleInDoubt(paymentId: string): Promise<PaymentInDoubt>;
}

/** A refusal a method throws: a CommerceError, said to the shopper in their language. */
export type PaymentRefusal = CommerceError;
