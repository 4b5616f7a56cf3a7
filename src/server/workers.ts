/**
 * The primary's side of a store with several workers (node:cluster): it starts them, and the
 * cluster shares the one port among them, handing connections round in turn. A worker that dies
 * is replaced, after a wait that doubles with each death in quick succession, so a worker that
 * cannot start does not keep the processor busy starting it again. SIGTERM or SIGINT stops them
 * all, each finishing the requests it has taken (src/server/main.ts), and the primary exits once
 * the last one has.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

/** Set to "1" in the environment of the one worker that settles payments in doubt as it starts. */
export const WORKER_SETTLES = 'STORE_WORKER_SETTLES';

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 60_000;
/** A worker that answered this long died of something else than failing to start: the wait starts over. */
const STEADY_AFTER_MS = 60_000;

export interface SupervisorOptions {
  count: number;
  log: FastifyBaseLogger;
  /** Added to each worker's environment. */
  env: Record<string, string>;
  /** Every worker first started answers, on this address. */
  onListening: (address: AddressInfo) => void;
  /** The store begins to stop. */
  onStopping: () => void;
}

/**
 * Node's options for each worker: the primary's, and, when the workers fill the cores, garbage
 * collection on each worker's own thread. V8 otherwise collects with helper threads meant to run
 * on idle cores; with a worker per core there are none, and the helpers only take turns with the
 * workers: a product page drawn afresh cost 17-19 ms of processor time with them and 15-16 ms
 * without, two workers on two cores (docs/decisions.md, "Pages compressed whole").
 */
export function workerExecArgv(count: number, cores = availableParallelism(), inherited = process.execArgv): string[] {
  return count >= cores ? [...inherited, '--single-threaded-gc'] : [...inherited];
}

export function superviseWorkers(options: SupervisorOptions): void {
  const { log } = options;
  cluster.setupPrimary({ execArgv: workerExecArgv(options.count) });
  const running = new Set<number>();
  /** When each worker began to answer; one that never did died starting. */
  const listeningSince = new Map<number, number>();
  const firstListening = new Set<number>();
  const replacements = new Set<NodeJS.Timeout>();
  let ready = false;
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;

  const start = (settles: boolean): Worker => {
    const worker = cluster.fork({ ...options.env, [WORKER_SETTLES]: settles ? '1' : '0' });
    running.add(worker.id);
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    listeningSince.set(worker.id, Date.now());
    if (ready) return;
    firstListening.add(worker.id);
    if (firstListening.size < options.count) return;
    ready = true;
    options.onListening({ address: address.address ?? '0.0.0.0', port: address.port, family: address.addressType === 6 ? 'IPv6' : 'IPv4' });
  });

  cluster.on('exit', (worker, code, signal) => {
    const since = listeningSince.get(worker.id);
    const answeredMs = since === undefined ? 0 : Date.now() - since;
    running.delete(worker.id);
    listeningSince.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (running.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    quickDeaths = answeredMs >= STEADY_AFTER_MS ? 0 : quickDeaths + 1;
    const wait = Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, quickDeaths - 1), LONGEST_WAIT_MS);
    log.error({ worker: worker.process.pid, code, signal, answeredMs, nextInMs: wait }, 'a worker stopped: another takes its place');
    const timer = setTimeout(() => {
      replacements.delete(timer);
      // The one that died may have left a payment in doubt: its successor settles them.
      if (!stopping) start(true);
    }, wait);
    replacements.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: running.size }, 'shutting down: each worker finishes its requests in flight');
    options.onStopping();
    for (const timer of replacements) clearTimeout(timer);
    if (running.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: options.count }, 'starting the workers');
  // Payments in doubt are settled once as the store starts: by its first worker.
  for (let index = 0; index < options.count; index += 1) start(index === 0);
}
