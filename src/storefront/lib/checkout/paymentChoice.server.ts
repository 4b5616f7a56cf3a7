/**
 * The payment step's choice as the checkout's action reads it: a card's nonce back from the
 * gateway's card form, kept in the session, (with "save this card" for a signed-in shopper), one of the shopper's saved
 * cards, or WeChat Pay. Saved cards come from the gateway's vault (customerPaymentTokens).
 */
import type { AppLoadContext, Params } from 'react-router';
import { savedCardsOf, type SavedCard } from '../account/savedCards.ts';
import { SAVED_CARDS } from '../account/settingsOperations.ts';
import type { Payment } from './placeOrder.server.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** A signed-in shopper's saved cards; none for a guest, or when the vault cannot be read. */
export async function savedCardsFor(args: Pick<RequestArgs, 'context'>): Promise<SavedCard[]> {
  if (!args.context.session.signedIn) return [];
  const answer = await args.context.client.query(SAVED_CARDS);
  return answer.data ? savedCardsOf(answer.data) : [];
}

/** The payment the form chose, or null when a card was chosen without a usable nonce or saved card. */
export async function paymentOf(args: Pick<RequestArgs, 'context'>, form: FormData): Promise<Payment | null> {
  const method = form.get('method');
  if (method === 'wechat_pay') return { method: 'wechat_pay' };
  if (method === 'saved_card') {
    const card = (await savedCardsFor(args)).find((saved) => saved.publicHash === form.get('public_hash'));
    return card ? { method: 'saved_card', publicHash: card.publicHash, card: { brand: card.brand, last4: card.last4 } } : null;
  }
  // The card the gateway answered waits in the session (routes/checkoutCardReturn.ts), not in the form.
  const card = args.context.session.card;
  if (method !== 'card' || !card) return null;
  return {
    method: 'card',
    nonce: card.nonce,
    save: args.context.session.signedIn && form.get('save_card') === 'on',
    card: { brand: card.brand, last4: card.last4 },
  };
}
