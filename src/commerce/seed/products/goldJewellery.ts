/**
 * Gold-priced pieces (type calculation_gold): price = weight x today's price for the piece's gold
 * code + labour fee (docs/design.md, Data). Every gold code of spec 001 §3.5 prices some of them:
 * HK-CK9999 (999.9 gold jewellery, bars and coins), HK-CKBEAN (gold beans), HK-PT9995 (platinum),
 * HK-G999 (999 gold zodiac charms), CN-CK9999 and CN-G999 (heritage gold) and CN-CKBAR (bars).
 */
import type { GoldCode, LabourFeeUnit } from '../../../rules/gold.ts';
import { MILLIGRAMS_PER_TAEL } from '../../../rules/gold.ts';
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import { METAL_LABELS, ZODIAC_LABELS, type MetalCode, type SeriesKey } from '../vocabulary.ts';
import type { CatalogBuilder, ProductDraft } from './catalogBuilder.ts';
import { NOTES, describe, goldSpecs, paragraph, weightText } from './descriptions.ts';
import { gallery } from './gallery.ts';
import { collectionCategory, productName } from './naming.ts';

interface GoldPiece {
  sku: string;
  goldCode: GoldCode;
  metal: MetalCode;
  words: Trilingual[];
  kind: JewelleryKind;
  weightMg: number;
  labourFeeUnit: LabourFeeUnit;
  labourFeeHkd: number;
  categories: string[];
  intro: Trilingual;
  series?: SeriesKey;
  gender?: ProductDraft['designGender'];
  showWeightInName?: boolean;
  searchWords?: Trilingual[];
}

/** Gold-priced products are also listed together under the "Gold Price" menu entry's category. */
const GOLD_PRICE_CATEGORY = 'gold-price';

function addGoldPiece(catalog: CatalogBuilder, random: SeededRandom, piece: GoldPiece): void {
  const tone = piece.metal.startsWith('pt') ? 'white' : 'yellow';
  const name = productName({ series: piece.series, words: [METAL_LABELS[piece.metal], ...piece.words], tail: piece.showWeightInName ? weightText(piece.weightMg) : undefined });
  catalog.add({
    sku: piece.sku,
    typeId: 'calculation_gold',
    name,
    shortDescription: piece.intro,
    description: describe(paragraph(piece.intro), goldSpecs(piece.metal, piece.weightMg, piece.goldCode), NOTES.goldPricing, NOTES.goldCare),
    series: piece.series,
    metal: piece.metal,
    weightMg: piece.weightMg,
    goldCode: piece.goldCode,
    labourFeeUnit: piece.labourFeeUnit,
    labourFeeHkd: piece.labourFeeHkd,
    designGender: piece.gender ?? 'both',
    priceHkd: 0,
    stock: random.chance(0.05) ? 'sold_out' : 'shelf',
    categories: [...piece.categories, ...collectionCategory(piece.series), GOLD_PRICE_CATEGORY],
    media: gallery(name, piece.kind, tone, { packaging: random.chance(0.6) }),
    searchWords: [tri('gold', '黃金', '黄金'), ...(piece.searchWords ?? [])],
  });
}

const grams = (random: SeededRandom, min: number, max: number): number => random.int(min * 100, max * 100) * 10;
const taels = (count: number): number => Math.round(count * MILLIGRAMS_PER_TAEL);

/** Chain patterns; in Chinese the pattern runs into the piece's name (繩紋項鏈, 繩紋手鏈). */
const CHAIN_STYLES: readonly Trilingual[] = [
  tri('Rope Chain', '繩紋', '绳纹'),
  tri('Box Chain', '盒仔', '盒子'),
  tri('Snake Chain', '蛇骨', '蛇骨'),
  tri('Bead Chain', '珠珠', '珠珠'),
  tri('Twisted Chain', '扭紋', '扭纹'),
];

export function addGoldJewellery(catalog: CatalogBuilder, random: SeededRandom): void {
  const r = random.fork('gold-jewellery');
  const hk9999: Pick<GoldPiece, 'goldCode' | 'metal'> = { goldCode: 'HK-CK9999', metal: 'yellow_gold_9999' };

  for (let index = 0; index < 14; index += 1) {
    const style = CHAIN_STYLES[index % CHAIN_STYLES.length];
    addGoldPiece(catalog, r, {
      sku: `GN${1001 + index}`,
      ...hk9999,
      words: [style, tri('Necklace', '項鏈', '项链')],
      kind: 'chain_necklace',
      weightMg: grams(r, 3.8, 18.8),
      labourFeeUnit: 'gram',
      labourFeeHkd: r.int(35, 80),
      categories: ['gold/necklaces'],
      intro: tri(`A ${style.en.toLowerCase()} in 999.9 gold, 45 cm with a lobster clasp.`, `足金${style['zh-Hant']}鏈，長45厘米，配龍蝦扣。`, `足金${style['zh-Hans']}链，长45厘米，配龙虾扣。`),
      series: index % 4 === 0 ? 'classic' : undefined,
    });
  }

  const pendantStyles: ReadonlyArray<{ words: Trilingual; kind: JewelleryKind; intro: Trilingual }> = [
    { words: tri('Heart Pendant', '心形吊墜', '心形吊坠'), kind: 'heart_pendant', intro: tri('A puffed gold heart, polished to a high shine.', '飽滿的足金心形吊墜，打磨光亮。', '饱满的足金心形吊坠，打磨光亮。') },
    { words: tri('Fortune Coin Pendant', '福字金錢吊墜', '福字金钱吊坠'), kind: 'zodiac_pendant', intro: tri('A coin of good fortune to keep close.', '寓意福氣常伴的金錢吊墜。', '寓意福气常伴的金钱吊坠。') },
    { words: tri('Ruyi Lock Pendant', '如意鎖吊墜', '如意锁吊坠'), kind: 'lock_pendant', intro: tri('The ruyi lock wishes that everything goes as you hope.', '如意鎖寓意事事如意。', '如意锁寓意事事如意。') },
  ];
  for (let index = 0; index < 9; index += 1) {
    const style = pendantStyles[index % pendantStyles.length];
    addGoldPiece(catalog, r, {
      sku: `GP${1001 + index}`,
      ...hk9999,
      words: [style.words],
      kind: style.kind,
      weightMg: grams(r, 1.2, 6.5),
      labourFeeUnit: 'piece',
      labourFeeHkd: r.int(18, 68) * 10,
      categories: ['gold/pendants'],
      intro: style.intro,
      series: index === 0 ? 'blossom' : undefined,
    });
  }

  for (let index = 0; index < 12; index += 1) {
    addGoldPiece(catalog, r, {
      sku: `GB${1001 + index}`,
      ...hk9999,
      words: [CHAIN_STYLES[(index + 2) % CHAIN_STYLES.length], tri('Bracelet', '手鏈', '手链')],
      kind: 'chain_bracelet',
      weightMg: grams(r, 2.5, 12),
      labourFeeUnit: 'gram',
      labourFeeHkd: r.int(35, 75),
      categories: ['gold/bracelets'],
      intro: tri('A 999.9 gold bracelet, 17 cm with an extension ring.', '足金手鏈，長17厘米，附延長圈。', '足金手链，长17厘米，附延长圈。'),
    });
  }

  for (let index = 0; index < 6; index += 1) {
    addGoldPiece(catalog, r, {
      sku: `GG${1001 + index}`,
      ...hk9999,
      words: [index % 2 === 0 ? tri('Plain Bangle', '光面手鐲', '光面手镯') : tri('Hammered Bangle', '錘紋手鐲', '锤纹手镯')],
      kind: 'bangle',
      weightMg: taels(1 + (index % 3) * 0.5) + r.int(-800, 800),
      labourFeeUnit: 'gram',
      labourFeeHkd: r.int(25, 45),
      categories: ['gold/bangles'],
      intro: tri('A solid 999.9 gold bangle, a store of value you can wear.', '實心足金手鐲，可戴的保值之選。', '实心足金手镯，可戴的保值之选。'),
      gender: 'women',
      showWeightInName: true,
    });
  }

  for (let index = 0; index < 6; index += 1) {
    addGoldPiece(catalog, r, {
      sku: `GR${1001 + index}`,
      ...hk9999,
      words: [index % 2 === 0 ? tri('Double Happiness Ring', '囍字戒指', '囍字戒指') : tri('Plain Band Ring', '光圈戒指', '光圈戒指')],
      kind: 'band_ring',
      weightMg: grams(r, 2, 6),
      labourFeeUnit: 'piece',
      labourFeeHkd: r.int(15, 38) * 10,
      categories: index % 2 === 0 ? ['gold/rings', 'gold/wedding-gold/wedding-sets'] : ['gold/rings'],
      intro: tri('A 999.9 gold ring, sized in store or by our ring sizing service.', '足金戒指，可到分店或透過改圈服務調校尺寸。', '足金戒指，可到分店或通过改圈服务调整尺寸。'),
    });
  }

  for (let index = 0; index < 8; index += 1) {
    addGoldPiece(catalog, r, {
      sku: `GE${1001 + index}`,
      ...hk9999,
      words: [index % 2 === 0 ? tri('Hoop Earrings', '耳圈', '耳圈') : tri('Bead Stud Earrings', '金珠耳釘', '金珠耳钉')],
      kind: index % 2 === 0 ? 'hoop_earrings' : 'stud_earrings',
      weightMg: grams(r, 1.5, 4.2),
      labourFeeUnit: 'piece',
      labourFeeHkd: r.int(15, 42) * 10,
      categories: ['gold/earrings'],
      intro: tri('Light 999.9 gold earrings for every day.', '輕巧足金耳環，日常百搭。', '轻巧足金耳环，日常百搭。'),
      gender: 'women',
    });
  }

  addWeddingGold(catalog, r.fork('wedding-gold'));
  addBabyAndZodiacGold(catalog, r.fork('baby-zodiac'));
  addHeritageGold(catalog, r.fork('heritage'));
  addCharms(catalog, r.fork('charms'));
  addBarsBeansAndCoins(catalog, r.fork('bullion'));
  addPlatinum(catalog, r.fork('platinum'));
}

function addWeddingGold(catalog: CatalogBuilder, random: SeededRandom): void {
  for (let index = 0; index < 6; index += 1) {
    const weight = [2, 2.5, 3, 4, 5, 6][index];
    addGoldPiece(catalog, random, {
      sku: `GW${1001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [tri('Dragon & Phoenix Bangle', '龍鳳鐲', '龙凤镯')],
      kind: 'dragon_phoenix_bangles',
      weightMg: taels(weight) + random.int(-300, 300),
      labourFeeUnit: 'gram',
      labourFeeHkd: random.int(28, 48),
      categories: ['gold/wedding-gold/dragon-phoenix-bangles', 'wedding-rings/wedding-season'],
      intro: tri(
        'The dragon and the phoenix, a blessing for a long and happy marriage, worn by the bride on her wedding day.',
        '龍鳳呈祥，祝願新人白頭偕老，是新娘出嫁必備的囍慶金器。',
        '龙凤呈祥，祝愿新人白头偕老，是新娘出嫁必备的喜庆金器。',
      ),
      series: 'heirloom',
      gender: 'women',
      showWeightInName: true,
      searchWords: [tri('wedding', '結婚', '结婚'), tri('bride', '新娘', '新娘')],
    });
  }
  const setPieces: ReadonlyArray<{ words: Trilingual; kind: JewelleryKind; min: number; max: number }> = [
    { words: tri('Double Happiness Necklace', '囍字項鏈', '囍字项链'), kind: 'chain_necklace', min: 8, max: 20 },
    { words: tri('Dragon & Phoenix Pendant', '龍鳳吊墜', '龙凤吊坠'), kind: 'zodiac_pendant', min: 4, max: 9 },
    { words: tri('Double Happiness Earrings', '囍字耳環', '囍字耳环'), kind: 'hoop_earrings', min: 3, max: 6 },
    { words: tri('Wedding Chain Bracelet', '囍慶手鏈', '喜庆手链'), kind: 'chain_bracelet', min: 6, max: 14 },
    { words: tri('Lotus Seed Pendant', '連生貴子吊墜', '连生贵子吊坠'), kind: 'lock_pendant', min: 3, max: 7 },
  ];
  setPieces.forEach((piece, index) => {
    addGoldPiece(catalog, random, {
      sku: `GW${2001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [piece.words],
      kind: piece.kind,
      weightMg: grams(random, piece.min, piece.max),
      labourFeeUnit: index % 2 === 0 ? 'gram' : 'piece',
      labourFeeHkd: index % 2 === 0 ? random.int(35, 60) : random.int(30, 80) * 10,
      categories: ['gold/wedding-gold/wedding-sets', 'wedding-rings/wedding-season'],
      intro: tri('Part of the wedding gold a family gives the bride, in 999.9 gold.', '足金打造的嫁妝金飾，長輩送給新娘的祝福。', '足金打造的嫁妆金饰，长辈送给新娘的祝福。'),
      series: 'heirloom',
      gender: 'women',
    });
  });
}

function addBabyAndZodiacGold(catalog: CatalogBuilder, random: SeededRandom): void {
  const babyPieces: ReadonlyArray<{ words: Trilingual; kind: JewelleryKind }> = [
    { words: tri('Longevity Lock', '長命鎖', '长命锁'), kind: 'lock_pendant' },
    { words: tri('Baby Bangle', '嬰兒手鐲', '婴儿手镯'), kind: 'bangle' },
    { words: tri('Full-Month Bracelet', '滿月手鏈', '满月手链'), kind: 'chain_bracelet' },
  ];
  for (let index = 0; index < 6; index += 1) {
    const piece = babyPieces[index % babyPieces.length];
    addGoldPiece(catalog, random, {
      sku: `GY${1001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [piece.words],
      kind: piece.kind,
      weightMg: grams(random, 1.8, 7.5),
      labourFeeUnit: 'piece',
      labourFeeHkd: random.int(18, 48) * 10,
      categories: ['gold/baby-gold'],
      intro: tri('A traditional full-month gift wishing the baby a long and healthy life.', '傳統滿月賀禮，祝願寶寶健康長壽。', '传统满月贺礼，祝愿宝宝健康长寿。'),
      searchWords: [tri('baby', '嬰兒', '婴儿'), tri('full month', '滿月', '满月')],
    });
  }
  ZODIAC_LABELS.forEach((animal, index) => {
    addGoldPiece(catalog, random, {
      sku: `GZ${1001 + index}`,
      goldCode: 'HK-G999',
      metal: 'yellow_gold_999',
      words: [inEachLocale((l) => (l === 'en' ? `Zodiac ${animal.en} Charm` : `生肖${animal[l]}${l === 'zh-Hant' ? '吊墜' : '吊坠'}`))],
      kind: 'zodiac_pendant',
      weightMg: grams(random, 1.5, 3.5),
      labourFeeUnit: 'piece',
      labourFeeHkd: random.int(20, 40) * 10,
      categories: ['gold/zodiac', 'gold/pendants'],
      intro: inEachLocale((l) =>
        l === 'en'
          ? `The year of the ${animal.en.toLowerCase()} in 999 gold, to wear on a red cord or a chain.`
          : l === 'zh-Hant'
            ? `千足金生肖${animal[l]}，可配紅繩或頸鏈佩戴。`
            : `千足金生肖${animal[l]}，可配红绳或项链佩戴。`,
      ),
      series: 'lucky_charm',
      searchWords: [tri('zodiac', '生肖', '生肖'), animal],
    });
  });
}

/** Heritage gold (古法金): matte, hand-finished pieces priced on the mainland gold board. */
function addHeritageGold(catalog: CatalogBuilder, random: SeededRandom): void {
  const pieces: ReadonlyArray<{ words: Trilingual; kind: JewelleryKind; code: GoldCode }> = [
    { words: tri('Heritage Bangle', '古法手鐲', '古法手镯'), kind: 'bangle', code: 'CN-CK9999' },
    { words: tri('Heritage Ruyi Pendant', '古法如意吊墜', '古法如意吊坠'), kind: 'lock_pendant', code: 'CN-CK9999' },
    { words: tri('Heritage Coin Pendant', '古法金錢吊墜', '古法金钱吊坠'), kind: 'zodiac_pendant', code: 'CN-G999' },
    { words: tri('Heritage Bead Bracelet', '古法金珠手串', '古法金珠手串'), kind: 'bead_bracelet', code: 'CN-G999' },
  ];
  for (let index = 0; index < 8; index += 1) {
    const piece = pieces[index % pieces.length];
    addGoldPiece(catalog, random, {
      sku: `GH${1001 + index}`,
      goldCode: piece.code,
      metal: piece.code === 'CN-G999' ? 'yellow_gold_999' : 'yellow_gold_9999',
      words: [piece.words],
      kind: piece.kind,
      weightMg: piece.kind === 'bangle' ? grams(random, 20, 45) : grams(random, 3, 12),
      labourFeeUnit: piece.kind === 'bangle' ? 'gram' : 'piece',
      labourFeeHkd: piece.kind === 'bangle' ? random.int(40, 70) : random.int(30, 90) * 10,
      categories: ['gold/heritage-gold', piece.kind === 'bangle' ? 'gold/bangles' : piece.kind === 'bead_bracelet' ? 'gold/bracelets' : 'gold/pendants'],
      intro: tri(
        'Hand-finished in the old way: a soft matte surface and the weight of solid gold.',
        '以傳統手工打造，霧面質感，盡顯足金分量。',
        '以传统手工打造，雾面质感，尽显足金分量。',
      ),
      series: 'heritage_gold',
      searchWords: [tri('heritage', '古法', '古法')],
    });
  }
}

function addCharms(catalog: CatalogBuilder, random: SeededRandom): void {
  const charms: readonly Trilingual[] = [
    tri('Lucky Bead', '轉運珠', '转运珠'),
    tri('Gourd Charm', '葫蘆串珠', '葫芦串珠'),
    tri('Four-Leaf Clover Charm', '四葉草串珠', '四叶草串珠'),
    tri('Lotus Charm', '蓮花串珠', '莲花串珠'),
  ];
  for (let index = 0; index < 12; index += 1) {
    addGoldPiece(catalog, random, {
      sku: `GC${1001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [charms[index % charms.length], index % 3 === 1 ? tri('on Red Cord', '紅繩手繩', '红绳手绳') : undefined].filter((word): word is Trilingual => Boolean(word)),
      kind: 'bead_bracelet',
      weightMg: grams(random, 0.8, 2.8),
      labourFeeUnit: 'piece',
      labourFeeHkd: random.int(12, 30) * 10,
      categories: ['bracelets/charms'],
      intro: tri('A 999.9 gold charm to thread on a cord or a bracelet, for luck that turns your way.', '足金串珠，可穿於手繩或手鏈，寓意好運常轉。', '足金串珠，可穿于手绳或手链，寓意好运常转。'),
      series: 'lucky_charm',
      searchWords: [tri('charm', '串珠', '串珠')],
    });
  }
}

function addBarsBeansAndCoins(catalog: CatalogBuilder, random: SeededRandom): void {
  const beans: ReadonlyArray<{ weightMg: number; label: Trilingual }> = [
    { weightMg: 1_000, label: tri('1 g', '1克', '1克') },
    { weightMg: 2_000, label: tri('2 g', '2克', '2克') },
    { weightMg: taels(0.1), label: tri('0.1 tael', '1錢', '1钱') },
    { weightMg: taels(0.2), label: tri('0.2 tael', '2錢', '2钱') },
    { weightMg: taels(0.5), label: tri('0.5 tael', '半兩', '半两') },
    { weightMg: taels(1), label: tri('1 tael', '1兩', '1两') },
  ];
  beans.forEach((bean, index) => {
    addGoldPiece(catalog, random, {
      sku: `GK${1001 + index}`,
      goldCode: 'HK-CKBEAN',
      metal: 'yellow_gold_9999',
      // After the metal's label ("999.9 Gold", 足金): "999.9 Gold Beans 1 g", 足金金粒1克.
      words: [tri('Beans', '金粒', '金粒'), bean.label],
      kind: 'gold_beans',
      weightMg: bean.weightMg,
      labourFeeUnit: 'piece',
      labourFeeHkd: 30 + index * 20,
      categories: ['gold-bars-beans/gold-beans'],
      intro: tri('999.9 gold beans in a sealed card, easy to save a little at a time.', '足金金粒，獨立密封包裝，方便逐少儲金。', '足金金粒，独立密封包装，方便逐少储金。'),
      searchWords: [tri('gold bean', '金豆', '金豆')],
    });
  });
  [1, 5].forEach((count, index) => {
    addGoldPiece(catalog, random, {
      sku: `GT${1001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [tri('Bar', '金條', '金条'), tri(`${count} tael${count > 1 ? 's' : ''}`, `${count}兩`, `${count}两`)],
      kind: 'gold_bar',
      weightMg: taels(count),
      labourFeeUnit: 'piece',
      labourFeeHkd: 150 * count,
      categories: ['gold-bars-beans/gold-bars'],
      intro: tri('A 999.9 gold bar with its own serial number and assay card.', '足金金條，附獨立編號及成色證明卡。', '足金金条，附独立编号及成色证明卡。'),
    });
  });
  [10, 20, 50, 100, 200].forEach((gramsInBar, index) => {
    addGoldPiece(catalog, random, {
      sku: `GT${2001 + index}`,
      goldCode: 'CN-CKBAR',
      metal: 'yellow_gold_9999',
      words: [tri('Bar', '金條', '金条'), tri(`${gramsInBar} g`, `${gramsInBar}克`, `${gramsInBar}克`)],
      kind: 'gold_bar',
      weightMg: gramsInBar * 1000,
      labourFeeUnit: 'gram',
      labourFeeHkd: 8,
      categories: ['gold-bars-beans/gold-bars'],
      intro: tri('A 999.9 gold bar priced on the mainland gold board, sealed with its assay card.', '按內地金價計算的足金金條，連成色證明卡密封包裝。', '按内地金价计算的足金金条，连成色证明卡密封包装。'),
    });
  });
  const coins: readonly Trilingual[] = [tri('Fortune Coin', '福字金幣', '福字金币'), tri('Dragon Coin', '龍年金幣', '龙年金币'), tri('Wedding Coin', '囍字金幣', '囍字金币'), tri('Longevity Coin', '壽字金幣', '寿字金币')];
  coins.forEach((coin, index) => {
    addGoldPiece(catalog, random, {
      sku: `GM${1001 + index}`,
      goldCode: 'HK-CK9999',
      metal: 'yellow_gold_9999',
      words: [coin],
      kind: 'gold_coin',
      weightMg: taels(index % 2 === 0 ? 0.1 : 0.25),
      labourFeeUnit: 'piece',
      labourFeeHkd: random.int(8, 20) * 10,
      categories: ['gold-bars-beans/gold-coins'],
      intro: tri('A 999.9 gold coin in a clear gift case, for birthdays, weddings and new babies.', '足金金幣配透明禮盒，生日、結婚、滿月送禮皆宜。', '足金金币配透明礼盒，生日、结婚、满月送礼皆宜。'),
    });
  });
}

function addPlatinum(catalog: CatalogBuilder, random: SeededRandom): void {
  const pieces: ReadonlyArray<{ prefix: string; count: number; words: Trilingual; kind: JewelleryKind; category: string; min: number; max: number }> = [
    { prefix: 'PT1', count: 6, words: tri('Band Ring', '指環', '指环'), kind: 'band_ring', category: 'platinum/rings', min: 3, max: 8 },
    { prefix: 'PT2', count: 6, words: tri('Necklace', '項鏈', '项链'), kind: 'chain_necklace', category: 'platinum/necklaces', min: 4, max: 12 },
    { prefix: 'PT3', count: 4, words: tri('Bracelet', '手鏈', '手链'), kind: 'chain_bracelet', category: 'platinum/bracelets', min: 3, max: 9 },
  ];
  for (const piece of pieces) {
    for (let index = 0; index < piece.count; index += 1) {
      const categories = [piece.category];
      if (piece.kind === 'band_ring' && index < 2) categories.push('wedding-rings/platinum');
      if (piece.kind === 'chain_necklace') categories.push('necklaces-pendants/platinum', 'necklaces-pendants/chains');
      addGoldPiece(catalog, random, {
        sku: `${piece.prefix}${String(index + 1).padStart(3, '0')}`,
        goldCode: 'HK-PT9995',
        metal: 'pt9995',
        words: piece.kind === 'band_ring' ? [piece.words] : [CHAIN_STYLES[index % CHAIN_STYLES.length], piece.words],
        kind: piece.kind,
        weightMg: grams(random, piece.min, piece.max),
        labourFeeUnit: piece.kind === 'band_ring' ? 'piece' : 'gram',
        labourFeeHkd: piece.kind === 'band_ring' ? random.int(28, 58) * 10 : random.int(60, 110),
        categories,
        intro: tri('Platinum 999.5, naturally white and hypoallergenic, priced by the day\'s platinum price.', '足鉑999.5，天然白色光澤，不易致敏，按當日鉑金價計算。', '足铂999.5，天然白色光泽，不易致敏，按当日铂金价计算。'),
        searchWords: [tri('platinum', '鉑金', '铂金'), tri('platinum', '白金', '白金')],
      });
    }
  }
}
