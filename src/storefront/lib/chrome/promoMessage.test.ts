import { describe, expect, it } from 'vitest';
import { promoDecision } from './promoMessage.ts';

const HOUR = 60 * 60 * 1000;

describe('promoDecision', () => {
  it('shows and resets without a timestamp or after 24 hours', () => {
    expect(promoDecision({ viewedAt: null, sessionFlag: false, now: 100 * HOUR })).toBe('show-and-reset');
    expect(promoDecision({ viewedAt: 0, sessionFlag: true, now: 25 * HOUR })).toBe('show-and-reset');
  });

  it('within 24 hours shows only in the session that started the window', () => {
    expect(promoDecision({ viewedAt: 0, sessionFlag: true, now: 2 * HOUR })).toBe('show');
    expect(promoDecision({ viewedAt: 0, sessionFlag: false, now: 2 * HOUR })).toBe('hide');
  });
});
