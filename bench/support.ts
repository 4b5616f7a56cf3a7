/**
 * Shared by the benchmarks: start the store in its own process (so the load generator does not
 * share its event loop), wait until it answers, and stop it. The store runs as `npm start` runs it,
 * the compiled server built when stale, in one process unless a bench sets `WORKERS`.
 * `BENCH_STORE_FROM_SOURCE=1` runs the TypeScript through tsx instead, with no build: to measure
 * or profile a change to the backend without building (pages then answer 503 unless a build exists).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildWhenStale, root, serverEntry } from '../scripts/build-when-stale.mjs';

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
  const fromSource = process.env.BENCH_STORE_FROM_SOURCE === '1';
  if (!fromSource) buildWhenStale();
  // BENCH_STORE_NODE_ARGS passes flags to the store's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to profile it under a bench (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_STORE_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const entry = fromSource ? ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')] : [serverEntry];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', ...entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // One process unless the bench's own environment says otherwise (WORKERS=2 npm run bench -- peer).
      WORKERS: '1',
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

/** The mean of a bench's figures over its rounds (0 for none). */
export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

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

/** Linux counts a process's processor time in ticks of 1/100 s (USER_HZ on every platform it runs here). */
const MS_PER_TICK = 10;

/**
 * Processor time used so far, in milliseconds, by a process and every process below it (a store's
 * primary and its workers), read from /proc; undefined where there is no /proc. On a machine
 * others share, processor time per answer moves far less with their load than answers a second.
 */
export function processorMs(pid: number): number | undefined {
  if (!existsSync(`/proc/${pid}/stat`)) return undefined;
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop()!;
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${current}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      const children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8').trim();
      if (children) pending.push(...children.split(' ').map(Number));
    } catch {
      // The process ended between two reads.
    }
  }
  return ticks * MS_PER_TICK;
}

/**
 * Processor time used so far by the PostgreSQL server processes serving a database (its backends,
 * from pg_stat_activity), in milliseconds: the database's share of an answer. A backend that ends
 * between two readings takes its time with it, so this is a lower bound.
 */
export async function databaseProcessorMs(databaseUrl: string): Promise<Map<number, number>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.flatMap(({ pid }) => {
      const used = processorMs(pid);
      return used === undefined ? [] : [[pid, used] as const];
    }));
  } finally {
    await client.end();
  }
}

/** Processor time the backends read in `after` used since `before` (a backend new since counts whole). */
export function databaseProcessorSince(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

export interface SteadyLoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Failed connections, timeouts and answers other than 2xx, over the whole run. */
  errors: number;
}

/**
 * A URL under `connections` held open for the warm-up and the measured seconds in one autocannon
 * run, measured on the requests sent after the warm-up (docs/decisions.md, "Loads measured once
 * steady"). A saturated Node server accepts a burst of new connections a few at a time between
 * turns of its event loop, so the first request of a fresh connection can wait seconds in the
 * kernel's accept queue: a minimal Node server spending 8 ms a request had a p99 of 5.96 s over a
 * fresh run of 50 connections and 593 ms once they were all open. That is the cost of opening 50
 * connections at one instant, not of a page.
 */
export async function steadyLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  measuredSeconds: number;
  /** Seconds before a request counts as timed out (autocannon's own is 10). */
  timeout?: number;
  /** POST these bodies, one a request in turn (GraphQL); GET unless given. */
  bodies?: string[];
  /** Paths on the URL's origin, one a request in turn, instead of the URL's own. */
  paths?: string[];
}): Promise<SteadyLoadFigures> {
  const measuredFrom = Date.now() + options.warmupSeconds * 1000;
  const latencies: number[] = [];
  let answered = 0;
  let failed = 0;
  let turn = 0;
  const { bodies = [], paths = [] } = options;
  const inTurn = (request: autocannon.Request): autocannon.Request => {
    const index = turn++;
    return { ...request, ...(paths.length ? { path: paths[index % paths.length] } : {}), ...(bodies.length ? { body: bodies[index % bodies.length] } : {}) };
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.warmupSeconds + options.measuredSeconds,
        timeout: options.timeout,
        ...(bodies.length ? { method: 'POST' as const, body: bodies[0] } : {}),
        ...(bodies.length > 1 || paths.length ? { requests: [{ setupRequest: inTurn }] } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      const now = Date.now();
      if (now < measuredFrom) return;
      answered += 1;
      if (statusCode < 200 || statusCode >= 300) failed += 1;
      // Latency of the requests sent after the warm-up; the rate counts every answer in the window.
      if (now - responseTime >= measuredFrom) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (share: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]) : Number.NaN);
  return {
    requestsPerSecond: Math.round(answered / options.measuredSeconds),
    p50: at(0.5),
    p99: at(0.99),
    errors: result.errors + result.timeouts + failed,
  };
}
