/**
 * Which runtime draws the page here. The server renders with React; the production browser build
 * runs the same components on Preact's React runtime (vite.config.ts, docs/decisions.md). The few
 * places where the two differ ask this.
 *
 * The two runtimes compute different `useId` values. Hydration keeps the server's ids in the page,
 * so an element drawn later in the browser must not name a server-drawn element by a `useId`
 * value: take the id from the element itself (a ref) or use a fixed id.
 */
declare const __BROWSER_ON_PREACT__: boolean | undefined;

export const browserOnPreact: boolean = typeof __BROWSER_ON_PREACT__ !== 'undefined' && __BROWSER_ON_PREACT__;
