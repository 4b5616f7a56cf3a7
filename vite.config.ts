import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  publicDir: 'src/storefront/public',
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL('./src/storefront/', import.meta.url)) },
      // Messages reach the browser compiled (i18n/catalogs.server.ts), so its bundle needs no ICU parser.
      ...(isSsrBuild
        ? []
        : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') }]),
    ],
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' as const },
  },
  build: {
    // Fonts and images stay files the browser can cache; Leaflet loads only on pages with a map.
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The store's own styles travel as one stylesheet: a page waits for one request
              // before it can paint, not one per shared component. Map and chart styles stay
              // with their libraries.
              groups: [{ name: 'styles', test: /src\/storefront\/.*\.css$/ }],
            },
          },
        },
  },
}));
