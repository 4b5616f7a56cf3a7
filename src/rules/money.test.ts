import { describe, expect, it } from 'vitest';
import { formatMoney, parseMajorAmount } from './money.ts';

describe('formatMoney', () => {
  it('writes each currency one way in every language', () => {
    expect(formatMoney({ amount: 2_380_000, currency: 'HKD' })).toBe('HK$23,800');
    expect(formatMoney({ amount: 103_000, currency: 'MOP' })).toBe('MOP 1,030');
    expect(formatMoney({ amount: 60_000, currency: 'MYR' })).toBe('RM 600');
  });

  it('shows cents only when there are some', () => {
    expect(formatMoney({ amount: 115_250, currency: 'HKD' })).toBe('HK$1,152.50');
    expect(formatMoney({ amount: 5, currency: 'MYR' })).toBe('RM 0.05');
    expect(formatMoney({ amount: 0, currency: 'MOP' })).toBe('MOP 0');
  });

  it('groups large amounts by threes, cents and all', () => {
    expect(formatMoney({ amount: 123_456_789_01, currency: 'USD' })).toBe('US$123,456,789.01');
    expect(formatMoney({ amount: 100_000_000, currency: 'CNY' })).toBe('RMB 1,000,000');
  });

  it('puts the sign before the currency', () => {
    expect(formatMoney({ amount: -10_000, currency: 'HKD' })).toBe('-HK$100');
  });
});

describe('parseMajorAmount', () => {
  it('reads decimal strings into minor units without floating point', () => {
    expect(parseMajorAmount('43250.00')).toBe(4_325_000);
    expect(parseMajorAmount('43250.5')).toBe(4_325_050);
    expect(parseMajorAmount(' 0.07 ')).toBe(7);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseMajorAmount('0.29')).toBe(29);
    expect(parseMajorAmount('999999999.99')).toBe(99_999_999_999);
    for (const bad of ['', '-1', '1.001', '1e3', '1,000.00', '.5', '1.', 'abc', '1000000000']) {
      expect(parseMajorAmount(bad), bad).toBeUndefined();
    }
  });

  it('reads the full-width digits of a Chinese keyboard', () => {
    expect(parseMajorAmount('１５０．５')).toBe(15_050);
  });
});
