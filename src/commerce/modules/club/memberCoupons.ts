/**
 * The member coupon wallet (spec 000 §3 "Coupon": code, valid until, release date, channel,
 * validity). A member coupon's discount is a cart price rule kept inactive as a template; the
 * coupon's own code brings that rule into its owner's cart through the cart's coupon mechanism
 * (one coupon per checkout, spec 001 §5), and placing the order uses the coupon up.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { cartPriceRules } from '../../db/schema/cart.ts';
import { memberCoupons } from '../../db/schema/club.ts';
import { customers } from '../../db/schema/customers.ts';
import type { orders } from '../../db/schema/orders.ts';
import type { LocalizedText } from '../../../rules/locales.ts';
import { couponStatus, usableOnline, type CouponChannel, type CouponStatus } from '../../../rules/club.ts';
import { normalizeCouponCode } from '../../../rules/cart.ts';
import { inputError, type CommerceError } from '../../core/errors.ts';
import type { CartRecord, PersonalCoupons } from '../cart/index.ts';
import type { OrderCoupons } from '../orders/index.ts';

export type MemberCouponRecord = typeof memberCoupons.$inferSelect;
type RuleRecord = typeof cartPriceRules.$inferSelect;
type OrderRecord = typeof orders.$inferSelect;

/** Codes read aloud at a shop counter: no 0/O or 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCouponCode(prefix: string): string {
  let code = `${prefix}-`;
  for (let index = 0; index < 8; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface CouponIssue {
  customerId: number;
  ruleId: number;
  name: LocalizedText;
  channel: CouponChannel;
  releasedAt: Date;
  validUntil: Date;
  /** Once per member: a second issue for the same occasion is a no-op. */
  occasion?: string;
  /** Letters the code starts with, e.g. BDAY. */
  prefix: string;
}

/** Puts a coupon in a member's wallet; answers it, or null when the occasion already had one. */
export async function issueCoupon(db: Database, issue: CouponIssue): Promise<MemberCouponRecord | null> {
  const { prefix, ...values } = issue;
  // A new code colliding with an old one is rare but possible: draw again rather than fail.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [issued] = await db
      .insert(memberCoupons)
      .values({
        ...values,
        code: newCouponCode(prefix),
        occasion: issue.occasion ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (issued) return issued;
    if (issue.occasion) {
      const [had] = await db
        .select({ id: memberCoupons.id })
        .from(memberCoupons)
        .where(and(eq(memberCoupons.customerId, issue.customerId), eq(memberCoupons.occasion, issue.occasion)));
      if (had) return null;
    }
  }
  throw new Error('could not draw an unused coupon code');
}

export async function walletOf(db: Database, customerId: number, status: CouponStatus | null, now: Date): Promise<MemberCouponRecord[]> {
  const coupons = await db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.customerId, customerId), lte(memberCoupons.releasedAt, now)))
    .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id));
  return status ? coupons.filter((coupon) => couponStatus(coupon, now) === status) : coupons;
}

/** A template rule by its template code (e.g. BIRTHDAY), per website. */
export async function templateRule(db: Database, websiteId: number, templateCode: string): Promise<RuleRecord | undefined> {
  const [rule] = await db
    .select()
    .from(cartPriceRules)
    .where(and(eq(cartPriceRules.websiteId, websiteId), eq(cartPriceRules.couponCode, templateCode), eq(cartPriceRules.isActive, false)));
  return rule;
}

async function ownCoupon(db: Database, code: string, cart: CartRecord): Promise<MemberCouponRecord | undefined> {
  if (cart.customerId === null) return undefined;
  const [coupon] = await db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.code, normalizeCouponCode(code)), eq(memberCoupons.customerId, cart.customerId)));
  return coupon;
}

/** The cart's side of member coupons (CartService's personalCoupons, given at start). */
export const memberCouponsAtCheckout: PersonalCoupons = {
  async rulesFor(db, cart, now) {
    const coupon = cart.couponCode ? await ownCoupon(db, cart.couponCode, cart) : undefined;
    if (!coupon?.ruleId || couponStatus(coupon, now) !== 'valid' || coupon.releasedAt > now || !usableOnline(coupon.channel)) return [];
    const [template] = await db
      .select()
      .from(cartPriceRules)
      .where(and(eq(cartPriceRules.id, coupon.ruleId), eq(cartPriceRules.websiteId, cart.websiteId)));
    if (!template) return [];
    // The template, switched on for this code and this coupon's dates only.
    return [
      {
        ...template,
        couponCode: coupon.code,
        isActive: true,
        activeFrom: coupon.releasedAt,
        activeTo: coupon.validUntil,
        label: coupon.name,
      },
    ];
  },
  async refusal(db, code, cart, now): Promise<CommerceError | undefined> {
    const coupon = await ownCoupon(db, code, cart);
    if (!coupon) return undefined;
    const status = couponStatus(coupon, now);
    if (status === 'used') return inputError('club.couponUsed');
    if (status === 'expired') return inputError('club.couponExpired');
    if (!usableOnline(coupon.channel)) return inputError('club.couponInStore');
    return undefined;
  },
};

/**
 * Placing an order with a member coupon uses it up, in the order's transaction. The conditional
 * update is the guard: two orders racing for one coupon, the second finds it used and rolls back.
 */
export async function useCouponOfOrder(db: Database, order: OrderRecord): Promise<void> {
  if (!order.couponCode || order.customerId === null) return;
  const [coupon] = await db
    .select({ id: memberCoupons.id })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.code, order.couponCode), eq(memberCoupons.customerId, order.customerId)));
  if (!coupon) return;
  const used = await db
    .update(memberCoupons)
    .set({ usedAt: new Date(), usedOrderId: order.id })
    .where(and(eq(memberCoupons.id, coupon.id), isNull(memberCoupons.usedAt), gt(memberCoupons.validUntil, new Date())))
    .returning({ id: memberCoupons.id });
  if (!used.length) throw inputError('club.couponUsed');
}

/** A cancelled order's member coupon is valid again (until its own end date). */
export async function returnCouponOfOrder(db: Database, order: OrderRecord): Promise<void> {
  await db.update(memberCoupons).set({ usedAt: null, usedOrderId: null }).where(eq(memberCoupons.usedOrderId, order.id));
}

/** The orders' side of member coupons (OrderService and the placement, given at start). */
export const memberCouponsOfOrders: OrderCoupons = { useFor: useCouponOfOrder, giveBackFrom: returnCouponOfOrder };

export interface OccasionCouponsResult {
  birthday: number;
  anniversary: number;
}

/** How long birthday and anniversary coupons last. */
export const OCCASION_COUPON_DAYS = 30;

/**
 * The daily job: a birthday coupon to each member whose birthday is `today`, and an anniversary
 * coupon for each anniversary the member keeps on their account (spec 000 §3: wedding, first
 * meeting, dating, children's, parents' and partner's birthdays) that falls `today`. Each is issued
 * once per member, occasion and year (the occasion key), so running the job twice, or on two
 * machines, issues nothing more. A date of 29 February is kept on 28 February in other years.
 */
export async function issueOccasionCoupons(db: Database, today: Date): Promise<OccasionCouponsResult> {
  const year = today.getUTCFullYear();
  const monthDay = today.toISOString().slice(5, 10);
  const isLeap = new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29;
  const monthDays = !isLeap && monthDay === '02-28' ? ['02-28', '02-29'] : [monthDay];
  const releasedAt = new Date(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  const validUntil = new Date(releasedAt.getTime() + OCCASION_COUPON_DAYS * 86_400_000);

  const birthdays = await db
    .select({ id: customers.id, websiteId: customers.websiteId })
    .from(customers)
    .where(and(isNull(customers.deletedAt), inArray(sql`to_char(${customers.dateOfBirth}, 'MM-DD')`, monthDays)));
  const anniversaries = (
    (await db.execute(sql`select c.id, c.website_id as "websiteId", a->>'type' as type
      from ${customers} c cross join lateral jsonb_array_elements(c.anniversaries) a
      where c.deleted_at is null and substr(a->>'date', 6, 5) in ${monthDays} and substr(a->>'date', 1, 4)::int < ${year}`)) as unknown as {
      rows: Array<{ id: number; websiteId: number; type: string }>;
    }
  ).rows;

  const result: OccasionCouponsResult = { birthday: 0, anniversary: 0 };
  const occasions = [
    ...birthdays.map((member) => ({
      member,
      kind: 'birthday' as const,
      occasion: `birthday:${year}`,
      template: 'BIRTHDAY',
      prefix: 'BDAY',
    })),
    ...anniversaries.map((member) => ({
      member,
      kind: 'anniversary' as const,
      occasion: `anniversary:${member.type}:${year}`,
      template: 'ANNIVERSARY',
      prefix: 'ANNV',
    })),
  ];
  for (const { member, kind, occasion, template, prefix } of occasions) {
    const rule = await templateRule(db, member.websiteId, template);
    if (!rule) continue;
    const issued = await issueCoupon(db, {
      customerId: member.id,
      ruleId: rule.id,
      name: rule.label,
      channel: 'all',
      releasedAt,
      validUntil,
      occasion,
      prefix,
    });
    if (issued) result[kind] += 1;
  }
  return result;
}
