/**
 * The club's GraphQL: translates the service's records to the API's shapes (localized names,
 * Money, upper-case enums) and back. Customer fields read the member the accounts module resolved,
 * so they are always the signed-in member's own.
 */
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { WEBSITES } from '../../../rules/storeViews.ts';
import { ASIA_MILES_OPTIONS, couponStatus, type CouponStatus } from '../../../rules/club.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import type { AsiaMilesDecision as AsiaMilesDecisionValue, AsiaMilesExchangeStatus, ClubRewardType, CouponChannel, MemberCouponStatus, MemberLevelKey, PointsEntryKind } from '../../graphql/generated/schemaTypes.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { moneyObject } from '../../core/money.ts';
import { renderMessage, type MessageKey } from '../../i18n/messages.ts';
import type { AsiaMilesDecision, AsiaMilesExchangeRecord } from './asiaMiles.ts';
import { memberCardOf } from './memberCard.ts';
import type { MemberCouponRecord } from './memberCoupons.ts';
import type { MemberLevelRecord } from './memberLevels.ts';
import type { PointsEntry } from './pointsLedger.ts';
import { giftDeliveryMessage, type RewardExchangeRecord, type RewardRecord } from './rewardExchange.ts';

const MEMBER_LEVEL_KEYS: readonly MemberLevelKey[] = ['FANS', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'];
const COUPON_CHANNELS: readonly CouponChannel[] = ['ONLINE', 'IN_STORE', 'ALL'];
const COUPON_STATUSES: Record<MemberCouponStatus, CouponStatus> = { VALID: 'valid', USED: 'used', EXPIRED: 'expired' };
const COUPON_STATUS_VALUES: Record<CouponStatus, MemberCouponStatus> = { valid: 'VALID', used: 'USED', expired: 'EXPIRED' };
const REWARD_TYPES: readonly ClubRewardType[] = ['COUPON', 'GIFT'];
const MILES_STATUSES: readonly AsiaMilesExchangeStatus[] = ['PENDING', 'CREDITED', 'REJECTED'];
const MILES_DECISIONS: Record<AsiaMilesDecisionValue, AsiaMilesDecision> = { CREDITED: 'credited', REJECTED: 'rejected' };
const POINTS_ENTRY_KINDS: readonly PointsEntryKind[] = ['EARN', 'SPEND', 'REFUND', 'EXPIRE', 'ADJUST'];

/** The API's enum value for a value the club stores in lower case (its tables' checks keep them to the schema's). */
function enumValue<T extends string>(values: readonly T[], stored: string): T {
  const found = values.find((value) => value === stored.toUpperCase());
  if (found === undefined) throw new Error(`"${stored}" is none of ${values.join(', ')}`);
  return found;
}

function currencyOf(websiteId: number): CurrencyCode {
  return WEBSITES.find((website) => website.id === websiteId)?.baseCurrency ?? 'HKD';
}

function websiteCodeOf(websiteId: number): string {
  return WEBSITES.find((website) => website.id === websiteId)?.code ?? 'base';
}

function levelView(level: MemberLevelRecord, locale: LocaleKey) {
  return {
    level: enumValue(MEMBER_LEVEL_KEYS, level.level),
    code: level.code,
    name: pickLocalized(level.name, locale),
    benefits: level.benefits.map((benefit) => pickLocalized(benefit, locale)),
    conditions: pickLocalized(level.conditions, locale),
    min_spend_12_months: moneyObject(level.minSpend, currencyOf(level.websiteId)),
    points_per_hundred: level.pointsPerHundred,
  };
}

function couponView(coupon: MemberCouponRecord, locale: LocaleKey, now = new Date()) {
  return {
    code: coupon.code,
    name: pickLocalized(coupon.name, locale),
    release_date: coupon.releasedAt.toISOString(),
    valid_until: coupon.validUntil.toISOString(),
    channel: enumValue(COUPON_CHANNELS, coupon.channel),
    status: COUPON_STATUS_VALUES[couponStatus(coupon, now)],
    used_at: coupon.usedAt?.toISOString() ?? null,
  };
}

function rewardView(reward: RewardRecord, ctx: CommerceContext) {
  const gift = reward.kind === 'gift';
  return {
    id: reward.id,
    type: enumValue(REWARD_TYPES, reward.kind),
    name: pickLocalized(reward.name, ctx.request.locale),
    description: pickLocalized(reward.description, ctx.request.locale),
    points: reward.points,
    delivery_time: gift ? renderMessage(ctx.request.locale, giftDeliveryMessage(websiteCodeOf(reward.websiteId))) : null,
    coupon_valid_days: gift ? null : reward.couponValidDays,
    coupon_channel: gift ? null : enumValue(COUPON_CHANNELS, reward.couponChannel ?? 'online'),
    sku: gift ? reward.sku : null,
    in_stock: reward.inStock,
  };
}

function exchangeView(exchange: RewardExchangeRecord, reward: RewardRecord, coupon: MemberCouponRecord | null, ctx: CommerceContext) {
  const view = rewardView(reward, ctx);
  return {
    id: exchange.id,
    reward: view,
    points_spent: exchange.points,
    status: exchange.status,
    coupon: coupon ? couponView(coupon, ctx.request.locale) : null,
    delivery_time: view.delivery_time,
    created_at: exchange.createdAt.toISOString(),
  };
}

function milesView(exchange: AsiaMilesExchangeRecord) {
  return {
    id: exchange.id,
    miles: exchange.miles,
    points_spent: exchange.points,
    asia_miles_number: exchange.membershipNumber,
    name: exchange.memberName,
    status: enumValue(MILES_STATUSES, exchange.status),
    note: exchange.note,
    created_at: exchange.createdAt.toISOString(),
    decided_at: exchange.decidedAt?.toISOString() ?? null,
  };
}

function changeReason(entry: PointsEntry & { orderNumber?: string | null }, locale: LocaleKey): string {
  const order = entry.orderNumber ?? '';
  const keyOf: Record<string, MessageKey> = {
    earn: 'club.pointsEarned',
    expire: 'club.pointsExpired',
    refund: 'club.pointsMilesReturned',
    spend: entry.reference.startsWith('miles:') ? 'club.pointsMiles' : 'club.pointsSpent',
    adjust: entry.orderId ? 'club.pointsReturned' : 'club.pointsAdjusted',
  };
  return renderMessage(locale, keyOf[entry.kind] ?? 'club.pointsAdjusted', {
    order,
  });
}

function entryView(entry: PointsEntry & { balanceAfter: number; orderNumber: string | null }, locale: LocaleKey) {
  return {
    id: entry.id,
    kind: enumValue(POINTS_ENTRY_KINDS, entry.kind),
    points_change: entry.points,
    balance: entry.balanceAfter,
    change_reason: changeReason(entry, locale),
    date: entry.createdAt.toISOString(),
    expires_at: entry.expiresAt?.toISOString() ?? null,
    order_number: entry.orderNumber,
  };
}

export const clubResolvers: Resolvers = {
  Query: {
    memberLevels: async (_, __, ctx) =>
      (await ctx.services.club.levels(ctx.request.website.id)).map((level) => levelView(level, ctx.request.locale)),
    rewardCatalogue: async (_, __, ctx) =>
      (await ctx.services.club.rewards(ctx.request.website.id)).map((reward) => rewardView(reward, ctx)),
    asiaMilesOptions: (_, __, ctx) =>
      ASIA_MILES_OPTIONS.map((miles) => ({ miles, points: miles * ctx.services.club.config.pointsPerAsiaMile })),
  },
  Mutation: {
    exchangeReward: async (_, args, ctx) => {
      const { exchange, reward, coupon } = await ctx.services.club.exchangeReward(ctx.request, args.reward_id);
      return {
        exchange: exchangeView(exchange, reward, coupon, ctx),
        points_balance: await ctx.services.club.balance(exchange.customerId),
      };
    },
    exchangeAsiaMiles: async (_, args, ctx) => {
      const exchange = await ctx.services.club.requestAsiaMiles(ctx.request.actor, args.input);
      return {
        exchange: milesView(exchange),
        points_balance: await ctx.services.club.balance(exchange.customerId),
      };
    },
    decideAsiaMilesExchange: async (_, args, ctx) => milesView(await ctx.services.club.decideAsiaMiles(ctx.request.actor, args.id, MILES_DECISIONS[args.decision], args.note ?? null)),
  },
  Customer: {
    cardno: (customer) => memberCardOf(customer.record.websiteId, customer.record.id).cardNumber,
    member_level_code: async (customer, _, ctx) =>
      (await ctx.services.club.standing(customer.record.id, customer.record.websiteId)).level.code,
    membership: async (customer, _, ctx) => {
      const { record } = customer;
      const standing = await ctx.services.club.standing(record.id, record.websiteId);
      const card = memberCardOf(record.websiteId, record.id);
      const currency = currencyOf(record.websiteId);
      return {
        level: levelView(standing.level, ctx.request.locale),
        progress: {
          spent_12_months: moneyObject(standing.spent, currency),
          next_level: standing.next ? levelView(standing.next, ctx.request.locale) : null,
          remaining: moneyObject(standing.remaining, currency),
        },
        card_number: card.cardNumber,
        card,
      };
    },
    reward_points: async (customer, _, ctx) => {
      const [balance, latest] = await Promise.all([ctx.services.club.balance(customer.record.id), ctx.services.club.pointsRecord(customer.record.id, 20, 1)]);
      return {
        balance: { points: balance, money: null },
        balance_history: latest.entries.map((entry) => ({
          balance: { points: entry.balanceAfter, money: null },
          change_reason: changeReason(entry, ctx.request.locale),
          date: entry.createdAt.toISOString(),
          points_change: entry.points,
        })),
      };
    },
    points_record: async (customer, args, ctx) => {
      const page = await ctx.services.club.pointsRecord(customer.record.id, args.pageSize, args.currentPage);
      return {
        items: page.entries.map((entry) => entryView(entry, ctx.request.locale)),
        page_info: {
          current_page: args.currentPage,
          page_size: args.pageSize,
          total_pages: Math.ceil(page.total / args.pageSize),
        },
        total_count: page.total,
      };
    },
    coupons: async (customer, args, ctx) =>
      (await ctx.services.club.wallet(customer.record.id, args.status ? COUPON_STATUSES[args.status] : null)).map((coupon) =>
        couponView(coupon, ctx.request.locale),
      ),
    reward_exchanges: async (customer, _, ctx) => {
      const [exchanges, wallet] = await Promise.all([ctx.services.club.exchanges(customer.record.id), ctx.services.club.wallet(customer.record.id, null)]);
      const coupons = new Map(wallet.map((coupon) => [coupon.id, coupon]));
      return exchanges.map(({ exchange, reward }) => exchangeView(exchange, reward, exchange.couponId ? (coupons.get(exchange.couponId) ?? null) : null, ctx));
    },
    asia_miles_exchanges: async (customer, _, ctx) =>
      (await ctx.services.club.asiaMilesExchanges(customer.record.id)).map(milesView),
  },
  Membership: {
    // Drawn only when asked for: most reads of the membership want the level, not the picture.
    card_qr_svg: (membership) => membership.card.qrSvg(),
  },
};
