/**
 * The customer account's fixed choices (prefixes, age ranges, anniversary types), which the account
 * forms draw. Kept apart from rules/customer.ts, whose phone number rules are large, so that a page
 * drawing the choices does not load them.
 */

/** Spec 000 §3: prefix 先生 Mr, 女士 Ms, 小姐 Miss. */
export const CUSTOMER_PREFIXES = ['Mr', 'Ms', 'Miss'] as const;
export type CustomerPrefix = (typeof CUSTOMER_PREFIXES)[number];

/** Spec 001 §3.5: 18 and below, 19-29, 30-39, 40-49, 50-59, 60 and above. */
export const AGE_RANGES = ['18-', '19-29', '30-39', '40-49', '50-59', '60+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/**
 * Spec 000 §3: anniversaries the club remembers (wedding, first meeting, dating, son, daughter,
 * father, mother, partner birthday), one date each.
 */
export const ANNIVERSARY_TYPES = [
  'WEDDING',
  'FIRST_MEETING',
  'DATING',
  'SON_BIRTHDAY',
  'DAUGHTER_BIRTHDAY',
  'FATHER_BIRTHDAY',
  'MOTHER_BIRTHDAY',
  'PARTNER_BIRTHDAY',
] as const;
export type AnniversaryType = (typeof ANNIVERSARY_TYPES)[number];

/** The form's field of an anniversary type, e.g. anniversary_WEDDING. */
export const anniversaryField = (type: AnniversaryType) => `anniversary_${type}`;
