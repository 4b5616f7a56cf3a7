/**
 * Responsive image sources over the spec's named widths (000 §3), through /media (001 §7).
 * Product images are cut to the catalog's 0.8 aspect ratio; content images keep their own shape.
 */
import { DRAWN_PICTURE_WIDTHS, IMAGE_WIDTHS, mediaUrl } from '../../../rules/catalog.ts';

export const PRODUCT_IMAGE_WIDTHS = [IMAGE_WIDTHS.SMALL, IMAGE_WIDTHS.REGULAR, IMAGE_WIDTHS.LARGE, IMAGE_WIDTHS.LARGER];
export const CONTENT_IMAGE_WIDTHS = [
  IMAGE_WIDTHS.REGULAR,
  IMAGE_WIDTHS.LARGE,
  IMAGE_WIDTHS.LARGER,
  IMAGE_WIDTHS.XLARGE,
  IMAGE_WIDTHS.XXLARGE,
  IMAGE_WIDTHS.XXXLARGE,
];

/** A made-to-order drawing's path (src/commerce/modules/madeToOrder/customImage.ts). */
const DRAWN_PICTURE = /^\/media\/custom-made\/[\w-]+\.svg$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

export function productImageSources(file: string, widths: readonly number[] = PRODUCT_IMAGE_WIDTHS): ImageSources {
  // A made-to-order piece's own picture is a /media path of this site, drawn to order: the bag's
  // and the order's lines show it as a picture, as the made-to-order cards do.
  if (DRAWN_PICTURE.test(file)) return drawnPictureSources(file);
  if (file.startsWith('/media/')) return contentImageSources(file, widths);
  return {
    src: mediaUrl(file, { type: 'image-product', width: widths[1] ?? widths[0] }),
    srcSet: widths.map((width) => `${mediaUrl(file, { type: 'image-product', width })} ${width}w`).join(', '),
  };
}

/** Our own /media images get renditions; anything else is used as it is. */
export function contentImageSources(url: string, widths: readonly number[] = CONTENT_IMAGE_WIDTHS): ImageSources {
  if (!url.startsWith('/media/') || /\.svg$/i.test(url.split('?')[0])) return { src: url };
  const [path] = url.split('?');
  const format = /\.png$/i.test(path) ? 'png' : 'pjpg';
  // fit=inside keeps the picture's own shape: the width is a bound, not a crop.
  const at = (width: number) => `${path}?auto=webp&format=${format}&width=${width}&quality=85&fit=inside`;
  return { src: at(widths[2] ?? widths[0]), srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', ') };
}

/**
 * A made-to-order drawing (/media/custom-made/…svg) as the WebP pictures the server draws of it,
 * for cards: a browser paints an SVG picture on its main thread (docs/decisions.md, "Drawn pictures
 * sent as pictures on cards"). Any other URL is used as it is.
 */
export function drawnPictureSources(url: string): ImageSources {
  if (!DRAWN_PICTURE.test(url)) return { src: url };
  const at = (width: number) => `${url}?width=${width}`;
  return { src: at(IMAGE_WIDTHS.REGULAR), srcSet: DRAWN_PICTURE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}
