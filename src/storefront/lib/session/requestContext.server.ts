/**
 * The request context, made once per request (React Router's `getLoadContext`, called by
 * src/server/storefront.ts): the store view of the URL, the shopper's signed session, the one
 * GraphQL client (Store header, customer token and client address added from them) and the bag's
 * handler. The session is committed once, when the response is ready.
 */
import type { AppLoadContext } from 'react-router';
import { createCartHandler } from '../cart/cartHandler.server.ts';
import type { CommerceClient } from '../api/graphql.ts';
import type { StorefrontLog, StorefrontSettings } from '../http/loadContext.ts';
import { storeViewOfUrl } from '../storeView/storeView.ts';
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
  const view = storeViewOfUrl(request.url);
  const session = await ShopperSession.read(sessionStorage, request, view.websiteCode);
  const client = createStorefrontClient({ transport, store: view.code, customerToken: () => session.customerToken, clientIp });
  return {
    view,
    session,
    client,
    cart: createCartHandler(client, session),
    settings,
    log,
    cspNonce,
    commit: (response) => session.commit({ pageDrawn: response.pageDrawn }),
  };
}
