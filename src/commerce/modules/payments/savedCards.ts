/**
 * Saved payments (spec 000 §2 /saved-payments): the cards a signed-in shopper kept in the gateway's
 * vault, shown as Magento 2.4.7 shows vault tokens (customerPaymentTokens): a public hash standing
 * for the gateway's token, which never leaves the store, and the card's details as JSON text.
 */
import { createHash } from 'node:crypto';
import type { Actor, RequestContext } from '../../core/requestContext.ts';
import { CommerceError, notFoundError } from '../../core/errors.ts';
import { CARD_PAYMENT_CODE } from '../../../rules/paymentMethods.ts';
import type { CardVault, VaultedCard } from './gateway.ts';

/** Magento's PaymentToken. */
export interface PaymentTokenView {
  public_hash: string;
  payment_method_code: string;
  type: 'card';
  /** Magento's Braintree details: {"type": brand, "maskedCC": last four, "expirationDate": "MM/YYYY"}. */
  details: string;
}

export class SavedCards {
  constructor(private readonly vault: CardVault) {}

  /** How the gateway knows a customer: a reference, no personal data. */
  static customerRef(customerId: number): string {
    return `customer-${customerId}`;
  }

  /** As Magento's, a SHA-256 over the customer and the gateway's token: it names the card without giving the token away. */
  static publicHash(customerId: number, token: string): string {
    return createHash('sha256').update(`${customerId}:${CARD_PAYMENT_CODE}:${token}`).digest('hex');
  }

  async list(request: RequestContext): Promise<PaymentTokenView[]> {
    const customerId = requireCustomerId(request.actor);
    const cards = await this.vault.listVaultedCards(SavedCards.customerRef(customerId));
    return cards.map((card) => tokenView(customerId, card));
  }

  /** The customer's card behind a public hash, or undefined (another customer's hash finds nothing). */
  async find(customerId: number, publicHash: string): Promise<VaultedCard | undefined> {
    const cards = await this.vault.listVaultedCards(SavedCards.customerRef(customerId));
    return cards.find((card) => SavedCards.publicHash(customerId, card.token) === publicHash.trim());
  }

  async delete(request: RequestContext, publicHash: string): Promise<void> {
    const customerId = requireCustomerId(request.actor);
    const card = await this.find(customerId, publicHash);
    if (!card || !(await this.vault.deleteVaultedCard(SavedCards.customerRef(customerId), card.token))) throw notFoundError('vault.notFound', { hash: publicHash.trim().slice(0, 80) });
  }

  /** An account deleted: its cards leave the vault with its other personal data. */
  async forgetCustomer(customerId: number): Promise<void> {
    const ref = SavedCards.customerRef(customerId);
    for (const card of await this.vault.listVaultedCards(ref)) await this.vault.deleteVaultedCard(ref, card.token);
  }
}

function requireCustomerId(actor: Actor): number {
  if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
  return actor.customerId;
}

function tokenView(customerId: number, card: VaultedCard): PaymentTokenView {
  return {
    public_hash: SavedCards.publicHash(customerId, card.token),
    payment_method_code: CARD_PAYMENT_CODE,
    type: 'card',
    details: JSON.stringify({ type: card.cardBrand, maskedCC: card.cardLast4, expirationDate: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}` }),
  };
}
