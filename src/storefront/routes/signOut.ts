/**
 * Sign-out (spec 000 §4 Session): the token revoked (errors ignored), the session ended
 * and a new empty bag, then the home page. Only a POST signs out; a GET just goes home.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/signOut';
import { PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { endCustomerSession } from '../lib/account/customerSession.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';

export function loader(args: Route.LoaderArgs) {
  return redirect(storePath(requireStoreView(args), '/'));
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const headers = new Headers(PRIVATE_NO_STORE);
  await endCustomerSession(args);
  return redirect(storePath(view, '/'), { headers });
}
