/**
 * Certified diamonds for the demo catalog: plausible 4C grades, certificate numbers in each lab's
 * format, and a price that moves with carat, colour, clarity and cut the way a price list does.
 */
import { CERTIFICATIONS } from '../../../rules/catalog.ts';
import type { SeededRandom } from '../random.ts';
import type { DiamondShape } from '../vocabulary.ts';
import type { DiamondGrading } from './catalogBuilder.ts';

const COLOUR_FACTOR: Record<string, number> = { D: 1.35, E: 1.25, F: 1.15, G: 1, H: 0.9, I: 0.8, J: 0.72 };
const CLARITY_FACTOR: Record<string, number> = { IF: 1.4, VVS1: 1.25, VVS2: 1.15, VS1: 1.05, VS2: 1, SI1: 0.85 };
const CUT_FACTOR: Record<DiamondGrading['cut'], number> = { EX: 1.05, VG: 1, G: 0.92 };

const COLOURS = Object.keys(COLOUR_FACTOR);
const CLARITIES = Object.keys(CLARITY_FACTOR);

export interface DiamondOptions {
  shapes: readonly DiamondShape[];
  /** Carat range, inclusive, in hundredths (30 = 0.30 ct). */
  caratHundredths: [number, number];
  certificate?: (typeof CERTIFICATIONS)[number];
}

export function gradeDiamond(random: SeededRandom, options: DiamondOptions): DiamondGrading {
  const shape = random.pick(options.shapes);
  const carat = random.int(options.caratHundredths[0], options.caratHundredths[1]) / 100;
  const certificateType = options.certificate ?? (random.chance(0.6) ? 'GIA BRI' : random.pick(CERTIFICATIONS.slice(1)));
  const cut = shape === 'round' ? (random.chance(0.75) ? 'EX' : 'VG') : random.pick(['EX', 'VG', 'VG', 'G'] as const);
  return {
    shape,
    carat,
    colour: random.pick(COLOURS.slice(0, 5)),
    clarity: random.pick(CLARITIES.slice(1)),
    cut,
    polish: random.chance(0.7) ? 'EX' : 'VG',
    symmetry: random.chance(0.6) ? 'EX' : 'VG',
    fluorescence: random.pick(['none', 'none', 'none', 'faint', 'medium'] as const),
    certificateType,
    // GIA reports carry ten digits; IGI reports nine.
    certificateNumber: certificateType.startsWith('GIA') ? String(random.int(2_100_000_000, 2_499_999_999)) : String(random.int(500_000_000, 699_999_999)),
    diameterMm: Math.round(6.5 * Math.cbrt(carat) * (shape === 'round' ? 1 : 1.12) * 100) / 100,
  };
}

/** Price of the stone alone in Hong Kong dollars. */
export function diamondPriceHkd(grading: DiamondGrading): number {
  const perCarat =
    grading.carat < 0.3 ? 25_000 : grading.carat < 0.5 ? 35_000 : grading.carat < 0.7 ? 48_000 : grading.carat < 1 ? 60_000 : grading.carat < 1.5 ? 95_000 : 125_000;
  const shapeFactor = grading.shape === 'round' ? 1 : 0.85;
  return grading.carat * perCarat * (COLOUR_FACTOR[grading.colour] ?? 1) * (CLARITY_FACTOR[grading.clarity] ?? 1) * CUT_FACTOR[grading.cut] * shapeFactor;
}
