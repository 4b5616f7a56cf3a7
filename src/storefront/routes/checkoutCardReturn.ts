/**
 * /:store/checkout/card: where the payment gateway's card form sends the shopper back. The card
 * it answered (its one-time nonce, brand and last four digits), or the code of the field at fault,
 * goes into the shopper's signed session, and the shopper goes on to the payment step at a URL
 * that carries none of it: the browser keeps only the URL a redirect ends at, so neither its
 * history nor a shared link holds the nonce, and the page says only what the store's own
 * catalogue says of a code (docs/decisions.md, "The card comes back through the session").
 */
import { redirect } from 'react-router';
import type { Route } from './+types/checkoutCardReturn';
import { CARD_RETURN, isCardFieldCode } from '../../rules/checkoutForms.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const { session } = args.context;
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  const returned = CARD_RETURN.safeParse(query);
  if (returned.success) {
    session.rememberCard({ nonce: returned.data.nonce, brand: returned.data.card_brand, last4: returned.data.card_last4 });
  } else if (isCardFieldCode(query.card_error)) {
    session.forgetCard();
    session.flashCardProblem({ code: query.card_error });
  }
  return redirect(`${storePath(view, '/checkout/')}?step=payment`, { status: 303, headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}
