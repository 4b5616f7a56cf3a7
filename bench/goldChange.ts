/**
 * A gold price change under load, on PostgreSQL, caches off: the store has the category with the
 * most gold-priced pieces in its listing index; a new board price is set through the admin API,
 * and at once 1,000 requests for that category's listing arrive together. Prints how many times
 * the index was read from the database and re-priced for them (once is coalescing: the first
 * request re-prices, the others wait for it), how many entries the re-pricing touched and how long
 * it took, when the first and the last answer came, and whether every answer carried the new
 * price. Then the same at scale without a database: an index of BENCH_LISTING_PRODUCTS products
 * (100,000 by default, a third priced from gold) re-priced for a new quote. Writes
 * bench/results/gold-change.json.
 *
 *   npm run bench -- gold-change
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { FACET_ATTRIBUTES, ListingIndex, PLAIN_ATTRIBUTES, type GoldQuote, type GoldQuotes, type ListingRows } from '../src/commerce/modules/catalog/index.ts';
import { convertGoldUnitPrice } from '../src/rules/gold.ts';
import { LOCALE_KEYS, type LocaleKey } from '../src/rules/locales.ts';
import { createBenchDatabase, dropBenchDatabase, graphql, startStore } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = 1_000;
const GOLD_CODE = 'HK-CK9999';
const ADMIN_TOKEN = 'bench-gold-change-admin-token-0123456789';
const SCALE_PRODUCTS = Number(process.env.BENCH_LISTING_PRODUCTS ?? 100_000);

const LISTING = `query Listing($id: String!) {
  products(filter: { category_id: { eq: $id } }, sort: { name: ASC }, pageSize: 24) {
    items { sku gold_price { gold_code } price_range { minimum_price { final_price { minor_units } } } }
  }
}`;
const BOARD = `{ goldPrices { items { gold_code sell_per_tael { minor_units } buy_per_tael { minor_units } } } }`;
const SET_PRICE = `mutation Set($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { gold_code } }`;

interface Listing {
  products: { items: Array<{ sku: string; gold_price: { gold_code: string } | null; price_range: { minimum_price: { final_price: { minor_units: number } } } }> };
}

interface IndexStats {
  loads: number;
  repricings: number;
  lastRepricing?: { entries: number; milliseconds: number };
}

async function indexStats(url: string): Promise<IndexStats> {
  const health = (await (await fetch(`${url}/healthz`)).json()) as { listingIndexes: IndexStats };
  return health.listingIndexes;
}

/** The category holding the most pieces priced from the gold code. */
async function goldCategory(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ category_id: number }>(
      `select pc.category_id from product_categories pc join products p on p.id = pc.product_id
       where p.gold_code = $1 and p.visible_in_catalog group by pc.category_id order by count(*) desc, pc.category_id limit 1`,
      [GOLD_CODE],
    );
    return rows[0].category_id;
  } finally {
    await client.end();
  }
}

/** The listing's prices of the pieces priced from the gold code, by SKU. */
function goldPrices(listing: Listing): Map<string, number> {
  return new Map(listing.products.items.filter((item) => item.gold_price?.gold_code === GOLD_CODE).map((item) => [item.sku, item.price_range.minimum_price.final_price.minor_units]));
}

/** Major units as the admin API takes them: "43250.00". */
function major(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

async function storeRun() {
  const databaseUrl = await createBenchDatabase(POSTGRES_URL);
  const store = await startStore({
    port: 3907,
    databaseUrl,
    env: { RESPONSE_CACHE: 'off', PAGE_CACHE: 'off', ADMIN_TOKEN, WORKERS: '1' },
    startTimeoutMs: 600_000,
  });
  try {
    const category = String(await goldCategory(databaseUrl));
    const listing = () => graphql<Listing>(store.url, LISTING, { id: category });
    const before = goldPrices(await listing());
    if (before.size === 0) throw new Error(`category ${category} lists no gold-priced piece on its first page`);
    const board = await graphql<{ goldPrices: { items: Array<{ gold_code: string; sell_per_tael: { minor_units: number }; buy_per_tael: { minor_units: number } }> } }>(store.url, BOARD);
    const current = board.goldPrices.items.find((item) => item.gold_code === GOLD_CODE)!;
    const statsBefore = await indexStats(store.url);

    // The board moves up 2 %, rounded to HK$10 as the board quotes it.
    const up = (minor: number) => Math.round((minor * 1.02) / 1000) * 1000;
    const setAt = performance.now();
    await fetch(`${store.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ query: SET_PRICE, variables: { input: { gold_code: GOLD_CODE, sell_price: major(up(current.sell_per_tael.minor_units)), buy_price: major(up(current.buy_per_tael.minor_units)) } } }),
    }).then(async (response) => {
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    });
    const priceSetMs = performance.now() - setAt;

    const sentAt = performance.now();
    const answeredAt: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const answer = await listing();
        answeredAt.push(performance.now() - sentAt);
        return answer;
      }),
    );
    const statsAfter = await indexStats(store.url);
    const stale = answers.filter((answer) => [...goldPrices(answer)].some(([sku, price]) => !(price > before.get(sku)!))).length;
    answeredAt.sort((a, b) => a - b);
    return {
      category,
      goldPiecesOnPage: before.size,
      priceSetMs: Math.round(priceSetMs),
      requests: REQUESTS,
      indexReads: statsAfter.loads - statsBefore.loads,
      repricings: statsAfter.repricings - statsBefore.repricings,
      repricedEntries: statsAfter.lastRepricing?.entries ?? 0,
      repricingMs: Number((statsAfter.lastRepricing?.milliseconds ?? 0).toFixed(2)),
      firstAnswerMs: Math.round(answeredAt[0]),
      lastAnswerMs: Math.round(answeredAt[answeredAt.length - 1]),
      answersWithOldPrice: stale,
    };
  } finally {
    await store.stop();
    await dropBenchDatabase(POSTGRES_URL, databaseUrl);
  }
}

/** An index of `count` products of one website, every third priced from the gold code by weight. */
function syntheticRows(count: number): ListingRows {
  const rows: ListingRows = { products: [], prices: new Map(), stock: new Map(), categories: [], links: [] };
  const noAttributes = Object.fromEntries([...FACET_ATTRIBUTES, ...PLAIN_ATTRIBUTES].map((code) => [code, null])) as ListingRows['products'][number]['attributes'];
  for (let id = 1; id <= count; id++) {
    const gold = id % 3 === 0;
    rows.products.push({
      id,
      typeId: gold ? 'calculation_gold' : 'simple',
      sku: `B${id}`,
      urlKey: `piece-${id}`,
      visibleInCatalog: true,
      weightMg: gold ? 1_000 + (id % 40_000) : null,
      goldCode: gold ? GOLD_CODE : null,
      labourFeeUnit: gold ? 'piece' : null,
      recommendedRank: id,
      newsFromDate: null,
      attributes: noAttributes,
      nameRank: Object.fromEntries(LOCALE_KEYS.map((locale) => [locale, id])) as Record<LocaleKey, number>,
    });
    rows.prices.set(id, { price: 100_000 + (id % 997) * 1_000, specialPrice: null, specialFrom: null, specialTo: null, labourFee: gold ? 50_000 : null });
    rows.stock.set(id, { quantity: 5, isInStock: true, backorders: false });
    rows.categories.push({ productId: id, categoryId: 1 + (id % 50), position: id });
  }
  return rows;
}

/** The board's quote for the gold code at `sellPerTael` (minor units a tael). */
function quotes(sellPerTael: number): GoldQuotes {
  const quote: GoldQuote = {
    goldCode: GOLD_CODE,
    quotedUnit: 'tael',
    sellPerUnit: sellPerTael,
    sellPerTael,
    sellPerGram: convertGoldUnitPrice(sellPerTael, 'tael', 'gram'),
    effectiveAt: new Date(),
  };
  return new Map([[GOLD_CODE, quote]]);
}

function scaleRun() {
  const rows = syntheticRows(SCALE_PRODUCTS);
  const now = new Date();
  const building = performance.now();
  const index = new ListingIndex(rows, quotes(4_300_000), now);
  const buildMs = performance.now() - building;
  const times: number[] = [];
  let entries = 0;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    entries = index.repriceGold(quotes(4_300_000 + (round + 1) * 10_000), now);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { products: SCALE_PRODUCTS, goldEntries: entries, buildMs: Math.round(buildMs), repricingMsMedian: Number(times[2].toFixed(1)), repricingMsMax: Number(times[4].toFixed(1)) };
}

export async function runGoldChangeBench(): Promise<void> {
  const load = loadavg()[0].toFixed(1);
  const store = await storeRun();
  console.log(
    `gold price set (${store.priceSetMs} ms), then ${store.requests} listings of category ${store.category} at once: ` +
      `index read ${store.indexReads} times, re-priced ${store.repricings} time(s) (${store.repricedEntries} entries, ${store.repricingMs} ms); ` +
      `first answer ${store.firstAnswerMs} ms, last ${store.lastAnswerMs} ms; answers with the old price: ${store.answersWithOldPrice}`,
  );
  const scale = scaleRun();
  console.log(`index of ${scale.products} products built in ${scale.buildMs} ms; re-pricing its ${scale.goldEntries} gold entries: median ${scale.repricingMsMedian} ms, max ${scale.repricingMsMax} ms`);
  console.log(`load average ${load}`);
  writeFileSync(new URL('./results/gold-change.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), loadAverage: Number(load), store, scale }, null, 2)}\n`);
}
