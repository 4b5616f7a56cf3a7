/**
 * Choosing a configurable product's variant (a ring's size, a band's colour): which variant the
 * chosen values name, and what choosing a value would give, given the values chosen for the others.
 */
import type { ConfigurableOption, GalleryImage, Variant } from './productPage.server.ts';

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

/**
 * The pictures for the values chosen so far: the chosen variant's own; before every option is
 * chosen (a ring's colour before its size), those of the variants the choices leave when they all
 * show the same piece, named as the product since the size is not chosen yet; otherwise the
 * product's.
 */
export function galleryFor(options: ConfigurableOption[], variants: Variant[], selection: Selection, productGallery: GalleryImage[]): GalleryImage[] {
  const chosen = chosenVariant(options, variants, selection);
  if (chosen) return chosen.gallery.length ? chosen.gallery : productGallery;
  if (!options.some((option) => selection[option.code] !== undefined)) return productGallery;
  const matching = variants.filter((variant) => options.every((option) => selection[option.code] === undefined || variant.values[option.code] === selection[option.code]));
  const shown = matching[0]?.gallery ?? [];
  const alike = shown.length > 0 && matching.every((variant) => variant.gallery.map((image) => image.file).join() === shown.map((image) => image.file).join());
  return alike ? shown.map((image, index) => ({ file: image.file, alt: productGallery[index]?.alt ?? productGallery[0]?.alt ?? image.alt })) : productGallery;
}
