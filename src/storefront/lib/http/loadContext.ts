/**
 * What the server hands every loader and action: the request context (session/
 * requestContext.server.ts, made once per request) and the few settings the pages need.
 */
import type { CartHandler } from '../cart/cartHandler.server.ts';
import type { ShopperSession } from '../session/shopperSession.server.ts';
import type { StorefrontClient } from '../session/storefrontClient.server.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface StorefrontSettings {
  /** Absolute origin of the store, for canonical and hreflang links. */
  publicUrl: string;
  /** Map tile URL template ({z}/{x}/{y}) and its attribution, for Leaflet. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /**
   * The text of a built stylesheet by its URL (`/assets/styles-….css`), for drawing it into the
   * page itself: the first paint then waits for no second request.
   */
  stylesheetText?: (href: string) => string | undefined;
}

/** The server's logger (pino), so page errors land in the same structured log as the API's. */
export interface StorefrontLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * What loaders draw for the document on the server but leave out of their data, which the browser
 * would only decode again: the mega menu's HTML (lib/chrome/megaMenuMarkup.server.tsx).
 * entry.server.tsx hands it to the page.
 */
export interface ServerDrawnParts {
  megaMenu?: string;
}

/** One request's context: its store view, the shopper's session, the one GraphQL client and the bag. */
export interface StorefrontRequestContext {
  /** The store view of the request's URL prefix (the default one for a path without a prefix). */
  view: StoreViewDefinition;
  session: ShopperSession;
  client: StorefrontClient;
  cart: CartHandler;
  settings: StorefrontSettings;
  log: StorefrontLog;
  serverDrawn: ServerDrawnParts;
  /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
  cspNonce: string;
  /**
   * The response's Set-Cookie lines (the session and its hints), asked for once the response is
   * ready; `pageDrawn` when it is a page drawn for the shopper (not a redirect or data).
   */
  commit(response: { pageDrawn: boolean }): Promise<string[]>;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontRequestContext {}
}
