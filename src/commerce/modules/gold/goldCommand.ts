/**
 * The gold price operations command (`npm run gold`). It talks to the running store, so that the
 * live process re-prices gold products and empties its caches at once. The store is found through
 * the data directory (DATA_DIR/store.json, written by the server as it listens), else at
 * PUBLIC_URL; only when no store runs does the command write to the database itself, and never
 * to an embedded database another process has open (db/embeddedDatabaseLock.ts).
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { DatabaseInUseError } from '../../db/embeddedDatabaseLock.ts';
import { CatalogChanges } from '../../catalogChanges.ts';
import { ConfigError, loadCommerceConfig, type CommerceConfig } from '../../config.ts';
import { CommerceError } from '../../core/errors.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { findRunningStore, runningStoreFile, type RunningStore } from '../../runningStore.ts';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../../../rules/money.ts';
import { goldCodeLabel } from './labels.ts';
import { toGoldPriceRow, type GoldPriceInput } from './priceInput.ts';
import { GoldService, sellPerQuotedUnit, type CurrentGoldPrice } from './service.ts';

export const GOLD_COMMAND_USAGE = `Usage:
  npm run gold -- list
  npm run gold -- set <GOLD_CODE> --sell <price> --buy <price> [--at <ISO time>]

Prices are per the code's quoted unit (tael or gram) in its currency, e.g. --sell 43250.00.
--at takes an ISO 8601 time with an offset, e.g. 2025-01-31T09:30:00+08:00; default now.
The store running on DATA_DIR is asked first (else the one at PUBLIC_URL, else http://localhost:PORT),
with the admin token (ADMIN_TOKEN, else DATA_DIR/admin-token); with no store running, the database
is written directly.`;

export interface GoldCommandIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 failed, 2 wrong usage. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

class CommandFailure extends Error {}

interface PriceLine {
  code: string;
  label: string;
  currency: CurrencyCode;
  quotedUnit: string;
  sell: number;
  buy: number;
  effectiveAt: string;
}

type Command = { name: 'help' } | { name: 'list' } | { name: 'set'; input: GoldPriceInput };

class UsageError extends Error {}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { sell: { type: 'string' }, buy: { type: 'string' }, at: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (values.help) return { name: 'help' };
  const [name, code, ...extra] = positionals;
  if (name === 'list' && positionals.length === 1) return { name: 'list' };
  if (name !== 'set') throw new UsageError(name ? `Unknown command "${name}".` : 'No command given.');
  if (!code) throw new UsageError('set needs a gold code, e.g. HK-CK9999.');
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (values.sell === undefined || values.buy === undefined) throw new UsageError('set needs both --sell and --buy.');
  return { name: 'set', input: { goldCode: code, sellPrice: values.sell, buyPrice: values.buy, effectiveAt: values.at } };
}

export async function runGoldCommand(argv: string[], io: GoldCommandIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(GOLD_COMMAND_USAGE);
    return EXIT_USAGE;
  }
  if (command.name === 'help') {
    io.out(GOLD_COMMAND_USAGE);
    return EXIT_OK;
  }
  try {
    // Check the values here too: a typo should not depend on whether a server is running.
    if (command.name === 'set') toGoldPriceRow(command.input);
    const config = loadCommerceConfig(io.env);
    const lines = await priceLines(command, config, io);
    printLines(command, lines, io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommerceError) io.err(renderMessage('en', error.messageKey, error.values));
    else if (error instanceof ConfigError || error instanceof CommandFailure || error instanceof DatabaseInUseError) io.err(error.message);
    else throw error;
    return EXIT_FAILED;
  }
}

type PriceCommand = Exclude<Command, { name: 'help' }>;

async function priceLines(command: PriceCommand, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[]> {
  const store = findRunningStore(config.dataDir);
  if (store) return viaRunningStore(command, store, config, io);
  return (await viaServer(command, config.publicUrl, config, io)) ?? (await viaDatabase(command, config, io));
}

/** Prices written as everywhere in the store: "HK$43,250", "RMB 801.50". */
function money(amount: number, currency: CurrencyCode): string {
  return formatMoney({ amount, currency }, 'en');
}

function printLines(command: PriceCommand, lines: PriceLine[], io: GoldCommandIo): void {
  if (command.name === 'set') {
    const [line] = lines;
    io.out(
      `${line.code} (${line.label}): sell ${money(line.sell, line.currency)}, buy ${money(line.buy, line.currency)} ` +
        `per ${line.quotedUnit}, effective ${line.effectiveAt}`,
    );
    return;
  }
  if (!lines.length) {
    io.out('No gold prices yet.');
    return;
  }
  for (const line of lines) {
    io.out(
      [
        line.code.padEnd(10),
        line.label.padEnd(36),
        `per ${line.quotedUnit}`.padEnd(9),
        `sell ${money(line.sell, line.currency).padStart(14)}`,
        `buy ${money(line.buy, line.currency).padStart(14)}`,
        `since ${line.effectiveAt}`,
      ].join('  '),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Through the running store

const PRICE_FIELDS = `gold_code label currency quoted_unit effective_at
  sell_per_gram { minor_units } buy_per_gram { minor_units } sell_per_tael { minor_units } buy_per_tael { minor_units }`;
const LIST_QUERY = `query GoldPrices { goldPrices { items { ${PRICE_FIELDS} } } }`;
const SET_MUTATION = `mutation SetGoldPrice($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { ${PRICE_FIELDS} } }`;

interface ServerPrice {
  gold_code: string;
  label: string;
  currency: string;
  quoted_unit: string;
  effective_at: string;
  sell_per_gram: { minor_units: number };
  buy_per_gram: { minor_units: number };
  sell_per_tael: { minor_units: number };
  buy_per_tael: { minor_units: number };
}

interface GraphqlAnswer {
  data?: { goldPrices?: { items: ServerPrice[] }; setGoldPrice?: ServerPrice } | null;
  errors?: Array<{ message: string; extensions?: { category?: string } }>;
}

const SERVER_TIMEOUT_MS = 10_000;
/** Connection failures that mean no store is listening there, so writing the database is safe. */
const NO_SERVER_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function lineFromServer(price: ServerPrice): PriceLine {
  const perTael = price.quoted_unit === 'tael';
  if (!isCurrencyCode(price.currency)) throw new CommandFailure(`The store answered a price in an unknown currency, "${price.currency}".`);
  return {
    code: price.gold_code,
    label: price.label,
    currency: price.currency,
    quotedUnit: price.quoted_unit,
    sell: (perTael ? price.sell_per_tael : price.sell_per_gram).minor_units,
    buy: (perTael ? price.buy_per_tael : price.buy_per_gram).minor_units,
    effectiveAt: price.effective_at,
  };
}

/**
 * The store that holds the data directory must answer: its database is not ours to open while it
 * runs, even when it does not answer (starting, stopped in a debugger, listening elsewhere).
 */
async function viaRunningStore(command: PriceCommand, store: RunningStore, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[]> {
  const lines = await viaServer(command, store.url, config, io);
  if (lines) return lines;
  throw new CommandFailure(
    `The store running on ${config.dataDir} (process ${store.pid}) does not answer at ${store.url}. Nothing was changed: ` +
      `its database must not be opened while it runs. Try again once it answers, or stop it first. ` +
      `(If process ${store.pid} is not the store, remove ${runningStoreFile(config.dataDir)}.)`,
  );
}

/** The answer of the store at `origin`, or undefined when nothing listens there. */
async function viaServer(command: PriceCommand, origin: string, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[] | undefined> {
  const endpoint = `${origin}/graphql`;
  const body =
    command.name === 'list'
      ? { query: LIST_QUERY }
      : {
          query: SET_MUTATION,
          variables: {
            input: {
              gold_code: command.input.goldCode,
              sell_price: command.input.sellPrice,
              buy_price: command.input.buyPrice,
              effective_at: command.input.effectiveAt ?? null,
            },
          },
        };
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.adminToken}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && NO_SERVER_CODES.has(code)) return undefined;
    // A server that is there but slow may still hold the database: do not write behind its back.
    throw new CommandFailure(`The store at ${endpoint} did not answer: ${(error as Error).message}`);
  }

  let answer: GraphqlAnswer;
  try {
    answer = (await response.json()) as GraphqlAnswer;
  } catch {
    throw new CommandFailure(`${endpoint} answered HTTP ${response.status}, not as the store's GraphQL endpoint.`);
  }
  if (answer.errors?.length) {
    const refused = answer.errors.some((error) => error.extensions?.category === 'graphql-authorization');
    throw new CommandFailure(
      refused
        ? `The store at ${endpoint} refused the admin token: use the server's ADMIN_TOKEN or DATA_DIR.`
        : answer.errors.map((error) => error.message).join('\n'),
    );
  }
  io.err(`(via the running store at ${origin})`);
  const prices = command.name === 'list' ? answer.data?.goldPrices?.items : answer.data?.setGoldPrice && [answer.data.setGoldPrice];
  if (!prices) throw new CommandFailure(`${endpoint} answered without gold prices.`);
  return prices.map(lineFromServer);
}

// ---------------------------------------------------------------------------------------------
// Directly on the database

function lineFromService(price: CurrentGoldPrice): PriceLine {
  return {
    code: price.goldCode,
    label: goldCodeLabel(price.goldCode, 'en'),
    currency: price.currency,
    quotedUnit: price.quotedUnit,
    sell: sellPerQuotedUnit(price),
    buy: price.quotedUnit === 'tael' ? price.buyPerTael : price.buyPerGram,
    effectiveAt: price.effectiveAt.toISOString(),
  };
}

async function openStoreDatabase(config: CommerceConfig): Promise<DatabaseHandle> {
  if (!config.pgliteDir) return connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  // Opening a missing directory would create an empty store; say what is wrong instead.
  if (!existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new CommandFailure(`No store is running at ${config.publicUrl} and there is no database in ${config.pgliteDir}. Start the store once (npm start) or set DATABASE_URL.`);
  }
  return connectDatabase({ dataDir: config.pgliteDir, holder: 'npm run gold' });
}

async function viaDatabase(command: PriceCommand, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[]> {
  const handle = await openStoreDatabase(config);
  try {
    const changes = new CatalogChanges(handle.db);
    await changes.load();
    const gold = new GoldService(handle.db, changes);
    await gold.refresh();
    io.err(`(no store running at ${config.publicUrl}: using the database directly)`);
    if (command.name === 'list') return gold.board().map((entry) => lineFromService(entry.price));
    const entry = await gold.setPrice(command.input, 'cli');
    return [lineFromService(entry.price)];
  } finally {
    await handle.close();
  }
}
