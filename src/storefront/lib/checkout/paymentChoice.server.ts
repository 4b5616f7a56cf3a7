/**
 * The payment step's choice as the checkout's action reads it: one of the methods the cart's
 * available_payment_methods offers, by its code. Most need nothing more; the card needs the card
 * the gateway's card form answered (kept in the session, with "save this card" for a signed-in
 * shopper) or one of the shopper's saved cards (the gateway's vault: customerPaymentTokens).
 * A method the store adds is offered here as soon as the API lists it.
 */
import type { AppLoadContext, Params } from 'react-router';
import { CARD_PAYMENT_CODE } from '../../../rules/paymentMethods.ts';
import { savedCardsOf, type SavedCard } from '../account/savedCards.ts';
import { SAVED_CARDS } from '../account/settingsOperations.ts';
import type { PaymentMethodInput } from '../generated/operations.ts';
import type { OfferedMethod } from './checkoutView.ts';
import type { Receipt } from './placedOrder.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}


/** The choice made: what goes to setPaymentMethodOnCart, and what the receipt says of it. */
export interface Payment {
  input: PaymentMethodInput;
  receipt: Receipt['payment'];
  /** Paid with the card waiting in the session: its nonce is good for one try. */
  sessionCard: boolean;
}

/** The details a method needs of the shopper beyond its code, by method. */
type DetailsReader = (args: Pick<RequestArgs, 'context'>, form: FormData, method: OfferedMethod) => Promise<Payment | null>;

const DETAILS: Record<string, DetailsReader> = {
  [CARD_PAYMENT_CODE]: cardPayment,
};

/** A signed-in shopper's saved cards; none for a guest, or when the vault cannot be read. */
export async function savedCardsFor(args: Pick<RequestArgs, 'context'>): Promise<SavedCard[]> {
  if (!args.context.session.signedIn) return [];
  const answer = await args.context.client.query(SAVED_CARDS);
  return answer.data ? savedCardsOf(answer.data) : [];
}

/** The payment the form chose among the offered methods, or null when it lacks what its method needs. */
export async function paymentOf(args: Pick<RequestArgs, 'context'>, form: FormData, offered: readonly OfferedMethod[]): Promise<Payment | null> {
  const method = offered.find((candidate) => candidate.code === form.get('method'));
  if (!method) return null;
  const details = DETAILS[method.code];
  if (details) return details(args, form, method);
  return { input: { code: method.code }, receipt: { code: method.code, title: method.title }, sessionCard: false };
}

/** A saved card named by its public hash, else the card the gateway answered, waiting in the session (routes/checkoutCardReturn.ts). */
async function cardPayment(args: Pick<RequestArgs, 'context'>, form: FormData, method: OfferedMethod): Promise<Payment | null> {
  const publicHash = form.get('public_hash');
  if (typeof publicHash === 'string' && publicHash) {
    const saved = (await savedCardsFor(args)).find((card) => card.publicHash === publicHash);
    if (!saved) return null;
    return {
      input: { code: method.code, braintree_cc_vault: { public_hash: saved.publicHash } },
      receipt: { code: method.code, title: method.title, card: { brand: saved.brand, last4: saved.last4 } },
      sessionCard: false,
    };
  }
  const card = args.context.session.card;
  if (!card) return null;
  return {
    input: { code: method.code, braintree: { payment_method_nonce: card.nonce, is_active_payment_token_enabler: args.context.session.signedIn && form.get('save_card') === 'on' } },
    receipt: { code: method.code, title: method.title, card: { brand: card.brand, last4: card.last4 } },
    sessionCard: true,
  };
}
