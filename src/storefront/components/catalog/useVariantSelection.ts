import { useState } from 'react';
import type { ConfigurableOption, Variant } from '../../lib/catalog/productPage.server.ts';
import { chosenVariant, valueState, type Selection } from '../../lib/catalog/variants.ts';

/**
 * The configurable product's chosen values, starting from the page's URL (what a form without
 * JavaScript sent), the variant they name, and the state of each value given the others.
 */
export function useVariantSelection(options: ConfigurableOption[], variants: Variant[], initial: Selection) {
  const [selection, setSelection] = useState<Selection>(initial);
  return {
    selection,
    variant: chosenVariant(options, variants, selection),
    select: (code: string, value: number) => setSelection((current) => ({ ...current, [code]: value })),
    stateOf: (code: string, value: number) => valueState(options, variants, selection, code, value),
  };
}
