/**
 * The membership club (spec 000 §1): levels, points, the coupon wallet, reward and Asia Miles
 * exchanges, and the member card. Every member operation is the signed-in customer's own; the
 * decision on an Asia Miles exchange is the store administrator's. Orders feed the club: placing
 * an order uses its member coupon in the order's transaction (memberCouponsOfOrders), and a
 * completed order earns points, a return takes them back, once the move is committed
 * (subscribers.ts).
 */
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import type { ClubConfig } from '../../config.ts';
import type { orders } from '../../db/schema/orders.ts';
import type { Actor, RequestContext } from '../../core/requestContext.ts';
import { authorizationError, CommerceError } from '../../core/errors.ts';
import { checkedPage } from '../../core/pageInput.ts';
import { addMonths, pointsForSpend, type CouponStatus } from '../../../rules/club.ts';
import type { OrderStatus } from '../../../rules/orderStatus.ts';
import { asiaMilesExchangesOf, decideAsiaMiles, requestAsiaMiles, type AsiaMilesDecision, type AsiaMilesInput } from './asiaMiles.ts';
import { issueOccasionCoupons, walletOf } from './memberCoupons.ts';
import { COMPLETED_STATUS, levelsOf, memberStanding } from './memberLevels.ts';
import { appendPoints, entriesOfOrder, expireMemberPoints, lockMember, membersWithDueCredits, pointsBalance, pointsRecordPage } from './pointsLedger.ts';
import { exchangeReward, exchangesOf, rewardCatalogue } from './rewardExchange.ts';

type OrderRecord = typeof orders.$inferSelect;

/** A points record page holds at most this many entries. */
export const POINTS_RECORD_MAX_PAGE_SIZE = 100;

/** Statuses that undo a completed sale: the points it earned go back. */
const RETURNED_STATUSES: readonly OrderStatus[] = ['closed_returned', 'closed_refunded'];

export class ClubService {
  constructor(
    private readonly db: Database,
    readonly config: ClubConfig,
    /** Gifts taken from stock change catalog reads, as orders do. */
    private readonly changes?: CatalogChanges,
  ) {}

  /** The signed-in member; guests are refused with Magento's message. */
  memberOf(actor: Actor): number {
    if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
    return actor.customerId;
  }

  levels(websiteId: number) {
    return levelsOf(this.db, websiteId);
  }

  standing(customerId: number, websiteId: number, now = new Date()) {
    return memberStanding(this.db, customerId, websiteId, now);
  }

  balance(customerId: number) {
    return pointsBalance(this.db, customerId);
  }

  pointsRecord(customerId: number, pageSize: number, currentPage: number) {
    checkedPage(pageSize, currentPage, POINTS_RECORD_MAX_PAGE_SIZE);
    return pointsRecordPage(this.db, customerId, pageSize, currentPage);
  }

  wallet(customerId: number, status: CouponStatus | null, now = new Date()) {
    return walletOf(this.db, customerId, status, now);
  }

  rewards(websiteId: number) {
    return rewardCatalogue(this.db, websiteId);
  }

  exchanges(customerId: number) {
    return exchangesOf(this.db, customerId);
  }

  exchangeReward(request: RequestContext, rewardId: number) {
    return exchangeReward(this.db, this.memberOf(request.actor), request.website.id, rewardId, new Date(), this.changes);
  }

  requestAsiaMiles(actor: Actor, input: AsiaMilesInput) {
    return requestAsiaMiles(this.db, this.memberOf(actor), input, this.config.pointsPerAsiaMile, new Date());
  }

  asiaMilesExchanges(customerId: number) {
    return asiaMilesExchangesOf(this.db, customerId);
  }

  /** Uses the project's administrator token, as gold prices do. */
  decideAsiaMiles(actor: Actor, exchangeId: number, decision: AsiaMilesDecision, note: string | null) {
    if (actor.kind !== 'admin') throw authorizationError();
    return decideAsiaMiles(this.db, exchangeId, decision, note?.trim().slice(0, 500) || null);
  }

  /**
   * A completed order earns points at the rate of the level its own spend brings the member to, on
   * what was paid for its pieces less what was already refunded. Money given back afterwards takes
   * back the same share of those points (a refund of a quarter of what was paid takes a quarter); a
   * closed order (all returned or refunded) gives back all of them (docs/decisions.md). Runs after
   * the move commits (order.statusChanged, order.refunded); entries are keyed by the order, so each
   * happens once.
   */
  async orderPoints(order: OrderRecord): Promise<void> {
    const { customerId } = order;
    if (customerId === null) return;
    if (order.status === COMPLETED_STATUS) {
      await this.db.transaction(async (tx) => {
        const db = tx;
        await lockMember(db, customerId);
        const now = new Date();
        const { level } = await memberStanding(db, customerId, order.websiteId, now);
        const points = pointsForSpend(order.grandTotal - order.shippingFee - order.refundedTotal, level.pointsPerHundred);
        await appendPoints(db, {
          customerId,
          kind: 'earn',
          points,
          reference: `order:${order.id}`,
          orderId: order.id,
          expiresAt: addMonths(now, this.config.pointsExpiryMonths),
        });
      });
    } else if (RETURNED_STATUSES.includes(order.status as OrderStatus) || order.refundedTotal > 0) {
      await this.db.transaction(async (tx) => {
        const db = tx;
        await lockMember(db, customerId);
        const entries = await entriesOfOrder(db, order.id);
        const earned = entries.find((entry) => entry.kind === 'earn' && entry.reference === `order:${order.id}`);
        if (!earned) return;
        const takenBack = -entries.filter((entry) => entry.kind === 'adjust').reduce((sum, entry) => sum + entry.points, 0);
        const closed = RETURNED_STATUSES.includes(order.status as OrderStatus);
        const due = closed ? earned.points : Math.min(earned.points, Math.floor((earned.points * order.refundedTotal) / Math.max(order.grandTotal, 1)));
        await appendPoints(db, {
          customerId,
          kind: 'adjust',
          points: -(due - takenBack),
          reference: closed ? `order:${order.id}` : `order:${order.id}:refunded:${order.refundedTotal}`,
          orderId: order.id,
        });
      });
    }
  }

  /** Daily job: writes off lapsed points, member by member; answers how many points lapsed. */
  async expirePoints(now = new Date()): Promise<number> {
    let total = 0;
    for (const customerId of await membersWithDueCredits(this.db, now)) {
      total += await this.db.transaction(async (tx) => {
        await lockMember(tx, customerId);
        return expireMemberPoints(tx, customerId, now);
      });
    }
    return total;
  }

  /** Daily job: birthday and anniversary coupons for `today`, once per member and year. */
  issueOccasionCoupons(today = new Date()) {
    return issueOccasionCoupons(this.db, today);
  }

  /**
   * The club's daily work, for the scheduler: lapsed points written off, then the day's birthday
   * and anniversary coupons. Both are idempotent, so a missed or repeated run does no harm.
   */
  async runDaily(now = new Date()) {
    const lapsedPoints = await this.expirePoints(now);
    const coupons = await this.issueOccasionCoupons(now);
    return { lapsedPoints, ...coupons };
  }
}
