/**
 * What the member pages compute from the club's answers: the progress to the next level, points
 * as the record writes them, which coupon wallet tab and points record page the URL asks for.
 * Numbers are formatted on the server, in the store view's locale, and travel as text.
 */
import { groupDigits } from '../../../rules/digits.ts';
import { positiveInteger } from '../catalog/listing.ts';

/** Spec 000 §3 "Coupon validity": valid, used, expired; the wallet opens on the valid ones. */
export const COUPON_TABS = ['valid', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export function couponTabOf(search: URLSearchParams): CouponTab {
  const asked = search.get('coupons');
  return (COUPON_TABS as readonly string[]).includes(asked ?? '') ? (asked as CouponTab) : 'valid';
}

/** Entries on a page of the points record. */
export const POINTS_RECORD_PAGE_SIZE = 10;

/** The page of the points record the URL asks for (?page=2), the first when it asks for none or nonsense. */
export function recordPageOf(search: URLSearchParams): number {
  return positiveInteger(search.get('page'), 1);
}

/**
 * How far the member has come to the next level, in whole percent: the spend so far against the
 * spend the next level needs. At the top level (nothing remaining) the bar is full.
 */
export function levelProgressPercent(spentMinor: number, remainingMinor: number): number {
  if (remainingMinor <= 0) return 100;
  const spent = Math.max(0, spentMinor);
  return Math.min(99, Math.floor((spent * 100) / (spent + remainingMinor)));
}

/** Points are whole: "12,000", grouped as every store language writes them (digits.ts). */
export function formatPoints(points: number): string {
  return groupDigits(Math.round(points));
}

/** A change of the record with its sign: "+1,200", "−10,000" (a minus sign, read as minus). */
export function signedPoints(change: number): string {
  const magnitude = formatPoints(Math.abs(change));
  if (change > 0) return `+${magnitude}`;
  return change < 0 ? `\u2212${magnitude}` : magnitude;
}

/** "881000000011" as "8810 0000 0011": easier to read out at a shop's counter. */
export function cardNumberGroups(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}
