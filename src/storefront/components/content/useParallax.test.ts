/** Where a parallax row's background layer sits as the row crosses the viewport. */
import { describe, expect, it } from 'vitest';
import { parallaxOffset } from './useParallax.ts';

const viewport = 800;
const rowAt = (top: number, height = 400) => ({ top, bottom: top + height, height });

describe('a parallax layer', () => {
  it('stands at its place as the row enters at the bottom, and has moved the whole margin times the speed as it leaves at the top', () => {
    expect(parallaxOffset(rowAt(viewport), viewport, 0.5)).toBeCloseTo(0);
    expect(parallaxOffset(rowAt(-400), viewport, 0.5)).toBeCloseTo(-50);
    expect(parallaxOffset(rowAt(-400), viewport, 1)).toBeCloseTo(-100);
  });

  it('moves in step with the scroll between the two', () => {
    expect(parallaxOffset(rowAt(200), viewport, 1)).toBeCloseTo(-50);
  });

  it('holds the speed within 0 to 1, so the layer never leaves its margin', () => {
    expect(parallaxOffset(rowAt(-400), viewport, 3)).toBeCloseTo(-100);
    expect(parallaxOffset(rowAt(-400), viewport, -1)).toBeCloseTo(0);
  });

  it('leaves a row out of view alone', () => {
    expect(parallaxOffset(rowAt(viewport + 1), viewport, 0.5)).toBeNull();
    expect(parallaxOffset(rowAt(-401), viewport, 0.5)).toBeNull();
  });
});
