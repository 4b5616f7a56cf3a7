/**
 * A gold price change under load, on PostgreSQL, caches off: the store has the category with the
 * most gold-priced pieces in its listing index; a new board price is set through the admin API,
 * and at once 1,000 requests for that category's listing arrive together. Prints how many times
 * the index was read from the database and re-priced for them (once is coalescing: the first
 * request re-prices, the others wait for it), how many entries the re-pricing touched and how long
 * it took, when the first and the last answer came, and whether every answer carried the new
 * price. Then with the caches on, as shoppers get them, in a second store on the same database:
 * the category's page stored, the board moves again and 200 requests for that page arrive together
 * on open connections; how many drew it (`x-page-cache: miss`), waited for that drawing (`shared`)
 * or found it stored (`hit`), when the first, the median and the last answer came, and whether any
 * still showed the old prices; then the same for 1,000 listings from the API after one more change
 * (`x-cache`: MISS, SHARED, HIT). Then the same at scale without a database: an index of
 * BENCH_LISTING_PRODUCTS products (100,000 by default, a third priced from gold) re-priced for a
 * new quote. Writes bench/results/gold-change.json.
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
import { drawing } from '../e2e/support/pageDrawing.ts';
import { createBenchDatabase, dropBenchDatabase, graphql, startStore } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = 1_000;
/** Shoppers asking for the category's page together after the change. */
const PAGE_CROWD = 200;
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

/** Sets the board's sell and buy prices of the gold code through the admin API. */
async function setGoldPrice(url: string, sellMinor: number, buyMinor: number): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ query: SET_PRICE, variables: { input: { gold_code: GOLD_CODE, sell_price: major(sellMinor), buy_price: major(buyMinor) } } }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

interface Asked {
  /** The cache's word on the answer (`x-page-cache` or `x-cache`). */
  how: string;
  ms: number;
  body: ArrayBuffer;
}

/**
 * `size` requests at once right after the board moves to `board`, on connections opened first, as
 * a busy store has them open (browsers and a proxy in front keep theirs alive): a crowd on new
 * connections is let in a few at a time between the turns of the store's event loop (support.ts,
 * steadyLoad), and would not arrive together.
 */
async function crowdAfterChange(url: string, size: number, board: { sell: number; buy: number }, ask: (sentAt?: number) => Promise<Asked>) {
  await Promise.all(Array.from({ length: size }, () => ask()));
  await setGoldPrice(url, board.sell, board.buy);
  const sentAt = performance.now();
  const answers = await Promise.all(Array.from({ length: size }, () => ask(sentAt)));
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const count = (how: string) => answers.filter((answer) => answer.how.toLowerCase() === how).length;
  return {
    answers,
    figures: {
      requests: size,
      made: count('miss'),
      shared: count('shared'),
      kept: count('hit'),
      firstAnswerMs: Math.round(times[0]),
      medianAnswerMs: Math.round(times[Math.floor(times.length / 2)]),
      lastAnswerMs: Math.round(times[times.length - 1]),
    },
  };
}

/**
 * With the caches on, as shoppers get them: the category's page under a crowd right after a gold
 * price change, then its listing from the API after another.
 */
async function cachedCrowdsRun(databaseUrl: string, category: string, boards: [{ sell: number; buy: number }, { sell: number; buy: number }]) {
  const store = await startStore({ port: 3908, databaseUrl, env: { ADMIN_TOKEN, WORKERS: '1' } });
  try {
    const { categoryList } = await graphql<{ categoryList: Array<{ url_path: string; url_suffix: string }> }>(
      store.url,
      `{ categoryList(filters: { ids: { eq: "${category}" } }) { url_path url_suffix } }`,
    );
    const pageUrl = `${store.url}/en-hk/${categoryList[0].url_path}${categoryList[0].url_suffix}`;
    // When the whole answer has come; read apart from that, so the crowd's clock is the store's.
    const askPage = async (sentAt = performance.now()): Promise<Asked> => {
      const response = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const body = await response.arrayBuffer();
      return { how: response.headers.get('x-page-cache') ?? 'none', ms: performance.now() - sentAt, body };
    };
    const pageOf = (body: ArrayBuffer) => drawing(Buffer.from(body).toString('utf8'));
    // Stored, as a busy store holds it before the change.
    let before = await askPage();
    for (let tries = 0; before.how !== 'hit' && tries < 50; tries++) before = await askPage();
    if (before.how !== 'hit') throw new Error(`${pageUrl} was never answered from the page cache`);
    const pageBefore = pageOf(before.body);
    const pages = await crowdAfterChange(store.url, PAGE_CROWD, boards[0], askPage);

    const askListing = async (sentAt = performance.now()): Promise<Asked> => {
      const response = await fetch(`${store.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'tsl_en', 'accept-encoding': 'gzip, deflate, br' },
        body: JSON.stringify({ query: LISTING, variables: { id: category } }),
      });
      const body = await response.arrayBuffer();
      return { how: response.headers.get('x-cache') ?? 'none', ms: performance.now() - sentAt, body };
    };
    const pricesOf = (body: ArrayBuffer) => goldPrices((JSON.parse(Buffer.from(body).toString('utf8')) as { data: Listing }).data);
    const listingBefore = pricesOf((await askListing()).body);
    const listings = await crowdAfterChange(store.url, REQUESTS, boards[1], askListing);
    return {
      page: { path: new URL(pageUrl).pathname, ...pages.figures, withOldPrices: pages.answers.filter((answer) => pageOf(answer.body) === pageBefore).length },
      listing: {
        ...listings.figures,
        withOldPrices: listings.answers.filter((answer) => [...pricesOf(answer.body)].some(([sku, price]) => !(price > listingBefore.get(sku)!))).length,
      },
    };
  } finally {
    await store.stop();
  }
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
    /** The board `times` moves up from the current one. */
    const boardUp = (times: number) => {
      let sell = current.sell_per_tael.minor_units;
      let buy = current.buy_per_tael.minor_units;
      for (let time = 0; time < times; time++) [sell, buy] = [up(sell), up(buy)];
      return { sell, buy };
    };
    const setAt = performance.now();
    const first = boardUp(1);
    await setGoldPrice(store.url, first.sell, first.buy);
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
    // The board up 2 % once more for the page's crowd, and again for the API's.
    const cachesOn = await cachedCrowdsRun(databaseUrl, category, [boardUp(2), boardUp(3)]);
    return {
      cachesOn,
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
  const { page, listing } = store.cachesOn;
  console.log(
    `then, the caches on, ${page.requests} requests for ${page.path} at once after another change: drawn ${page.made} time(s), ` +
      `${page.shared} waited for that drawing, ${page.kept} found it stored; first answer ${page.firstAnswerMs} ms, median ${page.medianAnswerMs} ms, ` +
      `last ${page.lastAnswerMs} ms; pages with the old prices: ${page.withOldPrices}`,
  );
  console.log(
    `and ${listing.requests} listings from the API at once after one more: run ${listing.made} time(s), ${listing.shared} waited for that answer, ` +
      `${listing.kept} found it kept; first answer ${listing.firstAnswerMs} ms, median ${listing.medianAnswerMs} ms, last ${listing.lastAnswerMs} ms; ` +
      `answers with the old price: ${listing.withOldPrices}`,
  );
  const scale = scaleRun();
  console.log(`index of ${scale.products} products built in ${scale.buildMs} ms; re-pricing its ${scale.goldEntries} gold entries: median ${scale.repricingMsMedian} ms, max ${scale.repricingMsMax} ms`);
  console.log(`load average ${load}`);
  writeFileSync(new URL('./results/gold-change.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), loadAverage: Number(load), store, scale }, null, 2)}\n`);
}
