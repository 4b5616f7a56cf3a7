/**
 * Builds the storefront's service worker (spec 001 §7: registered at /sw.js) after
 * `react-router build`: it precaches the built shell (scripts, styles, icons) and serves pages
 * network-first, so a page the shopper has visited opens again offline.
 *
 *   node scripts/build-sw.mjs            (writes build/client/sw.js)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

const clientDir = path.resolve(process.argv[2] ?? 'build/client');
if (!existsSync(path.join(clientDir, 'assets'))) {
  console.error(`No storefront build in ${clientDir}: run react-router build first.`);
  process.exit(1);
}

const { count, size, warnings } = await generateSW({
  globDirectory: clientDir,
  // Leaflet loads on map pages only; it is cached when such a page is visited, not up front.
  globPatterns: ['assets/**/*.{js,css}', 'favicon.svg', 'manifest.webmanifest'],
  globIgnores: ['assets/leaflet*'],
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
      // Documents and React Router's data requests: fresh when online, the last copy offline.
      urlPattern: ({ request, url }) => request.mode === 'navigate' || url.pathname.endsWith('.data'),
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
      urlPattern: ({ url }) => url.pathname.startsWith('/assets/leaflet'),
      handler: 'CacheFirst',
      options: { cacheName: 'map-library', expiration: { maxEntries: 10 } },
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
