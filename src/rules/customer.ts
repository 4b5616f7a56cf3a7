/**
 * What a customer account must hold, the same on the API and in the account forms (spec 000 §3
 * "Customer", spec 001 §5): names, email, a mobile number with its area code, password strength,
 * date of birth, age range, prefix and consent. Each refusal names a field and a reason the API
 * and the forms render in the shopper's language.
 */
// The mobile-only metadata: a number valid by it is a mobile number, at two thirds the size of the full set.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Spec 001 §5: 3 of the 4 classes (lower case, upper case, digits, other characters). */
export const PASSWORD_CHARACTER_CLASSES = 3;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

// The account's fixed choices live in rules/customerVocabulary.ts, which the forms draw without
// this file's phone rules.
import { AGE_RANGES, ANNIVERSARY_TYPES, CUSTOMER_PREFIXES, type AgeRange, type AnniversaryType, type CustomerPrefix } from './customerVocabulary.ts';
export { AGE_RANGES, ANNIVERSARY_TYPES, CUSTOMER_PREFIXES, type AgeRange, type AnniversaryType, type CustomerPrefix };

export interface Anniversary {
  type: AnniversaryType;
  /** YYYY-MM-DD. */
  date: string;
}

/** The store's own regions, offered first: Hong Kong, Macau, Malaysia, Singapore, mainland China. */
export const HOME_MOBILE_COUNTRIES: readonly CountryCode[] = ['HK', 'MO', 'MY', 'SG', 'CN'];

/**
 * Spec 001 §3: "Phone area codes: offered for many countries" — every country libphonenumber
 * knows, with its calling code (the API's `mobile_area_code`), the store's own regions first.
 * Countries that share a calling code (+1, +7, +44…) each have their entry.
 */
export const MOBILE_COUNTRIES: ReadonlyArray<{ country: CountryCode; areaCode: string }> = [
  ...HOME_MOBILE_COUNTRIES,
  ...getCountries().filter((country) => !HOME_MOBILE_COUNTRIES.includes(country)),
].map((country) => ({ country, areaCode: getCountryCallingCode(country) }));

export type CustomerField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'password'
  | 'new_password'
  | 'mobile'
  | 'mobile_area_code'
  | 'prefix'
  | 'date_of_birth'
  | 'age_range'
  | 'anniversaries'
  | 'consent';

export type CustomerProblemReason =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'passwordLength'
  | 'passwordNumber'
  | 'passwordUppercase'
  | 'passwordClasses'
  | 'passwordSame'
  | 'mobile'
  | 'mobileAreaCode'
  | 'prefix'
  | 'dateOfBirth'
  | 'ageRange'
  | 'anniversaryDate'
  | 'anniversaryTwice'
  | 'consent';

export interface CustomerProblem {
  field: CustomerField;
  reason: CustomerProblemReason;
}

/**
 * Spec 001 §5: minimum 8; at least 1 number; at least 1 uppercase letter; 3 of 4 classes. Every
 * unmet rule is named, so a shopper fixes the password in one try instead of one rule per try.
 */
export function passwordProblems(password: string, field: CustomerField = 'password'): CustomerProblem[] {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u].filter((pattern) => pattern.test(password)).length;
  const unmet: Array<[boolean, CustomerProblemReason]> = [
    [password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH, 'passwordLength'],
    [!/\d/.test(password), 'passwordNumber'],
    [!/\p{Lu}/u.test(password), 'passwordUppercase'],
    [classes < PASSWORD_CHARACTER_CLASSES, 'passwordClasses'],
  ];
  return unmet.filter(([fails]) => fails).map(([, reason]) => ({ field, reason }));
}

/** A mobile number from the API's area code and national number, written with its country code. */
export function mobileOf(areaCode: string, number: string): string {
  const parsed = parseMobile(areaCode, number);
  return isMobileNumber(parsed) ? (parsePhoneNumberFromString(parsed.e164)?.formatInternational() ?? parsed.e164) : `+${areaCode} ${number}`;
}

/** A stored E.164 mobile number as the API gives it back: its area code and national number. */
export function phoneParts(e164: string | null): { area: string; number: string } | null {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return parsed ? { area: String(parsed.countryCallingCode), number: String(parsed.nationalNumber) } : null;
}

// Names are written by rules/personName.ts: pages that only write a name (the header's account
// chip) need not load the phone number rules this file carries.
export { nameFieldOrder, personName } from './personName.ts';
export { internationalPhone } from './phoneDisplay.ts';

export const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface MobileNumber {
  /** E.164, e.g. +85291234567: how it is stored and matched. */
  e164: string;
  areaCode: string;
  /** The national number without spaces, e.g. 91234567. */
  number: string;
  country: CountryCode;
}

/**
 * A mobile number from its area code ("852", "+852") and number ("9123 4567"). Mainland China's
 * must have 11 digits; the others must be valid mobile numbers of their region.
 */
export function parseMobile(areaCode: string, number: string): MobileNumber | CustomerProblem {
  const area = areaCode.trim().replace(/^\+/, '');
  const home = MOBILE_COUNTRIES.find((candidate) => candidate.areaCode === area)?.country;
  if (!home) return { field: 'mobile_area_code', reason: 'mobileAreaCode' };
  const digits = number.replace(/[\s()-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) return { field: 'mobile', reason: 'mobile' };
  if (home === 'CN' && digits.length !== 11) return { field: 'mobile', reason: 'mobile' };
  // Read as a number of the calling code's first country; one of its neighbours on the code (+1: Canada) is as good.
  const parsed = parsePhoneNumberFromString(digits, home);
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== area) return { field: 'mobile', reason: 'mobile' };
  return {
    e164: parsed.number,
    areaCode: area,
    number: String(parsed.nationalNumber),
    country: parsed.country ?? home,
  };
}

export function isMobileNumber(value: MobileNumber | CustomerProblem): value is MobileNumber {
  return 'e164' in value;
}

/** A date of birth as YYYY-MM-DD: a real day, in the past, a four-digit year from 1900. */
export function parseDateOfBirth(value: string, today = new Date()): string | CustomerProblem {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value.trim());
  const problem: CustomerProblem = {
    field: 'date_of_birth',
    reason: 'dateOfBirth',
  };
  if (!match) return problem;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900) return problem;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getTime() > today.getTime()) return problem;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Anniversaries as given: each a real past date, each type at most once. */
export function checkAnniversaries(given: ReadonlyArray<{ type: AnniversaryType; date: string }>, today = new Date()): Anniversary[] | CustomerProblem {
  const checked: Anniversary[] = [];
  for (const anniversary of given) {
    if (checked.some((other) => other.type === anniversary.type)) return { field: 'anniversaries', reason: 'anniversaryTwice' };
    const date = parseDateOfBirth(anniversary.date, today);
    if (typeof date !== 'string') return { field: 'anniversaries', reason: 'anniversaryDate' };
    checked.push({ type: anniversary.type, date });
  }
  return checked;
}
