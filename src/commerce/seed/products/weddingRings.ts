/**
 * Wedding and pair rings: wedding bands sold by ring size (and metal colour), pair-ring bundles
 * whose two options are "for_her" and "for_him", and platinum engagement rings.
 */
import { METAL_COLOUR_VALUE } from '../attributes.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import { EIGHTEEN_K_BY_TONE, METAL_LABELS, METAL_TONE_LABELS, RING_SIZES, SHAPE_LABELS, TONE_OF_METAL, ringSizeLabel, type MetalCode, type MetalTone, type SeriesKey } from '../vocabulary.ts';
import type { CatalogBuilder } from './catalogBuilder.ts';
import { NOTES, describe, metalSpecs, paragraph } from './descriptions.ts';
import { gradeDiamond } from './diamondGrading.ts';
import { simpleDiamondPiece } from './diamondJewellery.ts';
import { gallery, variantImage } from './gallery.ts';
import { ITEM, collectionCategory, productName, variantName } from './naming.ts';
import { saleTerms, shelfPrice } from './pricing.ts';

export function addWeddingRings(catalog: CatalogBuilder, random: SeededRandom): void {
  addWeddingBands(catalog, random.fork('wedding-bands'));
  addPairRings(catalog, random.fork('pair-rings'));
  addEngagementRings(catalog, random.fork('engagement-rings'));
}

function materialCategory(metal: MetalCode): string {
  return metal === 'pt950' ? 'wedding-rings/platinum' : 'wedding-rings/18k-gold';
}

const BAND_STYLES: ReadonlyArray<{ words: Trilingual; intro: Trilingual }> = [
  {
    words: tri('Comfort-Fit', '舒適弧面', '舒适弧面'),
    intro: tri('A softly domed band that slides on easily and sits comfortably all day.', '弧面設計，易戴易脫，全日佩戴也舒適。', '弧面设计，易戴易脱，全日佩戴也舒适。'),
  },
  {
    words: tri('Brushed', '拉沙', '拉沙'),
    intro: tri('A brushed satin finish with polished edges that hides the marks of everyday life.', '拉沙霧面配亮面邊緣，日常佩戴不易見花痕。', '拉沙雾面配亮面边缘，日常佩戴不易见划痕。'),
  },
  {
    words: tri('Knife-Edge', '刀鋒', '刀锋'),
    intro: tri('A crisp ridge down the centre catches the light from every angle.', '指環中央的刀鋒線條，從每個角度都能反射光芒。', '指环中央的刀锋线条，从每个角度都能反射光芒。'),
  },
];

/** Six bands: three configurable by metal_colour and ring_size, three platinum by ring_size (men's sizes). */
function addWeddingBands(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 6; index += 1) {
    const sku = `WB${1001 + index}`;
    const style = BAND_STYLES[index % BAND_STYLES.length];
    const byColour = index < 3;
    const metal: MetalCode = byColour ? '18k_white_gold' : 'pt950';
    const series: SeriesKey = index % 2 === 0 ? 'love_knot' : 'classic';
    const name = productName({ series, words: [byColour ? tri('18K Gold', '18K金', '18K金') : METAL_LABELS.pt950, style.words, ITEM.weddingBand] });
    const basePrice = shelfPrice(byColour ? random.int(4_200, 7_800) : random.int(6_800, 11_800));
    const sale = saleTerms(random, basePrice, 0.2);
    const tones: MetalTone[] = byColour ? ['yellow', 'white', 'rose'] : ['white'];
    const sizes = byColour ? RING_SIZES.filter((size) => size >= 10 && size <= 15) : RING_SIZES.filter((size) => size >= 14);
    const variantSkus: string[] = [];
    for (const tone of tones) {
      for (const size of sizes) {
        const variantSku = byColour ? `${sku}-${tone[0].toUpperCase()}${size}` : `${sku}-${size}`;
        const variantMetal = byColour ? EIGHTEEN_K_BY_TONE[tone] : metal;
        const label = variantName(name, byColour ? [METAL_TONE_LABELS[tone], ringSizeLabel(size)] : [ringSizeLabel(size)]);
        const sizeExtra = size >= 18 ? 500 : 0;
        catalog.add({
          sku: variantSku,
          typeId: 'simple',
          visible: false,
          name: label,
          shortDescription: name,
          description: describe(metalSpecs(variantMetal)),
          series,
          metal: variantMetal,
          designGender: byColour ? 'both' : 'men',
          priceHkd: basePrice + sizeExtra,
          specialPriceHkd: sale.specialPriceHkd === undefined ? undefined : sale.specialPriceHkd + sizeExtra,
          specialWindow: sale.specialWindow,
          categories: [],
          media: variantImage(label, 'band_ring', tone),
          variantValues: byColour ? { metal_colour: METAL_COLOUR_VALUE[tone], ring_size: size } : { ring_size: size },
        });
        variantSkus.push(variantSku);
      }
    }
    catalog.add({
      sku,
      typeId: 'configurable',
      name,
      shortDescription: style.intro,
      description: describe(paragraph(style.intro), metalSpecs(metal), NOTES.giftBox),
      series,
      metal: byColour ? undefined : metal,
      designGender: byColour ? 'both' : 'men',
      priceHkd: basePrice,
      ...sale,
      stock: 'composite',
      categories: ['wedding-rings/wedding-bands', byColour ? 'wedding-rings/18k-gold' : 'wedding-rings/platinum', ...(byColour ? [] : ['platinum/rings']), ...collectionCategory(series)],
      media: gallery(name, 'band_ring', byColour ? 'yellow' : 'white', { packaging: true }),
      links: variantSkus.map((childSku) => ({ childSku, kind: 'configurable' as const })),
      configurableAttributes: byColour ? ['metal_colour', 'ring_size'] : ['ring_size'],
      searchWords: [tri('wedding ring', '婚戒', '婚戒')],
    });
  }
}

const PAIR_NAMES: readonly Trilingual[] = [
  tri('Promise', '承諾', '承诺'),
  tri('Together', '相守', '相守'),
  tri('Heartbeat', '心跳', '心跳'),
  tri('Destiny', '緣定', '缘定'),
  tri('Everlasting', '長久', '长久'),
  tri('Sweet Vow', '甜蜜誓言', '甜蜜誓言'),
];

/** The Wedding Season campaign's pair rings (the first six) sell both rings below their shelf price. */
const WEDDING_SEASON_DISCOUNTS: readonly number[] = [0.3, 0.2, 0.15, 0.25, 0.1, 0.2];

/**
 * Twelve pair rings. Each is a bundle of two visible simple rings, the "for_her" option (a band
 * with a small diamond) and the "for_him" option (a plain band); the bundle costs both together.
 */
function addPairRings(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 12; index += 1) {
    const sku = `PR${1001 + index}`;
    const metal: MetalCode = index % 2 === 0 ? 'pt950' : EIGHTEEN_K_BY_TONE[(['rose', 'white', 'yellow'] as const)[(index >> 1) % 3]];
    const tone = TONE_OF_METAL[metal];
    const theme = PAIR_NAMES[index % PAIR_NAMES.length];
    const series: SeriesKey = index % 3 === 0 ? 'love_knot' : 'infinity';
    const herStones = random.int(1, 5);
    const herPrice = shelfPrice((metal === 'pt950' ? 7_200 : 5_400) + herStones * 900 + random.int(0, 1_500));
    const himPrice = shelfPrice((metal === 'pt950' ? 7_800 : 5_800) + random.int(0, 1_800));
    const pairName = productName({ series, words: [METAL_LABELS[metal], theme, ITEM.pairRings] });
    const herName = productName({ series, words: [METAL_LABELS[metal], theme, tri("Ladies' Ring", '女戒', '女戒')] });
    const himName = productName({ series, words: [METAL_LABELS[metal], theme, tri("Men's Ring", '男戒', '男戒')] });
    const herIntro = tri(
      `The ladies' ring of the ${theme.en} pair, set with ${herStones} diamond${herStones > 1 ? 's' : ''}.`,
      `「${theme['zh-Hant']}」對戒的女戒，鑲有${herStones}顆鑽石。`,
      `“${theme['zh-Hans']}”对戒的女戒，镶有${herStones}颗钻石。`,
    );
    const himIntro = tri(
      `The men's ring of the ${theme.en} pair, a solid band in matching ${METAL_LABELS[metal].en}.`,
      `「${theme['zh-Hant']}」對戒的男戒，以同款${METAL_LABELS[metal]['zh-Hant']}打造。`,
      `“${theme['zh-Hans']}”对戒的男戒，以同款${METAL_LABELS[metal]['zh-Hans']}打造。`,
    );
    const childCategories = ['wedding-rings/wedding-bands', materialCategory(metal)];
    const campaignDiscount = WEDDING_SEASON_DISCOUNTS[index];
    const campaignPrice = (price: number) => (campaignDiscount === undefined ? {} : { specialPriceHkd: shelfPrice(price * (1 - campaignDiscount)) });
    catalog.add({
      sku: `${sku}-F`,
      typeId: 'simple',
      name: herName,
      shortDescription: herIntro,
      description: describe(paragraph(herIntro), metalSpecs(metal), NOTES.giftBox),
      series,
      metal,
      gemstoneNumber: herStones,
      designGender: 'women',
      priceHkd: herPrice,
      ...campaignPrice(herPrice),
      categories: childCategories,
      media: gallery(herName, 'solitaire_ring', tone),
    });
    catalog.add({
      sku: `${sku}-M`,
      typeId: 'simple',
      name: himName,
      shortDescription: himIntro,
      description: describe(paragraph(himIntro), metalSpecs(metal), NOTES.giftBox),
      series,
      metal,
      designGender: 'men',
      priceHkd: himPrice,
      ...campaignPrice(himPrice),
      categories: childCategories,
      media: gallery(himName, 'band_ring', tone),
    });
    const pairIntro = inEachLocale((l) =>
      l === 'en'
        ? `Two rings made as one pair in ${METAL_LABELS[metal].en}: engrave both names inside for free.`
        : l === 'zh-Hant'
          ? `以${METAL_LABELS[metal][l]}打造的一對戒指，內圈可免費刻上二人名字。`
          : `以${METAL_LABELS[metal][l]}打造的一对戒指，内圈可免费刻上二人名字。`,
    );
    const pairPrice = herPrice + himPrice;
    const categories = ['wedding-rings/pair-rings', materialCategory(metal), ...collectionCategory(series, tone)];
    if (campaignDiscount !== undefined) categories.push('wedding-rings/wedding-season');
    catalog.add({
      sku,
      typeId: 'bundle',
      name: pairName,
      shortDescription: pairIntro,
      description: describe(paragraph(pairIntro), metalSpecs(metal), NOTES.giftBox),
      series,
      metal,
      designGender: 'both',
      priceHkd: pairPrice,
      ...saleTerms(random, pairPrice, 0.25),
      stock: 'composite',
      categories,
      media: gallery(pairName, 'pair_rings', tone, { packaging: true }),
      links: [
        { childSku: `${sku}-F`, kind: 'bundle', optionCode: 'for_her' },
        { childSku: `${sku}-M`, kind: 'bundle', optionCode: 'for_him' },
      ],
      searchWords: [tri('couple rings', '情侶戒指', '情侣戒指')],
    });
  }
}

function addEngagementRings(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 8; index += 1) {
    const grading = gradeDiamond(random, { shapes: ['round', 'oval', 'cushion', 'emerald'], caratHundredths: [50, 150], certificate: 'GIA BRI' });
    simpleDiamondPiece(catalog, random, {
      sku: `ER${1001 + index}`,
      series: 'classic',
      metal: 'pt950',
      grading,
      item: ITEM.engagementRing,
      kind: 'solitaire_ring',
      categories: [
        'wedding-rings/engagement-rings',
        'wedding-rings/platinum',
        grading.carat >= 1 ? 'diamond-rings/solitaire/one-carat-plus' : 'diamond-rings/solitaire',
        ['round', 'oval', 'cushion', 'emerald'].includes(grading.shape) ? `diamond-rings/${grading.shape}` : 'diamond-rings/gia',
        'diamond-rings/gia',
      ],
      settingHkd: 8_800,
      intro: tri(
        `A GIA-certified ${SHAPE_LABELS[grading.shape].en.toLowerCase()} diamond in a six-prong platinum crown.`,
        `GIA證書${SHAPE_LABELS[grading.shape]['zh-Hant']}鑽石，以六爪鉑金皇冠鑲嵌。`,
        `GIA证书${SHAPE_LABELS[grading.shape]['zh-Hans']}钻石，以六爪铂金皇冠镶嵌。`,
      ),
    });
  }
}
