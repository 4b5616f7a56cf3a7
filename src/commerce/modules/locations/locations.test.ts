import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { storeLocations } from '../../db/schema.ts';
import { distanceKm } from './service.ts';

const LOCATIONS = `query Locations($region: String, $near: GeoPointInput, $service: String) {
  storeLocations(region: $region, near: $near, service: $service) {
    id code name address region district district_name latitude longitude phone services pos_code distance_km
    opening_hours { day open close closed }
    opening_hours_note
  }
}`;
const LOCATION = `query Location($code: String!) { storeLocation(code: $code) { code name region opening_hours { day open close closed } } }`;

interface LocationAnswer {
  id: number;
  code: string;
  name: string;
  address: string;
  region: string;
  district_name: string;
  latitude: number;
  longitude: number;
  services: string[];
  distance_km: number | null;
  opening_hours: Array<{ day: number; open: string | null; close: string | null; closed: boolean }>;
  opening_hours_note: string | null;
}

describe('store locations', () => {
  let testApp: TestApp;
  let rows: Array<typeof storeLocations.$inferSelect>;

  beforeAll(async () => {
    testApp = await startTestApp();
    rows = await testApp.database.db.select().from(storeLocations).orderBy(asc(storeLocations.sortOrder), asc(storeLocations.id));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function locations(variables: Record<string, unknown>, store = 'tsl_en'): Promise<LocationAnswer[]> {
    const answer = await testApp.graphql<{ storeLocations: LocationAnswer[] }>(LOCATIONS, variables, { store });
    expect(answer.errors, JSON.stringify(variables)).toBeUndefined();
    return answer.data!.storeLocations;
  }

  const codesOfWebsite = (websiteId: number) => rows.filter((row) => row.websiteId === websiteId && row.isActive).map((row) => row.code);

  it("lists the shops of the store view's website by sort order", async () => {
    expect((await locations({})).map((shop) => shop.code)).toEqual(codesOfWebsite(1));
    expect((await locations({}, 'tsl_mo_tc')).map((shop) => shop.code)).toEqual(codesOfWebsite(2));
    expect((await locations({}, 'tsl_my_en')).map((shop) => shop.code)).toEqual(codesOfWebsite(3));
  });

  it('lists the shops of a region', async () => {
    const malaysia = await locations({ region: 'MY' });
    expect(malaysia.map((shop) => shop.code)).toEqual(codesOfWebsite(3));
    expect(malaysia.every((shop) => shop.region === 'MY')).toBe(true);
    expect((await locations({ region: 'mo' }, 'tsl_my_en')).map((shop) => shop.code)).toEqual(codesOfWebsite(2));
  });

  it('speaks the store view language, with a week of opening hours from Sunday', async () => {
    const [row] = rows.filter((candidate) => candidate.code === 'hk-central-queens-road');
    const traditional = (await locations({}, 'tsl_tc')).find((shop) => shop.code === row.code)!;
    expect(traditional).toMatchObject({ name: row.name['zh-Hant'], address: row.address['zh-Hant'], district_name: '香港島' });
    const simplified = (await locations({}, 'tsl_sc')).find((shop) => shop.code === row.code)!;
    expect(simplified).toMatchObject({ name: row.name['zh-Hans'], district_name: '香港岛' });
    expect(simplified.opening_hours_note).toBe('公众假期营业时间或有不同。');

    expect(traditional.opening_hours.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(traditional.opening_hours[0]).toEqual({ day: 0, open: '11:00', close: '19:00', closed: false });
    expect(traditional.opening_hours[1]).toEqual({ day: 1, open: '10:00', close: '20:00', closed: false });
    expect(traditional.latitude).toBeCloseTo(22.2816, 4);
  });

  it('orders by distance from a point, to a tenth of a kilometre', async () => {
    const central = { latitude: 22.2816, longitude: 114.1571 };
    const nearest = await locations({ near: central });
    expect(nearest[0]).toMatchObject({ code: 'hk-central-queens-road', distance_km: 0 });
    const distances = nearest.map((shop) => shop.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const shop of nearest) {
      expect(shop.distance_km).toBe(Math.round(distanceKm(central, shop) * 10) / 10);
    }
    // Tsim Sha Tsui is across the harbour, about 2 km away.
    expect(nearest.find((shop) => shop.code === 'hk-tsim-sha-tsui-nathan')!.distance_km).toBeGreaterThan(1.5);
    expect(nearest.find((shop) => shop.code === 'hk-tsim-sha-tsui-nathan')!.distance_km).toBeLessThan(2.5);

    const fromKl = await locations({ region: 'MY', near: { latitude: 3.139, longitude: 101.6869 } });
    // Kuala Lumpur shops first, Penang (about 300 km away) last.
    expect(fromKl[0].distance_km).toBeLessThan(10);
    expect(fromKl[fromKl.length - 1].code).toMatch(/^my-penang-/);
    expect(fromKl[fromKl.length - 1].distance_km).toBeGreaterThan(250);
    expect((await locations({})).every((shop) => shop.distance_km === null)).toBe(true);
  });

  it('keeps only the shops offering a service', async () => {
    const engraving = await locations({ service: 'customizer' });
    const expected = rows.filter((row) => row.websiteId === 1 && row.services.includes('customizer')).map((row) => row.code);
    expect(engraving.map((shop) => shop.code)).toEqual(expected);
    expect(expected.length).toBeLessThan(codesOfWebsite(1).length);
    expect(await locations({ service: 'teleportation' })).toEqual([]);
  });

  it('leaves out closed shops', async () => {
    const { db } = testApp.database;
    await db.update(storeLocations).set({ isActive: false }).where(eq(storeLocations.code, 'mo-red-market'));
    expect((await locations({ region: 'MO', service: 'gold_buyback' })).map((shop) => shop.code)).not.toContain('mo-red-market');
    expect((await testApp.graphql(LOCATION, { code: 'mo-red-market' })).data).toEqual({ storeLocation: null });
  });

  it('refuses unknown regions and impossible points as bad input', async () => {
    for (const variables of [
      { region: 'CN' },
      { region: '' },
      { near: { latitude: 90.5, longitude: 0 } },
      { near: { latitude: 22.3, longitude: -180.01 } },
    ]) {
      const answer = await testApp.graphql(LOCATIONS, variables);
      expect(answer.status, JSON.stringify(variables)).toBe(200);
      expect(answer.errors?.[0].extensions?.category, JSON.stringify(variables)).toBe('graphql-input');
    }
    const chinese = await testApp.graphql(LOCATIONS, { region: 'SG' }, { store: 'tsl_tc' });
    expect(chinese.errors?.[0].message).toBe('未知的地區 SG');
  });

  it('finds one shop by code, of any website', async () => {
    const answer = await testApp.graphql<{ storeLocation: { code: string; name: string; region: string; opening_hours: unknown[] } | null }>(
      LOCATION,
      { code: 'my-kl-pavilion' },
      { store: 'tsl_tc' },
    );
    const row = rows.find((candidate) => candidate.code === 'my-kl-pavilion')!;
    expect(answer.data!.storeLocation).toEqual({ code: 'my-kl-pavilion', region: 'MY', name: row.name['zh-Hant'], opening_hours: expect.any(Array) });
    for (const code of ['no-such-shop', '', 'x'.repeat(500)]) {
      expect((await testApp.graphql(LOCATION, { code })).data, code).toEqual({ storeLocation: null });
    }
  });
});
