import { describe, expect, it } from 'vitest';
import { addMonths, couponStatus, memberCardNumber, memberLevelCode, namesMatch, pointsForSpend, usableOnline } from './club.ts';

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

describe('club rules', () => {
  it('pair the level codes: 60005-60009 in Hong Kong and Macau, 60023-60027 in Malaysia', () => {
    expect(memberLevelCode('base', 'fans')).toBe(60005);
    expect(memberLevelCode('mo', 'diamond')).toBe(60009);
    expect(memberLevelCode('my', 'fans')).toBe(60023);
    expect(memberLevelCode('my', 'diamond')).toBe(60027);
  });

  it('number member cards from the account, with a check digit', () => {
    expect(memberCardNumber(1, 42)).toMatch(/^88100000042\d$/);
    for (const id of [1, 7, 42, 99_999, 12_345_678]) expect(luhnValid(memberCardNumber(3, id))).toBe(true);
    expect(memberCardNumber(1, 42)).not.toBe(memberCardNumber(3, 42));
  });

  it('match a name in either order, ignoring case, spacing and punctuation, and nothing else', () => {
    expect(namesMatch('Mei Chan', 'Mei', 'Chan')).toBe(true);
    expect(namesMatch('CHAN,  mei', 'Mei', 'Chan')).toBe(true);
    expect(namesMatch('Tan Wei Jie', 'Wei Jie', 'Tan')).toBe(true);
    expect(namesMatch('Wei-Jie Tan', 'Wei Jie', 'Tan')).toBe(true);
    expect(namesMatch('Mei', 'Mei', 'Chan')).toBe(false);
    expect(namesMatch('Mei Chan Tai Man', 'Mei', 'Chan')).toBe(false);
    expect(namesMatch('', 'Mei', 'Chan')).toBe(false);
    expect(namesMatch('陳美', '美', '陳')).toBe(true);
  });

  it('earn whole points, rounded down', () => {
    expect(pointsForSpend(123_456, 100)).toBe(1234);
    expect(pointsForSpend(123_456, 150)).toBe(1851);
    expect(pointsForSpend(99, 100)).toBe(0);
    expect(pointsForSpend(0, 300)).toBe(0);
  });

  it('add months without running past the end of a month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-25T00:00:00Z'), -12).toISOString()).toBe('2025-11-25T00:00:00.000Z');
  });

  it('tell a coupon’s state and where it is used', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const coupon = {
      releasedAt: new Date('2026-05-01T00:00:00Z'),
      validUntil: new Date('2026-06-01T00:00:00Z'),
      usedAt: null,
    };
    expect(couponStatus(coupon, now)).toBe('expired');
    expect(couponStatus({ ...coupon, validUntil: new Date('2026-06-02T00:00:00Z') }, now)).toBe('valid');
    expect(couponStatus({ ...coupon, usedAt: new Date('2026-05-02T00:00:00Z') }, now)).toBe('used');
    expect([usableOnline('online'), usableOnline('all'), usableOnline('in_store')]).toEqual([true, true, false]);
  });
});
