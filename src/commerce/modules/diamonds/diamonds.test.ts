/**
 * The diamond inventory through the real server and database: search with filters, ranges, counts
 * with the other filters applied, sorting and paging, checked against the stones in the database;
 * bad input refused with a message in the store view's language; a stone's detail and certificate;
 * holds for one bag that end with the clock and follow a merged bag; two bags racing for one stone
 * and two orders for one stone, each with exactly one winner.
 */
import { sql, type Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { TestClock } from '../../../../test/kits/clock.ts';
import { HK, newMember } from '../../../../test/kits/club.ts';
import { requestContextFor, resolveStoreScope } from '../../core/requestContext.ts';
import { DIAMOND_COLOURS, DIAMOND_HOLD_MS, DIAMOND_SHAPES, FINISH_GRADES } from '../../../rules/diamonds.ts';
import { DIAMOND_INDEX_POLL_MS } from './diamondIndex.ts';

const SEARCH = `query($filter: DiamondFilterInput, $sort: DiamondSortInput, $page: Int, $size: Int, $cart: String) {
  diamonds(filter: $filter, sort: $sort, currentPage: $page, pageSize: $size, cart_id: $cart) {
    total_count
    items { identifier shape carat color clarity cut polish symmetry fluorescence colored_type certification price { value currency minor_units } available }
    aggregations { attribute_code label count options { value label count } }
    page_info { current_page page_size total_pages }
  } }`;
const DETAIL = `query($id: String!) { diamond(identifier: $id) {
  identifier shape shape_label carat color color_label clarity cut_label diameter certificate_number available
  certificate { lab certification number url } price { value currency minor_units } } }`;
/** Where a stone stands for a bag (or for nobody's bag). */
const STATE = `query($id: String!, $cart: String) { diamond(identifier: $id, cart_id: $cart) { state held_until } }`;
const HOLD = `mutation($cart: String!, $id: String!) { holdDiamond(input: { cart_id: $cart, identifier: $id }) { held_until diamond { identifier available } } }`;

interface Item {
  identifier: string;
  shape: string;
  carat: number;
  color: string;
  clarity: string;
  cut: string;
  price: { value: number; currency: string; minor_units: number };
  available: boolean;
}
interface Aggregation {
  attribute_code: string;
  label: string;
  options: Array<{ value: string; label: string; count: number }>;
}
interface SearchAnswer {
  total_count: number;
  items: Item[];
  aggregations: Aggregation[];
  page_info: { current_page: number; page_size: number; total_pages: number };
}

const clock = new TestClock();
let app: TestApp;

async function search(variables: Record<string, unknown>, headers: Record<string, string> = HK): Promise<SearchAnswer> {
  const answer = await app.graphql(SEARCH, variables, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.diamonds as SearchAnswer;
}

async function refusal(query: string, variables: Record<string, unknown>, headers: Record<string, string> = HK) {
  const answer = await app.graphql(query, variables, headers);
  expect(answer.status).toBe(200);
  expect(answer.errors).toHaveLength(1);
  return answer.errors![0];
}

async function newCart(): Promise<{ masked: string; id: number }> {
  const answer = await app.graphql('mutation { createCart }', {}, HK);
  const masked = answer.data!.createCart as string;
  const [row] = await queryRows<{ id: number }>(app, sql`select id from carts where masked_id = ${masked}`);
  return { masked, id: row.id };
}

/** A Hong Kong stone on offer nobody has touched in this file. */
let spare = 0;
async function freeStone(): Promise<string> {
  spare += 1;
  const [row] = await queryRows<{ identifier: string }>(
    app,
    sql`select identifier from diamonds where website_id = 1 and sold_at is null and on_sale and held_by_cart_id is null order by id desc offset ${spare} limit 1`,
  );
  return row.identifier;
}

const counts = async (where: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(app, sql`select count(*)::int as n from diamonds where website_id = 1 and sold_at is null and on_sale and ${where}`))[0].n);

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' }, clock });
});

afterAll(async () => {
  await app?.close();
});

describe('the seeded inventory', () => {
  it('stocks 20,000 stones shaped like a jeweller’s: round first, weights bunched just above 0.30, 0.50, 0.70 and 1.00 ct, few coloured', async () => {
    const [totals] = await queryRows<{ stones: number; certificates: number; round: number; coloured: number; small: number }>(
      app,
      sql`select count(*)::int as stones, count(distinct certificate_number)::int as certificates, count(*) filter (where shape = 0)::int as round,
        count(*) filter (where colored_type > 0)::int as coloured, count(*) filter (where carat < 100)::int as small from diamonds`,
    );
    expect(totals.stones).toBeGreaterThanOrEqual(20_000);
    expect(totals.certificates).toBe(totals.stones);
    expect(totals.round / totals.stones).toBeGreaterThan(0.45);
    expect(totals.coloured / totals.stones).toBeLessThan(0.05);
    expect(totals.small / totals.stones).toBeGreaterThan(0.75);
    const byWeight = new Map((await queryRows<{ carat: number; n: number }>(app, sql`select carat, count(*)::int as n from diamonds group by carat`)).map((row) => [row.carat, row.n]));
    for (const bump of [30, 50, 70, 100]) expect(byWeight.get(bump) ?? 0).toBeGreaterThan(2 * (byWeight.get(bump - 2) ?? 0));
  });
});

describe('diamond search', () => {
  it('offers the website’s stones with counts per option of every filter', async () => {
    const answer = await search({});
    expect(answer.total_count).toBe(await counts(sql`true`));
    expect(answer.total_count).toBeGreaterThan(10_000);
    expect(answer.items).toHaveLength(20);
    expect(answer.items.every((item) => item.price.currency === 'HKD' && item.available)).toBe(true);
    const shapes = answer.aggregations.find((aggregation) => aggregation.attribute_code === 'shape')!;
    expect(shapes.options.map((option) => option.value)).toEqual([...DIAMOND_SHAPES]);
    expect(shapes.options.reduce((sum, option) => sum + option.count, 0)).toBe(answer.total_count);
    // Round leads, as in a jeweller's stock.
    expect(Math.max(...shapes.options.map((option) => option.count))).toBe(shapes.options[0].count);
    const macau = await search({}, { store: 'tsl_mo_en' });
    expect(macau.items[0].price.currency).toBe('MOP');
    expect(macau.total_count).toBe(Number((await queryRows<{ n: number }>(app, sql`select count(*)::int as n from diamonds where website_id = 2`))[0].n));
  });

  it('filters by value, grade range and carat and price ranges, counting each filter’s options with the others applied', async () => {
    const filter = { shape: { in: ['oval', 'pear'] }, color: { from: 'G', to: 'D' }, carat: { from: '0.5', to: '1.2' }, cut: { eq: 'EX' }, price: { from: '5000' } };
    const answer = await search({ filter, size: 100 });
    const matching = sql`shape in (6, 7) and color <= 3 and carat between 50 and 120 and cut = 0 and price >= 500000`;
    expect(answer.total_count).toBe(await counts(matching));
    expect(answer.total_count).toBeGreaterThan(0);
    for (const item of answer.items) {
      expect(['oval', 'pear']).toContain(item.shape);
      expect(['D', 'E', 'F', 'G']).toContain(item.color);
      expect(item.carat).toBeGreaterThanOrEqual(0.5);
      expect(item.carat).toBeLessThanOrEqual(1.2);
      expect(item.cut).toBe('EX');
      expect(item.price.value).toBeGreaterThanOrEqual(5000);
    }
    const optionCounts = (code: string) => Object.fromEntries(answer.aggregations.find((aggregation) => aggregation.attribute_code === code)!.options.map((option) => [option.value, option.count]));
    // Shape's counts leave out the shape filter; colour's leave out the colour filter.
    const shapeRows = await queryRows<{ shape: number; n: number }>(
      app,
      sql`select shape, count(*)::int as n from diamonds where website_id = 1 and sold_at is null and on_sale and color <= 3 and carat between 50 and 120 and cut = 0 and price >= 500000 group by shape`,
    );
    expect(optionCounts('shape')).toEqual(Object.fromEntries(shapeRows.map((row) => [DIAMOND_SHAPES[row.shape], row.n])));
    const colourRows = await queryRows<{ color: number; n: number }>(
      app,
      sql`select color, count(*)::int as n from diamonds where website_id = 1 and sold_at is null and on_sale and shape in (6, 7) and carat between 50 and 120 and cut = 0 and price >= 500000 group by color`,
    );
    expect(optionCounts('color')).toEqual(Object.fromEntries(colourRows.map((row) => [DIAMOND_COLOURS[row.color], row.n])));
    // An attribute without a filter counts the stones found.
    expect(Object.values(optionCounts('clarity')).reduce((sum, count) => sum + count, 0)).toBe(answer.total_count);
    const polishRows = await queryRows<{ polish: number; n: number }>(app, sql`select polish, count(*)::int as n from diamonds where website_id = 1 and sold_at is null and on_sale and ${matching} group by polish`);
    expect(optionCounts('polish')).toEqual(Object.fromEntries(polishRows.map((row) => [FINISH_GRADES[row.polish], row.n])));
  });

  it('finds coloured stones and certifications by their codes', async () => {
    const answer = await search({ filter: { colored_type: { in: ['yellow', 'pink'] }, certification: { eq: 'GIA BRI' } }, size: 100 });
    expect(answer.total_count).toBe(await counts(sql`colored_type in (1, 2) and certification = 0`));
    expect(answer.total_count).toBeGreaterThan(0);
    expect(answer.total_count).toBeLessThan(1000);
  });

  it('sorts by price, carat, colour, clarity and cut both ways, and pages without gaps or repeats', async () => {
    const byPrice = await search({ sort: { price: 'DESC' }, size: 50 });
    const prices = byPrice.items.map((item) => item.price.minor_units);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Number((await queryRows<{ top: number }>(app, sql`select max(price)::float8 as top from diamonds where website_id = 1 and sold_at is null and on_sale`))[0].top));
    const byCarat = await search({ sort: { carat: 'ASC' }, size: 50 });
    const carats = byCarat.items.map((item) => item.carat);
    expect(carats).toEqual([...carats].sort((a, b) => a - b));
    const byColour = await search({ sort: { color: 'ASC' }, filter: { colored_type: { eq: 'white' } }, size: 30 });
    expect(byColour.items.every((item) => item.color === 'D')).toBe(true);
    const byClarity = await search({ sort: { clarity: 'DESC' }, size: 30 });
    expect(byClarity.items.every((item) => item.clarity === 'SI2')).toBe(true);
    const byCut = await search({ sort: { cut: 'DESC' }, size: 30 });
    expect(byCut.items.every((item) => item.cut === 'G')).toBe(true);

    const filter = { shape: { eq: 'heart' }, carat: { from: '0.3', to: '0.6' } };
    const all = await search({ filter, sort: { carat: 'DESC' }, size: 100 });
    expect(all.total_count).toBeGreaterThan(14);
    const first = await search({ filter, sort: { carat: 'DESC' }, size: 7, page: 1 });
    const second = await search({ filter, sort: { carat: 'DESC' }, size: 7, page: 2 });
    expect([...first.items, ...second.items].map((item) => item.identifier)).toEqual(all.items.slice(0, 14).map((item) => item.identifier));
    expect(second.page_info).toEqual({ current_page: 2, page_size: 7, total_pages: Math.ceil(all.total_count / 7) });
  });

  it('refuses bad input with a clear message in the store view’s language', async () => {
    const unknownShape = await refusal(SEARCH, { filter: { shape: { eq: 'triangle' } } });
    expect(unknownShape.extensions?.category).toBe('graphql-input');
    expect(unknownShape.message).toContain('"triangle" is not a diamond Shape');
    expect(unknownShape.message).toContain('round, heart');
    const chinese = await refusal(SEARCH, { filter: { shape: { eq: 'triangle' } } }, { store: 'tsl_tc' });
    expect(chinese.message).toContain('不是鑽石的形狀');
    expect((await refusal(SEARCH, { filter: { color: { from: 'Z' } } })).message).toContain('"Z" is not a diamond Colour');
    expect((await refusal(SEARCH, { filter: { carat: { from: 'heavy' } } })).message).toBe('The carat range takes numbers from 0.01 to 30; "heavy" is not one');
    expect((await refusal(SEARCH, { filter: { carat: { from: '2', to: '1' } } })).message).toBe('The carat range starts above where it ends');
    expect((await refusal(SEARCH, { filter: { price: { to: '-5' } } }, { store: 'tsl_sc' })).message).toContain('价格范围须为');
    expect((await refusal(SEARCH, { sort: { price: 'ASC', carat: 'DESC' } })).message).toBe('Sort diamonds by one field at a time');
    expect((await refusal(SEARCH, { size: 500 })).message).toBe('pageSize must be between 1 and 100');
    expect((await refusal(SEARCH, { filter: { shape: { eq: 'heart' }, carat: { from: '0.3', to: '0.31' } }, page: 999 })).message).toMatch(/^currentPage value 999 specified is greater than the \d+ page\(s\) available$/);
    const invalidCart = await refusal(SEARCH, { cart: 'not-a-cart' });
    expect(invalidCart.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('a diamond’s detail', () => {
  it('shows the stone with its certificate, and refuses identifiers it does not know', async () => {
    const [row] = await queryRows<{ identifier: string; certificate_number: string; certification: number }>(
      app,
      sql`select identifier, certificate_number, certification from diamonds where website_id = 1 and certification = 0 order by id limit 1`,
    );
    const answer = await app.graphql(DETAIL, { id: row.identifier.toLowerCase() }, { store: 'tsl_tc' });
    expect(answer.errors).toBeUndefined();
    const diamond = answer.data!.diamond;
    expect(diamond.identifier).toBe(row.identifier);
    expect(diamond.certificate).toEqual({ lab: 'GIA', certification: 'GIA BRI', number: row.certificate_number, url: `https://www.gia.edu/report-check?reportno=${row.certificate_number}` });
    expect(diamond.shape_label).toMatch(/形/);
    expect(diamond.diameter).toBeGreaterThan(2);
    // Another website's stone is not this store's.
    const [macau] = await queryRows<{ identifier: string }>(app, sql`select identifier from diamonds where website_id = 2 limit 1`);
    expect((await refusal(DETAIL, { id: macau.identifier })).message).toBe(`No diamond "${macau.identifier}" is offered in this store`);
    expect((await refusal(DETAIL, { id: 'x' })).message).toBe('"x" is not a diamond identifier');
  });
});

describe('holds', () => {
  it('holds a stone for one bag until the hold runs out, hiding it from others meanwhile', async () => {
    const stone = await freeStone();
    const first = await newCart();
    const second = await newCart();
    const held = await app.graphql(HOLD, { cart: first.masked, id: stone }, HK);
    expect(held.errors).toBeUndefined();
    expect(new Date(held.data!.holdDiamond.held_until).getTime() - clock.now().getTime()).toBeGreaterThan(DIAMOND_HOLD_MS - 60_000);
    expect(held.data!.holdDiamond.diamond).toEqual({ identifier: stone, available: true });

    const taken = await refusal(HOLD, { cart: second.masked, id: stone });
    expect(taken.message).toBe(`Diamond ${stone} is held for another shopper. Choose another stone, or try again later.`);
    expect((await refusal(HOLD, { cart: second.masked, id: stone }, { store: 'tsl_tc' })).message).toContain('已為另一位顧客保留');
    expect((await app.graphql(DETAIL, { id: stone }, HK)).data!.diamond.available).toBe(false);
    const everyone = await search({ size: 1 });
    const mine = await search({ size: 1, cart: first.masked });
    expect(mine.total_count).toBe(everyone.total_count + 1);
    const forCart = await app.app.commerce.diamonds.diamondForCart(resolveStoreScope('tsl_en', undefined), stone, first.id);
    expect(forCart.heldByThisCart).toBe(true);
    // Each bag is told where the stone stands for it: held for it until when, or for another bag.
    expect((await app.graphql(STATE, { id: stone, cart: first.masked }, HK)).data!.diamond).toEqual({ state: 'HELD_FOR_YOUR_BAG', held_until: held.data!.holdDiamond.held_until });
    expect((await app.graphql(STATE, { id: stone, cart: second.masked }, HK)).data!.diamond).toEqual({ state: 'HELD_FOR_ANOTHER_BAG', held_until: null });
    expect((await app.graphql(STATE, { id: stone }, HK)).data!.diamond).toEqual({ state: 'HELD_FOR_ANOTHER_BAG', held_until: null });

    await clock.advance(DIAMOND_HOLD_MS + 1000);
    expect((await app.graphql(DETAIL, { id: stone }, HK)).data!.diamond.available).toBe(true);
    expect((await app.graphql(STATE, { id: stone, cart: first.masked }, HK)).data!.diamond).toEqual({ state: 'AVAILABLE', held_until: null });
    const after = await app.graphql(HOLD, { cart: second.masked, id: stone }, HK);
    expect(after.errors).toBeUndefined();
    expect((await app.app.commerce.diamonds.diamondForCart(resolveStoreScope('tsl_en', undefined), stone, first.id)).heldByThisCart).toBe(false);
  });

  it('gives the stone to exactly one of two bags asking at once', async () => {
    const stone = await freeStone();
    const carts = await Promise.all([newCart(), newCart(), newCart()]);
    const answers = await Promise.all(carts.map((cart) => app.graphql(HOLD, { cart: cart.masked, id: stone }, HK)));
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.message.includes('is held for another shopper'))).toHaveLength(2);
    const [row] = await queryRows<{ held_by_cart_id: number }>(app, sql`select held_by_cart_id from diamonds where identifier = ${stone}`);
    expect(row.held_by_cart_id).toBe(carts[answers.indexOf(won[0])].id);
  });

  it('moves with a guest’s bag merged into a member’s', async () => {
    const stone = await freeStone();
    const guest = await newCart();
    expect((await app.graphql(HOLD, { cart: guest.masked, id: stone }, HK)).errors).toBeUndefined();
    const member = await newMember(app);
    const own = await app.graphql('{ customerCart { id } }', {}, member.headers);
    const destination = own.data!.customerCart.id as string;
    const merged = await app.graphql('mutation($from: String!, $to: String) { mergeCarts(source_cart_id: $from, destination_cart_id: $to) { id } }', { from: guest.masked, to: destination }, member.headers);
    expect(merged.errors).toBeUndefined();
    const [row] = await queryRows<{ id: number }>(app, sql`select id from carts where masked_id = ${destination}`);
    expect((await app.app.commerce.diamonds.diamondForCart(resolveStoreScope('tsl_en', undefined), stone, row.id)).heldByThisCart).toBe(true);
  });
});

describe('selling a stone once', () => {
  it('lets exactly one of two orders placed at once buy the stone, and the other is told it is sold', async () => {
    const stone = await freeStone();
    const buyers = await Promise.all([newCart(), newCart()]);
    const scope = resolveStoreScope('tsl_en', undefined);
    const { diamonds } = app.app.commerce;
    const attempts = await Promise.allSettled(buyers.map((buyer) => app.database.db.transaction((tx) => diamonds.sellForOrder(tx, scope, buyer.id, stone))));
    const sold = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(sold).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.messageKey).toBe('diamond.sold');
    const [row] = await queryRows<{ sold_cart_id: number; sold_at: string | null }>(app, sql`select sold_cart_id, sold_at from diamonds where identifier = ${stone}`);
    expect(row.sold_at).not.toBeNull();
    expect(row.sold_cart_id).toBe(buyers[attempts.indexOf(sold[0])].id);
    // Sold means gone: not held, not offered, not sold again.
    expect((await refusal(HOLD, { cart: buyers[0].masked, id: stone })).message).toBe(`Diamond ${stone} has been sold. Please choose another stone.`);
    expect((await app.graphql(DETAIL, { id: stone }, HK)).data!.diamond.available).toBe(false);
    expect((await app.graphql(STATE, { id: stone, cart: buyers[1].masked }, HK)).data!.diamond.state).toBe('SOLD');
  });

  it('refuses a stone another bag holds, sells the holder’s, and undoes a sale whose order failed', async () => {
    const stone = await freeStone();
    const [holder, other] = await Promise.all([newCart(), newCart()]);
    const scope = resolveStoreScope('tsl_en', undefined);
    const { diamonds } = app.app.commerce;
    expect((await app.graphql(HOLD, { cart: holder.masked, id: stone }, HK)).errors).toBeUndefined();
    await expect(app.database.db.transaction((tx) => diamonds.sellForOrder(tx, scope, other.id, stone))).rejects.toMatchObject({ messageKey: 'diamond.heldByAnother' });
    // An order that fails after the sale rolls it back with its transaction.
    await expect(
      app.database.db.transaction(async (tx) => {
        await diamonds.sellForOrder(tx, scope, holder.id, stone);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect((await diamonds.diamondForCart(scope, stone, holder.id)).sold).toBe(false);
    const sale = await app.database.db.transaction((tx) => diamonds.sellForOrder(tx, scope, holder.id, stone));
    expect(sale.diamond.identifier).toBe(stone);
    await app.database.db.transaction((tx) => diamonds.unsell(tx, scope.website.id, holder.id, stone));
    expect((await diamonds.diamondForCart(scope, stone, holder.id)).sold).toBe(false);
  });
});

describe('the search index of each process', () => {
  interface Stone {
    id: number;
    identifier: string;
    shape: number;
    carat: number;
    price: number;
  }
  /** A stone nobody has touched in this file, and a search that finds it among few others. */
  async function stoneAndItsSearch(byPrice = false) {
    const identifier = await freeStone();
    const [stone] = await queryRows<Stone>(app, sql`select id, identifier, shape, carat, price::float8 as price from diamonds where identifier = ${identifier}`);
    const filter = {
      shape: { eq: DIAMOND_SHAPES[stone.shape] },
      carat: { from: String(stone.carat / 100), to: String(stone.carat / 100) },
      // Narrowed to the stone's price, the search lists it on its first page.
      ...(byPrice ? { price: { from: String(stone.price / 100), to: String(stone.price / 100) } } : {}),
    };
    const offered = async () =>
      counts(
        sql`shape = ${stone.shape} and carat = ${stone.carat} and (held_until is null or held_until <= ${clock.now()})${byPrice ? sql` and price = ${stone.price}` : sql``}`,
      );
    const find = async (cart?: string, size = 100) => {
      const answer = await search({ filter, size, ...(cart ? { cart } : {}) });
      const shapes = answer.aggregations.find((aggregation) => aggregation.attribute_code === 'shape')!;
      return {
        total: answer.total_count,
        shapeCount: shapes.options.find((option) => option.value === DIAMOND_SHAPES[stone.shape])?.count ?? 0,
        listed: answer.items.some((item) => item.identifier === stone.identifier),
      };
    };
    return { stone, find, offered };
  }

  it('follows holds and releases made in this process: counts and page at once', async () => {
    const { stone, find, offered } = await stoneAndItsSearch();
    const before = await find();
    expect(before).toMatchObject({ total: await offered(), listed: true });
    const cart = await newCart();
    expect((await app.graphql(HOLD, { cart: cart.masked, id: stone.identifier }, HK)).errors).toBeUndefined();
    const held = await find();
    expect(held).toEqual({ total: before.total - 1, shapeCount: before.shapeCount - 1, listed: false });
    expect(await find(cart.masked)).toEqual(before);
    const released = await app.graphql('mutation($cart: String!, $id: String!) { releaseDiamond(input: { cart_id: $cart, identifier: $id }) { identifier available } }', { cart: cart.masked, id: stone.identifier }, HK);
    expect(released.errors).toBeUndefined();
    expect(await find()).toEqual(before);
  });

  it('follows sales and a sale undone', async () => {
    const { stone, find } = await stoneAndItsSearch();
    const before = await find();
    const buyer = await newCart();
    const scope = resolveStoreScope('tsl_en', undefined);
    const { diamonds } = app.app.commerce;
    await app.database.db.transaction((tx) => diamonds.sellForOrder(tx, scope, buyer.id, stone.identifier));
    expect(await find()).toEqual({ total: before.total - 1, shapeCount: before.shapeCount - 1, listed: false });
    // The sold stone is not the buyer's to see again either.
    expect((await find(buyer.masked)).listed).toBe(false);
    await app.database.db.transaction((tx) => diamonds.unsell(tx, scope.website.id, buyer.id, stone.identifier));
    expect(await find()).toEqual(before);
  });

  it('never lists a stone another instance holds or sold, and counts it within the poll interval', async () => {
    const { stone, find, offered } = await stoneAndItsSearch(true);
    const before = await find();
    expect(before.listed).toBe(true);
    const other = await newCart();
    // Another process on the same database: its statement, not this process's service.
    const holdUntil = new Date(clock.now().getTime() + DIAMOND_HOLD_MS);
    await app.database.db.execute(sql`update diamonds set held_by_cart_id = ${other.id}, held_until = ${holdUntil}, changed_at = now() where id = ${stone.id}`);
    const now = await find();
    expect(now.listed).toBe(false);
    // Found on the page's re-check, the hold is in this process's index from then on.
    expect(now.total).toBe(before.total - 1);
    expect(now.total).toBe(await offered());

    // Holds the page never meets (a page of one stone) reach the counts with the next read of changes.
    const second = await stoneAndItsSearch();
    const secondBefore = await second.find(undefined, 1);
    await app.database.db.execute(
      sql`update diamonds set held_by_cart_id = ${other.id}, held_until = ${holdUntil}, changed_at = now() where website_id = 1 and shape = ${second.stone.shape} and carat = ${second.stone.carat} and id <> ${second.stone.id} and sold_at is null and on_sale and (held_until is null or held_until <= ${clock.now()})`,
    );
    const others = secondBefore.total - 1;
    await clock.advance(DIAMOND_INDEX_POLL_MS);
    expect(await second.find(undefined, 1)).toEqual({ total: secondBefore.total - others, shapeCount: secondBefore.shapeCount - others, listed: true });
  });

  it('takes catalog changes: a stone off sale, a new price, a new stone', async () => {
    const { stone, find } = await stoneAndItsSearch();
    const before = await find();
    await app.database.db.execute(sql`update diamonds set on_sale = false, changed_at = now() where id = ${stone.id}`);
    await clock.advance(DIAMOND_INDEX_POLL_MS);
    expect(await find()).toEqual({ total: before.total - 1, shapeCount: before.shapeCount - 1, listed: false });
    await app.database.db.execute(sql`update diamonds set on_sale = true, price = 1, changed_at = now() where id = ${stone.id}`);
    await clock.advance(DIAMOND_INDEX_POLL_MS);
    const cheapest = await search({ sort: { price: 'ASC' }, size: 1 });
    expect(cheapest.items[0]).toMatchObject({ identifier: stone.identifier, price: { minor_units: 1 } });

    await app.database.db.execute(sql`
      insert into diamonds (website_id, identifier, shape, colored_type, certification, carat, color, clarity, cut, polish, symmetry, fluorescence, diameter, certificate_number, price)
      values (1, 'HK-NEW0000001', 0, 2, 0, 2999, 11, 0, 0, 0, 0, 0, 2000, 'NEW0000001', 99999999)`);
    await clock.advance(DIAMOND_INDEX_POLL_MS);
    const heaviest = await search({ sort: { carat: 'DESC' }, size: 1, filter: { colored_type: { eq: 'pink' } } });
    expect(heaviest.items[0]).toMatchObject({ identifier: 'HK-NEW0000001', carat: 29.99, colored_type: 'pink' });
  });

  it('reads the pages of searches made at once with one statement, each search given its own stones', async () => {
    const { diamonds } = app.app.commerce;
    const ctx = requestContextFor(resolveStoreScope('tsl_en', undefined));
    const searches = [
      { sort: { price: 'ASC' as const }, pageSize: 4 },
      { sort: { carat: 'DESC' as const }, pageSize: 3 },
      { filter: { shape: { eq: 'oval' } }, sort: { color: 'ASC' as const }, pageSize: 5 },
    ];
    const identifiers = (result: Awaited<ReturnType<typeof diamonds.search>>) => result.items.map((item) => item.identifier);
    const alone = [];
    for (const input of searches) alone.push(identifiers(await diamonds.search(ctx, input)));
    expect(new Set(alone.flat()).size).toBe(12);

    const statements: string[] = [];
    const counter: Logger = app.database.statements;
    const logQuery = counter.logQuery.bind(counter);
    counter.logQuery = (query, params) => {
      statements.push(query);
      logQuery(query, params);
    };
    try {
      const together = await Promise.all(searches.map((input) => diamonds.search(ctx, input)));
      expect(together.map(identifiers)).toEqual(alone);
    } finally {
      counter.logQuery = logQuery;
    }
    expect(statements.filter((query) => /from diamonds where website_id = \$1 and id = any/.test(query))).toHaveLength(1);
  });

  it('counts as the database does for many filter combinations', async () => {
    const combinations = [
      { filter: { shape: { in: ['round', 'oval'] }, clarity: { from: 'VS2', to: 'IF' }, fluorescence: { eq: 'none' } }, where: sql`shape in (0, 6) and clarity between 1 and 5 and fluorescence = 0` },
      { filter: { certification: { in: ['IGI BRI', 'IGI HAA'] }, polish: { eq: 'VG' }, price: { to: '20000' } }, where: sql`certification in (1, 2) and polish = 1 and price <= 2000000` },
      { filter: { colored_type: { eq: 'yellow' }, symmetry: { in: ['EX', 'G'] }, carat: { from: '0.9' } }, where: sql`colored_type = 1 and symmetry in (0, 2) and carat >= 90` },
    ];
    for (const { filter, where } of combinations) {
      const answer = await search({ filter, size: 5 });
      expect(answer.total_count).toBe(await counts(sql`${where} and (held_until is null or held_until <= ${clock.now()})`));
      const cut = answer.aggregations.find((aggregation) => aggregation.attribute_code === 'cut')!;
      expect(cut.options.reduce((sum, option) => sum + option.count, 0)).toBe(answer.total_count);
    }
  });
});
