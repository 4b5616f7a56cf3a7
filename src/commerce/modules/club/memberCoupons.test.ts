/**
 * The member coupon wallet through the real server: each validity state (spec 000 §3), a member
 * coupon used at checkout by its code through the cart's one coupon (spec 001 §5), and the daily
 * birthday and anniversary job, which issues once per member and year however often it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { APPLY, newMember, PLACE, productInStock, readyCustomerCart, signIn, type Member } from '../../../../test/kits/club.ts';
import { SYSTEM } from '../orders/index.ts';

const WALLET = `query($status: MemberCouponStatus) { customer { coupons(status: $status) { code name release_date valid_until channel status used_at } } }`;

let app: TestApp;
let sku: string;
let mei: Member;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  sku = await productInStock(app);
  mei = await signIn(app, 'mei.chan@example.com');
});

afterAll(async () => {
  await app?.close();
});

async function wallet(member: Member, status?: string) {
  const answer = await app.graphql(WALLET, { status }, member.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.customer.coupons as Array<{
    code: string;
    status: string;
    channel: string;
    used_at: string | null;
    valid_until: string;
    release_date: string;
    name: string;
  }>;
}

describe('the coupon wallet', () => {
  it('holds valid, used and expired coupons with their code, dates and channel', async () => {
    const coupons = await wallet(mei);
    const byCode = Object.fromEntries(coupons.map((coupon) => [coupon.code, coupon]));
    expect(byCode['DEMO-VALID-BASE']).toMatchObject({
      status: 'VALID',
      channel: 'ONLINE',
      name: 'HK$100 cash coupon',
      used_at: null,
    });
    expect(byCode['DEMO-SHOP-BASE']).toMatchObject({
      status: 'VALID',
      channel: 'IN_STORE',
    });
    expect(byCode['DEMO-USED-BASE']).toMatchObject({ status: 'USED' });
    expect(byCode['DEMO-USED-BASE'].used_at).not.toBeNull();
    expect(byCode['DEMO-EXPIRED-BASE']).toMatchObject({ status: 'EXPIRED' });
    expect(new Date(byCode['DEMO-VALID-BASE'].release_date).getTime()).toBeLessThan(Date.now());
    expect(new Date(byCode['DEMO-VALID-BASE'].valid_until).getTime()).toBeGreaterThan(Date.now());
    expect((await wallet(mei, 'USED')).map((coupon) => coupon.code)).toEqual(['DEMO-USED-BASE']);
    expect((await wallet(mei, 'EXPIRED')).map((coupon) => coupon.code)).toEqual(['DEMO-EXPIRED-BASE']);
    const tc = await app.graphql(`{ customer { coupons(status: VALID) { name } } }`, {}, { ...mei.headers, store: 'tsl_tc' });
    expect(tc.data!.customer.coupons.map((coupon: { name: string }) => coupon.name)).toContain('HK$100 現金券');
  });

  it('takes a member coupon at checkout by its code, once, and only online and only its owner', async () => {
    const cartId = await readyCustomerCart(app, mei, sku);
    const refusals: Array<[string, string]> = [
      ['DEMO-USED-BASE', 'This coupon has already been used.'],
      ['DEMO-EXPIRED-BASE', 'This coupon has expired.'],
      ['DEMO-SHOP-BASE', 'This coupon can only be used in store.'],
    ];
    for (const [code, message] of refusals) {
      const refused = await app.graphql(APPLY, { id: cartId, code }, mei.headers);
      expect(refused.errors![0], code).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
    }
    const tc = await app.graphql(APPLY, { id: cartId, code: 'DEMO-USED-BASE' }, { ...mei.headers, store: 'tsl_tc' });
    expect(tc.errors![0].message).toBe('此優惠券已使用。');

    // Someone else's code is no code at all to this member.
    const other = await newMember(app);
    const otherCart = await readyCustomerCart(app, other, sku);
    const notTheirs = await app.graphql(APPLY, { id: otherCart, code: 'DEMO-VALID-BASE' }, other.headers);
    expect(notTheirs.errors![0].message).toBe("The coupon code isn't valid. Verify the code and try again.");

    const applied = await app.graphql(APPLY, { id: cartId, code: ' demo-valid-base ' }, mei.headers);
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyCouponToCart.cart).toMatchObject({
      applied_coupons: [{ code: 'DEMO-VALID-BASE' }],
      prices: {
        discounts: [{ amount: { minor_units: 10_000 }, label: 'HK$100 cash coupon' }],
      },
    });
    const second = await app.graphql(APPLY, { id: cartId, code: 'WELCOME200' }, mei.headers);
    expect(second.errors![0].message).toBe('A coupon is already applied to the cart. Please remove it to apply another');

    const placed = await app.graphql(PLACE, { id: cartId }, mei.headers);
    expect(placed.errors).toBeUndefined();
    const used = (await wallet(mei)).find((coupon) => coupon.code === 'DEMO-VALID-BASE')!;
    expect(used.status).toBe('USED');

    const nextCart = await readyCustomerCart(app, mei, sku);
    const again = await app.graphql(APPLY, { id: nextCart, code: 'DEMO-VALID-BASE' }, mei.headers);
    expect(again.errors![0].message).toBe('This coupon has already been used.');

    // An order cancelled before it is paid gives its coupon back.
    await app.app.commerce.orders.transition(SYSTEM, placed.data!.placeOrder.order.order_number, 'cancel_unpaid');
    expect((await wallet(mei)).find((coupon) => coupon.code === 'DEMO-VALID-BASE')!.status).toBe('VALID');
    const reapplied = await app.graphql(APPLY, { id: nextCart, code: 'DEMO-VALID-BASE' }, mei.headers);
    expect(reapplied.errors).toBeUndefined();
  });
});

describe('the birthday and anniversary job', () => {
  it('issues a birthday coupon on the member’s birthday and one for each anniversary that falls today, once a year', async () => {
    const today = new Date();
    const monthDay = today.toISOString().slice(5, 10);
    const celebrating = await newMember(app, {
      date_of_birth: `1990-${monthDay}`,
    });
    const married = await newMember(app, {
      anniversaries: [
        { type: 'WEDDING', date: `2015-${monthDay}` },
        { type: 'FIRST_MEETING', date: '2012-01-01' },
      ],
    });
    const club = app.app.commerce.club;

    const first = await club.issueOccasionCoupons(today);
    expect(first.birthday).toBeGreaterThanOrEqual(1);
    expect(first.anniversary).toBeGreaterThanOrEqual(1);
    const second = await club.runDaily(today);
    expect(second).toMatchObject({ birthday: 0, anniversary: 0 });
    await club.issueOccasionCoupons(new Date(today.getTime() + 60_000));

    const gifts = await wallet(celebrating);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      status: 'VALID',
      channel: 'ALL',
      name: 'Birthday coupon HK$200',
    });
    expect(gifts[0].code).toMatch(/^BDAY-[A-Z2-9]{8}$/);
    const days = (new Date(gifts[0].valid_until).getTime() - new Date(gifts[0].release_date).getTime()) / 86_400_000;
    expect(days).toBe(30);

    const anniversary = await wallet(married);
    expect(anniversary).toHaveLength(1);
    expect(anniversary[0]).toMatchObject({
      name: 'Anniversary 10% off',
      status: 'VALID',
    });
    expect(anniversary[0].code).toMatch(/^ANNV-/);
  });
});
