/**
 * WeChat and Facebook sign-in on the server (OAuth's authorization code flow). Starting sends the
 * shopper to the provider with a fresh state kept in a cookie; the provider sends them back to
 * /authorizedUser/login with a code, which counts only with that state. There the code signs in
 * (a bound identity), becomes a pending binding (an unbound one, bound when the shopper signs in or
 * opens an account), or binds to the signed-in account.
 */
import { randomBytes } from 'node:crypto';
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { startCustomerSession } from '../account/customerSession.server.ts';
import { isSessionGone, sessionGoneRedirect } from '../session/sessionGone.server.ts';
import { afterSignInPath, SIGN_IN_REDIRECT_PARAM, signInPath } from '../session/signInRedirect.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { storePath } from '../storeView/storeView.ts';
import { BIND_SOCIAL_ACCOUNT, SIGN_IN_BY_SOCIAL, SOCIAL_SIGN_IN_URL } from './operations.ts';
import { apiProvider } from './pendingBinding.server.ts';
import { isSocialProvider, readPendingBinding, readSocialState, socialCookie, SOCIAL_STATE_COOKIE, type SocialProviderKey, type SocialState } from './socialCookies.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export const LANDING_PATH = '/authorizedUser/login';


/** Where providers send shoppers back: the landing page of the store view, at the store's public address. */
function redirectUriOf(args: RequestArgs): string {
  return `${args.context.settings.publicUrl.replace(/\/$/, '')}${storePath(requireStoreView(args), LANDING_PATH)}`;
}

/** A redirect to the provider's consent page, or to the landing page saying the provider is unavailable. */
export async function startSocialSignIn(args: RequestArgs, provider: SocialProviderKey, intent: SocialState['intent'], redirectValue: string): Promise<Response> {
  const view = requireStoreView(args);
  const state = randomBytes(18).toString('base64url');
  const answer = await args.context.client.query(SOCIAL_SIGN_IN_URL, { provider: apiProvider(provider), redirectUri: redirectUriOf(args), state }, { anonymous: true });
  const url = answer.data?.socialSignInUrl;
  if (!url) {
    args.context.log.warn({ errors: answer.errors, provider }, 'social sign-in could not start');
    return redirect(`${storePath(view, LANDING_PATH)}?${new URLSearchParams({ error: 'unavailable', provider })}`, { headers: { 'Cache-Control': 'private, no-store' } });
  }
  const cookie = socialCookie.state({ state, provider, intent, redirect: redirectValue.slice(0, 512) }, { secure: args.context.session.secure });
  return redirect(url, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } });
}

/** GET of a start address (and /wechat/sign): sign in with the provider, or go on when already signed in. */
export async function startSignInFromLink(args: RequestArgs, provider: SocialProviderKey): Promise<Response> {
  const view = requireStoreView(args);
  const redirectValue = new URL(args.request.url).searchParams.get(SIGN_IN_REDIRECT_PARAM) ?? '';
  if (args.context.session.signedIn) return redirect(afterSignInPath(view, redirectValue), { headers: { 'Cache-Control': 'private, no-store' } });
  return startSocialSignIn(args, provider, 'signIn', redirectValue);
}

/** What the landing page shows when it does not send the shopper on. */
export type LandingOutcome =
  | { kind: 'unbound'; provider: SocialProviderKey; name: string; redirect: string }
  | { kind: 'refused'; provider: SocialProviderKey | null; intent: SocialState['intent']; reason: 'expired' | 'cancelled' | 'unavailable' | 'api'; message?: string };

/** Finishes the provider's answer: a thrown redirect (signed in, or bound), or what to show, with its Set-Cookie lines. */
export async function finishSocialSignIn(args: RequestArgs): Promise<{ outcome: LandingOutcome; cookies: string[] }> {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  const options = { secure: args.context.session.secure };
  const saved = readSocialState(args.request.headers.get('cookie'));
  const cookies = saved ? [socialCookie.clear(SOCIAL_STATE_COOKIE, options)] : [];
  const named = url.searchParams.get('provider');
  // After an unbound sign-in the page is drawn from the waiting identity, so going back to it asks nothing again.
  if (url.searchParams.get('pending') === '1') {
    const pending = readPendingBinding(args.request.headers.get('cookie'));
    if (pending) return { outcome: { kind: 'unbound', provider: pending.provider, name: pending.name, redirect: String(pending.redirect ?? '') }, cookies };
  }
  if (url.searchParams.get('error') === 'unavailable' && isSocialProvider(named)) {
    return { outcome: { kind: 'refused', provider: named, intent: 'signIn', reason: 'unavailable' }, cookies };
  }
  if (!saved || saved.state !== url.searchParams.get('state')) return { outcome: { kind: 'refused', provider: saved?.provider ?? null, intent: 'signIn', reason: 'expired' }, cookies };
  const { provider, intent } = saved;
  const code = url.searchParams.get('code');
  if (url.searchParams.get('error') || !code) return { outcome: { kind: 'refused', provider, intent, reason: 'cancelled' }, cookies };
  const headers = () => {
    const merged = new Headers({ 'Cache-Control': 'private, no-store' });
    for (const line of cookies) merged.append('Set-Cookie', line);
    return merged;
  };

  if (intent === 'bind') {
    if (!args.context.session.signedIn) throw redirect(signInPath(view, storePath(view, '/account')), { headers: headers() });
    const bound = await args.context.client.mutate(BIND_SOCIAL_ACCOUNT, { input: { provider: apiProvider(provider), code, redirect_uri: redirectUriOf(args) } });
    if (isSessionGone(bound.errors)) throw sessionGoneRedirect(args);
    if (bound.data) throw redirect(`${storePath(view, '/account')}?${new URLSearchParams({ linked: provider })}#linked-accounts`, { headers: headers() });
    return { outcome: { kind: 'refused', provider, intent, reason: 'api', message: bound.errors[0]?.message }, cookies };
  }

  const answer = await args.context.client.mutate(SIGN_IN_BY_SOCIAL, { provider: apiProvider(provider), code, redirectUri: redirectUriOf(args) }, { anonymous: true });
  const result = answer.data?.generateCustomerTokenBySocial;
  if (!result) return { outcome: { kind: 'refused', provider, intent, reason: 'api', message: answer.errors[0]?.message }, cookies };
  if (result.is_bound && result.token) {
    cookies.push(...(await startCustomerSession(args, result.token)));
    throw redirect(afterSignInPath(view, saved.redirect), { headers: headers() });
  }
  cookies.push(socialCookie.binding({ provider, ticket: result.binding_ticket ?? '', name: result.display_name, redirect: saved.redirect }, options));
  throw redirect(`${storePath(view, LANDING_PATH)}?pending=1`, { headers: headers() });
}
