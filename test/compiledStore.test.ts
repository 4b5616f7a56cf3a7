/**
 * The store as `npm start` runs it: the compiled server (build/app, made by `npm run build`, which
 * runs before the tests) in plain node. On PostgreSQL with two workers, both answer, the start-up
 * work that must run once (migrations, shared secrets, seeding an empty store) runs in the primary
 * before they start, and SIGTERM stops every process. On the embedded database the store is one process whatever WORKERS
 * says (docs/decisions.md, "Every core: one worker per core on PostgreSQL").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySeededDatabase, SHARED_TEST_MEDIA_DIR } from './harness.ts';
import { exitOf, hasExited, readyOf } from './kits/storeProcess.ts';

const COMPILED_SERVER = path.resolve('build/app/server/main.js');
const started: ChildProcess[] = [];

/** Starts the compiled store with `env` as its whole environment; `output()` is what it has logged so far. */
function startCompiledStore(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run npm run build first`);
  const child = spawn(process.execPath, [COMPILED_SERVER], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** A request on a connection of its own: the cluster hands each new connection to the next worker. */
function getOnNewConnection(url: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function answeringPids(url: string, requests: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let index = 0; index < requests; index += 1) {
    const health = await getOnNewConnection(`${url}/healthz`);
    expect(health.status).toBe(200);
    pids.add(JSON.parse(health.body).pid);
  }
  return pids;
}

async function graphql(url: string, query: string): Promise<Record<string, any>> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  expect(response.status).toBe(200);
  return response.json();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portForTest(): number {
  return 4100 + Math.floor(Math.random() * 800);
}

afterAll(async () => {
  for (const child of started.filter((one) => !hasExited(one))) {
    child.kill('SIGKILL');
    await exitOf(child);
  }
});

describe.skipIf(!process.env.DATABASE_URL)('the compiled store on PostgreSQL with two workers', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `tsl_workers_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

  afterAll(async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers from both workers, does the start-up work in the primary alone, and stops them all on SIGTERM', { timeout: 600_000 }, async () => {
    const { url: databaseUrl, seeded } = await copySeededDatabase(serverUrl, name);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-workers-'));
    // The seed's pictures are drawn once per machine for the tests: the store finds them there.
    mkdirSync(SHARED_TEST_MEDIA_DIR, { recursive: true });
    symlinkSync(SHARED_TEST_MEDIA_DIR, path.join(dataDir, 'media'));
    const port = portForTest();
    const url = `http://127.0.0.1:${port}`;
    const store = startCompiledStore({
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WORKERS: '2',
      DB_POOL_SIZE: '3',
      JOBS: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    await readyOf(store.child);

    const pids = await answeringPids(url, 8);
    expect(pids.size).toBe(2);
    expect(pids.has(store.child.pid!)).toBe(false);
    // The primary prepared the store (and would have seeded an empty one) before starting the
    // workers, which were told not to: one of each line, the primary's, then the workers' own.
    const lines = store.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { pid: number; msg: string });
    const said = (message: string) => lines.filter((line) => line.msg.startsWith(message)).map((line) => line.pid);
    expect(said('the store is prepared')).toEqual([store.child.pid]);
    expect(said('starting the workers')).toEqual([store.child.pid]);
    expect(new Set(said('Server listening'))).toEqual(pids);
    // An empty store is seeded by a process the primary starts, and waits for, before the workers.
    expect(said('the demo store is seeded')).toEqual(seeded ? [] : [store.child.pid]);

    const answer = await graphql(url, '{ products(search: "ring", pageSize: 1) { total_count items { url_key url_suffix } } }');
    expect(answer.data.products.total_count).toBeGreaterThan(0);
    const product = answer.data.products.items[0];
    for (let index = 0; index < 2; index += 1) {
      const page = await getOnNewConnection(`${url}/en-hk/${product.url_key}${product.url_suffix}`);
      expect(page).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
    }

    const exited = exitOf(store.child);
    store.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(isRunning(pid)).toBe(false);
  });
});

describe('the compiled store on the embedded database', () => {
  it('is one process whatever WORKERS says, and answers', { timeout: 300_000 }, async () => {
    const port = portForTest();
    const url = `http://127.0.0.1:${port}`;
    const store = startCompiledStore({
      PATH: process.env.PATH,
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsl-compiled-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: '2',
      SEED_ON_START: 'false',
      JOBS: 'off',
      LOG_LEVEL: 'info',
    });
    await readyOf(store.child);
    expect(store.output()).toContain('WORKERS applies on PostgreSQL only');
    expect(await answeringPids(url, 4)).toEqual(new Set([store.child.pid]));
    // The schema's files and the migrations were read from build/app.
    const answer = await graphql(url, '{ products(search: "ring", pageSize: 1) { total_count } }');
    expect(answer.data.products.total_count).toBe(0);
    const exited = exitOf(store.child);
    store.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
