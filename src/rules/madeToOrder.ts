/**
 * The made-to-order customizer's words (spec 000 §1, §2, §3; 001 §9): its categories, the ring
 * pages' three forms, design genders and the steps a design may have, in the order they are taken.
 */
import type { LocalizedText } from './locales.ts';

type Trilingual = Required<LocalizedText>;
const tri = (en: string, hant: string, hans: string): Trilingual => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

export const CUSTOMIZER_CATEGORIES = ['diamond_rings', 'pair_rings', 'pendants', 'bracelets', 'watches'] as const;
export type CustomizerCategory = (typeof CUSTOMIZER_CATEGORIES)[number];

export const CUSTOMIZER_CATEGORY_LABELS: Record<CustomizerCategory, Trilingual> = {
  diamond_rings: tri('Diamond Rings', '鑽石戒指', '钻石戒指'),
  pair_rings: tri('Pair Rings', '對戒', '对戒'),
  pendants: tri('Pendants', '吊墜', '吊坠'),
  bracelets: tri('Bracelets', '手鏈', '手链'),
  watches: tri('Watches', '腕錶', '腕表'),
};

/** The diamond-ring and pair-ring pages' forms (000 §2: "different design, carat weight, single design"). */
export const RING_FORMS = ['different_design', 'carat_weight', 'single_design'] as const;
export type RingForm = (typeof RING_FORMS)[number];

export const DESIGN_GENDERS = ['women', 'men', 'both'] as const;
export type DesignGender = (typeof DESIGN_GENDERS)[number];

/** The customizer's steps (000 §2), in the order the shopper takes them. */
export const DESIGN_STEPS = [
  'material',
  'ring_size',
  'diamond',
  'gemstone',
  'width',
  'finishing',
  'bracelet_dimension',
  'pendant_size',
  'watch_strap',
  'watch_hands',
  'engraving',
] as const;
export type DesignStep = (typeof DESIGN_STEPS)[number];

export const DESIGN_STEP_LABELS: Record<DesignStep, Trilingual> = {
  material: tri('Material', '材質', '材质'),
  ring_size: tri('Ring Size', '戒指尺寸', '戒指尺寸'),
  diamond: tri('Diamond', '鑽石', '钻石'),
  gemstone: tri('Gemstone', '寶石', '宝石'),
  width: tri('Width', '闊度', '宽度'),
  finishing: tri('Finishing', '表面效果', '表面效果'),
  bracelet_dimension: tri('Bracelet Dimension', '手鏈尺寸', '手链尺寸'),
  pendant_size: tri('Pendant Size', '吊墜尺寸', '吊坠尺寸'),
  watch_strap: tri('Watch Strap', '錶帶', '表带'),
  watch_hands: tri('Watch Hands', '指針', '指针'),
  engraving: tri('Engraving', '刻字', '刻字'),
};

/** A pair's two rings (000 §3 for_her_option, for_him_option); a single piece is "piece". */
export const DESIGN_PARTS = ['piece', 'for_her', 'for_him'] as const;
export type DesignPart = (typeof DESIGN_PARTS)[number];

export const DESIGN_PART_LABELS: Record<Exclude<DesignPart, 'piece'>, Trilingual> = {
  for_her: tri('For Her', '女戒', '女戒'),
  for_him: tri('For Him', '男戒', '男戒'),
};
