/**
 * Product names and filing shared by the product families: names read "Aurora 18K White Gold Round
 * Diamond Ring 0.50ct" / "極光系列 18K白金圓形鑽石戒指 0.50卡", and products of a series are filed
 * under its collection category as well.
 */
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import { SERIES_LABELS, type MetalTone, type SeriesKey } from '../vocabulary.ts';

/** Series label, words run together in Chinese, an optional tail (carat, size) after a space. */
export function productName(parts: { series?: SeriesKey; words: Array<Trilingual | undefined>; tail?: Trilingual }): Trilingual {
  const words = parts.words.filter((word): word is Trilingual => Boolean(word));
  return inEachLocale((locale) => {
    const series = parts.series ? SERIES_LABELS[parts.series][locale] : '';
    const body = words.map((word) => word[locale]).join(locale === 'en' ? ' ' : '');
    return [series, body, parts.tail?.[locale]].filter(Boolean).join(' ');
  });
}

/** A variant's name: its parent's with the options chosen, e.g. "... – Rose, Size 12" / "...（玫瑰色，12號）". */
export function variantName(parent: Trilingual, options: Trilingual[]): Trilingual {
  return inEachLocale((locale) =>
    locale === 'en' ? `${parent.en} – ${options.map((option) => option.en).join(', ')}` : `${parent[locale]}（${options.map((option) => option[locale]).join('，')}）`,
  );
}

const COLLECTION_CATEGORY: Partial<Record<SeriesKey, string>> = {
  aurora: 'collections/aurora',
  blossom: 'collections/blossom',
  infinity: 'collections/infinity',
  starlight: 'collections/starlight',
  love_knot: 'collections/love-knot',
  lucky_charm: 'collections/lucky-charm',
};

/** The collection category of a series, if it has one; rose-gold Blossom pieces go one level down. */
export function collectionCategory(series: SeriesKey | undefined, tone?: MetalTone): string[] {
  if (!series) return [];
  if (series === 'blossom' && tone === 'rose') return ['collections/blossom/rose-gold'];
  const path = COLLECTION_CATEGORY[series];
  return path ? [path] : [];
}

export const ITEM = {
  diamondRing: tri('Diamond Ring', '鑽石戒指', '钻石戒指'),
  solitaireRing: tri('Diamond Solitaire Ring', '單鑽戒指', '单钻戒指'),
  haloRing: tri('Halo Diamond Ring', '光環鑽石戒指', '光环钻石戒指'),
  eternityRing: tri('Eternity Ring', '排鑽戒指', '排钻戒指'),
  halfEternityRing: tri('Half-Eternity Ring', '半排鑽戒指', '半排钻戒指'),
  weddingBand: tri('Wedding Band', '結婚戒指', '结婚戒指'),
  pairRings: tri('Pair Rings', '對戒', '对戒'),
  engagementRing: tri('Engagement Ring', '求婚戒指', '求婚戒指'),
  ring: tri('Ring', '戒指', '戒指'),
  necklace: tri('Necklace', '項鏈', '项链'),
  diamondNecklace: tri('Diamond Necklace', '鑽石項鏈', '钻石项链'),
  pendant: tri('Pendant', '吊墜', '吊坠'),
  diamondPendant: tri('Diamond Pendant', '鑽石吊墜', '钻石吊坠'),
  heartPendant: tri('Heart Pendant', '心形吊墜', '心形吊坠'),
  chain: tri('Chain', '頸鏈', '项链'),
  pearlNecklace: tri('Pearl Necklace', '珍珠項鏈', '珍珠项链'),
  studEarrings: tri('Stud Earrings', '耳釘', '耳钉'),
  dropEarrings: tri('Drop Earrings', '耳墜', '耳坠'),
  hoopEarrings: tri('Hoop Earrings', '耳圈', '耳圈'),
  bracelet: tri('Bracelet', '手鏈', '手链'),
  diamondBracelet: tri('Diamond Bracelet', '鑽石手鏈', '钻石手链'),
  bangle: tri('Bangle', '手鐲', '手镯'),
  beadBracelet: tri('Lucky Bead Bracelet', '轉運珠手繩', '转运珠手绳'),
  charm: tri('Charm', '串珠', '串珠'),
  watch: tri('Watch', '腕錶', '腕表'),
  diamondWatch: tri('Diamond Watch', '鑽石腕錶', '钻石腕表'),
} as const;
