/**
 * The search index alone, against a plain reading of the same stones: every search's total, counts
 * per attribute and grade, and page must be what filtering, counting and sorting the stones one by
 * one gives, whichever way the index takes (walking an order or gathering from the cells or a
 * slice; counting from buckets, a slice or a slice's complement), and after holds, sales and
 * catalog changes, with and without the layout built again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIAMOND_MAX_PAGE_SIZE } from '../../../rules/diamonds.ts';
import { checkedPage } from '../../core/pageInput.ts';
import { diamondRows, stoneStateOf } from '../../seed/diamonds.ts';
import { createRandom, type SeededRandom } from '../../seed/random.ts';
import { randomSearch } from '../../../../bench/diamonds.ts';
import { CellTable } from './diamondCells.ts';
import { WebsiteDiamondIndex, type IndexedSearch } from './diamondIndex.ts';
import { FACET_CODES, parseDiamondSearch, type DiamondQuery, type FacetCode } from './diamondQuery.ts';
import type { StoneState } from './diamondSearch.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const LATER = new Date(NOW + 600_000);
const EARLIER = new Date(NOW - 600_000);

/** `count` stones of the seed's distributions, with ids in an order unrelated to carat or price. */
function stonesOf(random: SeededRandom, count: number): StoneState[] {
  const rows = diamondRows(random.fork('stones'), { base: count });
  const ids = random.shuffle(rows.map((_, index) => 10 + index * 3));
  return rows.map((row, index) => stoneStateOf(row, ids[index]));
}

/** The search done stone by stone, as the database would. */
function plainSearch(stones: Iterable<StoneState>, query: DiamondQuery, nowMs: number, cart: number | undefined): IndexedSearch {
  const shown = [...stones].filter(
    (stone) =>
      stone.on_sale &&
      stone.sold_at === null &&
      (stone.held_until === null || new Date(stone.held_until).getTime() <= nowMs || stone.held_by_cart_id === cart) &&
      (query.carat.min === undefined || stone.carat >= query.carat.min) &&
      (query.carat.max === undefined || stone.carat <= query.carat.max) &&
      (query.price.min === undefined || stone.price >= query.price.min) &&
      (query.price.max === undefined || stone.price <= query.price.max),
  );
  const passes = (stone: StoneState, except?: FacetCode) => FACET_CODES.every((code) => code === except || query.facets[code] === undefined || query.facets[code]!.includes(stone[code]));
  const found = shown.filter((stone) => passes(stone));
  const counts = Object.fromEntries(
    FACET_CODES.map((code) => {
      const byGrade = new Map<number, number>();
      for (const stone of shown) if (passes(stone, code)) byGrade.set(stone[code], (byGrade.get(stone[code]) ?? 0) + 1);
      return [code, byGrade];
    }),
  ) as IndexedSearch['counts'];
  const field = query.sort.field;
  const direction = query.sort.direction === 'DESC' ? -1 : 1;
  found.sort((a, b) => direction * (a[field] - b[field] || a.id - b.id));
  const { pageSize, currentPage } = query.page;
  return { counts, total: found.length, ids: found.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((stone) => stone.id) };
}

const sorted = (counts: IndexedSearch['counts']) => Object.fromEntries(FACET_CODES.map((code) => [code, [...counts[code].entries()].sort(([a], [b]) => a - b)]));

function expectSame(index: WebsiteDiamondIndex, stones: Map<number, StoneState>, query: DiamondQuery, cart?: number) {
  const found = index.search(query, NOW, cart);
  const expected = plainSearch(stones.values(), query, NOW, cart);
  expect({ total: found.total, ids: found.ids }, JSON.stringify(query)).toEqual({ total: expected.total, ids: expected.ids });
  expect(sorted(found.counts), JSON.stringify(query)).toEqual(sorted(expected.counts));
}

/** Searches as shoppers make them, on any of the first pages and with any page size. */
function searches(random: SeededRandom, count: number): DiamondQuery[] {
  return Array.from({ length: count }, () => {
    const query = parseDiamondSearch(randomSearch(random), 20, 'en');
    const pageSize = random.pick([1, 7, 20, 100]);
    return { ...query, page: checkedPage(pageSize, random.pick([1, 1, 2, 5]), DIAMOND_MAX_PAGE_SIZE) };
  });
}

function loaded(stones: readonly StoneState[]) {
  const index = new WebsiteDiamondIndex();
  // Loaded as the database reads them: by carat, then id.
  for (const stone of [...stones].sort((a, b) => a.carat - b.carat || a.id - b.id)) index.apply(stone);
  index.prepare();
  return { index, byId: new Map(stones.map((stone) => [stone.id, { ...stone }])) };
}

/** A change to a stone, made in the plain copy and told to the index as a changed row is. */
function change(index: WebsiteDiamondIndex, byId: Map<number, StoneState>, id: number, fields: Partial<StoneState>) {
  const stone = { ...byId.get(id)!, ...fields };
  byId.set(id, stone);
  index.apply(stone);
}

type Spied = Record<'walk' | 'gatherCells' | 'gatherSlice', (...args: unknown[]) => unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the diamond search index', () => {
  const random = createRandom(7);
  const stones = stonesOf(random, 12_000);

  it('answers as the stones read one by one, walking or gathering the page', () => {
    const { index, byId } = loaded(stones);
    const prototype = WebsiteDiamondIndex.prototype as unknown as Spied;
    const ways = { walk: vi.spyOn(prototype, 'walk'), gatherCells: vi.spyOn(prototype, 'gatherCells'), gatherSlice: vi.spyOn(prototype, 'gatherSlice') };
    for (const query of searches(random.fork('searches'), 400)) expectSame(index, byId, query);
    // Each way of drawing the page was taken (the walk also when it gave up for gathering).
    for (const way of Object.values(ways)) expect(way).toHaveBeenCalled();
  });

  it('gathers a small result from its cells rather than walking the order', () => {
    const { index, byId } = loaded(stones);
    const gathered = vi.spyOn(WebsiteDiamondIndex.prototype as unknown as Spied, 'gatherCells');
    // Rare shapes in the rarest colour: a few stones among thousands.
    const query = parseDiamondSearch({ filter: { shape: { in: ['square', 'heart'] }, colored_type: { eq: 'pink' } }, sort: { carat: 'DESC' }, pageSize: 5 }, 20, 'en');
    expectSame(index, byId, query);
    expect(gathered).toHaveBeenCalled();
    expect(index.search(query, NOW, undefined).total).toBeLessThan(stones.length / 64);
  });

  it('counts both ranges from whichever slice or complement is cheapest', () => {
    const { index, byId } = loaded(stones);
    const carats = [
      { from: '0.3', to: '0.31' },
      { from: '0.2', to: '0.5' },
      { from: '0.16', to: '5' },
    ];
    const prices = [
      { from: '4000', to: '4400' },
      { from: '2000', to: '12000' },
      { from: '1', to: '900000' },
    ];
    for (const carat of carats) {
      for (const price of prices) {
        for (const filter of [{ carat, price }, { carat, price, shape: { in: ['round', 'oval'] }, clarity: { from: 'VS2', to: 'IF' } }]) {
          expectSame(index, byId, parseDiamondSearch({ filter, sort: { price: 'ASC' } }, 20, 'en'));
          expectSame(index, byId, parseDiamondSearch({ filter, sort: { color: 'DESC' }, pageSize: 30, currentPage: 2 }, 20, 'en'));
        }
      }
    }
  });

  it('counts a slice from the bucket edges nearest its ends, adding or taking the stones between', () => {
    const { index, byId } = loaded(stones);
    const added = vi.spyOn(CellTable.prototype, 'addPositions');
    // Carat and price ranges sliding over the orders, so their ends fall on either side of the edges.
    for (let from = 20; from <= 150; from += 3) {
      const carat = { from: (from / 100).toFixed(2), to: ((from + 40) / 100).toFixed(2) };
      expectSame(index, byId, parseDiamondSearch({ filter: { carat }, sort: { price: 'ASC' } }, 20, 'en'));
      const price = { from: String(from * 50), to: String(from * 150) };
      expectSame(index, byId, parseDiamondSearch({ filter: { price, shape: { in: ['round', 'oval'] } }, sort: { carat: 'DESC' } }, 20, 'en'));
    }
    // Ends rounded outwards (stones taken) and inwards (stones added) both occurred.
    const signs = new Set(added.mock.calls.filter(([, from, to]) => to > from).map(([, , , sign]) => sign));
    expect([...signs].sort()).toEqual([-1, 1]);
  });

  it('takes holds and sales since the build as corrections, without building the layout again', () => {
    const { index, byId } = loaded(stones);
    const builds = index.layoutBuilds;
    const changes = random.fork('holds');
    const ids = changes.sample([...byId.keys()], 90);
    // Held for cart 1 or 2 (some holds run out), sold, taken off sale, sold and the sale undone.
    ids.slice(0, 30).forEach((id, at) => change(index, byId, id, { held_by_cart_id: 1 + (at % 2), held_until: at % 3 === 0 ? EARLIER : LATER }));
    ids.slice(30, 60).forEach((id) => change(index, byId, id, { sold_at: EARLIER }));
    ids.slice(60, 75).forEach((id) => change(index, byId, id, { on_sale: false }));
    ids.slice(75, 90).forEach((id) => change(index, byId, id, { sold_at: EARLIER }));
    ids.slice(75, 90).forEach((id) => change(index, byId, id, { sold_at: null }));
    // A hold released.
    change(index, byId, ids[1], { held_by_cart_id: null, held_until: null });
    for (const query of searches(changes.fork('searches'), 150)) {
      expectSame(index, byId, query);
      expectSame(index, byId, query, 1);
    }
    expect(index.layoutBuilds).toBe(builds);
  });

  it('builds the layout again once many stones have left it, and after a change that moves stones', () => {
    const { index, byId } = loaded(stones);
    const changes = random.fork('sales');
    const ids = changes.shuffle([...byId.keys()]);
    let builds = index.layoutBuilds;
    // Sales past 1/128 of the stones.
    ids.slice(0, 200).forEach((id) => change(index, byId, id, { sold_at: EARLIER }));
    const queries = searches(changes.fork('searches'), 60);
    for (const query of queries) expectSame(index, byId, query);
    expect(index.layoutBuilds).toBe(builds + 1);
    builds = index.layoutBuilds;

    // A sale from before the build undone: the stone is back, in its place in every order.
    change(index, byId, ids[0], { sold_at: null });
    for (const query of queries) expectSame(index, byId, query);
    expect(index.layoutBuilds).toBe(builds + 1);

    // A new price, carat and grade, and a new stone.
    change(index, byId, ids[300], { price: 1 });
    change(index, byId, ids[301], { carat: 499 });
    change(index, byId, ids[302], { color: (byId.get(ids[302])!.color + 1) % 8, cut: 2 });
    const newcomer = { ...byId.get(ids[303])!, id: 1, carat: 77 };
    byId.set(1, newcomer);
    index.apply(newcomer);
    for (const query of queries) expectSame(index, byId, query);
    expectSame(index, byId, parseDiamondSearch({ sort: { price: 'ASC' }, pageSize: 3 }, 20, 'en'));
    expect(index.search(parseDiamondSearch({ sort: { price: 'ASC' }, pageSize: 1 }, 20, 'en'), NOW, undefined).ids).toEqual([ids[300]]);
    expect(index.layoutBuilds).toBe(builds + 2);
  });

  it('pages deep into a sort without gaps or repeats', () => {
    const { index, byId } = loaded(stones);
    for (const field of ['price', 'carat', 'color', 'clarity', 'cut'] as const) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const filter = { shape: { in: ['oval', 'pear'] }, carat: { from: '0.3', to: '1' } };
        for (const currentPage of [1, 2, 9]) expectSame(index, byId, parseDiamondSearch({ filter, sort: { [field]: direction }, pageSize: 13, currentPage }, 20, 'en'));
      }
    }
  });
});
