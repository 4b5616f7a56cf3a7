/**
 * Money is an integer amount of minor units with its currency (docs/design.md, Data). All five currencies
 * of the spec have two decimal places.
 */
import { groupDigits } from './digits.ts';

export const CURRENCY_CODES = ['HKD', 'CNY', 'USD', 'MYR', 'MOP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export const MINOR_UNITS_PER_MAJOR = 100;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Exchange rates are stored as integers scaled by RATE_SCALE, so conversion stays integral. */
export const RATE_SCALE = 100_000_000;

/** Rounds a non-negative ratio numerator/denominator half up, in integers. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  return sign * ((magnitude * 2n + denominator) / (2n * denominator));
}

/** Converts minor units with a rate scaled by RATE_SCALE (1 unit of `from` = rate/RATE_SCALE of `to`). */
export function convertMinor(amount: number, scaledRate: number): number {
  return Number(divideRoundHalfUp(BigInt(amount) * BigInt(scaledRate), BigInt(RATE_SCALE)));
}

/**
 * Jewellery is sold at whole-dollar prices, as Hong Kong jewellers price it: a price the store
 * computes (a gold piece's weight times today's gold price, plus labour) rounds half up to a whole
 * major unit. The one rounding rule for prices; the catalog's SQL sorting mirrors it.
 */
export function roundToWholeMajor(amount: number): number {
  return Number(divideRoundHalfUp(BigInt(amount), BigInt(MINOR_UNITS_PER_MAJOR))) * MINOR_UNITS_PER_MAJOR;
}

/**
 * Nine integer digits: a tael of gold costs tens of thousands and an order rarely more than a
 * million, so this leaves ample room while every derived amount stays far inside
 * Number.MAX_SAFE_INTEGER.
 */
const DECIMAL_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in major units as minor units: "43250.5" is 4325050, by string arithmetic, so a
 * float never touches money (docs/design.md, Data). Full-width digits (a Chinese keyboard's) read
 * as digits. Undefined for anything but a plain amount with at most two decimals.
 */
export function parseMajorAmount(text: string): number | undefined {
  const match = DECIMAL_AMOUNT.exec(text.normalize('NFKC').trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return Number(whole) * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/** The value field of Magento's Money type is in major units. */
export function toMajor(amount: number): number {
  return amount / MINOR_UNITS_PER_MAJOR;
}

/**
 * How each currency is written, the same on every page, in every language: Hong Kong dollars as
 * "HK$", patacas as "MOP", ringgit as "RM" (as shops in each place label prices), so a shopper never
 * sees a bare "$" that could be any dollar.
 */
const CURRENCY_PREFIXES: Record<CurrencyCode, string> = {
  HKD: 'HK$',
  MOP: 'MOP ',
  MYR: 'RM ',
  CNY: 'RMB ',
  USD: 'US$',
};

/**
 * "HK$23,800", "MOP 1,030", "RM 1,152.50": whole amounts without cents (jewellery is priced in
 * whole dollars), others with two decimals (gold per gram, converted prices). Digits are grouped
 * as the store's languages write them, every one alike (digits.ts), from the minor units without a
 * float; negative amounts put the sign first ("-HK$100").
 */
export function formatMoney(money: Money): string {
  const magnitude = Math.abs(money.amount);
  const cents = magnitude % MINOR_UNITS_PER_MAJOR;
  const whole = groupDigits((magnitude - cents) / MINOR_UNITS_PER_MAJOR);
  const text = `${CURRENCY_PREFIXES[money.currency]}${cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`}`;
  return money.amount < 0 ? `-${text}` : text;
}

/** The sign a currency is written with ("HK$", "MOP", "RM"): the one formatMoney puts first. */
export function currencySymbol(currency: CurrencyCode): string {
  return CURRENCY_PREFIXES[currency].trim();
}
