import type { Config } from '@react-router/dev/config';

/**
 * The storefront is a React Router app in framework mode, rendered on the server (docs/design.md, Stack):
 * every page is HTML on first byte. `react-router build` writes build/client and build/server.
 */
export default {
  appDirectory: 'src/storefront',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // The server sees a page's path as the browser does, trailing slash included
    // (`/tc-hk/dynamicGoldPrice/`), so the links and <head> it draws are the ones hydration finds.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: each changes how routes load or requests reach them, and moves with React Router 8
    // (which needs Node 22). Said out loud so the build does not warn about them on every start.
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
