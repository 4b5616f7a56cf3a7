/**
 * The demo store's images: a fixed catalogue of generated drawings (never downloaded), rasterized
 * with sharp into the media directory. Products share a limited set of drawings (kind x metal
 * tone x view), which keeps first-start seeding to a few seconds.
 *
 * Several test processes may seed into one shared media directory at the same time, so a file
 * that exists is never rewritten and every file is written to a temporary name in its own folder
 * and renamed into place (rename is atomic on one file system): a reader never sees half a JPEG.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DIAMOND_SHAPES } from '../../rules/catalog.ts';
import { drawBanner, drawJewellery, drawSwatch, type DrawingView, type JewelleryKind } from './jewelleryDrawings.ts';
import {
  CATEGORY_MEDIA_FOLDER,
  CONTENT_MEDIA_FOLDER,
  PRODUCT_MEDIA_FOLDER,
  SWATCH_MEDIA_FOLDER,
  contentImageUrl,
  dispersedPath,
} from './mediaFiles.ts';
import type { DiamondShape, MetalTone } from './vocabulary.ts';

export interface SeedImage {
  /** Path under the media directory, e.g. "catalog/product/s/o/solitaire-ring-white-front.jpg". */
  relativePath: string;
  format: 'jpeg' | 'png';
  render(): string;
}

const PRODUCT_WIDTH = 1000;
/** Aspect ratio 0.8 of spec 000 §3 ("Image sizing"). */
const PRODUCT_HEIGHT = 1250;
const ALL_TONES: readonly MetalTone[] = ['yellow', 'white', 'rose'];

// ---------------------------------------------------------------------------------------------
// Product images

interface ProductArt {
  kind: JewelleryKind;
  tones: readonly MetalTone[];
  views: ReadonlyArray<Exclude<DrawingView, 'plain' | 'velvet'>>;
  format?: 'jpeg' | 'png';
}

const PRODUCT_ART: readonly ProductArt[] = [
  { kind: 'solitaire_ring', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'halo_ring', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'band_ring', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'eternity_ring', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'pair_rings', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'pendant_necklace', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'heart_pendant', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'chain_necklace', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'pearl_necklace', tones: ['yellow', 'white'], views: ['front', 'angle'] },
  { kind: 'zodiac_pendant', tones: ['yellow'], views: ['front', 'angle'] },
  { kind: 'lock_pendant', tones: ['yellow'], views: ['front', 'angle'] },
  { kind: 'stud_earrings', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'drop_earrings', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'hoop_earrings', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'chain_bracelet', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'bangle', tones: ['yellow', 'white'], views: ['front', 'angle'] },
  { kind: 'bead_bracelet', tones: ['yellow', 'rose'], views: ['front', 'angle'] },
  { kind: 'dragon_phoenix_bangles', tones: ['yellow'], views: ['front', 'angle'] },
  { kind: 'watch', tones: ALL_TONES, views: ['front', 'angle'] },
  { kind: 'gold_bar', tones: ['yellow', 'white'], views: ['front', 'angle'] },
  { kind: 'gold_beans', tones: ['yellow'], views: ['front', 'angle'] },
  { kind: 'gold_coin', tones: ['yellow'], views: ['front', 'angle'] },
  // Gift cards are PNG, as an uploaded artwork would be: the storefront asks for format=png for them.
  { kind: 'gift_card', tones: ['yellow', 'rose'], views: ['front'], format: 'png' },
  { kind: 'care_guide', tones: ['yellow'], views: ['front'] },
  { kind: 'gift_box', tones: ['yellow'], views: ['front'] },
  { kind: 'engraving', tones: ['yellow', 'white'], views: ['front'] },
];

const artByKind = new Map(PRODUCT_ART.map((art) => [art.kind, art]));

function fileStem(kind: JewelleryKind): string {
  return kind.replace(/_/g, '-');
}

/** The tone a kind is drawn in: the one asked for when drawn in it, else the kind's first. */
function drawnTone(kind: JewelleryKind, tone: MetalTone): MetalTone {
  const art = artByKind.get(kind);
  if (!art) throw new Error(`no product art for ${kind}`);
  return art.tones.includes(tone) ? tone : art.tones[0];
}

/** product_media.file of a product drawing, e.g. "/s/o/solitaire-ring-white-front.jpg". */
export function productImageFile(kind: JewelleryKind, tone: MetalTone, view: 'front' | 'angle'): string {
  const art = artByKind.get(kind);
  if (!art) throw new Error(`no product art for ${kind}`);
  const drawn = drawnTone(kind, tone);
  const shownView = (art.views as readonly string[]).includes(view) ? view : art.views[0];
  const extension = art.format === 'png' ? 'png' : 'jpg';
  return dispersedPath(`${fileStem(kind)}-${drawn}-${shownView}.${extension}`);
}

/** product_media.file of a loose stone on velvet, the close-up of a diamond piece. */
export function diamondCloseUpFile(shape: DiamondShape): string {
  return dispersedPath(`diamond-${shape.replace(/_/g, '-')}-velvet.jpg`);
}

function productImages(): SeedImage[] {
  const images: SeedImage[] = [];
  for (const art of PRODUCT_ART) {
    for (const tone of art.tones) {
      for (const view of art.views) {
        const format = art.format ?? 'jpeg';
        images.push({
          relativePath: `${PRODUCT_MEDIA_FOLDER}${productImageFile(art.kind, tone, view)}`,
          format,
          render: () => drawJewellery({ kind: art.kind, tone, view, width: PRODUCT_WIDTH, height: PRODUCT_HEIGHT }),
        });
      }
    }
  }
  for (const shape of DIAMOND_SHAPES) {
    images.push({
      relativePath: `${PRODUCT_MEDIA_FOLDER}${diamondCloseUpFile(shape)}`,
      format: 'jpeg',
      render: () => drawJewellery({ kind: 'loose_diamond', tone: 'white', view: 'velvet', shape, width: PRODUCT_WIDTH, height: PRODUCT_HEIGHT, scale: 0.7 }),
    });
  }
  return images;
}

// ---------------------------------------------------------------------------------------------
// Category images (menu thumbnails and listing banners) and swatches

export interface CategoryArt {
  kind: JewelleryKind;
  tone: MetalTone;
}

/** categories.image: a square thumbnail of the category's art, under catalog/category. */
export function categoryImageFile(art: CategoryArt): string {
  return `/${fileStem(art.kind)}-${art.tone}.jpg`;
}

/** categories.image_banner: a wide banner of the category's art. */
export function categoryBannerFile(art: CategoryArt): string {
  return `/${fileStem(art.kind)}-${art.tone}-banner.jpg`;
}

/** categories.image for the diamond-shape categories: a transparent PNG icon of the cut. */
export function shapeIconFile(shape: DiamondShape): string {
  return `/shape-${shape.replace(/_/g, '-')}.png`;
}

function categoryImages(arts: { thumbnails: readonly CategoryArt[]; banners: readonly CategoryArt[] }): SeedImage[] {
  const unique = (list: readonly CategoryArt[]) => [...new Map(list.map((art) => [`${art.kind}-${art.tone}`, art])).values()];
  const images: SeedImage[] = [];
  for (const art of unique(arts.thumbnails)) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${categoryImageFile(art)}`,
      format: 'jpeg',
      render: () => drawJewellery({ ...art, view: 'front', width: 600, height: 600 }),
    });
  }
  for (const art of unique(arts.banners)) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${categoryBannerFile(art)}`,
      format: 'jpeg',
      render: () => drawBanner({ width: 1600, height: 500, palette: ['#f8f1e7', '#e6d3bd'], pieces: [{ ...art, anchorX: 0.72, scale: 1.3 }] }),
    });
  }
  for (const shape of DIAMOND_SHAPES) {
    images.push({
      relativePath: `${CATEGORY_MEDIA_FOLDER}${shapeIconFile(shape)}`,
      format: 'png',
      render: () => drawJewellery({ kind: 'loose_diamond', tone: 'white', view: 'plain', shape, width: 240, height: 240, transparent: true, scale: 0.9 }),
    });
  }
  return images;
}

function swatchImages(): SeedImage[] {
  return ALL_TONES.map((tone) => ({
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
  pieces: Array<{ kind: JewelleryKind; tone: MetalTone; anchorX: number; scale: number }>;
}

const WARM: [string, string] = ['#f7efe4', '#e2cdb4'];
const BLUSH: [string, string] = ['#fbefec', '#ecc9c0'];
const FESTIVE: [string, string] = ['#9c1b2a', '#5a0d16'];
const NIGHT: [string, string] = ['#2b3040', '#12141b'];

const CONTENT_ART: readonly ContentArt[] = [
  { name: 'home/hero-desktop.jpg', width: 1920, height: 720, palette: WARM, pieces: [{ kind: 'pair_rings', tone: 'white', anchorX: 0.7, scale: 1.1 }] },
  { name: 'home/hero-mobile.jpg', width: 750, height: 1000, palette: WARM, pieces: [{ kind: 'pair_rings', tone: 'white', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/slide-diamond-desktop.jpg', width: 1920, height: 720, palette: NIGHT, pieces: [{ kind: 'halo_ring', tone: 'white', anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-diamond-mobile.jpg', width: 750, height: 1000, palette: NIGHT, pieces: [{ kind: 'halo_ring', tone: 'white', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/slide-gold-desktop.jpg', width: 1920, height: 720, palette: FESTIVE, pieces: [{ kind: 'dragon_phoenix_bangles', tone: 'yellow', anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-gold-mobile.jpg', width: 750, height: 1000, palette: FESTIVE, pieces: [{ kind: 'dragon_phoenix_bangles', tone: 'yellow', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/slide-gift-desktop.jpg', width: 1920, height: 720, palette: BLUSH, pieces: [{ kind: 'heart_pendant', tone: 'rose', anchorX: 0.72, scale: 1.1 }] },
  { name: 'home/slide-gift-mobile.jpg', width: 750, height: 1000, palette: BLUSH, pieces: [{ kind: 'heart_pendant', tone: 'rose', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/entry-diamond.jpg', width: 600, height: 750, palette: NIGHT, pieces: [{ kind: 'solitaire_ring', tone: 'white', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/entry-gold.jpg', width: 600, height: 750, palette: FESTIVE, pieces: [{ kind: 'gold_beans', tone: 'yellow', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/entry-wedding.jpg', width: 600, height: 750, palette: WARM, pieces: [{ kind: 'pair_rings', tone: 'yellow', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/entry-custom.jpg', width: 600, height: 750, palette: BLUSH, pieces: [{ kind: 'engraving', tone: 'white', anchorX: 0.5, scale: 0.8 }] },
  { name: 'home/video-poster.jpg', width: 1280, height: 720, palette: NIGHT, pieces: [{ kind: 'watch', tone: 'rose', anchorX: 0.5, scale: 0.85 }] },
  { name: 'campaign/wedding-season-desktop.jpg', width: 1920, height: 720, palette: FESTIVE, pieces: [{ kind: 'dragon_phoenix_bangles', tone: 'yellow', anchorX: 0.35, scale: 1.1 }, { kind: 'pair_rings', tone: 'yellow', anchorX: 0.75, scale: 1 }] },
  { name: 'campaign/wedding-season-mobile.jpg', width: 750, height: 1000, palette: FESTIVE, pieces: [{ kind: 'dragon_phoenix_bangles', tone: 'yellow', anchorX: 0.5, scale: 0.8 }] },
  { name: 'campaign/wedding-gold-set.jpg', width: 800, height: 800, palette: WARM, pieces: [{ kind: 'lock_pendant', tone: 'yellow', anchorX: 0.5, scale: 0.85 }] },
  { name: 'contact/customer-service.jpg', width: 800, height: 1000, palette: BLUSH, pieces: [{ kind: 'gift_box', tone: 'yellow', anchorX: 0.5, scale: 0.8 }] },
  { name: 'faq/faq-banner.jpg', width: 1600, height: 400, palette: WARM, pieces: [{ kind: 'care_guide', tone: 'yellow', anchorX: 0.8, scale: 0.9 }] },
  { name: 'blocks/member-benefits.jpg', width: 800, height: 600, palette: NIGHT, pieces: [{ kind: 'gift_card', tone: 'yellow', anchorX: 0.5, scale: 0.85 }] },
];

const contentArtByName = new Map(CONTENT_ART.map((art) => [art.name, art]));

/** The /media URL of a content image by name, e.g. "home/hero-desktop.jpg"; throws on a name not drawn. */
export function contentImage(name: string): string {
  if (!contentArtByName.has(name)) throw new Error(`no content image ${name}`);
  return contentImageUrl(name);
}

function contentImages(): SeedImage[] {
  return CONTENT_ART.map((art) => ({
    relativePath: `${CONTENT_MEDIA_FOLDER}/${art.name}`,
    format: 'jpeg' as const,
    render: () => drawBanner(art),
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Every image the demo store refers to; `categoryArts` are the drawings the category tree uses. */
export function demoStoreImages(categoryArts: { thumbnails: readonly CategoryArt[]; banners: readonly CategoryArt[] }): SeedImage[] {
  return [...productImages(), ...categoryImages(categoryArts), ...swatchImages(), ...contentImages()];
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
export async function writeSeedImages(mediaDir: string, images: readonly SeedImage[]): Promise<{ written: number; existing: number }> {
  let written = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < images.length) {
      const image = images[next];
      next += 1;
      if (await writeImage(mediaDir, image)) written += 1;
    }
  };
  const workers = Math.max(2, Math.min(8, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return { written, existing: images.length - written };
}
