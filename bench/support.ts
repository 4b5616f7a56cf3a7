/**
 * Shared by the benchmarks: start the store in its own process (so the load generator does not
 * share its event loop), wait until it answers, and stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningStore {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `tsl_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

export async function startStore(options: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** The store's data directory (a new one in /tmp by default), to start it again on the same files. */
  dataDir?: string;
  /** How long a start may take: a first start on the embedded database seeds the demo store. */
  startTimeoutMs?: number;
}): Promise<RunningStore> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tsl-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  let answered = false;
  while (!answered && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      answered = response.ok;
    } catch {
      // not listening yet
    }
    if (!answered) await sleep(250);
  }
  if (!answered) {
    child.kill('SIGTERM');
    throw new Error(`the store did not answer at ${url} in time`);
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One GraphQL request; `token` signs it in as that member. */
export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, store = 'tsl_en', token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
