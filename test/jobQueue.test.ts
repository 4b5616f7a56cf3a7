/**
 * The background work's queue (pg-boss on the store's own database): a job sent is run once while
 * two instances work its queue, a failing one is tried again after its wait and then left failed
 * for the operator, who lists it and sends it again (admin API and `npm run jobs`); a job waiting
 * when an instance stops is run by the next one, and one in flight is finished before it stops.
 * On the embedded database the instances share its one connection; on PostgreSQL each has its own.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SHARED_TEST_MEDIA_DIR, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { buildServer } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../src/commerce/db/connect.ts';
import { EXIT_FAILED, EXIT_OK, runJobsCommand } from '../src/commerce/modules/jobs/jobsCommand.ts';
import { JobQueue, type JobDefinition } from '../src/commerce/modules/jobs/index.ts';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const JOB_FIELDS = 'id name state retry_count retry_limit failure';
const ADMIN_JOBS = `query($failed: Boolean) { adminJobs(failed: $failed) { ${JOB_FIELDS} } }`;
const RETRY_JOB = `mutation($id: ID!) { retryJob(id: $id) { ${JOB_FIELDS} } }`;
/** Long enough for a worker that polls every two seconds and a first retry after one. */
const SETTLES = { timeout: 30_000, interval: 200 };

const instances: FastifyInstance[] = [];
let first: TestApp;

/** Another instance of the store on the first one's database, working its queues or not. */
async function anotherInstance(jobs: 'on' | 'off', moreJobs: JobDefinition[]): Promise<FastifyInstance> {
  const serverUrl = first.databaseUrl;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsl-jobs-')),
    ...(serverUrl ? { DATABASE_URL: serverUrl, DB_POOL_SIZE: '5' } : {}),
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    JOBS: jobs,
    SEED_ON_START: 'false',
    PUBLIC_URL: 'http://localhost:3000',
  });
  config.mediaDir = SHARED_TEST_MEDIA_DIR;
  // Embedded, the instances share its one connection, which stays the first instance's to close.
  const database: DatabaseHandle | undefined = serverUrl ? undefined : { ...first.database, close: async () => {} };
  const app = await buildServer(config, { database, storefront: false, moreJobs });
  await app.ready();
  instances.push(app);
  return app;
}

const stateOf = (id: string) => first.app.commerce.jobs.find(id).then((job) => job?.state);

/** A job that notes which instance ran it, and takes a moment, so the other instance polls meanwhile. */
function countedJob(name: string, runs: string[], instance: string): JobDefinition {
  return {
    name,
    retryLimit: 0,
    retryDelaySeconds: 1,
    run: async () => {
      runs.push(instance);
      await delay(300);
    },
  };
}

let failing = true;
let flakyTries = 0;
const flaky: JobDefinition = {
  name: 'flaky',
  retryLimit: 1,
  retryDelaySeconds: 1,
  run: async () => {
    flakyTries += 1;
    if (failing) throw new Error('the courier’s system is down');
  },
};

const runs: string[] = [];

beforeAll(async () => {
  first = await startTestApp({ env: { JOBS: 'on' }, moreJobs: [countedJob('count-runs', runs, 'first'), flaky] });
  await anotherInstance('on', [countedJob('count-runs', runs, 'second'), flaky]);
});

afterAll(async () => {
  for (const app of instances.reverse()) await app.close();
  await first?.close();
});

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runJobsCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the job queue over two working instances', () => {
  it('runs each job sent once, though both poll its queue', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      const id = (await first.app.commerce.jobs.send('count-runs'))!;
      await expect.poll(() => stateOf(id), SETTLES).toBe('completed');
    }
    expect(runs).toHaveLength(3);
  });

  it('keeps the store’s schedules, one each, whoever started first', async () => {
    const { rows } = await first.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual([
      { name: 'cancel-unpaid-orders', cron: '* * * * *' },
      { name: 'club-daily', cron: '27 * * * *' },
      { name: 'complete-unreceived-orders', cron: '7 * * * *' },
      { name: 'forget-expired-card-nonces', cron: '17 * * * *' },
      { name: 'retry-refunds', cron: '* * * * *' },
    ]);
  });

  it('tries a failing job again after its wait, then leaves it failed for the operator to send again', async () => {
    const id = (await first.app.commerce.jobs.send('flaky'))!;
    await expect.poll(() => stateOf(id), SETTLES).toBe('failed');
    expect(flakyTries).toBe(2);

    const listed = await first.graphql(ADMIN_JOBS, { failed: true }, admin);
    expect(listed.data!.adminJobs).toContainEqual({ id, name: 'flaky', state: 'failed', retry_count: 1, retry_limit: 1, failure: 'the courier’s system is down' });
    const refused = await first.graphql(ADMIN_JOBS, { failed: true });
    expect(refused.errors?.[0]?.message).toBe('The current user is not authorized to perform this action');

    failing = false;
    const retried = await first.graphql(RETRY_JOB, { id }, admin);
    expect(retried.data!.retryJob).toMatchObject({ id, state: 'retry' });
    await expect.poll(() => stateOf(id), SETTLES).toBe('completed');
    expect(flakyTries).toBe(3);
    expect((await first.graphql(ADMIN_JOBS, { failed: true }, admin)).data!.adminJobs).not.toContainEqual(expect.objectContaining({ id }));

    const again = await first.graphql(RETRY_JOB, { id }, { ...admin, Store: 'tsl_tc' });
    expect(again.errors?.[0]?.message).toBe(`工作 ${id} 並未失敗（目前為 completed）：只有失敗的工作才能重新執行`);
    const unknown = await first.graphql(RETRY_JOB, { id: 'not-a-job' }, admin);
    expect(unknown.errors?.[0]?.message).toBe('There is no job not-a-job');
    expect(unknown.status).toBe(200);
  });

  it('lists failed jobs and sends them again with npm run jobs, through the running store', async () => {
    failing = true;
    const id = (await first.app.commerce.jobs.send('flaky'))!;
    await expect.poll(() => stateOf(id), SETTLES).toBe('failed');
    const address = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const env = { PUBLIC_URL: address, ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: first.config.dataDir, LOG_LEVEL: 'silent' };

    const listed = await run(['list', '--failed'], env);
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.err).toContain('via the running store');
    expect(listed.out).toMatch(new RegExp(`^${id}  flaky\\s+failed\\s+.*2 of 2 tries: the courier’s system is down$`, 'm'));

    failing = false;
    const retried = await run(['retry', id], env);
    expect(retried.out).toMatch(new RegExp(`^${id}  flaky\\s+retry .*: sent again$`));
    await expect.poll(() => stateOf(id), SETTLES).toBe('completed');
    const refused = await run(['retry', id], env);
    expect(refused.code).toBe(EXIT_FAILED);
    expect(refused.err).toBe(`Job ${id} has not failed (it is completed): only a failed job is sent again`);
  });

  it('runs a job left waiting by an instance that stopped when the next one starts', async () => {
    const restartRuns: string[] = [];
    const stopping = await anotherInstance('off', [countedJob('after-restart', restartRuns, 'stopped')]);
    const id = (await stopping.commerce.jobs.send('after-restart'))!;
    await stopping.close();
    expect(await stateOf(id)).toBe('created');
    const waiting = await first.graphql(ADMIN_JOBS, {}, admin);
    expect(waiting.data!.adminJobs).toContainEqual(expect.objectContaining({ id, name: 'after-restart', state: 'created', failure: null }));
    expect(waiting.data!.adminJobs).not.toContainEqual(expect.objectContaining({ name: expect.stringMatching(/^__pgboss__/) }));

    await anotherInstance('on', [countedJob('after-restart', restartRuns, 'started')]);
    await expect.poll(() => stateOf(id), SETTLES).toBe('completed');
    expect(restartRuns).toEqual(['started']);
  });

  it('finishes the job in flight before an instance stops', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: JobDefinition = {
      name: 'in-flight',
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: async () => {
        started();
        await gate;
      },
    };
    const instance = await anotherInstance('on', [slow]);
    const id = (await instance.commerce.jobs.send('in-flight'))!;
    await running;
    let closed = false;
    const closing = instance.close().then(() => (closed = true));
    await delay(1500);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(await stateOf(id)).toBe('completed');
  });
});

describe('the jobs command with no store running', () => {
  it('opens the database itself, lists the failed jobs and sends one again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-jobs-command-'));
    const serverUrl = first.databaseUrl;
    // Embedded, from the seeded copy the other tests start from: opening it skips the migrations.
    const handle = await connectDatabase(serverUrl ? { databaseUrl: serverUrl } : { dataDir: path.join(dataDir, 'pglite'), pgliteSnapshot: new Blob([readFileSync(inject('seededSnapshot'))]) });
    const queue = new JobQueue(handle.executeSql);
    queue.define([{ ...flaky, name: 'flaky-offline', retryLimit: 0 }], { info: () => {}, warn: () => {}, error: () => {} });
    failing = true;
    const failed = await queue.runOnce('flaky-offline');
    expect(failed.state).toBe('failed');
    await queue.stop();
    await handle.close();

    const env = { DATA_DIR: dataDir, ADMIN_TOKEN: TEST_ADMIN_TOKEN, PUBLIC_URL: `http://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'silent', ...(serverUrl ? { DATABASE_URL: serverUrl } : {}) };
    const listed = await run(['list', '--failed'], env);
    expect(listed.err).toContain('using the database directly');
    expect(listed.out).toContain(`${failed.id}  flaky-offline`);
    const retried = await run(['retry', failed.id], env);
    expect(retried.code).toBe(EXIT_OK);
    expect(retried.out).toContain('retry');
    const unknown = await run(['retry', '00000000-0000-4000-8000-000000000000'], env);
    expect(unknown.code).toBe(EXIT_FAILED);
    expect(unknown.err).toContain('There is no job 00000000-0000-4000-8000-000000000000');
  });
});

describe('a queue not worked (JOBS=off)', () => {
  it('runs a job once when a test asks, as a worker would', async () => {
    const instance = await anotherInstance('off', [{ ...flaky, name: 'flaky-by-hand' }]);
    expect((await instance.commerce.jobs.runOnce('deliver-mail')).state).toBe('completed');
    failing = true;
    const tried = await instance.commerce.jobs.runOnce('flaky-by-hand');
    expect(tried).toMatchObject({ state: 'retry', retryCount: 0, failure: 'the courier’s system is down' });
  });
});

/** A port nothing listens on: bound and released at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
