/**
 * Builds the storefront's service worker (spec 001 §7: registered at /sw.js) after
 * `react-router build`: it precaches the shell every page needs (the entry script, the root and
 * store layouts with their scripts and the stylesheet, the icon), keeps each page's own scripts
 * as the shopper visits it, and serves pages network-first, so a page the shopper has visited
 * opens again offline. A new visitor's first page downloads the shell once, not every page's
 * scripts: a lot over mobile data.
 *
 *   node scripts/build-sw.mjs            (writes build/client/sw.js)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

const clientDir = path.resolve(process.argv[2] ?? 'build/client');
if (!existsSync(path.join(clientDir, 'assets'))) {
  console.error(`No storefront build in ${clientDir}: run react-router build first.`);
  process.exit(1);
}

/** The routes every page is drawn inside (src/storefront/routes.ts): their files are the shell. */
const SHELL_ROUTES = ['root', 'routes/store', 'routes/page'];

/** The built files of the shell, from React Router's manifest of the build (its file names carry hashes). */
function shellFiles() {
  const assetsDir = path.join(clientDir, 'assets');
  const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}`);
  const manifest = JSON.parse(
    readFileSync(path.join(assetsDir, manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;?\s*$/, ''),
  );
  const files = new Set([`assets/${manifestFile}`]);
  for (const part of [manifest.entry, ...SHELL_ROUTES.map((id) => manifest.routes[id])]) {
    if (!part) throw new Error('The React Router manifest lacks a shell route');
    for (const file of [part.module, ...(part.imports ?? []), ...(part.css ?? [])]) files.add(file.replace(/^\//, '').replace(/#.*$/, ''));
  }
  return [...files];
}

const { count, size, warnings } = await generateSW({
  globDirectory: clientDir,
  globPatterns: [...shellFiles(), 'favicon.svg', 'manifest.webmanifest'],
  swDest: path.join(clientDir, 'sw.js'),
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  runtimeCaching: [
    {
      // Documents, React Router's data requests and the menu the drawer asks for
      // (routes/menuTree.ts): fresh when online, the last copy offline.
      urlPattern: ({ request, url }) => request.mode === 'navigate' || url.pathname.endsWith('.data') || url.pathname.endsWith('/api/menu'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
        // A signed-in shopper's pages (Cache-Control: no-store) stay out of the offline copies.
        plugins: [
          {
            cacheWillUpdate: async ({ response }) => (response && response.status === 200 && !/no-store/i.test(response.headers.get('cache-control') ?? '') ? response : null),
          },
        ],
      },
    },
    {
      // A page's own scripts and styles, kept as it is visited; hashed names never change content.
      urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true } },
    },
    {
      // Media URLs name one version of a file for good (the media plugin marks them immutable).
      urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'media',
        expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ],
});

for (const warning of warnings) console.warn(warning);
console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
