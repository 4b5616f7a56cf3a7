/**
 * A small seeded random generator, so the demo store is the same on every machine and every run.
 * Each concern takes its own stream (`fork('gold')`), so adding a product does not move the gold
 * price history or the stock of unrelated products.
 */

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A standard normal variate (Box-Muller). */
  normal(): number;
  /** An independent stream named by `label`. */
  fork(label: string): SeededRandom;
}

const DEMO_STORE_SEED = 20_240_601;

export function createRandom(seed: number = DEMO_STORE_SEED): SeededRandom {
  // mulberry32: tiny, fast and well distributed enough for demo data.
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };

  const random: SeededRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
    sample: (items, count) => random.shuffle(items).slice(0, count),
    normal: () => {
      const u = Math.max(next(), Number.EPSILON);
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    fork: (label) => createRandom(hashLabel(label, seed)),
  };
  return random;
}

/** FNV-1a over the label, mixed with the parent seed. */
function hashLabel(label: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
