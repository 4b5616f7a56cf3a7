/**
 * Which runtime draws the page here. The server renders with React; the production browser build
 * runs the same components on Preact's React runtime (vite.config.ts, docs/decisions.md). The few
 * places where the two differ ask this.
 */
declare const __BROWSER_ON_PREACT__: boolean | undefined;

export const browserOnPreact: boolean = typeof __BROWSER_ON_PREACT__ !== 'undefined' && __BROWSER_ON_PREACT__;
