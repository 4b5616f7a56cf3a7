/**
 * Physical stores for the store locator and store pickup. A website has a few dozen stores at most,
 * so a listing is one indexed query; filtering by service and ordering by distance happen here.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { storeLocations, type OpeningHours } from '../../db/schema.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { inputError } from '../../core/errors.ts';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { WEBSITES } from '../../../rules/storeViews.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface StoreLocationQuery {
  region?: string | null;
  near?: GeoPoint | null;
  service?: string | null;
}

export interface OpeningHoursDay {
  /** 0 is Sunday. */
  day: number;
  open: string | null;
  close: string | null;
  closed: boolean;
}

export interface StoreLocationView {
  id: number;
  code: string;
  name: string;
  address: string;
  region: string;
  district: string;
  district_name: string;
  latitude: number;
  longitude: number;
  phone: string;
  opening_hours: OpeningHoursDay[];
  opening_hours_note: string | null;
  services: string[];
  pos_code: string;
  distance_km: number | null;
}

type StoreLocationRecord = typeof storeLocations.$inferSelect;

const REGIONS = new Set<string>(WEBSITES.map((website) => website.region));
const MAX_CODE_LENGTH = 64;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance by the haversine formula. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function checkedPoint(near: GeoPoint): GeoPoint {
  const { latitude, longitude } = near;
  const valid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!valid) throw inputError('location.near');
  return near;
}

/** Seven days, Sunday first; a day without hours is closed. */
function weekOf(hours: OpeningHours): OpeningHoursDay[] {
  return Array.from({ length: 7 }, (_, day) => {
    const entry = hours.days.find((candidate) => candidate?.day === day);
    return entry ? { day, open: entry.open, close: entry.close, closed: false } : { day, open: null, close: null, closed: true };
  });
}

function viewOf(row: StoreLocationRecord, locale: LocaleKey, near: GeoPoint | undefined): StoreLocationView {
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  const note = row.openingHours.note ? pickLocalized(row.openingHours.note, locale) : '';
  return {
    id: row.id,
    code: row.code,
    name: pickLocalized(row.name, locale),
    address: pickLocalized(row.address, locale),
    region: row.region,
    district: row.district,
    district_name: pickLocalized(row.districtName, locale),
    latitude,
    longitude,
    phone: row.phone,
    opening_hours: weekOf(row.openingHours),
    opening_hours_note: note || null,
    services: row.services,
    pos_code: row.posCode,
    distance_km: near ? Math.round(distanceKm(near, { latitude, longitude }) * 10) / 10 : null,
  };
}

export class LocationService {
  constructor(private readonly db: Database) {}

  /**
   * Active stores of the request's website, or of a region (HK, MO, MY) when one is given; only
   * those offering `service` when given; by sort order, or nearest first from `near`.
   */
  async storeLocations(query: StoreLocationQuery, scope: StoreScope): Promise<StoreLocationView[]> {
    const region = query.region?.trim().toUpperCase();
    if (region !== undefined && !REGIONS.has(region)) {
      throw inputError('location.region', { region: (query.region ?? '').slice(0, 16) });
    }
    const near = query.near ? checkedPoint(query.near) : undefined;
    const service = query.service?.trim();

    const rows = await this.db
      .select()
      .from(storeLocations)
      .where(
        and(
          eq(storeLocations.isActive, true),
          region ? eq(storeLocations.region, region) : eq(storeLocations.websiteId, scope.website.id),
        ),
      )
      .orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));

    const views = rows
      .filter((row) => !service || row.services.includes(service))
      .map((row) => viewOf(row, scope.locale, near));
    // Array.prototype.sort is stable: equal distances keep the sort order.
    if (near) views.sort((a, b) => a.distance_km! - b.distance_km!);
    return views;
  }

  /** Stores by id, closed ones too (an order or a receipt names the shop it was at), in the scope's language. */
  async storeLocationsByIds(ids: readonly number[], scope: StoreScope): Promise<Map<number, StoreLocationView>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.select().from(storeLocations).where(inArray(storeLocations.id, unique));
    return new Map(rows.map((row) => [row.id, viewOf(row, scope.locale, undefined)]));
  }

  /** A shop's code by its id (what a staff member's home shop names); null for no such shop. `db`: the caller's transaction. */
  async shopCode(id: number, db: Database = this.db): Promise<string | null> {
    const [row] = await db.select({ code: storeLocations.code }).from(storeLocations).where(eq(storeLocations.id, id));
    return row?.code ?? null;
  }

  /** A shop's id by its code (the shop a staff member's orders are placed at); null for no such shop. */
  async shopId(code: string): Promise<number | null> {
    const [row] = await this.db.select({ id: storeLocations.id }).from(storeLocations).where(eq(storeLocations.code, code));
    return row?.id ?? null;
  }

  /** An active store by its code, whichever website it belongs to; null when there is none. */
  async storeLocation(code: string, scope: StoreScope): Promise<StoreLocationView | null> {
    const wanted = code.trim();
    if (!wanted || wanted.length > MAX_CODE_LENGTH) return null;
    const [row] = await this.db
      .select()
      .from(storeLocations)
      .where(and(eq(storeLocations.code, wanted), eq(storeLocations.isActive, true)));
    return row ? viewOf(row, scope.locale, undefined) : null;
  }
}
