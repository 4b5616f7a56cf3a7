/**
 * Diamond search on PostgreSQL: 100,000 stones in one website (BENCH_STONES; the demo seed's
 * distributions), 20 searches at once over 20 connections, each a random combination of filters,
 * ranges, sort and page, with the counts per filter value every search returns. No result is
 * cached: each search counts on the process's index of the stones and reads its page's rows from
 * the database (the index is loaded by a first search, timed, as by a store's first search; the
 * first BENCH_WARMUP seconds after it, 3 by default, are not counted). Prints searches per second,
 * latency p50/p95/p99, and the processor time per search of this process and of PostgreSQL's
 * backends serving it, and writes
 * bench/results/diamonds.json.
 *
 *   npm run bench -- diamonds
 *   BENCH_STONES=1000000 npm run bench -- diamonds
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/commerce/db/connect.ts';
import { websites } from '../src/commerce/db/schema.ts';
import { systemClock } from '../src/commerce/core/clock.ts';
import { requestContextFor, resolveStoreScope } from '../src/commerce/core/requestContext.ts';
import { DiamondService, type DiamondSearchInput } from '../src/commerce/modules/diamonds/index.ts';
import { diamondRows, insertDiamondRows } from '../src/commerce/seed/diamonds.ts';
import { insertRows } from '../src/commerce/seed/insertRows.ts';
import { createRandom, type SeededRandom } from '../src/commerce/seed/random.ts';
import { websiteRows } from '../src/commerce/seed/websites.ts';
import { CERTIFICATIONS, COLORED_DIAMONDS, DIAMOND_CLARITIES, DIAMOND_SHAPES, FINISH_GRADES, FLUORESCENCES } from '../src/rules/diamonds.ts';
import { createBenchDatabase, databaseProcessorMs, databaseProcessorSince, dropBenchDatabase } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const STONES = Number(process.env.BENCH_STONES ?? 100_000);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

const WHITE_COLOURS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];

/** A search a shopper might make: each filter present or not, as the search page's controls are used. */
export function randomSearch(random: SeededRandom): DiamondSearchInput {
  const filter: NonNullable<DiamondSearchInput['filter']> = {};
  const range = (values: readonly string[]) => {
    const [a, b] = [random.int(0, values.length - 1), random.int(0, values.length - 1)];
    return { from: values[Math.min(a, b)], to: values[Math.max(a, b)] };
  };
  if (random.chance(0.6)) filter.shape = { in: random.sample(DIAMOND_SHAPES, random.int(1, 3)) };
  if (random.chance(0.6)) {
    const from = random.pick([0.2, 0.3, 0.4, 0.5, 0.7, 0.9, 1, 1.5]);
    filter.carat = { from: String(from), to: String(Number((from + random.pick([0.1, 0.2, 0.5, 1, 2])).toFixed(2))) };
  }
  if (random.chance(0.4)) filter.color = range(WHITE_COLOURS);
  if (random.chance(0.4)) filter.clarity = range(DIAMOND_CLARITIES);
  if (random.chance(0.3)) filter.cut = { in: random.sample(FINISH_GRADES, random.int(1, 2)) };
  if (random.chance(0.15)) filter.polish = { eq: random.pick(FINISH_GRADES) };
  if (random.chance(0.15)) filter.symmetry = { eq: random.pick(FINISH_GRADES) };
  if (random.chance(0.2)) filter.fluorescence = range(FLUORESCENCES);
  if (random.chance(0.1)) filter.colored_type = { eq: random.pick(COLORED_DIAMONDS) };
  if (random.chance(0.2)) filter.certification = { in: random.sample(CERTIFICATIONS, random.int(1, 2)) };
  if (random.chance(0.3)) {
    const from = random.pick([0, 5_000, 10_000, 20_000, 50_000]);
    filter.price = { from: String(from), to: String(from + random.pick([10_000, 30_000, 100_000])) };
  }
  const field = random.pick(['price', 'carat', 'color', 'clarity', 'cut'] as const);
  return { filter, sort: { [field]: random.pick(['ASC', 'DESC'] as const) }, pageSize: 20, currentPage: 1 };
}

export async function runDiamondsBench(): Promise<void> {
  const databaseUrl = await createBenchDatabase(POSTGRES_URL);
  const handle = await connectDatabase({ databaseUrl, poolSize: CONNECTIONS });
  try {
    await insertRows(handle.db, websites, websiteRows());
    const seeding = performance.now();
    await insertDiamondRows(handle.db, diamondRows(createRandom(20_261_127).fork('bench diamonds'), { base: STONES }));
    // As autovacuum would have by the time shoppers search: statistics and the visibility map current.
    await handle.db.execute(sql`vacuum analyze diamonds`);
    console.log(`seeded ${STONES} stones in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const diamonds = new DiamondService(handle.db, systemClock);
    const ctx = requestContextFor(resolveStoreScope('tsl_en', undefined));
    // The first search loads the website's index (every stone read, the layout built).
    const loading = performance.now();
    await diamonds.search(ctx, { pageSize: 1 });
    const indexLoadSeconds = (performance.now() - loading) / 1000;
    console.log(`index loaded in ${indexLoadSeconds.toFixed(1)} s`);
    const random = createRandom(42);
    const latencies: number[] = [];
    let found = 0;
    let counting = false;
    let stopAt = performance.now() + WARMUP_SECONDS * 1000;
    const shopper = async (index: number) => {
      const own = random.fork(`shopper ${index}`);
      while (performance.now() < stopAt) {
        const input = randomSearch(own);
        const started = performance.now();
        const result = await diamonds.search(ctx, input);
        if (!counting) continue;
        latencies.push(performance.now() - started);
        found += result.total;
      }
    };
    // Warm-up, not counted: the connections, the server's buffers and the compiled search code, as
    // in a store that has been answering searches (the first second runs slower code).
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => shopper(index)));
    counting = true;
    stopAt = performance.now() + DURATION_SECONDS * 1000;
    const databaseBefore = await databaseProcessorMs(databaseUrl);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => shopper(index)));
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const databaseMs = databaseProcessorSince(databaseBefore, await databaseProcessorMs(databaseUrl));
    latencies.sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      cores: availableParallelism(),
      // Other work on the machine during the run: the figures mean little when this is far above the cores.
      loadAverage: Number(loadavg()[0].toFixed(1)),
      stones: STONES,
      connections: CONNECTIONS,
      seconds: Number(seconds.toFixed(1)),
      searches: latencies.length,
      searchesPerSecond: Number((latencies.length / seconds).toFixed(1)),
      meanStonesFound: Math.round(found / Math.max(1, latencies.length)),
      indexLoadSeconds: Number(indexLoadSeconds.toFixed(1)),
      // This process's processor time per search (index, page rows, driver): what the cores must give.
      cpuMsPerSearch: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length)).toFixed(2)),
      // Of which in the kernel: mostly the loopback writes and reads of the page's rows.
      systemCpuMsPerSearch: Number((cpu.system / 1000 / Math.max(1, latencies.length)).toFixed(2)),
      // PostgreSQL's processor time per search (the page's rows), on the same cores.
      databaseCpuMsPerSearch: Number((databaseMs / Math.max(1, latencies.length)).toFixed(2)),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    };
    console.log(
      `PostgreSQL, ${STONES} stones, ${CONNECTIONS} connections, ${result.seconds} s, ${result.cores} cores (load average ${result.loadAverage}): ${result.searches} searches, ${result.searchesPerSecond}/s; ` +
        `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms; ${result.cpuMsPerSearch} ms of this process's CPU a search (${result.systemCpuMsPerSearch} ms in the kernel), ${result.databaseCpuMsPerSearch} ms of PostgreSQL's`,
    );
    writeFileSync('bench/results/diamonds.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await handle.close();
    await dropBenchDatabase(POSTGRES_URL, databaseUrl);
  }
}
