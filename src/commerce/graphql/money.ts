import { toMajor, type CurrencyCode } from '../../rules/money.ts';

/** Magento's Money object from integer minor units. */
export interface MoneyObject {
  value: number;
  currency: CurrencyCode;
  minor_units: number;
}

export function moneyObject(amount: number, currency: CurrencyCode): MoneyObject {
  return { value: toMajor(amount), currency, minor_units: amount };
}
