/** The carousel's reckoning of slides and pages, apart from the track it scrolls. */
import { describe, expect, it } from 'vitest';
import { carouselPaging, carouselTarget, lastPageStart } from './useCarousel.ts';

describe('a carousel', () => {
  it('stops its track at the first slide of the last page, and never before the first', () => {
    expect(lastPageStart(8, 3)).toBe(5);
    expect(lastPageStart(8, 1)).toBe(7);
    expect(lastPageStart(2, 4)).toBe(0);
  });

  it('goes round past either end when infinite, and stops at the ends when not', () => {
    expect(carouselTarget(6, 5, true)).toBe(0);
    expect(carouselTarget(-1, 5, true)).toBe(5);
    expect(carouselTarget(6, 5, false)).toBe(5);
    expect(carouselTarget(-3, 5, false)).toBe(0);
    expect(carouselTarget(3, 5, false)).toBe(3);
    expect(carouselTarget(3, 5, true)).toBe(3);
  });

  it('counts one page per start the track can reach, and offers only the arrows that lead somewhere', () => {
    expect(carouselPaging(0, 5, false)).toEqual({ pageCount: 6, canGoBack: false, canGoForward: true });
    expect(carouselPaging(5, 5, false)).toEqual({ pageCount: 6, canGoBack: true, canGoForward: false });
    expect(carouselPaging(0, 0, false)).toEqual({ pageCount: 1, canGoBack: false, canGoForward: false });
    expect(carouselPaging(0, 5, true)).toEqual({ pageCount: 6, canGoBack: true, canGoForward: true });
  });
});
