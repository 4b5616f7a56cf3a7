/**
 * The stones' grade combinations ("cells") as a search tests and tallies them (docs/decisions.md,
 * "Diamond search at a million stones"). A million stones fall into about 90,000 cells, and a
 * search visits each cell a filter leaves counted, so what it does per cell is kept small:
 *
 * - Per attribute and grade, the cells having it, as a bitset: a search's filters are tested 32
 *   cells a word, and only the cells failing at most one filter are listed at all.
 * - Per cell, its grades packed into two or three group codes (a group's code numbers every
 *   combination of its attributes' grades): a matching cell adds its stones to two or three
 *   tallies rather than one per attribute, and the groups' tallies are split into the attributes'
 *   counts at the end.
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
  /** The first `matchingCount` entries of CellTable.matchingCells. */
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
  private readonly groupTallies: Int32Array;
  // Per search (searches run one at a time): each cell's state, the cells counted (the matching
  // ones first), and the matching ones with stones.
  readonly state: Uint8Array;
  readonly needed: Int32Array;
  neededCount = 0;
  matchedCount = 0;
  readonly matchingCells: Int32Array;
  private readonly ones: Int32Array;
  private readonly twos: Int32Array;
  private readonly misses: Int32Array;

  /** `grades` holds FACET_CODES.length grades per cell, side by side. */
  constructor(
    readonly count: number,
    private readonly grades: Uint8Array,
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
    const groupCount = this.groups.length;
    this.codes = new Uint16Array(count * groupCount);
    for (let cell = 0; cell < count; cell++) {
      this.groups.forEach((group, index) => {
        let code = 0;
        group.facets.forEach((facet, at) => (code = code * group.radices[at] + grades[cell * FACET_COUNT + facet]));
        this.codes[cell * groupCount + index] = group.offset + code;
      });
    }
    this.state = new Uint8Array(count);
    this.needed = new Int32Array(count);
    this.matchingCells = new Int32Array(count);
    this.ones = new Int32Array(this.words);
    this.twos = new Int32Array(this.words);
    this.misses = new Int32Array(this.words * FACET_COUNT);
  }

  /**
   * Tests the filters on every cell: lists the cells failing none, then those failing exactly one
   * (their state says which), in `needed`.
   */
  classify(facets: Partial<Record<FacetCode, readonly number[]>>): void {
    const { words, ones, twos, misses, state, needed, count } = this;
    ones.fill(0);
    twos.fill(0);
    const active: number[] = [];
    FACET_CODES.forEach((code, facet) => {
      const allowed = facets[code];
      if (allowed === undefined) return;
      active.push(facet);
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
    state.fill(FAILS);
    const tail = count & 31 ? (1 << (count & 31)) - 1 : -1;
    let listed = 0;
    for (let word = 0; word < words; word++) {
      let left = ~ones[word] & (word === words - 1 ? tail : -1);
      while (left !== 0) {
        const low = left & -left;
        const cell = word * 32 + 31 - Math.clz32(low);
        needed[listed++] = cell;
        state[cell] = MATCHES;
        left ^= low;
      }
    }
    this.matchedCount = listed;
    // A cell failing exactly one filter is in that filter's misses and in no other's.
    for (const facet of active) {
      const at = facet * words;
      for (let word = 0; word < words; word++) {
        let left = ones[word] & ~twos[word] & misses[at + word] & (word === words - 1 ? tail : -1);
        while (left !== 0) {
          const low = left & -left;
          const cell = word * 32 + 31 - Math.clz32(low);
          needed[listed++] = cell;
          state[cell] = facet;
          left ^= low;
        }
      }
    }
    this.neededCount = listed;
  }

  /**
   * The counts from the stones per listed cell: a matching cell counts for every attribute, a cell
   * failing one filter for that filter's attribute only.
   */
  tally(stonesIn: Int32Array, memberStart: Int32Array): Tally {
    const { needed, matchedCount, neededCount, codes, groupTallies, state, grades, matchingCells } = this;
    const groupCount = this.groups.length;
    groupTallies.fill(0);
    let total = 0;
    let matchingCount = 0;
    let matchingMembers = 0;
    for (let index = 0; index < matchedCount; index++) {
      const cell = needed[index];
      const stones = stonesIn[cell];
      if (stones <= 0) continue;
      total += stones;
      matchingCells[matchingCount++] = cell;
      matchingMembers += memberStart[cell + 1] - memberStart[cell];
      const at = cell * groupCount;
      for (let group = 0; group < groupCount; group++) groupTallies[codes[at + group]] += stones;
    }
    const tallies = new Int32Array(FACET_COUNT * 32);
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
    for (let index = matchedCount; index < neededCount; index++) {
      const cell = needed[index];
      const stones = stonesIn[cell];
      if (stones <= 0) continue;
      const facet = state[cell];
      tallies[facet * 32 + grades[cell * FACET_COUNT + facet]] += stones;
    }
    return { tallies, total, matchingCount, matchingMembers };
  }
}
