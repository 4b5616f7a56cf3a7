/**
 * Decimal number formats in the store view's locale (a stone's carats, a gold weight in grams and
 * taels, a store's distance), made once per locale and precision: making one reads the locale's
 * data, a tenth of a millisecond and more, where formatting with it costs next to nothing.
 */
import { intlLocaleOf, type StoreViewDefinition } from './storeView.ts';

const decimalFormats = new Map<string, Intl.NumberFormat>();

export function decimalFormatOf(view: StoreViewDefinition, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const locale = intlLocaleOf(view);
  const key = `${locale}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = decimalFormats.get(key);
  if (!format) decimalFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })));
  return format;
}
