/**
 * The store's background work as a queue in its own database (pg-boss; docs/decisions.md,
 * "Background work through pg-boss"): each job is a named queue with its schedule, its number of
 * tries and the wait before the next (doubled each time). However many instances run, a scheduled
 * job is sent once and each job is taken by one worker; one that fails its last try stays failed,
 * for an operator to list and send again. pg-boss runs on the store's own connection, so the
 * embedded database (one connection) carries it too.
 */
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../../db/connect.ts';
import { inputError } from '../../core/errors.ts';

/** Cron (minutes and up, sent once across instances by pg-boss's clock) or every few seconds. */
export type JobSchedule = { cron: string } | { everySeconds: number };

export interface JobDefinition {
  /** The queue's name: letters, digits and dashes. */
  name: string;
  /** When it is sent on its own; without one it runs only when sent. */
  schedule?: JobSchedule;
  /** Tries after the first before it is left failed. */
  retryLimit: number;
  /** The wait before the first retry; each later one waits twice as long as the one before. */
  retryDelaySeconds: number;
  /**
   * How long a try may stay running before it is taken as lost (its process died) and tried
   * again; 15 minutes unless given. A queue runs one job at a time, so a frequent job left running
   * by a killed process stops until then.
   */
  expireInSeconds?: number;
  run: () => Promise<unknown>;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** Why its last try failed. */
  failure: string | null;
}

export interface JobLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

const SCHEMA = 'pgboss';
/** How often an idle worker asks for work. */
const POLLING_SECONDS = 2;
/** A job still running this long is taken for lost (its process died) and tried again. */
const EXPIRE_SECONDS = 15 * 60;
/** On shutdown, how long jobs in flight may take to finish before they are marked failed (and retried). */
const STOP_TIMEOUT_MS = 30_000;
/** Jobs a listing shows, newest first. */
const LIST_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

function failureOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return JSON.stringify(output);
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

function recordOf(row: JobRow): JobRecord {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    createdAt: new Date(row.created_on),
    startedAt: at(row.started_on),
    completedAt: at(row.completed_on),
    // A completed job's output is its answer, not a failure.
    failure: row.state === 'completed' ? null : failureOf(typeof row.output === 'string' ? JSON.parse(row.output) : row.output),
  };
}

const JOB_COLUMNS = 'id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, output';

export class JobQueue {
  readonly #executeSql: ExecuteSql;
  readonly #definitions = new Map<string, JobDefinition>();
  #log: JobLog = quiet;
  #boss: Promise<PgBoss> | undefined;
  #timers: NodeJS.Timeout[] = [];

  constructor(executeSql: ExecuteSql) {
    this.#executeSql = executeSql;
  }

  /** The jobs this process knows, and where it tells what they did. */
  define(definitions: JobDefinition[], log: JobLog): void {
    for (const definition of definitions) this.#definitions.set(definition.name, definition);
    this.#log = log;
  }

  get definitions(): JobDefinition[] {
    return [...this.#definitions.values()];
  }

  /**
   * Works the queues and keeps their schedules (JOBS=on). Any number of instances may: each job is
   * taken by one of them.
   */
  async start(): Promise<void> {
    // Opened before only to read or send: open again to work.
    if (this.#boss) await this.stop();
    const boss = await this.#open(true);
    const cronJobs = new Set<string>();
    for (const definition of this.#definitions.values()) {
      await boss.work(definition.name, { pollingIntervalSeconds: POLLING_SECONDS }, (jobs) => this.#perform(definition, jobs));
      const schedule = definition.schedule;
      if (schedule && 'cron' in schedule) {
        cronJobs.add(definition.name);
        await boss.schedule(definition.name, schedule.cron);
      } else if (schedule) {
        // Throttled on the database: one job a period across every instance that sends it.
        const send = () => boss.sendThrottled(definition.name, {}, {}, schedule.everySeconds, definition.name).catch((error: unknown) => this.#log.error({ err: error, job: definition.name }, 'job not sent'));
        const timer = setInterval(send, schedule.everySeconds * 1000);
        timer.unref();
        this.#timers.push(timer);
      }
    }
    // A job that lost its cron (or the store stopped running it) is sent no more.
    for (const kept of await boss.getSchedules()) {
      if (!cronJobs.has(kept.name)) await boss.unschedule(kept.name);
    }
  }

  /**
   * Stops taking jobs and lets those in flight finish; any still running after the timeout are
   * marked failed, so they are tried again by whichever instance runs next.
   */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    const opening = this.#boss;
    if (!opening) return;
    this.#boss = undefined;
    const boss = await opening;
    await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
  }

  /** Sends a job to be run by a worker; undefined when one of that name already waits. */
  async send(name: string): Promise<string | undefined> {
    const boss = await this.#open(false);
    return (await boss.send(this.#definition(name).name, {})) ?? undefined;
  }

  /**
   * Sends a job and runs it here at once, as a worker would: done, or failed (to be tried again
   * after its wait). With JOBS=off this is how a test moves the background work along.
   */
  async runOnce(name: string): Promise<JobRecord> {
    const definition = this.#definition(name);
    const boss = await this.#open(false);
    await boss.send(name, {});
    // The waiting job, this one or one sent earlier; a retry is taken without waiting out its delay.
    const [job] = await boss.fetch(name, { ignoreStartAfter: true });
    if (!job) throw new Error(`No ${name} job is waiting: another worker has it.`);
    await this.#perform(definition, [job]).then(
      () => boss.complete(name, job.id),
      (error: unknown) => boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }),
    );
    return (await this.find(job.id))!;
  }

  /** Jobs waiting, running or failed (or only the failed ones), newest first. */
  async list(filter: { failed: boolean }): Promise<JobRecord[]> {
    await this.#open(false);
    const states = filter.failed ? ['failed'] : ['created', 'retry', 'active', 'failed'];
    // pg-boss's own queues (its cron sends through __pgboss__send-it) are not the store's work.
    const { rows } = await this.#executeSql(
      `select ${JOB_COLUMNS} from ${SCHEMA}.job where state::text = any($1::text[]) and name not like '\\_\\_pgboss\\_\\_%' order by created_on desc limit ${LIST_LIMIT}`,
      [states],
    );
    return rows.map(recordOf);
  }

  async find(id: string): Promise<JobRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    await this.#open(false);
    const { rows } = await this.#executeSql(`select ${JOB_COLUMNS} from ${SCHEMA}.job where id = $1::uuid`, [id]);
    return rows[0] ? recordOf(rows[0]) : undefined;
  }

  /** Sends a failed job again: one more try, taken by the next worker. */
  async retry(id: string): Promise<JobRecord> {
    const job = await this.find(id);
    if (!job) throw inputError('job.notFound', { id });
    if (job.state !== 'failed') throw inputError('job.notFailed', { id, state: job.state });
    const boss = await this.#open(false);
    await boss.retry(job.name, job.id);
    return (await this.find(id))!;
  }

  #definition(name: string): JobDefinition {
    const definition = this.#definitions.get(name);
    if (!definition) throw inputError('job.unknownName', { name, names: [...this.#definitions.keys()].join(', ') });
    return definition;
  }

  async #perform(definition: JobDefinition, jobs: Array<{ id: string }>): Promise<void> {
    for (const job of jobs) {
      try {
        await definition.run();
      } catch (error) {
        this.#log.error({ err: error, job: definition.name, id: job.id }, 'job failed');
        throw error;
      }
    }
  }

  /**
   * pg-boss on the store's database, its tables made or brought up to date and a queue made for
   * each job on first use. Working instances also expire lost jobs, archive old ones and keep
   * the schedules; a process that only reads or sends (JOBS=off, the jobs command) does not.
   */
  #open(working: boolean): Promise<PgBoss> {
    if (this.#boss) return this.#boss;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.#executeSql(text, values) },
      schema: SCHEMA,
      supervise: working,
      schedule: working,
      migrate: true,
    });
    boss.on('error', (error) => this.#log.error({ err: error }, 'job queue error'));
    this.#boss = (async () => {
      await boss.start();
      for (const definition of this.#definitions.values()) {
        const settings = { name: definition.name, policy: 'stately' as const, retryLimit: definition.retryLimit, retryDelay: definition.retryDelaySeconds, retryBackoff: true, expireInSeconds: definition.expireInSeconds ?? EXPIRE_SECONDS };
        await afterDeadlocks(async () => {
          await boss.createQueue(definition.name, settings);
          // A queue made before keeps its old settings until told the new ones.
          await boss.updateQueue(definition.name, settings);
        });
      }
      return boss;
    })();
    this.#boss.catch(() => {
      this.#boss = undefined;
    });
    return this.#boss;
  }
}

/**
 * Instances starting together (the workers of one store, a deploy) make the same queues at once, and
 * PostgreSQL may end one of those transactions as a deadlock's victim: it is tried again, by which
 * time the other has made the queue and making it again changes nothing.
 */
async function afterDeadlocks(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
