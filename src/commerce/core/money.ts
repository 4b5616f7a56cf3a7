import { toMajor, type CurrencyCode } from '../../rules/money.ts';
import type { Money } from '../graphql/generated/schemaTypes.ts';

/** Magento's Money object from integer minor units. */
export function moneyObject(amount: number, currency: CurrencyCode): Money {
  return { value: toMajor(amount), currency, minor_units: amount };
}
