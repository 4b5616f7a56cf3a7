/**
 * Where the demo store's images live under the media directory. Product and swatch files use
 * Magento's dispersion folders (the first two characters of the file name), so product_media.file
 * looks like "/s/o/solitaire-ring-white-front.jpg" and resolves under media/catalog/product.
 */

export const PRODUCT_MEDIA_FOLDER = 'catalog/product';
export const CATEGORY_MEDIA_FOLDER = 'catalog/category';
export const SWATCH_MEDIA_FOLDER = 'attribute/swatch';
export const CONTENT_MEDIA_FOLDER = 'wysiwyg';

/** "/m/e/metal-yellow.png" for "metal-yellow.png", as Magento disperses uploads. */
export function dispersedPath(fileName: string): string {
  const letters = fileName.replace(/[^a-z0-9]/gi, '').toLowerCase().padEnd(2, '_');
  return `/${letters[0]}/${letters[1]}/${fileName}`;
}

/** The public URL of a content (wysiwyg) image, as CMS content refers to it. */
export function contentImageUrl(relativePath: string): string {
  return `/media/${CONTENT_MEDIA_FOLDER}/${relativePath}`;
}
