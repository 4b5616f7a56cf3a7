/**
 * Signing out of the order desk: a post (a link could sign the operator out from another site),
 * which revokes the desk session's token, forgets it and says so on the sign-in page.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/deskSignOut';
import { PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { DESK_PATH, DESK_SIGN_IN_PATH } from '../lib/desk/deskPaths.ts';
import { endDeskSession } from '../lib/desk/deskSession.server.ts';

export function loader() {
  return redirect(DESK_PATH, { headers: PRIVATE_NO_STORE });
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  await endDeskSession(args);
  return redirect(DESK_SIGN_IN_PATH, { headers: PRIVATE_NO_STORE });
}
