/**
 * The stones' grade combinations ("cells") as a search tests and tallies them (docs/decisions.md,
 * "Diamond search at a million stones"). A million stones fall into about 90,000 cells, and a
 * search visits each cell a filter leaves counted, so what it does per cell is kept small:
 *
 * - Per attribute and grade, the cells having it, as a bitset: a search's filters are tested 32
 *   cells a word, and only the cells failing at most one filter are visited at all, once each.
 * - Per cell, its grades packed into two or three group codes (a group's code numbers every
 *   combination of its attributes' grades): a matching cell adds its stones to two or three
 *   tallies rather than one per attribute, and the groups' tallies are split into the attributes'
 *   counts at the end.
 *
 * Counting and tallying are one step: a cell's stones in the ranges (from bucket counts) go
 * straight into the tallies when the cell is visited; the stones the bucket counts miss or include
 * wrongly (a slice's ragged ends, the other range) are added up per cell as they are read, and
 * those sums go into the tallies by their cells' states at the end.
 */
import { FACET_CODES, type FacetCode } from './diamondQuery.ts';

const FACET_COUNT = FACET_CODES.length;
/** A cell's state in a search: failing no filter, failing two or more; else the one facet it fails. */
export const MATCHES = 255;
export const FAILS = 254;
/** Combinations of grades one group code may number (its tallies are added up per search). */
const GROUP_LIMIT = 4096;

/** The counts per attribute and grade, the total, and the matching cells with stones. */
export interface Tally {
  /** [facet * 32 + grade] */
  tallies: Int32Array;
  total: number;
  /** The first `matchingCount` entries of CellTable.matchingCells (some may have no stone in the ranges). */
  matchingCount: number;
  /** Laid-out stones of the matching cells, whatever the ranges. */
  matchingMembers: number;
}

export class CellTable {
  private readonly words: number;
  /** [facet * 32 + grade]: the cells with that grade, 32 a word; undefined where no cell has it. */
  private readonly bits: Array<Int32Array | undefined>;
  /** Per group, its facets and each one's number of grades (most significant first). */
  private readonly groups: Array<{ facets: number[]; radices: number[]; offset: number; size: number }>;
  /** [cell * groups + group]: the cell's code in the group, plus the group's offset. */
  private readonly codes: Uint16Array;
  private readonly groupCount: number;
  // Per search (searches run one at a time): each cell's state, the matching cells, the tallies.
  readonly state: Uint8Array;
  readonly matchingCells: Int32Array;
  private matchingCount = 0;
  private matchingMembers = 0;
  private total = 0;
  private readonly groupTallies: Int32Array;
  /** [facet * 32 + grade], for the cells failing that facet's filter only. */
  private readonly missTallies = new Int32Array(FACET_COUNT * 32);
  /** Stones added or taken per cell by position, not yet in the tallies. */
  private readonly pending: Int32Array;
  private active: number[] = [];
  private readonly ones: Int32Array;
  private readonly twos: Int32Array;
  private readonly misses: Int32Array;

  /**
   * `grades` holds FACET_CODES.length grades per cell, side by side; cell c's laid-out stones are
   * memberStart[c] .. memberStart[c + 1] - 1.
   */
  constructor(
    readonly count: number,
    private readonly grades: Uint8Array,
    private readonly memberStart: Int32Array,
  ) {
    this.words = Math.ceil(count / 32);
    this.bits = Array.from({ length: FACET_COUNT * 32 }, () => undefined);
    const radix = new Array<number>(FACET_COUNT).fill(1);
    for (let cell = 0; cell < count; cell++) {
      for (let facet = 0; facet < FACET_COUNT; facet++) {
        const grade = grades[cell * FACET_COUNT + facet];
        const at = facet * 32 + grade;
        const bits = (this.bits[at] ??= new Int32Array(this.words));
        bits[cell >>> 5] |= 1 << (cell & 31);
        radix[facet] = Math.max(radix[facet], grade + 1);
      }
    }
    this.groups = [];
    let offset = 0;
    for (let facet = 0; facet < FACET_COUNT; facet++) {
      const last = this.groups[this.groups.length - 1];
      if (last && last.size * radix[facet] <= GROUP_LIMIT) {
        last.facets.push(facet);
        last.radices.push(radix[facet]);
        last.size *= radix[facet];
      } else {
        if (last) offset += last.size;
        this.groups.push({ facets: [facet], radices: [radix[facet]], offset, size: radix[facet] });
      }
    }
    const lastGroup = this.groups[this.groups.length - 1];
    this.groupTallies = new Int32Array(lastGroup.offset + lastGroup.size);
    this.groupCount = this.groups.length;
    this.codes = new Uint16Array(count * this.groupCount);
    for (let cell = 0; cell < count; cell++) {
      this.groups.forEach((group, index) => {
        let code = 0;
        group.facets.forEach((facet, at) => (code = code * group.radices[at] + grades[cell * FACET_COUNT + facet]));
        this.codes[cell * this.groupCount + index] = group.offset + code;
      });
    }
    this.state = new Uint8Array(count);
    this.pending = new Int32Array(count);
    this.matchingCells = new Int32Array(count);
    this.ones = new Int32Array(this.words);
    this.twos = new Int32Array(this.words);
    this.misses = new Int32Array(this.words * FACET_COUNT);
  }

  /**
   * Starts a search: tests the filters on every cell, 32 a word, into which cells fail none
   * (`ones` clear) and which fail exactly one (in `ones`, not in `twos`; in that filter's misses).
   */
  classify(facets: Partial<Record<FacetCode, readonly number[]>>): void {
    const { words, ones, twos, misses } = this;
    ones.fill(0);
    twos.fill(0);
    this.active = [];
    FACET_CODES.forEach((code, facet) => {
      const allowed = facets[code];
      if (allowed === undefined) return;
      this.active.push(facet);
      const at = facet * words;
      misses.fill(0, at, at + words);
      for (const grade of allowed) {
        const bits = this.bits[facet * 32 + grade];
        if (bits) for (let word = 0; word < words; word++) misses[at + word] |= bits[word];
      }
      // A miss is a cell the filter does not allow; a cell missed twice is out of every count.
      for (let word = 0; word < words; word++) {
        const missed = ~misses[at + word];
        misses[at + word] = missed;
        twos[word] |= ones[word] & missed;
        ones[word] |= missed;
      }
    });
    this.state.fill(FAILS);
    this.groupTallies.fill(0);
    this.missTallies.fill(0);
    this.total = 0;
    this.matchingCount = 0;
    this.matchingMembers = 0;
  }

  /**
   * Visits each cell failing at most one filter once: sets its state and, given per-cell counts
   * (`counts[high + cell] - counts[low + cell]`), adds its stones to the tallies.
   */
  visitCells(counts: Uint16Array | Int32Array | undefined, low: number, high: number): void {
    const { words, ones, twos, misses, state, codes, groupTallies, missTallies, grades, matchingCells, memberStart } = this;
    const groupCount = this.groupCount;
    const tail = this.count & 31 ? (1 << (this.count & 31)) - 1 : -1;
    let total = 0;
    let matchingCount = 0;
    let matchingMembers = 0;
    for (let word = 0; word < words; word++) {
      let left = ~ones[word] & (word === words - 1 ? tail : -1);
      while (left !== 0) {
        const low32 = left & -left;
        const cell = word * 32 + 31 - Math.clz32(low32);
        left ^= low32;
        state[cell] = MATCHES;
        matchingCells[matchingCount++] = cell;
        matchingMembers += memberStart[cell + 1] - memberStart[cell];
        if (counts === undefined) continue;
        const stones = counts[high + cell] - counts[low + cell];
        if (stones === 0) continue;
        total += stones;
        const at = cell * groupCount;
        for (let group = 0; group < groupCount; group++) groupTallies[codes[at + group]] += stones;
      }
    }
    for (const facet of this.active) {
      const at = facet * words;
      for (let word = 0; word < words; word++) {
        let left = ones[word] & ~twos[word] & misses[at + word] & (word === words - 1 ? tail : -1);
        while (left !== 0) {
          const low32 = left & -left;
          const cell = word * 32 + 31 - Math.clz32(low32);
          left ^= low32;
          state[cell] = facet;
          if (counts === undefined) continue;
          const stones = counts[high + cell] - counts[low + cell];
          if (stones !== 0) missTallies[facet * 32 + grades[cell * FACET_COUNT + facet]] += stones;
        }
      }
    }
    this.total = total;
    this.matchingCount = matchingCount;
    this.matchingMembers = matchingMembers;
  }

  /** Adds `sign` for each stone at positions from .. to - 1 of an order whose cells are `cells`. */
  addPositions(cells: Int32Array, from: number, to: number, sign: number): void {
    const pending = this.pending;
    for (let position = from; position < to; position++) pending[cells[position]] += sign;
  }

  /** The same for the stones whose rank in the other order is in [otherFrom, otherTo). */
  addPositionsWithin(cells: Int32Array, otherRank: Int32Array, from: number, to: number, otherFrom: number, otherTo: number, sign: number): void {
    const pending = this.pending;
    for (let position = from; position < to; position++) {
      const rank = otherRank[position];
      if (rank >= otherFrom && rank < otherTo) pending[cells[position]] += sign;
    }
  }

  /** Adds `sign` stones of the cell where it counts (after visitCells has set the states). */
  addStone(cell: number, sign: number): void {
    const state = this.state[cell];
    if (state === FAILS) return;
    if (state === MATCHES) {
      this.total += sign;
      const groupCount = this.groupCount;
      const at = cell * groupCount;
      for (let group = 0; group < groupCount; group++) this.groupTallies[this.codes[at + group]] += sign;
    } else {
      this.missTallies[state * 32 + this.grades[cell * FACET_COUNT + state]] += sign;
    }
  }

  /** The search's counts: the groups' tallies split into attributes, with the cells failing one filter. */
  tally(): Tally {
    const pending = this.pending;
    for (let cell = 0; cell < this.count; cell++) {
      if (pending[cell] === 0) continue;
      this.addStone(cell, pending[cell]);
      pending[cell] = 0;
    }
    const tallies = Int32Array.from(this.missTallies);
    const groupTallies = this.groupTallies;
    for (const group of this.groups) {
      for (let code = 0; code < group.size; code++) {
        const stones = groupTallies[group.offset + code];
        if (stones === 0) continue;
        let rest = code;
        for (let at = group.facets.length - 1; at >= 0; at--) {
          tallies[group.facets[at] * 32 + (rest % group.radices[at])] += stones;
          rest = Math.floor(rest / group.radices[at]);
        }
      }
    }
    return { tallies, total: this.total, matchingCount: this.matchingCount, matchingMembers: this.matchingMembers };
  }
}
