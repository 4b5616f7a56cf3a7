/**
 * TOSI made-to-order designs (spec 000 §1): custom_made_simple pieces whose metal, diamond and
 * engraving are chosen in the customizer, and custom_made_bundle pair rings whose "for_her" and
 * "for_him" options are custom-made rings sold only through the bundle. None is kept in stock:
 * they sell on backorder with a delivery time in days.
 */
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import type { MetalTone } from '../vocabulary.ts';
import type { CatalogBuilder, ProductDraft } from './catalogBuilder.ts';
import { NOTES, deliverySpecs, describe, paragraph } from './descriptions.ts';
import { gallery } from './gallery.ts';
import { shelfPrice } from './pricing.ts';

const BRAND = 'TOSI';

interface Design {
  name: Trilingual;
  intro: Trilingual;
  kind: JewelleryKind;
  tone: MetalTone;
  category: string;
  fromHkd: number;
  gender: ProductDraft['designGender'];
}

const DESIGNS: readonly Design[] = [
  { name: tri('Design Your Solitaire Ring', '自訂單鑽戒指', '自订单钻戒指'), intro: tri('Choose the diamond, the metal and the setting of your engagement ring.', '自選鑽石、金屬及鑲嵌款式，打造你的求婚戒指。', '自选钻石、金属及镶嵌款式，打造你的求婚戒指。'), kind: 'solitaire_ring', tone: 'white', category: 'custom-made/diamond-rings', fromHkd: 6_800, gender: 'women' },
  { name: tri('Design Your Halo Ring', '自訂光環鑽石戒指', '自订光环钻石戒指'), intro: tri('A centre diamond of your choice framed by a halo of smaller stones.', '自選主石，以小鑽環繞襯托。', '自选主石，以小钻环绕衬托。'), kind: 'halo_ring', tone: 'white', category: 'custom-made/diamond-rings', fromHkd: 9_800, gender: 'women' },
  { name: tri('Design Your Rose Gold Ring', '自訂玫瑰金鑽石戒指', '自订玫瑰金钻石戒指'), intro: tri('A diamond ring in warm rose gold, set the way you like.', '以溫暖玫瑰金打造，按你喜好鑲嵌鑽石。', '以温暖玫瑰金打造，按你喜好镶嵌钻石。'), kind: 'solitaire_ring', tone: 'rose', category: 'custom-made/diamond-rings', fromHkd: 7_200, gender: 'women' },
  { name: tri('Design Your Eternity Ring', '自訂排鑽戒指', '自订排钻戒指'), intro: tri('Choose how many diamonds go round and how wide the band is.', '自選鑽石數目及指環闊度。', '自选钻石数目及指环宽度。'), kind: 'eternity_ring', tone: 'white', category: 'custom-made/diamond-rings', fromHkd: 8_800, gender: 'women' },
  { name: tri('Design Your Yellow Gold Ring', '自訂黃金鑽石戒指', '自订黄金钻石戒指'), intro: tri('A classic yellow gold ring with the diamond you pick.', '經典黃金戒指，配上你親自挑選的鑽石。', '经典黄金戒指，配上你亲自挑选的钻石。'), kind: 'solitaire_ring', tone: 'yellow', category: 'custom-made/diamond-rings', fromHkd: 6_500, gender: 'women' },
  { name: tri('Design Your Signet Ring', '自訂印章戒指', '自订印章戒指'), intro: tri('Engrave initials or a family mark on a solid signet ring.', '於實心印章戒指刻上名字縮寫或家族標記。', '于实心印章戒指刻上名字缩写或家族标记。'), kind: 'band_ring', tone: 'yellow', category: 'custom-made/diamond-rings', fromHkd: 5_800, gender: 'men' },
  { name: tri('Design Your Diamond Pendant', '自訂鑽石吊墜', '自订钻石吊坠'), intro: tri('Pick the diamond and the chain length of your pendant.', '自選鑽石及頸鏈長度。', '自选钻石及项链长度。'), kind: 'pendant_necklace', tone: 'white', category: 'custom-made/pendants', fromHkd: 4_800, gender: 'women' },
  { name: tri('Design Your Heart Pendant', '自訂心形吊墜', '自订心形吊坠'), intro: tri('A heart pendant with an engraving on the back.', '心形吊墜，背面可刻字。', '心形吊坠，背面可刻字。'), kind: 'heart_pendant', tone: 'rose', category: 'custom-made/pendants', fromHkd: 3_800, gender: 'women' },
  { name: tri('Design Your Name Pendant', '自訂名字吊墜', '自订名字吊坠'), intro: tri('Your name or a date, cut from 18K gold.', '以18K金切割出你的名字或紀念日子。', '以18K金切割出你的名字或纪念日子。'), kind: 'zodiac_pendant', tone: 'yellow', category: 'custom-made/pendants', fromHkd: 2_800, gender: 'both' },
  { name: tri('Design Your Chain Bracelet', '自訂手鏈', '自订手链'), intro: tri('Choose the chain, the length and up to three charms.', '自選鏈款、長度及最多三粒串珠。', '自选链款、长度及最多三粒串珠。'), kind: 'chain_bracelet', tone: 'rose', category: 'custom-made/bracelets', fromHkd: 3_200, gender: 'women' },
  { name: tri('Design Your Bangle', '自訂手鐲', '自订手镯'), intro: tri('A bangle sized to your wrist, with engraving inside.', '按手腕尺寸打造的手鐲，內圈可刻字。', '按手腕尺寸打造的手镯，内圈可刻字。'), kind: 'bangle', tone: 'white', category: 'custom-made/bracelets', fromHkd: 7_800, gender: 'women' },
  { name: tri('Design Your Ladies\' Watch', '自訂女裝腕錶', '自订女士腕表'), intro: tri('Choose the dial, the hands and the strap of your watch.', '自選錶盤、指針及錶帶。', '自选表盘、指针及表带。'), kind: 'watch', tone: 'rose', category: 'custom-made/watches', fromHkd: 5_800, gender: 'women' },
  { name: tri('Design Your Men\'s Watch', '自訂男裝腕錶', '自订男士腕表'), intro: tri('A men\'s watch with your choice of dial, hands and strap.', '男裝腕錶，自選錶盤、指針及錶帶。', '男士腕表，自选表盘、指针及表带。'), kind: 'watch', tone: 'white', category: 'custom-made/watches', fromHkd: 6_800, gender: 'men' },
  { name: tri('Design Your Couple Watch', '自訂情侶腕錶', '自订情侣腕表'), intro: tri('Two watches with a shared engraving on the case back.', '一對腕錶，錶底刻上相同字句。', '一对腕表，表底刻上相同字句。'), kind: 'watch', tone: 'yellow', category: 'custom-made/watches', fromHkd: 11_800, gender: 'both' },
];

const PAIR_DESIGNS: readonly Trilingual[] = [
  tri('Classic Dome', '經典弧面', '经典弧面'),
  tri('Twin Hearts', '雙心', '双心'),
  tri('Infinity Twist', '無限扭紋', '无限扭纹'),
  tri('Star Trail', '星軌', '星轨'),
  tri('Woven Vows', '交織誓言', '交织誓言'),
  tri('Horizon', '地平線', '地平线'),
];

export function addCustomMade(catalog: CatalogBuilder, random: SeededRandom): void {
  DESIGNS.forEach((design, index) => {
    const days = random.int(21, 45);
    const name = inEachLocale((l) => `TOSI ${design.name[l]}`);
    catalog.add({
      sku: `CM${1001 + index}`,
      typeId: 'custom_made_simple',
      brand: BRAND,
      series: 'tosi',
      name,
      shortDescription: design.intro,
      description: describe(paragraph(design.intro), deliverySpecs(days), NOTES.madeToOrder),
      designGender: design.gender,
      deliveryDays: days,
      priceHkd: shelfPrice(design.fromHkd),
      stock: 'made_to_order',
      categories: [design.category],
      media: gallery(name, design.kind, design.tone, { packaging: index % 2 === 0 }),
      searchWords: [tri('custom made', '訂製', '订制'), tri('customise', '度身訂造', '度身订造')],
    });
  });

  PAIR_DESIGNS.forEach((design, index) => {
    const sku = `CMB${1001 + index}`;
    const days = random.int(30, 45);
    const tone: MetalTone = (['white', 'rose', 'yellow'] as const)[index % 3];
    const herPrice = shelfPrice(4_800 + index * 400);
    const himPrice = shelfPrice(5_200 + index * 400);
    const ring = (who: 'her' | 'him'): Trilingual =>
      inEachLocale((l) =>
        l === 'en' ? `TOSI ${design.en} ${who === 'her' ? "Ladies'" : "Men's"} Ring` : `TOSI ${design[l]}${who === 'her' ? '女戒' : '男戒'}`,
      );
    for (const who of ['her', 'him'] as const) {
      catalog.add({
        sku: `${sku}-${who === 'her' ? 'F' : 'M'}`,
        typeId: 'custom_made_simple',
        visible: false,
        brand: BRAND,
        series: 'tosi',
        name: ring(who),
        shortDescription: ring(who),
        description: describe(deliverySpecs(days), NOTES.madeToOrder),
        designGender: who === 'her' ? 'women' : 'men',
        deliveryDays: days,
        priceHkd: who === 'her' ? herPrice : himPrice,
        stock: 'made_to_order',
        categories: [],
        media: gallery(ring(who), who === 'her' ? 'solitaire_ring' : 'band_ring', tone),
      });
    }
    const name = inEachLocale((l) => (l === 'en' ? `TOSI ${design.en} Custom Pair Rings` : `TOSI ${design[l]}${l === 'zh-Hant' ? '訂製對戒' : '订制对戒'}`));
    const intro = tri(
      'Design both rings together: the metal, the diamond for her, the width and finish, and an engraving inside each.',
      '一次設計兩隻戒指：自選金屬、女戒鑽石、闊度及表面效果，兩隻內圈均可刻字。',
      '一次设计两只戒指：自选金属、女戒钻石、宽度及表面效果，两只内圈均可刻字。',
    );
    catalog.add({
      sku,
      typeId: 'custom_made_bundle',
      brand: BRAND,
      series: 'tosi',
      name,
      shortDescription: intro,
      description: describe(paragraph(intro), deliverySpecs(days), NOTES.madeToOrder),
      designGender: 'both',
      deliveryDays: days,
      priceHkd: herPrice + himPrice,
      stock: 'made_to_order',
      categories: ['custom-made/pair-rings'],
      media: gallery(name, 'pair_rings', tone, { packaging: true }),
      links: [
        { childSku: `${sku}-F`, kind: 'bundle', optionCode: 'for_her' },
        { childSku: `${sku}-M`, kind: 'bundle', optionCode: 'for_him' },
      ],
      searchWords: [tri('custom made', '訂製', '订制'), tri('pair rings', '對戒', '对戒')],
    });
  }
  );
}
