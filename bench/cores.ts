/**
 * Every core: the same store on PostgreSQL with one worker and with a worker per core (`WORKERS`,
 * docs/decisions.md, "Every core: one worker per core on PostgreSQL"), started in turns on one
 * seeded database, both caches off (RESPONSE_CACHE, PAGE_CACHE), under the loads the speed goals
 * name: a product page drawn afresh, rotating over the listed products, and the storefront's
 * category listing query with a filter and a price sort; each at 10 and at 50 connections, 3 s of
 * warm-up then 15 s measured once the connections are open (support.ts, steadyLoad). Prints, for
 * each load and worker count, answers a second, p50 / p99 and the store's processor time an answer
 * (all its processes), then the ratio of a worker per core to one. The load generator runs on the
 * same machine, so on two cores it takes part of the second core from the second worker.
 * Writes bench/results/cores.json.
 *
 *   npm run bench -- cores [--rounds=2]
 *
 * BENCH_DATABASE_URL names a PostgreSQL database an earlier run seeded, kept and used again.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { listedProductPaths, uncachedScenariosFor, untilHealthy } from './api.ts';
import { createBenchDatabase, dropBenchDatabase, mean, processorMs, startStore, steadyLoad, type RunningStore, type SteadyLoadFigures } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const CONNECTIONS = [10, 50];
const WARMUP_SECONDS = 3;
const MEASURED_SECONDS = 15;

interface Load {
  name: string;
  url: string;
  headers: Record<string, string>;
  paths?: string[];
  bodies?: string[];
}

interface Measured extends SteadyLoadFigures {
  load: string;
  workers: number;
  connections: number;
  round: number;
  /** The store's processor time (primary and workers) over the measured window ÷ its answers. */
  processorMsPerAnswer: number | null;
}

async function loadsFor(store: RunningStore): Promise<Load[]> {
  const [listing] = await uncachedScenariosFor(store.url);
  const paths = await listedProductPaths(store.url);
  return [
    {
      name: `product page drawn afresh, ${paths.length} products in turn`,
      url: `${store.url}/en-hk/${paths[0]}`,
      // As a browser asks: compressed.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      paths: paths.map((path) => `/en-hk/${path}`),
    },
    {
      name: listing.name,
      url: `${store.url}/graphql`,
      headers: { 'content-type': 'application/json', store: 'tsl_en' },
      bodies: [JSON.stringify({ query: listing.query, variables: listing.variables })],
    },
  ];
}

async function measure(store: RunningStore, load: Load, connections: number): Promise<Omit<Measured, 'load' | 'workers' | 'round'>> {
  const pid = store.process.pid!;
  let atWindowStart: number | undefined;
  const timer = setTimeout(() => (atWindowStart = processorMs(pid)), WARMUP_SECONDS * 1000);
  const figures = await steadyLoad({ ...load, connections, warmupSeconds: WARMUP_SECONDS, measuredSeconds: MEASURED_SECONDS, timeout: 30 });
  clearTimeout(timer);
  const atEnd = processorMs(pid);
  const answers = figures.requestsPerSecond * MEASURED_SECONDS;
  const processorMsPerAnswer = atWindowStart === undefined || atEnd === undefined || !answers ? null : Number(((atEnd - atWindowStart) / answers).toFixed(2));
  return { ...figures, connections, processorMsPerAnswer };
}

export async function runCoresBench(args: string[]): Promise<void> {
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 2);
  const cores = availableParallelism();
  const workerCounts = [1, cores];
  const kept = process.env.BENCH_DATABASE_URL;
  const databaseUrl = kept ?? (await createBenchDatabase(POSTGRES_URL));
  const began = new Date();
  const loadAverages: number[] = [loadavg()[0]];
  const results: Measured[] = [];
  // Read through the first store started; every store after it serves the same database on the same port.
  let loads: Load[] | undefined;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const workers of workerCounts) {
        // A first start on a new database seeds the demo store: minutes on a busy machine.
        const store = await startStore({ port: PORT, databaseUrl, env: { WORKERS: String(workers), RESPONSE_CACHE: 'off', PAGE_CACHE: 'off' }, startTimeoutMs: 900_000 });
        try {
          await untilHealthy(store.url);
          loads ??= await loadsFor(store);
          for (const load of loads) {
            for (const connections of CONNECTIONS) {
              const measured = { load: load.name, workers, round, ...(await measure(store, load, connections)) };
              results.push(measured);
              console.log(
                `round ${round}, ${workers} worker${workers > 1 ? 's' : ''}: ${load.name}, ${connections} connections: ${measured.requestsPerSecond} req/s, p50 ${measured.p50} / p99 ${measured.p99} ms, store ${measured.processorMsPerAnswer ?? '?'} ms an answer${measured.errors ? `, ${measured.errors} errors` : ''} (load average ${loadavg()[0].toFixed(1)})`,
              );
            }
          }
        } finally {
          await store.stop();
        }
        loadAverages.push(loadavg()[0]);
      }
    }
  } finally {
    if (!kept) await dropBenchDatabase(POSTGRES_URL, databaseUrl);
  }

  const rows = [...new Set(results.map((result) => result.load))].flatMap((load) =>
    CONNECTIONS.map((connections) => {
      const of = (workers: number) => {
        const runs = results.filter((result) => result.load === load && result.connections === connections && result.workers === workers);
        return {
          requestsPerSecond: Math.round(mean(runs.map((run) => run.requestsPerSecond))),
          p50: Math.round(mean(runs.map((run) => run.p50))),
          p99: Math.round(mean(runs.map((run) => run.p99))),
          processorMsPerAnswer: runs.every((run) => run.processorMsPerAnswer !== null) ? Number(mean(runs.map((run) => run.processorMsPerAnswer!)).toFixed(2)) : null,
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
        };
      };
      const one = of(1);
      const every = of(cores);
      return { load, connections, one, every, ratio: Number((every.requestsPerSecond / one.requestsPerSecond).toFixed(2)) };
    }),
  );
  const load = { min: Math.min(...loadAverages), max: Math.max(...loadAverages) };
  const cell = (figures: (typeof rows)[number]['one']) =>
    `${figures.requestsPerSecond} req/s, ${figures.p50} / ${figures.p99} ms, ${figures.processorMsPerAnswer ?? '?'} ms${figures.errors ? ` (${figures.errors} errors)` : ''}`;
  console.log(`\n${began.toISOString().slice(0, 10)}, ${cores} cores, load average (1 min) ${load.min.toFixed(1)} to ${load.max.toFixed(1)}; ${rounds} rounds in turns, figures are their mean`);
  console.log(`| load | connections | 1 worker: req/s, p50 / p99, store ms an answer | ${cores} workers | ${cores} ÷ 1 |`);
  console.log('| --- | ---: | --- | --- | ---: |');
  for (const row of rows) console.log(`| ${row.load} | ${row.connections} | ${cell(row.one)} | ${cell(row.every)} | ${row.ratio.toFixed(2)}× |`);
  const record = { date: began.toISOString(), cores, loadAverage: load, rounds, rows, runs: results };
  writeFileSync(new URL('./results/cores.json', import.meta.url), `${JSON.stringify(record, null, 2)}\n`);
  console.log('\nwritten to bench/results/cores.json');
}
