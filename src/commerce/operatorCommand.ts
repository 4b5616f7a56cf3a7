/**
 * What the operations commands (`npm run gold`, `npm run orders`) share: they talk to the running
 * store, so the live process applies a change at once (re-prices gold, empties its caches, mails the
 * shopper). The store is found through the data directory (DATA_DIR/store.json, written by the
 * server as it listens), else at PUBLIC_URL; only when no store runs does a command open the
 * database itself, and never an embedded database another process has open
 * (db/embeddedDatabaseLock.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { DatabaseInUseError } from './db/embeddedDatabaseLock.ts';
import { ConfigError, loadCommerceConfig, type CommerceConfig } from './config.ts';
import { CommerceError } from './core/errors.ts';
import { renderMessage } from './i18n/messages.ts';
import { findRunningStore, runningStoreFile } from './runningStore.ts';

/** Exit codes: 0 done, 1 failed, 2 wrong usage. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** What a command prints as it goes: its answer on out, how it got it and what went wrong on err. */
export interface OperatorCommandIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

/** A command that could not be carried out, said in one message (exit 1). */
export class CommandFailure extends Error {}

/** A failure a command reports in a line (exit 1); any other error is a defect and is thrown. */
export function reportFailure(error: unknown, io: OperatorCommandIo): number {
  if (error instanceof CommerceError) io.err(renderMessage('en', error.messageKey, error.values));
  else if (error instanceof ConfigError || error instanceof CommandFailure || error instanceof DatabaseInUseError) io.err(error.message);
  else throw error;
  return EXIT_FAILED;
}

/** Wrong usage of a command: the message and the usage are printed (exit 2). */
export class UsageError extends Error {}

/**
 * The life every operations command shares: its arguments read (wrong usage prints the usage,
 * exit 2), help printed, then the command carried out with the configuration, a failure reported
 * in a line (exit 1).
 */
export async function runOperatorCommand<Command extends { name: string }>(
  argv: string[],
  io: OperatorCommandIo,
  command: { usage: string; parse: (argv: string[]) => Command; run: (command: Exclude<Command, { name: 'help' }>, config: CommerceConfig) => Promise<void> },
): Promise<number> {
  let parsed: Command;
  try {
    parsed = command.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(command.usage);
    return EXIT_USAGE;
  }
  if (parsed.name === 'help') {
    io.out(command.usage);
    return EXIT_OK;
  }
  try {
    await command.run(parsed as Exclude<Command, { name: 'help' }>, loadCommerceConfig(io.env));
    return EXIT_OK;
  } catch (error) {
    return reportFailure(error, io);
  }
}

/** Connection failures that mean no store is listening there, so using the database is safe. */
const NO_SERVER_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface OperatorRequest {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * The data of an administrative GraphQL request to the store at `origin`, or undefined when
 * nothing listens there. A store that is there but slow may still hold the database: that, an
 * answer that is not the store's, and the store's refusals are failures.
 */
export async function askStore(origin: string, config: CommerceConfig, request: OperatorRequest, io: OperatorCommandIo, timeoutMs: number): Promise<Record<string, unknown> | undefined> {
  const endpoint = `${origin}/graphql`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.adminToken}` },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && NO_SERVER_CODES.has(code)) return undefined;
    throw new CommandFailure(`The store at ${endpoint} did not answer: ${(error as Error).message}`);
  }
  let answer: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { category?: string } }> };
  try {
    answer = await response.json();
  } catch {
    throw new CommandFailure(`${endpoint} answered HTTP ${response.status}, not as the store's GraphQL endpoint.`);
  }
  if (answer.errors?.length) {
    const refused = answer.errors.some((error) => error.extensions?.category === 'graphql-authorization');
    throw new CommandFailure(refused ? `The store at ${endpoint} refused the admin token: use the server's ADMIN_TOKEN or DATA_DIR.` : answer.errors.map((error) => error.message).join('\n'));
  }
  io.err(`(via the running store at ${origin})`);
  return answer.data ?? {};
}

/**
 * The answer of the store running on the data directory, else of the one at PUBLIC_URL, else of
 * the database. The store that holds the data directory must answer: its database is not ours to
 * open while it runs, even when it does not answer (starting, stopped in a debugger, elsewhere).
 */
export async function throughStore<T>(config: CommerceConfig, viaServer: (origin: string) => Promise<T | undefined>, viaDatabase: () => Promise<T>): Promise<T> {
  const store = findRunningStore(config.dataDir);
  if (store) {
    const answer = await viaServer(store.url);
    if (answer !== undefined) return answer;
    throw new CommandFailure(
      `The store running on ${config.dataDir} (process ${store.pid}) does not answer at ${store.url}. Nothing was changed: ` +
        `its database must not be opened while it runs. Try again once it answers, or stop it first. ` +
        `(If process ${store.pid} is not the store, remove ${runningStoreFile(config.dataDir)}.)`,
    );
  }
  return (await viaServer(config.publicUrl)) ?? (await viaDatabase());
}

/** The store's database for a command (`holder` names it to another process that wants it). */
export async function openStoreDatabase(config: CommerceConfig, holder: string): Promise<DatabaseHandle> {
  if (!config.pgliteDir) return connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  // Opening a missing directory would create an empty store; say what is wrong instead.
  if (!existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new CommandFailure(`No store is running at ${config.publicUrl} and there is no database in ${config.pgliteDir}. Start the store once (npm start) or set DATABASE_URL.`);
  }
  return connectDatabase({ dataDir: config.pgliteDir, holder });
}
