/**
 * The session checks of spec 000 §4 Session, for a signed-in shopper only:
 *
 * - the sign-out timer: the readable `signed_in` cookie says when the token's time to live ends;
 *   a check every second reloads the page once it has, and the server draws the same page for a
 *   guest, saying the session has expired (ShopperSession.sessionEnded);
 * - getLoginStatus on product, account, cart and checkout pages: when it says the shopper is no
 *   longer signed in (revoked, signed out elsewhere), its answer clears the cookies and the page
 *   reloads.
 *
 * Guests have no `signed_in` cookie: nothing runs for them.
 */
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ACCOUNT_SECTIONS } from '../../lib/account/accountSections.ts';
import { readBrowserCookie } from '../../lib/http/browserCookie.ts';
import { SIGNED_IN_COOKIE, sessionEndFrom } from '../../lib/session/hintCookies.ts';
import { pathWithinStore, storePath, type StoreViewDefinition } from '../../lib/storeView/storeView.ts';
import { retryingFetch } from '../../lib/http/retryingFetch.ts';

const CHECK_EVERY_MS = 1000;

/** Pages whose data depends on the session (spec 000 §4: product, account, cart, checkout), with the pages under them. */
const SESSION_PATHS = [...ACCOUNT_SECTIONS.map((section) => section.path), '/wishlist', '/cart', '/checkout'];

function isSessionPath(path: string): boolean {
  return SESSION_PATHS.some((sessionPath) => path === sessionPath || path.startsWith(`${sessionPath}/`));
}

/** Whether the page asks the API if the shopper is still signed in: a session page, or a product's. */
export function isSessionPage(pathname: string, matches: ReturnType<typeof useMatches>): boolean {
  if (isSessionPath(pathWithinStore(pathname))) return true;
  return matches.some((match) => (match.data as { kind?: string } | undefined)?.kind === 'product');
}

export function useSessionCheck(view: StoreViewDefinition, signedIn: boolean): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const checkStatus = signedIn && isSessionPage(pathname, matches);

  useEffect(() => {
    // A guest has no session to end; a member's end is read off the main thread (http/browserCookie.ts).
    if (!signedIn) return;
    let timer: number | undefined;
    let cancelled = false;
    void readBrowserCookie(SIGNED_IN_COOKIE).then((value) => {
      const end = sessionEndFrom(value);
      if (cancelled || end === undefined) return;
      timer = window.setInterval(() => {
        if (Date.now() < end) return;
        window.clearInterval(timer);
        window.location.reload();
      }, CHECK_EVERY_MS);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [signedIn, pathname]);

  useEffect(() => {
    if (!checkStatus) return;
    let cancelled = false;
    retryingFetch(storePath(view, '/api/login-status'), { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ is_logged_in: boolean }>) : null))
      .then((status) => {
        if (!cancelled && status && !status.is_logged_in) window.location.reload();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [checkStatus, view, pathname]);
}
