/**
 * What a product's pictures show, from the product's own attributes: its metal (18K yellow, white
 * or rose gold, platinum, 999/999.9 pure gold, steel), its centre diamond (cut, colour and about
 * how large), and its design: the setting of its series, the stones in a band, the chain or finish
 * its name gives (a "Rope Chain Necklace" is drawn as a rope chain), the size of a gold bar by its
 * weight. Products alike in all of these share their pictures; products that differ in any of them
 * get their own.
 */
import type { Design, JewelleryKind, PictureView, ProductLook } from '../media/pictures/pieces.ts';
import type { Finish, StoneColour } from '../media/pictures/studio.ts';
import { TONE_OF_METAL, type DiamondShape, type MetalCode, type MetalTone, type SeriesKey } from './vocabulary.ts';

/**
 * What a gallery asks for: a kind of piece in a metal colour seen from one side, its centre stone
 * alone ('stone'), or the gift packaging every product shares ('packaging').
 */
export interface PictureRequest {
  kind: JewelleryKind;
  tone: MetalTone;
  view: PictureView | 'stone' | 'packaging';
}

/** The attributes of a product its pictures follow (a subset of a product draft). */
export interface ProductFacts {
  /** The English name: designs such as chain patterns are only named there. */
  name: string;
  metal?: MetalCode;
  diamond?: { shape: DiamondShape; carat: number; colour: string };
  gemstoneNumber?: number;
  series?: SeriesKey;
  weightMg?: number;
  designGender?: 'women' | 'men' | 'both';
}

const FINISH_OF_METAL: Record<MetalCode, Finish> = {
  yellow_gold_9999: 'pure_gold',
  yellow_gold_999: 'pure_gold',
  '18k_yellow_gold': 'yellow_18k',
  '18k_white_gold': 'white_18k',
  '18k_rose_gold': 'rose_18k',
  pt950: 'platinum',
  pt9995: 'platinum',
  stainless_steel: 'steel',
};

const FINISH_OF_TONE: Record<MetalTone, Finish> = { yellow: 'yellow_18k', white: 'white_18k', rose: 'rose_18k' };

/**
 * The product's own metal, unless the picture is asked in another colour (a configurable ring
 * shows each of its metal colours): then 18K gold of that colour.
 */
function finishOf(request: PictureRequest, product: ProductFacts): Finish {
  if (product.metal && TONE_OF_METAL[product.metal] === request.tone) return FINISH_OF_METAL[product.metal];
  return FINISH_OF_TONE[request.tone];
}

/** Carat weights drawn: a stone shows at the nearest of these (a 0.42 ct stone as a 0.3, a 0.56 as a 0.7). */
const DRAWN_CARATS = [0.3, 0.7, 1.25];

/** Fancy yellow and pink diamonds show their colour; graded D to J stones show white. */
export function stoneColourOf(colourGrade: string): StoneColour {
  return colourGrade === 'fancy_yellow' ? 'fancy_yellow' : colourGrade === 'fancy_pink' ? 'fancy_pink' : 'white';
}

function stoneOf(product: ProductFacts): ProductLook['stone'] {
  if (!product.diamond) return undefined;
  const { shape, carat, colour } = product.diamond;
  const size = DRAWN_CARATS.reduce((best, candidate) => (Math.abs(candidate - carat) < Math.abs(best - carat) ? candidate : best));
  return { shape, colour: stoneColourOf(colour), size };
}

/** Designs named in product names, first match wins. */
const NAMED_DESIGNS: ReadonlyArray<[RegExp, Design]> = [
  [/\bpaperclip\b/i, 'paperclip'],
  [/\blove knot\b/i, 'love_knot'],
  [/\bstation\b/i, 'station'],
  [/\brope\b/i, 'rope'],
  [/\bbox chain\b/i, 'box'],
  [/\bsnake\b/i, 'snake'],
  [/\bbead chain\b/i, 'bead'],
  [/\btwist(ed)?\b/i, 'twisted'],
  [/\bfine chain\b/i, 'fine'],
  [/\bcable\b/i, 'cable'],
  [/\bbrushed\b/i, 'brushed'],
  [/\bknife\b/i, 'knife'],
  [/\bhammered\b/i, 'hammered'],
  [/\bsignet\b/i, 'signet'],
  [/\bdouble happiness\b/i, 'double_happiness'],
  [/\bopen heart\b/i, 'open'],
  [/\bpetal\b/i, 'petal'],
  [/\bhuggie\b/i, 'huggie'],
  [/\bheritage\b/i, 'heritage'],
  [/\bbaby\b/i, 'baby'],
  [/\bname\b/i, 'plate'],
  [/\bfortune coin\b/i, 'coin'],
];

function namedDesign(name: string): Design | undefined {
  return NAMED_DESIGNS.find(([words]) => words.test(name))?.[1];
}

/** Each series sets its centre stones its own way. */
const SETTING_OF_SERIES: Partial<Record<SeriesKey, Design>> = {
  classic: 'six_prong',
  aurora: 'pave',
  infinity: 'twist',
  starlight: 'cathedral',
};

function designOf(kind: JewelleryKind, product: ProductFacts): Pick<ProductLook, 'design' | 'count'> {
  const named = namedDesign(product.name);
  const grams = (product.weightMg ?? 0) / 1000;
  switch (kind) {
    case 'solitaire_ring':
      // A ring for her in a pair, with its few small stones and no certified centre stone.
      if (!product.diamond) return { design: 'stone_band', count: product.gemstoneNumber ?? 1 };
      return { design: (product.series && SETTING_OF_SERIES[product.series]) ?? 'four_prong' };
    case 'halo_ring':
      return { design: product.series === 'starlight' ? 'pave' : 'four_prong' };
    case 'eternity_ring':
      return { design: (product.gemstoneNumber ?? 20) < 15 ? 'half' : 'full' };
    case 'pair_rings':
      return { count: product.series === 'love_knot' ? 1 : 3 };
    case 'pendant_necklace':
      return { design: product.series === 'aurora' || product.series === 'starlight' ? 'pave' : undefined };
    case 'heart_pendant':
      return { design: product.diamond ? 'pave' : named === 'open' || named === 'petal' ? named : 'puffed' };
    case 'pearl_necklace':
      return { count: product.gemstoneNumber };
    case 'stud_earrings':
      return { design: product.diamond ? undefined : 'gold_ball' };
    case 'hoop_earrings':
      return { design: named === 'twisted' ? 'twist' : named === 'huggie' ? 'huggie' : 'plain' };
    case 'chain_bracelet':
      return { design: product.diamond ? 'station' : named };
    case 'watch':
      return { design: product.designGender === 'women' ? 'ladies' : 'gents' };
    case 'gold_bar':
      return { design: grams <= 40 ? 'card' : grams <= 120 ? 'cast' : 'large' };
    case 'gold_beans':
      // A gold bean weighs about a gram.
      return { count: Math.max(1, Math.min(12, Math.round(grams))) };
    default:
      return { design: named };
  }
}

/** The look of a product's picture of the piece itself (front or angle). */
export function lookOf(request: PictureRequest, product: ProductFacts): ProductLook {
  const finish = finishOf(request, product);
  const stone = stoneOf(product);
  const { design, count } = designOf(request.kind, product);
  const look: ProductLook = { kind: request.kind, finish };
  if (design) look.design = design;
  if (stone) look.stone = stone;
  if (count !== undefined) look.count = count;
  return look;
}
