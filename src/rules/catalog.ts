/** Catalog vocabulary of the spec (000 §3, 001 §3.5, §9). */

/** Product types (spec 000 §3 "Product types"), as Magento type ids. */
export const PRODUCT_TYPES = [
  'virtual',
  'simple',
  'downloadable',
  'bundle',
  'grouped',
  'configurable',
  'point_simple',
  'calculation_gold',
  'custom_made_simple',
  'custom_made_bundle',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const DIAMOND_SHAPES = [
  'round',
  'heart',
  'emerald',
  'asscher',
  'corner_modified_rectangular',
  'cushion',
  'oval',
  'pear',
  'princess',
  'radiant',
  'square',
] as const;
export const COLORED_DIAMONDS = ['white', 'yellow', 'pink'] as const;
export const CERTIFICATIONS = ['GIA BRI', 'IGI BRI', 'IGI HAA', 'IGI ETA'] as const;
export const DESIGN_GENDERS = ['women', 'men', 'both'] as const;

/** Sort options (spec 001 §9): default, price ascending, price descending, recommended, newest. */
export const SORT_OPTIONS = ['default', 'price_asc', 'price_desc', 'recommended', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Catalog page size default 6, starting page 1 (spec 001 §9). */
export const DEFAULT_PAGE_SIZE = 6;
/**
 * The grid's page size. The spec's client state starts at 6 (001 §9), one phone screen; a listing
 * page shows 24, which fills whole rows of the 2-, 3- and 4-column grid and keeps paging rare.
 * `?pageSize=` (1 to the API's maximum) still chooses another. The API tells clients as
 * storeConfig.grid_per_page.
 */
export const LISTING_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const FIRST_PAGE = 1;

/** Autocomplete and search need at least two characters (spec 001 §5, §9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 128;

/** Collection-label codes grouped apart in the mega menu, like a diamond group (spec 001 §3.2). */
export const DIAMOND_GROUP_LABEL_CODES = ['cutting', 'certificate'] as const;

/** Image widths of spec 000 §3, by name, and the aspect ratio (width / height). */
export const IMAGE_WIDTHS = {
  ICON: 40,
  THUMBNAIL: 80,
  SMALL: 160,
  REGULAR: 320,
  LARGE: 640,
  LARGER: 960,
  XLARGE: 1280,
  XXLARGE: 1600,
  XXXLARGE: 2560,
} as const;
export const IMAGE_ASPECT_RATIO = 0.8;
export const IMAGE_QUALITY = 85;
export const IMAGE_WIDTH_VALUES: readonly number[] = Object.values(IMAGE_WIDTHS);
/**
 * Widths the server draws a made-to-order drawing (/media/custom-made/…svg) at as a WebP picture
 * (`?width=`): cards show pictures, which a browser decodes off its main thread, where it paints
 * an SVG on it (a page of five design cards, SVGs of some 750 paths each: 70 ms of a phone's start
 * in a trace of the made-to-order entry page).
 */
export const DRAWN_PICTURE_WIDTHS: readonly number[] = [IMAGE_WIDTHS.SMALL, IMAGE_WIDTHS.REGULAR, IMAGE_WIDTHS.LARGE, IMAGE_WIDTHS.LARGER];

/** Media types and their folders (spec 001 §7 "Image URLs"). */
export const MEDIA_FOLDERS = {
  'image-product': 'catalog/product',
  'image-category': 'catalog/category',
  'image-swatch': 'attribute/swatch',
} as const;
export type MediaType = keyof typeof MEDIA_FOLDERS;

/** Builds the /media URL of an image at a named width, as the storefront asks for it. */
export function mediaUrl(
  file: string,
  options: { type?: MediaType; width?: number; format?: 'webp' | 'avif' | 'png' | 'pjpg' } = {},
): string {
  const folder = MEDIA_FOLDERS[options.type ?? 'image-product'];
  const clean = file.startsWith('/') ? file : `/${file}`;
  const params = new URLSearchParams();
  params.set('auto', 'webp');
  params.set('format', options.format ?? (clean.endsWith('.png') ? 'png' : 'pjpg'));
  if (options.width) params.set('width', String(options.width));
  params.set('quality', '85');
  params.set('fit', 'cover');
  return `/media/${folder}${clean}?${params.toString()}`;
}
