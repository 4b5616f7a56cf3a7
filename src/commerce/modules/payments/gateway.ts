/**
 * What the store needs of a payment gateway (docs/design.md, Security): authorize a card's one-time nonce for
 * an amount, keep a customer's card in its vault and charge it later (Braintree's vault), open a
 * wallet payment the shopper pays by scanning a QR code, tell a genuine notification from a
 * forged one, and, by the store's own payment id, say what became of a payment whose answer the
 * store lost, or void it so it is never taken (docs/decisions.md, "Payments in doubt"). The sandbox (sandboxGateway.ts) is the implementation the demo
 * and the tests use; a Braintree or WeChat Pay adapter implements the same interface.
 */
import type { CurrencyCode } from '../../../rules/money.ts';

export interface CardAuthorizationRequest {
  /**
   * The store's id of the payment, recorded before the gateway is called: the gateway keeps the
   * transaction under it, so the store can ask what became of it (`paymentStatus`) when the answer
   * was lost, and a payment the store has voided is never taken afterwards.
   */
  paymentId: string;
  nonce: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  orderNumber: string;
}

export type CardAuthorization =
  | {
      outcome: 'approved';
      reference: string;
      cardBrand: string;
      cardLast4: string;
    }
  /** The card was refused by its bank. */
  | { outcome: 'declined'; cardBrand: string; cardLast4: string }
  /** The nonce is unknown, expired or already used: the shopper must enter the card again. */
  | { outcome: 'invalid_nonce' }
  /** The store voided this payment id before the gateway took it: nothing was taken. */
  | { outcome: 'voided' };

export interface WalletPaymentRequest {
  /** Our payment's public id: the gateway quotes it back in its notifications. */
  paymentId: string;
  amount: number;
  currency: CurrencyCode;
  orderNumber: string;
  expiresAt: Date;
}

export interface WalletPayment {
  /** What the QR code the shopper scans holds. */
  qrPayload: string;
  reference: string;
}

/** A verified server-to-server notification: the wallet payment was made or refused. */
export interface PaymentNotification {
  /** Unique per notification: a repeat (or a replay) of the same id has no further effect. */
  notificationId: string;
  paymentId: string;
  event: 'paid' | 'declined';
  amount: number;
  currency: string;
  reference: string;
}

/** A card in the gateway's vault: what the gateway tells of it, never its number. */
export interface VaultedCard {
  /** The gateway's token for the card: the store keeps it out of every answer. */
  token: string;
  cardBrand: string;
  cardLast4: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: Date;
}

export type VaultOutcome = { outcome: 'vaulted'; card: VaultedCard } | { outcome: 'invalid_nonce' };

export interface VaultedCardCharge {
  /** The store's id of the payment (CardAuthorizationRequest.paymentId). */
  paymentId: string;
  /** The store's reference of the customer the card was vaulted for; another customer's token is refused. */
  customerRef: string;
  token: string;
  amount: number;
  currency: CurrencyCode;
  orderNumber: string;
}

/** The vault: cards kept for a customer, each usable again without its details. */
export interface CardVault {
  /** Keeps the card behind a one-time nonce for the customer (the nonce is used up). */
  vaultCard(request: { nonce: string; customerRef: string }): Promise<VaultOutcome>;
  listVaultedCards(customerRef: string): Promise<VaultedCard[]>;
  /** False when the customer has no such card. */
  deleteVaultedCard(customerRef: string, token: string): Promise<boolean>;
  /** A charge of a kept card; an unknown token (or another customer's) answers invalid_nonce. */
  chargeVaultedCard(request: VaultedCardCharge): Promise<CardAuthorization>;
}

export interface RefundRequest {
  /** The gateway's reference of the payment (its transaction) the money goes back on. */
  paymentReference: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  orderNumber: string;
  /**
   * The store's own key of this refund, the same each time it is sent: a gateway gives money back
   * once per key (Stripe's idempotency key, Adyen's reference), so a refund sent again after an
   * answer that never arrived is answered with the first refund, never made twice.
   */
  refundKey: string;
}

export type RefundAnswer = { outcome: 'refunded'; reference: string } | { outcome: 'refused'; reason: string };

/**
 * What the gateway knows of a payment by the store's id: taken (a card authorized, a wallet paid),
 * never taken (declined, voided, or never asked for), or not known just now (the gateway did not
 * answer): the store asks again later rather than guess.
 */
export type GatewayPaymentStatus =
  | { status: 'taken'; reference: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'not_taken' }
  | { status: 'unknown' };

/** Voiding a payment: nothing was or will be taken, or it was taken already (then it is refunded, not voided). */
export type VoidAnswer = { outcome: 'voided' } | { outcome: 'taken'; reference: string; cardBrand: string | null; cardLast4: string | null } | { outcome: 'unknown' };

export interface PaymentGateway extends CardVault {
  /** What became of the payment the store opened as `paymentId`: the store's question when it lost the answer. */
  paymentStatus(paymentId: string): Promise<GatewayPaymentStatus>;
  /**
   * Closes the payment `paymentId` so it is never taken: an authorization not yet settled is
   * released, a payment not yet made (a wallet's QR code, a card not yet authorized) can no longer be.
   */
  voidPayment(paymentId: string): Promise<VoidAnswer>;
  /** Gives `amount` back on a payment the gateway took (a card's or a wallet's), whatever the method. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  authorizeCard(request: CardAuthorizationRequest): Promise<CardAuthorization>;
  createWalletPayment(request: WalletPaymentRequest): Promise<WalletPayment>;
  /** The notification if its signature is the gateway's, else null. `rawBody` is the body as received. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentNotification | null;
}
