/**
 * Spending points through the real server: the reward catalogue (coupons and gifts with the spec's
 * delivery times), an exchange that takes the points once even when two arrive together, and Asia
 * Miles exchanges from pending to credited or rejected, with the points returned once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { catalogVersion, products, productStock } from '../../db/schema/catalog.ts';
import { pointsLedger } from '../../db/schema/club.ts';
import { balanceOf, givePoints, HK, newMember } from '../../../../test/kits/club.ts';

const CATALOGUE = `{ rewardCatalogue { id type name description points delivery_time coupon_valid_days coupon_channel sku in_stock } }`;
const EXCHANGE = `mutation($id: Int!) { exchangeReward(reward_id: $id) {
  exchange { id points_spent status delivery_time reward { name type } coupon { code status channel valid_until } }
  points_balance } }`;
const MILES = `mutation($input: AsiaMilesExchangeInput!) { exchangeAsiaMiles(input: $input) { exchange { id miles points_spent status asia_miles_number name } points_balance } }`;
const DECIDE = `mutation($id: Int!, $decision: AsiaMilesDecision!) { decideAsiaMilesExchange(id: $id, decision: $decision, note: "checked") { id status note decided_at } }`;
const ADMIN = { ...HK, authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

interface Reward {
  id: number;
  type: string;
  name: string;
  points: number;
  delivery_time: string | null;
  sku: string | null;
}

let app: TestApp;
let rewards: Reward[];

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  rewards = (await app.graphql(CATALOGUE, {}, HK)).data!.rewardCatalogue;
});

afterAll(async () => {
  await app?.close();
});

const couponReward = () => rewards.find((reward) => reward.type === 'COUPON')!;
const giftsInStock = () => rewards.filter((reward) => reward.type === 'GIFT' && (reward as Reward & { in_stock: boolean }).in_stock);
const giftReward = () => giftsInStock()[0];

describe('the reward catalogue', () => {
  it('offers coupons and gifts, gifts with the spec’s delivery time of each website and language', async () => {
    expect(couponReward()).toMatchObject({
      name: 'HK$100 cash coupon',
      points: 2000,
      coupon_valid_days: 90,
      coupon_channel: 'ONLINE',
      delivery_time: null,
      sku: null,
    });
    expect(giftReward()).toMatchObject({
      delivery_time: 'Delivered to your chosen store in about 30 days.',
    });
    expect(giftReward().sku).toMatch(/^RWD\d+$/);
    const my = (await app.graphql(CATALOGUE, {}, { store: 'tsl_my_en' })).data!.rewardCatalogue as Reward[];
    expect(my.find((reward) => reward.type === 'GIFT')!.delivery_time).toBe('Delivered in 21 working days.');
    const tc = (await app.graphql(CATALOGUE, {}, { store: 'tsl_tc' })).data!.rewardCatalogue as Reward[];
    expect(tc.find((reward) => reward.type === 'GIFT')!.delivery_time).toBe('約 30 天內送抵你所選的分店。');
    const sc = (await app.graphql(CATALOGUE, {}, { store: 'tsl_my_sc' })).data!.rewardCatalogue as Reward[];
    expect(sc.find((reward) => reward.type === 'GIFT')!.delivery_time).toBe('于 21 个工作日内送达。');
  });
});

describe('exchanging a reward', () => {
  it('is refused without enough points, in the shopper’s language', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, couponReward().points - 1);
    const refused = await app.graphql(EXCHANGE, { id: couponReward().id }, member.headers);
    expect(refused.errors![0]).toMatchObject({
      message: "You don't have enough points for this reward.",
      extensions: { category: 'graphql-input' },
    });
    const tc = await app.graphql(EXCHANGE, { id: couponReward().id }, { ...member.headers, store: 'tsl_tc' });
    expect(tc.errors![0].message).toBe('你的積分不足以換領此禮遇。');
    const unknown = await app.graphql(EXCHANGE, { id: 999_999 }, member.headers);
    expect(unknown.errors![0]).toMatchObject({
      message: 'This reward is not available.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect(await balanceOf(app, member)).toBe(couponReward().points - 1);
  });

  it('puts a coupon in the wallet and a gift on its way, taking the points once', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, couponReward().points + giftReward().points);
    const coupon = await app.graphql(EXCHANGE, { id: couponReward().id }, member.headers);
    expect(coupon.errors).toBeUndefined();
    const exchanged = coupon.data!.exchangeReward;
    expect(exchanged).toMatchObject({
      points_balance: giftReward().points,
      exchange: {
        points_spent: 2000,
        status: 'issued',
        coupon: { status: 'VALID', channel: 'ONLINE' },
      },
    });
    expect(exchanged.exchange.coupon.code).toMatch(/^RWD-/);
    const gift = await app.graphql(EXCHANGE, { id: giftReward().id }, member.headers);
    expect(gift.data!.exchangeReward).toMatchObject({
      points_balance: 0,
      exchange: {
        status: 'preparing',
        delivery_time: 'Delivered to your chosen store in about 30 days.',
        coupon: null,
      },
    });

    const mine = await app.graphql(
      `{ customer { coupons { code } reward_exchanges { reward { type } points_spent } points_record { items { kind points_change change_reason } } } }`,
      {},
      member.headers,
    );
    expect(mine.data!.customer.coupons.map((entry: { code: string }) => entry.code)).toEqual([exchanged.exchange.coupon.code]);
    expect(mine.data!.customer.reward_exchanges.map((entry: { reward: { type: string } }) => entry.reward.type)).toEqual(['GIFT', 'COUPON']);
    expect(mine.data!.customer.points_record.items[0]).toEqual({
      kind: 'SPEND',
      points_change: -giftReward().points,
      change_reason: 'Exchanged for a reward',
    });
  });

  it('sends a gift only while the website has one, taking it from stock', async () => {
    const gift = giftsInStock()[1];
    await app.database.db
      .update(productStock)
      .set({ quantity: 1, isInStock: true, backorders: false })
      .where(
        and(
          eq(productStock.websiteId, 1),
          inArray(productStock.productId, app.database.db.select({ id: products.id }).from(products).where(eq(products.sku, gift.sku!))),
        ),
      );
    const member = await newMember(app);
    await givePoints(app, member.id, gift.points * 2);
    const version = async () => (await app.database.db.select().from(catalogVersion))[0].version;
    const before = await version();
    const first = await app.graphql(EXCHANGE, { id: gift.id }, member.headers);
    expect(first.errors).toBeUndefined();
    // The last one gone: listings show it sold out, so cached catalog reads are dropped.
    expect(await version()).toBeGreaterThan(before);
    const second = await app.graphql(EXCHANGE, { id: gift.id }, member.headers);
    expect(second.errors![0]).toMatchObject({
      message: 'This gift is out of stock.',
      extensions: { category: 'graphql-input' },
    });
    expect(await balanceOf(app, member)).toBe(gift.points);
    const listed = (await app.graphql(CATALOGUE, {}, HK)).data!.rewardCatalogue as Array<Reward & { in_stock: boolean }>;
    expect(listed.find((reward) => reward.id === gift.id)!.in_stock).toBe(false);
    expect(listed.find((reward) => reward.id === couponReward().id)!.in_stock).toBe(true);
  });

  it('spends the points once when two exchanges arrive together with points for one', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, couponReward().points);
    const answers = await Promise.all([1, 2].map(() => app.graphql(EXCHANGE, { id: couponReward().id }, member.headers)));
    const succeeded = answers.filter((answer) => answer.data?.exchangeReward);
    const refused = answers.filter((answer) => answer.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0].message).toBe("You don't have enough points for this reward.");
    expect(await balanceOf(app, member)).toBe(0);
    const spends = await app.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.customerId, member.id), eq(pointsLedger.kind, 'spend')));
    expect(spends).toHaveLength(1);
  });
});

describe('Asia Miles', () => {
  const input = (fields: Record<string, unknown> = {}) => ({
    input: {
      miles: 1000,
      asia_miles_number: '1234 567 890',
      name: 'Mei Chan',
      ...fields,
    },
  });

  it('need one of the three amounts, a 10-digit number and the member’s own name', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, 50_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ miles: 1500 }, 'Choose 1,000, 2,000 or 3,000 Asia Miles.'],
      [{ asia_miles_number: '12345' }, 'Enter your 10-digit Asia Miles membership number.'],
      [{ name: 'Wei Jie Tan' }, 'The name must match the name on your membership account.'],
      [{ name: '' }, 'The name must match the name on your membership account.'],
    ];
    for (const [fields, message] of cases) {
      const refused = await app.graphql(MILES, input(fields), member.headers);
      expect(refused.errors![0], JSON.stringify(fields)).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
    }
    const tc = await app.graphql(MILES, input({ name: 'Tan' }), {
      ...member.headers,
      store: 'tsl_tc',
    });
    expect(tc.errors![0].message).toBe('姓名須與你的會員帳戶姓名相符。');
    expect(await balanceOf(app, member)).toBe(50_000);
    // Family name first, as Asia Miles cards are often written, is the same name.
    const accepted = await app.graphql(MILES, input({ name: 'CHAN  Mei' }), member.headers);
    expect(accepted.data!.exchangeAsiaMiles).toMatchObject({
      points_balance: 40_000,
      exchange: {
        miles: 1000,
        points_spent: 10_000,
        status: 'PENDING',
        asia_miles_number: '1234567890',
      },
    });
  });

  it('offer the three amounts at the configured points per mile', async () => {
    const answer = await app.graphql('{ asiaMilesOptions { miles points } }', {}, HK);
    expect(answer.data!.asiaMilesOptions).toEqual([
      { miles: 1000, points: 10_000 },
      { miles: 2000, points: 20_000 },
      { miles: 3000, points: 30_000 },
    ]);
  });

  it('is refused without enough points', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, 29_999);
    const refused = await app.graphql(MILES, input({ miles: 3000 }), member.headers);
    expect(refused.errors![0].message).toBe("You don't have enough points for 3000 Asia Miles.");
  });

  it('wait pending until credited, or are rejected and return the points once', async () => {
    const member = await newMember(app);
    await givePoints(app, member.id, 30_000);
    const first = (await app.graphql(MILES, input(), member.headers)).data!.exchangeAsiaMiles;
    expect(first).toMatchObject({
      points_balance: 20_000,
      exchange: { status: 'PENDING' },
    });
    const credited = await app.graphql(DECIDE, { id: first.exchange.id, decision: 'CREDITED' }, ADMIN);
    expect(credited.data!.decideAsiaMilesExchange).toMatchObject({
      status: 'CREDITED',
      note: 'checked',
    });
    expect(await balanceOf(app, member)).toBe(20_000);

    const second = (await app.graphql(MILES, input({ miles: 2000 }), member.headers)).data!.exchangeAsiaMiles;
    expect(second.points_balance).toBe(0);
    const rejections = await Promise.all([1, 2].map(() => app.graphql(DECIDE, { id: second.exchange.id, decision: 'REJECTED' }, ADMIN)));
    for (const rejection of rejections) expect(rejection.data!.decideAsiaMilesExchange.status).toBe('REJECTED');
    expect(await balanceOf(app, member)).toBe(20_000);
    const afterwards = await app.graphql(DECIDE, { id: second.exchange.id, decision: 'CREDITED' }, ADMIN);
    expect(afterwards.errors![0].message).toBe(`Asia Miles exchange ${second.exchange.id} has already been rejected.`);
    expect(await balanceOf(app, member)).toBe(20_000);
    const missing = await app.graphql(DECIDE, { id: 999_999, decision: 'CREDITED' }, ADMIN);
    expect(missing.errors![0].extensions?.category).toBe('graphql-no-such-entity');

    const mine = await app.graphql(
      `{ customer { asia_miles_exchanges { miles status } points_record { items { kind points_change change_reason } } } }`,
      {},
      member.headers,
    );
    expect(mine.data!.customer.asia_miles_exchanges).toEqual([
      { miles: 2000, status: 'REJECTED' },
      { miles: 1000, status: 'CREDITED' },
    ]);
    expect(mine.data!.customer.points_record.items.slice(0, 3)).toEqual([
      {
        kind: 'REFUND',
        points_change: 20_000,
        change_reason: 'Returned: Asia Miles exchange not credited',
      },
      {
        kind: 'SPEND',
        points_change: -20_000,
        change_reason: 'Exchanged for Asia Miles',
      },
      {
        kind: 'SPEND',
        points_change: -10_000,
        change_reason: 'Exchanged for Asia Miles',
      },
    ]);
  });
});
