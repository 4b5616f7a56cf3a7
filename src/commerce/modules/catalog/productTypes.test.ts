/**
 * Product types and their fields: configurable variants, bundle options, gold-priced products
 * (priced from the gold price in effect, re-priced when it changes), media and stock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { calculationGoldPrice, type GoldUnit } from '../../../rules/gold.ts';
import { convertMinor } from '../../../rules/money.ts';
import { PRICE_FIELDS, queryRows } from '../../../../test/kits/catalog.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

async function productBySku<T = Record<string, any>>(sku: string, fields: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await app.graphql<{ products: { items: T[] } }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ${fields} } } }`,
    { sku },
    headers,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.products.items).toHaveLength(1);
  return answer.data!.products.items[0];
}

async function firstSkuOfType(typeId: string): Promise<string> {
  const [row] = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p where p.type_id = ${typeId} and p.visible_in_catalog and p.is_active
        and exists (select 1 from product_links l where l.parent_id = p.id) order by p.id limit 1`,
  );
  expect(row, `a seeded ${typeId} product`).toBeDefined();
  return row.sku;
}

describe('configurable products', () => {
  it('list their variants with localized option labels, priced from the cheapest', async () => {
    const sku = await firstSkuOfType('configurable');
    const product = await productBySku(
      sku,
      `__typename sku
       ... on ConfigurableProduct {
         configurable_options { attribute_code label values { value_index label uid } }
         variants { attributes { code value_index label } product { __typename sku stock_status ${PRICE_FIELDS} } }
       }
       ${PRICE_FIELDS}`,
      { Store: 'tsl_tc' },
    );
    expect(product.__typename).toBe('ConfigurableProduct');
    expect(product.variants.length).toBeGreaterThan(1);
    const links = await queryRows<{ sku: string }>(
      app,
      sql`select child.sku from product_links l join products parent on parent.id = l.parent_id join products child on child.id = l.child_id
          where parent.sku = ${sku} and child.is_active order by l.position, child.id`,
    );
    expect(product.variants.map((variant: any) => variant.product.sku)).toEqual(links.map((row) => row.sku));

    const [option] = product.configurable_options;
    const [label] = await queryRows<{ hant: string }>(app, sql`select label->>'zh-Hant' as hant from attributes where code = ${option.attribute_code}`);
    expect(option.label).toBe(label.hant);
    for (const variant of product.variants) {
      expect(variant.product.__typename).toBe('SimpleProduct');
      const value = variant.attributes.find((attribute: any) => attribute.code === option.attribute_code);
      expect(option.values.map((candidate: any) => candidate.value_index)).toContain(value.value_index);
    }
    const cheapest = Math.min(...product.variants.map((variant: any) => variant.product.price_range.minimum_price.final_price.minor_units));
    expect(product.price_range.minimum_price.final_price.minor_units).toBe(cheapest);
  });
});

describe('bundle products', () => {
  it('offer one choice for her and one for him', async () => {
    const sku = await firstSkuOfType('bundle');
    const product = await productBySku(
      sku,
      `__typename ${PRICE_FIELDS}
       ... on BundleProduct { items { option_id title required options { label quantity is_default product { sku ${PRICE_FIELDS} } } } }`,
      { Store: 'tsl_tc' },
    );
    expect(product.__typename).toBe('BundleProduct');
    expect(product.items.map((item: any) => item.title)).toEqual(['女裝', '男裝']);
    for (const item of product.items) {
      expect(item.options.length).toBeGreaterThan(0);
      expect(item.options.filter((option: any) => option.is_default)).toHaveLength(1);
    }
    const cheapest = product.items
      .map((item: any) => Math.min(...item.options.map((option: any) => option.product.price_range.minimum_price.final_price.minor_units * option.quantity)))
      .reduce((sum: number, price: number) => sum + price, 0);
    expect(product.price_range.minimum_price.final_price.minor_units).toBe(cheapest);
  });
});

describe('calculation-gold products', () => {
  interface GoldProductRow {
    sku: string;
    weight_mg: number;
    gold_code: string;
    labour_fee_unit: string | null;
    labour_fee: number;
  }

  async function goldProduct(websiteId: number): Promise<GoldProductRow> {
    const [row] = await queryRows<GoldProductRow>(
      app,
      sql`select p.sku, p.weight_mg, p.gold_code, p.labour_fee_unit, pp.labour_fee
          from products p join product_prices pp on pp.product_id = p.id and pp.website_id = ${websiteId}
          where p.type_id = 'calculation_gold' and p.visible_in_catalog and p.is_active and p.gold_code like 'HK-%'
          order by p.id limit 1`,
    );
    return row;
  }

  async function currentGoldPrice(code: string): Promise<{ currency: string; quoted_unit: GoldUnit; sell: number; effective_at: Date }> {
    const [row] = await queryRows<{ currency: string; quoted_unit: GoldUnit; sell_per_gram: number; sell_per_tael: number; effective_at: string }>(
      app,
      sql`select currency, quoted_unit, sell_per_gram, sell_per_tael, effective_at from gold_prices
          where gold_code = ${code} and effective_at <= now() order by effective_at desc, id desc limit 1`,
    );
    return {
      currency: row.currency,
      quoted_unit: row.quoted_unit,
      sell: Number(row.quoted_unit === 'tael' ? row.sell_per_tael : row.sell_per_gram),
      effective_at: new Date(row.effective_at),
    };
  }

  function expectedPrice(product: GoldProductRow, sellPerUnit: number, unit: GoldUnit): number {
    return calculationGoldPrice({
      weightMilligrams: Number(product.weight_mg),
      sellPricePerUnit: sellPerUnit,
      quotedUnit: unit,
      labourFee: Number(product.labour_fee ?? 0),
      labourFeeUnit: product.labour_fee_unit === 'gram' ? 'gram' : 'piece',
    }).total;
  }

  const GOLD_FIELDS = `sku gold_code weight ${PRICE_FIELDS}
    gold_price { gold_code gold_label weight_grams quoted_unit sell_price_per_unit { minor_units currency } metal_value { minor_units } labour_fee { minor_units } labour_fee_unit price_set_at }`;

  it('cost weight x the gold price in effect + the labour fee', async () => {
    const product = await goldProduct(1);
    const gold = await currentGoldPrice(product.gold_code);
    expect(gold.currency).toBe('HKD');
    const answer = await productBySku(product.sku, GOLD_FIELDS);
    expect(answer.price_range.minimum_price.final_price).toMatchObject({ currency: 'HKD', minor_units: expectedPrice(product, gold.sell, gold.quoted_unit) });
    expect(answer.weight).toBe(Number(product.weight_mg) / 1000);
    expect(answer.gold_price).toMatchObject({
      gold_code: product.gold_code,
      quoted_unit: gold.quoted_unit,
      sell_price_per_unit: { minor_units: gold.sell, currency: 'HKD' },
      labour_fee_unit: product.labour_fee_unit ?? 'piece',
      price_set_at: gold.effective_at.toISOString(),
    });
    expect(answer.gold_price.metal_value.minor_units + answer.gold_price.labour_fee.minor_units).toBe(answer.price_range.minimum_price.final_price.minor_units);
  });

  it('name their gold code as the gold price board does, in the store view language, never by the code', async () => {
    const product = await goldProduct(1);
    const board = await app.graphql<{ goldPrices: { items: Array<{ gold_code: string; label: string }> } }>('{ goldPrices { items { gold_code label } } }', undefined, { store: 'tsl_tc' });
    const named = board.data!.goldPrices.items.find((item) => item.gold_code === product.gold_code)!.label;
    const answer = await productBySku(product.sku, GOLD_FIELDS, { store: 'tsl_tc' });
    expect(answer.gold_price.gold_label).toBe(named);
    expect(answer.gold_price.gold_label).not.toContain(product.gold_code);
  });

  it('convert the gold price into another website currency before pricing', async () => {
    const product = await goldProduct(2);
    const gold = await currentGoldPrice(product.gold_code);
    const [rate] = await queryRows<{ scaled_rate: number }>(
      app,
      sql`select scaled_rate from currency_rates where base_currency = ${gold.currency} and target_currency = 'MOP'`,
    );
    const answer = await productBySku(product.sku, GOLD_FIELDS, { Store: 'tsl_mo_en' });
    const sellInMop = convertMinor(gold.sell, Number(rate.scaled_rate));
    expect(answer.price_range.minimum_price.final_price).toMatchObject({ currency: 'MOP', minor_units: expectedPrice(product, sellInMop, gold.quoted_unit) });
  });

  it('re-price as soon as a new gold price is set', async () => {
    const product = await goldProduct(1);
    const before = await currentGoldPrice(product.gold_code);
    const newSell = before.sell + 123_456;
    const set = await app.graphql(
      `mutation ($input: SetGoldPriceInput!) { setGoldPrice(input: $input) { gold_code } }`,
      { input: { gold_code: product.gold_code, sell_price: (newSell / 100).toFixed(2), buy_price: ((newSell - 50_000) / 100).toFixed(2) } },
      { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    expect(set.errors).toBeUndefined();

    const after = await productBySku(product.sku, GOLD_FIELDS);
    expect(after.price_range.minimum_price.final_price.minor_units).toBe(expectedPrice(product, newSell, before.quoted_unit));
    expect(after.gold_price.sell_price_per_unit.minor_units).toBe(newSell);

    // The listing sorts on the new price too.
    const sorted = await app.graphql<{ products: { items: Array<{ sku: string; price_range: any }> } }>(
      `{ products(filter: { type_id: { eq: "calculation_gold" } }, sort: { price: DESC }, pageSize: 100) { items { sku ${PRICE_FIELDS} } } }`,
    );
    const prices = sorted.data!.products.items.map((item) => item.price_range.minimum_price.final_price.minor_units);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(sorted.data!.products.items.find((item) => item.sku === product.sku)!.price_range.minimum_price.final_price.minor_units).toBe(
      expectedPrice(product, newSell, before.quoted_unit),
    );
  });
});

describe('product fields', () => {
  it('show media by position with URLs on the website media host, first image as thumbnail', async () => {
    const [row] = await queryRows<{ sku: string; id: number }>(
      app,
      sql`select p.sku, p.id from products p where p.visible_in_catalog and p.is_active
          and (select count(*) from product_media m where m.product_id = p.id and not m.disabled) > 1 order by p.id limit 1`,
    );
    const media = await queryRows<{ file: string }>(
      app,
      sql`select file from product_media where product_id = ${row.id} and not disabled order by position, id`,
    );
    const product = await productBySku(
      row.sku,
      `uid canonical_url url_suffix thumbnail { url file } media_gallery { url file position } categories { name url_path }`,
    );
    expect(product.media_gallery.map((image: any) => image.file)).toEqual(media.map((entry) => entry.file));
    expect(product.thumbnail.file).toBe(media[0].file);
    expect(product.thumbnail.url).toBe(`http://localhost:3000/media/catalog/product${media[0].file}`);
    expect(product.uid).toBe(Buffer.from(String(row.id)).toString('base64'));
    expect(product.url_suffix).toBe('.html');
    expect(product.canonical_url.endsWith('.html')).toBe(true);
    expect(product.categories.length).toBeGreaterThan(0);
  });

  it('show stock per website, with "only X left" for the last few', async () => {
    const [low] = await queryRows<{ sku: string; quantity: number }>(
      app,
      sql`select p.sku, s.quantity from products p join product_stock s on s.product_id = p.id and s.website_id = 1
          where p.type_id = 'simple' and p.visible_in_catalog and p.is_active and s.is_in_stock and not s.backorders
            and s.quantity between 1 and 5 order by p.id limit 1`,
    );
    expect(await productBySku(low.sku, 'stock_status only_x_left_in_stock')).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: Number(low.quantity) });
    const [soldOut] = await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = 1
          where p.type_id = 'simple' and p.visible_in_catalog and p.is_active and not s.is_in_stock order by p.id limit 1`,
    );
    expect(await productBySku(soldOut.sku, 'stock_status only_x_left_in_stock')).toEqual({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });
});
