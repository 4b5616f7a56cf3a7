/**
 * The diamond search index alone, without a database: BENCH_STONES stones (1,000,000 by default)
 * of the seed's distributions in one website's index, ids in the order the seed makes them (as
 * the database numbers them, unrelated to carat), loaded by carat as the index loads them; then
 * 3,000 of the diamond bench's random searches, each timed by the processor time it takes (the
 * first 500 run before, to warm the compiled code). Prints the layout's build time, the memory
 * its arrays take, and the processor time per search (mean, p50/p95/p99, max), and writes
 * bench/results/diamond-index.json.
 *
 *   npm run bench -- diamond-index
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { WebsiteDiamondIndex, parseDiamondSearch } from '../src/commerce/modules/diamonds/index.ts';
import { diamondRows, stoneStateOf } from '../src/commerce/seed/diamonds.ts';
import { createRandom } from '../src/commerce/seed/random.ts';
import { randomSearch } from './diamonds.ts';

const STONES = Number(process.env.BENCH_STONES ?? 1_000_000);
const SEARCHES = 3_000;
const WARMUP_SEARCHES = 500;

export function runDiamondIndexBench(): void {
  const rows = diamondRows(createRandom(20_261_127).fork('bench diamonds'), { base: STONES }).map((row, index) => ({ ...row, id: index + 1 }));
  rows.sort((a, b) => a.carat - b.carat || a.id - b.id);
  const index = new WebsiteDiamondIndex();
  for (const row of rows) {
    index.apply(stoneStateOf(row, row.id));
  }
  const arraysBefore = process.memoryUsage().arrayBuffers;
  const building = performance.now();
  index.prepare();
  const buildSeconds = (performance.now() - building) / 1000;
  const layoutMegabytes = (process.memoryUsage().arrayBuffers - arraysBefore) / 1e6;

  const random = createRandom(42);
  const queries = Array.from({ length: SEARCHES }, () => parseDiamondSearch(randomSearch(random), 20, 'en'));
  const now = Date.now();
  for (const query of queries.slice(0, WARMUP_SEARCHES)) index.search(query, now, undefined);
  const times: number[] = [];
  for (const query of queries) {
    const started = process.cpuUsage();
    index.search(query, now, undefined);
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2));
  const result = {
    date: new Date().toISOString(),
    loadAverage: Number(loadavg()[0].toFixed(1)),
    stones: STONES,
    buildSeconds: Number(buildSeconds.toFixed(2)),
    layoutMegabytes: Math.round(layoutMegabytes),
    searches: SEARCHES,
    meanMs: Number((times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2)),
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: Number(times[times.length - 1].toFixed(2)),
  };
  console.log(
    `${STONES} stones (load average ${result.loadAverage}): layout built in ${result.buildSeconds} s, ${result.layoutMegabytes} MB; processor time per search ` +
      `mean ${result.meanMs} ms, p50 ${result.p50Ms}, p95 ${result.p95Ms}, p99 ${result.p99Ms}, max ${result.maxMs} ms`,
  );
  writeFileSync('bench/results/diamond-index.json', `${JSON.stringify(result, null, 2)}\n`);
}
