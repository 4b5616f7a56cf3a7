/** The storefront's WeChat and Facebook sign-in addresses, for links and forms on both sides. */
import { SIGN_IN_REDIRECT_PARAM } from '../session/signInRedirect.ts';
import { storePath, type StoreViewDefinition } from '../storeView/storeView.ts';
import type { SocialProviderKey } from './socialCookies.ts';

/** Starts the provider's sign-in (GET) or, posted with `intent=bind`, the binding to the signed-in account. */
export function socialStartPath(view: StoreViewDefinition, provider: SocialProviderKey, redirectTo = ''): string {
  const path = storePath(view, `/social-sign-in/${provider}`);
  return redirectTo ? `${path}?${new URLSearchParams({ [SIGN_IN_REDIRECT_PARAM]: redirectTo })}` : path;
}
