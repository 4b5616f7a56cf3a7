/**
 * The store locator's data from `storeLocations`: the website's stores grouped by district (or
 * nearest first when the shopper shared a location), with today's opening hours and the week's,
 * in the store view's language and the website's time zone.
 */
import type { StoreLocationsQuery } from '../generated/operations.ts';
import { weekdayAt, weekdayNames } from '../storeView/dates.ts';
import { decimalFormatOf } from '../storeView/decimals.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

/** A store as `storeLocations` answers it (the service pages ask the same fields). */
export type StoreLocationAnswer = StoreLocationsQuery['storeLocations'][number];

export interface StoreCard {
  code: string;
  name: string;
  address: string;
  district: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** The number as a tel: link dials it: digits and a leading plus only. */
  phoneHref: string;
  /** "10:00 – 20:00", or null when closed today. */
  today: string | null;
  week: Array<{ day: string; hours: string | null; today: boolean }>;
  note: string | null;
  services: string[];
  distanceKm: string | null;
}

export interface StoreLocatorData {
  stores: StoreCard[];
  /** Districts in the order their first store comes, with how many stores each has. */
  districts: Array<{ code: string; name: string; count: number }>;
  district: string | null;
  /** The list is sorted by distance from the shopper. */
  near: boolean;
  /** Sorting by distance failed: the list is in its usual order. */
  nearFailed: boolean;
  mapTiles: { url: string; attribution: string };
}

/** `?near=22.28,114.16`: a point the shopper's browser gave, else null. */
export function nearPointOf(value: string | null): { latitude: number; longitude: number } | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

function hoursText(day: StoreLocationAnswer['opening_hours'][number] | undefined): string | null {
  return day && !day.closed && day.open && day.close ? `${day.open} – ${day.close}` : null;
}

export function storeLocatorData(
  answer: StoreLocationAnswer[],
  view: StoreViewDefinition,
  options: { district: string | null; near: boolean; nearFailed: boolean; now: Date; mapTiles: StoreLocatorData['mapTiles'] },
): StoreLocatorData {
  const today = weekdayAt(view, options.now);
  const days = weekdayNames(view);
  const distances = decimalFormatOf(view, 1, 1);
  const districts = new Map<string, { code: string; name: string; count: number }>();
  for (const store of answer) {
    const entry = districts.get(store.district) ?? { code: store.district, name: store.district_name, count: 0 };
    entry.count += 1;
    districts.set(store.district, entry);
  }
  const district = options.district && districts.has(options.district) ? options.district : null;
  return {
    stores: answer
      .filter((store) => !district || store.district === district)
      .map((store) => {
        // Sunday (0) first, as the API gives them; the week is listed from Monday as shops print it.
        const byDay = new Map(store.opening_hours.map((hours) => [hours.day, hours]));
        return {
          code: store.code,
          name: store.name,
          address: store.address,
          district: store.district,
          latitude: store.latitude,
          longitude: store.longitude,
          phone: store.phone,
          phoneHref: `tel:${store.phone.replace(/[^\d+]/g, '')}`,
          today: hoursText(byDay.get(today)),
          week: [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day: days[day], hours: hoursText(byDay.get(day)), today: day === today })),
          note: store.opening_hours_note,
          services: store.services,
          distanceKm: store.distance_km == null ? null : distances.format(store.distance_km),
        };
      }),
    districts: [...districts.values()],
    district,
    near: options.near,
    nearFailed: options.nearFailed,
    mapTiles: options.mapTiles,
  };
}
