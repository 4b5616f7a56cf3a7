/**
 * The orders operations command (`npm run orders`): list and show orders, and move them as the
 * operator does through the admin API (ship, complete, cancel, refund, return) or write their
 * remark. Like `npm run gold` it talks to the running store with the admin token, and only when no
 * store runs opens the database itself (operatorCommand.ts says how the store is found).
 */
import { parseArgs } from 'node:util';
import type { CommerceConfig } from '../../config.ts';
import { askStore, CommandFailure, openStoreDatabase, runOperatorCommand, throughStore, UsageError, type OperatorCommandIo } from '../../operatorCommand.ts';
import { createCommerceServices } from '../../services.ts';
import { formatMoney, isCurrencyCode, parseMajorAmount } from '../../../rules/money.ts';
import { CARRIERS } from './carriers.ts';
import { adminOrderView, type AdminOrderFacts } from './deskViews.ts';
import { OPERATOR } from './orderActors.ts';
import type { DeskOrder } from './orderDesk.ts';

export const ORDERS_COMMAND_USAGE = `Usage:
  npm run orders -- list [--status <status>] [--page <n>]
  npm run orders -- show <NUMBER>
  npm run orders -- ship <NUMBER> --tracking <tracking number> --carrier <carrier>
  npm run orders -- complete <NUMBER>
  npm run orders -- cancel <NUMBER>
  npm run orders -- refund <NUMBER> [--amount <amount>]
  npm run orders -- retry-refund <NUMBER>
  npm run orders -- return <NUMBER>
  npm run orders -- remark <NUMBER> "<text>"

Moves take --note "<text>" for the order's history. Carriers: ${CARRIERS.map((carrier) => carrier.code).join(', ')}.
refund without --amount gives back all that is left of what was paid; --amount is in the order's
currency, e.g. 150.50. cancel refunds a paid order in full. retry-refund sends the order's failed
refunds to the gateway again, also those the store has stopped trying; a refund given back is never
sent again.
The store running on DATA_DIR is asked first (else the one at PUBLIC_URL, else http://localhost:PORT),
with the admin token (ADMIN_TOKEN, else DATA_DIR/admin-token); with no store running, the database
is used directly.`;

export type OrdersCommandIo = OperatorCommandIo;
export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../../operatorCommand.ts';


type Command =
  | { name: 'help' }
  | { name: 'list'; status: string | null; page: number }
  | { name: 'show'; number: string }
  | { name: 'ship'; number: string; tracking: string; carrier: string; note: string | null }
  | { name: 'complete' | 'cancel' | 'return'; number: string; note: string | null }
  | { name: 'retry-refund'; number: string }
  /** `amount` in minor units. */
  | { name: 'refund'; number: string; amount: number | null; note: string | null }
  | { name: 'remark'; number: string; text: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        tracking: { type: 'string' },
        carrier: { type: 'string' },
        amount: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (values.help) return { name: 'help' };
  const [name, number, ...rest] = positionals;
  const note = values.note ?? null;
  if (name === 'list' && positionals.length === 1) {
    const page = Number(values.page ?? '1');
    if (!Number.isInteger(page) || page < 1) throw new UsageError('--page takes a page number from 1.');
    return { name: 'list', status: values.status ?? null, page };
  }
  if (!name) throw new UsageError('No command given.');
  if (!['show', 'ship', 'complete', 'cancel', 'refund', 'retry-refund', 'return', 'remark'].includes(name)) throw new UsageError(`Unknown command "${name}".`);
  if (!number) throw new UsageError(`${name} needs an order number, e.g. HK10000042.`);
  if (name === 'remark') {
    if (rest.length > 1) throw new UsageError(`Unexpected argument "${rest[1]}": quote the remark.`);
    return { name, number, text: rest[0] ?? '' };
  }
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (name === 'show' || name === 'retry-refund') return { name, number };
  if (name === 'ship') {
    if (!values.tracking || !values.carrier) throw new UsageError('ship needs --tracking and --carrier.');
    return { name, number, tracking: values.tracking, carrier: values.carrier, note };
  }
  if (name === 'refund') {
    // Read as a decimal string into minor units (rules/money.ts), so a float never touches the amount.
    const amount = values.amount === undefined ? null : (parseMajorAmount(values.amount) ?? 0);
    if (amount === 0) throw new UsageError(`--amount "${values.amount!.slice(0, 40)}" is not an amount: give one above nothing with at most two decimals, e.g. 150.50.`);
    return { name, number, amount, note };
  }
  return { name: name as 'complete' | 'cancel' | 'return', number, note };
}

export function runOrdersCommand(argv: string[], io: OrdersCommandIo): Promise<number> {
  return runOperatorCommand(argv, io, {
    usage: ORDERS_COMMAND_USAGE,
    parse: parseCommand,
    run: async (command, config) => {
      const answer = await ordersAnswer(command, config, io);
      if (command.name === 'list') printList(answer as OrdersPage, io);
      else printOrder(answer as AdminOrderFacts, io);
    },
  });
}

type OrderCommand = Exclude<Command, { name: 'help' }>;
interface OrdersPage {
  items: AdminOrderFacts[];
  total_count: number;
}

const PAGE_SIZE = 50;

async function ordersAnswer(command: OrderCommand, config: CommerceConfig, io: OrdersCommandIo): Promise<AdminOrderFacts | OrdersPage> {
  return throughStore(config, (origin) => viaServer(command, origin, config, io), () => viaDatabase(command, config, io));
}

// ---------------------------------------------------------------------------------------------
// What is printed

function money(amount: { minor_units: number }, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney({ amount: amount.minor_units, currency }) : `${amount.minor_units / 100} ${currency}`;
}

function printList(page: OrdersPage, io: OrdersCommandIo): void {
  if (!page.items.length) {
    io.out('No orders.');
    return;
  }
  for (const order of page.items) {
    const currency = order.grand_total.currency ?? '';
    io.out([order.number.padEnd(12), order.status.padEnd(36), money(order.grand_total, currency).padStart(14), order.placed_at.slice(0, 16).replace('T', ' '), order.email].join('  '));
  }
  io.out(`${page.items.length} of ${page.total_count} orders`);
}

/** A failed refund's tries, and when the store tries again or that it no longer does. */
function refundTries(refund: AdminOrderFacts['refunds'][number]): string {
  if (refund.state !== 'failed') return '';
  const tries = `, ${refund.attempts} ${refund.attempts === 1 ? 'try' : 'tries'}`;
  return refund.next_attempt_at ? `${tries}, next at ${refund.next_attempt_at}` : `${tries}, no more: retry-refund sends it again`;
}

function printOrder(order: AdminOrderFacts, io: OrdersCommandIo): void {
  const currency = order.grand_total.currency ?? '';
  io.out(`${order.number}  ${order.status} (${order.status_label})  placed ${order.placed_at}  ${order.email}`);
  io.out(`paid ${money(order.grand_total, currency)} by ${order.payment_method}, refunded ${money(order.refunded, currency)}`);
  if (order.tracking_number) io.out(`shipped with ${order.carrier}, tracking ${order.tracking_number}`);
  if (order.remark) io.out(`remark: ${order.remark}`);
  for (const item of order.items) io.out(`  ${item.sku.padEnd(20)} ${item.name.padEnd(40)} x${item.quantity}  sent ${item.shipped}  returned ${item.returned}`);
  for (const refund of order.refunds) io.out(`  refund ${money(refund.amount, currency)} ${refund.state}${refund.failure ? ` (${refund.failure})` : ''} at ${refund.at}${refundTries(refund)}`);
  for (const entry of order.history) io.out(`  ${entry.at}  ${entry.status.padEnd(36)} ${entry.move ?? 'placed'} by ${entry.actor}${entry.actor_id ? ` ${entry.actor_id}` : ''}${entry.note ? `: ${entry.note}` : ''}`);
  io.out(`next: ${order.available_actions.length ? order.available_actions.join(', ') : 'nothing (the order is closed)'}`);
}

// ---------------------------------------------------------------------------------------------
// Through the running store

const ORDER_FIELDS = `number status status_label email placed_at payment_method tracking_number carrier remark
  grand_total { minor_units currency } refunded { minor_units currency }
  items { id sku name quantity shipped returned } history { status move actor actor_id note at }
  refunds { amount { minor_units currency } state failure attempts next_attempt_at at } available_actions`;

function graphqlOf(command: OrderCommand): { query: string; variables: Record<string, unknown>; field: string } {
  const n = { n: command.name === 'list' ? undefined : command.number };
  switch (command.name) {
    case 'list':
      return { field: 'adminOrders', query: `query($s: String, $p: Int) { adminOrders(status: $s, currentPage: $p, pageSize: ${PAGE_SIZE}) { total_count items { ${ORDER_FIELDS} } } }`, variables: { s: command.status, p: command.page } };
    case 'show':
      return { field: 'adminOrder', query: `query($n: String!) { adminOrder(order_number: $n) { ${ORDER_FIELDS} } }`, variables: n };
    case 'ship':
      return {
        field: 'shipOrder',
        query: `mutation($n: String!, $t: String!, $c: String!, $note: String) { shipOrder(order_number: $n, tracking_number: $t, carrier: $c, note: $note) { ${ORDER_FIELDS} } }`,
        variables: { ...n, t: command.tracking, c: command.carrier, note: command.note },
      };
    case 'refund':
      return {
        field: 'refundOrder',
        query: `mutation($n: String!, $a: Int, $note: String) { refundOrder(order_number: $n, amount_minor_units: $a, note: $note) { ${ORDER_FIELDS} } }`,
        variables: { ...n, a: command.amount, note: command.note },
      };
    case 'retry-refund':
      return { field: 'retryRefund', query: `mutation($n: String!) { retryRefund(order_number: $n) { ${ORDER_FIELDS} } }`, variables: n };
    case 'remark':
      return { field: 'setOrderRemark', query: `mutation($n: String!, $r: String) { setOrderRemark(order_number: $n, remark: $r) { ${ORDER_FIELDS} } }`, variables: { ...n, r: command.text } };
    default: {
      const field = { complete: 'completeOrder', cancel: 'cancelOrder', return: 'receiveOrderReturn' }[command.name];
      return { field, query: `mutation($n: String!, $note: String) { ${field}(order_number: $n, note: $note) { ${ORDER_FIELDS} } }`, variables: { ...n, note: command.note } };
    }
  }
}

const SERVER_TIMEOUT_MS = 30_000;

/** The answer of the store at `origin`, or undefined when nothing listens there. */
async function viaServer(command: OrderCommand, origin: string, config: CommerceConfig, io: OrdersCommandIo): Promise<AdminOrderFacts | OrdersPage | undefined> {
  const { query, variables, field } = graphqlOf(command);
  const data = await askStore(origin, config, { query, variables }, io, SERVER_TIMEOUT_MS);
  if (!data) return undefined;
  const result = data[field];
  if (!result) throw new CommandFailure(`${origin}/graphql answered without the order.`);
  return result as AdminOrderFacts | OrdersPage;
}

// ---------------------------------------------------------------------------------------------
// Directly on the database

async function viaDatabase(command: OrderCommand, config: CommerceConfig, io: OrdersCommandIo): Promise<AdminOrderFacts | OrdersPage> {
  const handle = await openStoreDatabase(config, 'npm run orders');
  try {
    const services = await createCommerceServices(handle, { publicUrl: config.publicUrl, mediaUrlByHost: {} }, { payments: config.payments, mail: config.mail, sms: config.sms, accounts: config.accounts, club: config.club, social: config.social });
    io.err(`(no store running at ${config.publicUrl}: using the database directly)`);
    const desk = services.orderDesk;
    const view = (order: DeskOrder) => adminOrderView(order, 'en');
    switch (command.name) {
      case 'list': {
        const page = await desk.list(OPERATOR, { status: command.status, pageSize: PAGE_SIZE, currentPage: command.page });
        return { items: page.orders.map(view), total_count: page.total };
      }
      case 'show':
        return view(await desk.show(OPERATOR, command.number));
      case 'ship':
        return view(await desk.ship(OPERATOR, command.number, { trackingNumber: command.tracking, carrier: command.carrier, note: command.note }));
      case 'refund':
        return view(await desk.refund(OPERATOR, command.number, { minorUnits: command.amount }, command.note));
      case 'retry-refund':
        return view(await desk.retryRefunds(OPERATOR, command.number));
      case 'remark':
        return view(await desk.setRemark(OPERATOR, command.number, command.text));
      case 'return':
        return view(await desk.receiveReturn(OPERATOR, command.number, null, command.note));
      default:
        return view(await desk.plainMove(OPERATOR, command.number, command.name, command.note));
    }
  } finally {
    await handle.close();
  }
}
