/**
 * Building blocks of product descriptions (HTML), in the three languages: specification lists and
 * the notes a jeweller prints on every product page.
 */
import { goldCodeDefinition, type GoldCode } from '../../../rules/gold.ts';
import { escapeHtml, inEachLocale, tri, type Trilingual } from '../localized.ts';
import { FINISH_GRADE_LABELS, FLUORESCENCE_LABELS, COLOURED_DIAMOND_LABELS, METAL_LABELS, SHAPE_LABELS, type MetalCode } from '../vocabulary.ts';
import type { DiamondGrading } from './catalogBuilder.ts';

type Row = [Trilingual, Trilingual];

function specList(rows: Row[]): Trilingual {
  return inEachLocale(
    (locale) =>
      `<ul class="product-specs">${rows.map(([label, value]) => `<li><strong>${escapeHtml(label[locale])}</strong>${locale === 'en' ? ': ' : '：'}${escapeHtml(value[locale])}</li>`).join('')}</ul>`,
  );
}

const same = (value: string): Trilingual => tri(value, value, value);

const LABEL = {
  metal: tri('Metal', '材質', '材质'),
  shape: tri('Shape', '形狀', '形状'),
  carat: tri('Carat', '卡數', '克拉'),
  colour: tri('Colour', '顏色', '颜色'),
  clarity: tri('Clarity', '淨度', '净度'),
  cut: tri('Cut', '切工', '切工'),
  polish: tri('Polish', '拋光', '抛光'),
  symmetry: tri('Symmetry', '對稱', '对称'),
  fluorescence: tri('Fluorescence', '螢光', '荧光'),
  certificate: tri('Certificate', '證書', '证书'),
  stones: tri('Number of stones', '寶石數目', '宝石数目'),
  weight: tri('Approx. weight', '約重', '约重'),
  goldPrice: tri('Gold price', '金價', '金价'),
  delivery: tri('Made to order', '訂製時間', '订制时间'),
};

export function caratText(carat: number): Trilingual {
  return tri(`${carat.toFixed(2)}ct`, `${carat.toFixed(2)}卡`, `${carat.toFixed(2)}克拉`);
}

export function diamondSpecs(grading: DiamondGrading, metal: MetalCode | undefined, stones?: number): Trilingual {
  const colour = grading.colour in COLOURED_DIAMOND_LABELS ? COLOURED_DIAMOND_LABELS[grading.colour as keyof typeof COLOURED_DIAMOND_LABELS] : same(grading.colour);
  const rows: Row[] = [];
  if (metal) rows.push([LABEL.metal, METAL_LABELS[metal]]);
  rows.push(
    [LABEL.shape, SHAPE_LABELS[grading.shape]],
    [LABEL.carat, caratText(grading.carat)],
    [LABEL.colour, colour],
    [LABEL.clarity, same(grading.clarity)],
    [LABEL.cut, FINISH_GRADE_LABELS[grading.cut]],
    [LABEL.polish, FINISH_GRADE_LABELS[grading.polish]],
    [LABEL.symmetry, FINISH_GRADE_LABELS[grading.symmetry]],
    [LABEL.fluorescence, FLUORESCENCE_LABELS[grading.fluorescence]],
    [LABEL.certificate, same(`${grading.certificateType} ${grading.certificateNumber}`)],
  );
  if (stones && stones > 1) rows.push([LABEL.stones, same(String(stones))]);
  return specList(rows);
}

export function metalSpecs(metal: MetalCode, extra: Row[] = []): Trilingual {
  return specList([[LABEL.metal, METAL_LABELS[metal]], ...extra]);
}

export function weightText(weightMg: number): Trilingual {
  const grams = (weightMg / 1000).toFixed(2);
  const taels = (weightMg / 37_429).toFixed(3);
  return tri(`${grams} g (${taels} tael)`, `${grams}克（${taels}兩）`, `${grams}克（${taels}两）`);
}

export function goldSpecs(metal: MetalCode, weightMg: number, goldCode: GoldCode): Trilingual {
  const unit = goldCodeDefinition(goldCode).quotedUnit;
  const basis = unit === 'tael' ? tri(`${goldCode}, per tael`, `${goldCode}，每兩`, `${goldCode}，每两`) : tri(`${goldCode}, per gram`, `${goldCode}，每克`, `${goldCode}，每克`);
  return specList([
    [LABEL.metal, METAL_LABELS[metal]],
    [LABEL.weight, weightText(weightMg)],
    [LABEL.goldPrice, basis],
  ]);
}

export function deliverySpecs(days: number): Trilingual {
  return specList([[LABEL.delivery, tri(`about ${days} days`, `約${days}天`, `约${days}天`)]]);
}

export const NOTES = {
  giftBox: tri(
    '<p>Comes in a TSL gift box with a certificate of authenticity. Free engraving of up to 10 characters.</p>',
    '<p>附送謝瑞麟禮盒及品質保證書，免費刻字最多10個字。</p>',
    '<p>附送谢瑞麟礼盒及品质保证书，免费刻字最多10个字。</p>',
  ),
  goldPricing: tri(
    '<p>Price = weight × today\'s gold price + labour fee. The price follows the gold price board and is fixed when you place your order.</p>',
    '<p>售價 = 重量 × 當日金價 + 工費。售價隨金價牌價更新，於落單時鎖定。</p>',
    '<p>售价 = 重量 × 当日金价 + 工费。售价随金价牌价更新，于下单时锁定。</p>',
  ),
  diamondCare: tri(
    '<p>Clean with warm water and a soft brush; bring it to any TSL shop for a free ultrasonic clean and prong check.</p>',
    '<p>以溫水及軟毛刷清潔；可到任何謝瑞麟分店免費超聲波清洗及檢查爪鑲。</p>',
    '<p>以温水及软毛刷清洁；可到任何谢瑞麟分店免费超声波清洗及检查爪镶。</p>',
  ),
  goldCare: tri(
    '<p>Pure gold is soft: keep it apart from harder pieces and take it off before exercise.</p>',
    '<p>足金質地柔軟，請與其他首飾分開存放，運動前請先除下。</p>',
    '<p>足金质地柔软，请与其他首饰分开存放，运动前请先摘下。</p>',
  ),
  madeToOrder: tri(
    '<p>Crafted for you in our workshop after you confirm the design. Made-to-order pieces cannot be returned.</p>',
    '<p>確認設計後由工場為你度身打造。訂製產品恕不退換。</p>',
    '<p>确认设计后由工场为你度身打造。订制产品恕不退换。</p>',
  ),
};

/** Joins paragraphs and lists into one description. */
export function describe(...parts: Trilingual[]): Trilingual {
  return inEachLocale((locale) => parts.map((part) => part[locale]).join(''));
}

/** A paragraph of plain text. */
export function paragraph(text: Trilingual): Trilingual {
  return inEachLocale((locale) => `<p>${escapeHtml(text[locale])}</p>`);
}
