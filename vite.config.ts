import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

export default defineConfig(({ command, isSsrBuild }) => {
  // The production browser build runs the components on Preact's React runtime (docs/decisions.md);
  // the server, and the development server, use React.
  const browserOnPreact = command === 'build' && !isSsrBuild;
  return {
    plugins: [reactRouter()],
    define: {
      __BROWSER_ON_PREACT__: JSON.stringify(browserOnPreact),
    },
    publicDir: 'src/storefront/public',
    resolve: {
      alias: [
        {
          find: /^~\//,
          replacement: fileURLToPath(new URL('./src/storefront/', import.meta.url)),
        },
        // Messages reach the browser compiled (i18n/catalogs.server.ts), so its bundle needs no ICU parser.
        ...(isSsrBuild
          ? []
          : [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
              },
            ]),
        ...(browserOnPreact
          ? [
              {
                find: /^react-dom\/client$/,
                replacement: 'preact/compat/client',
              },
              { find: /^react-dom$/, replacement: 'preact/compat' },
              {
                find: /^react\/jsx-runtime$/,
                replacement: 'preact/jsx-runtime',
              },
              {
                find: /^react\/jsx-dev-runtime$/,
                replacement: 'preact/jsx-dev-runtime',
              },
              { find: /^react$/, replacement: 'preact/compat' },
            ]
          : []),
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
  };
});
