/**
 * The demo store's images: drawings made for it (never downloaded, media/pictures/),
 * rasterized with sharp into the media directory. Every product picture follows the product's own
 * look (productLooks.ts); products with the same look share one file.
 *
 * A file's name ends in a fingerprint of everything its picture depends on (what it shows, its
 * size, and the drawing code itself), so a file that exists is the picture as it would be drawn
 * today: seeding draws only what is missing, once, and a change to a drawing writes new files
 * rather than leaving stale ones in use.
 *
 * Several test processes may seed into one shared media directory at the same time, so a file
 * that exists is never rewritten and every file is written to a temporary name in its own folder
 * and renamed into place (rename is atomic on one file system): a reader never sees half a JPEG.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DIAMOND_SHAPES } from '../../rules/catalog.ts';
import { drawBanner, drawProduct, drawStoneCloseUp, drawSwatch } from '../media/pictures/drawings.ts';
import { FINISH_OF_TONE, type JewelleryKind, type PictureView, type ProductLook } from '../media/pictures/pieces.ts';
import {
  CATEGORY_MEDIA_FOLDER,
  CONTENT_MEDIA_FOLDER,
  PRODUCT_MEDIA_FOLDER,
  SWATCH_MEDIA_FOLDER,
  contentImageUrl,
  dispersedPath,
} from './mediaFiles.ts';
import type { StoneColour } from '../media/pictures/studio.ts';
import type { DiamondShape, MetalTone } from './vocabulary.ts';

export interface SeedImage {
  /** Path under the media directory, e.g. "catalog/product/s/o/solitaire-ring-platinum-oval-3f0c….jpg". */
  relativePath: string;
  format: 'jpeg' | 'png';
  render(): string;
}

const PRODUCT_WIDTH = 1000;
/** Aspect ratio 0.8 of spec 000 §3 ("Image sizing"). */
const PRODUCT_HEIGHT = 1250;

/** The drawing code, read once: part of every fingerprint (the seed runs from its sources). */
const DRAWING_CODE = ['studio.ts', 'meshes.ts', 'pieces.ts', 'drawings.ts', 'metalTones.ts']
  .map((file) => `../media/pictures/${file}`)
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

/** A short hash of what a picture depends on, for its file name. */
function fingerprint(...parts: unknown[]): string {
  return createHash('sha256').update(DRAWING_CODE).update(JSON.stringify(parts)).digest('hex').slice(0, 12);
}

const slug = (text: string): string => text.replace(/_/g, '-');

// ---------------------------------------------------------------------------------------------
// Product pictures

/** The same look with its fields in one order, so equal looks make equal fingerprints. */
function canonical(look: ProductLook): ProductLook {
  return { kind: look.kind, finish: look.finish, design: look.design, stone: look.stone && { shape: look.stone.shape, colour: look.stone.colour, size: look.stone.size }, count: look.count };
}

/**
 * The product pictures a catalog uses, collected as its products are added: each picture is
 * drawn once however many products show it.
 */
export class ProductPictures {
  private readonly images = new Map<string, SeedImage>();

  /** product_media.file of `look` seen from `view`, e.g. "/s/o/solitaire-ring-platinum-oval-3f0c9a….jpg". */
  file(look: ProductLook, view: PictureView): string {
    // Gift cards are PNG, as an uploaded artwork would be: the storefront asks for format=png for them.
    const format = look.kind === 'gift_card' ? 'png' : 'jpeg';
    const stem = [slug(look.kind), slug(look.finish), look.stone && slug(look.stone.shape), view === 'angle' ? 'angle' : undefined].filter(Boolean).join('-');
    const file = dispersedPath(`${stem}-${fingerprint(canonical(look), view, PRODUCT_WIDTH, PRODUCT_HEIGHT)}.${format === 'png' ? 'png' : 'jpg'}`);
    this.add(file, format, () => drawProduct(look, view, { width: PRODUCT_WIDTH, height: PRODUCT_HEIGHT }));
    return file;
  }

  /** product_media.file of a loose diamond close up: the detail shot of a diamond piece. */
  stoneFile(shape: DiamondShape, colour: StoneColour): string {
    const file = dispersedPath(`diamond-${slug(shape)}-${slug(colour)}-${fingerprint('stone', shape, colour, PRODUCT_WIDTH, PRODUCT_HEIGHT)}.jpg`);
    this.add(file, 'jpeg', () => drawStoneCloseUp(shape, colour, { width: PRODUCT_WIDTH, height: PRODUCT_HEIGHT }));
    return file;
  }

  /** Every picture asked for so far, to be written into the media directory. */
  all(): SeedImage[] {
    return [...this.images.values()];
  }

  private add(file: string, format: SeedImage['format'], render: () => string): void {
    const relativePath = `${PRODUCT_MEDIA_FOLDER}${file}`;
    if (!this.images.has(relativePath)) this.images.set(relativePath, { relativePath, format, render });
  }
}

// ---------------------------------------------------------------------------------------------
// Category images (menu thumbnails and listing banners) and swatches

export interface CategoryArt {
  kind: JewelleryKind;
  tone: MetalTone;
}

/** The piece a category's art shows: the kind in 18K gold of the tone, or pure gold for gold. */
function categoryLook(art: CategoryArt): ProductLook {
  const pureGold: readonly JewelleryKind[] = ['gold_bar', 'gold_beans', 'gold_coin', 'dragon_phoenix_bangles', 'lock_pendant', 'zodiac_pendant'];
  const look: ProductLook = { kind: art.kind, finish: pureGold.includes(art.kind) && art.tone === 'yellow' ? 'pure_gold' : FINISH_OF_TONE[art.tone] };
  if (art.kind === 'solitaire_ring' || art.kind === 'halo_ring') look.stone = { shape: 'round', colour: 'white', size: 1 };
  return look;
}

/** categories.image: a square thumbnail of the category's art, under catalog/category. */
export function categoryImageFile(art: CategoryArt): string {
  return `/${slug(art.kind)}-${art.tone}-${fingerprint('category', art)}.jpg`;
}

/** categories.image_banner: a wide banner of the category's art. */
export function categoryBannerFile(art: CategoryArt): string {
  return `/${slug(art.kind)}-${art.tone}-banner-${fingerprint('banner', art)}.jpg`;
}

/** categories.image for the diamond-shape categories: a transparent PNG icon of the cut. */
export function shapeIconFile(shape: DiamondShape): string {
  return `/shape-${slug(shape)}-${fingerprint('shape', shape)}.png`;
}

function categoryImages(arts: { thumbnails: readonly CategoryArt[]; banners: readonly CategoryArt[] }): SeedImage[] {
  const unique = (list: readonly CategoryArt[]) => [...new Map(list.map((art) => [`${art.kind}-${art.tone}`, art])).values()];
  const images: SeedImage[] = [];
  for (const art of unique(arts.thumbnails)) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${categoryImageFile(art)}`,
      format: 'jpeg',
      render: () => drawProduct(categoryLook(art), 'front', { width: 600, height: 600, fill: 0.8 }),
    });
  }
  for (const art of unique(arts.banners)) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${categoryBannerFile(art)}`,
      format: 'jpeg',
      render: () => drawBanner({ width: 1600, height: 500, palette: ['#f8f1e7', '#e6d3bd'], pieces: [{ look: categoryLook(art), anchorX: 0.66, scale: 1.1 }] }),
    });
  }
  for (const shape of DIAMOND_SHAPES) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${shapeIconFile(shape)}`,
      format: 'png',
      render: () => drawStoneCloseUp(shape, 'white', { width: 240, height: 240, transparent: true, fill: 0.86 }),
    });
  }
  return images;
}

function swatchImages(): SeedImage[] {
  return (['yellow', 'white', 'rose'] as const).map((tone) => ({
    relativePath: `${SWATCH_MEDIA_FOLDER}${dispersedPath(`metal-${tone}.png`)}`,
    format: 'png' as const,
    render: () => drawSwatch(tone, 120),
  }));
}

// ---------------------------------------------------------------------------------------------
// Content (wysiwyg) images used by CMS pages and blocks

interface ContentArt {
  name: string;
  width: number;
  height: number;
  palette: [string, string];
  pieces: Array<{ look: ProductLook; anchorX: number; scale: number }>;
}

const WARM: [string, string] = ['#f7efe4', '#e2cdb4'];
const BLUSH: [string, string] = ['#fbefec', '#ecc9c0'];
const FESTIVE: [string, string] = ['#9c1b2a', '#5a0d16'];
const NIGHT: [string, string] = ['#2b3040', '#12141b'];

const PAIR: ProductLook = { kind: 'pair_rings', finish: 'platinum', count: 3 };
const HALO: ProductLook = { kind: 'halo_ring', finish: 'white_18k', stone: { shape: 'cushion', colour: 'white', size: 1 } };
const BANGLES: ProductLook = { kind: 'dragon_phoenix_bangles', finish: 'pure_gold' };
const HEART: ProductLook = { kind: 'heart_pendant', finish: 'rose_18k', stone: { shape: 'heart', colour: 'white', size: 0.5 } };

const CONTENT_ART: readonly ContentArt[] = [
  { name: 'home/hero-desktop.jpg', width: 1920, height: 720, palette: WARM, pieces: [{ look: PAIR, anchorX: 0.7, scale: 1.1 }] },
  { name: 'home/hero-mobile.jpg', width: 750, height: 1000, palette: WARM, pieces: [{ look: PAIR, anchorX: 0.5, scale: 0.9 }] },
  { name: 'home/slide-diamond-desktop.jpg', width: 1920, height: 720, palette: NIGHT, pieces: [{ look: HALO, anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-diamond-mobile.jpg', width: 750, height: 1000, palette: NIGHT, pieces: [{ look: HALO, anchorX: 0.5, scale: 0.9 }] },
  { name: 'home/slide-gold-desktop.jpg', width: 1920, height: 720, palette: FESTIVE, pieces: [{ look: BANGLES, anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-gold-mobile.jpg', width: 750, height: 1000, palette: FESTIVE, pieces: [{ look: BANGLES, anchorX: 0.5, scale: 0.9 }] },
  { name: 'home/slide-gift-desktop.jpg', width: 1920, height: 720, palette: BLUSH, pieces: [{ look: HEART, anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-gift-mobile.jpg', width: 750, height: 1000, palette: BLUSH, pieces: [{ look: HEART, anchorX: 0.5, scale: 0.9 }] },
  { name: 'home/entry-diamond.jpg', width: 600, height: 750, palette: NIGHT, pieces: [{ look: { kind: 'solitaire_ring', finish: 'platinum', design: 'six_prong', stone: { shape: 'round', colour: 'white', size: 1 } }, anchorX: 0.5, scale: 1.1 }] },
  { name: 'home/entry-gold.jpg', width: 600, height: 750, palette: FESTIVE, pieces: [{ look: { kind: 'gold_beans', finish: 'pure_gold', count: 7 }, anchorX: 0.5, scale: 1.1 }] },
  { name: 'home/entry-wedding.jpg', width: 600, height: 750, palette: WARM, pieces: [{ look: { kind: 'pair_rings', finish: 'yellow_18k', count: 1 }, anchorX: 0.5, scale: 1.1 }] },
  { name: 'home/entry-custom.jpg', width: 600, height: 750, palette: BLUSH, pieces: [{ look: { kind: 'engraving', finish: 'white_18k' }, anchorX: 0.5, scale: 1 }] },
  { name: 'home/video-poster.jpg', width: 1280, height: 720, palette: NIGHT, pieces: [{ look: { kind: 'watch', finish: 'rose_18k', design: 'ladies' }, anchorX: 0.5, scale: 1.2 }] },
  {
    name: 'campaign/wedding-season-desktop.jpg',
    width: 1920,
    height: 720,
    palette: FESTIVE,
    pieces: [
      { look: BANGLES, anchorX: 0.38, scale: 1 },
      { look: { kind: 'pair_rings', finish: 'yellow_18k', count: 1 }, anchorX: 0.75, scale: 0.9 },
    ],
  },
  { name: 'campaign/wedding-season-mobile.jpg', width: 750, height: 1000, palette: FESTIVE, pieces: [{ look: BANGLES, anchorX: 0.5, scale: 0.9 }] },
  { name: 'campaign/wedding-gold-set.jpg', width: 800, height: 800, palette: WARM, pieces: [{ look: { kind: 'lock_pendant', finish: 'pure_gold' }, anchorX: 0.5, scale: 1.1 }] },
  { name: 'contact/customer-service.jpg', width: 800, height: 1000, palette: BLUSH, pieces: [{ look: { kind: 'gift_box', finish: 'yellow_18k' }, anchorX: 0.5, scale: 1 }] },
  { name: 'faq/faq-banner.jpg', width: 1600, height: 400, palette: WARM, pieces: [{ look: { kind: 'care_guide', finish: 'yellow_18k' }, anchorX: 0.8, scale: 1 }] },
  { name: 'blocks/member-benefits.jpg', width: 800, height: 600, palette: NIGHT, pieces: [{ look: { kind: 'gift_card', finish: 'yellow_18k' }, anchorX: 0.5, scale: 1 }] },
];

const contentArtByName = new Map(CONTENT_ART.map((art) => [art.name, art]));

/** Where a content image is stored: its name with the fingerprint of its drawing before the extension. */
function contentImagePath(art: ContentArt): string {
  return art.name.replace(/\.jpg$/, `-${fingerprint('content', art)}.jpg`);
}

/** The /media URL of a content image by name, e.g. "home/hero-desktop.jpg"; throws on a name not drawn. */
export function contentImage(name: string): string {
  const art = contentArtByName.get(name);
  if (!art) throw new Error(`no content image ${name}`);
  return contentImageUrl(contentImagePath(art));
}

function contentImages(): SeedImage[] {
  return CONTENT_ART.map((art) => ({
    relativePath: `${CONTENT_MEDIA_FOLDER}/${contentImagePath(art)}`,
    format: 'jpeg' as const,
    render: () => drawBanner(art),
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Every image the demo store refers to: the catalog's product pictures, and the drawings the
 * category tree, the swatches and the content use.
 */
export function demoStoreImages(products: ProductPictures, categoryArts: { thumbnails: readonly CategoryArt[]; banners: readonly CategoryArt[] }): SeedImage[] {
  return [...products.all(), ...categoryImages(categoryArts), ...swatchImages(), ...contentImages()];
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeImage(mediaDir: string, image: SeedImage): Promise<boolean> {
  const target = path.join(mediaDir, image.relativePath);
  if (await exists(target)) return false;
  const folder = path.dirname(target);
  await mkdir(folder, { recursive: true });
  const pipeline = sharp(Buffer.from(image.render()));
  const bytes = image.format === 'png' ? await pipeline.png({ compressionLevel: 6 }).toBuffer() : await pipeline.jpeg({ quality: 84 }).toBuffer();
  // A dot-name in the same folder: never served (media serves no dotfiles) and renamed atomically.
  const temporary = path.join(folder, `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return true;
}

/** Writes the images missing from `mediaDir`; answers how many were written. */
/** `onProgress` hears of every tenth of the images done. */
export async function writeSeedImages(
  mediaDir: string,
  images: readonly SeedImage[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ written: number; existing: number }> {
  let written = 0;
  let next = 0;
  let done = 0;
  const step = Math.max(1, Math.ceil(images.length / 10));
  const worker = async (): Promise<void> => {
    while (next < images.length) {
      const image = images[next];
      next += 1;
      if (await writeImage(mediaDir, image)) written += 1;
      done += 1;
      if (done % step === 0 || done === images.length) onProgress?.(done, images.length);
    }
  };
  const workers = Math.max(2, Math.min(8, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return { written, existing: images.length - written };
}
