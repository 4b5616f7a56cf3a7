/**
 * The diamond inventory's vocabulary (spec 000 §3 "Diamond", 001's diamond constants): the grades
 * a stone carries, best first, with their labels in the three languages, and the hold a shopper's
 * choice gets. The database stores each grade as its position in these lists, so ranges ("G to
 * D") and sorting by grade are comparisons of small integers.
 */
import { CERTIFICATIONS, COLORED_DIAMONDS, DIAMOND_SHAPES } from './catalog.ts';
import { FINISH_GRADE_LABELS, SHAPE_LABELS } from './jewelleryVocabulary.ts';
import { pickLocalized, type LocaleKey, type LocalizedText } from './locales.ts';

type Trilingual = Required<LocalizedText>;
const tri = (en: string, hant: string, hans: string): Trilingual => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

export { CERTIFICATIONS, COLORED_DIAMONDS, DIAMOND_SHAPES };

/** White stones are graded D (colourless) to K; coloured stones by the intensity of their colour. */
export const DIAMOND_COLOURS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'fancy_light', 'fancy', 'fancy_intense', 'fancy_vivid'] as const;
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'] as const;
/** Cut, polish and symmetry share the laboratories' finish grades. */
export const FINISH_GRADES = ['EX', 'VG', 'G'] as const;
export const FLUORESCENCES = ['none', 'faint', 'medium', 'strong', 'very_strong'] as const;

/** How long a diamond chosen in the customizer stays held for the shopper's bag. */
export const DIAMOND_HOLD_MINUTES = 30;
export const DIAMOND_HOLD_MS = DIAMOND_HOLD_MINUTES * 60_000;

/** A search page: as many stones as a results table shows, at most 100 (Magento's page limit). */
export const DIAMOND_DEFAULT_PAGE_SIZE = 20;
export const DIAMOND_MAX_PAGE_SIZE = 100;
/** Carat weights are kept in hundredths (0.30 ct = 30); searches accept 0.01 to 30 ct. */
export const CARAT_MIN = 0.01;
export const CARAT_MAX = 30;
/** The carat's unit as Hong Kong jewellers write it: "ct" in English, 卡 in Hong Kong, 克拉 on the mainland. */
const CARAT_UNIT = tri('ct', '卡', '克拉');

/**
 * A stone's weight as the store writes it, the one way for the customizer, the product page, the
 * bag, checkout, the order pages and the order mail: "0.54 ct", "0.54 卡", "0.54 克拉" (two
 * decimals, as certificates state it).
 */
export function writeCarats(carat: number, locale: LocaleKey): string {
  return `${carat.toFixed(2)} ${pickLocalized(CARAT_UNIT, locale)}`;
}

/** A stone's identifier (the cart's cm_diamon_identifier): letters, digits and dashes. */
export const DIAMOND_IDENTIFIER_PATTERN = /^[A-Z0-9-]{4,32}$/;

export type DiamondShape = (typeof DIAMOND_SHAPES)[number];
export type ColoredDiamond = (typeof COLORED_DIAMONDS)[number];
export type Certification = (typeof CERTIFICATIONS)[number];
export type DiamondColour = (typeof DIAMOND_COLOURS)[number];
export type DiamondClarity = (typeof DIAMOND_CLARITIES)[number];
export type FinishGrade = (typeof FINISH_GRADES)[number];
export type Fluorescence = (typeof FLUORESCENCES)[number];

/** The laboratory that issued a certification, and where its report can be checked. */
export function certificateLab(certification: Certification): 'GIA' | 'IGI' {
  return certification.startsWith('GIA') ? 'GIA' : 'IGI';
}

export function certificateUrl(certification: Certification, certificateNumber: string): string {
  const number = encodeURIComponent(certificateNumber);
  return certificateLab(certification) === 'GIA' ? `https://www.gia.edu/report-check?reportno=${number}` : `https://www.igi.org/verify-your-report/?r=${number}`;
}

export const DIAMOND_FILTER_LABELS = {
  shape: tri('Shape', '形狀', '形状'),
  colored_type: tri('Coloured Diamond', '彩鑽', '彩钻'),
  certification: tri('Certification', '證書', '证书'),
  color: tri('Colour', '顏色', '颜色'),
  clarity: tri('Clarity', '淨度', '净度'),
  cut: tri('Cut', '切工', '切工'),
  polish: tri('Polish', '拋光', '抛光'),
  symmetry: tri('Symmetry', '對稱', '对称'),
  fluorescence: tri('Fluorescence', '螢光', '荧光'),
} as const satisfies Record<string, Trilingual>;

export const COLORED_DIAMOND_LABELS: Record<ColoredDiamond, Trilingual> = {
  white: tri('White', '白鑽', '白钻'),
  yellow: tri('Yellow', '黃鑽', '黄钻'),
  pink: tri('Pink', '粉紅鑽', '粉红钻'),
};

/** Certifications are shown as the laboratories write them on the report (GIA BRI ...). */
export function certificationLabel(certification: Certification): Trilingual {
  return tri(certification, certification, certification);
}

const FANCY_LABELS: Record<'fancy_light' | 'fancy' | 'fancy_intense' | 'fancy_vivid', Trilingual> = {
  fancy_light: tri('Fancy Light', '淡彩', '淡彩'),
  fancy: tri('Fancy', '中彩', '中彩'),
  fancy_intense: tri('Fancy Intense', '濃彩', '浓彩'),
  fancy_vivid: tri('Fancy Vivid', '艷彩', '艳彩'),
};

export function colourLabel(colour: DiamondColour): Trilingual {
  return colour.startsWith('fancy') ? FANCY_LABELS[colour as keyof typeof FANCY_LABELS] : tri(colour, colour, colour);
}

export const FLUORESCENCE_GRADE_LABELS: Record<Fluorescence, Trilingual> = {
  none: tri('None', '無', '无'),
  faint: tri('Faint', '微弱', '微弱'),
  medium: tri('Medium', '中等', '中等'),
  strong: tri('Strong', '強', '强'),
  very_strong: tri('Very Strong', '非常強', '非常强'),
};

export { FINISH_GRADE_LABELS, SHAPE_LABELS };
