/**
 * The demo store's jewellery, drawn as a jeweller photographs it: every piece (pieces.ts) is shot in
 * the same studio (studio.ts) on the same pale backdrop with a soft shadow under it, from the front
 * and from a second angle. Content banners, category art, metal swatches and shape icons come from
 * the same pieces. No text is drawn: a fresh machine may have no fonts.
 */
import { disc, stone } from './meshes.ts';
import { FINISH_OF_TONE, FLAT_KINDS, flatDrawing, pieceOf, type JewelleryKind, type PictureView, type ProductLook } from './pieces.ts';
import { drawPiece, studioDefs, type Camera, type StoneColour } from './studio.ts';
import type { DiamondShape } from '../../../rules/jewelleryVocabulary.ts';
import type { MetalTone } from './metalTones.ts';

type Family = 'ring' | 'hanging' | 'pair' | 'lying' | 'solid' | 'upright';

const FAMILY: Record<JewelleryKind, Family> = {
  solitaire_ring: 'ring',
  halo_ring: 'ring',
  band_ring: 'ring',
  eternity_ring: 'ring',
  pair_rings: 'ring',
  pendant_necklace: 'hanging',
  heart_pendant: 'hanging',
  chain_necklace: 'hanging',
  pearl_necklace: 'hanging',
  zodiac_pendant: 'hanging',
  lock_pendant: 'hanging',
  stud_earrings: 'pair',
  drop_earrings: 'pair',
  hoop_earrings: 'pair',
  chain_bracelet: 'lying',
  bangle: 'lying',
  bead_bracelet: 'lying',
  dragon_phoenix_bangles: 'lying',
  watch: 'upright',
  gold_bar: 'solid',
  gold_beans: 'solid',
  gold_coin: 'upright',
  gift_card: 'upright',
  care_guide: 'upright',
  gift_box: 'upright',
  engraving: 'upright',
};

/** Where the camera stands for each family of pieces, for the front shot and the second angle. */
const CAMERAS: Record<Family, Record<PictureView, Camera>> = {
  ring: { front: { yaw: 24, pitch: 42 }, angle: { yaw: -6, pitch: 68 } },
  hanging: { front: { yaw: 0, pitch: 6 }, angle: { yaw: 24, pitch: 18 } },
  pair: { front: { yaw: 0, pitch: 8 }, angle: { yaw: 38, pitch: 20 } },
  lying: { front: { yaw: 0, pitch: 46 }, angle: { yaw: 20, pitch: 68 } },
  solid: { front: { yaw: 24, pitch: 32 }, angle: { yaw: -30, pitch: 55 } },
  upright: { front: { yaw: 0, pitch: 4 }, angle: { yaw: 30, pitch: 16 } },
};

/**
 * How much of a hanging piece's chain the picture frames (object-space height above which the
 * chain runs off the picture): a pendant is shown large with its chain leaving the top, and its
 * second angle closer still; a chain or a strand of pearls is shown whole, then close up.
 */
function chainFramedBelow(look: ProductLook, view: PictureView): number | null {
  if (FAMILY[look.kind] !== 'hanging') return null;
  const wholeStrand = look.kind === 'chain_necklace' || look.kind === 'pearl_necklace';
  if (wholeStrand) return view === 'front' ? null : -200;
  return view === 'front' ? -190 : -330;
}

const BACKDROP = ['#fbfaf8', '#ebe7e1'];

export interface Canvas {
  width: number;
  height: number;
  /** No backdrop or shadow (icons). */
  transparent?: boolean;
  /** The share of the canvas the piece may fill. */
  fill?: number;
  /** Where the piece sits across, 0..1 (banners put it to one side). */
  anchorX?: number;
}

/** The piece's SVG elements and the defs they need, fitted into `canvas` (no backdrop). */
function shot(look: ProductLook, view: PictureView, canvas: Canvas): string {
  const { width, height } = canvas;
  const fill = canvas.fill ?? 0.76;
  const frameWidth = width * fill;
  const frameHeight = height * fill * (height > width ? 0.82 : 1);
  const anchorX = canvas.anchorX ?? 0.5;
  const frame = { left: width * anchorX - frameWidth / 2, top: (height - frameHeight) / 2 - height * 0.02, width: frameWidth, height: frameHeight };
  if (FLAT_KINDS.has(look.kind)) {
    const scale = (Math.min(frameWidth, frameHeight) / 700) * (view === 'angle' ? 1.15 : 1);
    return flatDrawing(look.kind as 'gift_card', look.finish, [width * anchorX, height * 0.5], scale);
  }
  let piece = pieceOf(look);
  const framedBelow = chainFramedBelow(look, view);
  if (framedBelow !== null) {
    piece = {
      ...piece,
      decals: piece.decals.map((decal) => (decal.at[1] > framedBelow ? { ...decal, unframed: true } : decal)),
      sprites: piece.sprites.map((sprite) => (sprite.centre[1] > framedBelow ? { ...sprite, unframed: true } : sprite)),
    };
  }
  const drawn = drawPiece(piece, CAMERAS[FAMILY[look.kind]][view], frame);
  if (canvas.transparent) return drawn.svg;
  const { left, top, width: w, height: h } = drawn.bounds;
  const shadow = `<ellipse cx="${(left + w / 2).toFixed(1)}" cy="${(top + h - Math.min(w, h) * 0.01).toFixed(1)}" rx="${(w * 0.46).toFixed(1)}" ry="${Math.max(10, w * 0.055).toFixed(1)}" fill="url(#floorShadow)"/>`;
  return shadow + drawn.svg;
}

function document(width: number, height: number, body: string, backdrop: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${studioDefs()}
<radialGradient id="floorShadow"><stop offset="0" stop-color="#3a3128" stop-opacity="0.26"/><stop offset="0.55" stop-color="#3a3128" stop-opacity="0.1"/><stop offset="1" stop-color="#3a3128" stop-opacity="0"/></radialGradient>
<radialGradient id="dial" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f3efe9"/><stop offset="1" stop-color="#ddd6cc"/></radialGradient>
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKDROP[0]}"/><stop offset="1" stop-color="${BACKDROP[1]}"/></linearGradient>
</defs>${backdrop}${body}</svg>`;
}

const studioBackdrop = (width: number, height: number) => `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`;

/** A product picture: the piece of `look` seen from `view` in the studio. */
export function drawProduct(look: ProductLook, view: PictureView, canvas: Canvas): string {
  const backdrop = canvas.transparent ? '' : studioBackdrop(canvas.width, canvas.height);
  return document(canvas.width, canvas.height, shot(look, view, canvas), backdrop);
}

/** A loose stone close up, three-quarters from above: a diamond product's detail shot. */
export function drawStoneCloseUp(shape: DiamondShape, colour: StoneColour, canvas: Canvas): string {
  const piece = stone(shape, 600, colour, 7);
  const frameSize = Math.min(canvas.width, canvas.height) * (canvas.fill ?? 0.7);
  const camera: Camera = canvas.transparent ? { yaw: 0, pitch: 90 } : { yaw: 12, pitch: 48 };
  const drawn = drawPiece(piece, camera, { left: (canvas.width - frameSize) / 2, top: (canvas.height - frameSize) / 2, width: frameSize, height: frameSize });
  if (canvas.transparent) return document(canvas.width, canvas.height, drawn.svg, '');
  const { left, top, width: w, height: h } = drawn.bounds;
  const shadow = `<ellipse cx="${(left + w / 2).toFixed(1)}" cy="${(top + h).toFixed(1)}" rx="${(w * 0.42).toFixed(1)}" ry="${(w * 0.06).toFixed(1)}" fill="url(#floorShadow)"/>`;
  return document(canvas.width, canvas.height, shadow + drawn.svg, studioBackdrop(canvas.width, canvas.height));
}

/** A flat metal swatch (attribute/swatch): a polished disc seen face on. */
export function drawSwatch(tone: MetalTone, size: number): string {
  const drawn = drawPiece(disc({ radius: 100, thickness: 20, finish: FINISH_OF_TONE[tone], rim: 30 }), { yaw: 0, pitch: 0 }, { left: size * 0.04, top: size * 0.04, width: size * 0.92, height: size * 0.92 });
  return document(size, size, drawn.svg, '');
}

/**
 * A wide content banner: a soft two-tone backdrop with one or two pieces to one side, leaving room
 * for the banner's text on the other.
 */
export function drawBanner(options: { width: number; height: number; pieces: Array<{ look: ProductLook; anchorX: number; scale: number }>; palette: [string, string] }): string {
  const { width, height } = options;
  const pieces = options.pieces.map((item) => shot(item.look, 'front', { width, height, anchorX: item.anchorX, fill: 0.62 * item.scale })).join('');
  const backdrop = `<defs><linearGradient id="bannerBackdrop" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${options.palette[0]}"/><stop offset="1" stop-color="${options.palette[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bannerBackdrop)"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.6}" fill="#ffffff" opacity="0.12"/>`;
  return document(width, height, pieces, backdrop);
}
