import { describe, expect, it } from 'vitest';
import { cardNumberGroups, couponTabOf, formatPoints, levelProgressPercent, recordPageOf, signedPoints } from './clubView.ts';

describe('the member pages’ numbers', () => {
  it('measures the way to the next level in whole percent, full at the top level', () => {
    expect(levelProgressPercent(0, 500_000)).toBe(0);
    expect(levelProgressPercent(300_000, 200_000)).toBe(60);
    expect(levelProgressPercent(1, 2)).toBe(33);
    // Almost there is not there: the bar is full only when nothing remains.
    expect(levelProgressPercent(499_999, 1)).toBe(99);
    expect(levelProgressPercent(12_000_000, 0)).toBe(100);
    expect(levelProgressPercent(-5, 100)).toBe(0);
  });

  it('writes points with the locale’s grouping and a sign for changes', () => {
    expect(formatPoints(12_800)).toBe('12,800');
    expect(signedPoints(1200)).toBe('+1,200');
    expect(signedPoints(-10_000)).toBe('\u221210,000');
    expect(signedPoints(0)).toBe('0');
  });

  it('reads the wallet tab and the record page from the URL, with safe defaults', () => {
    expect(couponTabOf(new URLSearchParams('coupons=used'))).toBe('used');
    expect(couponTabOf(new URLSearchParams('coupons=expired'))).toBe('expired');
    expect(couponTabOf(new URLSearchParams('coupons=VALID'))).toBe('valid');
    expect(couponTabOf(new URLSearchParams(''))).toBe('valid');
    expect(recordPageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const value of ['0', '-1', 'x', '1e3', '']) expect(recordPageOf(new URLSearchParams({ page: value })), value).toBe(1);
  });

  it('groups the member card number by four for reading aloud', () => {
    expect(cardNumberGroups('881000000011')).toBe('8810 0000 0011');
    expect(cardNumberGroups('8810000000123')).toBe('8810 0000 0012 3');
  });
});
