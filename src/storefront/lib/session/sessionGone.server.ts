/**
 * A token the API no longer knows (expired, revoked elsewhere): how a refusal says so, and the
 * answer a page gives then, the session ended and the shopper sent to sign in and back. Pages,
 * wishlist actions and social sign-in all ask, so it stands apart from signing in and out.
 */
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { hasProblem, type GraphQLErrorEntry } from '../api/graphql.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { signInPath } from './signInRedirect.ts';

/** A refusal that means the token no longer signs anyone in (expired, revoked elsewhere). */
export function isSessionGone(errors: readonly GraphQLErrorEntry[]): boolean {
  return hasProblem(errors, 'graphql-authorization');
}

/** Ends a session the API no longer knows; the answer is a redirect to sign-in. */
export function sessionGoneRedirect(args: { request: Request; params: Params; context: AppLoadContext }): Response {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  args.context.session.signOut();
  return redirect(signInPath(view, `${url.pathname}${url.search}`), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
