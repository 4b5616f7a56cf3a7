/**
 * A saved card as the pages draw it, read from Magento's PaymentToken (its details are JSON text:
 * type for the brand, maskedCC for the last four digits, expirationDate as MM/YYYY).
 */
import type { SavedCardsQuery } from '../generated/operations.ts';

export interface SavedCard {
  publicHash: string;
  /** visa, mastercard, amex, jcb or unionpay. */
  brand: string;
  last4: string;
  /** MM/YYYY. */
  expiry: string;
}

type PaymentToken = NonNullable<NonNullable<SavedCardsQuery['customerPaymentTokens']>['items'][number]>;

export function savedCardOf(token: PaymentToken): SavedCard {
  let details: { type?: unknown; maskedCC?: unknown; expirationDate?: unknown } = {};
  try {
    details = JSON.parse(token.details ?? '{}') ?? {};
  } catch {
    // A token without readable details still shows, by its brand-less label.
  }
  return {
    publicHash: token.public_hash,
    brand: typeof details.type === 'string' ? details.type : '',
    last4: typeof details.maskedCC === 'string' ? details.maskedCC : '',
    expiry: typeof details.expirationDate === 'string' ? details.expirationDate : '',
  };
}

export function savedCardsOf(answer: SavedCardsQuery | undefined): SavedCard[] {
  return (answer?.customerPaymentTokens?.items ?? []).filter((token): token is PaymentToken => token !== null).map(savedCardOf);
}

const BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay'] as const;

/** The message id of a card's brand name, when the brand is one the store knows. */
export function brandMessageId(brand: string): `settings.brand.${(typeof BRANDS)[number]}` | null {
  return (BRANDS as readonly string[]).includes(brand) ? (`settings.brand.${brand}` as `settings.brand.${(typeof BRANDS)[number]}`) : null;
}
