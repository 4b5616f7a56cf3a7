import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits.ts';
import { htmlLangByLocale, LOCALE_KEYS } from './locales.ts';
import { STORE_VIEWS, WEBSITES } from './storeViews.ts';

/** Every locale a page formats numbers in: each store view's language with its website's region, and <html lang>. */
const STORE_LOCALES = [
  ...new Set([
    ...STORE_VIEWS.map((view) => `${view.localeKey}-${WEBSITES.find((site) => site.code === view.websiteCode)!.region}`),
    ...LOCALE_KEYS.map((key) => htmlLangByLocale[key]),
  ]),
];

const SAMPLES = [0, 1, 7, 12, 999, 1_000, 1_001, 12_345, 100_000, 999_999, 1_000_000, 23_800_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];

describe('groupDigits', () => {
  it('writes whole numbers as every store view locale does', () => {
    expect(STORE_LOCALES.length).toBeGreaterThanOrEqual(8);
    for (const locale of STORE_LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const sample of SAMPLES) {
        expect(groupDigits(sample), `${sample} in ${locale}`).toBe(intl.format(sample));
        expect(groupDigits(-sample), `${-sample} in ${locale}`).toBe(sample === 0 ? '0' : `-${intl.format(sample)}`);
      }
    }
  });

  it('groups by threes from the right', () => {
    expect(groupDigits(1_234)).toBe('1,234');
    expect(groupDigits(123_456)).toBe('123,456');
    expect(groupDigits(-12_000_000)).toBe('-12,000,000');
  });
});
