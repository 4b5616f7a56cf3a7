/**
 * What the server hands every loader (src/server/storefront.ts builds it): the one way to reach
 * the commerce API, and the few settings the pages need.
 */
import type { CommerceClient } from './graphql.ts';

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

declare module 'react-router' {
  interface AppLoadContext {
    commerce: CommerceClient;
    settings: StorefrontSettings;
    log: StorefrontLog;
    /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
    cspNonce: string;
  }
}
