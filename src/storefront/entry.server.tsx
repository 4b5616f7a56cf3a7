/**
 * Server rendering: every page is sent whole, once drawn. A page's data is all loaded before React
 * starts (no loader defers any), so streaming would send nothing sooner; it would only pass the
 * page through five streams in some fifty pieces, which a profile put at about a fifth of a page's
 * processor time (docs/decisions.md, "Pages sent whole"). Crawlers and the mainland search engines
 * that run little JavaScript (docs/design.md, Stack) get the whole document, as everyone does.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import './lib/http/loadContext.ts';
import { StylesheetTextContext } from './components/shell/RouteStylesheets.tsx';
import { ServerMegaMenuContext } from './components/shell/header/serverMegaMenu.ts';
import { CART_NOTICE_COOKIE } from './lib/cart/cartNotice.ts';
import { readCookie, serializeCookie } from './lib/http/cookies.ts';
import { headWithoutModulePreloads } from './lib/http/headWithoutModulePreloads.server.ts';
import { promoDecisionOfCookies } from './lib/chrome/promoMessage.ts';
import { isMiniProgramRequest, readPendingBinding } from './lib/socialSignIn/socialCookies.ts';
import { STORE_VIEW_COOKIE } from './lib/storeView/storeView.ts';
import { isDeskPath } from './lib/desk/deskPaths.ts';
import { splitStorePrefix } from '../rules/storeViews.ts';

// The server makes each request's context with the build's own modules (src/server/storefront.ts),
// so that the context's classes are those the routes check against.
export { createRequestContext } from './lib/session/requestContext.server.ts';
export { createShopperSessionStorage } from './lib/session/shopperSession.server.ts';

export const streamTimeout = 5_000;

const STORE_VIEW_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The store view prefix of a request's path, and whether its cookie already names it. */
function storeViewOf(request: Request): { prefix: string; remembered: boolean } | null {
  const prefix = splitStorePrefix(new URL(request.url).pathname)?.view.urlPrefix;
  if (!prefix) return null;
  return { prefix, remembered: readCookie(request.headers.get('cookie'), STORE_VIEW_COOKIE) === prefix };
}

/** A prefixed page remembers its store view, so that `/` and unprefixed links come back to it. */
function rememberStoreView(request: Request, headers: Headers): void {
  const view = storeViewOf(request);
  if (!view || view.remembered) return;
  headers.append('Set-Cookie', serializeCookie(STORE_VIEW_COOKIE, view.prefix, { maxAge: STORE_VIEW_COOKIE_MAX_AGE }));
}

/** Pages drawn from the shopper's own bag (its lines, or a bag form's notice): never stored. */
function readsShoppersBag(request: Request): boolean {
  if (SHOPPERS_BAG_PAGES.test(splitStorePrefix(new URL(request.url).pathname)?.rest ?? '')) return true;
  return readCookie(request.headers.get('cookie'), CART_NOTICE_COOKIE) !== undefined;
}

// The made-to-order design page counts the stones held for the bag and edits its lines.
const SHOPPERS_BAG_PAGES = /^\/(cart|checkout|customizer\/design)(\/|\.data$|$)/;

/**
 * Pages drawn for one visit: registration carries a reCAPTCHA token issued for it, the new
 * password page the secret of its reset link, the WeChat and Facebook landing page a code.
 */
const ONE_VISIT_PAGES = /^\/(create-account|customer\/account\/createPassword|authorizedUser\/login)(\/|\.data$|$)/;

/**
 * What, besides its URL, a page depends on, for the server's page cache (src/server/pageCache.ts):
 * whether the store view cookie must be written, and the promo bar's decision. Every cookie a page
 * reads on the server must be reflected here. Null: never store this request's page.
 */
export function pageVariant(request: Request, context: AppLoadContext): string | null {
  // A signed-in shopper's pages are drawn for them alone (their name, account link, bag): never
  // stored, and never answered from the store of anonymous pages.
  if (request.method !== 'GET' || request.headers.has('authorization') || context.session.signedIn) return null;
  // The first page after a session ended says so, for this shopper alone.
  if (context.session.sessionEndNoticePending) return null;
  const view = storeViewOf(request);
  if (!view) return null;
  if (readsShoppersBag(request)) return null;
  if (ONE_VISIT_PAGES.test(splitStorePrefix(new URL(request.url).pathname)?.rest ?? '')) return null;
  // A WeChat or Facebook identity waiting to be linked is named on the sign-in page.
  if (readPendingBinding(request.headers.get('cookie'))) return null;
  // Inside the WeChat mini program the account trigger is a link to the mobile sign-in page.
  const miniProgram = isMiniProgramRequest(request) ? ':minipro' : '';
  return `${view.remembered ? 'remembered' : 'new'}:${promoDecisionOfCookies(request.headers.get('cookie'), Date.now())}${miniProgram}`;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  rememberStoreView(request, responseHeaders);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Pages carry the shopper's store view cookie and change with the catalog: never shared caches.
  // A signed-in shopper's pages carry their own data (their name, account pages), and the order
  // desk's the store's orders: kept nowhere.
  const cacheControl = loadContext.session.signedIn || isDeskPath(new URL(request.url).pathname) ? 'private, no-store' : 'private, no-cache';
  responseHeaders.set('Cache-Control', cacheControl);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    // Errors React recovered from inside a Suspense boundary (the browser draws that part again);
    // an error in the shell rejects instead, and React Router logs it.
    const recovered: unknown[] = [];
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    // Each provider has one child, so React's useId values stay those the browser computes.
    const document = (
      <StylesheetTextContext.Provider value={loadContext.settings.stylesheetText}>
        <ServerMegaMenuContext.Provider value={loadContext.serverDrawn.megaMenu}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
        </ServerMegaMenuContext.Provider>
      </StylesheetTextContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: loadContext.cspNonce,
      // React sends a large finished Suspense boundary after the rest and moves it into place with
      // a script; a page must read complete without scripts (crawlers, slow phones), so every
      // finished boundary stays where it belongs in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeoutId);
        for (const error of recovered) loadContext.log.error({ err: error, url: request.url }, 'part of a page failed; the browser draws it');
        const page = new PassThrough();
        buffer(page).then((body) => resolve(new Response(headWithoutModulePreloads(body) as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode })), reject);
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        recovered.push(error);
      },
    });
  });
}

/** Logs loader and render errors, but not requests the shopper gave up on. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.log.error({ err: error, url: request.url }, 'page failed');
};
