/**
 * Diamond jewellery: solitaire rings sold by ring size (configurable, some also by metal colour),
 * halo, eternity and coloured-diamond rings, diamond pendants, earrings and bracelets.
 */
import { RING_SIZES, EIGHTEEN_K_BY_TONE, METAL_LABELS, METAL_TONE_LABELS, SHAPE_LABELS, TONE_OF_METAL, ringSizeLabel } from '../vocabulary.ts';
import type { DiamondShape, MetalCode, MetalTone, SeriesKey } from '../vocabulary.ts';
import { METAL_COLOUR_VALUE } from '../attributes.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import type { CatalogBuilder, DiamondGrading, ProductDraft } from './catalogBuilder.ts';
import { diamondPriceHkd, gradeDiamond } from './diamondGrading.ts';
import { NOTES, caratText, describe, diamondSpecs, paragraph } from './descriptions.ts';
import { gallery, variantImage, withCraftVideo } from './gallery.ts';
import { ITEM, collectionCategory, productName, variantName } from './naming.ts';
import { saleTerms, shelfPrice } from './pricing.ts';

/** Shapes that have their own "Shop by Diamond Shape" category under diamond-rings. */
const SHAPE_CATEGORIES = new Set<DiamondShape>(['round', 'oval', 'pear', 'princess', 'cushion', 'heart', 'emerald']);

const GOLD_18K: Trilingual = tri('18K Gold', '18K金', '18K金');

function ringCategories(grading: DiamondGrading): string[] {
  const paths: string[] = [];
  if (SHAPE_CATEGORIES.has(grading.shape)) paths.push(`diamond-rings/${grading.shape}`);
  paths.push(grading.certificateType.startsWith('GIA') ? 'diamond-rings/gia' : 'diamond-rings/igi');
  return paths;
}

function pickRingMetal(random: SeededRandom): MetalCode {
  const roll = random.next();
  if (roll < 0.5) return '18k_white_gold';
  if (roll < 0.75) return 'pt950';
  return roll < 0.88 ? '18k_rose_gold' : '18k_yellow_gold';
}

export function addDiamondJewellery(catalog: CatalogBuilder, random: SeededRandom): void {
  addSolitaireRings(catalog, random.fork('solitaire-rings'));
  addHaloRings(catalog, random.fork('halo-rings'));
  addEternityRings(catalog, random.fork('eternity-rings'));
  addColouredDiamondRings(catalog, random.fork('coloured-rings'));
  addDiamondPendants(catalog, random.fork('diamond-pendants'));
  addDiamondEarrings(catalog, random.fork('diamond-earrings'));
  addDiamondBracelets(catalog, random.fork('diamond-bracelets'));
}

const SOLITAIRE_SHAPES: readonly DiamondShape[] = [
  'round', 'round', 'oval', 'round', 'pear', 'princess', 'round', 'cushion', 'heart', 'round', 'emerald', 'radiant',
  'round', 'oval', 'asscher', 'round', 'corner_modified_rectangular', 'square', 'round', 'pear', 'cushion', 'round', 'oval', 'princess',
  'round', 'heart', 'emerald', 'round',
];

function solitaireIntro(grading: DiamondGrading, metal: Trilingual, variant: number): Trilingual {
  const shape = SHAPE_LABELS[grading.shape];
  const carat = caratText(grading.carat);
  return variant % 2 === 0
    ? inEachLocale((l) =>
        l === 'en'
          ? `A single ${shape.en.toLowerCase()} diamond of ${carat.en} held high in a slim ${metal.en} band: the ring to ask the question with.`
          : l === 'zh-Hant'
            ? `一顆${carat[l]}${shape[l]}鑽石高高鑲於纖幼${metal[l]}指環上，是求婚的不二之選。`
            : `一颗${carat[l]}${shape[l]}钻石高高镶于纤幼${metal[l]}指环上，是求婚的不二之选。`,
      )
    : inEachLocale((l) =>
        l === 'en'
          ? `Four fine prongs leave the ${carat.en} ${shape.en.toLowerCase()} diamond open to the light, on a ${metal.en} band polished to a mirror finish.`
          : l === 'zh-Hant'
            ? `四爪鑲嵌讓${carat[l]}${shape[l]}鑽石盡情折射光芒，${metal[l]}指環打磨至鏡面光澤。`
            : `四爪镶嵌让${carat[l]}${shape[l]}钻石尽情折射光芒，${metal[l]}指环打磨至镜面光泽。`,
      );
}

/**
 * 28 solitaire rings, each a configurable product by ring_size (sizes 9-16); every fourth is also
 * configurable by metal_colour (18K yellow, white, rose; sizes 10-14).
 */
function addSolitaireRings(catalog: CatalogBuilder, random: SeededRandom): void {
  const seriesCycle: SeriesKey[] = ['classic', 'aurora', 'infinity', 'starlight'];
  SOLITAIRE_SHAPES.forEach((shape, index) => {
    const sku = `DR${1001 + index}`;
    const series = seriesCycle[index % seriesCycle.length];
    const byColour = index % 4 === 3;
    const grading = gradeDiamond(random, { shapes: [shape], caratHundredths: index % 6 === 5 ? [100, 150] : [30, 95] });
    const metal: MetalCode = byColour ? '18k_white_gold' : pickRingMetal(random);
    const metalWords = byColour ? GOLD_18K : METAL_LABELS[metal];
    const tone = TONE_OF_METAL[metal];
    const name = productName({ series, words: [metalWords, SHAPE_LABELS[shape], ITEM.solitaireRing], tail: caratText(grading.carat) });
    const basePrice = shelfPrice(diamondPriceHkd(grading) + (metal === 'pt950' ? 6_800 : 4_200));
    const categories = [...ringCategories(grading), grading.carat >= 1 ? 'diamond-rings/solitaire/one-carat-plus' : 'diamond-rings/solitaire', ...collectionCategory(series, tone)];
    if (index % 3 === 0) categories.push('wedding-rings/engagement-rings');

    // The sale applies to every size; the parent repeats it for sorting and filtering.
    const sale = saleTerms(random, basePrice);
    const variantSkus: string[] = [];
    const tones: MetalTone[] = byColour ? ['yellow', 'white', 'rose'] : [tone];
    const sizes = byColour ? RING_SIZES.filter((size) => size >= 10 && size <= 14) : RING_SIZES.filter((size) => size >= 9 && size <= 16);
    for (const variantTone of tones) {
      for (const size of sizes) {
        const variantSku = byColour ? `${sku}-${variantTone[0].toUpperCase()}${size}` : `${sku}-${size}`;
        const variantMetal = byColour ? EIGHTEEN_K_BY_TONE[variantTone] : metal;
        const options = byColour ? [METAL_TONE_LABELS[variantTone], ringSizeLabel(size)] : [ringSizeLabel(size)];
        const variantLabel = variantName(name, options);
        catalog.add({
          sku: variantSku,
          typeId: 'simple',
          visible: false,
          name: variantLabel,
          shortDescription: name,
          description: describe(diamondSpecs(grading, variantMetal)),
          series,
          metal: variantMetal,
          diamond: grading,
          designGender: 'women',
          // Larger sizes need more metal.
          priceHkd: size >= 15 ? basePrice + 300 : basePrice,
          specialPriceHkd: sale.specialPriceHkd === undefined ? undefined : sale.specialPriceHkd + (size >= 15 ? 300 : 0),
          specialWindow: sale.specialWindow,
          categories: [],
          media: variantImage(variantLabel, 'solitaire_ring', variantTone),
          variantValues: byColour ? { metal_colour: METAL_COLOUR_VALUE[variantTone], ring_size: size } : { ring_size: size },
        });
        variantSkus.push(variantSku);
      }
    }

    catalog.add({
      sku,
      typeId: 'configurable',
      name,
      shortDescription: solitaireIntro(grading, metalWords, index),
      description: describe(paragraph(solitaireIntro(grading, metalWords, index + 1)), diamondSpecs(grading, byColour ? undefined : metal), NOTES.giftBox, NOTES.diamondCare),
      series,
      metal: byColour ? undefined : metal,
      diamond: grading,
      designGender: 'women',
      priceHkd: basePrice,
      ...sale,
      stock: 'composite',
      categories,
      // The first three rings show the craft film after their pictures.
      media: index < 3
        ? withCraftVideo(gallery(name, 'solitaire_ring', tone, { diamondShape: shape, packaging: index % 2 === 0 }), name, 'solitaire_ring', tone)
        : gallery(name, 'solitaire_ring', tone, { diamondShape: shape, packaging: index % 2 === 0 }),
      links: variantSkus.map((childSku) => ({ childSku, kind: 'configurable' as const })),
      configurableAttributes: byColour ? ['metal_colour', 'ring_size'] : ['ring_size'],
      searchWords: [tri('engagement', '求婚', '求婚'), tri('proposal', '求婚戒指', '求婚戒指')],
    });
  });
}

export function simpleDiamondPiece(
  catalog: CatalogBuilder,
  random: SeededRandom,
  piece: {
    sku: string;
    series?: SeriesKey;
    metal: MetalCode;
    grading: DiamondGrading;
    item: Trilingual;
    kind: JewelleryKind;
    categories: string[];
    stones?: number;
    intro: Trilingual;
    settingHkd: number;
    gender?: ProductDraft['designGender'];
    withShape?: boolean;
  },
): void {
  const tone = TONE_OF_METAL[piece.metal];
  const name = productName({
    series: piece.series,
    words: [METAL_LABELS[piece.metal], piece.withShape === false ? undefined : SHAPE_LABELS[piece.grading.shape], piece.item],
    tail: caratText(piece.grading.carat),
  });
  const price = shelfPrice(diamondPriceHkd(piece.grading) * (piece.stones && piece.stones > 1 ? 0.7 : 1) + piece.settingHkd);
  catalog.add({
    sku: piece.sku,
    typeId: 'simple',
    name,
    shortDescription: piece.intro,
    description: describe(paragraph(piece.intro), diamondSpecs(piece.grading, piece.metal, piece.stones), NOTES.giftBox, NOTES.diamondCare),
    series: piece.series,
    metal: piece.metal,
    diamond: piece.grading,
    gemstoneNumber: piece.stones ?? 1,
    designGender: piece.gender ?? 'women',
    priceHkd: price,
    ...saleTerms(random, price),
    stock: random.chance(0.04) ? 'sold_out' : 'shelf',
    categories: [...piece.categories, ...collectionCategory(piece.series, tone)],
    media: gallery(name, piece.kind, tone, { diamondShape: piece.grading.shape, packaging: random.chance(0.5) }),
  });
}

function addHaloRings(catalog: CatalogBuilder, random: SeededRandom): void {
  const shapes: DiamondShape[] = ['round', 'oval', 'pear', 'cushion', 'princess', 'heart'];
  for (let index = 0; index < 16; index += 1) {
    const grading = gradeDiamond(random, { shapes: [shapes[index % shapes.length]], caratHundredths: [18, 70] });
    const halo = random.int(14, 24);
    simpleDiamondPiece(catalog, random, {
      sku: `DR${2001 + index}`,
      series: index % 2 === 0 ? 'aurora' : 'starlight',
      metal: pickRingMetal(random),
      grading,
      item: ITEM.haloRing,
      kind: 'halo_ring',
      categories: [...ringCategories(grading), 'diamond-rings/halo'],
      stones: halo + 1,
      settingHkd: 6_800,
      intro: tri(
        `A ring of ${halo} small diamonds makes the centre stone look a size larger.`,
        `${halo}顆小鑽環繞主石，令主石看來更大更閃。`,
        `${halo}颗小钻环绕主石，令主石看来更大更闪。`,
      ),
    });
  }
}

function addEternityRings(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 10; index += 1) {
    const half = index % 2 === 1;
    const stones = half ? random.int(9, 13) : random.int(18, 25);
    const grading = gradeDiamond(random, { shapes: ['round'], caratHundredths: half ? [25, 50] : [60, 150], certificate: 'IGI BRI' });
    simpleDiamondPiece(catalog, random, {
      sku: `DR${3001 + index}`,
      series: 'infinity',
      metal: index % 3 === 0 ? 'pt950' : pickRingMetal(random),
      grading,
      item: half ? ITEM.halfEternityRing : ITEM.eternityRing,
      kind: 'eternity_ring',
      categories: ['diamond-rings/eternity', 'diamond-rings/igi', 'wedding-rings/wedding-bands'],
      stones,
      settingHkd: 5_200,
      withShape: false,
      intro: half
        ? tri(`${stones} diamonds across the top of the band, comfortable for every day.`, `${stones}顆鑽石排列於指環前半圈，日常佩戴舒適。`, `${stones}颗钻石排列于指环前半圈，日常佩戴舒适。`)
        : tri(`${stones} diamonds all the way round: a promise without end.`, `${stones}顆鑽石環繞一圈，象徵永恆的承諾。`, `${stones}颗钻石环绕一圈，象征永恒的承诺。`),
    });
  }
}

function addColouredDiamondRings(catalog: CatalogBuilder, random: SeededRandom): void {
  const shapes: DiamondShape[] = ['cushion', 'oval', 'pear', 'radiant', 'heart', 'cushion'];
  shapes.forEach((shape, index) => {
    const yellow = index % 2 === 0;
    const grading: DiamondGrading = { ...gradeDiamond(random, { shapes: [shape], caratHundredths: [30, 120], certificate: 'GIA BRI' }), colour: yellow ? 'fancy_yellow' : 'fancy_pink' };
    simpleDiamondPiece(catalog, random, {
      sku: `DR${4001 + index}`,
      series: 'aurora',
      metal: yellow ? '18k_yellow_gold' : '18k_rose_gold',
      grading,
      item: yellow ? tri('Yellow Diamond Ring', '黃鑽戒指', '黄钻戒指') : tri('Pink Diamond Ring', '粉紅鑽戒指', '粉红钻戒指'),
      kind: 'halo_ring',
      categories: [...ringCategories(grading), 'diamond-rings/coloured-diamonds'],
      stones: random.int(16, 22),
      settingHkd: yellow ? 12_000 : 38_000,
      intro: yellow
        ? tri('A sunny fancy yellow diamond framed in white diamonds.', '陽光般的彩黃鑽，以白鑽圍繞襯托。', '阳光般的彩黄钻，以白钻围绕衬托。')
        : tri('A rare fancy pink diamond, one of nature\'s most sought-after colours.', '稀有的彩粉紅鑽，大自然最珍貴的色彩之一。', '稀有的彩粉红钻，大自然最珍贵的色彩之一。'),
    });
  });
}

function addDiamondPendants(catalog: CatalogBuilder, random: SeededRandom): void {
  const series: SeriesKey[] = ['blossom', 'starlight', 'aurora', 'classic', 'love_knot'];
  for (let index = 0; index < 24; index += 1) {
    const heart = index % 5 === 1;
    const grading = gradeDiamond(random, { shapes: heart ? ['heart'] : ['round', 'oval', 'pear', 'cushion'], caratHundredths: [10, 80] });
    const metal = index % 4 === 2 ? 'pt950' : EIGHTEEN_K_BY_TONE[(['white', 'rose', 'yellow', 'white'] as const)[index % 4]];
    const necklace = index % 2 === 0;
    simpleDiamondPiece(catalog, random, {
      sku: `DN${1001 + index}`,
      series: series[index % series.length],
      metal,
      grading,
      item: necklace ? ITEM.diamondNecklace : heart ? ITEM.heartPendant : ITEM.diamondPendant,
      // "Heart Pendant" already names the shape.
      withShape: !(heart && !necklace),
      kind: heart ? 'heart_pendant' : 'pendant_necklace',
      categories: [necklace ? 'necklaces-pendants/diamond-necklaces' : 'necklaces-pendants/pendants', metal === 'pt950' ? 'necklaces-pendants/platinum' : 'necklaces-pendants/18k-gold'],
      stones: heart ? random.int(12, 20) : 1,
      settingHkd: necklace ? 3_600 : 2_400,
      intro: necklace
        ? tri('A diamond that rests just below the collarbone, on an adjustable 40-45 cm chain.', '鑽石垂於鎖骨之下，配40至45厘米可調校頸鏈。', '钻石垂于锁骨之下，配40至45厘米可调节项链。')
        : tri('A pendant to wear on your own chain or with ours; the bail opens for easy changes.', '吊墜可配襯自己的頸鏈，扣環可打開，更換方便。', '吊坠可搭配自己的项链，扣环可打开，更换方便。'),
    });
  }
}

function addDiamondEarrings(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 20; index += 1) {
    const drop = index % 3 === 2;
    const grading = gradeDiamond(random, { shapes: drop ? ['pear'] : ['round', 'princess'], caratHundredths: [20, 100] });
    const metal = EIGHTEEN_K_BY_TONE[(['white', 'white', 'rose', 'yellow'] as const)[index % 4]];
    simpleDiamondPiece(catalog, random, {
      sku: `DE${1001 + index}`,
      series: index % 2 === 0 ? 'starlight' : 'classic',
      metal,
      grading,
      item: drop ? ITEM.dropEarrings : ITEM.studEarrings,
      kind: drop ? 'drop_earrings' : 'stud_earrings',
      categories: [drop ? 'earrings/drops' : 'earrings/studs', 'earrings/diamond-earrings'],
      stones: 2,
      settingHkd: 2_200,
      intro: drop
        ? tri('Pear-shaped diamonds that sway with every turn of the head.', '梨形鑽石隨轉身輕輕搖曳。', '梨形钻石随转身轻轻摇曳。')
        : tri('A matched pair of diamonds on secure screw-back posts.', '一對配對鑽石，配以穩固螺絲耳拮。', '一对配对钻石，配以稳固螺丝耳堵。'),
    });
  }
}

function addDiamondBracelets(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 8; index += 1) {
    const grading = gradeDiamond(random, { shapes: ['round'], caratHundredths: [10, 100], certificate: 'IGI BRI' });
    const tone = (['white', 'rose', 'yellow'] as const)[index % 3];
    simpleDiamondPiece(catalog, random, {
      sku: `DB${1001 + index}`,
      series: index % 2 === 0 ? 'infinity' : 'blossom',
      metal: EIGHTEEN_K_BY_TONE[tone],
      grading,
      item: ITEM.diamondBracelet,
      kind: 'chain_bracelet',
      categories: ['bracelets/diamond-bracelets', 'bracelets/chain-bracelets'],
      stones: random.int(5, 30),
      settingHkd: 4_800,
      withShape: false,
      intro: tri('Diamonds stationed along a fine chain, adjustable from 16 to 18 cm.', '鑽石點綴於纖幼手鏈上，長度可於16至18厘米間調校。', '钻石点缀于纤幼手链上，长度可于16至18厘米间调节。'),
    });
  }
}
