/**
 * Where sign-in sends the shopper afterwards. Checkout's sign-in choice links to
 * `/sign-in?redirect=checkout`; pages that need a session send `?redirect=<their path>`. Only a
 * path of this store view is followed: anything else (another origin, `//host`, a backslash trick)
 * goes to the account page, so the sign-in page cannot be used to send shoppers elsewhere.
 */
import { pathWithinStore, storePath, type StoreViewDefinition } from '../storeView/storeView.ts';
import { splitStorePrefix } from '../../../rules/storeViews.ts';

export const SIGN_IN_REDIRECT_PARAM = 'redirect';

/**
 * The flag that opens the account menu's sign-in on the page it is added to (spec 000 §2 Layout:
 * "A sign-in popup can be opened by a flag, which opens the account menu and sets a
 * redirect-to-checkout flag"): `?signin=checkout`.
 */
export const SIGN_IN_POPUP_PARAM = 'signin';
export const SIGN_IN_POPUP_CHECKOUT = 'checkout';

export function signInPath(view: StoreViewDefinition, returnTo?: string): string {
  const path = storePath(view, '/sign-in');
  if (!returnTo) return path;
  const within = pathWithinStore(returnTo.split('?')[0]) === '/checkout' ? 'checkout' : returnTo;
  return `${path}?${new URLSearchParams({ [SIGN_IN_REDIRECT_PARAM]: within })}`;
}

/** The page to go to after signing in, from the `redirect` value; the account page by default. */
export function afterSignInPath(view: StoreViewDefinition, redirectValue: string | null | undefined): string {
  const account = storePath(view, '/account');
  const value = (redirectValue ?? '').trim();
  if (!value) return account;
  if (value === 'checkout') return storePath(view, '/checkout');
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || value.length > 512) return account;
  const url = new URL(value, 'http://store.invalid');
  if (url.origin !== 'http://store.invalid') return account;
  const split = splitStorePrefix(url.pathname);
  if (!split || split.view.urlPrefix !== view.urlPrefix) return account;
  // Back to the sign-in or registration pages would only loop.
  if (/^\/(sign-in|create-account)\/?$/.test(split.rest)) return account;
  return `${url.pathname}${url.search}`;
}
