/**
 * The membership club through the real server: levels and their rolling 12-month upgrade, points
 * earned on completion and taken back on return, expiry and the points record, the member card,
 * and who may see and do what.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { pointsLedger } from '../../db/schema/club.ts';
import { addMonths } from '../../../rules/club.ts';
import { appendPoints } from './pointsLedger.ts';
import { balanceOf, completedOrder, givePoints, HK, newMember, PLACE, productInStock, readyCustomerCart, signIn } from '../../../../test/kits/club.ts';
import { GATEWAY, OPERATOR } from '../orders/index.ts';

const MEMBERSHIP = `{ customer { cardno member_level_code membership {
  level { level code name benefits conditions min_spend_12_months { minor_units currency } points_per_hundred }
  progress { spent_12_months { minor_units } next_level { level code } remaining { minor_units } }
  card_number card_qr_svg } } }`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

describe('member levels', () => {
  it('list five levels per website with their codes, benefits and conditions, in the shopper’s language', async () => {
    const hk = await app.graphql(`{ memberLevels { level code name benefits conditions min_spend_12_months { minor_units currency } } }`, {}, HK);
    expect(hk.errors).toBeUndefined();
    expect(hk.data!.memberLevels.map((level: { level: string; code: number }) => [level.level, level.code])).toEqual([
      ['FANS', 60005],
      ['SILVER', 60006],
      ['GOLD', 60007],
      ['PLATINUM', 60008],
      ['DIAMOND', 60009],
    ]);
    expect(hk.data!.memberLevels[1]).toMatchObject({
      name: 'Silver',
      min_spend_12_months: { minor_units: 500_000, currency: 'HKD' },
    });
    expect(hk.data!.memberLevels[1].benefits.length).toBeGreaterThan(2);
    const my = await app.graphql(`{ memberLevels { code name } }`, {}, { store: 'tsl_my_sc' });
    expect(my.data!.memberLevels.map((level: { code: number }) => level.code)).toEqual([60023, 60024, 60025, 60026, 60027]);
    expect(my.data!.memberLevels[4].name).toBe('钻石会员');
  });

  it('upgrade on spend over a rolling 12 months of completed orders, exactly at each threshold', async () => {
    const member = await newMember(app);
    const read = async () => {
      const answer = await app.graphql(MEMBERSHIP, {}, member.headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!.customer;
    };
    const fresh = await read();
    expect(fresh.membership.level).toMatchObject({
      level: 'FANS',
      code: 60005,
    });
    expect(fresh.membership.progress).toEqual({
      spent_12_months: { minor_units: 0 },
      next_level: { level: 'SILVER', code: 60006 },
      remaining: { minor_units: 500_000 },
    });

    const now = new Date();
    // A year and a month ago: outside the window, it counts for nothing.
    await completedOrder(app, member.id, 5_000_000, addMonths(now, -13));
    await completedOrder(app, member.id, 499_999, addMonths(now, -11));
    const below = await read();
    expect(below.membership.level.level).toBe('FANS');
    expect(below.membership.progress).toMatchObject({
      spent_12_months: { minor_units: 499_999 },
      remaining: { minor_units: 1 },
    });

    await completedOrder(app, member.id, 1, addMonths(now, -1));
    const silver = await read();
    expect(silver.membership.level.level).toBe('SILVER');
    expect(silver.member_level_code).toBe(60006);
    expect(silver.membership.progress).toMatchObject({
      next_level: { level: 'GOLD' },
      remaining: { minor_units: 1_500_000 },
    });

    await completedOrder(app, member.id, 9_500_000, now);
    const diamond = await read();
    expect(diamond.membership.level).toMatchObject({
      level: 'DIAMOND',
      code: 60009,
      points_per_hundred: 300,
    });
    expect(diamond.membership.progress).toEqual({
      spent_12_months: { minor_units: 10_000_000 },
      next_level: null,
      remaining: { minor_units: 0 },
    });
  });
});

describe('points', () => {
  it('are earned once when an order completes, at the level’s rate, and taken back on return', async () => {
    const member = await newMember(app);
    const cartId = await readyCustomerCart(app, member, await productInStock(app));
    const placed = await app.graphql(PLACE, { id: cartId }, member.headers);
    expect(placed.errors).toBeUndefined();
    const { order_number: number, grand_total: total } = placed.data!.placeOrder.order;
    const orders = app.app.commerce.orders;
    await orders.transition(GATEWAY, number, 'pay');
    await orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'SF1234567890', carrier: 'sf_express' });
    expect(await balanceOf(app, member)).toBe(0);
    await orders.transition({ kind: 'customer', customerId: member.id }, number, 'complete');
    // Points are on what the pieces cost (not delivery), at the level this order brings the member to.
    const [{ shipping_fee: delivery }] = await queryRows<{
      shipping_fee: string;
    }>(app, sql`select shipping_fee from orders where number = ${number}`);
    const standing = await app.app.commerce.club.standing(member.id, 1);
    expect(standing.spent).toBe(total.minor_units - Number(delivery));
    const earned = Math.floor(((total.minor_units - Number(delivery)) * standing.level.pointsPerHundred) / 10_000);
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(app, member)).toBe(earned);
    // The same completion again (a retry) is refused and earns nothing more.
    await expect(orders.transition(OPERATOR, number, 'complete')).rejects.toMatchObject({ messageKey: 'order.cannot.complete' });
    expect(await balanceOf(app, member)).toBe(earned);

    const record = await app.graphql(
      `{ customer { points_record { items { kind points_change balance change_reason order_number expires_at } total_count } } }`,
      {},
      member.headers,
    );
    expect(record.data!.customer.points_record).toMatchObject({
      total_count: 1,
      items: [
        {
          kind: 'EARN',
          points_change: earned,
          balance: earned,
          change_reason: `Points earned on order ${number}`,
          order_number: number,
        },
      ],
    });
    expect(new Date(record.data!.customer.points_record.items[0].expires_at).getUTCFullYear()).toBe(addMonths(new Date(), 24).getUTCFullYear());

    await orders.transition({ kind: 'customer', customerId: member.id }, number, 'request_return');
    await orders.transition(OPERATOR, number, 'return');
    expect(await balanceOf(app, member)).toBe(0);
  });

  it('lapse oldest first after their expiry, once, and the balance is the ledger’s sum', async () => {
    const member = await newMember(app);
    const now = new Date();
    await givePoints(app, member.id, 500, addMonths(now, -1), addMonths(now, -25));
    await givePoints(app, member.id, 400, addMonths(now, 6), addMonths(now, -18));
    // 200 spent: they came out of the oldest credit, so 300 of it lapse.
    await appendPoints(app.database.db, {
      customerId: member.id,
      kind: 'spend',
      points: -200,
      reference: `test-spend:${member.id}`,
    });
    expect(await app.app.commerce.club.expirePoints(now)).toBeGreaterThanOrEqual(300);
    const entries = await app.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.customerId, member.id), eq(pointsLedger.kind, 'expire')));
    expect(entries.map((entry) => entry.points)).toEqual([-300]);
    await app.app.commerce.club.expirePoints(new Date(now.getTime() + 1000));
    expect(
      await app.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.customerId, member.id), eq(pointsLedger.kind, 'expire'))),
    ).toHaveLength(1);
    expect(await balanceOf(app, member)).toBe(400);

    const page = await app.graphql(
      `{ customer { points_record(pageSize: 2, currentPage: 1) { items { kind points_change balance } page_info { current_page page_size total_pages } total_count } } }`,
      {},
      member.headers,
    );
    expect(page.data!.customer.points_record).toEqual({
      items: [
        { kind: 'EXPIRE', points_change: -300, balance: 400 },
        { kind: 'SPEND', points_change: -200, balance: 700 },
      ],
      page_info: { current_page: 1, page_size: 2, total_pages: 2 },
      total_count: 4,
    });
    const second = await app.graphql(`{ customer { points_record(pageSize: 2, currentPage: 2) { items { kind balance } } } }`, {}, member.headers);
    expect(second.data!.customer.points_record.items).toEqual([
      { kind: 'ADJUST', balance: 900 },
      { kind: 'ADJUST', balance: 500 },
    ]);
    const tooMany = await app.graphql(`{ customer { points_record(pageSize: 500) { total_count } } }`, {}, member.headers);
    expect(tooMany.errors![0]).toMatchObject({
      message: 'pageSize must be between 1 and 100',
      extensions: { category: 'graphql-input' },
    });
    const pageZero = await app.graphql(`{ customer { points_record(currentPage: 0) { total_count } } }`, {}, member.headers);
    expect(pageZero.status).toBe(200);
    expect(pageZero.errors![0]).toMatchObject({
      message: 'currentPage must be 1 or more',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('the member card', () => {
  it('has a card number with a check digit and its QR code as SVG', async () => {
    const member = await newMember(app);
    const answer = await app.graphql(MEMBERSHIP, {}, member.headers);
    const { cardno, membership } = answer.data!.customer;
    expect(cardno).toMatch(/^881\d{9}$/);
    expect(membership.card_number).toBe(cardno);
    expect(cardno.slice(3, 11)).toBe(String(member.id).padStart(8, '0'));
    expect(membership.card_qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(membership.card_qr_svg).toContain('<path');
  });
});

describe('the demo members', () => {
  it('have points, a level and a card, read in their own language', async () => {
    const mei = await signIn(app, 'mei.chan@example.com');
    const answer = await app.graphql(
      `{ customer { cardno membership { level { code name } } reward_points { balance { points } } points_record { items { change_reason } } } }`,
      {},
      { ...mei.headers, store: 'tsl_tc' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.customer).toMatchObject({
      membership: { level: { code: 60005, name: '粉絲會員' } },
      reward_points: { balance: { points: 12_800 } },
      points_record: { items: [{ change_reason: '積分調整' }] },
    });
    expect(answer.data!.customer.cardno).toMatch(/^88100000001\d$/);
  });
});

describe('who may see and do what', () => {
  const MEMBER_READS = [
    'membership { card_number }',
    'reward_points { balance { points } }',
    'points_record { total_count }',
    'coupons { code }',
    'reward_exchanges { id }',
    'asia_miles_exchanges { id }',
  ];

  it('refuses a guest every member query and mutation', async () => {
    for (const field of MEMBER_READS) {
      const answer = await app.graphql(`{ customer { ${field} } }`, {}, HK);
      expect(answer.errors![0].extensions?.category, field).toBe('graphql-authorization');
    }
    const exchange = await app.graphql(`mutation { exchangeReward(reward_id: 1) { points_balance } }`, {}, HK);
    expect(exchange.errors![0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const miles = await app.graphql(
      `mutation { exchangeAsiaMiles(input: { miles: 1000, asia_miles_number: "1234567890", name: "Mei Chan" }) { points_balance } }`,
      {},
      HK,
    );
    expect(miles.errors![0].extensions?.category).toBe('graphql-authorization');
    const tc = await app.graphql(`mutation { exchangeReward(reward_id: 1) { points_balance } }`, {}, { store: 'tsl_tc' });
    expect(tc.errors![0].message).toBe('目前的會員未獲授權。');
    // A token signs its member in on their own website only: elsewhere it is a guest's request.
    const mei = await signIn(app, 'mei.chan@example.com');
    const elsewhere = await app.graphql(`mutation { exchangeReward(reward_id: 1) { points_balance } }`, {}, { ...mei.headers, store: 'tsl_my_en' });
    expect(elsewhere.errors![0].extensions?.category).toBe('graphql-authorization');
  });

  it('shows each member only their own club, and leaves Asia Miles decisions to the administrator', async () => {
    const first = await newMember(app);
    const second = await newMember(app);
    await givePoints(app, first.id, 20_000);
    expect(await balanceOf(app, first)).toBe(20_000);
    expect(await balanceOf(app, second)).toBe(0);
    const asked = await app.graphql(
      `mutation { exchangeAsiaMiles(input: { miles: 1000, asia_miles_number: "1234567890", name: "Mei Chan" }) { exchange { id } } }`,
      {},
      first.headers,
    );
    const id = asked.data!.exchangeAsiaMiles.exchange.id;
    const others = await app.graphql(`{ customer { asia_miles_exchanges { id } } }`, {}, second.headers);
    expect(others.data!.customer.asia_miles_exchanges).toEqual([]);
    for (const headers of [second.headers, first.headers, HK]) {
      const decided = await app.graphql(`mutation($id: Int!) { decideAsiaMilesExchange(id: $id, decision: REJECTED) { status } }`, { id }, headers);
      expect(decided.errors![0].extensions?.category).toBe('graphql-authorization');
    }
    const admin = await app.graphql(
      `mutation($id: Int!) { decideAsiaMilesExchange(id: $id, decision: CREDITED) { status } }`,
      { id },
      { ...HK, authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    expect(admin.data!.decideAsiaMilesExchange.status).toBe('CREDITED');
  });
});
