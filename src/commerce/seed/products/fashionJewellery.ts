/**
 * Fixed-price jewellery without certified diamonds: 18K gold chains, pendants, earrings and
 * bracelets, pearl necklaces, and watches.
 */
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import { EIGHTEEN_K_BY_TONE, METAL_LABELS, TONE_OF_METAL, type MetalCode, type MetalTone, type SeriesKey } from '../vocabulary.ts';
import type { CatalogBuilder, ProductDraft } from './catalogBuilder.ts';
import { NOTES, describe, metalSpecs, paragraph } from './descriptions.ts';
import { gallery } from './gallery.ts';
import { ITEM, collectionCategory, productName } from './naming.ts';
import { saleTerms, shelfPrice } from './pricing.ts';

interface FashionPiece {
  sku: string;
  metal: MetalCode;
  words: Trilingual[];
  tail?: Trilingual;
  kind: JewelleryKind;
  priceRange: [number, number];
  categories: string[];
  intro: Trilingual;
  series?: SeriesKey;
  gender?: ProductDraft['designGender'];
  gemstoneNumber?: number;
  extraSpecs?: Array<[Trilingual, Trilingual]>;
}

function addFashionPiece(catalog: CatalogBuilder, random: SeededRandom, piece: FashionPiece): void {
  const tone = TONE_OF_METAL[piece.metal];
  const name = productName({ series: piece.series, words: [METAL_LABELS[piece.metal], ...piece.words], tail: piece.tail });
  const price = shelfPrice(random.int(piece.priceRange[0], piece.priceRange[1]));
  const sale = saleTerms(random, price);
  catalog.add({
    sku: piece.sku,
    typeId: 'simple',
    name,
    shortDescription: piece.intro,
    description: describe(paragraph(piece.intro), metalSpecs(piece.metal, piece.extraSpecs), NOTES.giftBox),
    series: piece.series,
    metal: piece.metal,
    gemstoneNumber: piece.gemstoneNumber,
    designGender: piece.gender ?? 'women',
    priceHkd: price,
    ...sale,
    stock: random.chance(0.05) ? 'sold_out' : 'shelf',
    categories: [...piece.categories, ...(sale.specialPriceHkd !== undefined && !sale.specialWindow ? ['online-exclusive'] : []), ...collectionCategory(piece.series, tone)],
    media: gallery(name, piece.kind, tone, { packaging: random.chance(0.4) }),
  });
}

const TONES: readonly MetalTone[] = ['yellow', 'white', 'rose'];

export function addFashionJewellery(catalog: CatalogBuilder, random: SeededRandom): void {
  const r = random.fork('fashion');

  for (let index = 0; index < 6; index += 1) {
    const pearls = 36 + index * 4;
    addFashionPiece(catalog, r, {
      sku: `FP${1001 + index}`,
      metal: index % 2 === 0 ? '18k_yellow_gold' : '18k_white_gold',
      words: [ITEM.pearlNecklace],
      tail: tri(`${6 + (index % 3)}-${7 + (index % 3)} mm`, `${6 + (index % 3)}-${7 + (index % 3)}毫米`, `${6 + (index % 3)}-${7 + (index % 3)}毫米`),
      kind: 'pearl_necklace',
      priceRange: [3_980, 18_800],
      categories: ['necklaces-pendants/pearl-necklaces', 'necklaces-pendants/18k-gold'],
      intro: tri(`${pearls} Akoya pearls, hand-knotted, with an 18K gold clasp.`, `${pearls}顆Akoya珍珠，逐顆打結串成，配18K金扣。`, `${pearls}颗Akoya珍珠，逐颗打结串成，配18K金扣。`),
      series: 'ocean_pearl',
      gemstoneNumber: pearls,
    });
  }

  for (let index = 0; index < 8; index += 1) {
    const tone = TONES[index % 3];
    addFashionPiece(catalog, r, {
      sku: `FC${1001 + index}`,
      metal: EIGHTEEN_K_BY_TONE[tone],
      words: [index % 2 === 0 ? tri('Fine', '幼身', '细款') : tri('Cable', '圈圈', '圈圈'), ITEM.chain],
      tail: tri(`${40 + (index % 3) * 5} cm`, `${40 + (index % 3) * 5}厘米`, `${40 + (index % 3) * 5}厘米`),
      kind: 'chain_necklace',
      priceRange: [2_380, 6_800],
      categories: ['necklaces-pendants/chains', 'necklaces-pendants/18k-gold'],
      intro: tri('A plain 18K gold chain to wear alone or with a pendant.', '18K金素鏈，單戴或配吊墜皆宜。', '18K金素链，单戴或配吊坠皆宜。'),
    });
  }

  for (let index = 0; index < 8; index += 1) {
    const tone = TONES[(index + 2) % 3];
    addFashionPiece(catalog, r, {
      sku: `FN${1001 + index}`,
      metal: EIGHTEEN_K_BY_TONE[tone],
      words: [index % 2 === 0 ? tri('Open Heart', '鏤空心形', '镂空心形') : tri('Petal', '花瓣', '花瓣'), ITEM.pendant],
      kind: 'heart_pendant',
      priceRange: [1_680, 4_800],
      categories: ['necklaces-pendants/pendants', 'necklaces-pendants/18k-gold'],
      intro: tri('A light 18K gold pendant for everyday layering.', '輕巧18K金吊墜，適合日常疊戴。', '轻巧18K金吊坠，适合日常叠戴。'),
      series: index % 2 === 0 ? 'blossom' : 'love_knot',
    });
  }

  for (let index = 0; index < 12; index += 1) {
    const tone = TONES[index % 3];
    addFashionPiece(catalog, r, {
      sku: `FE${1001 + index}`,
      metal: EIGHTEEN_K_BY_TONE[tone],
      words: [index % 2 === 0 ? tri('Twist', '扭紋', '扭纹') : tri('Huggie', '貼耳', '贴耳'), ITEM.hoopEarrings],
      kind: 'hoop_earrings',
      priceRange: [1_680, 5_800],
      categories: ['earrings/hoops', 'earrings/18k-gold'],
      intro: tri('Hoops that click shut securely and sit close to the ear.', '耳圈扣合穩固，貼服耳垂。', '耳圈扣合稳固，贴服耳垂。'),
      series: index % 4 === 0 ? 'blossom' : undefined,
    });
  }

  for (let index = 0; index < 12; index += 1) {
    const tone = TONES[(index + 1) % 3];
    addFashionPiece(catalog, r, {
      sku: `FB${1001 + index}`,
      metal: EIGHTEEN_K_BY_TONE[tone],
      words: [index % 3 === 0 ? tri('Love Knot', '同心結', '同心结') : index % 3 === 1 ? tri('Paperclip', '迴紋針', '回纹针') : tri('Station', '點綴', '点缀'), ITEM.bracelet],
      kind: 'chain_bracelet',
      priceRange: [1_980, 6_800],
      categories: ['bracelets/chain-bracelets'],
      intro: tri('An 18K gold bracelet with an adjustable slider, 15 to 18 cm.', '18K金手鏈，配可調校扣，長15至18厘米。', '18K金手链，配可调节扣，长15至18厘米。'),
      series: index % 3 === 0 ? 'love_knot' : undefined,
    });
  }

  for (let index = 0; index < 4; index += 1) {
    addFashionPiece(catalog, r, {
      sku: `FG${1001 + index}`,
      metal: index % 2 === 0 ? '18k_white_gold' : '18k_yellow_gold',
      words: [tri('Slim', '幼身', '细款'), ITEM.bangle],
      kind: 'bangle',
      priceRange: [6_800, 15_800],
      categories: ['bracelets/bangles'],
      intro: tri('A slim oval bangle with a hidden hinge.', '纖幼橢圓手鐲，配隱藏式活扣。', '纤幼椭圆手镯，配隐藏式活扣。'),
    });
  }

  addWatches(catalog, r.fork('watches'));
}

function addWatches(catalog: CatalogBuilder, random: SeededRandom): void {
  const metals: readonly MetalCode[] = ['stainless_steel', '18k_rose_gold', 'stainless_steel', '18k_yellow_gold'];
  for (let index = 0; index < 22; index += 1) {
    const ladies = index < 12;
    const metal = metals[index % metals.length];
    const stones = index % 3 === 0 ? (ladies ? 48 : 12) : 0;
    const caseSize = ladies ? 26 + (index % 3) * 2 : 38 + (index % 3) * 2;
    const words = [ladies ? tri("Ladies'", '女裝', '女士') : tri("Men's", '男裝', '男士'), stones ? ITEM.diamondWatch : ITEM.watch];
    const intro = inEachLocale((l) => {
      const movement = { en: 'Swiss quartz movement', 'zh-Hant': '瑞士石英機芯', 'zh-Hans': '瑞士石英机芯' }[l];
      const water = { en: 'water resistant to 50 m', 'zh-Hant': '防水50米', 'zh-Hans': '防水50米' }[l];
      const bezel = stones ? { en: `, ${stones} diamonds on the bezel`, 'zh-Hant': `，錶圈鑲${stones}顆鑽石`, 'zh-Hans': `，表圈镶${stones}颗钻石` }[l] : '';
      if (l === 'en') return `A ${caseSize} mm case, ${movement}, ${water}${bezel}.`;
      return `${caseSize}毫米${l === 'zh-Hant' ? '錶殼' : '表壳'}，${movement}，${water}${bezel}。`;
    });
    addFashionPiece(catalog, random, {
      sku: `WT${1001 + index}`,
      metal,
      words,
      tail: tri(`${caseSize} mm`, `${caseSize}毫米`, `${caseSize}毫米`),
      kind: 'watch',
      priceRange: metal === 'stainless_steel' ? (stones ? [8_800, 16_800] : [2_980, 7_800]) : stones ? [38_000, 88_000] : [18_800, 42_000],
      categories: [ladies ? 'watches/ladies' : 'watches/mens', ...(stones ? ['watches/diamond-watches'] : [])],
      intro,
      gender: ladies ? 'women' : 'men',
      gemstoneNumber: stones || undefined,
    });
  }
}
