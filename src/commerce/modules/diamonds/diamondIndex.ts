/**
 * Each website's stones on offer, kept in this process so that a search neither scans nor groups
 * the table: one slot per stone in flat arrays (grades, carat, price, hold), the stones' distinct
 * grade combinations ("cells", a few thousand) numbered once, and one order of slots per sort.
 *
 * A search counts the stones its carat and price ranges and the holds leave per cell (one pass of
 * small integer compares), then tests its filters on the cells, not on the stones: a cell failing
 * no filter counts for every attribute, a cell failing exactly one counts for that attribute only
 * (faceted counts, each attribute with the other filters applied). The page walks the sort's order
 * until it has the page's stones.
 *
 * Staying current: a change made here (hold, release, sale, unsale, merged holds) marks the
 * website's index stale, and the next search first reads the stones changed since the last read
 * (`changed_at`, kept by every statement that changes a stone), so this process answers with its
 * own changes. Another instance's changes arrive the same way within DIAMOND_INDEX_POLL_MS; until
 * then its holds and sales can only be in the counts, never in the page, because the page's rows
 * are read from the database and a stone found taken there is put in the index in its new state
 * before the search is answered again. Each read looks back CHANGE_LOOKBACK_MS before the previous
 * one (never before the load), so a change whose transaction committed after a read that started
 * later than the change (an order's sale) is still picked up.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { FACET_CODES, SORT_FIELDS, type DiamondQuery, type FacetCode, type SortField } from './diamondQuery.ts';
import { STONE_STATE_COLUMNS, type StoneState } from './diamondSearch.ts';

/** How long another instance's hold or sale may be missing from this instance's counts. */
export const DIAMOND_INDEX_POLL_MS = 2_000;
/** Longer than any transaction that changes a stone is open. */
const CHANGE_LOOKBACK_MS = 60_000;
const NO_CART = -1;

export interface IndexedSearch {
  /** Per attribute, count per grade position. */
  counts: Record<FacetCode, Map<number, number>>;
  total: number;
  /** The page's stone ids, in order. */
  ids: number[];
}

function grow<T extends Int32Array | Float64Array | Uint8Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2, 1024));
  bigger.set(array);
  return bigger;
}

const timeOf = (value: Date | string | null): number => (value === null ? 0 : (value instanceof Date ? value : new Date(value)).getTime());

/** The first of the first `size` values at or above `value` (the values ascending). */
function lowerBound(values: Int32Array, size: number, value: number): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The same over slots in an order: the first position whose slot's value is at or above `value`. */
function lowerBoundBy(order: Int32Array, values: Float64Array, value: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[order[middle]] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One website's stones. */
export class WebsiteDiamondIndex {
  size = 0;
  private ids = new Int32Array(0);
  private slotOf = new Map<number, number>();
  private offered = new Uint8Array(0);
  private carat = new Int32Array(0);
  private price = new Float64Array(0);
  private heldUntil = new Float64Array(0);
  private heldBy = new Int32Array(0);
  private cellOf = new Int32Array(0);
  private grades: Record<FacetCode, Uint8Array> = Object.fromEntries(FACET_CODES.map((code) => [code, new Uint8Array(0)])) as Record<FacetCode, Uint8Array>;
  /** Cell number by its packed grades, and each cell's grades in FACET_CODES order. */
  private cellNumber = new Map<number, number>();
  private cellCount = 0;
  /** FACET_CODES.length grades per cell, side by side. */
  private cellGrades = new Uint8Array(0);
  /** Stones on offer per cell, holds left aside; slots with a hold (perhaps run out). */
  private offeredIn = new Int32Array(0);
  private held = new Set<number>();
  private scratch = new Int32Array(0);
  private matchScratch = new Uint8Array(0);
  /** Slots below this one are in carat order (the load reads them so), for carat ranges to slice. */
  private caratSorted = 0;
  /** Slots in (field, id) ascending order, built when a search first sorts by the field. */
  private orders = new Map<SortField, Int32Array>();

  /** Puts the stone's state in its slot, adding a slot for a stone not seen before. */
  apply(stone: StoneState): void {
    let slot = this.slotOf.get(stone.id);
    if (slot === undefined) {
      // A stone never offered here that is still not offered needs no slot.
      if (!stone.on_sale || stone.sold_at !== null) return;
      slot = this.size++;
      this.slotOf.set(stone.id, slot);
      this.ids = grow(this.ids, this.size);
      this.offered = grow(this.offered, this.size);
      this.carat = grow(this.carat, this.size);
      this.price = grow(this.price, this.size);
      this.heldUntil = grow(this.heldUntil, this.size);
      this.heldBy = grow(this.heldBy, this.size);
      this.cellOf = grow(this.cellOf, this.size);
      for (const code of FACET_CODES) this.grades[code] = grow(this.grades[code], this.size);
      this.ids[slot] = stone.id;
      this.orders.clear();
    } else {
      const known = slot;
      if (this.carat[known] !== stone.carat) this.caratSorted = Math.min(this.caratSorted, known);
      if (this.carat[known] !== stone.carat || this.price[known] !== Number(stone.price) || FACET_CODES.some((code) => this.grades[code][known] !== stone[code])) this.orders.clear();
      if (this.offered[known] === 1) this.offeredIn[this.cellOf[known]]--;
    }
    if (slot > 0 && slot === this.caratSorted && this.carat[slot - 1] <= stone.carat) this.caratSorted = slot + 1;
    else if (slot === 0 && this.caratSorted === 0) this.caratSorted = 1;
    this.offered[slot] = stone.on_sale && stone.sold_at === null ? 1 : 0;
    this.carat[slot] = stone.carat;
    this.price[slot] = Number(stone.price);
    this.heldUntil[slot] = timeOf(stone.held_until);
    this.heldBy[slot] = stone.held_by_cart_id ?? NO_CART;
    let key = 0;
    for (const code of FACET_CODES) {
      this.grades[code][slot] = stone[code];
      key = key * 32 + stone[code];
    }
    let cell = this.cellNumber.get(key);
    if (cell === undefined) {
      cell = this.cellCount++;
      this.cellNumber.set(key, cell);
      this.cellGrades = grow(this.cellGrades, this.cellCount * FACET_CODES.length);
      FACET_CODES.forEach((code, facet) => (this.cellGrades[cell! * FACET_CODES.length + facet] = stone[code]));
      this.offeredIn = grow(this.offeredIn, this.cellCount);
    }
    this.cellOf[slot] = cell;
    if (this.offered[slot] === 1) this.offeredIn[cell]++;
    if (this.heldUntil[slot] > 0) this.held.add(slot);
    else this.held.delete(slot);
  }

  /** Builds every sort's order now, rather than in the first search sorting by it. */
  prepare(): void {
    for (const field of Object.keys(SORT_FIELDS) as SortField[]) this.order(field);
  }

  private order(field: SortField): Int32Array {
    let order = this.orders.get(field);
    if (!order) {
      const key = field === 'price' ? this.price : field === 'carat' ? this.carat : this.grades[field];
      const ids = this.ids;
      order = Int32Array.from({ length: this.size }, (_, slot) => slot).sort((a, b) => key[a] - key[b] || ids[a] - ids[b]);
      this.orders.set(field, order);
    }
    return order;
  }

  search(query: DiamondQuery, nowMs: number, cartId: number | undefined): IndexedSearch {
    const cart = cartId ?? NO_CART;
    const caratMin = query.carat.min ?? -1;
    const caratMax = query.carat.max ?? 2 ** 31 - 1;
    const priceMin = query.price.min ?? -1;
    const priceMax = query.price.max ?? Number.MAX_VALUE;
    const { offered, carat, price, heldUntil, heldBy, cellOf, size } = this;
    const cells = this.cellCount;
    const cellGrades = this.cellGrades;
    const shown = (slot: number) =>
      offered[slot] === 1 &&
      carat[slot] >= caratMin &&
      carat[slot] <= caratMax &&
      price[slot] >= priceMin &&
      price[slot] <= priceMax &&
      (heldUntil[slot] <= nowMs || heldBy[slot] === cart);

    // Stones per cell, within the ranges and not held by another cart: without ranges, the stones
    // on offer per cell less the held ones; with them, the narrower of the carat slice (slots in
    // carat order) and the price slice (the price order) is read and the other range tested.
    let stonesIn: Int32Array;
    const hasCarat = query.carat.min !== undefined || query.carat.max !== undefined;
    const hasPrice = query.price.min !== undefined || query.price.max !== undefined;
    // Searches run one at a time (nothing in them awaits): they share their working arrays.
    if (this.scratch.length < cells) {
      this.scratch = new Int32Array(this.offeredIn.length);
      this.matchScratch = new Uint8Array(this.offeredIn.length);
    }
    if (!hasCarat && !hasPrice) {
      stonesIn = this.scratch;
      stonesIn.set(this.offeredIn.subarray(0, cells));
      for (const slot of this.held) {
        if (heldUntil[slot] <= nowMs) continue;
        if (offered[slot] === 1 && heldBy[slot] !== cart) stonesIn[cellOf[slot]]--;
      }
    } else {
      stonesIn = this.scratch;
      stonesIn.fill(0, 0, cells);
      const sorted = this.caratSorted;
      const caratFrom = hasCarat ? lowerBound(carat, sorted, caratMin) : 0;
      const caratTo = hasCarat ? lowerBound(carat, sorted, caratMax + 1) : sorted;
      let priceFrom = 0;
      let priceTo = size;
      let byPrice: Int32Array | undefined;
      if (hasPrice) {
        byPrice = this.order('price');
        priceFrom = lowerBoundBy(byPrice, price, priceMin);
        priceTo = lowerBoundBy(byPrice, price, priceMax + 1);
      }
      const count = (slot: number) => {
        if (offered[slot] === 0) return;
        const stoneCarat = carat[slot];
        if (stoneCarat < caratMin || stoneCarat > caratMax) return;
        const stonePrice = price[slot];
        if (stonePrice < priceMin || stonePrice > priceMax) return;
        if (heldUntil[slot] > nowMs && heldBy[slot] !== cart) return;
        stonesIn[cellOf[slot]]++;
      };
      if (byPrice && priceTo - priceFrom <= caratTo - caratFrom + (size - sorted)) {
        for (let position = priceFrom; position < priceTo; position++) count(byPrice[position]);
      } else {
        for (let slot = caratFrom; slot < caratTo; slot++) count(slot);
        for (let slot = sorted; slot < size; slot++) count(slot);
      }
    }

    // The filters, tested once per cell: a cell failing none counts everywhere, one failing one
    // filter counts for that filter's attribute only.
    const active: number[] = [];
    const allows: Uint8Array[] = [];
    FACET_CODES.forEach((code, index) => {
      const allowed = query.facets[code];
      if (allowed === undefined) return;
      const table = new Uint8Array(32);
      for (const position of allowed) table[position] = 1;
      active.push(index);
      allows.push(table);
    });
    const facetCount = FACET_CODES.length;
    const tallies = new Float64Array(facetCount * 32);
    const matches = this.matchScratch;
    matches.fill(0, 0, cells);
    let total = 0;
    for (let cell = 0; cell < cells; cell++) {
      const stones = stonesIn[cell];
      if (stones === 0) continue;
      const at = cell * facetCount;
      let missed = -1;
      let misses = 0;
      for (let filter = 0; filter < active.length; filter++) {
        const facet = active[filter];
        if (allows[filter][cellGrades[at + facet]] === 0 && ++misses === 1) missed = facet;
        if (misses > 1) break;
      }
      if (misses === 0) {
        matches[cell] = 1;
        total += stones;
        for (let facet = 0; facet < facetCount; facet++) tallies[facet * 32 + cellGrades[at + facet]] += stones;
      } else if (misses === 1) {
        tallies[missed * 32 + cellGrades[at + missed]] += stones;
      }
    }
    const counts = Object.fromEntries(
      FACET_CODES.map((code, facet) => {
        const byPosition = new Map<number, number>();
        for (let position = 0; position < 32; position++) if (tallies[facet * 32 + position] > 0) byPosition.set(position, tallies[facet * 32 + position]);
        return [code, byPosition];
      }),
    ) as IndexedSearch['counts'];

    // The page: the sort's order walked (backwards for DESC: field then id, both descending).
    const { pageSize, currentPage } = query.page;
    const skip = (currentPage - 1) * pageSize;
    const ids: number[] = [];
    if (skip < total) {
      const order = this.order(query.sort.field);
      const descending = query.sort.direction === 'DESC';
      let seen = 0;
      for (let step = 0; step < order.length && ids.length < pageSize; step++) {
        const slot = order[descending ? order.length - 1 - step : step];
        if (matches[cellOf[slot]] === 0 || !shown(slot)) continue;
        if (seen++ >= skip) ids.push(this.ids[slot]);
      }
    }
    return { counts, total, ids };
  }
}

/** The indexes of every website searched in this process, each loaded on its first search. */
export class DiamondIndex {
  private readonly websites = new Map<number, { index: WebsiteDiamondIndex; loadedAt: Date; readAt: Date; checkedAt: number; stale: boolean; reading?: Promise<void> }>();

  constructor(
    private readonly db: Pick<Database, 'execute'>,
    private readonly now: () => number,
    private readonly pollMs = DIAMOND_INDEX_POLL_MS,
  ) {}

  /** The website's index, with this process's changes and any older than the poll interval read in. */
  async current(websiteId: number): Promise<WebsiteDiamondIndex> {
    let entry = this.websites.get(websiteId);
    if (!entry) {
      const loading = this.load(websiteId);
      const placeholder = { index: new WebsiteDiamondIndex(), loadedAt: new Date(0), readAt: new Date(0), checkedAt: 0, stale: false, reading: loading.then(() => undefined) };
      this.websites.set(websiteId, placeholder);
      try {
        const loaded = await loading;
        Object.assign(placeholder, loaded, { reading: undefined });
      } catch (error) {
        this.websites.delete(websiteId);
        throw error;
      }
      return placeholder.index;
    }
    if (entry.reading) await entry.reading;
    entry = this.websites.get(websiteId)!;
    if (entry.stale || this.now() - entry.checkedAt >= this.pollMs) {
      const target = entry;
      target.stale = false;
      target.reading = this.readChanges(websiteId, target).finally(() => {
        target.reading = undefined;
      });
      await target.reading;
    }
    return entry.index;
  }

  /** A stone of the website changed in this process: the next search reads the change first. */
  changed(websiteId: number): void {
    const entry = this.websites.get(websiteId);
    if (entry) entry.stale = true;
  }

  /** Holds moved between carts, whatever their website. */
  changedEverywhere(): void {
    for (const entry of this.websites.values()) entry.stale = true;
  }

  /** Stones read from the database just now (a page's rows): their state replaces what the index had. */
  update(websiteId: number, stones: readonly StoneState[]): void {
    const entry = this.websites.get(websiteId);
    if (entry) for (const stone of stones) entry.index.apply(stone);
  }

  /** Every change forgotten: the next search loads the websites again (for whole-catalog rewrites). */
  reset(): void {
    this.websites.clear();
  }

  private async load(websiteId: number) {
    const checkedAt = this.now();
    const result = await this.db.execute(sql`
      select now() as read_at, ${STONE_STATE_COLUMNS} from diamonds
      where website_id = ${websiteId} and sold_at is null and on_sale order by carat, id`);
    const rows = (result as unknown as { rows: Array<StoneState & { read_at: Date | string }> }).rows;
    const index = new WebsiteDiamondIndex();
    for (const row of rows) index.apply(row);
    index.prepare();
    const readAt = rows.length > 0 ? new Date(timeOf(rows[0].read_at)) : await this.databaseNow();
    return { index, loadedAt: readAt, readAt, checkedAt, stale: false };
  }

  private async databaseNow(): Promise<Date> {
    const result = await this.db.execute(sql`select now() as read_at`);
    return new Date(timeOf((result as unknown as { rows: Array<{ read_at: Date | string }> }).rows[0].read_at));
  }

  private async readChanges(websiteId: number, entry: { index: WebsiteDiamondIndex; loadedAt: Date; readAt: Date; checkedAt: number }): Promise<void> {
    const checkedAt = this.now();
    // What the load read is not read again (a freshly seeded inventory would be, whole, for a while).
    const since = new Date(Math.max(entry.readAt.getTime() - CHANGE_LOOKBACK_MS, entry.loadedAt.getTime()));
    const readAt = await this.databaseNow();
    const result = await this.db.execute(sql`
      select ${STONE_STATE_COLUMNS} from diamonds where website_id = ${websiteId} and changed_at >= ${since} order by id`);
    for (const row of (result as unknown as { rows: StoneState[] }).rows) entry.index.apply(row);
    entry.readAt = readAt;
    entry.checkedAt = checkedAt;
  }
}
