/**
 * The jobs operations command (`npm run jobs`): list the background jobs waiting, running or failed,
 * and send a failed one again. Like `npm run orders` it talks to the running store with the admin
 * token, and only when no store runs opens the database itself (operatorCommand.ts says how the
 * store is found).
 */
import { parseArgs } from 'node:util';
import type { CommerceConfig } from '../../config.ts';
import { askStore, CommandFailure, openStoreDatabase, runOperatorCommand, throughStore, UsageError, type OperatorCommandIo } from '../../operatorCommand.ts';
import { JobQueue, type JobRecord } from './service.ts';

export const JOBS_COMMAND_USAGE = `Usage:
  npm run jobs -- list [--failed]
  npm run jobs -- retry <ID>

list shows the background jobs waiting (created), waiting to be tried again (retry), running
(active) and failed, newest first; --failed only those whose tries have run out. retry sends a
failed job again: the next worker gives it one more try.
The store running on DATA_DIR is asked first (else the one at PUBLIC_URL, else http://localhost:PORT),
with the admin token (ADMIN_TOKEN, else DATA_DIR/admin-token); with no store running, the database
is used directly.`;

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../../operatorCommand.ts';


type Command = { name: 'help' } | { name: 'list'; failed: boolean } | { name: 'retry'; id: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { failed: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (values.help) return { name: 'help' };
  const [name, id, ...rest] = positionals;
  if (!name) throw new UsageError('No command given.');
  if (name === 'list') {
    if (id) throw new UsageError(`Unexpected argument "${id}".`);
    return { name, failed: values.failed ?? false };
  }
  if (name !== 'retry') throw new UsageError(`Unknown command "${name}".`);
  if (values.failed) throw new UsageError('--failed goes with list.');
  if (!id) throw new UsageError('retry needs a job id, as list shows it.');
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  return { name, id };
}

export function runJobsCommand(argv: string[], io: OperatorCommandIo): Promise<number> {
  return runOperatorCommand(argv, io, {
    usage: JOBS_COMMAND_USAGE,
    parse: parseCommand,
    run: async (command, config) => {
      const jobs = await throughStore(config, (origin) => viaServer(command, origin, config, io), () => viaDatabase(command, config, io));
      if (command.name === 'list') printList(jobs, command.failed, io);
      else io.out(`${jobLine(jobs[0])}: sent again`);
    },
  });
}

type JobsCommand = Exclude<Command, { name: 'help' }>;

/** A job as the admin API answers it (AdminJob). */
interface JobFacts {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_at: string;
  failure: string | null;
}

function jobLine(job: JobFacts): string {
  const tries = `${job.retry_count + (job.state === 'created' ? 0 : 1)} of ${job.retry_limit + 1} tries`;
  return [job.id, job.name.padEnd(28), job.state.padEnd(9), job.created_at.slice(0, 19).replace('T', ' '), tries].join('  ') + (job.failure ? `: ${job.failure}` : '');
}

function printList(jobs: JobFacts[], failedOnly: boolean, io: OperatorCommandIo): void {
  if (!jobs.length) {
    io.out(failedOnly ? 'No failed jobs.' : 'No jobs waiting, running or failed.');
    return;
  }
  for (const job of jobs) io.out(jobLine(job));
}

const JOB_FIELDS = 'id name state retry_count retry_limit created_at failure';
const SERVER_TIMEOUT_MS = 30_000;

async function viaServer(command: JobsCommand, origin: string, config: CommerceConfig, io: OperatorCommandIo): Promise<JobFacts[] | undefined> {
  const request =
    command.name === 'list'
      ? { query: `query($f: Boolean) { adminJobs(failed: $f) { ${JOB_FIELDS} } }`, variables: { f: command.failed } }
      : { query: `mutation($id: ID!) { retryJob(id: $id) { ${JOB_FIELDS} } }`, variables: { id: command.id } };
  const data = await askStore(origin, config, request, io, SERVER_TIMEOUT_MS);
  if (!data) return undefined;
  const answer = command.name === 'list' ? data.adminJobs : data.retryJob;
  if (!answer) throw new CommandFailure(`${origin}/graphql answered without the jobs.`);
  return (Array.isArray(answer) ? answer : [answer]) as JobFacts[];
}

function factsOf(job: JobRecord): JobFacts {
  return { id: job.id, name: job.name, state: job.state, retry_count: job.retryCount, retry_limit: job.retryLimit, created_at: job.createdAt.toISOString(), failure: job.failure };
}

async function viaDatabase(command: JobsCommand, config: CommerceConfig, io: OperatorCommandIo): Promise<JobFacts[]> {
  const handle = await openStoreDatabase(config, 'npm run jobs');
  // Reads and sends only: working the queues is the store's.
  const queue = new JobQueue(handle.executeSql);
  try {
    io.err(`(no store running at ${config.publicUrl}: using the database directly)`);
    if (command.name === 'list') return (await queue.list({ failed: command.failed })).map(factsOf);
    return [factsOf(await queue.retry(command.id))];
  } finally {
    await queue.stop();
    await handle.close();
  }
}
