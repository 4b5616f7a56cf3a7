import { useState } from 'react';
import type { ConfigurableOption, GalleryImage, Variant } from '../../lib/catalog/productPage.server.ts';
import { chosenVariant, galleryFor, valueState, type Selection } from '../../lib/catalog/variants.ts';

/**
 * The configurable product's chosen values, starting from the page's URL (what a form without
 * JavaScript sent), the variant they name, the pictures they show, and the state of each value
 * given the others.
 */
export function useVariantSelection(options: ConfigurableOption[], variants: Variant[], initial: Selection, gallery: GalleryImage[]) {
  const [selection, setSelection] = useState<Selection>(initial);
  return {
    selection,
    variant: chosenVariant(options, variants, selection),
    gallery: galleryFor(options, variants, selection, gallery),
    select: (code: string, value: number) => setSelection((current) => ({ ...current, [code]: value })),
    stateOf: (code: string, value: number) => valueState(options, variants, selection, code, value),
  };
}
