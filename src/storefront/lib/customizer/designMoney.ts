/** Money of the design page as the rest of the store writes it ("HK$23,800"), from the API's minor units. */
import { formatMoney, isCurrencyCode } from '../../../rules/money.ts';
import { websiteOf } from '../../../rules/storeViews.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export function designMoney(money: { minor_units: number; currency: string | null }, view: StoreViewDefinition): string {
  const currency = money.currency ?? websiteOf(view).baseCurrency;
  if (!isCurrencyCode(currency)) return `${currency} ${(money.minor_units / 100).toFixed(2)}`;
  return formatMoney({ amount: money.minor_units, currency });
}
