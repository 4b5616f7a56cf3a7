/**
 * The store under faults, on a private PostgreSQL cluster of its own (never a shared server: the
 * bench stops and starts it). Three scenarios, each printing a verdict and its figures, all written
 * to bench/results/faults.json (docs/operations.md, "Faults"):
 *
 *   a. PostgreSQL stopped for ~10 s under browsing and checkouts, then started again: the store
 *      answers errors meanwhile, never exits, recovers by itself, and leaves no order half-written.
 *   b. A store process killed (SIGKILL) in the middle of checkouts and started again: every order
 *      paid or cancelled with its payment settled at the gateway, stock sold exactly once, and the
 *      buyers' wallet coupons, gift card balances and diamonds (bench/faultCheckouts.ts) each used
 *      by the placed orders exactly, none lost or sold twice.
 *   c. The mail transport refusing for a minute, then back: every mail sent once it is back, none twice.
 *
 *   npm run bench -- faults [a|b|c ...]
 *
 * The cluster: `initdb` (as the `postgres` OS user when run as root) under /tmp/tsl-faults/pgdata,
 * port 55440 (BENCH_FAULTS_PG_PORT), listening on 127.0.0.1 only; PostgreSQL's programs from
 * BENCH_PG_BIN, else `pg_config --bindir`. The store listens on 127.0.0.1:3467 (BENCH_FAULTS_PORT).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql } from './support.ts';
import { placeOrder, STOCKED, stockedPieces, type Checkout } from './orders.ts';
import { BUYER_KINDS, checkoutsOf, codeLedger, codesWhole, prepareCodes } from './faultCheckouts.ts';
import { buildWhenStale, serverEntry } from '../scripts/build-when-stale.mjs';

const WORK = '/tmp/tsl-faults';
const PGDATA = path.join(WORK, 'pgdata');
const PG_PORT = Number(process.env.BENCH_FAULTS_PG_PORT ?? 55440);
const SERVER_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const DATABASE = 'tsl_faults';
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/${DATABASE}`;
const SEEDED = 'tsl_faults_seeded';
const SEEDING = 'tsl_faults_seeding';
const STORE_PORT = Number(process.env.BENCH_FAULTS_PORT ?? 3467);
const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 8);
const BROWSERS = 4;
/** The buyers' orders (bench/orders.ts' guests, bench/faultCheckouts.ts' members): the ones checked, not the demo store's. */
const BENCH_ORDERS = `o.email like 'bench%@example.com'`;

// ---------------------------------------------------------------------------------------------
// The private cluster

function pgBin(): string {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/lib/postgresql/15/bin';
  }
}

/** Runs a PostgreSQL program as `postgres` when this is root (PostgreSQL refuses to run as root). */
function asPostgres(program: string, args: string[]): void {
  const command = [path.join(pgBin(), program), ...args];
  if (userInfo().uid === 0) {
    const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: ['ignore', 'ignore', 'inherit'] });
  } else {
    execFileSync(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

function clusterUp(): boolean {
  try {
    execFileSync(path.join(pgBin(), 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(PG_PORT)]);
    return true;
  } catch {
    return false;
  }
}

function startCluster(): void {
  if (clusterUp()) return;
  if (!existsSync(path.join(PGDATA, 'PG_VERSION'))) {
    mkdirSync(PGDATA, { recursive: true, mode: 0o700 });
    if (userInfo().uid === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(WORK, uid, gid);
      chownSync(PGDATA, uid, gid);
    }
    asPostgres('initdb', ['-D', PGDATA, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  }
  asPostgres('pg_ctl', ['-D', PGDATA, '-l', path.join(PGDATA, 'server.log'), '-w', '-t', '60', '-o', `-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100`, 'start']);
}

function stopCluster(): void {
  asPostgres('pg_ctl', ['-D', PGDATA, '-w', '-t', '60', 'stop', '-m', 'fast']);
}

async function sql<T = Record<string, any>>(text: string, values: unknown[] = [], url = DATABASE_URL): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The store, in a process of its own

interface Store {
  child: ChildProcess;
  dataDir: string;
  exited: Promise<number | null>;
}

async function startStore(dataDir: string, env: Record<string, string> = {}): Promise<Store> {
  // Another process answering there would be taken for this store.
  if ((await answers('/healthz')) !== 0) throw new Error(`port ${STORE_PORT} is taken: set BENCH_FAULTS_PORT`);
  // Its log goes to a file beside the cluster's, for whoever reads a failure.
  const log = openSync(path.join(WORK, `store-${path.basename(dataDir)}.log`), 'a');
  // As `npm start` runs it: the compiled server, one process (bench/support.ts).
  buildWhenStale();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(STORE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL,
      DB_POOL_SIZE: '10',
      LOG_LEVEL: 'warn',
      PAGE_CACHE: 'off',
      RESPONSE_CACHE: 'off',
      JOBS: 'on',
      WORKERS: '1',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A first start seeds the demo store: many minutes on a busy machine.
  const deadline = Date.now() + 1_200_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}: see ${path.join(WORK, `store-${path.basename(dataDir)}.log`)}`);
    if ((await answers('/healthz')) === 200) return { child, dataDir, exited };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the store did not answer within twenty minutes');
}

async function answers(route: string): Promise<number> {
  try {
    return (await fetch(`${STORE_URL}${route}`)).status;
  } catch {
    return 0;
  }
}

async function stopStore(store: Store): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  store.child.kill('SIGTERM');
  await store.exited;
}

// ---------------------------------------------------------------------------------------------
// Shoppers, who count what they were answered

/** What went wrong, by kind: refused connections, HTTP statuses, GraphQL error messages (shortened). */
function kindOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch failed|ECONNREFUSED|ECONNRESET|socket/i.test(message) || (error instanceof Error && /fetch failed/.test(String(error.cause)))) return 'no connection';
  if (message.startsWith('[')) {
    try {
      const [first] = JSON.parse(message) as Array<{ message: string; extensions?: { category?: string } }>;
      return `graphql ${first.extensions?.category ?? 'error'}: ${first.message.slice(0, 70)}`;
    } catch {
      // not a GraphQL error list
    }
  }
  return message.slice(0, 80);
}

interface Traffic {
  placed: string[];
  browsed: number;
  errors: Map<string, number>;
  /** performance.now() of each good answer, to find the first after an outage. */
  goodAt: number[];
  failedAt: number[];
  stop(): Promise<void>;
}

/** Each buyer's next checkout: a plain guest's of one of the stocked pieces unless given. */
type Checkouts = (buyer: number) => () => Promise<Checkout>;

function shop(skus: readonly string[], buyers = BUYERS, browsers = BROWSERS, checkouts: Checkouts = (index) => async () => ({ items: [{ sku: skus[index % skus.length], quantity: 1 }] })): Traffic {
  const traffic: Traffic = { placed: [], browsed: 0, errors: new Map(), goodAt: [], failedAt: [], stop: async () => {} };
  let running = true;
  const failed = (error: unknown) => {
    const kind = kindOf(error);
    traffic.errors.set(kind, (traffic.errors.get(kind) ?? 0) + 1);
    traffic.failedAt.push(performance.now());
  };
  const buyer = async (index: number) => {
    const next = checkouts(index);
    while (running) {
      try {
        traffic.placed.push(await placeOrder(STORE_URL, await next()));
        traffic.goodAt.push(performance.now());
      } catch (error) {
        failed(error);
        await sleep(200);
      }
    }
  };
  const browser = async (index: number) => {
    while (running) {
      try {
        await graphql(STORE_URL, `{ products(search: "${['ring', 'gold', 'pendant', 'bracelet'][index % 4]}", pageSize: 12) { total_count items { sku name } } }`);
        traffic.browsed += 1;
        traffic.goodAt.push(performance.now());
      } catch (error) {
        failed(error);
        await sleep(200);
      }
    }
  };
  const all = Promise.all([...Array.from({ length: buyers }, (_, index) => buyer(index)), ...Array.from({ length: browsers }, (_, index) => browser(index))]);
  traffic.stop = async () => {
    running = false;
    await all;
  };
  return traffic;
}

/** Ten seconds once every buyer has placed an order: a cold store takes a while over its first. */
async function warmedUp(traffic: Traffic): Promise<void> {
  const deadline = performance.now() + 180_000;
  while (traffic.placed.length < BUYERS && performance.now() < deadline) await sleep(500);
  traffic.errors.clear();
  traffic.failedAt.length = 0;
  await sleep(10_000);
}

// ---------------------------------------------------------------------------------------------
// What must hold afterwards, checked by SQL

interface Invariants {
  orders: number;
  byStatus: Record<string, number>;
  /** Orders with no lines, or whose lines do not add up to their subtotal. */
  halfWritten: number;
  /** Orders with no payment row. */
  withoutPayment: number;
  /** Paid (processing) orders whose payment is not paid; cancelled ones whose payment is still awaited. */
  paymentMismatches: number;
  /** Pieces whose stock differs from what was stocked less the lines of the orders not cancelled. */
  stockMismatches: number;
  /** Card payments the gateway took that the store does not hold as paid (money taken for a lost order). */
  takenNotRecorded: number;
  /** Payments still awaited on an order still pending. */
  inDoubt: number;
}

async function invariants(skus: readonly string[]): Promise<Invariants> {
  const [counts] = await sql<{ orders: number; half: number; nopay: number }>(
    `select count(*)::int as orders,
       count(*) filter (where (not exists (select 1 from order_items i where i.order_id = o.id)
         or o.subtotal <> (select coalesce(sum(i.row_total), 0) from order_items i where i.order_id = o.id and i.parent_product_id is null)))::int as half,
       count(*) filter (where not exists (select 1 from payments p where p.order_id = o.id))::int as nopay
     from orders o where ${BENCH_ORDERS}`,
  );
  const statuses = await sql<{ status: string; n: number }>(`select o.status, count(*)::int as n from orders o where ${BENCH_ORDERS} group by o.status order by o.status`);
  const [mismatch] = await sql<{ n: number }>(
    `select count(*)::int as n from orders o join payments p on p.order_id = o.id
     where ${BENCH_ORDERS} and ((o.status = 'processing' and p.state <> 'paid') or (o.status = 'canceled' and p.state in ('pending', 'paid')))`,
  );
  const [stock] = await sql<{ n: number }>(
    `select count(*)::int as n from product_stock s join products p on p.id = s.product_id
     where s.website_id = (select id from websites where code = 'base') and p.sku = any($1)
       and s.quantity <> $2 - (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
                               where i.product_id = s.product_id and o.status <> 'canceled' and o.website_id = s.website_id and ${BENCH_ORDERS})`,
    [skus, STOCKED],
  );
  const [taken] = await sql<{ n: number }>(
    `select count(*)::int as n from payment_sandbox_transactions t join payments p on p.public_id = t.payment_id
     where t.state in ('approved', 'paid') and p.state not in ('paid', 'refund_due')`,
  );
  const [doubt] = await sql<{ n: number }>(`select count(*)::int as n from payments p join orders o on o.id = p.order_id where p.state = 'pending' and o.status = 'pending'`);
  return {
    orders: counts.orders,
    byStatus: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    halfWritten: counts.half,
    withoutPayment: counts.nopay,
    paymentMismatches: mismatch.n,
    stockMismatches: stock.n,
    takenNotRecorded: taken.n,
    inDoubt: doubt.n,
  };
}

/**
 * The invariants once no payment is in doubt: a card payment a fault left pending (its order
 * written, the gateway's answer never recorded) is settled by the job once it is a minute old
 * (docs/operations.md, "Payments, mail and jobs"); this waits up to two and a half minutes from
 * `since` for that, and answers when the last was settled.
 */
async function invariantsOnceSettled(skus: readonly string[], since: number): Promise<{ found: Invariants; settledAt: number }> {
  let found = await invariants(skus);
  while (found.inDoubt > 0 && performance.now() - since < 150_000) {
    await sleep(2000);
    found = await invariants(skus);
  }
  return { found, settledAt: performance.now() };
}

function whole(found: Invariants): boolean {
  return found.halfWritten === 0 && found.withoutPayment === 0 && found.paymentMismatches === 0 && found.stockMismatches === 0 && found.takenNotRecorded === 0;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

function verdict(name: string, ok: boolean, lines: string[]): void {
  console.log(`\n== ${name}: ${ok ? 'PASS' : 'FAIL'}`);
  for (const line of lines) console.log(`   ${line}`);
}

// ---------------------------------------------------------------------------------------------
// a. PostgreSQL restarted under load

async function restartPostgres(skus: readonly string[]): Promise<Record<string, unknown>> {
  const store = await startStore(mkdtempSync(path.join(tmpdir(), 'tsl-faults-a-')));
  try {
    const traffic = shop(skus);
    await warmedUp(traffic);
    const placedBefore = traffic.placed.length;
    const stoppedAt = performance.now();
    stopCluster();
    const down = performance.now();
    await sleep(10_000);
    startCluster();
    const backAt = performance.now();
    // Long enough for the jobs' next runs (a minute's schedule) to show whether they still work.
    await sleep(30_000);
    await traffic.stop();
    const stoppedTraffic = performance.now();
    // Placements the outage cut short: orders written whose card payment was never recorded.
    const [cut] = await sql<{ n: number }>(`select count(*)::int as n from payments p join orders o on o.id = p.order_id where p.state = 'pending' and o.status = 'pending'`);
    const firstGood = traffic.goodAt.find((at) => at > backAt);
    const failures = traffic.failedAt.filter((at) => at >= stoppedAt);
    const lastFailure = failures.length ? Math.max(...failures) : undefined;
    const health = await answers('/healthz');
    const alive = store.child.exitCode === null && store.child.signalCode === null;
    // The store's jobs still run: the mail of the orders placed is sent (the outbox empties).
    let unsent = -1;
    for (let wait = 0; wait < 60; wait += 1) {
      [{ n: unsent }] = await sql<{ n: number }>('select count(*)::int as n from outbox where sent_at is null');
      if (unsent === 0) break;
      await sleep(1000);
    }
    const { found, settledAt } = await invariantsOnceSettled(skus, stoppedTraffic);
    const result = {
      downSeconds: seconds(backAt - down),
      ordersBefore: placedBefore,
      ordersPlaced: traffic.placed.length,
      pagesBrowsed: traffic.browsed,
      errors: Object.fromEntries(traffic.errors),
      firstGoodAnswerAfterBackSeconds: firstGood === undefined ? null : seconds(firstGood - backAt),
      lastErrorAfterBackSeconds: lastFailure === undefined ? null : seconds(lastFailure - backAt),
      samePid: alive,
      healthAfter: health,
      mailUnsentAfter: unsent,
      cutShort: cut.n,
      settledAfterTrafficSeconds: seconds(settledAt - stoppedTraffic),
      invariants: found,
    };
    const ok = alive && health === 200 && firstGood !== undefined && whole(found) && unsent === 0 && found.inDoubt === 0;
    verdict('a. PostgreSQL stopped for 10 s under load', ok, [
      `store pid ${store.child.pid} ${alive ? 'still running' : 'EXITED'}; /healthz ${health} after`,
      `orders placed ${traffic.placed.length} (${placedBefore} before the stop), listings ${traffic.browsed}`,
      `errors while down: ${JSON.stringify(result.errors)}`,
      `first good answer ${result.firstGoodAnswerAfterBackSeconds} s after PostgreSQL was back; last error ${result.lastErrorAfterBackSeconds} s after`,
      `${cut.n} placements cut short (payment awaited), settled ${result.settledAfterTrafficSeconds} s after the traffic stopped`,
      `orders ${found.orders} ${JSON.stringify(found.byStatus)}; half-written ${found.halfWritten}, without payment ${found.withoutPayment}, payment mismatches ${found.paymentMismatches}, stock mismatches ${found.stockMismatches}, in doubt ${found.inDoubt}; mail unsent ${unsent}`,
    ]);
    return { ok, ...result };
  } finally {
    await stopStore(store);
  }
}

// ---------------------------------------------------------------------------------------------
// b. A store process killed in the middle of checkouts

async function killStore(skus: readonly string[]): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-faults-b-'));
  let store = await startStore(dataDir);
  let restarted: Store | undefined;
  try {
    // A quarter of the buyers each: plain guests, members spending a wallet coupon, guests paying
    // part with a gift card, guests buying a made-to-order ring with a diamond.
    const buyers = BUYERS * 2;
    const kinds = BUYER_KINDS.length;
    const fixtures = await prepareCodes(STORE_URL, (text, values) => sql(text, values), { members: Math.ceil(buyers / kinds), couponsEach: 200, giftCards: 1000 });
    const traffic = shop(skus, buyers, 0, (index) => checkoutsOf(STORE_URL, fixtures, BUYER_KINDS[index % kinds], Math.floor(index / kinds), skus[index % skus.length]));
    await warmedUp(traffic);
    // Killed while a placement is between its order's commit and its payment's record, when one is.
    const aim = performance.now() + 30_000;
    while (performance.now() < aim) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from payments where state = 'pending'`);
      if (n > 0) break;
      await sleep(20);
    }
    const killedPid = store.child.pid;
    store.child.kill('SIGKILL');
    await store.exited;
    const killedAt = performance.now();
    // Placements the kill cut short: orders whose payment was never answered.
    const [cut] = await sql<{ n: number }>(`select count(*)::int as n from payments p join orders o on o.id = p.order_id where p.state = 'pending' and o.status = 'pending'`);
    await sleep(2000);
    await traffic.stop();
    restarted = await startStore(dataDir);
    store = restarted;
    const upAt = performance.now();
    // A card payment is in doubt a minute after it was opened: the store settles those as it starts
    // (once they are that old) and every minute after.
    const { found, settledAt } = await invariantsOnceSettled(skus, upAt);
    const [voided] = await sql<{ n: number }>(`select count(*)::int as n from payment_sandbox_transactions where state = 'voided'`);
    const codes = await codeLedger((text, values) => sql(text, values), BENCH_ORDERS);
    const result = {
      killedPid,
      ordersPlaced: traffic.placed.length,
      errors: Object.fromEntries(traffic.errors),
      cutShort: cut.n,
      restartSeconds: seconds(upAt - killedAt),
      settledAfterRestartSeconds: seconds(settledAt - upAt),
      voidedAtGateway: voided.n,
      invariants: found,
      codes,
    };
    const ok = whole(found) && found.inDoubt === 0 && codesWhole(codes);
    verdict('b. store killed (SIGKILL) in the middle of checkouts', ok, [
      `pid ${killedPid} killed after ${traffic.placed.length} orders; ${cut.n} placements cut short (payment awaited)`,
      `errors meanwhile: ${JSON.stringify(result.errors)}`,
      `restarted in ${result.restartSeconds} s; payments in doubt settled ${result.settledAfterRestartSeconds} s after; ${voided.n} voided at the gateway`,
      `orders ${found.orders} ${JSON.stringify(found.byStatus)}; half-written ${found.halfWritten}, without payment ${found.withoutPayment}, payment mismatches ${found.paymentMismatches}, stock mismatches ${found.stockMismatches}, taken but not recorded ${found.takenNotRecorded}, in doubt ${found.inDoubt}`,
      `coupons used ${codes.couponsUsed} (mismatches ${codes.couponMismatches}); gift cards used ${codes.giftCardsUsed} (balance mismatches ${codes.giftCardMismatches}); stones sold ${codes.stonesSold} (on two orders ${codes.stonesOnTwoOrders}, sold without an order or on one unsold ${codes.stoneMismatches}; held for bags never placed ${codes.stonesHeldForBags}); approved cards on cancelled orders ${codes.approvedOnCancelled}`,
    ]);
    return { ok, ...result };
  } finally {
    await stopStore(store);
  }
}

// ---------------------------------------------------------------------------------------------
// c. The mail transport refusing for a minute

async function mailOutage(skus: readonly string[]): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-faults-c-'));
  const mailbox = path.join(dataDir, 'mailbox');
  mkdirSync(mailbox, { recursive: true });
  const store = await startStore(dataDir);
  // Every delivery writes a .tmp file and renames it into place: count the renames per mail.
  const deliveries = new Map<string, number>();
  const watcher = watch(mailbox, (event, file) => {
    if (event === 'rename' && file?.endsWith('.eml') && existsSync(path.join(mailbox, file))) deliveries.set(file, (deliveries.get(file) ?? 0) + 1);
  });
  try {
    const [{ first }] = await sql<{ first: number }>('select coalesce(max(id), 0)::int as first from outbox');
    const traffic = shop(skus, 4, 0);
    await warmedUp(traffic);
    // The transport refuses: the mailbox is a file, not a folder, for a minute.
    const away = `${mailbox}.away`;
    renameSync(mailbox, away);
    writeFileSync(mailbox, 'the mailbox is closed\n');
    const outageAt = performance.now();
    await sleep(60_000);
    rmSync(mailbox);
    renameSync(away, mailbox);
    const backAt = performance.now();
    await traffic.stop();
    const [{ failedTries }] = await sql<{ failedTries: number }>(`select count(*)::int as "failedTries" from outbox where id > $1 and last_error is not null`, [first]);
    let unsent = -1;
    while (performance.now() - backAt < 240_000) {
      [{ n: unsent }] = await sql<{ n: number }>('select count(*)::int as n from outbox where id > $1 and sent_at is null', [first]);
      if (unsent === 0) break;
      await sleep(1000);
    }
    const allSentAt = performance.now();
    await sleep(2000);
    const [{ mails }] = await sql<{ mails: number }>('select count(*)::int as mails from outbox where id > $1', [first]);
    const files = readdirSync(mailbox).filter((file) => file.endsWith('.eml') && Number(file.split('-')[0]) > first).length;
    const twice = [...deliveries.values()].filter((count) => count > 1).length;
    const result = {
      ordersPlaced: traffic.placed.length,
      outageSeconds: seconds(backAt - outageAt),
      mails,
      mailsThatFailedFirst: failedTries,
      files,
      deliveredTwice: twice,
      unsentAfter: unsent,
      allSentAfterBackSeconds: seconds(allSentAt - backAt),
      samePid: store.child.exitCode === null,
    };
    const ok = unsent === 0 && files === mails && twice === 0;
    verdict('c. mail transport refusing for a minute', ok, [
      `${traffic.placed.length} orders placed, ${mails} mails written to the outbox, ${failedTries} refused at least once`,
      `all sent ${result.allSentAfterBackSeconds} s after the transport was back; ${files} files for ${mails} mails; delivered twice ${twice}; unsent ${unsent}`,
    ]);
    return { ok, ...result };
  } finally {
    watcher.close();
    await stopStore(store);
  }
}

// ---------------------------------------------------------------------------------------------

export async function runFaultsBench(args: string[]): Promise<void> {
  const chosen = args.length ? args : ['a', 'b', 'c'];
  mkdirSync(WORK, { recursive: true });
  startCluster();
  const began = performance.now();
  // The demo store is seeded once per cluster (its first start, minutes on a busy machine) into a
  // template, and each run starts from a copy of it.
  const [seeded] = await sql<{ n: number }>('select count(*)::int as n from pg_database where datname = $1', [SEEDED], SERVER_URL);
  if (!seeded.n) {
    console.log(`PostgreSQL ${PG_PORT} (private cluster in ${PGDATA}): seeding the demo store once…`);
    await sql(`drop database if exists ${SEEDING} with (force)`, [], SERVER_URL);
    await sql(`create database ${SEEDING}`, [], SERVER_URL);
    await stopStore(await startStore(mkdtempSync(path.join(tmpdir(), 'tsl-faults-seed-')), { DATABASE_URL: DATABASE_URL.replace(DATABASE, SEEDING) }));
    await sql(`alter database ${SEEDING} rename to ${SEEDED}`, [], SERVER_URL);
    console.log(`seeded in ${seconds(performance.now() - began)} s`);
  }
  await sql(`drop database if exists ${DATABASE} with (force)`, [], SERVER_URL);
  await sql(`create database ${DATABASE} template ${SEEDED}`, [], SERVER_URL);
  const skus = await stockedPieces(DATABASE_URL);
  const results: Record<string, unknown> = { buyers: BUYERS, browsers: BROWSERS };
  try {
    if (chosen.includes('a')) results.postgresRestart = await restartPostgres(skus);
    // The mail outage before the kill: the killed store's mail job stays active in the queue until
    // it expires (2 minutes), and a transport refusing meanwhile would be asked for nothing.
    if (chosen.includes('c')) results.mailOutage = await mailOutage(skus);
    if (chosen.includes('b')) results.storeKilled = await killStore(skus);
  } finally {
    writeFileSync('bench/results/faults.json', `${JSON.stringify(results, null, 2)}\n`);
    if (!process.env.BENCH_FAULTS_KEEP_CLUSTER) stopCluster();
  }
  if (Object.values(results).some((result) => typeof result === 'object' && result !== null && (result as { ok?: boolean }).ok === false)) process.exitCode = 1;
}
