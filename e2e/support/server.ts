/**
 * The real store for browser tests: a freshly seeded database (test/harness.ts) and the production
 * storefront build, listening on a free port. Needs `npm run build` first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTestApp, type TestApp } from '../../test/harness.ts';

export interface RunningStore {
  app: TestApp | null;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the store, or uses the one at E2E_ORIGIN when set (a server already running, e.g.
 * `E2E_ORIGIN=http://127.0.0.1:3100 npm run test:e2e`). `env` overrides configuration of a store
 * started here (e.g. a short CUSTOMER_TOKEN_TTL_SECONDS).
 */
export async function startStore(options: { env?: Record<string, string> } = {}): Promise<RunningStore> {
  const external = process.env.E2E_ORIGIN;
  if (external) return { app: null, origin: external.replace(/\/$/, ''), close: async () => {} };
  if (!existsSync(path.resolve('build/server/index.js'))) {
    throw new Error('The storefront build is missing: run `npm run build` before the browser tests.');
  }
  // Loaded ahead, so the server's storefront plugin finds it loaded: Fastify gives a plugin ten
  // seconds to start, which a crowded machine can spend importing the build alone.
  await import(pathToFileURL(path.resolve('build/server/index.js')).href);
  const app = await startTestApp({ storefront: true, env: options.env });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test store has no port');
  return {
    app,
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      // A response a test left unread keeps its connection busy, and the server would wait for it
      // (half a minute) before closing: at the end of a file nothing is in flight that matters.
      const closing = app.close();
      app.app.server.closeAllConnections();
      await closing;
    },
  };
}
