// The store's build, made again when it is missing or older than its sources: for `npm start` and
// for the benchmarks, which run the store as `npm start` does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The compiled server (scripts/build-server.mjs), which `npm start` runs with plain node. */
export const serverEntry = path.join(root, 'build', 'app', 'server', 'main.js');
// The storefront's server bundle and the compiled server.
const buildEntries = [path.join(root, 'build', 'server', 'index.js'), serverEntry];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when the build is missing or stale; exits with the build's status if it fails. */
export function buildWhenStale() {
  const sources = ['src/storefront', 'src/rules', 'src/server', 'src/commerce'].map((dir) => path.join(root, dir)).filter(existsSync);
  const stale =
    !buildEntries.every(existsSync) ||
    Math.max(...sources.map(newestMtime)) > Math.min(...buildEntries.map((entry) => statSync(entry).mtimeMs));
  if (!stale) return;
  console.log('Building the store (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
