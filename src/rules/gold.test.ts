import { describe, expect, it } from 'vitest';
import { calculationGoldPrice } from './gold.ts';
import { roundToWholeMajor } from './money.ts';

describe('roundToWholeMajor', () => {
  it('rounds a price half up to a whole dollar', () => {
    expect(roundToWholeMajor(605_516)).toBe(605_500);
    expect(roundToWholeMajor(605_550)).toBe(605_600);
    expect(roundToWholeMajor(605_549)).toBe(605_500);
    expect(roundToWholeMajor(605_500)).toBe(605_500);
    expect(roundToWholeMajor(0)).toBe(0);
  });
});

describe('calculationGoldPrice', () => {
  // 3.75 g at HK$42,850 a tael (37.429 g) is HK$4,293.13 of metal.
  const pendant = { weightMilligrams: 3_750, sellPricePerUnit: 4_285_000, quotedUnit: 'tael' as const };

  it('sells at a whole-dollar price, the metal carrying the rounding so the parts add up', () => {
    expect(calculationGoldPrice({ ...pendant, labourFee: 50_000, labourFeeUnit: 'piece' })).toEqual({ metal: 429_300, labour: 50_000, total: 479_300 });
  });

  it('keeps a per-gram labour fee exact and rounds the price it adds up to', () => {
    expect(calculationGoldPrice({ ...pendant, labourFee: 1_000, labourFeeUnit: 'gram' })).toEqual({ metal: 429_350, labour: 3_750, total: 433_100 });
  });
});
