import { describe, expect, it } from 'vitest';
import { MILLIGRAMS_PER_TAEL } from '../../../rules/gold.ts';
import { CommerceError } from '../../core/errors.ts';
import { toGoldPriceRow } from './priceInput.ts';

function errorOf(run: () => unknown): CommerceError {
  try {
    run();
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('gold price input', () => {
  it('derives the other unit at 37.429 g per tael', () => {
    const row = toGoldPriceRow({ goldCode: 'HK-CK9999', sellPrice: '43250.00', buyPrice: '41020.00', effectiveAt: '2025-01-31T09:30:00+08:00' });
    expect(row.sellPerTael).toBe(4_325_000);
    expect(row.sellPerGram).toBe(Math.round((4_325_000 * 1000) / MILLIGRAMS_PER_TAEL));
    expect(row.buyPerGram).toBe(Math.round((4_102_000 * 1000) / MILLIGRAMS_PER_TAEL));
    expect(row.effectiveAt.toISOString()).toBe('2025-01-31T01:30:00.000Z');

    const perGram = toGoldPriceRow({ goldCode: 'CN-G999', sellPrice: '620.50', buyPrice: '600' });
    expect(perGram.sellPerGram).toBe(62_050);
    expect(perGram.sellPerTael).toBe(Math.round((62_050 * MILLIGRAMS_PER_TAEL) / 1000));
  });

  it('refuses what cannot be a price', () => {
    const cases: Array<[Parameters<typeof toGoldPriceRow>[0], string]> = [
      [{ goldCode: 'HK-XX', sellPrice: '1', buyPrice: '1' }, 'gold.unknownCode'],
      [{ goldCode: 'HK-G999', sellPrice: '-1', buyPrice: '1' }, 'gold.badPrice'],
      [{ goldCode: 'HK-G999', sellPrice: '0', buyPrice: '0' }, 'gold.badPrice'],
      [{ goldCode: 'HK-G999', sellPrice: '10', buyPrice: '9.999' }, 'gold.badPrice'],
      [{ goldCode: 'HK-G999', sellPrice: '10', buyPrice: '10.01' }, 'gold.buyAboveSell'],
      // A cent per tael is nothing per gram.
      [{ goldCode: 'HK-CK9999', sellPrice: '0.10', buyPrice: '0.01' }, 'gold.badPrice'],
      // Without an offset the instant depends on the machine's time zone.
      [{ goldCode: 'HK-G999', sellPrice: '10', buyPrice: '9', effectiveAt: '2025-01-31T09:30:00' }, 'gold.badTime'],
      [{ goldCode: 'HK-G999', sellPrice: '10', buyPrice: '9', effectiveAt: 'tomorrow' }, 'gold.badTime'],
      [{ goldCode: 'HK-G999', sellPrice: '10', buyPrice: '9', effectiveAt: '2025-02-30T09:30:00Z' }, 'gold.badTime'],
    ];
    for (const [input, key] of cases) {
      const error = errorOf(() => toGoldPriceRow(input));
      expect(error.category, JSON.stringify(input)).toBe('graphql-input');
      expect(error.messageKey, JSON.stringify(input)).toBe(key);
    }
  });
});
