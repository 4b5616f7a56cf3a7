/**
 * The server as an operator runs it: a real process on an embedded database in a data directory,
 * seeded on first start (in a process of its own, src/server/seedProcess.ts), stopped with SIGTERM
 * after finishing what is in flight, and started again on the same data.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, readyOf, startStoreProcess } from './kits/storeProcess.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-lifecycle-'));
const port = 3700 + Math.floor(Math.random() * 200);
const url = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

/** What the store and its seeding process logged, as JSON lines. */
const log: string[] = [];

function start(): ChildProcess {
  log.length = 0;
  return startStoreProcess({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' }, log);
}

/** The processes that logged `message`. */
function said(message: string): number[] {
  return log.filter((line) => line.startsWith('{')).flatMap((line) => {
    const entry = JSON.parse(line) as { pid: number; msg: string };
    return entry.msg === message ? [entry.pid] : [];
  });
}

const COUNT_PRODUCTS = JSON.stringify({ query: '{ products(search: "gold", pageSize: 1) { total_count } }' });

async function countProducts(): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: COUNT_PRODUCTS,
  });
  return (await response.json()).data.products.total_count;
}

/**
 * Asks for the count with `Expect: 100-continue`: the server's 100 Continue says it has taken the
 * request in, so the request is in flight from then on. Resolves then, with the answer to come.
 */
function countProductsInFlight(): Promise<{ answer: Promise<number> }> {
  return new Promise((received, failed) => {
    const request = httpRequest(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(COUNT_PRODUCTS), expect: '100-continue' },
    });
    const answer = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text).data.products.total_count));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
    request.on('error', failed);
    request.on('continue', () => {
      request.end(COUNT_PRODUCTS);
      received({ answer });
    });
    request.flushHeaders();
  });
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exitOf(server);
  }
});

describe('server lifecycle', () => {
  // Seeding a fresh store on first start takes over a minute on two busy cores: the test waits
  // for the store to say it is ready, however long that takes, up to this bound.
  it('seeds on first start, shuts down cleanly on SIGTERM and keeps its data on the next start', { timeout: 300_000 }, async () => {
    server = start();
    await readyOf(server);
    const before = await countProducts();
    expect(before).toBeGreaterThan(0);
    // Seeded by a process of its own, which had ended before the server opened the database.
    const seeders = said('seeding the demo store');
    expect(seeders).toHaveLength(1);
    expect(seeders[0]).not.toBe(server.pid);
    expect(said('the demo store is seeded')).toEqual([server.pid]);
    expect(said('the store is running')).toEqual([server.pid]);
    const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(16);

    // A price change on the first run must still be there on the second.
    const update = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { setGoldPrice(input: { gold_code: "CN-G999", sell_price: "812.34", buy_price: "800.00" }) { gold_code } }' }),
    });
    expect((await update.json()).errors).toBeUndefined();

    // A request already received when SIGTERM arrives is answered before the process exits. (One
    // still on its way may meet a closed socket, as with any server that stops; so it is sent first
    // and the signal waits for the server to take it in.)
    const inFlight = await countProductsInFlight();
    const exited = exitOf(server);
    server.kill('SIGTERM');
    expect(await inFlight.answer).toBe(before);
    expect(await exited).toBe(0);

    server = start();
    await readyOf(server);
    expect(await countProducts()).toBe(before);
    expect([...said('seeding the demo store'), ...said('the demo store is seeded')]).toEqual([]);
    const board = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ goldPrices { items { gold_code sell_per_gram { value } } } }' }),
    });
    const items: Array<{ gold_code: string; sell_per_gram: { value: number } }> = (await board.json()).data.goldPrices.items;
    expect(items.find((item) => item.gold_code === 'CN-G999')?.sell_per_gram.value).toBe(812.34);
    const stopped = exitOf(server);
    server.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
