/**
 * The demo store's membership club: five levels per website with thresholds in round local money,
 * the coupon templates (birthday, anniversary, reward coupons), the reward catalogue (coupons and
 * the member reward products as gifts), and points and coupons for the demo members.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { cartPriceRules } from '../db/schema/cart.ts';
import { products } from '../db/schema/catalog.ts';
import { clubRewards, memberCoupons, memberLevels, pointsLedger } from '../db/schema/club.ts';
import { MEMBER_LEVELS, memberLevelCode, type MemberLevelKey } from '../../rules/club.ts';
import { WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import { formatMoney, type CurrencyCode } from '../../rules/money.ts';
import { tri, type Trilingual } from './localized.ts';

const minor = (units: number) => units * 100;

/** A whole amount as the store writes money everywhere: "HK$100", "MOP 100", "RM100". */
const written = (units: number, currency: CurrencyCode) => formatMoney({ amount: minor(units), currency });

/** Spend over 12 months that reaches each level, in whole units of the website's currency. */
const THRESHOLDS: Record<WebsiteCode, Record<MemberLevelKey, number>> = {
  base: {
    fans: 0,
    silver: 5_000,
    gold: 20_000,
    platinum: 50_000,
    diamond: 100_000,
  },
  mo: {
    fans: 0,
    silver: 5_000,
    gold: 20_000,
    platinum: 50_000,
    diamond: 100_000,
  },
  my: {
    fans: 0,
    silver: 2_500,
    gold: 10_000,
    platinum: 25_000,
    diamond: 50_000,
  },
};

/** Points per 100 units spent. */
const EARN_RATES: Record<MemberLevelKey, number> = {
  fans: 100,
  silver: 120,
  gold: 150,
  platinum: 200,
  diamond: 300,
};

export const LEVEL_NAMES: Record<MemberLevelKey, Trilingual> = {
  fans: tri('Fans', '粉絲會員', '粉丝会员'),
  silver: tri('Silver', '銀卡會員', '银卡会员'),
  gold: tri('Gold', '金卡會員', '金卡会员'),
  platinum: tri('Platinum', '白金會員', '白金会员'),
  diamond: tri('Diamond', '鑽石會員', '钻石会员'),
};

/** A level's benefits as the member centre lists them; the site's content quotes the same (content/blocks.ts). */
export function benefitsOf(site: WebsiteCode, level: MemberLevelKey): Trilingual[] {
  const rate = EARN_RATES[level] / 100;
  const unit = written(1, WEBSITES.find((website) => website.code === site)!.baseCurrency);
  const benefits = [
    tri(`${rate} point${rate === 1 ? '' : 's'} for every ${unit} spent`, `每消費 ${unit} 賺取 ${rate} 積分`, `每消费 ${unit} 赚取 ${rate} 积分`),
    tri('Birthday coupon', '生日優惠券', '生日优惠券'),
    tri('Anniversary coupons for your wedding and family dates', '結婚及家人紀念日優惠券', '结婚及家人纪念日优惠券'),
  ];
  if (level !== 'fans') benefits.push(tri('Free jewellery cleaning and polishing', '免費首飾清洗及拋光', '免费首饰清洗及抛光'));
  if (level === 'platinum' || level === 'diamond') benefits.push(tri('Priority made-to-order slots', '訂製優先安排', '订制优先安排'));
  if (level === 'diamond') benefits.push(tri('Private viewing appointments', '私人鑑賞預約', '私人鉴赏预约'));
  return benefits;
}

function conditionsOf(site: WebsiteCode, level: MemberLevelKey): Trilingual {
  if (THRESHOLDS[site][level] === 0) return tri('Join the club for free', '免費加入會員', '免费加入会员');
  const amount = written(THRESHOLDS[site][level], WEBSITES.find((website) => website.code === site)!.baseCurrency);
  return tri(`Spend ${amount} or more on completed orders in 12 months`, `12 個月內已完成訂單累積消費 ${amount} 或以上`, `12 个月内已完成订单累计消费 ${amount} 或以上`);
}

export function memberLevelRows(): Array<typeof memberLevels.$inferInsert> {
  return WEBSITES.flatMap((site) =>
    MEMBER_LEVELS.map((level, rank) => ({
      websiteId: site.id,
      level,
      code: memberLevelCode(site.code, level),
      rank,
      name: LEVEL_NAMES[level],
      benefits: benefitsOf(site.code, level),
      conditions: conditionsOf(site.code, level),
      minSpend: minor(THRESHOLDS[site.code][level]),
      pointsPerHundred: EARN_RATES[level],
    })),
  );
}

/** Coupon amounts per website, in whole units. */
const COUPON_AMOUNTS: Record<WebsiteCode, { birthday: number; small: number; large: number }> = {
  base: { birthday: 200, small: 100, large: 300 },
  mo: { birthday: 200, small: 100, large: 300 },
  my: { birthday: 100, small: 50, large: 150 },
};

const DAY = 86_400_000;

/** Member reward products that are cash coupons: the catalogue offers them as wallet coupons instead. */
const CASH_COUPON_PRODUCTS = new Set(['RWD1005', 'RWD1006']);

/** Writes the club after the rest of the store (rules and products have their ids by then). */
export async function writeClubRows(tx: Database, today: Date): Promise<void> {
  await tx.insert(memberLevels).values(memberLevelRows());
  const rewardProducts = await tx
    .select({
      id: products.id,
      name: products.name,
      points: products.pointsCost,
      sku: products.sku,
    })
    .from(products)
    .where(eq(products.typeId, 'point_simple'));

  for (const site of WEBSITES) {
    const amounts = COUPON_AMOUNTS[site.code];
    const currency = site.baseCurrency;
    // Templates: inactive rules that only member coupons switch on, each for its own code.
    const template = (code: string, label: Trilingual, units: number) => ({
      websiteId: site.id,
      label,
      couponCode: code,
      discountType: 'fixed',
      discountValue: minor(units),
      isActive: false,
      sortOrder: 50,
    });
    const [birthday, , small, large] = await tx
      .insert(cartPriceRules)
      .values([
        template(
          'BIRTHDAY',
          tri(`Birthday coupon ${written(amounts.birthday, currency)}`, `生日優惠券 ${written(amounts.birthday, currency)}`, `生日优惠券 ${written(amounts.birthday, currency)}`),
          amounts.birthday,
        ),
        {
          ...template('ANNIVERSARY', tri('Anniversary 10% off', '紀念日九折優惠', '纪念日九折优惠'), 0),
          discountType: 'percent',
          discountValue: 10,
        },
        template(
          'REWARD-SMALL',
          tri(`${written(amounts.small, currency)} cash coupon`, `${written(amounts.small, currency)} 現金券`, `${written(amounts.small, currency)} 现金券`),
          amounts.small,
        ),
        template(
          'REWARD-LARGE',
          tri(`${written(amounts.large, currency)} cash coupon`, `${written(amounts.large, currency)} 現金券`, `${written(amounts.large, currency)} 现金券`),
          amounts.large,
        ),
      ])
      .returning();

    const couponReward = (rule: typeof small, points: number, position: number) => ({
      websiteId: site.id,
      kind: 'coupon',
      name: rule.label,
      description: tri('Use it at the online checkout within 90 days.', '請於 90 天內在網上結帳時使用。', '请于 90 天内在网上结账时使用。'),
      points,
      couponRuleId: rule.id,
      couponValidDays: 90,
      couponChannel: 'online',
      position,
    });
    const gifts = rewardProducts
      .filter((product) => product.points && !CASH_COUPON_PRODUCTS.has(product.sku))
      .map((product, index) => ({
        websiteId: site.id,
        kind: 'gift',
        name: product.name,
        description: tri('Sent to you after the exchange.', '換領後寄送給你。', '兑换后寄送给你。'),
        points: product.points!,
        productId: product.id,
        position: 10 + index,
      }));
    await tx.insert(clubRewards).values([couponReward(small, 2000, 1), couponReward(large, 5500, 2), ...gifts]);

    // The demo member of this website: points to spend, and a wallet with each status.
    const memberId = site.id;
    const expiresAt = new Date(today.getTime() + 700 * DAY);
    await tx.insert(pointsLedger).values([
      {
        customerId: memberId,
        kind: 'adjust',
        points: site.code === 'base' ? 12_800 : 3_000,
        reference: `welcome:${memberId}`,
        expiresAt,
        createdAt: new Date(today.getTime() - 60 * DAY),
      },
    ]);
    const coupon = (code: string, rule: typeof small, channel: string, releasedDaysAgo: number, validDays: number, used = false) => ({
      customerId: memberId,
      code: `${code}-${site.code.toUpperCase()}`,
      ruleId: rule.id,
      name: rule.label,
      channel,
      releasedAt: new Date(today.getTime() - releasedDaysAgo * DAY),
      validUntil: new Date(today.getTime() + (validDays - releasedDaysAgo) * DAY),
      usedAt: used ? new Date(today.getTime() - 5 * DAY) : null,
    });
    await tx
      .insert(memberCoupons)
      .values([
        coupon('DEMO-VALID', small, 'online', 10, 90),
        coupon('DEMO-SHOP', large, 'in_store', 10, 90),
        coupon('DEMO-USED', small, 'online', 40, 90, true),
        coupon('DEMO-EXPIRED', birthday, 'all', 120, 30),
      ]);
  }
}
