/**
 * Labels of filterable attributes and of their values, in the store view's language. Attribute
 * titles come from the attributes table; values stored as codes on products (metal, shape, grades)
 * are named here in the shop's vocabulary, and anything unknown falls back to readable text.
 */
import { isGoldCode } from '../../../rules/gold.ts';
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { goldCodeLabel } from '../gold/index.ts';
import type { ReferenceData } from './referenceData.ts';
import {
  COLOURED_DIAMOND_LABELS,
  FINISH_GRADE_LABELS as FINISH_GRADES,
  METAL_LABELS as METALS,
  SHAPE_LABELS as SHAPES,
} from '../../../rules/jewelleryVocabulary.ts';

const tri = (en: string, hant: string, hans: string): LocalizedText => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

/** Titles for attributes the attributes table does not name. */
const ATTRIBUTE_TITLES: Record<string, LocalizedText> = {
  category_id: tri('Category', '分類', '分类'),
  price: tri('Price', '價格', '价格'),
  metal: tri('Metal', '材質', '材质'),
  shape: tri('Diamond Shape', '鑽石形狀', '钻石形状'),
  colour: tri('Colour', '顏色', '颜色'),
  colored_diamond: tri('Diamond Colour', '鑽石顏色', '钻石颜色'),
  clarity: tri('Clarity', '淨度', '净度'),
  cut: tri('Cut', '切工', '切工'),
  certificate_type: tri('Certificate', '證書', '证书'),
  gold_code: tri('Gold Price Type', '金價類別', '金价类别'),
  design_gender: tri('For', '適用對象', '适用对象'),
  brand: tri('Brand', '品牌', '品牌'),
  stock_status: tri('Availability', '供應狀況', '供应状况'),
  weight: tri('Weight', '重量', '重量'),
  carat: tri('Carat', '卡數', '卡数'),
  polish: tri('Polish', '打磨', '打磨'),
  symmetry: tri('Symmetry', '對稱', '对称'),
  fluorescence: tri('Fluorescence', '螢光', '荧光'),
  diameter: tri('Diameter', '直徑', '直径'),
  gemstone_number: tri('Number of Stones', '寶石數量', '宝石数量'),
  certificate_number: tri('Certificate Number', '證書編號', '证书编号'),
};



/** The diamond colour facet (spec 000 §3: white, yellow, pink), in that order. */
const COLORED_DIAMONDS: Record<string, LocalizedText> = {
  white: tri('White', '白色', '白色'),
  yellow: tri('Yellow', '黃色', '黄色'),
  pink: tri('Pink', '粉紅色', '粉红色'),
};

/** Coloured diamonds (spec 001 §3.5: white, yellow, pink); D-Z grades are shown as they are. */
const COLOURS: Record<string, LocalizedText> = {
  ...COLORED_DIAMONDS,
  ...COLOURED_DIAMOND_LABELS,
};


/** Design genders of spec 000 §3: women, men, both. */
const GENDERS: Record<string, LocalizedText> = {
  women: tri('Women', '女裝', '女款'),
  men: tri('Men', '男裝', '男款'),
  both: tri('Unisex', '男女適用', '男女适用'),
};

const STOCK_STATUSES: Record<string, LocalizedText> = {
  IN_STOCK: tri('In stock', '有貨', '有货'),
  OUT_OF_STOCK: tri('Out of stock', '缺貨', '缺货'),
};

/** Known values per attribute, in the order filters list them. */
const VALUE_LABELS: Record<string, Record<string, LocalizedText>> = {
  metal: METALS,
  shape: SHAPES,
  colour: COLOURS,
  colored_diamond: COLORED_DIAMONDS,
  cut: FINISH_GRADES,
  design_gender: GENDERS,
  stock_status: STOCK_STATUSES,
};

/** "corner_modified_rectangular" -> "Corner modified rectangular". */
export function readableText(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

export function attributeTitle(code: string, reference: ReferenceData, locale: LocaleKey): string {
  const text = reference.attributes.get(code)?.label ?? ATTRIBUTE_TITLES[code];
  return text ? pickLocalized(text, locale) : readableText(code);
}

/** Where an attribute's facet sits among the others: the attributes table's position, else `fallback`. */
export function attributePosition(code: string, reference: ReferenceData, fallback: number): number {
  return reference.attributes.get(code)?.position ?? fallback;
}

export function attributeValueLabel(code: string, value: string, reference: ReferenceData, locale: LocaleKey): string {
  if (code === 'gold_code' && isGoldCode(value)) return goldCodeLabel(value, locale);
  const known = VALUE_LABELS[code]?.[value];
  if (known) return pickLocalized(known, locale);
  const option = /^\d+$/.test(value) ? reference.attributes.get(code)?.options.get(Number(value)) : undefined;
  if (option) return pickLocalized(option.label, locale);
  // Grades and certificate names (D, VS1, GIA BRI) read the same in every language.
  return /[_-]/.test(value) || value === value.toLowerCase() ? readableText(value) : value;
}

/** Sort rank of a value among its attribute's known values; unknown values come after, by label. */
export function attributeValueRank(code: string, value: string): number {
  const known = VALUE_LABELS[code];
  const index = known ? Object.keys(known).indexOf(value) : -1;
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}
