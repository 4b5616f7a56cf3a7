/**
 * The stones' grade combinations ("cells") as a search tests and tallies them (docs/decisions.md,
 * "Diamond search at a million stones"). A million stones fall into about 90,000 cells, and a
 * search visits each cell a filter leaves counted, so what it does per cell is kept small:
 *
 * - Per attribute and grade, the cells having it, as a bitset: a search's filters are tested 32
 *   cells a word, and only the cells failing at most one filter are visited at all, once each,
 *   and of those only the ones with stones in the range's buckets (a bitset per run of buckets).
 * - Per cell, its grades packed into two or three group codes (a group's code numbers every
 *   combination of its attributes' grades): a matching cell adds its stones to two or three
 *   tallies rather than one per attribute, and the groups' tallies are split into the attributes'
 *   counts at the end.
 *
 * Counting and tallying are one step: the stones the bucket counts miss or include wrongly (a
 * slice's ragged ends, the other range, the corrections) are added up per cell first, as they are
 * read, and each visited cell's stones (its bucket counts plus that sum) go straight into the
 * tallies. Nothing after the visit goes over all the cells again.
 */
import { FACET_CODES, type FacetCode } from './diamondQuery.ts';

const FACET_COUNT = FACET_CODES.length;
/** Combinations of grades one group code may number (its tallies are added up per search). */
const GROUP_LIMIT = 4096;

/**
 * Where a search's per-cell counts start from before the stones it adds one by one:
 * counts[high + cell] - counts[low + cell] (CellTable.visitCells).
 */
export interface BucketCounts {
  counts: Uint16Array | Int32Array;
  low: number;
  high: number;
  /**
   * A superset of the cells with stones in those buckets, 32 a word, as two rows of `cellsIn`
   * OR-ed (`cellsIn[rowA + word] | cellsIn[rowB + word]`): the visit passes over the others.
   */
  cellsIn: Int32Array;
  rowA: number;
  rowB: number;
}

/** The counts per attribute and grade, the total, and the matching cells. */
export interface Tally {
  /** [facet * 32 + grade] */
  tallies: Int32Array;
  total: number;
  /** The first `matchingCount` entries of CellTable.matchingCells (some may have no stone in the ranges). */
  matchingCount: number;
}

export class CellTable {
  private readonly words: number;
  /** [facet * 32 + grade]: the cells with that grade, 32 a word; undefined where no cell has it. */
  private readonly bits: Array<Int32Array | undefined>;
  /**
   * [facet * 32 + grade]: the words from .. to - 1 holding that grade's cells. The layout numbers
   * the cells in grade order, so a shape's cells are one run and a filter reads only its words.
   */
  private readonly bitsFrom = new Int32Array(FACET_COUNT * 32);
  private readonly bitsTo = new Int32Array(FACET_COUNT * 32);
  /** Per group, its facets and each one's number of grades (most significant first). */
  private readonly groups: Array<{ facets: number[]; radices: number[]; offset: number; size: number }>;
  /** Per group, for each of its codes, the tally index (facet * 32 + grade) of each of its facets. */
  private readonly groupTallyIndexes: Uint16Array[];
  /** [cell * groups + group]: the cell's code in the group, plus the group's offset. */
  private readonly codes: Uint16Array;
  private readonly groupCount: number;
  /** Per facet, each cell's grade (one column a facet: a search reads one facet's grades at a time). */
  private readonly gradeColumns: Uint8Array[];
  // Per search (searches run one at a time): the cells failing a filter, the matching cells, the tallies.
  /** The cells failing at least one filter, 32 a word: a cell matches when its bit is clear. */
  readonly failing: Int32Array;
  readonly matchingCells: Int32Array;
  private matchingCount = 0;
  private total = 0;
  private readonly groupTallies: Int32Array;
  /** [facet * 32 + grade], for the cells failing that facet's filter only. */
  private readonly missTallies = new Int32Array(FACET_COUNT * 32);
  /** The search's counts, [facet * 32 + grade] (handed out by tally(), good until the next search). */
  private readonly tallies = new Int32Array(FACET_COUNT * 32);
  /**
   * Stones added or taken per cell before the visit (ragged ends, the other range, corrections),
   * and which cells have any, 32 a word: the visit reads a cell's sum only where its bit is set.
   */
  private readonly pending: Int32Array;
  private readonly pendingCells: Int32Array;
  /** The facets whose filter leaves out some cell, the first `activeCount`. */
  private readonly active = new Int32Array(FACET_COUNT);
  private activeCount = 0;
  private readonly twos: Int32Array;
  private readonly misses: Int32Array;
  private readonly withStones: Int32Array;

  /**
   * `grades` holds FACET_CODES.length grades per cell, side by side; cell c's laid-out stones are
   * memberStart[c] .. memberStart[c + 1] - 1.
   */
  constructor(
    readonly count: number,
    grades: Uint8Array,
    private readonly memberStart: Int32Array,
  ) {
    this.words = Math.ceil(count / 32);
    this.bits = Array.from({ length: FACET_COUNT * 32 }, () => undefined);
    const radix = new Array<number>(FACET_COUNT).fill(1);
    for (let cell = 0; cell < count; cell++) {
      for (let facet = 0; facet < FACET_COUNT; facet++) {
        const grade = grades[cell * FACET_COUNT + facet];
        const at = facet * 32 + grade;
        let bits = this.bits[at];
        if (bits === undefined) {
          bits = this.bits[at] = new Int32Array(this.words);
          this.bitsFrom[at] = cell >>> 5;
        }
        bits[cell >>> 5] |= 1 << (cell & 31);
        this.bitsTo[at] = (cell >>> 5) + 1;
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
    this.groupTallyIndexes = this.groups.map((group) => {
      const indexes = new Uint16Array(group.size * group.facets.length);
      for (let code = 0; code < group.size; code++) {
        let rest = code;
        for (let at = group.facets.length - 1; at >= 0; at--) {
          indexes[code * group.facets.length + at] = group.facets[at] * 32 + (rest % group.radices[at]);
          rest = Math.floor(rest / group.radices[at]);
        }
      }
      return indexes;
    });
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
    this.gradeColumns = Array.from({ length: FACET_COUNT }, (_, facet) => Uint8Array.from({ length: count }, (_, cell) => grades[cell * FACET_COUNT + facet]));
    this.pending = new Int32Array(count);
    this.pendingCells = new Int32Array(this.words);
    this.matchingCells = new Int32Array(count);
    this.failing = new Int32Array(this.words);
    this.twos = new Int32Array(this.words);
    this.withStones = new Int32Array(this.words);
    this.misses = new Int32Array(this.words * FACET_COUNT);
  }

  /**
   * Starts a search: tests the filters on every cell, 32 a word, into which cells fail none
   * (`failing` clear) and which fail exactly one (in `failing`, not in `twos`; in that filter's misses).
   */
  classify(facets: Partial<Record<FacetCode, readonly number[]>>): void {
    this.failing.fill(0);
    this.twos.fill(0);
    this.activeCount = 0;
    for (let facet = 0; facet < FACET_COUNT; facet++) {
      const allowed = facets[FACET_CODES[facet]];
      if (allowed !== undefined) this.classifyFacet(facet, allowed);
    }
    this.groupTallies.fill(0);
    this.missTallies.fill(0);
    this.total = 0;
    this.matchingCount = 0;
  }

  /**
   * One filter's misses: the cells of the grades it leaves out, or else those of the grades it
   * allows, inverted, whichever is fewer grades to read (each cell has exactly one grade).
   */
  private classifyFacet(facet: number, allowed: readonly number[]): void {
    const { words, failing, twos, misses, bits } = this;
    let allowedGrades = 0;
    let presentGrades = 0;
    for (let grade = 0; grade < 32; grade++) {
      if (bits[facet * 32 + grade] === undefined) continue;
      presentGrades++;
      if (allowed.includes(grade)) allowedGrades++;
    }
    // A filter allowing every grade the cells have leaves none out.
    if (allowedGrades === presentGrades) return;
    this.active[this.activeCount++] = facet;
    const readAllowed = allowedGrades <= presentGrades - allowedGrades;
    const at = facet * words;
    misses.fill(0, at, at + words);
    for (let grade = 0; grade < 32; grade++) {
      const gradeBits = bits[facet * 32 + grade];
      if (gradeBits === undefined || allowed.includes(grade) !== readAllowed) continue;
      const to = this.bitsTo[facet * 32 + grade];
      for (let word = this.bitsFrom[facet * 32 + grade]; word < to; word++) misses[at + word] |= gradeBits[word];
    }
    // A cell missed twice is out of every count. Bits past the last cell are masked where read.
    const flip = readAllowed ? -1 : 0;
    for (let word = 0; word < words; word++) {
      const missed = misses[at + word] ^ flip;
      misses[at + word] = missed;
      twos[word] |= failing[word] & missed;
      failing[word] |= missed;
    }
  }

  /** Adds `sign` for each stone at positions from .. to - 1 of an order whose cells are `cells`. */
  addPositions(cells: Int32Array, from: number, to: number, sign: number): void {
    const { pending, pendingCells } = this;
    for (let position = from; position < to; position++) {
      const cell = cells[position];
      pending[cell] += sign;
      pendingCells[cell >>> 5] |= 1 << (cell & 31);
    }
  }

  /** The same for the stones whose rank in the other order is in [otherFrom, otherTo). */
  addPositionsWithin(cells: Int32Array, otherRank: Int32Array, from: number, to: number, otherFrom: number, otherTo: number, sign: number): void {
    const { pending, pendingCells } = this;
    for (let position = from; position < to; position++) {
      const rank = otherRank[position];
      if (rank < otherFrom || rank >= otherTo) continue;
      const cell = cells[position];
      pending[cell] += sign;
      pendingCells[cell >>> 5] |= 1 << (cell & 31);
    }
  }

  /** Adds `sign` stones of the cell (a correction). */
  addStone(cell: number, sign: number): void {
    this.pending[cell] += sign;
    this.pendingCells[cell >>> 5] |= 1 << (cell & 31);
  }

  /**
   * Visits each cell failing at most one filter and having stones in the buckets counted or added
   * one by one (with a range, about half the cells have none), adding its stones to the tallies:
   * `counts[high + cell] - counts[low + cell]` plus those added. Then the search's counts are
   * final. A cell failing one filter adds to that attribute's count of its grade only; a matching
   * cell to its groups' tallies, and it is listed in matchingCells.
   */
  visitCells(counted: BucketCounts): void {
    const { words, failing, twos, misses, codes, groupTallies, missTallies, matchingCells, pending, pendingCells } = this;
    const { counts, low, high, cellsIn, rowA, rowB } = counted;
    // Cells with stones: in the buckets counted, or added one by one.
    const withStones = this.withStones;
    for (let word = 0; word < words; word++) withStones[word] = cellsIn[rowA + word] | cellsIn[rowB + word] | pendingCells[word];
    const groupCount = this.groupCount;
    const tail = this.count & 31 ? (1 << (this.count & 31)) - 1 : -1;
    let total = 0;
    let matchingCount = 0;
    for (let word = 0; word < words; word++) {
      let left = ~failing[word] & withStones[word] & (word === words - 1 ? tail : -1);
      const added = pendingCells[word];
      while (left !== 0) {
        const bit = left & -left;
        const cell = word * 32 + 31 - Math.clz32(bit);
        left ^= bit;
        matchingCells[matchingCount++] = cell;
        let stones = counts[high + cell] - counts[low + cell];
        if ((added & bit) !== 0) stones += pending[cell];
        if (stones === 0) continue;
        total += stones;
        const at = cell * groupCount;
        for (let group = 0; group < groupCount; group++) groupTallies[codes[at + group]] += stones;
      }
    }
    for (let index = 0; index < this.activeCount; index++) {
      const facet = this.active[index];
      const gradeOf = this.gradeColumns[facet];
      const at = facet * words;
      for (let word = 0; word < words; word++) {
        let left = failing[word] & ~twos[word] & misses[at + word] & withStones[word] & (word === words - 1 ? tail : -1);
        const added = pendingCells[word];
        while (left !== 0) {
          const bit = left & -left;
          const cell = word * 32 + 31 - Math.clz32(bit);
          left ^= bit;
          let stones = counts[high + cell] - counts[low + cell];
          if ((added & bit) !== 0) stones += pending[cell];
          if (stones !== 0) missTallies[facet * 32 + gradeOf[cell]] += stones;
        }
      }
    }
    this.clearPending();
    this.total = total;
    this.matchingCount = matchingCount;
  }

  /** Zeroes the sums added before the visit, the cells that have one only. */
  private clearPending(): void {
    const { words, pending, pendingCells } = this;
    for (let word = 0; word < words; word++) {
      let left = pendingCells[word];
      if (left === 0) continue;
      pendingCells[word] = 0;
      while (left !== 0) {
        const bit = left & -left;
        pending[word * 32 + 31 - Math.clz32(bit)] = 0;
        left ^= bit;
      }
    }
  }

  /** Laid-out stones of the matching cells, whatever the ranges (after the visit). */
  matchingMembers(): number {
    const { matchingCells, memberStart } = this;
    let members = 0;
    for (let index = 0; index < this.matchingCount; index++) {
      const cell = matchingCells[index];
      members += memberStart[cell + 1] - memberStart[cell];
    }
    return members;
  }

  /** The search's counts: the groups' tallies split into attributes, with the cells failing one filter. */
  tally(): Tally {
    const { tallies, groupTallies } = this;
    tallies.set(this.missTallies);
    this.groups.forEach((group, index) => {
      const indexes = this.groupTallyIndexes[index];
      const width = group.facets.length;
      for (let code = 0; code < group.size; code++) {
        const stones = groupTallies[group.offset + code];
        if (stones === 0) continue;
        for (let at = code * width; at < code * width + width; at++) tallies[indexes[at]] += stones;
      }
    });
    return { tallies, total: this.total, matchingCount: this.matchingCount };
  }
}
