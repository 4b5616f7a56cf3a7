/**
 * A staff member's session (spec 000 §1 "Staff accounts sign in with a staff number"): the token
 * kept in the signed session, marked as staff, for as long as the API says it lives. A shopper's bag
 * on the device is not the staff member's: it is forgotten, not merged; their own bag is the
 * account's (docs/decisions.md, "The staff bag").
 */
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { LOGIN_STATUS } from '../account/operations.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { storePath } from '../storeView/storeView.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** The spec's token lifetime (spec 001 §9), when the API does not say. */
const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export async function startStaffSession({ context }: RequestArgs, token: string): Promise<void> {
  const { session, client, cart } = context;
  session.signIn(token, DEFAULT_TOKEN_TTL_SECONDS, 'staff');
  const status = await client.query(LOGIN_STATUS);
  session.signIn(token, status.data?.getLoginStatus.expires_in ?? DEFAULT_TOKEN_TTL_SECONDS, 'staff');
  cart.forget();
}

/** A signed-in session, or a thrown redirect to the staff sign-in. */
export function requireStaffSession(args: RequestArgs): void {
  if (args.context.session.signedIn) return;
  throw redirect(storePath(requireStoreView(args), '/staffLogin'), { headers: { 'Cache-Control': 'private, no-store' } });
}
