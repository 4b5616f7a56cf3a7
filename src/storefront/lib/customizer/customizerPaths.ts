/**
 * Paths of the made-to-order pages within a store (spec 000 §2 /customizer/): the entry, a
 * category's designs, the appointment and core-jewels pages, and a design's steps. Paths are
 * within the store; links prepend the store prefix with useStorePath.
 */

/** The customizer's category codes (customizerCategories) and their slugs in the path. */
export const CUSTOMIZER_CATEGORY_SLUGS = {
  diamond_rings: 'diamond-rings',
  pair_rings: 'pair-rings',
  pendants: 'pendants',
  bracelets: 'bracelets',
  watches: 'watches',
} as const;

export type CustomizerCategoryCode = keyof typeof CUSTOMIZER_CATEGORY_SLUGS;
export type CustomizerCategorySlug = (typeof CUSTOMIZER_CATEGORY_SLUGS)[CustomizerCategoryCode];

/** The categories in the order the entry page shows them. */
export const CUSTOMIZER_CATEGORY_CODES = Object.keys(CUSTOMIZER_CATEGORY_SLUGS) as CustomizerCategoryCode[];

/** The made-to-order entry page. */
export const CUSTOMIZER_PATH = '/customizer';
/** The appointment page: the stores offering made-to-order, phone and WhatsApp. */
export const CUSTOMIZER_APPOINTMENT_PATH = '/customizer/apt';
/** The sub-brand's core designs. */
export const CUSTOMIZER_CORE_JEWELS_PATH = '/customizer/core-jewels';

export function isCustomizerCategoryCode(code: string): code is CustomizerCategoryCode {
  return Object.hasOwn(CUSTOMIZER_CATEGORY_SLUGS, code);
}

/** The category code of a path slug, or null when the slug names no category. */
export function categoryCodeOfSlug(slug: string): CustomizerCategoryCode | null {
  return CUSTOMIZER_CATEGORY_CODES.find((code) => CUSTOMIZER_CATEGORY_SLUGS[code] === slug) ?? null;
}

/** A category's designs page; unknown codes lead to the entry page. */
export function customizerPath(category: string): string {
  return isCustomizerCategoryCode(category) ? `${CUSTOMIZER_PATH}/${CUSTOMIZER_CATEGORY_SLUGS[category]}` : CUSTOMIZER_PATH;
}

/** A design's steps; `item` names the cart line being edited. */
export function designPath(sku: string, item?: string): string {
  const path = `${CUSTOMIZER_PATH}/design/${encodeURIComponent(sku)}`;
  return item ? `${path}?item=${encodeURIComponent(item)}` : path;
}

/** Whether a path within the store is one of the made-to-order pages (they share its layout). */
export function isCustomizerPath(pathWithinStore: string): boolean {
  return pathWithinStore === CUSTOMIZER_PATH || pathWithinStore.startsWith(`${CUSTOMIZER_PATH}/`);
}
