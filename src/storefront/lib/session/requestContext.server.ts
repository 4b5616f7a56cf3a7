/**
 * The request context, made once per request (React Router's `getLoadContext`, called by
 * src/server/storefront.ts): the store view of the URL, the shopper's signed session, the one
 * GraphQL client (Store header, customer token and client address added from them) and the bag's
 * handler. The session is committed once, when the response is ready.
 *
 * On the order desk (lib/desk) the store view is Hong Kong's in the desk's language, and the client
 * speaks for the operator: it carries the admin token the desk session holds, never a customer's.
 */
import type { AppLoadContext } from 'react-router';
import { createCartHandler } from '../cart/cartHandler.server.ts';
import type { CommerceClient } from '../api/graphql.ts';
import type { StorefrontLog, StorefrontSettings } from '../http/loadContext.ts';
import { DEFAULT_DESK_LOCALE, DESK_LANGUAGE_PARAM, deskLocaleOfParam, deskStoreView, isDeskPath } from '../desk/deskPaths.ts';
import { storeViewOfUrl, type StoreViewDefinition } from '../storeView/storeView.ts';
import { ShopperSession, type ShopperSessionStorage } from './shopperSession.server.ts';
import { createStorefrontClient } from './storefrontClient.server.ts';

export interface RequestContextOptions {
  request: Request;
  transport: CommerceClient;
  sessionStorage: ShopperSessionStorage;
  settings: StorefrontSettings;
  log: StorefrontLog;
  cspNonce: string;
  /** The shopper's address: every call of this request goes out on its behalf (sign-in limits). */
  clientIp?: string;
}

export async function createRequestContext({ request, transport, sessionStorage, settings, log, cspNonce, clientIp }: RequestContextOptions): Promise<AppLoadContext> {
  const url = new URL(request.url);
  const desk = isDeskPath(url.pathname);
  const urlView = storeViewOfUrl(request.url);
  const session = await ShopperSession.read(sessionStorage, request, urlView.websiteCode);
  const view = desk ? deskViewOf(url, session) : urlView;
  const client = createStorefrontClient({ transport, store: view.code, customerToken: () => (desk ? session.deskToken : session.customerToken), clientIp });
  return {
    view,
    session,
    client,
    cart: createCartHandler(client, session),
    settings,
    log,
    serverDrawn: {},
    cspNonce,
    commit: (response) => session.commit({ pageDrawn: response.pageDrawn }),
  };
}

/** The desk's store view: the language `?lang=` chooses (then remembered), else the one remembered. */
function deskViewOf(url: URL, session: ShopperSession): StoreViewDefinition {
  const chosen = deskLocaleOfParam(url.searchParams.get(DESK_LANGUAGE_PARAM));
  if (chosen) session.rememberDeskLocale(chosen);
  return deskStoreView(chosen ?? session.deskLocale ?? DEFAULT_DESK_LOCALE);
}
