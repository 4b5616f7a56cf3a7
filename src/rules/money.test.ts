import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes each currency one way in every language', () => {
    for (const locale of ['en-HK', 'zh-HK', 'zh-CN']) {
      expect(formatMoney({ amount: 2_380_000, currency: 'HKD' }, locale)).toBe('HK$23,800');
      expect(formatMoney({ amount: 103_000, currency: 'MOP' }, locale)).toBe('MOP 1,030');
    }
    expect(formatMoney({ amount: 60_000, currency: 'MYR' }, 'en-MY')).toBe('RM 600');
  });

  it('shows cents only when there are some', () => {
    expect(formatMoney({ amount: 115_250, currency: 'HKD' }, 'en-HK')).toBe('HK$1,152.50');
    expect(formatMoney({ amount: 5, currency: 'MYR' }, 'en-MY')).toBe('RM 0.05');
    expect(formatMoney({ amount: 0, currency: 'MOP' }, 'en-HK')).toBe('MOP 0');
  });

  it('puts the sign before the currency', () => {
    expect(formatMoney({ amount: -10_000, currency: 'HKD' }, 'en-HK')).toBe('-HK$100');
  });
});
