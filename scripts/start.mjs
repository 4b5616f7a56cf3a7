#!/usr/bin/env node
// `npm start`: builds the store (the storefront and the compiled server) when the build is missing
// or older than its sources, then runs the compiled server with plain node, passing signals on so
// shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The storefront's server bundle and the compiled server (scripts/build-server.mjs).
const buildEntries = [path.join(root, 'build', 'server', 'index.js'), path.join(root, 'build', 'app', 'server', 'main.js')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/storefront', 'src/rules', 'src/server', 'src/commerce'].map((dir) => path.join(root, dir)).filter(existsSync);
const stale =
  !buildEntries.every(existsSync) ||
  Math.max(...sources.map(newestMtime)) > Math.min(...buildEntries.map((entry) => statSync(entry).mtimeMs));
if (stale) {
  console.log('Building the store (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Source maps point a logged error's stack at src/, where the code is read.
const server = spawn(process.execPath, ['--enable-source-maps', buildEntries[1]], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
