/**
 * The customizer's designs for the TOSI made-to-order products (products/customMade.ts): category,
 * gender, ring-page form, the steps each design has, their values with prices per website and the
 * days they add. A material's price is the design's base in that metal: the product's own price
 * (18K gold) scaled for platinum or a gold watch case.
 */
import type { customDesignSteps, customDesignValuePrices, customDesignValues, customDesigns, productPrices, products } from '../db/schema.ts';
import { ENGRAVING_FONTS, type EngravingFont } from '../../rules/engraving.ts';
import { METAL_LABELS, type MetalCode } from '../../rules/jewelleryVocabulary.ts';
import { DESIGN_STEP_LABELS, type CustomizerCategory, type DesignGender, type DesignPart, type DesignStep, type RingForm } from '../../rules/madeToOrder.ts';
import { WEBSITES } from '../../rules/storeViews.ts';
import { tri, type Trilingual } from './localized.ts';
import type { JewelleryKind } from '../media/pictures/pieces.ts';
import { ringSizeLabel } from './vocabulary.ts';
import { websitePrice } from './websitePrices.ts';

interface SeedValue {
  code: string;
  label: Trilingual;
  /** Hong Kong dollars added to the price; a material's is a factor of the base instead. */
  hkd?: number;
  factor?: number;
  extraDays?: number;
}

type StepPlan = Partial<Record<DesignStep, readonly SeedValue[]>>;

interface DesignPlan {
  sku: string;
  category: CustomizerCategory;
  gender: DesignGender;
  ringForm: RingForm | null;
  engravingMaxChars: number;
  pictureKind: JewelleryKind;
  /** One plan per part: "piece" for a single design; for_her and for_him for a pair. */
  parts: Partial<Record<DesignPart, { sku: string; steps: StepPlan }>>;
}

const metal = (code: MetalCode, factor: number, extraDays = 0): SeedValue => ({ code, label: METAL_LABELS[code], factor, extraDays });
const GOLD_AND_PLATINUM = [metal('18k_white_gold', 1), metal('18k_yellow_gold', 1), metal('18k_rose_gold', 1), metal('pt950', 1.3, 7)];
const WATCH_CASES = [metal('stainless_steel', 1), metal('18k_rose_gold', 1.6, 10), metal('18k_yellow_gold', 1.6, 10)];

const ringSizes = (from: number, to: number): SeedValue[] =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const size = from + index;
    return { code: String(size), label: ringSizeLabel(size) };
  });

const DIAMOND: readonly SeedValue[] = [];
const GEMSTONES: readonly SeedValue[] = [
  { code: 'ruby', label: tri('Ruby', '紅寶石', '红宝石'), hkd: 800, extraDays: 5 },
  { code: 'sapphire', label: tri('Sapphire', '藍寶石', '蓝宝石'), hkd: 700, extraDays: 5 },
  { code: 'emerald', label: tri('Emerald', '祖母綠', '祖母绿'), hkd: 900, extraDays: 5 },
];
const widths = (millimetres: readonly number[]): SeedValue[] =>
  millimetres.map((mm, index) => ({ code: `${mm}mm`, label: tri(`${mm} mm`, `${mm} 毫米`, `${mm} 毫米`), hkd: index * 300 }));
const FINISHING: readonly SeedValue[] = [
  { code: 'polished', label: tri('Polished', '亮面', '亮面') },
  { code: 'matte', label: tri('Matte', '磨砂', '磨砂'), hkd: 200, extraDays: 3 },
  { code: 'brushed', label: tri('Brushed', '拉絲', '拉丝'), hkd: 200, extraDays: 3 },
  { code: 'hammered', label: tri('Hammered', '錘紋', '锤纹'), hkd: 400, extraDays: 5 },
];
const braceletLengths = (centimetres: readonly number[]): SeedValue[] =>
  centimetres.map((cm) => ({ code: `${cm}cm`, label: tri(`${cm} cm`, `${cm} 厘米`, `${cm} 厘米`), hkd: cm > 17 ? 300 : 0 }));
const PENDANT_SIZES: readonly SeedValue[] = [
  { code: 'small', label: tri('Small (10 mm)', '細 (10 毫米)', '小 (10 毫米)') },
  { code: 'medium', label: tri('Medium (13 mm)', '中 (13 毫米)', '中 (13 毫米)'), hkd: 600 },
  { code: 'large', label: tri('Large (16 mm)', '大 (16 毫米)', '大 (16 毫米)'), hkd: 1_200, extraDays: 3 },
];
const WATCH_STRAPS: readonly SeedValue[] = [
  { code: 'black_leather', label: tri('Black Leather', '黑色皮革', '黑色皮革') },
  { code: 'brown_leather', label: tri('Brown Leather', '啡色皮革', '棕色皮革') },
  { code: 'steel_mesh', label: tri('Steel Mesh', '鋼網帶', '钢网带'), hkd: 600 },
  { code: 'gold_bracelet', label: tri('18K Gold Bracelet', '18K金錶鏈', '18K金表链'), hkd: 4_000, extraDays: 10 },
];
const WATCH_HANDS: readonly SeedValue[] = [
  { code: 'gold', label: tri('Gold', '金色', '金色') },
  { code: 'blued_steel', label: tri('Blued Steel', '藍鋼', '蓝钢'), hkd: 300 },
  { code: 'silver', label: tri('Silver', '銀色', '银色') },
];
const FONT_LABELS: Record<EngravingFont, Trilingual> = {
  classic: tri('Classic', '經典字體', '经典字体'),
  script: tri('Script', '草書英文', '花体英文'),
  regular_script: tri('Regular Script (Chinese)', '楷書（中文）', '楷书（中文）'),
};
/**
 * An engraving's fonts. Engraving is free, as the store's promo bar, home page and campaigns promise
 * (docs/decisions.md); it adds three days in the workshop.
 */
const ENGRAVING: readonly SeedValue[] = ENGRAVING_FONTS.map((font) => ({ code: font, label: FONT_LABELS[font], hkd: 0, extraDays: 3 }));

const piece = (sku: string, steps: StepPlan) => ({ piece: { sku, steps } });
const ring = (extra: StepPlan): StepPlan => ({ material: GOLD_AND_PLATINUM, ring_size: ringSizes(6, 22), ...extra });

const SINGLE_DESIGNS: DesignPlan[] = [
  { sku: 'CM1001', category: 'diamond_rings', gender: 'women', ringForm: 'carat_weight', engravingMaxChars: 12, pictureKind: 'solitaire_ring', parts: piece('CM1001', ring({ diamond: DIAMOND, finishing: FINISHING, engraving: ENGRAVING })) },
  { sku: 'CM1002', category: 'diamond_rings', gender: 'women', ringForm: 'different_design', engravingMaxChars: 12, pictureKind: 'halo_ring', parts: piece('CM1002', ring({ diamond: DIAMOND, gemstone: GEMSTONES, engraving: ENGRAVING })) },
  { sku: 'CM1003', category: 'diamond_rings', gender: 'women', ringForm: 'single_design', engravingMaxChars: 12, pictureKind: 'solitaire_ring', parts: piece('CM1003', ring({ diamond: DIAMOND, engraving: ENGRAVING })) },
  { sku: 'CM1004', category: 'diamond_rings', gender: 'women', ringForm: 'different_design', engravingMaxChars: 12, pictureKind: 'eternity_ring', parts: piece('CM1004', ring({ width: widths([2, 2.5, 3]), engraving: ENGRAVING })) },
  { sku: 'CM1005', category: 'diamond_rings', gender: 'women', ringForm: 'carat_weight', engravingMaxChars: 12, pictureKind: 'solitaire_ring', parts: piece('CM1005', ring({ diamond: DIAMOND, engraving: ENGRAVING })) },
  { sku: 'CM1006', category: 'diamond_rings', gender: 'men', ringForm: 'single_design', engravingMaxChars: 8, pictureKind: 'band_ring', parts: piece('CM1006', { material: GOLD_AND_PLATINUM, ring_size: ringSizes(14, 28), width: widths([5, 6, 8]), finishing: FINISHING, engraving: ENGRAVING }) },
  { sku: 'CM1007', category: 'pendants', gender: 'women', ringForm: null, engravingMaxChars: 0, pictureKind: 'pendant_necklace', parts: piece('CM1007', { material: GOLD_AND_PLATINUM, diamond: DIAMOND, pendant_size: PENDANT_SIZES }) },
  { sku: 'CM1008', category: 'pendants', gender: 'women', ringForm: null, engravingMaxChars: 10, pictureKind: 'heart_pendant', parts: piece('CM1008', { material: GOLD_AND_PLATINUM, gemstone: GEMSTONES, pendant_size: PENDANT_SIZES, engraving: ENGRAVING }) },
  { sku: 'CM1009', category: 'pendants', gender: 'both', ringForm: null, engravingMaxChars: 8, pictureKind: 'zodiac_pendant', parts: piece('CM1009', { material: GOLD_AND_PLATINUM, pendant_size: PENDANT_SIZES, engraving: ENGRAVING }) },
  { sku: 'CM1010', category: 'bracelets', gender: 'women', ringForm: null, engravingMaxChars: 0, pictureKind: 'chain_bracelet', parts: piece('CM1010', { material: GOLD_AND_PLATINUM, gemstone: GEMSTONES, bracelet_dimension: braceletLengths([15, 16, 17, 18, 19]) }) },
  { sku: 'CM1011', category: 'bracelets', gender: 'women', ringForm: null, engravingMaxChars: 15, pictureKind: 'bangle', parts: piece('CM1011', { material: GOLD_AND_PLATINUM, bracelet_dimension: braceletLengths([15, 16, 17, 18]), engraving: ENGRAVING }) },
  ...(['CM1012', 'CM1013', 'CM1014'] as const).map(
    (sku, index): DesignPlan => ({
      sku,
      category: 'watches',
      gender: (['women', 'men', 'both'] as const)[index],
      ringForm: null,
      engravingMaxChars: 15,
      pictureKind: 'watch',
      parts: piece(sku, { material: WATCH_CASES, watch_strap: WATCH_STRAPS, watch_hands: WATCH_HANDS, engraving: ENGRAVING }),
    }),
  ),
];

const PAIR_FORMS: readonly RingForm[] = ['different_design', 'carat_weight', 'single_design'];
const PAIR_DESIGNS: DesignPlan[] = Array.from({ length: 6 }, (_, index) => {
  const sku = `CMB${1001 + index}`;
  return {
    sku,
    category: 'pair_rings',
    gender: 'both',
    ringForm: PAIR_FORMS[index % 3],
    engravingMaxChars: 10,
    pictureKind: 'pair_rings',
    parts: {
      for_her: { sku: `${sku}-F`, steps: ring({ diamond: DIAMOND, width: widths([2, 2.5, 3]), finishing: FINISHING, engraving: ENGRAVING }) },
      for_him: { sku: `${sku}-M`, steps: { material: GOLD_AND_PLATINUM, ring_size: ringSizes(14, 28), width: widths([3, 4, 5]), finishing: FINISHING, engraving: ENGRAVING } },
    },
  };
});

export interface CustomDesignRows {
  designs: Array<typeof customDesigns.$inferInsert>;
  steps: Array<typeof customDesignSteps.$inferInsert>;
  values: Array<typeof customDesignValues.$inferInsert>;
  prices: Array<typeof customDesignValuePrices.$inferInsert>;
}

const STEP_ORDER: readonly DesignStep[] = Object.keys(DESIGN_STEP_LABELS) as DesignStep[];
const OPTIONAL_STEPS: ReadonlySet<DesignStep> = new Set(['gemstone', 'engraving']);

/** A price in minor units rounded to whole tens of the currency, as shops tag them. */
const roundedMinor = (major: number) => Math.round(major / 10) * 10 * 100;

export function customDesignRows(productRows: ReadonlyArray<typeof products.$inferInsert>, priceRows: ReadonlyArray<typeof productPrices.$inferInsert>): CustomDesignRows {
  const idOf = new Map(productRows.map((row) => [row.sku, row.id!]));
  const priceOf = (productId: number, websiteId: number) => priceRows.find((row) => row.productId === productId && row.websiteId === websiteId)!.price ?? 0;
  const rows: CustomDesignRows = { designs: [], steps: [], values: [], prices: [] };
  [...SINGLE_DESIGNS, ...PAIR_DESIGNS].forEach((plan, position) => {
    const designId = idOf.get(plan.sku)!;
    rows.designs.push({ productId: designId, category: plan.category, gender: plan.gender, ringForm: plan.ringForm, engravingMaxChars: plan.engravingMaxChars, pictureKind: plan.pictureKind, position });
    for (const [part, { sku, steps }] of Object.entries(plan.parts) as Array<[DesignPart, { sku: string; steps: StepPlan }]>) {
      const pieceId = idOf.get(sku)!;
      for (const code of STEP_ORDER.filter((step) => steps[step])) {
        const stepId = rows.steps.length + 1;
        rows.steps.push({ id: stepId, designId, part, code, label: DESIGN_STEP_LABELS[code], required: !OPTIONAL_STEPS.has(code), position: STEP_ORDER.indexOf(code) });
        steps[code]!.forEach((value, valuePosition) => {
          const valueId = rows.values.length + 1;
          rows.values.push({ id: valueId, stepId, code: value.code, label: value.label, extraDays: value.extraDays ?? 0, position: valuePosition });
          for (const site of WEBSITES) {
            const amount = value.factor !== undefined ? roundedMinor((priceOf(pieceId, site.id) / 100) * value.factor) : websitePrice(value.hkd ?? 0, site.code) * 100;
            rows.prices.push({ valueId, websiteId: site.id, amount });
          }
        });
      }
    }
  });
  return rows;
}
