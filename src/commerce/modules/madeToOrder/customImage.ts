/**
 * The picture of a piece as chosen (the cart and order line's custom image): the design's kind of
 * piece drawn in the chosen metal's colour, with the chosen diamond's shape, by the same renderer
 * as the catalog's pictures. Its URL names everything it shows, so one URL is one picture for good.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { DIAMOND_SHAPES, DRAWN_PICTURE_WIDTHS, IMAGE_QUALITY } from '../../../rules/catalog.ts';
import type { DiamondShape } from '../../../rules/jewelleryVocabulary.ts';
import { drawProduct } from '../../media/pictures/drawings.ts';
import { TONE_OF_METAL, type MetalTone } from '../../media/pictures/metalTones.ts';
import { FINISH_OF_TONE, type JewelleryKind, type ProductLook } from '../../media/pictures/pieces.ts';

export const CUSTOM_IMAGE_PREFIX = '/media/custom-made/';

const DRAWN_KINDS: ReadonlySet<string> = new Set<JewelleryKind>([
  'solitaire_ring',
  'halo_ring',
  'band_ring',
  'eternity_ring',
  'pair_rings',
  'pendant_necklace',
  'heart_pendant',
  'zodiac_pendant',
  'chain_bracelet',
  'bangle',
  'watch',
]);
const TONES: ReadonlySet<string> = new Set<MetalTone>(['white', 'yellow', 'rose']);
const SHAPES: ReadonlySet<string> = new Set(DIAMOND_SHAPES);

function toneOf(material: string): MetalTone {
  return (TONE_OF_METAL as Record<string, MetalTone | undefined>)[material] ?? 'white';
}

/** The picture's path: /media/custom-made/<kind>-<tone>[-<shape>].svg. */
export function customImagePath(kind: string, material: string, shape?: string): string {
  const stone = shape && SHAPES.has(shape) ? `-${shape}` : '';
  return `${CUSTOM_IMAGE_PREFIX}${kind}-${toneOf(material)}${stone}.svg`;
}

/** The drawing's own size; librsvg draws it at `density` dots per inch over 72 per CSS pixel. */
const DRAWN_WIDTH = 640;
const DRAWN_HEIGHT = 800;

/** The SVG a picture's file name asks for, or undefined when the name is not one this renderer draws. */
export function renderCustomImage(fileName: string): string | undefined {
  const match = /^([a-z_]+)-(white|yellow|rose)(?:-([a-z_]+))?\.svg$/.exec(fileName);
  if (!match) return undefined;
  const [, kind, tone, shape] = match;
  if (!DRAWN_KINDS.has(kind) || !TONES.has(tone) || (shape !== undefined && !SHAPES.has(shape))) return undefined;
  const look: ProductLook = {
    kind: kind as JewelleryKind,
    finish: FINISH_OF_TONE[tone as MetalTone],
    stone: shape ? { shape: shape as DiamondShape, colour: 'white', size: 0.7 } : undefined,
  };
  return drawProduct(look, 'front', { width: DRAWN_WIDTH, height: DRAWN_HEIGHT });
}

/** Drawn pictures by name and width: a name is one picture for good, and there are a few hundred. */
const pictures = new LRUCache<string, Promise<Buffer>>({ max: 256 });

/**
 * The custom image `fileName` names as a WebP picture `width` pixels wide, or undefined when the
 * name is not one this renderer draws or the width not one of DRAWN_PICTURE_WIDTHS.
 */
export function customImagePicture(fileName: string, width: number): Promise<Buffer> | undefined {
  if (!DRAWN_PICTURE_WIDTHS.includes(width)) return undefined;
  const key = `${fileName}@${width}`;
  const kept = pictures.get(key);
  if (kept) return kept;
  const svg = renderCustomImage(fileName);
  if (!svg) return undefined;
  const picture = sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_WIDTH })
    .resize({ width })
    .webp({ quality: IMAGE_QUALITY })
    .toBuffer();
  pictures.set(key, picture);
  // A failed drawing is not kept: the next request draws it again.
  picture.catch(() => pictures.delete(key));
  return picture;
}
