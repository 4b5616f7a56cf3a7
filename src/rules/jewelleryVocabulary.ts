/**
 * The jeweller's words for the codes products carry (products.metal = '18k_white_gold',
 * products.shape = 'round', products.cut = 'EX' ...), in English, Traditional Chinese (Hong Kong
 * usage) and Simplified Chinese. The demo catalog is written with them and the catalog API labels
 * its filters with them.
 */
import type { DIAMOND_SHAPES } from './catalog.ts';
import type { LocalizedText } from './locales.ts';

type Trilingual = Required<LocalizedText>;
const tri = (en: string, hant: string, hans: string): Trilingual => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

export type DiamondShape = (typeof DIAMOND_SHAPES)[number];

export type MetalCode =
  | 'yellow_gold_9999'
  | 'yellow_gold_999'
  | '18k_yellow_gold'
  | '18k_white_gold'
  | '18k_rose_gold'
  | 'pt950'
  | 'pt9995'
  | 'stainless_steel';

export const METAL_LABELS: Record<MetalCode, Trilingual> = {
  yellow_gold_9999: tri('999.9 Gold', '足金999.9', '足金999.9'),
  yellow_gold_999: tri('999 Gold', '千足金999', '千足金999'),
  '18k_yellow_gold': tri('18K Yellow Gold', '18K黃金', '18K黄金'),
  '18k_white_gold': tri('18K White Gold', '18K白金', '18K白金'),
  '18k_rose_gold': tri('18K Rose Gold', '18K玫瑰金', '18K玫瑰金'),
  pt950: tri('Platinum PT950', 'PT950鉑金', 'PT950铂金'),
  pt9995: tri('Platinum 999.5', '鉑金999.5', '铂金999.5'),
  stainless_steel: tri('Stainless Steel', '不鏽鋼', '不锈钢'),
};

export const SHAPE_LABELS: Record<DiamondShape, Trilingual> = {
  round: tri('Round', '圓形', '圆形'),
  heart: tri('Heart', '心形', '心形'),
  emerald: tri('Emerald', '祖母綠形', '祖母绿形'),
  asscher: tri('Asscher', '阿斯切形', '阿斯切形'),
  corner_modified_rectangular: tri('Cut-Cornered Rectangular', '切角長方形', '切角长方形'),
  cushion: tri('Cushion', '枕形', '枕形'),
  oval: tri('Oval', '橢圓形', '椭圆形'),
  pear: tri('Pear', '梨形', '梨形'),
  princess: tri('Princess', '公主方形', '公主方形'),
  radiant: tri('Radiant', '雷地恩形', '雷地恩形'),
  square: tri('Square', '正方形', '正方形'),
};

export const FINISH_GRADE_LABELS: Record<'EX' | 'VG' | 'G', Trilingual> = {
  EX: tri('Excellent', '極優', '极优'),
  VG: tri('Very Good', '非常好', '非常好'),
  G: tri('Good', '良好', '良好'),
};

export const FLUORESCENCE_LABELS: Record<'none' | 'faint' | 'medium', Trilingual> = {
  none: tri('None', '無', '无'),
  faint: tri('Faint', '微弱', '微弱'),
  medium: tri('Medium', '中等', '中等'),
};

export const COLOURED_DIAMOND_LABELS: Record<'fancy_yellow' | 'fancy_pink', Trilingual> = {
  fancy_yellow: tri('Fancy Yellow', '彩黃', '彩黄'),
  fancy_pink: tri('Fancy Pink', '彩粉紅', '彩粉红'),
};
