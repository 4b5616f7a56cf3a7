/**
 * products(): store scope and currencies, search, filters, sorting, paging, facets and argument
 * checks, through the real server on the seeded demo store.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { convertMinor } from '../../../rules/money.ts';
import type { CommerceServices } from '../../services.ts';
import { finalPrices, isSorted, LISTING_QUERY, queryRows, type ListedProduct, type ProductsAnswer } from '../../../../test/kits/catalog.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

async function listing(variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ProductsAnswer> {
  const answer = await app.graphql<ProductsAnswer>(LISTING_QUERY, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function listingError(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await app.graphql(LISTING_QUERY, variables, headers);
  expect(answer.status).toBeLessThan(500);
  expect(answer.errors?.length).toBeGreaterThan(0);
  return answer.errors![0];
}

/** A visible simple product with a plain price (no sale) in every website. */
async function plainSimpleProduct(): Promise<{ id: number; sku: string }> {
  const [row] = await queryRows<{ id: number; sku: string }>(
    app,
    sql`select p.id, p.sku from products p
        where p.type_id = 'simple' and p.visible_in_catalog and p.is_active
          and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.special_price is not null)
        order by p.id limit 1`,
  );
  return row;
}

async function websitePrice(productId: number, websiteId: number): Promise<number> {
  const [row] = await queryRows<{ price: number }>(app, sql`select price from product_prices where product_id = ${productId} and website_id = ${websiteId}`);
  return Number(row.price);
}

describe('store scope', () => {
  it('answers in the store view language and website currency', async () => {
    const product = await plainSimpleProduct();
    const [names] = await queryRows<{ en: string; hant: string }>(
      app,
      sql`select name->>'en' as en, name->>'zh-Hant' as hant from products where id = ${product.id}`,
    );

    const tc = await listing({ filter: { sku: { eq: product.sku } } }, { Store: 'tsl_tc' });
    expect(tc.products.items[0].name).toBe(names.hant);
    expect(tc.products.items[0].price_range.minimum_price.final_price).toMatchObject({
      currency: 'HKD',
      minor_units: await websitePrice(product.id, 1),
    });

    const my = await listing({ filter: { sku: { eq: product.sku } } }, { Store: 'tsl_my_en' });
    expect(my.products.items[0].name).toBe(names.en);
    expect(my.products.items[0].price_range.minimum_price.final_price).toMatchObject({
      currency: 'MYR',
      minor_units: await websitePrice(product.id, 3),
    });
  });

  it('names currencies by the sign prices are written with', async () => {
    const query = '{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol } }';
    const macau = await app.graphql<{ currency: Record<string, string> }>(query, {}, { Store: 'tsl_mo_en' });
    expect(macau.data!.currency).toMatchObject({ base_currency_code: 'MOP', base_currency_symbol: 'MOP', default_display_currency_symbol: 'MOP' });
    const malaysia = await app.graphql<{ currency: Record<string, string> }>(query, {}, { Store: 'tsl_my_en', 'Content-Currency': 'HKD' });
    expect(malaysia.data!.currency).toMatchObject({ base_currency_symbol: 'RM', default_display_currency_code: 'HKD', default_display_currency_symbol: 'HK$' });
  });

  it('keeps a free item free in every website', async () => {
    // Products priced by their own price row (gold and composite products are priced otherwise).
    const free = await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p join product_prices pp on pp.product_id = p.id and pp.website_id = 1
          where p.visible_in_catalog and p.is_active and pp.price = 0
            and p.type_id in ('simple', 'virtual', 'downloadable', 'point_simple', 'custom_made_simple') order by p.id`,
    );
    expect(free.length).toBeGreaterThan(0);
    for (const [store, currency] of [['tsl_en', 'HKD'], ['tsl_mo_en', 'MOP'], ['tsl_my_en', 'MYR']]) {
      const answer = await listing({ filter: { sku: { in: free.map((row) => row.sku) } }, pageSize: 100 }, { Store: store });
      expect(answer.products.items.map((item) => item.sku).sort(), store).toEqual(free.map((row) => row.sku).sort());
      for (const item of answer.products.items) {
        expect(item.price_range.minimum_price.final_price, `${item.sku} in ${store}`).toMatchObject({ currency, minor_units: 0 });
      }
    }
  });

  it('converts to the Content-Currency', async () => {
    const product = await plainSimpleProduct();
    const [rate] = await queryRows<{ scaled_rate: number }>(
      app,
      sql`select scaled_rate from currency_rates where base_currency = 'HKD' and target_currency = 'USD'`,
    );
    const answer = await listing({ filter: { sku: { eq: product.sku } } }, { Store: 'tsl_en', 'Content-Currency': 'USD' });
    const price = answer.products.items[0].price_range.minimum_price.final_price;
    expect(price.currency).toBe('USD');
    expect(price.minor_units).toBe(convertMinor(await websitePrice(product.id, 1), Number(rate.scaled_rate)));
    expect(price.value).toBe(price.minor_units / 100);
  });

  it('refuses an unknown store view or currency with an error, not a failure', async () => {
    const store = await listingError({}, { Store: 'no_such_store' });
    expect(store.extensions?.category).toBe('graphql-no-such-entity');
    const currency = await listingError({}, { 'Content-Currency': 'XYZ' });
    expect(currency.extensions?.category).toBe('graphql-input');
  });
});

describe('search', () => {
  it('finds the same products for Simplified and Traditional characters', async () => {
    const simplified = await listing({ search: '钻石', pageSize: 100 });
    const traditional = await listing({ search: '鑽石', pageSize: 100 });
    expect(simplified.products.total_count).toBeGreaterThan(0);
    expect(traditional.products.total_count).toBe(simplified.products.total_count);
    expect(traditional.products.items.map((item) => item.sku)).toEqual(simplified.products.items.map((item) => item.sku));

    // Products named only in Traditional characters are among them.
    const traditionalNamed = await queryRows<{ sku: string }>(
      app,
      sql`select sku from products where visible_in_catalog and is_active and name->>'zh-Hant' like '%鑽石%'`,
    );
    expect(traditionalNamed.length).toBeGreaterThan(0);
    const found = new Set((await listing({ search: '钻石', pageSize: 100, filter: { sku: { in: traditionalNamed.map((row) => row.sku) } } })).products.items.map((item) => item.sku));
    expect(found.size).toBeGreaterThan(0);
    expect(traditionalNamed.filter((row) => found.has(row.sku)).length).toBe(found.size);
  });

  it('shows Traditional names in tsl_tc for a Simplified query', async () => {
    const answer = await listing({ search: '钻石' }, { Store: 'tsl_tc' });
    expect(answer.products.items.some((item) => item.name.includes('鑽'))).toBe(true);
  });

  it('finds a product by SKU, first', async () => {
    const product = await plainSimpleProduct();
    const answer = await listing({ search: product.sku.toLowerCase() });
    expect(answer.products.items[0].sku).toBe(product.sku);
  });

  it('requires every word to match', async () => {
    const both = await listing({ search: '钻石 戒指', pageSize: 100 });
    const one = await listing({ search: '钻石', pageSize: 100 });
    expect(both.products.total_count).toBeLessThanOrEqual(one.products.total_count);
    expect(await listing({ search: '钻石 zzzqqq' })).toMatchObject({ products: { total_count: 0, items: [] } });
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await listing({ search: '%%' })).products.total_count).toBe(0);
    expect((await listing({ search: '__' })).products.total_count).toBe(0);
  });

  it('refuses a one-character search', async () => {
    const error = await listingError({ search: ' a ' });
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toContain('2');
  });
});

describe('category filter', () => {
  async function topCategoryWithChildren(): Promise<{ id: number; childId: number; path: string }> {
    const [row] = await queryRows<{ id: number; child_id: number; path: string }>(
      app,
      sql`select parent.id, child.id as child_id, parent.path from categories parent
          join categories child on child.parent_id = parent.id
          where parent.level = 1 and parent.is_active and child.is_active
          order by parent.position, parent.id, child.position, child.id limit 1`,
    );
    return { id: row.id, childId: row.child_id, path: row.path };
  }

  it('lists the products of the category and of its descendants', async () => {
    const parent = await topCategoryWithChildren();
    // A product filed only under the child, not under the parent itself.
    const [outsider] = await queryRows<{ id: number; sku: string }>(
      app,
      sql`select p.id, p.sku from products p
          where p.type_id = 'simple' and p.visible_in_catalog and p.is_active
            and not exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
                            where pc.product_id = p.id and (c.path = ${parent.path} or c.path like ${`${parent.path}/%`}))
          order by p.id limit 1`,
    );
    // As the store writes the catalog: the change and the version bump together, then announced,
    // so the listing index (read once per catalog version) reads it.
    const { changes } = (app.app as unknown as { commerce: CommerceServices }).commerce;
    const version = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into product_categories (product_id, category_id, position) values (${outsider.id}, ${parent.childId}, 1)`);
      return changes.bump(tx);
    });
    await changes.notify(version);

    const answer = await listing({ filter: { category_id: { eq: String(parent.id) } }, pageSize: 100 });
    const [expected] = await queryRows<{ count: number }>(
      app,
      sql`select count(distinct p.id)::int as count from products p
          join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
          where p.visible_in_catalog and p.is_active and (c.path = ${parent.path} or c.path like ${`${parent.path}/%`})`,
    );
    expect(answer.products.total_count).toBe(Number(expected.count));
    const everything = await listing({ filter: { category_id: { eq: String(parent.id) } }, pageSize: 100, currentPage: 1, sort: { price: 'ASC' } });
    const skus = new Set(everything.products.items.map((item) => item.sku));
    if (answer.products.total_count <= 100) expect(skus.has(outsider.sku)).toBe(true);
    const bySku = await listing({ filter: { category_id: { eq: String(parent.id) }, sku: { eq: outsider.sku } } });
    expect(bySku.products.total_count).toBe(1);
  });

  it('accepts the uid and url path of a category', async () => {
    const parent = await topCategoryWithChildren();
    const [row] = await queryRows<{ url_path: string }>(app, sql`select url_path from categories where id = ${parent.id}`);
    const byId = await listing({ filter: { category_id: { eq: String(parent.id) } } });
    const byUid = await listing({ filter: { category_uid: { eq: Buffer.from(String(parent.id)).toString('base64') } } });
    const byPath = await listing({ filter: { category_url_path: { eq: row.url_path } } });
    expect(byUid.products.total_count).toBe(byId.products.total_count);
    expect(byPath.products.total_count).toBe(byId.products.total_count);
  });

  it('finds nothing in a category that does not exist', async () => {
    expect((await listing({ filter: { category_id: { eq: '999999' } } })).products.total_count).toBe(0);
  });
});

describe('sorting', () => {
  it('orders by final price both ways, gold-priced products included', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const first = await listing({ sort: { price: direction }, pageSize: 48 });
      const second = await listing({ sort: { price: direction }, pageSize: 48, currentPage: 2 });
      const prices = [...finalPrices(first), ...finalPrices(second)];
      expect(isSorted(prices, direction)).toBe(true);
    }
    const mixed = await listing({ sort: { price: 'ASC' }, pageSize: 100, filter: { type_id: { in: ['simple', 'calculation_gold'] } } });
    expect(mixed.products.items.some((item) => item.type_id === 'calculation_gold')).toBe(true);
    expect(isSorted(finalPrices(mixed), 'ASC')).toBe(true);
  });

  it('prices gold pieces in whole dollars, and sorts and filters them by that same price', async () => {
    const gold = await listing({ sort: { price: 'ASC' }, pageSize: 100, filter: { type_id: { eq: 'calculation_gold' } } });
    const prices = finalPrices(gold);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => price % 100 !== 0)).toEqual([]);
    expect(isSorted(prices, 'ASC')).toBe(true);
    const piece = gold.products.items[Math.floor(prices.length / 2)];
    const major = String(piece.price_range.minimum_price.final_price.minor_units / 100);
    const exact = await listing({ filter: { type_id: { eq: 'calculation_gold' }, price: { from: major, to: major } }, pageSize: 100 });
    expect(exact.products.items.map((item) => item.sku)).toContain(piece.sku);
  });

  it('orders by price in the display currency too', async () => {
    const answer = await listing({ sort: { price: 'DESC' }, pageSize: 48 }, { Store: 'tsl_mo_en', 'Content-Currency': 'CNY' });
    expect(answer.products.items[0].price_range.minimum_price.final_price.currency).toBe('CNY');
    expect(isSorted(finalPrices(answer), 'DESC')).toBe(true);
  });

  it('orders by recommended rank', async () => {
    const answer = await listing({ sort: { recommended: 'ASC' }, pageSize: 48 });
    const ranks = await queryRows<{ id: number; recommended_rank: number }>(
      app,
      sql`select id, recommended_rank from products where id = any(${sql.param(answer.products.items.map((item) => item.id))}::int[])`,
    );
    const rankOf = new Map(ranks.map((row) => [row.id, row.recommended_rank]));
    expect(isSorted(answer.products.items.map((item) => rankOf.get(item.id)!), 'ASC')).toBe(true);
  });

  it('orders by newest first', async () => {
    const answer = await listing({ sort: { newest: 'DESC' }, pageSize: 48 });
    const dates = answer.products.items.map((item) => item.new_from_date);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated.length).toBeGreaterThan(0);
    expect(isSorted(dated.map((date) => Date.parse(date)), 'DESC')).toBe(true);
    // Undated products come last.
    expect(dates.slice(0, dated.length).every((date) => date !== null)).toBe(true);
  });

  it('orders a category by its merchandised positions by default', async () => {
    const [category] = await queryRows<{ id: number }>(
      app,
      sql`select id from categories where level = 1 and is_active order by position, id limit 1`,
    );
    const answer = await listing({ filter: { category_id: { eq: String(category.id) } }, pageSize: 48 });
    const positions = await queryRows<{ product_id: number; position: number }>(
      app,
      sql`select product_id, position from product_categories where category_id = ${category.id}`,
    );
    const positionOf = new Map(positions.map((row) => [row.product_id, row.position]));
    const placed = answer.products.items.filter((item) => positionOf.has(item.id)).map((item) => positionOf.get(item.id)!);
    expect(placed.length).toBeGreaterThan(1);
    expect(isSorted(placed, 'ASC')).toBe(true);
  });

  it('orders by name in the store view language', async () => {
    const answer = await listing({ sort: { name: 'ASC' }, pageSize: 30 }, { Store: 'tsl_en' });
    const expected = await queryRows<{ sku: string }>(
      app,
      sql`select sku from products where id = any(${sql.param(answer.products.items.map((item) => item.id))}::int[])
          order by name->>'en', id`,
    );
    expect(answer.products.items.map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
  });

  /** Every result of a search, in order, page after page. */
  async function wholeSearch(search: string, headers: Record<string, string>): Promise<ListedProduct[]> {
    const items: ListedProduct[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listing({ search, pageSize: 100, currentPage: page }, headers);
      items.push(...answer.products.items);
      if (page >= answer.products.page_info.total_pages) return items;
    }
  }

  it('ranks priced jewellery before services, guides, rewards and free items, name matches first in each', async () => {
    const notJewellery = ['virtual', 'downloadable', 'point_simple'];
    for (const [search, store] of [['jewellery', 'tsl_en'], ['首飾', 'tsl_tc'], ['gold', 'tsl_en'], ['diamond', 'tsl_mo_en']]) {
      const items = await wholeSearch(search, { Store: store });
      const tier = (item: ListedProduct) =>
        (notJewellery.includes(item.type_id) || item.price_range.minimum_price.final_price.minor_units === 0 ? 2 : 0) +
        (item.name.toLowerCase().includes(search) ? 0 : 1);
      const tiers = items.map(tier);
      expect(tiers[0], `${search}: first is ${items[0]?.sku}`).toBeLessThan(2);
      expect(tiers.some((value) => value >= 2), `${search} also finds other items`).toBe(true);
      expect(isSorted(tiers, 'ASC'), `${search}: ${tiers.join('')}`).toBe(true);
    }
  });

  it('still puts the SKU typed exactly first, whatever it is', async () => {
    const answer = await listing({ search: 'dl-care-guide' });
    expect(answer.products.items[0].sku).toBe('DL-CARE-GUIDE');
  });
});

describe('paging', () => {
  it('pages through the same order without gaps or overlaps', async () => {
    const whole = await listing({ pageSize: 10, sort: { price: 'ASC' } });
    const first = await listing({ pageSize: 5, currentPage: 1, sort: { price: 'ASC' } });
    const second = await listing({ pageSize: 5, currentPage: 2, sort: { price: 'ASC' } });
    expect([...first.products.items, ...second.products.items].map((item) => item.id)).toEqual(whole.products.items.map((item) => item.id));
    expect(first.products.page_info).toEqual({ current_page: 1, page_size: 5, total_pages: Math.ceil(whole.products.total_count / 5) });
    expect(first.products.total_count).toBe(whole.products.total_count);
  });

  it('defaults to 6 per page', async () => {
    const answer = await listing({});
    expect(answer.products.page_info.page_size).toBe(6);
    expect(answer.products.items).toHaveLength(6);
  });

  it('refuses pages past the end, but not when there is nothing', async () => {
    const { products } = await listing({ pageSize: 48 });
    const error = await listingError({ pageSize: 48, currentPage: products.page_info.total_pages + 1 });
    expect(error.extensions?.category).toBe('graphql-input');
    expect((await listing({ search: 'zzzqqq', currentPage: 3 })).products).toMatchObject({ total_count: 0, items: [] });
  });

  it('refuses page sizes and pages out of range', async () => {
    for (const variables of [{ pageSize: 0 }, { pageSize: 1000 }, { currentPage: 0 }, { currentPage: -1 }]) {
      expect((await listingError(variables)).extensions?.category).toBe('graphql-input');
    }
  });
});

describe('layered navigation', () => {
  const AGGREGATIONS_QUERY = `query Facets($search: String, $filter: ProductAttributeFilterInput, $aggregations: AggregationsFilterInput) {
    products(search: $search, filter: $filter) {
      total_count
      aggregations(filter: $aggregations) { attribute_code label count options { label value count } }
      sort_fields { default options { label value direction code } }
    }
  }`;

  async function facets(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const answer = await app.graphql<ProductsAnswer>(AGGREGATIONS_QUERY, variables, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.products;
  }

  it('counts each option as the filtered total it leads to', async () => {
    const all = await facets({});
    const codes = all.aggregations!.map((aggregation) => aggregation.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['price', 'category_id', 'metal', 'stock_status']));

    const stock = all.aggregations!.find((aggregation) => aggregation.attribute_code === 'stock_status')!;
    expect(stock.options.reduce((sum, option) => sum + option.count, 0)).toBe(all.total_count);
    const price = all.aggregations!.find((aggregation) => aggregation.attribute_code === 'price')!;
    expect(price.options.reduce((sum, option) => sum + option.count, 0)).toBe(all.total_count);

    for (const code of ['metal', 'price', 'category_id', 'stock_status', 'shape']) {
      const aggregation = all.aggregations!.find((candidate) => candidate.attribute_code === code);
      for (const option of aggregation?.options.slice(0, 3) ?? []) {
        const filter =
          code === 'price'
            ? { price: { from: option.value.split('_')[0], to: option.value.split('_')[1] } }
            : { [code]: { eq: option.value } };
        expect((await facets({ filter })).total_count, `${code} = ${option.value}`).toBe(option.count);
      }
    }
  });

  it('offers the diamond colour, white, yellow or pink, in three languages, and filters by it', async () => {
    const COLOURED = { category_url_path: { eq: 'diamond-rings' } };
    const colourFacet = async (headers: Record<string, string>) =>
      (await facets({ filter: COLOURED }, headers)).aggregations!.find((aggregation) => aggregation.attribute_code === 'colored_diamond')!;
    const english = await colourFacet({});
    expect(english.label).toBe('Diamond Colour');
    expect(english.options.map((option) => [option.value, option.label])).toEqual([
      ['white', 'White'],
      ['yellow', 'Yellow'],
      ['pink', 'Pink'],
    ]);
    expect((await colourFacet({ store: 'tsl_tc' })).label).toBe('鑽石顏色');
    expect((await colourFacet({ store: 'tsl_tc' })).options.map((option) => option.label)).toEqual(['白色', '黃色', '粉紅色']);
    expect((await colourFacet({ store: 'tsl_sc' })).options.map((option) => option.label)).toEqual(['白色', '黄色', '粉红色']);

    // Each option's count is what choosing it finds: yellow is a fancy yellow stone, white a D-Z grade.
    for (const option of english.options) {
      const chosen = await listing({ filter: { ...COLOURED, colored_diamond: { eq: option.value } }, pageSize: 100 });
      expect(chosen.products.total_count, option.value).toBe(option.count);
    }
    expect(english.options.every((option) => option.count > 0)).toBe(true);
  });

  it('labels price buckets in whole dollars, as jewellery is priced', async () => {
    const price = (await facets({})).aggregations!.find((aggregation) => aggregation.attribute_code === 'price')!;
    expect(price.options.length).toBeGreaterThan(1);
    for (const option of price.options) expect(option.label).toMatch(/^HK\$[\d,]+ - HK\$[\d,]+$/);
    expect(price.options[0].label).toMatch(/^HK\$0 - HK\$[\d,]*99$/);
    // The value still selects to the last cent.
    expect(price.options[0].value).toMatch(/^0_\d+\.99$/);
  });

  it("leaves a facet's own filter out of its counts", async () => {
    const all = await facets({});
    const metal = all.aggregations!.find((aggregation) => aggregation.attribute_code === 'metal')!;
    const chosen = metal.options[0];
    const filtered = await facets({ filter: { metal: { eq: chosen.value } } });
    expect(filtered.total_count).toBe(chosen.count);
    const metalAgain = filtered.aggregations!.find((aggregation) => aggregation.attribute_code === 'metal')!;
    expect(metalAgain.options).toEqual(metal.options);
    const stock = filtered.aggregations!.find((aggregation) => aggregation.attribute_code === 'stock_status')!;
    expect(stock.options.reduce((sum, option) => sum + option.count, 0)).toBe(chosen.count);
  });

  it("offers the browsed category's children", async () => {
    const [parent] = await queryRows<{ id: number }>(
      app,
      sql`select parent.id from categories parent where parent.level = 1 and parent.is_active
            and exists (select 1 from categories child where child.parent_id = parent.id and child.is_active)
          order by parent.position, parent.id limit 1`,
    );
    const answer = await facets(
      { filter: { category_id: { eq: String(parent.id) } }, aggregations: { category: { includeDirectChildrenOnly: true } } },
      { Store: 'tsl_tc' },
    );
    const category = answer.aggregations!.find((aggregation) => aggregation.attribute_code === 'category_id')!;
    const children = await queryRows<{ id: number; name: string }>(
      app,
      sql`select id, name->>'zh-Hant' as name from categories where parent_id = ${parent.id} and is_active`,
    );
    const childNames = new Map(children.map((child) => [String(child.id), child.name]));
    expect(category.options.length).toBeGreaterThan(0);
    for (const option of category.options) expect(option.label).toBe(childNames.get(option.value));
  });

  it('narrows a browsed category by a child chosen in the category facet', async () => {
    const [parent] = await queryRows<{ id: number }>(
      app,
      sql`select parent.id from categories parent where parent.level = 1 and parent.is_active
            and (select count(*) from categories child where child.parent_id = parent.id and child.is_active) > 1
          order by parent.position, parent.id limit 1`,
    );
    const browse = { category_uid: { eq: Buffer.from(String(parent.id)).toString('base64') } };
    const browsing = await facets({ filter: browse });
    const categoryFacet = browsing.aggregations!.find((aggregation) => aggregation.attribute_code === 'category_id')!;
    const chosen = categoryFacet.options[0];

    const narrowed = await facets({ filter: { ...browse, category_id: { in: [chosen.value] } } });
    expect(narrowed.total_count).toBe(chosen.count);
    // The facet still offers the chosen category's siblings of its group, counted without the choice.
    const groups = new Map(
      (await queryRows<{ id: number; code: string | null }>(app, sql`select id, menu_collection_label_code as code from categories where parent_id = ${parent.id}`)).map(
        (row) => [String(row.id), row.code],
      ),
    );
    const sameGroup = (options: Array<{ value: string }>) => options.filter((option) => groups.get(option.value) === groups.get(chosen.value));
    const narrowedFacet = narrowed.aggregations!.find((aggregation) => aggregation.attribute_code === 'category_id')!;
    expect(sameGroup(narrowedFacet.options)).toEqual(sameGroup(categoryFacet.options));
  });

  /** The SKUs of a whole listing (one page of up to 100). */
  async function skusOf(filter: Record<string, unknown>): Promise<Set<string>> {
    const answer = await listing({ filter, pageSize: 100 });
    expect(answer.products.total_count).toBeLessThanOrEqual(100);
    return new Set(answer.products.items.map((item) => item.sku));
  }
  const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((sku) => b.has(sku)));
  const either = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);

  it('combines different attributes with AND and the values of one attribute with OR', async () => {
    const round = await skusOf({ shape: { eq: 'round' } });
    const oval = await skusOf({ shape: { eq: 'oval' } });
    const gia = await skusOf({ certificate_type: { eq: 'GIA BRI' } });
    const roundGia = await skusOf({ shape: { eq: 'round' }, certificate_type: { eq: 'GIA BRI' } });
    expect(roundGia.size).toBeGreaterThan(0);
    expect(roundGia.size).toBeLessThan(Math.min(round.size, gia.size));
    expect(roundGia).toEqual(both(round, gia));
    expect(await skusOf({ shape: { in: ['round', 'oval'] } })).toEqual(either(round, oval));
  });

  it("counts each option with the other facets' filters applied and its own left out", async () => {
    const chosen = { shape: { eq: 'round' }, certificate_type: { eq: 'GIA BRI' } };
    const answer = await facets({ filter: chosen });
    const option = (code: string, value: string) =>
      answer.aggregations!.find((aggregation) => aggregation.attribute_code === code)?.options.find((candidate) => candidate.value === value);
    const total = async (filter: Record<string, unknown>) => (await facets({ filter })).total_count;

    // Another certificate among the round pieces; another shape among the GIA ones.
    expect(option('certificate_type', 'IGI BRI')?.count).toBe(await total({ shape: { eq: 'round' }, certificate_type: { eq: 'IGI BRI' } }));
    expect(option('shape', 'oval')?.count).toBe(await total({ shape: { eq: 'oval' }, certificate_type: { eq: 'GIA BRI' } }));
    // Other facets count within both choices.
    const stock = answer.aggregations!.find((aggregation) => aggregation.attribute_code === 'stock_status')!.options;
    expect(stock.reduce((sum, status) => sum + status.count, 0)).toBe(answer.total_count);
    const metals = answer.aggregations!.find((aggregation) => aggregation.attribute_code === 'metal')!.options;
    for (const metal of metals.slice(0, 2)) expect(metal.count).toBe(await total({ ...chosen, metal: { eq: metal.value } }));
  });

  it('combines category facet choices by what they classify: two shapes with OR, a shape and a certificate with AND', async () => {
    const rows = await queryRows<{ id: number; url_path: string }>(app, sql`select id, url_path from categories where url_path like 'diamond-rings/%'`);
    const idOf = (path: string) => String(rows.find((row) => row.url_path === path)!.id);
    const browse = { category_url_path: { eq: 'diamond-rings' } };
    const round = await skusOf({ category_url_path: { eq: 'diamond-rings/round' } });
    const oval = await skusOf({ category_url_path: { eq: 'diamond-rings/oval' } });
    const gia = await skusOf({ category_url_path: { eq: 'diamond-rings/gia' } });

    // The shopper's case: Round Diamonds and GIA Certified are round GIA diamonds, not either.
    const roundGia = await skusOf({ ...browse, category_id: { in: [idOf('diamond-rings/round'), idOf('diamond-rings/gia')] } });
    expect(roundGia.size).toBeGreaterThan(0);
    expect(roundGia.size).toBeLessThan(round.size);
    expect(roundGia).toEqual(both(round, gia));
    expect(await skusOf({ ...browse, category_id: { in: [idOf('diamond-rings/round'), idOf('diamond-rings/oval')] } })).toEqual(either(round, oval));

    const roundChosen = await facets({ filter: { ...browse, category_id: { in: [idOf('diamond-rings/round')] } } });
    const options = roundChosen.aggregations!.find((aggregation) => aggregation.attribute_code === 'category_id')!.options;
    expect(options.find((option) => option.value === idOf('diamond-rings/gia'))?.count).toBe(roundGia.size);
    expect(options.find((option) => option.value === idOf('diamond-rings/oval'))?.count).toBe(oval.size);
  });

  it('labels facets and the sort menu in the store view language', async () => {
    const answer = await facets({}, { Store: 'tsl_tc' });
    expect(answer.aggregations!.find((aggregation) => aggregation.attribute_code === 'price')!.label).toBe('價格');
    expect(answer.sort_fields).toMatchObject({ default: 'position' });
    expect(answer.sort_fields!.options.map((option) => option.code)).toEqual(['default', 'price_asc', 'price_desc', 'recommended', 'newest']);
    expect(answer.sort_fields!.options[1]).toMatchObject({ value: 'price', direction: 'ASC', label: '價格：由低至高' });
    const simplified = await facets({ search: '戒指' }, { Store: 'tsl_sc' });
    expect(simplified.sort_fields).toMatchObject({ default: 'relevance' });
    expect(simplified.sort_fields!.options[2].label).toBe('价格：从高到低');
  });
});
