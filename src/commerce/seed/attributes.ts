/**
 * Attribute labels (for filters and configurable option titles) and the option values of the two
 * configurable attributes, ring_size and metal_colour.
 *
 * Option value_index conventions, relied on by variant_attribute_values:
 * - ring_size: the Hong Kong ring size itself (8 ... 20);
 * - metal_colour: 1 yellow, 2 white, 3 rose, with an image swatch under attribute/swatch.
 */
import type { attributeOptions, attributes } from '../db/schema.ts';
import { dispersedPath } from './mediaFiles.ts';
import { tri, type Trilingual } from './localized.ts';
import { METAL_TONE_LABELS, RING_SIZES, ringSizeLabel, type MetalTone } from './vocabulary.ts';

export const METAL_COLOUR_VALUE: Record<MetalTone, number> = { yellow: 1, white: 2, rose: 3 };

export function metalSwatchFile(tone: MetalTone): string {
  return dispersedPath(`metal-${tone}.png`);
}

interface AttributeDefinition {
  code: string;
  label: Trilingual;
  isFilterable: boolean;
}

/** In the order filters are shown. */
const ATTRIBUTE_DEFINITIONS: readonly AttributeDefinition[] = [
  { code: 'category_id', label: tri('Category', '分類', '分类'), isFilterable: true },
  { code: 'price', label: tri('Price', '價格', '价格'), isFilterable: true },
  { code: 'metal', label: tri('Metal', '材質', '材质'), isFilterable: true },
  { code: 'metal_colour', label: tri('Metal Colour', '金屬顏色', '金属颜色'), isFilterable: true },
  { code: 'ring_size', label: tri('Ring Size', '戒指尺寸', '戒指尺寸'), isFilterable: false },
  { code: 'shape', label: tri('Diamond Shape', '鑽石形狀', '钻石形状'), isFilterable: true },
  { code: 'carat', label: tri('Carat', '卡數', '克拉'), isFilterable: false },
  { code: 'colour', label: tri('Colour', '顏色', '颜色'), isFilterable: true },
  { code: 'colored_diamond', label: tri('Diamond Colour', '鑽石顏色', '钻石颜色'), isFilterable: true },
  { code: 'clarity', label: tri('Clarity', '淨度', '净度'), isFilterable: true },
  { code: 'cut', label: tri('Cut', '切工', '切工'), isFilterable: true },
  { code: 'polish', label: tri('Polish', '拋光', '抛光'), isFilterable: false },
  { code: 'symmetry', label: tri('Symmetry', '對稱', '对称'), isFilterable: false },
  { code: 'fluorescence', label: tri('Fluorescence', '螢光', '荧光'), isFilterable: false },
  { code: 'certificate_type', label: tri('Certificate', '證書', '证书'), isFilterable: true },
  { code: 'diameter', label: tri('Diameter (mm)', '直徑（毫米）', '直径（毫米）'), isFilterable: false },
  { code: 'gemstone_number', label: tri('Number of Stones', '寶石數目', '宝石数目'), isFilterable: false },
  { code: 'gold_code', label: tri('Gold Price Type', '金價類別', '金价类别'), isFilterable: true },
  { code: 'design_gender', label: tri('For', '適用對象', '适用对象'), isFilterable: true },
  { code: 'brand', label: tri('Brand', '品牌', '品牌'), isFilterable: true },
  { code: 'series', label: tri('Series', '系列', '系列'), isFilterable: false },
  { code: 'stock_status', label: tri('Availability', '供應狀況', '供应状况'), isFilterable: false },
];

export function attributeRows(): Array<typeof attributes.$inferInsert> {
  return ATTRIBUTE_DEFINITIONS.map((definition, index) => ({
    code: definition.code,
    label: definition.label,
    isFilterable: definition.isFilterable,
    position: (index + 1) * 10,
  }));
}

export function attributeOptionRows(): Array<typeof attributeOptions.$inferInsert> {
  const ringSizes = RING_SIZES.map((size, index) => ({
    attributeCode: 'ring_size',
    valueIndex: size,
    label: ringSizeLabel(size),
    swatch: null,
    sortOrder: index + 1,
  }));
  const colours = (Object.keys(METAL_COLOUR_VALUE) as MetalTone[]).map((tone, index) => ({
    attributeCode: 'metal_colour',
    valueIndex: METAL_COLOUR_VALUE[tone],
    label: METAL_TONE_LABELS[tone],
    swatch: metalSwatchFile(tone),
    sortOrder: index + 1,
  }));
  return [...ringSizes, ...colours];
}
