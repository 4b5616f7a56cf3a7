import { and, asc, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { TestClock } from '../../../../test/kits/clock.ts';
import { goldPrices, products } from '../../db/schema.ts';
import { GOLD_HISTORY_DAYS } from '../../seed/gold.ts';
import { GOLD_CODES, calculationGoldPrice, convertGoldUnitPrice, type GoldUnit } from '../../../rules/gold.ts';

interface MoneyAnswer {
  value: number;
  currency: string;
  minor_units: number;
}

interface GoldPriceAnswer {
  gold_code: string;
  label: string;
  metal: string;
  purity: string;
  currency: string;
  quoted_unit: GoldUnit;
  sell_per_gram: MoneyAnswer;
  buy_per_gram: MoneyAnswer;
  sell_per_tael: MoneyAnswer;
  buy_per_tael: MoneyAnswer;
  effective_at: string;
  sell_change: MoneyAnswer | null;
}

const MONEY = '{ value currency minor_units }';
const GOLD_PRICE_FIELDS = `gold_code label metal purity currency quoted_unit effective_at
  sell_per_gram ${MONEY} buy_per_gram ${MONEY} sell_per_tael ${MONEY} buy_per_tael ${MONEY} sell_change ${MONEY}`;
const BOARD = `query Board { goldPrices { updated_at items { ${GOLD_PRICE_FIELDS} } } }`;
const HISTORY = `query History($code: String!, $days: Int) {
  goldPriceHistory(gold_code: $code, days: $days) { effective_at sell_per_gram ${MONEY} sell_per_tael ${MONEY} buy_per_tael ${MONEY} }
}`;
const SET_PRICE = `mutation Set($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { ${GOLD_PRICE_FIELDS} } }`;
const ROUTE_GOLD_PRODUCT = `query GoldProductPage($url: String!) {
  route(url: $url) { __typename ... on ProductInterface { sku gold_price { sell_price_per_tael ${MONEY} } } }
}`;
const GOLD_PRODUCTS = `query GoldProducts($code: String!) {
  products(filter: { type_id: { eq: "calculation_gold" }, gold_code: { eq: $code } }, pageSize: 3) {
    items {
      sku weight
      price_range { minimum_price { final_price ${MONEY} } }
      gold_price { gold_code quoted_unit sell_price_per_unit ${MONEY} metal_value ${MONEY} labour_fee ${MONEY} }
    }
  }
}`;

const DAY_MS = 86_400_000;

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

function sellPerQuotedUnit(price: GoldPriceAnswer): number {
  return (price.quoted_unit === 'tael' ? price.sell_per_tael : price.sell_per_gram).minor_units;
}

describe('gold prices', () => {
  let testApp: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    testApp = await startTestApp({ clock });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function board(headers?: Record<string, string>): Promise<GoldPriceAnswer[]> {
    const answer = await testApp.graphql<{ goldPrices: { items: GoldPriceAnswer[] } }>(BOARD, undefined, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.goldPrices.items;
  }

  it('shows every gold code, per gram and per tael at 37.429 g a tael', async () => {
    const items = await board();
    expect(items.map((item) => item.gold_code)).toEqual([...GOLD_CODES]);
    for (const item of items) {
      const other: GoldUnit = item.quoted_unit === 'tael' ? 'gram' : 'tael';
      const quotedSell = item.quoted_unit === 'tael' ? item.sell_per_tael : item.sell_per_gram;
      const derivedSell = other === 'tael' ? item.sell_per_tael : item.sell_per_gram;
      expect(derivedSell.minor_units, item.gold_code).toBe(convertGoldUnitPrice(quotedSell.minor_units, item.quoted_unit, other));
      expect(Math.abs(item.sell_per_tael.minor_units / item.sell_per_gram.minor_units - 37.429)).toBeLessThan(0.01);
      expect(item.buy_per_tael.minor_units).toBeLessThanOrEqual(item.sell_per_tael.minor_units);
      expect(item.sell_per_gram.currency).toBe(item.currency);
      expect(item.sell_per_gram.value).toBe(item.sell_per_gram.minor_units / 100);
      expect(new Date(item.effective_at).getTime()).toBeLessThanOrEqual(Date.now());
      expect(item.sell_change).not.toBeNull();
    }
    const hk = items.find((item) => item.gold_code === 'HK-CK9999')!;
    expect(hk).toMatchObject({ currency: 'HKD', quoted_unit: 'tael', metal: 'gold', purity: '999.9', label: 'Chow Kee 999.9 Gold' });
    expect(items.find((item) => item.gold_code === 'CN-CK9999')).toMatchObject({ currency: 'CNY', quoted_unit: 'gram' });
  });

  it('names the codes in the store view language', async () => {
    const traditional = await board({ store: 'tsl_tc' });
    const simplified = await board({ store: 'tsl_my_sc' });
    expect(traditional.find((item) => item.gold_code === 'HK-PT9995')!.label).toBe('鉑金999.5');
    expect(simplified.find((item) => item.gold_code === 'HK-PT9995')!.label).toBe('铂金999.5');
    expect(traditional.find((item) => item.gold_code === 'HK-CK9999')!.label).toBe('足金999.9');
  });

  it('gives 90 days of history, oldest first', async () => {
    const answer = await testApp.graphql<{ goldPriceHistory: Array<{ effective_at: string; sell_per_tael: MoneyAnswer }> }>(HISTORY, {
      code: 'HK-CK9999',
      days: 90,
    });
    expect(answer.errors).toBeUndefined();
    const points = answer.data!.goldPriceHistory;
    const days = new Set(points.map((point) => point.effective_at.slice(0, 10)));
    // The seed wrote one price each UTC day for 90 days ending on the day it ran; a run that
    // crosses midnight between seeding and asking sees the oldest of those days leave the window.
    const [seeded] = await testApp.database.db
      .select({ last: max(goldPrices.effectiveAt) })
      .from(goldPrices)
      .where(and(eq(goldPrices.goldCode, 'HK-CK9999'), eq(goldPrices.source, 'seed')));
    const daysSinceSeeding = Math.floor(clock.now().getTime() / DAY_MS) - Math.floor(seeded.last!.getTime() / DAY_MS);
    expect(days.size).toBe(GOLD_HISTORY_DAYS - daysSinceSeeding);
    const times = points.map((point) => Date.parse(point.effective_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBeLessThanOrEqual(Date.now());

    const lastWeek = await testApp.graphql<{ goldPriceHistory: unknown[] }>(HISTORY, { code: 'HK-CK9999', days: 7 });
    expect(lastWeek.data!.goldPriceHistory.length).toBeGreaterThanOrEqual(7 - daysSinceSeeding);
    expect(lastWeek.data!.goldPriceHistory.length).toBeLessThan(points.length);
  });

  it('refuses history for an unknown code or out-of-range days', async () => {
    for (const variables of [{ code: 'HK-XX', days: 30 }, { code: 'HK-CK9999', days: 0 }, { code: 'HK-CK9999', days: 367 }]) {
      const answer = await testApp.graphql(HISTORY, variables);
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0].extensions?.category, JSON.stringify(variables)).toBe('graphql-input');
    }
  });

  it('sets a price with the admin token and re-prices gold products at once', async () => {
    const productsBefore = await testApp.graphql<{ products: { items: Array<{ sku: string; price_range: any; gold_price: any }> } }>(GOLD_PRODUCTS, {
      code: 'HK-CK9999',
    });
    expect(productsBefore.errors).toBeUndefined();
    const [product] = productsBefore.data!.products.items;
    expect(product).toBeDefined();
    const previous = (await board()).find((item) => item.gold_code === 'HK-CK9999')!;

    const set = await testApp.graphql<{ setGoldPrice: GoldPriceAnswer }>(
      SET_PRICE,
      { input: { gold_code: 'HK-CK9999', sell_price: '48888.80', buy_price: '45000' } },
      admin,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setGoldPrice).toMatchObject({
      gold_code: 'HK-CK9999',
      sell_per_tael: { minor_units: 4_888_880, currency: 'HKD' },
      buy_per_tael: { minor_units: 4_500_000 },
      sell_per_gram: { minor_units: convertGoldUnitPrice(4_888_880, 'tael', 'gram') },
      sell_change: { minor_units: 4_888_880 - sellPerQuotedUnit(previous) },
    });

    const now = (await board()).find((item) => item.gold_code === 'HK-CK9999')!;
    expect(now.sell_per_tael.minor_units).toBe(4_888_880);

    // The same query again: the response cache must not answer with the old price.
    const productsAfter = await testApp.graphql<{ products: { items: Array<{ sku: string; weight: number; price_range: any; gold_price: any }> } }>(
      GOLD_PRODUCTS,
      { code: 'HK-CK9999' },
    );
    const repriced = productsAfter.data!.products.items.find((item) => item.sku === product.sku)!;
    expect(repriced.gold_price.sell_price_per_unit.minor_units).toBe(4_888_880);
    const expected = calculationGoldPrice({
      weightMilligrams: Math.round(repriced.weight * 1000),
      sellPricePerUnit: 4_888_880,
      quotedUnit: 'tael',
      labourFee: 0,
      labourFeeUnit: 'piece',
    });
    expect(repriced.gold_price.metal_value.minor_units).toBe(expected.metal);
    expect(repriced.price_range.minimum_price.final_price.minor_units).toBe(expected.metal + repriced.gold_price.labour_fee.minor_units);
    expect(repriced.price_range.minimum_price.final_price.minor_units).not.toBe(product.price_range.minimum_price.final_price.minor_units);
  });

  it('re-prices a gold product page at once, through the response cache', async () => {
    const [{ urlKey }] = await testApp.database.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(and(eq(products.typeId, 'calculation_gold'), eq(products.goldCode, 'HK-CK9999'), eq(products.visibleInCatalog, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const page = async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: ROUTE_GOLD_PRODUCT, variables: { url: `/en-hk/${urlKey}.html` } }),
      });
      const body = response.json() as { data: { route: { __typename: string; gold_price: { sell_price_per_tael: MoneyAnswer } } } };
      expect(body.data.route.__typename).toBe('CalculationGoldProduct');
      return { cache: response.headers['x-cache'], sellPerTael: body.data.route.gold_price.sell_price_per_tael.minor_units };
    };
    await page();
    expect((await page()).cache).toBe('HIT');
    const set = await testApp.graphql(SET_PRICE, { input: { gold_code: 'HK-CK9999', sell_price: '49999.90', buy_price: '46000.00' } }, admin);
    expect(set.errors).toBeUndefined();
    expect(await page()).toEqual({ cache: 'MISS', sellPerTael: 4_999_990 });
  });

  it('refuses to set a price without the admin token', async () => {
    const input = { gold_code: 'HK-G999', sell_price: '1200.00', buy_price: '1100.00' };
    for (const headers of [undefined, { authorization: 'Bearer not-the-admin-token' }]) {
      const answer = await testApp.graphql(SET_PRICE, { input }, headers);
      expect(answer.errors?.[0].extensions?.category).toBe('graphql-authorization');
    }
    const hk999 = (await board()).find((item) => item.gold_code === 'HK-G999')!;
    expect(hk999.sell_per_gram.minor_units).not.toBe(120_000);
  });

  it('refuses prices that cannot be right, in the shopper language', async () => {
    const cases = [
      { gold_code: 'HK-G999', sell_price: '-1200.00', buy_price: '1100.00' },
      { gold_code: 'HK-G999', sell_price: '1200.005', buy_price: '1100.00' },
      { gold_code: 'HK-G999', sell_price: '1200.00', buy_price: '1200.01' },
      { gold_code: 'HK-NOPE', sell_price: '1200.00', buy_price: '1100.00' },
      { gold_code: 'HK-G999', sell_price: '1200.00', buy_price: '1100.00', effective_at: 'yesterday' },
    ];
    for (const input of cases) {
      const answer = await testApp.graphql(SET_PRICE, { input }, admin);
      expect(answer.status, JSON.stringify(input)).toBe(200);
      expect(answer.errors?.[0].extensions?.category, JSON.stringify(input)).toBe('graphql-input');
    }
    const chinese = await testApp.graphql(SET_PRICE, { input: cases[2] }, { ...admin, store: 'tsl_tc' });
    expect(chinese.errors?.[0].message).toBe('回收價不可高於賣出價');
  });

  it('puts a price set for later into effect when it falls due', async () => {
    const before = (await board()).find((item) => item.gold_code === 'HK-PT9995')!;
    const hour = 3_600_000;
    const effectiveAt = new Date(clock.now().getTime() + hour).toISOString();
    const set = await testApp.graphql<{ setGoldPrice: GoldPriceAnswer }>(
      SET_PRICE,
      { input: { gold_code: 'HK-PT9995', sell_price: '17777.00', buy_price: '15000.00', effective_at: effectiveAt } },
      admin,
    );
    expect(set.errors).toBeUndefined();
    expect((await board()).find((item) => item.gold_code === 'HK-PT9995')!.sell_per_tael.minor_units).toBe(before.sell_per_tael.minor_units);

    // The hour passes: the price falls due on its own timer, caches included.
    await clock.advance(hour);
    const current = (await board()).find((item) => item.gold_code === 'HK-PT9995')!;
    expect(current.sell_per_tael.minor_units).toBe(1_777_700);
    expect(current.effective_at).toBe(effectiveAt);
  });
});
