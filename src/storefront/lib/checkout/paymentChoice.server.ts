/**
 * The payment step's choice as the checkout's action reads it: a card's nonce back from the
 * gateway's card form (with "save this card" for a signed-in shopper), one of the shopper's saved
 * cards, or WeChat Pay. Saved cards come from the gateway's vault (customerPaymentTokens).
 */
import type { AppLoadContext, Params } from 'react-router';
import { CARD_RETURN } from '../../../rules/checkoutForms.ts';
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
  const card = CARD_RETURN.safeParse({ nonce: form.get('nonce'), card_brand: form.get('card_brand'), card_last4: form.get('card_last4') });
  if (!card.success) return null;
  return {
    method: 'card',
    nonce: card.data.nonce,
    save: args.context.session.signedIn && form.get('save_card') === 'on',
    card: { brand: card.data.card_brand, last4: card.data.card_last4 },
  };
}
