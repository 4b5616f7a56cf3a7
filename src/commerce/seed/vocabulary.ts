/**
 * The jeweller's words the demo catalog is written with, in English, Traditional Chinese (Hong Kong
 * usage) and Simplified Chinese. Product columns store the codes on the left (products.metal =
 * '18k_white_gold', products.shape = 'round', products.cut = 'EX' ...); these are their labels.
 */
import { tri, type Trilingual } from './localized.ts';
import type { MetalCode } from '../../rules/jewelleryVocabulary.ts';
import type { MetalTone } from '../media/pictures/metalTones.ts';

// The labels products are filed and filtered by are shared with the catalog API.
export {
  COLOURED_DIAMOND_LABELS,
  FINISH_GRADE_LABELS,
  FLUORESCENCE_LABELS,
  METAL_LABELS,
  SHAPE_LABELS,
  type DiamondShape,
  type MetalCode,
} from '../../rules/jewelleryVocabulary.ts';
// The colour a metal is drawn in belongs to the picture renderer, which the store also draws with at run time.
export { TONE_OF_METAL, type MetalTone } from '../media/pictures/metalTones.ts';

export const EIGHTEEN_K_BY_TONE: Record<MetalTone, MetalCode> = {
  yellow: '18k_yellow_gold',
  white: '18k_white_gold',
  rose: '18k_rose_gold',
};

export const METAL_TONE_LABELS: Record<MetalTone, Trilingual> = {
  yellow: tri('Yellow', '黃色', '黄色'),
  white: tri('White', '白色', '白色'),
  rose: tri('Rose', '玫瑰色', '玫瑰色'),
};


/** Cut, polish and symmetry grades, as certificates abbreviate them. */



export type SeriesKey =
  | 'aurora'
  | 'blossom'
  | 'infinity'
  | 'starlight'
  | 'heirloom'
  | 'love_knot'
  | 'lucky_charm'
  | 'classic'
  | 'heritage_gold'
  | 'ocean_pearl'
  | 'tosi';

export const SERIES_LABELS: Record<SeriesKey, Trilingual> = {
  aurora: tri('Aurora', '極光系列', '极光系列'),
  blossom: tri('Blossom', '花悅系列', '花悦系列'),
  infinity: tri('Infinity', '永恆系列', '永恒系列'),
  starlight: tri('Starlight', '星光系列', '星光系列'),
  heirloom: tri('Heirloom', '傳承系列', '传承系列'),
  love_knot: tri('Love Knot', '同心結系列', '同心结系列'),
  lucky_charm: tri('Lucky Charm', '好運系列', '好运系列'),
  classic: tri('Classic', '經典系列', '经典系列'),
  heritage_gold: tri('Heritage Gold', '古法金系列', '古法金系列'),
  ocean_pearl: tri('Ocean Pearl', '海韻珍珠系列', '海韵珍珠系列'),
  tosi: tri('TOSI Made-to-Order', 'TOSI 訂製', 'TOSI 订制'),
};

export const ZODIAC_LABELS: readonly Trilingual[] = [
  tri('Rat', '鼠', '鼠'),
  tri('Ox', '牛', '牛'),
  tri('Tiger', '虎', '虎'),
  tri('Rabbit', '兔', '兔'),
  tri('Dragon', '龍', '龙'),
  tri('Snake', '蛇', '蛇'),
  tri('Horse', '馬', '马'),
  tri('Goat', '羊', '羊'),
  tri('Monkey', '猴', '猴'),
  tri('Rooster', '雞', '鸡'),
  tri('Dog', '狗', '狗'),
  tri('Pig', '豬', '猪'),
];

/** Hong Kong ring sizes offered by the configurable rings (attribute ring_size). */
export const RING_SIZES: readonly number[] = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/** How the store writes a ring size, on a ring's options and in the customizer's ring size step alike. */
export function ringSizeLabel(size: number): Trilingual {
  return tri(`Size ${size}`, `${size}號`, `${size}号`);
}
