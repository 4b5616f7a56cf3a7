/**
 * The gold price operations command (`npm run gold`). It talks to the running store, so that the
 * live process re-prices gold products and empties its caches at once; only when no store runs
 * does it write to the database itself (operatorCommand.ts says how the store is found).
 */
import { parseArgs } from 'node:util';
import { CatalogChanges } from '../../catalogChanges.ts';
import type { CommerceConfig } from '../../config.ts';
import { askStore, CommandFailure, openStoreDatabase, runOperatorCommand, throughStore, UsageError, type OperatorCommandIo } from '../../operatorCommand.ts';
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

export type GoldCommandIo = OperatorCommandIo;
export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../../operatorCommand.ts';

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

export function runGoldCommand(argv: string[], io: GoldCommandIo): Promise<number> {
  return runOperatorCommand(argv, io, {
    usage: GOLD_COMMAND_USAGE,
    parse: parseCommand,
    run: async (command, config) => {
      // Check the values here too: a typo should not depend on whether a server is running.
      if (command.name === 'set') toGoldPriceRow(command.input);
      printLines(command, await priceLines(command, config, io), io);
    },
  });
}

type PriceCommand = Exclude<Command, { name: 'help' }>;

async function priceLines(command: PriceCommand, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[]> {
  return throughStore(config, (origin) => viaServer(command, origin, config, io), () => viaDatabase(command, config, io));
}

/** Prices written as everywhere in the store: "HK$43,250", "RMB 801.50". */
function money(amount: number, currency: CurrencyCode): string {
  return formatMoney({ amount, currency });
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

interface GoldAnswer {
  goldPrices?: { items: ServerPrice[] };
  setGoldPrice?: ServerPrice;
}

const SERVER_TIMEOUT_MS = 10_000;

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

/** The answer of the store at `origin`, or undefined when nothing listens there. */
async function viaServer(command: PriceCommand, origin: string, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[] | undefined> {
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
  const data = (await askStore(origin, config, body, io, SERVER_TIMEOUT_MS)) as GoldAnswer | undefined;
  if (!data) return undefined;
  const prices = command.name === 'list' ? data.goldPrices?.items : data.setGoldPrice && [data.setGoldPrice];
  if (!prices) throw new CommandFailure(`${origin}/graphql answered without gold prices.`);
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

async function viaDatabase(command: PriceCommand, config: CommerceConfig, io: GoldCommandIo): Promise<PriceLine[]> {
  const handle = await openStoreDatabase(config, 'npm run gold');
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
