/**
 * Prices as a Hong Kong jeweller tags them: endings of 8 (a lucky number) at every scale.
 */
import type { SeededRandom } from '../random.ts';

/** $398, $5,680, $35,800. */
export function shelfPrice(hkd: number): number {
  if (hkd < 1_000) return Math.max(88, Math.round(hkd / 10) * 10 - 2);
  if (hkd < 20_000) return Math.round(hkd / 100) * 100 - 20;
  return Math.round(hkd / 1000) * 1000 - 200;
}

export interface SaleTerms {
  specialPriceHkd?: number;
  specialWindow?: { fromDay: number; toDay: number };
}

/**
 * About one product in seven is on sale (10-30% off). A few sales run in a window around the seed
 * day: one running, one already over and one not yet started, so each case has a product to show.
 */
export function saleTerms(random: SeededRandom, priceHkd: number, probability = 0.15): SaleTerms {
  if (priceHkd <= 0 || !random.chance(probability)) return {};
  const discount = random.pick([0.1, 0.15, 0.2, 0.3]);
  const specialPriceHkd = shelfPrice(priceHkd * (1 - discount));
  const roll = random.next();
  if (roll < 0.12) return { specialPriceHkd, specialWindow: { fromDay: -7, toDay: 21 } };
  if (roll < 0.18) return { specialPriceHkd, specialWindow: { fromDay: -60, toDay: -30 } };
  if (roll < 0.24) return { specialPriceHkd, specialWindow: { fromDay: 10, toDay: 40 } };
  return { specialPriceHkd };
}
