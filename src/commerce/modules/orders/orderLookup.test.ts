/**
 * Order tracking through the real server (spec 000 §2 /orderTracking, §6 guest): an order found by
 * its number and the mobile number it was placed with, however the mobile is written; one answer
 * for a wrong number, a wrong mobile and another website's order; lookups of one number, or from
 * one address, stopped after too many failures, in the store view's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { newMember, PLACE, productInStock, readyCustomerCart } from '../../../../test/kits/club.ts';
import { MAX_FAILED_LOOKUPS_PER_ADDRESS, MAX_FAILED_LOOKUPS_PER_ORDER } from './orderLookup.ts';

const TRACK = `query($input: TrackOrderInput!) { trackOrder(input: $input) {
  number status status_code order_date total_quantity shipping_method
  items { product_sku quantity_ordered }
  total { grand_total { minor_units currency } }
  shipping_address { telephone } } }`;

const NOT_FOUND = 'No order matches this order number and mobile number.';

let app: TestApp;
let number: string;
let sku: string;

beforeAll(async () => {
  app = await startTestApp();
  const member = await newMember(app);
  sku = await productInStock(app);
  // The order's delivery contact has the Hong Kong mobile 5118 2338 (test/kits/club.ts).
  const placed = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, sku) }, member.headers);
  expect(placed.errors).toBeUndefined();
  number = placed.data!.placeOrder.order.order_number;
});

afterAll(async () => {
  await app?.close();
});

function track(input: Record<string, unknown>, store = 'tsl_en') {
  return app.graphql(TRACK, { input }, { store });
}

describe('order tracking', () => {
  it('finds an order by its number and mobile number, however the mobile is written', async () => {
    for (const input of [
      { number, telephone: '51182338', country_code: 'HK' },
      { number: number.toLowerCase(), telephone: '5118 2338', country_code: 'HK' },
      { number, telephone: '+852 5118-2338' },
      { number, telephone: '+85251182338', country_code: 'MY' },
    ]) {
      const answer = await track(input);
      expect(answer.errors, JSON.stringify(input)).toBeUndefined();
      expect(answer.data!.trackOrder).toMatchObject({ number, status_code: 'pending', status: 'To Pay', total_quantity: 1, items: [{ product_sku: sku, quantity_ordered: 1 }] });
    }
    const traditional = await track({ number, telephone: '51182338', country_code: 'HK' }, 'tsl_tc');
    expect(traditional.data!.trackOrder.status).not.toBe('To Pay');
  });

  it('gives one answer for a wrong mobile, an unknown number and another website’s order', async () => {
    for (const [input, store] of [
      [{ number, telephone: '51182339', country_code: 'HK' }, 'tsl_en'],
      [{ number, telephone: '51182338', country_code: 'MO' }, 'tsl_en'],
      [{ number: 'HK99999999', telephone: '51182338', country_code: 'HK' }, 'tsl_en'],
      [{ number, telephone: '51182338', country_code: 'HK' }, 'tsl_mo_en'],
    ] as const) {
      const answer = await track(input, store);
      expect(answer.data?.trackOrder ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({ message: NOT_FOUND, extensions: { category: 'graphql-no-such-entity' } });
    }
  });

  it('refuses an empty order number or what is no phone number, in the store view’s language', async () => {
    const empty = await track({ number: ' ', telephone: '51182338', country_code: 'HK' });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Enter the order number from your order confirmation', extensions: { category: 'graphql-input' } });
    const letters = await track({ number, telephone: 'call me', country_code: 'HK' });
    expect(letters.errors?.[0].message).toBe('Enter the mobile number the order was placed with');
    const chinese = await track({ number, telephone: '12', country_code: 'HK' }, 'tsl_tc');
    expect(chinese.errors?.[0].message).toBe('請輸入下單時使用的手提電話號碼');
  });

  it('stops lookups of one order number after five failures, even with the right mobile', async () => {
    const lookup = app.app.commerce.orderLookup;
    const found = await lookup.find(1, { number, telephone: '51182338', countryCode: 'HK' }, '203.0.113.1');
    expect(found.number).toBe(number);
    for (let attempt = 0; attempt < MAX_FAILED_LOOKUPS_PER_ORDER; attempt += 1) {
      // From different addresses: the order number is what is counted.
      await expect(lookup.find(1, { number, telephone: `5118${String(attempt).padStart(4, '0')}`, countryCode: 'HK' }, `203.0.113.${10 + attempt}`)).rejects.toThrow();
    }
    await expect(lookup.find(1, { number, telephone: '51182338', countryCode: 'HK' }, '203.0.113.99')).rejects.toMatchObject({ messageKey: 'order.lookupLocked' });
    const refused = await track({ number, telephone: '51182338', country_code: 'HK' }, 'tsl_tc');
    expect(refused.errors?.[0].message).toMatch(/^查詢訂單次數過多，請於 \d+ 分鐘後再試。$/);
    // After the window the number may be looked up again.
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect((await lookup.find(1, { number, telephone: '51182338', countryCode: 'HK' }, '203.0.113.99', later)).number).toBe(number);
  });

  it('stops lookups from one address after twenty failures, whatever the numbers', async () => {
    const lookup = app.app.commerce.orderLookup;
    for (let attempt = 0; attempt < MAX_FAILED_LOOKUPS_PER_ADDRESS; attempt += 1) {
      await expect(lookup.find(1, { number: `HK${90000000 + attempt}`, telephone: '51182338', countryCode: 'HK' }, '198.51.100.7')).rejects.toMatchObject({
        messageKey: 'order.lookupNotFound',
      });
    }
    await expect(lookup.find(1, { number: 'HK90000999', telephone: '51182338', countryCode: 'HK' }, '198.51.100.7')).rejects.toMatchObject({ messageKey: 'order.lookupLocked' });
    await expect(lookup.find(1, { number: 'HK90000999', telephone: '51182338', countryCode: 'HK' }, '198.51.100.8')).rejects.toMatchObject({ messageKey: 'order.lookupNotFound' });
  });
});
