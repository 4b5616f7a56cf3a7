/**
 * getLoginStatus for the page's session check (spec 000 §4 Session; useSessionCheck): whether the
 * session cookie still signs someone in. When it does not (expired, revoked, signed out elsewhere)
 * the answer also ends the session, so the reload that follows draws a guest's page.
 */
import type { Route } from './+types/loginStatus';
import { LOGIN_STATUS } from '../lib/account/operations.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  requireStoreView(args);
  const { session, client } = args.context;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (!session.signedIn) {
    session.signOut();
    return Response.json({ is_logged_in: false, expires_in: null }, { headers });
  }
  const answer = await client.query(LOGIN_STATUS);
  const status = answer.data?.getLoginStatus;
  const loggedIn = status?.is_logged_in === true;
  // An API that cannot answer says nothing about the session: it stays.
  if (answer.errors.length === 0 && !loggedIn) session.signOut();
  return Response.json({ is_logged_in: loggedIn || answer.errors.length > 0, expires_in: status?.expires_in ?? null }, { headers });
}
