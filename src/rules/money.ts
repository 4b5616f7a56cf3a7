/**
 * Money is an integer amount of minor units with its currency (DESIGN.md §5). All five currencies
 * of the spec have two decimal places.
 */
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

/** The value field of Magento's Money type is in major units. */
export function toMajor(amount: number): number {
  return amount / MINOR_UNITS_PER_MAJOR;
}

// Building an Intl.NumberFormat costs far more than using one; a page formats dozens of prices.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, intlLocale: string): string {
  const key = `${intlLocale}|${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: money.currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajor(money.amount));
}
