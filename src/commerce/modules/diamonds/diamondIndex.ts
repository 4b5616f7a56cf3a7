/**
 * Each website's stones on offer, kept in this process so that a search neither scans nor groups
 * the table: one slot per stone in flat arrays (grades, carat, price, hold), the stones' distinct
 * grade combinations ("cells", tens of thousands) numbered once, and a layout of the stones on
 * offer (diamondLayout.ts: an order per sort, per-cell counts along the carat and price orders,
 * each cell's stones) rebuilt when a stone is added or its carat, price or grades change.
 *
 * A search tests its filters on the cells, not on the stones: a cell failing no filter counts for
 * every attribute, a cell failing exactly one counts for that attribute only (faceted counts, each
 * attribute with the other filters applied), and only those cells are counted. Their stones within
 * the carat and price ranges come from the layout (bucket counts and the slices' ends; with both
 * ranges, the cheapest slice read front to back), less the corrections: laid-out stones held or no
 * longer on offer since the build, a small set (past a share of the stones, the next search builds
 * the layout again). The page walks the sort's order while the matching stones are dense in it, and
 * otherwise gathers the matching stones (from the matching cells or the narrower slice) and keeps
 * the page's first by their rank in the sort.
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
import type { BucketCounts, Tally } from './diamondCells.ts';
import { DiamondLayout, type OrderColumns } from './diamondLayout.ts';
import { FACET_CODES, type DiamondQuery, type FacetCode, type SortField } from './diamondQuery.ts';
import { STONE_STATE_COLUMNS, type StoneState } from './diamondSearch.ts';

/** How long another instance's hold or sale may be missing from this instance's counts. */
export const DIAMOND_INDEX_POLL_MS = 2_000;
/** Longer than any transaction that changes a stone is open. */
const CHANGE_LOOKBACK_MS = 60_000;
const NO_CART = -1;
/** A laid-out stone's correction: none, a hold (perhaps run out), or no longer on offer. */
const HELD = 1;
const WITHDRAWN = 2;
/** Stones taken off offer since the build, as a share of those laid out, before it is built again. */
const REBUILD_SHARE = 1 / 128;

export interface IndexedSearch {
  /** Per attribute, count per grade position: the positions with stones only, ascending. */
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

/** The first of positions from .. to - 1 of `values` (ascending there) at or above `value`. */
function lowerBound(values: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The `limit` smallest of the keys offered (distinct integers), in a max-heap. */
class SmallestKeys {
  private readonly heap: Int32Array;
  private size = 0;

  constructor(private readonly limit: number) {
    this.heap = new Int32Array(limit);
  }

  offer(key: number): void {
    const heap = this.heap;
    if (this.size < this.limit) {
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent] >= key) break;
        heap[at] = heap[parent];
        at = parent;
      }
      heap[at] = key;
    } else if (this.limit > 0 && key < heap[0]) {
      this.siftDown(key, this.size);
    }
  }

  /** The keys kept, ascending (the heap is used up). */
  ascending(): Int32Array {
    const heap = this.heap;
    for (let end = this.size - 1; end > 0; end--) {
      const largest = heap[0];
      this.siftDown(heap[end], end);
      heap[end] = largest;
    }
    return heap.subarray(0, this.size);
  }

  private siftDown(key: number, size: number): void {
    const heap = this.heap;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && heap[child + 1] > heap[child]) child++;
      if (heap[child] <= key) break;
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = key;
  }
}

/** One search's ranges as positions in the layout's carat and price orders, and who is asking when. */
interface SearchFrame {
  caratFrom: number;
  caratTo: number;
  priceFrom: number;
  priceTo: number;
  nowMs: number;
  cart: number;
}

/** One website's stones. */
export class WebsiteDiamondIndex {
  size = 0;
  /** How many times the layout has been built (the tests and the bench read it). */
  layoutBuilds = 0;
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
  /** The stones on offer as of the last build; none until a search needs it after a reshaping change. */
  private layout: DiamondLayout | undefined;
  /** Laid-out slots held (perhaps run out) or off offer since the build, and each slot's kind of correction. */
  private corrections = new Set<number>();
  private correction = new Uint8Array(0);
  private withdrawn = 0;

  /** Puts the stone's state in its slot, adding a slot for a stone not seen before. */
  apply(stone: StoneState): void {
    let slot = this.slotOf.get(stone.id);
    // A new stone, or a new carat, price or grade, moves stones in the orders: the layout goes.
    let reshaped = false;
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
      reshaped = true;
    } else {
      const known = slot;
      reshaped = this.carat[known] !== stone.carat || this.price[known] !== Number(stone.price) || FACET_CODES.some((code) => this.grades[code][known] !== stone[code]);
    }
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
    }
    this.cellOf[slot] = cell;
    if (reshaped) this.layout = undefined;
    else if (this.layout) this.correct(this.layout, slot);
  }

  /** Keeps the slot's correction in step with its state, or drops the layout for a stone back on offer. */
  private correct(layout: DiamondLayout, slot: number): void {
    if (layout.laidOut[slot] === 0) {
      // Off offer at the build and on offer again (a sale undone): it has no place in the orders.
      if (this.offered[slot] === 1) this.layout = undefined;
      return;
    }
    const was = this.correction[slot];
    const kind = this.offered[slot] === 0 ? WITHDRAWN : this.heldUntil[slot] > 0 ? HELD : 0;
    if (kind === was) return;
    this.correction[slot] = kind;
    this.withdrawn += (kind === WITHDRAWN ? 1 : 0) - (was === WITHDRAWN ? 1 : 0);
    if (kind === 0) this.corrections.delete(slot);
    else this.corrections.add(slot);
  }

  /** Builds the layout now, rather than in the next search. */
  prepare(): void {
    this.laidOutNow();
  }

  /** The layout, built again when a change reshaped the stones or too many have left it. */
  private laidOutNow(): DiamondLayout {
    let layout = this.layout;
    if (layout && this.withdrawn <= Math.max(64, layout.size * REBUILD_SHARE)) return layout;
    const { size, ids, offered, carat, price, cellOf, grades, cellCount, cellGrades } = this;
    layout = new DiamondLayout({ size, ids, offered, carat, price, cellOf, grades, cellCount, cellGrades });
    this.layout = layout;
    this.layoutBuilds++;
    this.corrections.clear();
    this.correction = new Uint8Array(this.ids.length);
    this.withdrawn = 0;
    for (let slot = 0; slot < size; slot++) {
      if (offered[slot] === 1 && this.heldUntil[slot] > 0) {
        this.correction[slot] = HELD;
        this.corrections.add(slot);
      }
    }
    return layout;
  }

  /** Whether the asking cart may be shown the stone now: on offer, and held by nobody else. */
  private visible(slot: number, frame: SearchFrame): boolean {
    return this.offered[slot] === 1 && (this.heldUntil[slot] <= frame.nowMs || this.heldBy[slot] === frame.cart);
  }

  search(query: DiamondQuery, nowMs: number, cartId: number | undefined): IndexedSearch {
    const layout = this.laidOutNow();
    const n = layout.size;
    // Ranges become positions in the orders once; past this point nothing compares a carat or a price.
    const frame: SearchFrame = {
      caratFrom: query.carat.min !== undefined ? layout.caratPosition(query.carat.min) : 0,
      caratTo: query.carat.max !== undefined ? layout.caratPosition(query.carat.max + 1) : n,
      priceFrom: query.price.min !== undefined ? layout.pricePosition(query.price.min) : 0,
      priceTo: query.price.max !== undefined ? layout.pricePosition(query.price.max + 1) : n,
      nowMs,
      cart: cartId ?? NO_CART,
    };
    // Each step is a function of its own: V8 optimizes each loop for the arrays it meets, where one
    // long function with every path in it is thrown back to the interpreter by the paths not yet taken.
    const table = layout.cellTable;
    table.classify(query.facets);
    const counted = this.countInRanges(layout, frame);
    this.subtractCorrections(layout, frame);
    table.visitCells(counted);
    const tally = table.tally();
    const counts = Object.fromEntries(
      FACET_CODES.map((code, facet) => {
        const byPosition = new Map<number, number>();
        for (let position = 0; position < 32; position++) if (tally.tallies[facet * 32 + position] > 0) byPosition.set(position, tally.tallies[facet * 32 + position]);
        return [code, byPosition];
      }),
    ) as IndexedSearch['counts'];
    const { pageSize, currentPage } = query.page;
    const skip = (currentPage - 1) * pageSize;
    const slots = skip < tally.total ? this.page(layout, frame, query, tally, skip) : [];
    return { counts, total: tally.total, ids: slots.map((slot) => this.ids[slot]) };
  }

  /**
   * Each cell's laid-out stones within the ranges: the bucket counts returned, plus the stones
   * added and taken one by one in the cell table.
   */
  private countInRanges(layout: DiamondLayout, frame: SearchFrame): BucketCounts {
    const { caratFrom, caratTo, priceFrom, priceTo } = frame;
    const n = layout.size;
    const caratWidth = caratTo - caratFrom;
    const priceWidth = priceTo - priceFrom;
    if (caratWidth === n && priceWidth === n) return layout.allStones();
    if (priceWidth === n) return layout.sliceStones(layout.byCarat, caratFrom, caratTo);
    if (caratWidth === n) return layout.sliceStones(layout.byPrice, priceFrom, priceTo);
    // Both ranges: read the fewest stones, either one range's slice testing the other range, or
    // one range counted from the buckets less its stones outside the other range.
    const cheapest = Math.min(caratWidth, priceWidth, n - caratWidth, n - priceWidth);
    if (cheapest === caratWidth) {
      layout.scanSlice(layout.byCarat, caratFrom, caratTo, priceFrom, priceTo, 1);
      return layout.noStones();
    }
    if (cheapest === priceWidth) {
      layout.scanSlice(layout.byPrice, priceFrom, priceTo, caratFrom, caratTo, 1);
      return layout.noStones();
    }
    if (cheapest === n - caratWidth) {
      const counted = layout.sliceStones(layout.byPrice, priceFrom, priceTo);
      layout.scanSlice(layout.byCarat, 0, caratFrom, priceFrom, priceTo, -1);
      layout.scanSlice(layout.byCarat, caratTo, n, priceFrom, priceTo, -1);
      return counted;
    }
    const counted = layout.sliceStones(layout.byCarat, caratFrom, caratTo);
    layout.scanSlice(layout.byPrice, 0, priceFrom, caratFrom, caratTo, -1);
    layout.scanSlice(layout.byPrice, priceTo, n, caratFrom, caratTo, -1);
    return counted;
  }

  /** Less the corrections: laid-out stones in the ranges the asking cart may not be shown now. */
  private subtractCorrections(layout: DiamondLayout, frame: SearchFrame): void {
    const { caratFrom, caratTo, priceFrom, priceTo } = frame;
    const { carat: caratRank, price: priceRank } = layout.ranks;
    const cellOf = this.cellOf;
    const cellNumber = layout.cellNumber;
    const table = layout.cellTable;
    for (const slot of this.corrections) {
      if (this.visible(slot, frame)) continue;
      const byCarat = caratRank[slot];
      const byPrice = priceRank[slot];
      if (byCarat >= caratFrom && byCarat < caratTo && byPrice >= priceFrom && byPrice < priceTo) table.addStone(cellNumber[cellOf[slot]], -1);
    }
  }

  /**
   * The page's slots. Walking the sort's order costs about the stones walked over the share of them
   * matching; gathering costs the matching stones (from the matching cells or the narrower range's
   * slice): the walk goes first while it looks cheaper, and gives way to gathering once it has read
   * as many stones as gathering would.
   */
  private page(layout: DiamondLayout, frame: SearchFrame, query: DiamondQuery, tally: Tally, skip: number): number[] {
    const { caratFrom, caratTo, priceFrom, priceTo } = frame;
    const n = layout.size;
    const { total, matchingCount } = tally;
    const field = query.sort.field;
    const descending = query.sort.direction === 'DESC';
    const want = Math.min(total, skip + query.page.pageSize);
    // The stretches of the order the walk reads: the range's slice for a carat or price sort, the
    // allowed grades' runs for a grade sort (a filter on the sorted grade skips whole runs).
    const stretches: number[] = field === 'carat' || field === 'price' ? this.rangeStretch(layout, frame, field) : this.gradeStretches(layout, field, query.facets[field]);
    let span = 0;
    for (let index = 0; index < stretches.length; index += 2) span += stretches[index + 1] - stretches[index];
    const caratWidth = caratTo - caratFrom;
    const priceWidth = priceTo - priceFrom;
    // A grade sort reads each gathered stone's id rank at random from a slice, in order from the cells.
    const sliceCost = Math.min(caratWidth, priceWidth) * (field === 'carat' || field === 'price' ? 1 : 2);
    const memberCost = (priceWidth < n ? layout.cellTable.matchingMembers() : total + this.corrections.size) + (caratWidth < n ? matchingCount * 8 : 0);
    const gatherCost = Math.min(sliceCost, memberCost);
    // A grade order's walk looks up the ranks of each stone of a matching cell at random, about
    // four times a step read in order: it gives way four times sooner when there are ranges.
    const ranged = caratWidth < n || priceWidth < n;
    const budget = (field === 'carat' || field === 'price' || !ranged ? gatherCost : gatherCost / 4) + 256;
    const walked = (span * want) / total <= budget ? this.walk(layout, frame, field, descending, stretches, skip, want, budget) : undefined;
    if (walked) return walked;
    const kept = new SmallestKeys(want);
    if (sliceCost <= memberCost) this.gatherSlice(layout, frame, caratWidth <= priceWidth ? layout.byCarat : layout.byPrice, field, descending, kept);
    else this.gatherCells(layout, frame, matchingCount, field, descending, kept);
    return this.slotsOf(layout, field, descending, kept).slice(skip);
  }

  /**
   * The stretch of the carat or price order the range's stones are in, narrowed to where the other
   * range's stones are: a price sort over stones from 1 ct starts at the cheapest of them, not at
   * the cheapest stone.
   */
  private rangeStretch(layout: DiamondLayout, frame: SearchFrame, field: 'carat' | 'price'): number[] {
    const [from, to, other, otherFrom, otherTo] =
      field === 'price' ? [frame.priceFrom, frame.priceTo, layout.byCarat, frame.caratFrom, frame.caratTo] : [frame.caratFrom, frame.caratTo, layout.byPrice, frame.priceFrom, frame.priceTo];
    if (otherTo - otherFrom === layout.size) return [from, to];
    const [low, high] = layout.otherRankBounds(other, otherFrom, otherTo);
    return [Math.max(from, low), Math.max(Math.max(from, low), Math.min(to, high + 1))];
  }

  /** The runs of the grade order holding the allowed grades, as [from, to) pairs, merged where they meet. */
  private gradeStretches(layout: DiamondLayout, field: SortField, allowed: readonly number[] | undefined): number[] {
    const starts = layout.gradeStart[field]!;
    if (allowed === undefined) return [0, layout.size];
    const stretches: number[] = [];
    for (const grade of allowed) {
      const [from, to] = [starts[grade], starts[grade + 1]];
      if (from === to) continue;
      if (stretches.length > 0 && stretches[stretches.length - 1] === from) stretches[stretches.length - 1] = to;
      else stretches.push(from, to);
    }
    return stretches;
  }

  /** The page's slots by walking the stretches of the order, or undefined past `budget` positions. */
  private walk(layout: DiamondLayout, frame: SearchFrame, field: SortField, descending: boolean, stretches: readonly number[], skip: number, want: number, budget: number): number[] | undefined {
    const order = layout.orders[field];
    const cellsAt = layout.orderCells[field];
    // The carat and price orders carry the other range's ranks beside the cells, read in step; a
    // grade order looks both up for the stones of matching cells only.
    const columns = field === 'carat' ? layout.byCarat : field === 'price' ? layout.byPrice : undefined;
    const otherAt = columns?.otherRank;
    const [otherFrom, otherTo] = field === 'carat' ? [frame.priceFrom, frame.priceTo] : [frame.caratFrom, frame.caratTo];
    const { carat: caratRank, price: priceRank } = layout.ranks;
    const { caratFrom, caratTo, priceFrom, priceTo } = frame;
    const { correction } = this;
    const failing = layout.cellTable.failing;
    const page: number[] = [];
    let seen = 0;
    let steps = 0;
    const count = stretches.length / 2;
    for (let index = 0; index < count; index++) {
      const stretch = descending ? count - 1 - index : index;
      const from = stretches[2 * stretch];
      const to = stretches[2 * stretch + 1];
      for (let step = 0; step < to - from; step++) {
        if (++steps > budget) return undefined;
        const position = descending ? to - 1 - step : from + step;
        const cell = cellsAt[position];
        if ((failing[cell >>> 5] & (1 << (cell & 31))) !== 0) continue;
        if (otherAt) {
          const other = otherAt[position];
          if (other < otherFrom || other >= otherTo) continue;
        }
        const slot = order[position];
        if (!otherAt) {
          const byCarat = caratRank[slot];
          if (byCarat < caratFrom || byCarat >= caratTo) continue;
          const byPrice = priceRank[slot];
          if (byPrice < priceFrom || byPrice >= priceTo) continue;
        }
        if (correction[slot] !== 0 && !this.visible(slot, frame)) continue;
        if (seen++ >= skip) page.push(slot);
        if (seen === want) return page;
      }
    }
    return page;
  }

  /**
   * Gathered stones are kept by a key ascending in the sort: for carat and price the stone's rank
   * in that order, for a grade (grade, rank by id) as grade * size + id rank; a descending sort
   * keeps the complements.
   */
  private gradeKey(layout: DiamondLayout, grade: number, idRank: number, descending: boolean): number {
    const n = layout.size;
    return descending ? (31 - grade) * n + (n - 1 - idRank) : grade * n + idRank;
  }

  /** Offers the matching stones of the slice of one range's order to `kept`. */
  private gatherSlice(layout: DiamondLayout, frame: SearchFrame, columns: OrderColumns, field: SortField, descending: boolean, kept: SmallestKeys): void {
    const byCarat = columns === layout.byCarat;
    const [from, to, otherFrom, otherTo] = byCarat ? [frame.caratFrom, frame.caratTo, frame.priceFrom, frame.priceTo] : [frame.priceFrom, frame.priceTo, frame.caratFrom, frame.caratTo];
    const sortIsThis = field === (byCarat ? 'carat' : 'price');
    const sortIsOther = field === (byCarat ? 'price' : 'carat');
    const facet = FACET_CODES.indexOf(field as FacetCode);
    const last = layout.size - 1;
    const { cells, otherRank, slots } = columns;
    const { correction } = this;
    const { cellGrades } = layout;
    const failing = layout.cellTable.failing;
    const idRank = layout.idRank;
    for (let position = from; position < to; position++) {
      const cell = cells[position];
      if ((failing[cell >>> 5] & (1 << (cell & 31))) !== 0) continue;
      const other = otherRank[position];
      if (other < otherFrom || other >= otherTo) continue;
      const slot = slots[position];
      if (correction[slot] !== 0 && !this.visible(slot, frame)) continue;
      if (sortIsThis || sortIsOther) {
        const rank = sortIsThis ? position : other;
        kept.offer(descending ? last - rank : rank);
      } else {
        kept.offer(this.gradeKey(layout, cellGrades[cell * FACET_CODES.length + facet], idRank[slot], descending));
      }
    }
  }

  /** The same from the matching cells' stones (each cell's carat range found by binary search). */
  private gatherCells(layout: DiamondLayout, frame: SearchFrame, matchingCount: number, field: SortField, descending: boolean, kept: SmallestKeys): void {
    const { caratFrom, caratTo, priceFrom, priceTo } = frame;
    const { memberStart, memberSlot, memberCaratRank, memberPriceRank, memberIdRank } = layout;
    const facet = FACET_CODES.indexOf(field as FacetCode);
    const n = layout.size;
    const last = n - 1;
    const { correction } = this;
    const { cellGrades } = layout;
    const matchingCells = layout.cellTable.matchingCells;
    for (let index = 0; index < matchingCount; index++) {
      const cell = matchingCells[index];
      const first = caratFrom === 0 ? memberStart[cell] : lowerBound(memberCaratRank, memberStart[cell], memberStart[cell + 1], caratFrom);
      const end = caratTo === n ? memberStart[cell + 1] : lowerBound(memberCaratRank, first, memberStart[cell + 1], caratTo);
      const grade = facet < 0 ? 0 : cellGrades[cell * FACET_CODES.length + facet];
      for (let member = first; member < end; member++) {
        const byPrice = memberPriceRank[member];
        if (byPrice < priceFrom || byPrice >= priceTo) continue;
        const slot = memberSlot[member];
        if (correction[slot] !== 0 && !this.visible(slot, frame)) continue;
        if (facet < 0) {
          const rank = field === 'carat' ? memberCaratRank[member] : byPrice;
          kept.offer(descending ? last - rank : rank);
        } else {
          kept.offer(this.gradeKey(layout, grade, memberIdRank[member], descending));
        }
      }
    }
  }

  /** The kept keys' slots, in the sort's order. */
  private slotsOf(layout: DiamondLayout, field: SortField, descending: boolean, kept: SmallestKeys): number[] {
    const n = layout.size;
    const last = n - 1;
    const keys = kept.ascending();
    if (field === 'carat' || field === 'price') {
      const order = layout.orders[field];
      return Array.from(keys, (key) => order[descending ? last - key : key]);
    }
    return Array.from(keys, (key) => {
      const idRank = key % n;
      return layout.byId[descending ? last - idRank : idRank];
    });
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
