/**
 * The operator's desk session: the admin token is typed once and sent only to the API's sign-in
 * (which counts wrong tokens against the sign-in lockout), which answers a desk session token of
 * the API's own (docs/decisions.md, "The desk's own session token"). That token, never the admin
 * token, is kept in the signed, httpOnly session for as long as the API gives it (a working day) and
 * sent by the server with the desk's calls. It ends by signing out (which revokes it at the API), by
 * its time, or when the API no longer takes it; the sign-in page then says why.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { hasProblem, type GraphQLErrorEntry } from '../api/graphql.ts';
import { DESK_PATH, DESK_REDIRECT_PARAM, DESK_SIGN_IN_PATH, isDeskPath } from './deskPaths.ts';
import { DESK_SIGN_IN, DESK_SIGN_OUT } from './operations.ts';

interface RequestArgs {
  request: Request;
  context: AppLoadContext;
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A desk page to go back to after sign-in: only the desk's own paths, never another site's. */
export function afterDeskSignIn(wanted: string | null | undefined): string {
  const path = (wanted ?? '').trim();
  if (!path.startsWith(`${DESK_PATH}`) || path.startsWith('//') || path.includes('\\')) return DESK_PATH;
  const { pathname } = new URL(path, 'http://desk.invalid');
  return isDeskPath(pathname) && !pathname.startsWith(DESK_SIGN_IN_PATH) ? path : DESK_PATH;
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = url.pathname === DESK_PATH ? '' : `?${DESK_REDIRECT_PARAM}=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return redirect(`${DESK_SIGN_IN_PATH}${back}`, { headers: NO_STORE });
}

/** The operator is signed in to the desk, or a redirect to its sign-in is thrown. */
export function requireDeskSession({ request, context }: RequestArgs): void {
  const { session } = context;
  if (session.deskToken) return;
  if (session.deskSessionEnded) {
    session.endDesk();
    session.flashDeskNotice({ kind: 'sessionEnded' });
  }
  throw signInRedirect(request);
}

/**
 * The API refused the session's token as not the admin's: the desk session ends and the operator
 * is sent to sign in again, told why. Other refusals are the form's to show.
 */
export function endIfTokenRefused(args: RequestArgs, errors: readonly GraphQLErrorEntry[]): void {
  if (!hasProblem(errors, 'graphql-authorization')) return;
  args.context.session.endDesk();
  args.context.session.flashDeskNotice({ kind: 'tokenRefused' });
  throw signInRedirect(args.request);
}

/** Proves the typed admin token with the API; on success the desk session holds the session token it answers. Answers the refusal otherwise. */
export async function startDeskSession({ context }: RequestArgs, adminToken: string): Promise<GraphQLErrorEntry[]> {
  const answer = await context.client.mutate(DESK_SIGN_IN, undefined, { bearer: adminToken });
  const signedIn = answer.data?.signInOperator;
  if (!signedIn?.signed_in) return answer.errors;
  context.session.startDesk(signedIn.token, signedIn.expires_in);
  return [];
}

/** Revokes the desk session's token at the API, then forgets it; a token the API no longer takes is forgotten all the same. */
export async function endDeskSession({ context }: RequestArgs): Promise<void> {
  const token = context.session.deskToken;
  if (token) await context.client.mutate(DESK_SIGN_OUT, undefined, { bearer: token });
  context.session.endDesk();
  context.session.flashDeskNotice({ kind: 'signedOut' });
}
