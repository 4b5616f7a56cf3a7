/**
 * getLoginStatus for the page's session check (spec 000 §4 Session; useSessionCheck): whether the
 * session cookie still signs someone in. When it does not (expired, revoked, signed out elsewhere)
 * the answer also clears the session cookies, so the reload that follows draws a guest's page.
 */
import type { Route } from './+types/loginStatus';
import { LOGIN_STATUS } from '../lib/account/operations.ts';
import { customerRequest } from '../lib/customerSession.server.ts';
import { sessionCookieOptionsOf, signOutCookies } from '../lib/customerSession.ts';
import { requireStoreView } from '../lib/storeRequest.server.ts';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  requireStoreView(args);
  const customer = customerRequest(args);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (!customer) {
    for (const line of signOutCookies(sessionCookieOptionsOf(args.request))) headers.append('Set-Cookie', line);
    return Response.json({ is_logged_in: false, expires_in: null }, { headers });
  }
  const answer = await customer.run(LOGIN_STATUS, undefined);
  const status = answer.data?.getLoginStatus;
  const loggedIn = status?.is_logged_in === true;
  // An API that cannot answer says nothing about the session: it stays.
  if (answer.errors.length === 0 && !loggedIn) {
    for (const line of signOutCookies(sessionCookieOptionsOf(args.request))) headers.append('Set-Cookie', line);
  }
  return Response.json({ is_logged_in: loggedIn || answer.errors.length > 0, expires_in: status?.expires_in ?? null }, { headers });
}
