/**
 * The demo store's loose diamonds: an inventory shaped like a Hong Kong jeweller's. Most stones are
 * round; weights lean small, with the bumps cutters aim for (0.30, 0.50, 0.70, 1.00 ct, just
 * above each, since a stone at the threshold sells for more); colour D to K and clarity FL to SI2
 * bunch in the middle grades; a few stones are yellow or pink. Prices come from a grid of
 * per-carat prices by weight band, scaled for colour, clarity, cut and fluorescence, as jewellers
 * price from a 4Cs list.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { diamonds } from '../db/schema/diamonds.ts';
import {
  CERTIFICATIONS,
  COLORED_DIAMONDS,
  DIAMOND_COLOURS,
  DIAMOND_SHAPES,
  type Certification,
  type DiamondShape,
} from '../../rules/diamonds.ts';
import { WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import type { SeededRandom } from './random.ts';
import { websitePrice } from './websitePrices.ts';

export type DiamondRow = typeof diamonds.$inferInsert;

/** Stones per website: 20,000 in all, most of them in Hong Kong. */
export const DEMO_DIAMOND_COUNTS: Record<WebsiteCode, number> = { base: 12_000, mo: 4_000, my: 4_000 };

const IDENTIFIER_PREFIX: Record<WebsiteCode, string> = { base: 'HK', mo: 'MO', my: 'MY' };

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

function weighted<T>(random: SeededRandom, choices: Weighted<T>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return choices[choices.length - 1][0];
}

const SHAPES: Weighted<DiamondShape> = [
  ['round', 55],
  ['oval', 9],
  ['cushion', 7],
  ['princess', 6],
  ['emerald', 5],
  ['pear', 5],
  ['radiant', 4],
  ['heart', 3],
  ['asscher', 3],
  ['square', 1.5],
  ['corner_modified_rectangular', 1.5],
];

/** The weights cutters aim for, and how often a stone sits just above one. */
const MAGIC_WEIGHTS: Weighted<number> = [
  [30, 30],
  [50, 28],
  [70, 14],
  [100, 20],
  [150, 5],
  [200, 3],
];

const WHITE_COLOURS: Weighted<number> = [6, 12, 18, 20, 18, 13, 8, 5].map((weight, grade) => [grade, weight] as const);
const FANCY_COLOURS: Weighted<number> = [
  [DIAMOND_COLOURS.indexOf('fancy_light'), 25],
  [DIAMOND_COLOURS.indexOf('fancy'), 35],
  [DIAMOND_COLOURS.indexOf('fancy_intense'), 30],
  [DIAMOND_COLOURS.indexOf('fancy_vivid'), 10],
];
const CLARITIES: Weighted<number> = [1, 4, 9, 13, 20, 22, 19, 12].map((weight, grade) => [grade, weight] as const);
const ROUND_CUTS: Weighted<number> = [
  [0, 70],
  [1, 22],
  [2, 8],
];
const FANCY_CUTS: Weighted<number> = [
  [0, 45],
  [1, 40],
  [2, 15],
];
const FLUORESCENCE: Weighted<number> = [60, 20, 12, 6, 2].map((weight, grade) => [grade, weight] as const);
const COLORED: Weighted<number> = [
  [COLORED_DIAMONDS.indexOf('white'), 97],
  [COLORED_DIAMONDS.indexOf('yellow'), 2.5],
  [COLORED_DIAMONDS.indexOf('pink'), 0.5],
];

/** HK$ per carat of an H colour, VS2, excellent round, by weight band (lower bound in hundredths). */
const PER_CARAT_BY_WEIGHT: ReadonlyArray<readonly [number, number]> = [
  [300, 180_000],
  [200, 120_000],
  [150, 85_000],
  [100, 62_000],
  [90, 48_000],
  [70, 40_000],
  [50, 30_000],
  [40, 24_000],
  [30, 20_000],
  [0, 14_000],
];
/** D to K, then the fancy intensities (for yellow; pink is scarcer still). */
const COLOUR_FACTOR = [1.6, 1.42, 1.28, 1.12, 1, 0.86, 0.74, 0.64, 0.9, 1.15, 1.6, 2.2];
const CLARITY_FACTOR = [1.7, 1.5, 1.35, 1.25, 1.12, 1, 0.85, 0.72];
const FINISH_FACTOR = [1, 0.92, 0.84];
const FLUORESCENCE_FACTOR = [1, 0.98, 0.93, 0.87, 0.82];
const PINK_FACTOR = 9;
const FANCY_SHAPE_FACTOR = 0.85;

function caratOf(random: SeededRandom): number {
  if (random.chance(0.45)) return weighted(random, MAGIC_WEIGHTS) + Math.floor(random.next() ** 2 * 8);
  // Melee-sized stones are not sold loose: the lightest is 0.15 ct, the median about 0.35 ct.
  const weight = 0.15 + Math.exp(Math.log(0.2) + 0.6 * random.normal());
  return Math.round(Math.min(5, weight) * 100);
}

function certificationOf(random: SeededRandom, shape: DiamondShape, cut: number, polish: number, symmetry: number): number {
  // Hearts and arrows are graded on excellent rounds only.
  const heartsAndArrows = shape === 'round' && cut === 0 && polish === 0 && symmetry === 0;
  const choices: Weighted<Certification> = heartsAndArrows
    ? [
        ['GIA BRI', 50],
        ['IGI BRI', 18],
        ['IGI HAA', 24],
        ['IGI ETA', 8],
      ]
    : [
        ['GIA BRI', 60],
        ['IGI BRI', 30],
        ['IGI ETA', 10],
      ];
  return CERTIFICATIONS.indexOf(weighted(random, choices));
}

function hkdPrice(random: SeededRandom, stone: Pick<DiamondRow, 'carat' | 'color' | 'clarity' | 'cut' | 'fluorescence' | 'coloredType'>, shape: DiamondShape): number {
  const perCarat = PER_CARAT_BY_WEIGHT.find(([from]) => stone.carat >= from)![1];
  const pink = COLORED_DIAMONDS[stone.coloredType] === 'pink' ? PINK_FACTOR : 1;
  const factor =
    COLOUR_FACTOR[stone.color] * CLARITY_FACTOR[stone.clarity] * FINISH_FACTOR[stone.cut] * FLUORESCENCE_FACTOR[stone.fluorescence] * (shape === 'round' ? 1 : FANCY_SHAPE_FACTOR) * pink;
  const noise = 1 + (random.next() - 0.5) * 0.12;
  return Math.max(100, Math.round((perCarat * (stone.carat / 100) * factor * noise) / 10) * 10);
}

/** Diameter of a round (its width for other shapes) from its weight: about 6.4 mm at one carat. */
function diameterOf(random: SeededRandom, carat: number, shape: DiamondShape): number {
  const round = 6.4 * Math.cbrt(carat / 100);
  const width = shape === 'round' ? round : round * (0.8 + random.next() * 0.1);
  return Math.round(width * 100);
}

/** `counts` stones per website, the same on every run for the same stream. */
export function diamondRows(random: SeededRandom, counts: Partial<Record<WebsiteCode, number>> = DEMO_DIAMOND_COUNTS): DiamondRow[] {
  const rows: DiamondRow[] = [];
  let serial = 0;
  for (const website of WEBSITES) {
    const count = counts[website.code] ?? 0;
    for (let index = 1; index <= count; index += 1) {
      serial += 1;
      const shape = weighted(random, SHAPES);
      const coloredType = weighted(random, COLORED);
      const color = COLORED_DIAMONDS[coloredType] === 'white' ? weighted(random, WHITE_COLOURS) : weighted(random, FANCY_COLOURS);
      const cut = weighted(random, shape === 'round' ? ROUND_CUTS : FANCY_CUTS);
      // Polish and symmetry follow the cut: a well-cut stone is mostly well finished.
      const polish = random.chance(0.75) ? cut : weighted(random, ROUND_CUTS);
      const symmetry = random.chance(0.7) ? cut : weighted(random, ROUND_CUTS);
      const carat = caratOf(random);
      const certification = certificationOf(random, shape, cut, polish, symmetry);
      const stone = { carat, color, clarity: weighted(random, CLARITIES), cut, fluorescence: weighted(random, FLUORESCENCE), coloredType };
      const hkd = hkdPrice(random, stone, shape);
      // Ranges of numbers apart per stone keep certificate numbers unique: GIA's ten digits, IGI's nine.
      const certificateNumber = certification === CERTIFICATIONS.indexOf('GIA BRI') ? String(2_141_000_000 + serial * 37 + random.int(0, 36)) : String(500_000_000 + serial * 13 + random.int(0, 12));
      rows.push({
        websiteId: website.id,
        identifier: `${IDENTIFIER_PREFIX[website.code]}-D${String(index).padStart(7, '0')}`,
        shape: DIAMOND_SHAPES.indexOf(shape),
        certification,
        polish,
        symmetry,
        diameter: diameterOf(random, carat, shape),
        certificateNumber,
        price: websitePrice(hkd, website.code) * 100,
        ...stone,
      });
    }
  }
  return rows;
}

const COLUMNS = [
  ['website_id', 'int', 'websiteId'],
  ['identifier', 'text', 'identifier'],
  ['shape', 'smallint', 'shape'],
  ['colored_type', 'smallint', 'coloredType'],
  ['certification', 'smallint', 'certification'],
  ['carat', 'int', 'carat'],
  ['color', 'smallint', 'color'],
  ['clarity', 'smallint', 'clarity'],
  ['cut', 'smallint', 'cut'],
  ['polish', 'smallint', 'polish'],
  ['symmetry', 'smallint', 'symmetry'],
  ['fluorescence', 'smallint', 'fluorescence'],
  ['diameter', 'int', 'diameter'],
  ['certificate_number', 'text', 'certificateNumber'],
  ['price', 'bigint', 'price'],
] as const;

const BATCH = 10_000;

/**
 * Writes stones a column at a time (one array parameter per column, unnested by the database):
 * tens of thousands of rows in a few statements, where one bind parameter per value would make
 * PGlite parse for seconds.
 */
export async function insertDiamondRows(writer: Pick<Database, 'execute'>, rows: readonly DiamondRow[]): Promise<void> {
  const names = sql.raw(COLUMNS.map(([column]) => column).join(', '));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = COLUMNS.map(([, type, key]) => sql`${sql.param(batch.map((row) => row[key]))}::${sql.raw(type)}[]`);
    await writer.execute(sql`insert into diamonds (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** A seeded stone as the search index keeps it, on offer and held by no bag: for the index's tests and bench. */
export function stoneStateOf(row: DiamondRow, id: number) {
  return {
    id,
    shape: row.shape,
    colored_type: row.coloredType,
    certification: row.certification,
    carat: row.carat,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    polish: row.polish!,
    symmetry: row.symmetry!,
    fluorescence: row.fluorescence,
    price: row.price,
    on_sale: true,
    sold_at: null,
    held_by_cart_id: null,
    held_until: null,
  };
}
