/**
 * Exchanging points for a reward from the catalogue: a coupon goes into the wallet at once, a gift
 * is sent (spec 001 §9: about 30 days to a Hong Kong store, 21 working days in Malaysia). The
 * member stays locked from the balance check to the spend, so the points are taken once.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { products, productStock } from '../../db/schema/catalog.ts';
import { clubRewards, rewardExchanges } from '../../db/schema/club.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { ONLY_X_LEFT_THRESHOLD, takeStock } from '../catalog/index.ts';
import type { CouponChannel } from '../../../rules/club.ts';
import { issueCoupon, type MemberCouponRecord } from './memberCoupons.ts';
import { appendPoints, expireMemberPoints, lockMember, pointsBalance } from './pointsLedger.ts';

/** A reward with the SKU of its gift product and whether the website has one to send. */
export type RewardRecord = typeof clubRewards.$inferSelect & {
  sku: string | null;
  inStock: boolean;
};
export type RewardExchangeRecord = typeof rewardExchanges.$inferSelect;

/** Coupons from rewards last this long unless the reward says otherwise. */
const DEFAULT_COUPON_DAYS = 90;

/** The gift delivery time of a website (spec 001 §9). */
export function giftDeliveryMessage(websiteCode: string): MessageKey {
  return websiteCode === 'my' ? 'club.giftDeliveryMalaysia' : 'club.giftDeliveryHongKong';
}

async function rewardsWhere(db: Database, condition: SQL | undefined): Promise<RewardRecord[]> {
  const rows = await db
    .select({
      reward: clubRewards,
      sku: products.sku,
      inStock: sql<boolean>`${productStock.productId} is null or (${productStock.isInStock} and (${productStock.backorders} or ${productStock.quantity} > 0))`,
    })
    .from(clubRewards)
    .leftJoin(products, eq(products.id, clubRewards.productId))
    .leftJoin(productStock, and(eq(productStock.productId, clubRewards.productId), eq(productStock.websiteId, clubRewards.websiteId)))
    .where(condition)
    .orderBy(asc(clubRewards.position), asc(clubRewards.id));
  return rows.map((row) => ({
    ...row.reward,
    sku: row.sku,
    inStock: Boolean(row.inStock),
  }));
}

/**
 * Takes one gift from the website's stock, as placing an order does: answers how many are left
 * (null when there was none to take).
 */
async function reserveGift(db: Database, productId: number, websiteId: number): Promise<number | null> {
  const taken = await takeStock(db, productId, 1, websiteId);
  if (!taken) return null;
  return taken.backorders ? Number.MAX_SAFE_INTEGER : taken.quantity;
}

export function rewardCatalogue(db: Database, websiteId: number): Promise<RewardRecord[]> {
  return rewardsWhere(db, and(eq(clubRewards.websiteId, websiteId), eq(clubRewards.isActive, true)));
}

export interface ExchangedReward {
  exchange: RewardExchangeRecord;
  reward: RewardRecord;
  coupon: MemberCouponRecord | null;
  /** The gift is running low: catalog reads should change. */
  lowStock: boolean;
}

export async function exchangeReward(
  db: Database,
  customerId: number,
  websiteId: number,
  rewardId: number,
  now: Date,
  changes?: CatalogChanges,
): Promise<ExchangedReward> {
  let catalogVersion: number | undefined;
  const exchanged = await db.transaction(async (tx) => {
    const scoped = tx;
    const [reward] = await rewardsWhere(scoped, and(eq(clubRewards.id, rewardId), eq(clubRewards.websiteId, websiteId), eq(clubRewards.isActive, true)));
    if (!reward) throw notFoundError('club.rewardNotFound');

    await lockMember(scoped, customerId);
    await expireMemberPoints(scoped, customerId, now);
    if ((await pointsBalance(scoped, customerId)) < reward.points) throw inputError('club.notEnoughPoints');

    let lowStock = false;
    if (reward.kind === 'gift' && reward.productId !== null) {
      const left = await reserveGift(scoped, reward.productId, websiteId);
      if (left === null) throw inputError('club.giftOutOfStock');
      // Listings show "only a few left" and sold out: they change when the gift runs low.
      lowStock = left <= ONLY_X_LEFT_THRESHOLD;
    }

    let coupon: MemberCouponRecord | null = null;
    if (reward.kind === 'coupon' && reward.couponRuleId) {
      const days = reward.couponValidDays ?? DEFAULT_COUPON_DAYS;
      coupon = await issueCoupon(scoped, {
        customerId,
        ruleId: reward.couponRuleId,
        name: reward.name,
        channel: (reward.couponChannel ?? 'online') as CouponChannel,
        releasedAt: now,
        validUntil: new Date(now.getTime() + days * 86_400_000),
        prefix: 'RWD',
      });
    }
    const [exchange] = await scoped
      .insert(rewardExchanges)
      .values({
        customerId,
        rewardId: reward.id,
        points: reward.points,
        couponId: coupon?.id ?? null,
        status: reward.kind === 'gift' ? 'preparing' : 'issued',
      })
      .returning();
    await appendPoints(scoped, {
      customerId,
      kind: 'spend',
      points: -reward.points,
      reference: `reward:${exchange.id}`,
    });
    if (lowStock && changes) catalogVersion = await changes.bump(scoped);
    return { exchange, reward, coupon, lowStock };
  });
  if (catalogVersion) await changes!.notify(catalogVersion);
  return exchanged;
}

/** The member's exchanges, newest first. */
export async function exchangesOf(db: Database, customerId: number): Promise<Array<{ exchange: RewardExchangeRecord; reward: RewardRecord }>> {
  const exchanges = await db.select().from(rewardExchanges).where(eq(rewardExchanges.customerId, customerId)).orderBy(desc(rewardExchanges.id));
  if (!exchanges.length) return [];
  const rewards = await rewardsWhere(db, inArray(clubRewards.id, [...new Set(exchanges.map((exchange) => exchange.rewardId))]));
  return exchanges.map((exchange) => ({
    exchange,
    reward: rewards.find((reward) => reward.id === exchange.rewardId)!,
  }));
}
