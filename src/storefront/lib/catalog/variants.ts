/**
 * Choosing a configurable product's variant (a ring's size, a band's colour): which variant the
 * chosen values name, and what choosing a value would give, given the values chosen for the others.
 */
import type { ConfigurableOption, Variant } from './productPage.server.ts';

export type Selection = Record<string, number>;

/** No variant has the value with the others chosen; a variant has it but none in stock; or in stock. */
export type ValueState = 'unavailable' | 'soldOut' | 'available';

/** The variant with every option chosen as in `selection`; null until every option is chosen. */
export function chosenVariant(options: ConfigurableOption[], variants: Variant[], selection: Selection): Variant | null {
  if (options.length === 0 || options.some((option) => selection[option.code] === undefined)) return null;
  return variants.find((variant) => options.every((option) => variant.values[option.code] === selection[option.code])) ?? null;
}

export function valueState(options: ConfigurableOption[], variants: Variant[], selection: Selection, code: string, value: number): ValueState {
  const matching = variants.filter(
    (variant) =>
      variant.values[code] === value &&
      options.every((option) => option.code === code || selection[option.code] === undefined || variant.values[option.code] === selection[option.code]),
  );
  if (matching.length === 0) return 'unavailable';
  return matching.some((variant) => variant.inStock) ? 'available' : 'soldOut';
}
