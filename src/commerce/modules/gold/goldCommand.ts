/**
 * The gold price operations command (`npm run gold`). It asks the running store first, so that the
 * live process re-prices gold products and empties its caches at once; only when no server answers
 * does it write to the database itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { CatalogChanges } from '../../catalogChanges.ts';
import { CommerceError } from '../../graphql/errors.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { ConfigError, loadConfig, type AppConfig } from '../../../server/config.ts';
import { goldCodeLabel } from './labels.ts';
import { formatMinorAmount, toGoldPriceRow, type GoldPriceInput } from './priceInput.ts';
import { GoldService, sellPerQuotedUnit, type CurrentGoldPrice } from './service.ts';

export const GOLD_COMMAND_USAGE = `Usage:
  npm run gold -- list
  npm run gold -- set <GOLD_CODE> --sell <price> --buy <price> [--at <ISO time>]

Prices are per the code's quoted unit (tael or gram) in its currency, e.g. --sell 43250.00.
--at takes an ISO 8601 time with an offset, e.g. 2025-01-31T09:30:00+08:00; default now.
The running store (PUBLIC_URL, else http://localhost:PORT) is asked first, with the admin token
(ADMIN_TOKEN, else DATA_DIR/admin-token); with no store running, the database is written directly.`;

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
  currency: string;
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
    const config = loadConfig(io.env);
    const lines = (await viaServer(command, config, io)) ?? (await viaDatabase(command, config, io));
    printLines(command, lines, io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommerceError) io.err(renderMessage('en', error.messageKey, error.values));
    else if (error instanceof ConfigError || error instanceof CommandFailure) io.err(error.message);
    else throw error;
    return EXIT_FAILED;
  }
}

type PriceCommand = Exclude<Command, { name: 'help' }>;

function printLines(command: PriceCommand, lines: PriceLine[], io: GoldCommandIo): void {
  if (command.name === 'set') {
    const [line] = lines;
    io.out(
      `${line.code} (${line.label}): sell ${formatMinorAmount(line.sell)}, buy ${formatMinorAmount(line.buy)} ` +
        `${line.currency} per ${line.quotedUnit}, effective ${line.effectiveAt}`,
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
        `${line.currency}/${line.quotedUnit}`.padEnd(9),
        `sell ${formatMinorAmount(line.sell).padStart(12)}`,
        `buy ${formatMinorAmount(line.buy).padStart(12)}`,
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

/** The answer of the running store, or undefined when no store answers at its address. */
async function viaServer(command: PriceCommand, config: AppConfig, io: GoldCommandIo): Promise<PriceLine[] | undefined> {
  const endpoint = `${config.publicUrl}/graphql`;
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
  io.err(`(via the running store at ${config.publicUrl})`);
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

async function openStoreDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  const dataDir = path.join(config.dataDir, 'pglite');
  // Opening a missing directory would create an empty store; say what is wrong instead.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CommandFailure(`No store is running at ${config.publicUrl} and there is no database in ${dataDir}. Start the store once (npm start) or set DATABASE_URL.`);
  }
  return connectDatabase({ dataDir });
}

async function viaDatabase(command: PriceCommand, config: AppConfig, io: GoldCommandIo): Promise<PriceLine[]> {
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
