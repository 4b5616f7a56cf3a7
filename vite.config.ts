import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Scripts and stylesheets are compressed once, when built, as tightly as brotli and gzip go, and
 * served as they are (src/server/storefront.ts): a page's scripts arrive about 13 % smaller than
 * compressed afresh for each response, at no cost per request.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'tsl:precompressed-assets',
    apply: 'build',
    writeBundle(output, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(output.dir!, fileName);
        const content = readFileSync(file);
        const brotli = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotli }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * CommonJS packages (React DOM, the scheduler, Leaflet) are bundled inside a function the bundler
 * writes as an arrow in parentheses, called when the module is first imported. Chromium's V8
 * compiles a function expression in parentheses eagerly, on the thread that streams the script in,
 * but not an arrow: React DOM's 200 kB body was parsed on the main thread when the entry script
 * ran, one long task at the start of every page. Written as `function` expressions they are
 * compiled while they download (docs/decisions.md, "CommonJS wrappers compiled while they
 * download"). Done before minification, on the bundler's own helper by name; the functions'
 * bodies are modules' top-level code, which never uses `this` or `arguments`.
 */
function eagerModuleWrappers(): Plugin {
  const arrowWrapper = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;
  return {
    name: 'tsl:eager-module-wrappers',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin((')) return null;
      return { code: code.replace(arrowWrapper, '__commonJSMin((function($1) {'), map: null };
    },
  };
}

/**
 * The router's plugin starts its child compiler with Vite's older `envFile: false`, which Vite now
 * warns about on every start; `envDir: false` says the same (the store reads no .env files).
 */
function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: 'tsl:env-dir',
    enforce: 'post',
    config(config) {
      // Vite's types no longer name the option; the router's plugin still sets it.
      const legacy = config as UserConfig & { envFile?: false };
      if (legacy.envFile === false) {
        delete legacy.envFile;
        config.envDir = false;
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [reactRouter(), envDirInsteadOfEnvFile(), ...(isSsrBuild ? [] : [eagerModuleWrappers(), precompressedAssets()])],
    publicDir: 'src/storefront/public',
    resolve: {
      alias: [
        {
          find: /^~\//,
          replacement: fileURLToPath(new URL('./src/storefront/', import.meta.url)),
        },
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
                groups: [
                  { name: 'styles', test: /src\/storefront\/.*\.css$/ },
                  { name: 'shared', test: /src\/(storefront\/(lib|i18n|hooks|components)|rules)\/.*\.tsx?$/, minShareCount: 2, maxModuleSize: 1500 },
                ],
              },
            },
          },
    },
  };
});
