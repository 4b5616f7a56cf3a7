/**
 * Compiles the server (src/server/main.ts and the backend it imports) into build/app, so
 * production runs plain JavaScript with `node build/app/server/main.js` (docs/decisions.md,
 * "The server compiled by esbuild"). The store's own code becomes one bundle; packages stay in
 * node_modules, loaded as they are.
 *
 * Some modules read files beside themselves (each module's schema.graphql, the migrations, the
 * drawing code the seed's picture names are a fingerprint of). build/app mirrors src/, and each
 * module's `import.meta.url` becomes the URL of its place in that mirror, where those files are
 * copied: what a module reads resolves from the compiled location, never from src/.
 *
 *   node scripts/build-server.mjs            (writes build/app)
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sourceDir = path.join(root, 'src');
const outDir = path.join(root, 'build', 'app');
const entry = path.join(sourceDir, 'server', 'main.ts');
const bundleDir = path.join(outDir, 'server');

/** Files read at run time beside the modules that read them, as globs of src/-relative paths. */
const RUNTIME_FILES = [
  { dir: 'commerce/modules', match: (relative) => /^[^/]+\/schema\.graphql$/.test(relative) },
  { dir: 'commerce/db/migrations', match: () => true },
  { dir: 'commerce/media/pictures', match: (relative) => /^[^/]+\.ts$/.test(relative) && !relative.endsWith('.test.ts') },
];

/** Each module's import.meta.url, as the URL of its place in build/app (computed from the bundle's own). */
const mirroredImportMeta = {
  name: 'mirrored-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!args.path.startsWith(sourceDir + path.sep)) return undefined;
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const mirrored = path.join(outDir, path.relative(sourceDir, args.path)).replace(/\.tsx?$/, '.js');
      const relative = path.relative(bundleDir, mirrored).split(path.sep).join('/');
      return {
        contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(path.join(dir, item.name), `${prefix}${item.name}/`) : [`${prefix}${item.name}`],
  );
}

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [entry],
  outfile: path.join(bundleDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  // Error stacks and the log name functions as the sources do.
  keepNames: true,
  logLevel: 'warning',
  plugins: [mirroredImportMeta],
});

let copied = 0;
for (const { dir, match } of RUNTIME_FILES) {
  for (const relative of filesUnder(path.join(sourceDir, dir)).filter(match)) {
    const target = path.join(outDir, dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(sourceDir, dir, relative), target);
    copied += 1;
  }
}
console.log(`server compiled into ${path.relative(root, outDir)}/server/main.js (${copied} files read at run time copied beside it)`);
