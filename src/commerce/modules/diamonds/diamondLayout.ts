/**
 * The stones on offer at one moment, laid out for the search index (diamondIndex.ts) to count and
 * page without touching a million slots at random (docs/decisions.md, "Diamond search at a million
 * stones"). Built from the index's slot arrays when a stone is added or its carat, price or grades
 * change; holds and sales after the build are corrections the index applies on top.
 *
 * - An order per sort field: the stones by (field, id), and each stone's rank in it. The carat
 *   and price orders carry their stones' cells and their rank in the other order side by side, so
 *   a carat or price slice is read front to back, and "price in range" is a compare of ranks.
 * - Per cell, how many of the order's first b·width stones it has, for b = 0 .. buckets: a cell's
 *   count in a slice is a difference of two of them plus the slice's ragged ends.
 * - Per cell, its stones in carat order (with their carat and price ranks), for the searches whose
 *   matching cells hold few stones.
 *
 * Everything is in positions of the orders: a range of carats or prices becomes a range of ranks
 * once (two binary searches), and nothing after that compares a carat or a price.
 */
import { CellTable, type BucketCounts } from './diamondCells.ts';
import { FACET_CODES, SORT_FIELDS, type FacetCode, type SortField } from './diamondQuery.ts';

/** The slot arrays of one website's index, as the layout reads them. */
export interface StoneSlots {
  size: number;
  ids: Int32Array;
  offered: Uint8Array;
  carat: Int32Array;
  price: Float64Array;
  cellOf: Int32Array;
  grades: Record<FacetCode, Uint8Array>;
  cellCount: number;
  /** FACET_CODES.length grades per cell, side by side. */
  cellGrades: Uint8Array;
}

/** About this many buckets per order: the slice ends read stay under 1/BUCKETS of the stones (half a bucket each). */
const BUCKETS = 64;
/** Below this many stones a bucket is not worth its per-cell counts. */
const MIN_BUCKET_WIDTH = 1024;

/** An order of the stones with what a slice scan reads, position by position. */
export interface OrderColumns {
  /** Slot at each position. */
  slots: Int32Array;
  /** Cell of the stone at each position. */
  cells: Int32Array;
  /** The stone's rank in the other order (price rank in the carat order, carat rank in the price order). */
  otherRank: Int32Array;
  /** Stones per cell among the first b·bucketWidth positions, bucket-major: [b * cells + cell]. */
  prefix: Uint16Array | Int32Array;
  /** Per bucket, the lowest and highest other rank of its stones. */
  otherLow: Int32Array;
  otherHigh: Int32Array;
  /**
   * Per level k, the cells with stones in buckets b .. b + 2^k - 1, for every b, as bitsets
   * (row b at b·words): any run of buckets is two rows of one level OR-ed.
   */
  cellsInRuns: Int32Array[];
}

/**
 * Stable sort of the slots by an integer key (0 ≤ key < 2^53), 16 bits a pass, least significant
 * first: slots of equal key keep their order. V8's typed-array sort takes over a second for a
 * million numbers; this takes a few passes of a histogram.
 */
function sortSlotsBy(slots: Int32Array, key: ArrayLike<number>, minKey: number, maxKey: number): Int32Array {
  const n = slots.length;
  // The caller's slots stay as they are: both buffers are the sort's own.
  let from = Int32Array.from(slots);
  let to = new Int32Array(n);
  const histogram = new Int32Array(65_536);
  const span = maxKey - minKey;
  const keys = new Float64Array(n);
  for (let position = 0; position < n; position++) keys[position] = key[from[position]] - minKey;
  let keysTo = new Float64Array(n);
  let keysFrom = keys;
  for (let pass = 0, scale = 1; pass === 0 || scale <= span; pass++, scale *= 65_536) {
    histogram.fill(0);
    for (let position = 0; position < n; position++) histogram[Math.floor(keysFrom[position] / scale) & 0xffff]++;
    let sum = 0;
    for (let digit = 0; digit < 65_536; digit++) {
      const count = histogram[digit];
      histogram[digit] = sum;
      sum += count;
    }
    for (let position = 0; position < n; position++) {
      const target = histogram[Math.floor(keysFrom[position] / scale) & 0xffff]++;
      to[target] = from[position];
      keysTo[target] = keysFrom[position];
    }
    [from, to] = [to, from];
    [keysFrom, keysTo] = [keysTo, keysFrom];
  }
  return from;
}

function keyBounds(key: ArrayLike<number>, slots: Int32Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let position = 0; position < slots.length; position++) {
    const value = key[slots[position]];
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return slots.length === 0 ? [0, 0] : [min, max];
}

/** Each cell's number in grade order, and the grades of the cells so numbered. */
function cellsInGradeOrder(stones: StoneSlots): [Int32Array, Uint8Array] {
  const { cellCount, cellGrades } = stones;
  const width = FACET_CODES.length;
  // Five bits a grade: nine grades make a key under 2^45.
  const keys = new Float64Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    let key = 0;
    for (let facet = 0; facet < width; facet++) key = key * 32 + cellGrades[cell * width + facet];
    keys[cell] = key;
  }
  const cells = Int32Array.from({ length: cellCount }, (_, cell) => cell);
  const inOrder = sortSlotsBy(cells, keys, ...keyBounds(keys, cells));
  const numbers = new Int32Array(cellCount);
  const grades = new Uint8Array(cellCount * width);
  inOrder.forEach((cell, number) => {
    numbers[cell] = number;
    grades.set(cellGrades.subarray(cell * width, cell * width + width), number * width);
  });
  return [numbers, grades];
}

export class DiamondLayout {
  /** Stones laid out: those on offer at the build. */
  readonly size: number;
  /** Cells numbered at the build. */
  readonly cells: number;
  /**
   * The layout's number of each of the index's cells: the cells in grade order (FACET_CODES'
   * order, shape first), so that the cells a search visits lie in runs rather than all over, and
   * the visit reads fewer stretches of the per-cell arrays. Every cell the layout and its cell
   * table name is numbered so. Its cells' grades, FACET_CODES.length a cell, side by side.
   */
  readonly cellNumber: Int32Array;
  readonly cellGrades: Uint8Array;
  /** The cells numbered at the build, as searches test and tally them. */
  readonly cellTable: CellTable;
  readonly bucketWidth: number;
  /** Buckets per order: edges 0 .. buckets, the last at the end of the order. */
  readonly buckets: number;
  /** Words of a bitset of the cells, and one with every cell and one with none. */
  readonly words: number;
  private readonly everyCell: Int32Array;
  private readonly noCell: Int32Array;
  /** Per sort field, the slots in (field, id) order; a descending sort reads it backwards. */
  readonly orders: Record<SortField, Int32Array>;
  /** Per sort field, the cell of the stone at each position of its order. */
  readonly orderCells: Record<SortField, Int32Array>;
  /** Each slot's position in the carat and the price order (-1: not laid out). */
  readonly ranks: Record<'carat' | 'price', Int32Array>;
  /** The slots by id, and each slot's position there: a grade sort's ties go by it. */
  readonly byId: Int32Array;
  readonly idRank: Int32Array;
  /** For the grade sorts, where each grade's stones start in the order (grade 32: the end). */
  readonly gradeStart: Partial<Record<SortField, Int32Array>> = {};
  readonly byCarat: OrderColumns;
  readonly byPrice: OrderColumns;
  /** Per cell c, its stones are members memberStart[c] .. memberStart[c + 1] - 1, in carat order. */
  readonly memberStart: Int32Array;
  readonly memberSlot: Int32Array;
  readonly memberCaratRank: Int32Array;
  readonly memberPriceRank: Int32Array;
  readonly memberIdRank: Int32Array;
  /** Whether the slot was on offer at the build (is in the orders). */
  readonly laidOut: Uint8Array;

  constructor(private readonly stones: StoneSlots) {
    const { size: slotCount, offered, ids, cellCount } = stones;
    this.cells = cellCount;
    [this.cellNumber, this.cellGrades] = cellsInGradeOrder(stones);
    const cellOf = Int32Array.from(stones.cellOf.subarray(0, slotCount), (cell) => this.cellNumber[cell]);
    this.laidOut = new Uint8Array(slotCount);
    let size = 0;
    for (let slot = 0; slot < slotCount; slot++) if (offered[slot] === 1) size++;
    this.size = size;
    const base = new Int32Array(size);
    for (let slot = 0, position = 0; slot < slotCount; slot++) {
      if (offered[slot] === 1) {
        base[position++] = slot;
        this.laidOut[slot] = 1;
      }
    }

    // Ties in every order go by id: sorted by id first, each field's stable sort keeps that.
    const byId = sortSlotsBy(base, ids, ...keyBounds(ids, base));
    this.byId = byId;
    const keyOf = (field: SortField): ArrayLike<number> => (field === 'price' ? stones.price : field === 'carat' ? stones.carat : stones.grades[field]);
    const fields = Object.keys(SORT_FIELDS) as SortField[];
    this.orders = Object.fromEntries(fields.map((field) => [field, sortSlotsBy(byId, keyOf(field), ...keyBounds(keyOf(field), byId))])) as Record<SortField, Int32Array>;
    this.orderCells = Object.fromEntries(fields.map((field) => [field, Int32Array.from(this.orders[field], (slot) => cellOf[slot])])) as Record<SortField, Int32Array>;
    const rankIn = (order: Int32Array) => {
      const rank = new Int32Array(slotCount).fill(-1);
      for (let position = 0; position < size; position++) rank[order[position]] = position;
      return rank;
    };
    this.ranks = { carat: rankIn(this.orders.carat), price: rankIn(this.orders.price) };
    this.idRank = rankIn(byId);

    for (const field of fields) {
      if (field === 'price' || field === 'carat') continue;
      const starts = new Int32Array(33);
      const grade = stones.grades[field];
      for (let position = 0; position < size; position++) starts[grade[base[position]] + 1]++;
      for (let value = 0; value < 32; value++) starts[value + 1] += starts[value];
      this.gradeStart[field] = starts;
    }

    this.bucketWidth = Math.max(MIN_BUCKET_WIDTH, Math.ceil(size / BUCKETS));
    this.buckets = Math.ceil(size / this.bucketWidth);
    this.words = Math.ceil(cellCount / 32);
    this.everyCell = new Int32Array(this.words).fill(-1);
    this.noCell = new Int32Array(this.words);
    this.memberStart = new Int32Array(cellCount + 1);
    for (let position = 0; position < size; position++) this.memberStart[cellOf[base[position]] + 1]++;
    let largest = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      largest = Math.max(largest, this.memberStart[cell + 1]);
      this.memberStart[cell + 1] += this.memberStart[cell];
    }
    this.cellTable = new CellTable(cellCount, this.cellGrades, this.memberStart);
    // Counts fit in 16 bits unless one cell holds 65,536 stones or more (half the memory).
    const wide = largest > 0xffff;
    this.byCarat = this.columns('carat', this.ranks.price, wide);
    this.byPrice = this.columns('price', this.ranks.carat, wide);

    // Members: the carat order dealt out by cell, so each cell's members stay in carat order.
    this.memberSlot = new Int32Array(size);
    this.memberCaratRank = new Int32Array(size);
    this.memberPriceRank = new Int32Array(size);
    this.memberIdRank = new Int32Array(size);
    const next = this.memberStart.slice(0, cellCount);
    const { slots, cells, otherRank } = this.byCarat;
    for (let position = 0; position < size; position++) {
      const member = next[cells[position]]++;
      this.memberSlot[member] = slots[position];
      this.memberCaratRank[member] = position;
      this.memberPriceRank[member] = otherRank[position];
      this.memberIdRank[member] = this.idRank[slots[position]];
    }
  }

  private columns(field: 'carat' | 'price', otherRanks: Int32Array, wide: boolean): OrderColumns {
    const { size, cells: cellCount, bucketWidth } = this;
    const slots = this.orders[field];
    const cells = this.orderCells[field];
    const otherRank = new Int32Array(size);
    const buckets = this.buckets;
    const prefix = wide ? new Int32Array((buckets + 1) * cellCount) : new Uint16Array((buckets + 1) * cellCount);
    const running = new Int32Array(cellCount);
    const otherLow = new Int32Array(buckets).fill(size);
    const otherHigh = new Int32Array(buckets).fill(-1);
    for (let position = 0; position < size; position++) {
      const bucket = Math.floor(position / bucketWidth);
      if (position % bucketWidth === 0) prefix.set(running, bucket * cellCount);
      const other = otherRanks[slots[position]];
      otherRank[position] = other;
      otherLow[bucket] = Math.min(otherLow[bucket], other);
      otherHigh[bucket] = Math.max(otherHigh[bucket], other);
      running[cells[position]]++;
    }
    prefix.set(running, buckets * cellCount);
    return { slots, cells, otherRank, prefix, otherLow, otherHigh, cellsInRuns: this.cellsInRuns(cells) };
  }

  /** The cells in each run of 2^k buckets of an order (a sparse table of bitsets). */
  private cellsInRuns(cells: Int32Array): Int32Array[] {
    const { size, bucketWidth, buckets, words } = this;
    const single = new Int32Array(buckets * words);
    for (let position = 0; position < size; position++) {
      const cell = cells[position];
      single[Math.floor(position / bucketWidth) * words + (cell >>> 5)] |= 1 << (cell & 31);
    }
    const levels = [single];
    for (let run = 2; run <= buckets; run *= 2) {
      const below = levels[levels.length - 1];
      const level = new Int32Array((buckets - run + 1) * words);
      for (let at = 0; at < level.length; at++) level[at] = below[at] | below[at + (run / 2) * words];
      levels.push(level);
    }
    return levels;
  }

  /** The first position in the carat order whose stone weighs `carat` or more. */
  caratPosition(carat: number): number {
    return this.positionOf(this.orders.carat, this.stones.carat, carat);
  }

  /** The first position in the price order whose stone costs `price` or more. */
  pricePosition(price: number): number {
    return this.positionOf(this.orders.price, this.stones.price, price);
  }

  private positionOf(order: Int32Array, values: ArrayLike<number>, value: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (values[order[middle]] < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Each cell's laid-out stones: the carat order's counts over the whole of it. */
  allStones(): BucketCounts {
    return { counts: this.byCarat.prefix, low: 0, high: this.buckets * this.cells, cellsIn: this.everyCell, rowA: 0, rowB: 0 };
  }

  /** No stone from the buckets: a search adds every stone it counts position by position. */
  noStones(): BucketCounts {
    return { counts: this.byCarat.prefix, low: 0, high: 0, cellsIn: this.noCell, rowA: 0, rowB: 0 };
  }

  /**
   * Each cell's stones in positions from .. to - 1 of the order: its counts between the bucket
   * edges nearest the slice's ends, with the stones between each end and its edge added (edge
   * inside the slice) or taken (edge outside) one by one; or all of them one by one when that is
   * fewer. Rounding to the nearest edge rather than inwards halves the stones read.
   */
  sliceStones(columns: OrderColumns, from: number, to: number): BucketCounts {
    const table = this.cellTable;
    const low = this.nearestEdge(from);
    const high = this.nearestEdge(to);
    const [lowAt, highAt] = [this.edgePosition(low), this.edgePosition(high)];
    if (high <= low || to - from <= Math.abs(from - lowAt) + Math.abs(to - highAt)) {
      table.addPositions(columns.cells, from, to, 1);
      return this.noStones();
    }
    if (lowAt < from) table.addPositions(columns.cells, lowAt, from, -1);
    else table.addPositions(columns.cells, from, lowAt, 1);
    if (highAt > to) table.addPositions(columns.cells, to, highAt, -1);
    else table.addPositions(columns.cells, highAt, to, 1);
    // The run low .. high - 1 as two runs of 2^k buckets, overlapping.
    const level = 31 - Math.clz32(high - low);
    const rowB = (high - (1 << level)) * this.words;
    return { counts: columns.prefix, low: low * this.cells, high: high * this.cells, cellsIn: columns.cellsInRuns[level], rowA: low * this.words, rowB };
  }

  /** Where bucket edge b is: b·width, the last one at the end of the order. */
  private edgePosition(edge: number): number {
    return Math.min(edge * this.bucketWidth, this.size);
  }

  /** The bucket edge nearest a position. */
  private nearestEdge(position: number): number {
    const below = Math.min(Math.floor(position / this.bucketWidth), this.buckets);
    if (below === this.buckets) return below;
    return position - this.edgePosition(below) <= this.edgePosition(below + 1) - position ? below : below + 1;
  }

  /**
   * The lowest and highest other rank among positions from .. to - 1 (low > high when none): where
   * the stones of a carat range can be in the price order, and the other way round.
   */
  otherRankBounds(columns: OrderColumns, from: number, to: number): [number, number] {
    const width = this.bucketWidth;
    const { otherRank, otherLow, otherHigh } = columns;
    let low = this.size;
    let high = -1;
    let position = from;
    while (position < to) {
      if (position % width === 0 && position + width <= to) {
        const bucket = position / width;
        low = Math.min(low, otherLow[bucket]);
        high = Math.max(high, otherHigh[bucket]);
        position += width;
      } else {
        low = Math.min(low, otherRank[position]);
        high = Math.max(high, otherRank[position]);
        position++;
      }
    }
    return [low, high];
  }

  /** Adds `sign` for each stone in positions from .. to - 1 whose other rank is in [otherFrom, otherTo). */
  scanSlice(columns: OrderColumns, from: number, to: number, otherFrom: number, otherTo: number, sign: number): void {
    this.cellTable.addPositionsWithin(columns.cells, columns.otherRank, from, to, otherFrom, otherTo, sign);
  }
}
