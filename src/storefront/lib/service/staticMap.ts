/**
 * The picture a map falls back to when its tiles cannot be loaded (offline, or no tile server):
 * the places drawn where they are relative to each other, with a few labels to find one's way.
 * An equirectangular projection, squeezed east-west by the cosine of the middle latitude, is true
 * enough over a city or a region.
 */
export interface StaticMapPoint {
  latitude: number;
  longitude: number;
}

export interface StaticMapLabel extends StaticMapPoint {
  text: string;
}

export interface StaticMapPicture {
  width: number;
  height: number;
  markers: Array<{ x: number; y: number }>;
  labels: Array<{ x: number; y: number; text: string }>;
}

/** The picture's longer side, in its own units. */
const SIZE = 1000;
/** Room around the outermost places, as a share of the picture. */
const PADDING = 0.12;
/** A single place, or places on one spot, are shown over this much of the earth (degrees). */
const MIN_SPAN = 0.02;

export function staticMapOf(points: readonly StaticMapPoint[], labels: readonly StaticMapLabel[] = []): StaticMapPicture | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const middleLatitude = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const squeeze = Math.cos((middleLatitude * Math.PI) / 180);
  const spanOf = (values: number[]) => Math.max(Math.max(...values) - Math.min(...values), MIN_SPAN);
  const spanX = spanOf(longitudes) * squeeze;
  const spanY = spanOf(latitudes);
  const scale = (SIZE * (1 - 2 * PADDING)) / Math.max(spanX, spanY);
  const width = Math.round(Math.max(spanX * scale, SIZE * 0.5) / (1 - 2 * PADDING));
  const height = Math.round(Math.max(spanY * scale, SIZE * 0.5) / (1 - 2 * PADDING));
  const centreLongitude = (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
  const centreLatitude = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const place = ({ latitude, longitude }: StaticMapPoint) => ({
    x: Math.round(width / 2 + (longitude - centreLongitude) * squeeze * scale),
    y: Math.round(height / 2 - (latitude - centreLatitude) * scale),
  });
  return {
    width,
    height,
    markers: points.map(place),
    labels: labels.map((label) => ({ ...place(label), text: label.text })),
  };
}

/** A label for each group of places, at the middle of its places (e.g. a district's stores). */
export function groupLabels<Point extends StaticMapPoint>(points: readonly Point[], groupOf: (point: Point) => string): StaticMapLabel[] {
  const groups = new Map<string, Point[]>();
  for (const point of points) groups.set(groupOf(point), [...(groups.get(groupOf(point)) ?? []), point]);
  return [...groups].map(([text, members]) => ({
    text,
    latitude: members.reduce((sum, member) => sum + member.latitude, 0) / members.length,
    longitude: members.reduce((sum, member) => sum + member.longitude, 0) / members.length,
  }));
}
