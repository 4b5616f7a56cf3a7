/**
 * Paying by card: the card form's one-time nonce (kept in the gateway's vault once paid when the
 * signed-in shopper asks), or one of the shopper's kept cards. The card is authorized as the order
 * is placed; approved, the order is paid at once.
 */
import { z } from 'zod';
import { CARD_PAYMENT_CODE } from '../../../../rules/paymentMethods.ts';
import type { CurrencyCode } from '../../../../rules/money.ts';
import { CommerceError, inputError, notFoundError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/requestContext.ts';
import type { CartRecord } from '../../cart/index.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { CardAuthorization, PaymentGateway } from '../gateway.ts';
import { SavedCards } from '../savedCards.ts';
import { settleAtGateway } from './settleAtGateway.ts';
import type { CartPaymentDetails, PaymentDetails, PaymentMethodPlugin, PaymentTaken } from './paymentMethod.ts';

/** Where a card payment comes from: a nonce (kept in the vault once paid when asked), or a kept card. */
export type CardSource = { nonce: string; keepFor: number | null } | { savedCardHash: string; customerId: number };

const nonce = z.string().trim().min(1).max(200);

export class CardMethod implements PaymentMethodPlugin<CardSource> {
  readonly code = CARD_PAYMENT_CODE;
  readonly awaitsNotification = false;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly savedCards: SavedCards,
  ) {}

  canPay(due: number): boolean {
    return due > 0;
  }

  async choose(request: RequestContext, details: PaymentDetails): Promise<CartPaymentDetails> {
    const savedCard = details.braintree_cc_vault?.public_hash?.trim();
    if (savedCard !== undefined) {
      if (request.actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'vault.signInRequired');
      if (!(await this.savedCards.find(request.actor.customerId, savedCard))) throw notFoundError('vault.cardGone');
      return { paymentNonce: null, paymentSaveCard: false, paymentVaultHash: savedCard };
    }
    const given = details.braintree?.payment_method_nonce;
    const parsed = given === undefined ? undefined : nonce.safeParse(given);
    if (parsed && !parsed.success) throw inputError('payment.nonceRequired');
    // Only a signed-in shopper's card can be kept: the vault keeps it for their account.
    const keep = Boolean(details.braintree?.is_active_payment_token_enabler) && request.actor.kind === 'customer';
    // Choosing again without a nonce forgets the one before: it belonged to another choice.
    return { paymentNonce: parsed?.data ?? null, paymentSaveCard: keep && parsed !== undefined, paymentVaultHash: null };
  }

  sourceOf(cart: CartRecord): CardSource {
    if (cart.paymentVaultHash && cart.customerId !== null) return { savedCardHash: cart.paymentVaultHash, customerId: cart.customerId };
    if (cart.paymentNonce) return { nonce: cart.paymentNonce, keepFor: cart.paymentSaveCard ? cart.customerId : null };
    throw inputError('payment.nonceRequired');
  }

  async take(order: OrderRecord, source: CardSource, paymentId: string): Promise<PaymentTaken> {
    const authorization = await this.authorize(order, source, paymentId);
    if (authorization.outcome !== 'approved') {
      // Voided: the order was settled as unpaid while the gateway was slow to answer; said as a decline.
      throw inputError(authorization.outcome === 'declined' || authorization.outcome === 'voided' ? 'payment.declined' : 'savedCardHash' in source ? 'vault.cardGone' : 'payment.nonceInvalid');
    }
    const card = { brand: authorization.cardBrand, last4: authorization.cardLast4 };
    return { outcome: 'paid', reference: authorization.reference, card, note: cardNote(card) };
  }

  settleInDoubt(paymentId: string) {
    return settleAtGateway(this.gateway, paymentId, (card) => (card ? cardNote(card) : 'paid by card'));
  }

  /**
   * The gateway's answer for the order's amount. A card to keep goes into the vault first (which
   * uses up its nonce) and is charged from there, as Braintree's storeInVaultOnSuccess; refused,
   * it leaves the vault again.
   */
  private async authorize(order: OrderRecord, source: CardSource, paymentId: string): Promise<CardAuthorization> {
    const amount = { paymentId, amount: order.grandTotal, currency: order.currency as CurrencyCode, orderNumber: order.number };
    const { gateway } = this;
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
}

function cardNote(card: { brand: string; last4: string }): string {
  return `paid by card ${card.brand} ${card.last4}`;
}
