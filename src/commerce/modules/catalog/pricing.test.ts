import { describe, expect, it } from 'vitest';
import { calculationGoldPrice } from '../../../rules/gold.ts';
import { priceRangeOf, specialPriceApplies, unitPrice, type GoldQuote, type PriceRecord } from './pricing.ts';

const now = new Date('2026-06-01T12:00:00Z');
const hour = 3_600_000;

function record(overrides: Partial<PriceRecord> = {}): PriceRecord {
  return { price: 100_000, specialPrice: null, specialFrom: null, specialTo: null, labourFee: null, ...overrides };
}

const simple = { typeId: 'simple', weightMg: null, goldCode: null, labourFeeUnit: null };

describe('special prices', () => {
  it('apply only inside their window, from inclusive to exclusive', () => {
    expect(specialPriceApplies(record({ specialPrice: 80_000 }), now)).toBe(true);
    expect(specialPriceApplies(record({ specialPrice: 80_000, specialFrom: now }), now)).toBe(true);
    expect(specialPriceApplies(record({ specialPrice: 80_000, specialFrom: new Date(now.getTime() + hour) }), now)).toBe(false);
    expect(specialPriceApplies(record({ specialPrice: 80_000, specialTo: now }), now)).toBe(false);
    expect(specialPriceApplies(record({ specialPrice: 80_000, specialTo: new Date(now.getTime() + hour) }), now)).toBe(true);
  });

  it('never raise the price', () => {
    expect(unitPrice(simple, record({ specialPrice: 80_000 }), new Map(), now)).toEqual({ regular: 100_000, final: 80_000 });
    expect(unitPrice(simple, record({ specialPrice: 120_000 }), new Map(), now)).toEqual({ regular: 100_000, final: 100_000 });
  });

  it('leave a product without a price row unpriced', () => {
    expect(unitPrice(simple, undefined, new Map(), now)).toBeUndefined();
  });
});

describe('calculation-gold prices', () => {
  const quote: GoldQuote = {
    goldCode: 'HK-CK9999',
    quotedUnit: 'tael',
    sellPerUnit: 4_285_000,
    sellPerGram: 114_483,
    sellPerTael: 4_285_000,
    effectiveAt: now,
  };
  const pendant = { typeId: 'calculation_gold', weightMg: 3_750, goldCode: 'HK-CK9999', labourFeeUnit: 'piece' };

  it('are weight times the current sell price plus the labour fee', () => {
    const price = unitPrice(pendant, record({ price: 0, labourFee: 50_000 }), new Map([['HK-CK9999', quote]]), now);
    const expected = calculationGoldPrice({
      weightMilligrams: 3_750,
      sellPricePerUnit: 4_285_000,
      quotedUnit: 'tael',
      labourFee: 50_000,
      labourFeeUnit: 'piece',
    });
    expect(price?.final).toBe(expected.total);
    expect(price?.regular).toBe(expected.total);
    expect(price?.gold).toMatchObject({ metal: expected.metal, labour: 50_000, labourFeeUnit: 'piece' });
  });

  it('charge a per-gram labour fee by weight', () => {
    const price = unitPrice({ ...pendant, labourFeeUnit: 'gram' }, record({ labourFee: 1_000 }), new Map([['HK-CK9999', quote]]), now);
    expect(price?.gold?.labour).toBe(3_750);
  });

  it('are unpriced while their gold code has no price', () => {
    expect(unitPrice(pendant, record({ labourFee: 50_000 }), new Map(), now)).toBeUndefined();
  });
});

describe('price ranges', () => {
  const priced = (regular: number, final = regular) => ({ regular, final });

  it('range a configurable product over its members', () => {
    const range = priceRangeOf('configurable', priced(1), [
      { price: priced(300, 250), optionCode: null, quantity: 1 },
      { price: priced(200), optionCode: null, quantity: 1 },
      { price: undefined, optionCode: null, quantity: 1 },
    ]);
    expect(range).toEqual({ minimum: { regular: 200, final: 200 }, maximum: { regular: 300, final: 250 } });
  });

  it('sum one choice per bundle option', () => {
    const range = priceRangeOf('bundle', undefined, [
      { price: priced(500), optionCode: 'for_her', quantity: 1 },
      { price: priced(700), optionCode: 'for_her', quantity: 1 },
      { price: priced(400), optionCode: 'for_him', quantity: 2 },
    ]);
    expect(range).toEqual({ minimum: { regular: 1300, final: 1300 }, maximum: { regular: 1500, final: 1500 } });
  });

  it('fall back to the own price when no member is priced', () => {
    expect(priceRangeOf('grouped', priced(900), [])).toEqual({ minimum: priced(900), maximum: priced(900) });
    expect(priceRangeOf('grouped', undefined, [])).toBeUndefined();
  });
});
