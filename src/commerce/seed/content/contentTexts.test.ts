/**
 * The demo store's content quotes each website's own money and shops, through the API as the
 * storefront reads it: amounts in the website's currency, written as every price in the store is
 * (rules/money.ts), and shop counts taken from the seeded shops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function block(identifier: string, store: string): Promise<string> {
  const answer = await app.graphql<{ cmsBlocks: { items: Array<{ content: string }> } }>(
    'query Block($id: String!) { cmsBlocks(identifiers: [$id]) { items { content } } }',
    { id: identifier },
    { Store: store },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.cmsBlocks.items[0].content;
}

async function page(identifier: string, store: string): Promise<string> {
  const answer = await app.graphql<{ cmsPage: { content: string } }>('query Page($id: String!) { cmsPage(identifier: $id) { content } }', { id: identifier }, { Store: store });
  expect(answer.errors).toBeUndefined();
  return answer.data!.cmsPage.content;
}

async function pickupShops(store: string): Promise<number> {
  const answer = await app.graphql<{ storeLocations: unknown[] }>('{ storeLocations(service: "pickup") { code } }', {}, { Store: store });
  expect(answer.errors).toBeUndefined();
  return answer.data!.storeLocations.length;
}

/** Money as some text wrote it by hand: a bare dollar, "MOP$", "RM600", "RM,600". */
const HAND_WRITTEN_MONEY = /(^|[^K])\$\d|MOP\$|RM[\d,]/;

describe('content money and counts per website', () => {
  it('quotes the free-delivery threshold in the website currency', async () => {
    expect(await block('promo-message', 'tsl_en')).toContain('Free delivery on orders over HK$1,000');
    expect(await block('promo-message', 'tsl_mo_en')).toContain('Free delivery on orders over MOP 1,030');
    expect(await block('promo-message', 'tsl_my_en')).toContain('Free delivery on orders over RM 600');
    expect(await block('promo-message', 'tsl_my_sc')).toContain('订单满RM 600免运费');
    expect(await page('faq', 'tsl_mo_tc')).toContain('訂單滿MOP 1,030免運費');
    expect(await page('home', 'tsl_my_en')).toContain('Free delivery over RM 600');
  });

  it('says what the club does: its own levels, rates and benefits, in the website currency', async () => {
    expect(await block('member-benefits', 'tsl_en')).toContain('1 point for every HK$1 spent');
    expect(await block('member-benefits', 'tsl_en')).toContain('1.5 points for every HK$1 spent');
    expect(await block('member-benefits', 'tsl_mo_en')).toContain('1 point for every MOP 1 spent');
    expect(await block('member-benefits', 'tsl_my_sc')).toContain('每消费 RM 1 赚取 1 积分');
    expect(await page('home', 'tsl_mo_tc')).toContain('每消費 MOP 1 賺取 1 積分');
    const levels = (await block('member-benefits', 'tsl_en')).split('<li>').slice(1);
    expect(levels.find((level) => level.includes('Platinum'))).toContain('Priority made-to-order slots');
  });

  it('promises free engraving only as the customizer charges it: nothing', async () => {
    expect(await block('promo-message', 'tsl_en')).toContain('Free engraving');
    expect(await page('home', 'tsl_tc')).toContain('免費刻字');
    const design = await app.graphql<{ customizerDesign: { steps: Array<{ code: string; values: Array<{ price: { minor_units: number } }> }> } }>(
      '{ customizerDesign(sku: "CM1001") { steps { code values { price { minor_units } } } } }',
      {},
      { store: 'tsl_en' },
    );
    const engraving = design.data!.customizerDesign.steps.find((step) => step.code === 'engraving')!;
    expect(engraving.values.length).toBeGreaterThan(0);
    expect(engraving.values.every((value) => value.price.minor_units === 0)).toBe(true);
    // No level sells as its own what every shopper has.
    expect(await block('member-benefits', 'tsl_en')).not.toContain('engraving');
  });

  it('counts the pickup shops each website has', async () => {
    const hongKong = await pickupShops('tsl_en');
    const macau = await pickupShops('tsl_mo_en');
    const malaysia = await pickupShops('tsl_my_en');
    expect(new Set([hongKong, macau, malaysia]).size).toBe(3);
    expect(await page('home', 'tsl_en')).toContain(`Pick up at ${hongKong} shops`);
    expect(await page('home', 'tsl_mo_en')).toContain(`Pick up at ${macau} shops`);
    expect(await page('home', 'tsl_mo_tc')).toContain(`${macau}間分店取貨`);
    expect(await page('home', 'tsl_my_en')).toContain(`Pick up at ${malaysia} shops`);
    expect(await page('home', 'tsl_my_sc')).toContain(`${malaysia}家门店取货`);
  });

  it("promises the campaign's pair rings no more than their prices give", async () => {
    for (const [store, website] of [['tsl_en', 'HK'], ['tsl_mo_en', 'MO'], ['tsl_my_en', 'MY']]) {
      const answer = await app.graphql<{ products: { items: Array<{ price_range: { minimum_price: { regular_price: { minor_units: number }; final_price: { minor_units: number } } } }> } }>(
        `{ products(filter: { category_url_path: { eq: "wedding-rings/wedding-season" }, type_id: { eq: "bundle" } }, pageSize: 50) {
            items { price_range { minimum_price { regular_price { minor_units } final_price { minor_units } } } } } }`,
        {},
        { Store: store },
      );
      const savings = answer.data!.products.items.map(({ price_range: { minimum_price: price } }) =>
        Math.floor(((price.regular_price.minor_units - price.final_price.minor_units) * 100) / price.regular_price.minor_units),
      );
      const best = Math.max(...savings);
      expect(best, website).toBeGreaterThan(0);
      expect(await page('wedding-season', store), website).toContain(`Up to ${best}% off pair rings`);
    }
    expect(await page('wedding-season', 'tsl_tc')).toMatch(/對戒低至\d(\.\d)?折/);
  });

  it('writes no money by hand in any store view', async () => {
    for (const store of ['tsl_tc', 'tsl_sc', 'tsl_en', 'tsl_mo_tc', 'tsl_mo_sc', 'tsl_mo_en', 'tsl_my_sc', 'tsl_my_en']) {
      for (const identifier of ['home', 'faq', 'wedding-season', 'contact-us', 'terms-n-conditions']) {
        expect(await page(identifier, store), `${identifier} in ${store}`).not.toMatch(HAND_WRITTEN_MONEY);
      }
      for (const identifier of ['promo-message', 'member-benefits', 'footer-links']) {
        expect(await block(identifier, store), `${identifier} in ${store}`).not.toMatch(HAND_WRITTEN_MONEY);
      }
    }
  });
});
