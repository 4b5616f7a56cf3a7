/**
 * The start of WeChat and Facebook sign-in (`/:store/social-sign-in/{wechat|facebook}`): a GET (the
 * sign-in buttons) signs in, keeping `?redirect=`; a POST with `intent=bind` (the account page)
 * binds the provider's identity to the signed-in account. Either way the browser goes to the
 * provider's consent page and comes back to /authorizedUser/login.
 */
import type { Route } from './+types/socialSignInStart';
import { refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { requireCustomer } from '../lib/account/customerSession.server.ts';
import { SIGN_IN_REDIRECT_PARAM } from '../lib/session/signInRedirect.ts';
import { isSocialProvider, type SocialProviderKey } from '../lib/socialSignIn/socialCookies.ts';
import { startSignInFromLink, startSocialSignIn } from '../lib/socialSignIn/socialFlow.server.ts';

function providerOf(params: Route.LoaderArgs['params']): SocialProviderKey {
  if (!isSocialProvider(params.provider)) throw new Response('Not found', { status: 404 });
  return params.provider;
}

export function loader(args: Route.LoaderArgs) {
  return startSignInFromLink(args, providerOf(args.params));
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const provider = providerOf(args.params);
  const form = await args.request.formData();
  if (form.get('intent') === 'bind') {
    requireCustomer(args);
    return startSocialSignIn(args, provider, 'bind', '');
  }
  return startSocialSignIn(args, provider, 'signIn', String(form.get(SIGN_IN_REDIRECT_PARAM) ?? ''));
}
