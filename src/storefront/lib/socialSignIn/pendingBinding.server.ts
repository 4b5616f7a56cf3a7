/**
 * The WeChat or Facebook identity an unbound sign-in left waiting (the `social_binding` cookie),
 * bound as soon as the shopper signs in or opens an account (account/customerSession.server.ts).
 */
import type { AppLoadContext, Params } from 'react-router';
import type { SocialProvider } from '../generated/operations.ts';
import { BIND_SOCIAL_ACCOUNT } from './operations.ts';
import { readPendingBinding, socialCookie, SOCIAL_BINDING_COOKIE, type SocialProviderKey } from './socialCookies.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export const apiProvider = (provider: SocialProviderKey) => provider.toUpperCase() as SocialProvider;

/**
 * Binds the identity an unbound sign-in left waiting, as the shopper who just signed in: Set-Cookie
 * lines that clear it and, when the API refused (bound elsewhere, phone of another account), keep
 * its message for the account page.
 */
export async function bindPendingIdentity(args: RequestArgs): Promise<string[]> {
  const pending = readPendingBinding(args.request.headers.get('cookie'));
  if (!pending) return [];
  const options = { secure: args.context.session.secure };
  const answer = await args.context.client.mutate(BIND_SOCIAL_ACCOUNT, { input: { provider: apiProvider(pending.provider), binding_ticket: pending.ticket } });
  const cookies = [socialCookie.clear(SOCIAL_BINDING_COOKIE, options)];
  if (!answer.data) cookies.push(socialCookie.notice(answer.errors[0]?.message ?? '', options));
  return cookies;
}

