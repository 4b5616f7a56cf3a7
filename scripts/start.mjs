#!/usr/bin/env node
// `npm start`: builds the store (the storefront and the compiled server) when the build is missing
// or older than its sources, then runs the compiled server with plain node, passing signals on so
// shutdown stays graceful.
import { spawn } from 'node:child_process';
import { buildWhenStale, root, serverEntry } from './build-when-stale.mjs';

buildWhenStale();

// Source maps point a logged error's stack at src/, where the code is read.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
