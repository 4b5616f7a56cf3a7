/**
 * The membership club's rules that need no database: levels and their codes, the member card
 * number, what an Asia Miles exchange accepts, and how spend becomes points.
 */

/** Spec 000 §1: "The membership club has levels fans, silver, gold, platinum and diamond." */
export const MEMBER_LEVELS = ['fans', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type MemberLevelKey = (typeof MEMBER_LEVELS)[number];

/**
 * Spec 000 §3 gives the codes 60005-60009 and 60023-60027 and leaves the pairing open: the first
 * run is the Hong Kong and Macau club, the second Malaysia's, each in level order (docs/decisions.md).
 */
export const LEVEL_CODE_BASE: Record<'hk' | 'my', number> = {
  hk: 60005,
  my: 60023,
};

export function memberLevelCode(websiteCode: string, level: MemberLevelKey): number {
  return (websiteCode === 'my' ? LEVEL_CODE_BASE.my : LEVEL_CODE_BASE.hk) + MEMBER_LEVELS.indexOf(level);
}

/** Spec 001 §9: "Asia Miles exchange: 1000, 2000 or 3000 miles." */
export const ASIA_MILES_OPTIONS = [1000, 2000, 3000] as const;

/** Asia Miles membership numbers are ten digits. */
export const ASIA_MILES_NUMBER_PATTERN = /^\d{10}$/;

/** Spaces and dashes as printed on the card ("1234 567 890") are not part of the number. */
export function normalizeAsiaMilesNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The longest name on an Asia Miles account the club keeps. */
export const ASIA_MILES_NAME_MAX_LENGTH = 100;

/** Why an Asia Miles exchange is refused: an amount not offered, a malformed number, a name not the member's. */
export type ClubProblemReason = 'milesOption' | 'milesNumber' | 'milesName';

export const COUPON_CHANNELS = ['online', 'in_store', 'all'] as const;
export type CouponChannel = (typeof COUPON_CHANNELS)[number];

/** Coupons usable at the online checkout. */
export function usableOnline(channel: string): boolean {
  return channel === 'online' || channel === 'all';
}

/** Spec 000 §3 "Coupon validity": valid, used, expired. */
export type CouponStatus = 'valid' | 'used' | 'expired';

export function couponStatus(coupon: { usedAt: Date | null; validUntil: Date; releasedAt: Date }, now: Date): CouponStatus {
  if (coupon.usedAt) return 'used';
  return coupon.validUntil.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** Points for a spend in minor units (two-decimal currencies): whole points, rounded down. */
export function pointsForSpend(amountMinor: number, pointsPerHundred: number): number {
  if (amountMinor <= 0) return 0;
  return Math.floor((amountMinor * pointsPerHundred) / 10_000);
}

/** Luhn check digit, so a mistyped card number at a shop counter is caught. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The member card number: 88, the website's id, the customer number in eight digits and a check
 * digit. It follows from the account, so it never needs issuing and never collides.
 */
export function memberCardNumber(websiteId: number, customerId: number): string {
  const body = `88${websiteId}${String(customerId).padStart(8, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/**
 * A name matches when its words, ignoring case, spacing and punctuation, are the member's first
 * and last names in either order (Asia Miles accounts are often written family name first).
 */
export function namesMatch(given: string, firstname: string, lastname: string): boolean {
  const words = (value: string) =>
    value
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter(Boolean);
  const asked = words(given);
  if (!asked.length) return false;
  const first = words(firstname);
  const last = words(lastname);
  // Chinese names are written without spaces (陳美), so the words are compared run together too.
  const sameAs = (order: string[]) => asked.join(' ') === order.join(' ') || asked.join('') === order.join('');
  return sameAs([...first, ...last]) || sameAs([...last, ...first]);
}

/** Whole months added to a date, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
