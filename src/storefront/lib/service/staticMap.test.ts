import { describe, expect, it } from 'vitest';
import { groupLabels, staticMapOf } from './staticMap.ts';

describe('the static map picture', () => {
  it('keeps north up and east right, with every place inside the picture', () => {
    const central = { latitude: 22.2819, longitude: 114.1582 };
    const shatin = { latitude: 22.3817, longitude: 114.1887 };
    const tsimShaTsui = { latitude: 22.2988, longitude: 114.1722 };
    const picture = staticMapOf([central, shatin, tsimShaTsui])!;
    const [c, s, t] = picture.markers;
    expect(s.y).toBeLessThan(t.y);
    expect(t.y).toBeLessThan(c.y);
    expect(s.x).toBeGreaterThan(c.x);
    for (const marker of picture.markers) {
      expect(marker.x).toBeGreaterThan(0);
      expect(marker.x).toBeLessThan(picture.width);
      expect(marker.y).toBeGreaterThan(0);
      expect(marker.y).toBeLessThan(picture.height);
    }
  });

  it('draws one place in the middle of a picture of its neighbourhood', () => {
    const picture = staticMapOf([{ latitude: 22.1473, longitude: 113.5537 }])!;
    expect(picture.markers[0]).toEqual({ x: Math.round(picture.width / 2), y: Math.round(picture.height / 2) });
  });

  it('has no picture without places, and labels a group at the middle of its places', () => {
    expect(staticMapOf([])).toBeNull();
    const labels = groupLabels(
      [
        { latitude: 22, longitude: 114, district: 'A' },
        { latitude: 24, longitude: 116, district: 'A' },
        { latitude: 10, longitude: 100, district: 'B' },
      ],
      (point) => point.district,
    );
    expect(labels).toEqual([
      { text: 'A', latitude: 23, longitude: 115 },
      { text: 'B', latitude: 10, longitude: 100 },
    ]);
  });
});
