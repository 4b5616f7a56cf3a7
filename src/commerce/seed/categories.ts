/**
 * The category tree of the demo store: the mega menu of spec 001 §3.2 and the listing pages.
 *
 * - One root (id 1, level 0, path "1"), which is not a page and has no URL rewrite.
 * - First-level children carry category_code; second-level children carry the collection label
 *   (menu_collection_label and menu_collection_label_code/_text) that groups the submenu: style,
 *   material, collection, and for diamond rings the diamond group codes "cutting" and "certificate".
 * - Third-level children carry no collection label (spec 001 §3.2).
 * - Ids are assigned depth first in the order below, so they are the same on every run.
 */
import type { categories } from '../db/schema.ts';
import type { DiamondShape } from './vocabulary.ts';
import { categoryBannerFile, categoryImageFile, shapeIconFile, type CategoryArt } from './images.ts';
import { tri, type Trilingual } from './localized.ts';
import { SHAPE_LABELS } from './vocabulary.ts';

export type CollectionLabelCode = 'style' | 'material' | 'collection' | 'cutting' | 'certificate' | 'occasion';

const COLLECTION_LABELS: Record<CollectionLabelCode, Trilingual> = {
  style: tri('Shop by Style', '按款式選購', '按款式选购'),
  material: tri('Shop by Material', '按材質選購', '按材质选购'),
  collection: tri('Collections', '精選系列', '精选系列'),
  cutting: tri('Shop by Diamond Shape', '按鑽石形狀選購', '按钻石形状选购'),
  certificate: tri('Shop by Certificate', '按證書選購', '按证书选购'),
  occasion: tri('Shop by Occasion', '按場合選購', '按场合选购'),
};

interface CategoryDefinition {
  urlKey: string;
  name: Trilingual;
  description?: Trilingual;
  art?: CategoryArt;
  shapeIcon?: DiamondShape;
  includeInMenu?: boolean;
  /** Menu entry that opens a storefront page instead of the listing (page_url, no leading slash). */
  pageUrl?: string;
  isStoreBrand?: boolean;
  /** First level only. */
  categoryCode?: string;
  /** Second level only: the submenu group. */
  collection?: CollectionLabelCode;
  children?: CategoryDefinition[];
}

const shapeCategory = (shape: DiamondShape, urlKey: string): CategoryDefinition => ({
  urlKey,
  name: tri(`${SHAPE_LABELS[shape].en} Diamonds`, `${SHAPE_LABELS[shape]['zh-Hant']}鑽石`, `${SHAPE_LABELS[shape]['zh-Hans']}钻石`),
  collection: 'cutting',
  shapeIcon: shape,
});

const TREE: readonly CategoryDefinition[] = [
  {
    urlKey: 'gold',
    name: tri('Gold', '黃金', '黄金'),
    description: tri(
      '<p>999.9 gold jewellery priced daily by weight and the day\'s gold price, with a clear labour fee.</p>',
      '<p>足金首飾按重量及當日金價計算，另加清晰列明的工費。</p>',
      '<p>足金首饰按重量及当日金价计算，另加清晰列明的工费。</p>',
    ),
    art: { kind: 'chain_necklace', tone: 'yellow' },
    categoryCode: 'gold',
    children: [
      { urlKey: 'necklaces', name: tri('Gold Necklaces', '黃金項鏈', '黄金项链'), collection: 'style', art: { kind: 'chain_necklace', tone: 'yellow' } },
      { urlKey: 'pendants', name: tri('Gold Pendants', '黃金吊墜', '黄金吊坠'), collection: 'style', art: { kind: 'zodiac_pendant', tone: 'yellow' } },
      { urlKey: 'bracelets', name: tri('Gold Bracelets', '黃金手鏈', '黄金手链'), collection: 'style', art: { kind: 'chain_bracelet', tone: 'yellow' } },
      { urlKey: 'bangles', name: tri('Gold Bangles', '黃金手鐲', '黄金手镯'), collection: 'style', art: { kind: 'bangle', tone: 'yellow' } },
      { urlKey: 'rings', name: tri('Gold Rings', '黃金戒指', '黄金戒指'), collection: 'style', art: { kind: 'band_ring', tone: 'yellow' } },
      { urlKey: 'earrings', name: tri('Gold Earrings', '黃金耳環', '黄金耳环'), collection: 'style', art: { kind: 'hoop_earrings', tone: 'yellow' } },
      {
        urlKey: 'wedding-gold',
        name: tri('Wedding Gold', '結婚金器', '结婚金器'),
        collection: 'collection',
        art: { kind: 'dragon_phoenix_bangles', tone: 'yellow' },
        children: [
          { urlKey: 'dragon-phoenix-bangles', name: tri('Dragon & Phoenix Bangles', '龍鳳鐲', '龙凤镯') },
          { urlKey: 'wedding-sets', name: tri('Wedding Gold Sets', '結婚金飾套裝', '结婚金饰套装') },
        ],
      },
      { urlKey: 'baby-gold', name: tri('Baby Gold', '嬰兒金飾', '婴儿金饰'), collection: 'collection', art: { kind: 'lock_pendant', tone: 'yellow' } },
      { urlKey: 'zodiac', name: tri('Chinese Zodiac', '生肖金飾', '生肖金饰'), collection: 'collection', art: { kind: 'zodiac_pendant', tone: 'yellow' } },
      { urlKey: 'heritage-gold', name: tri('Heritage Gold', '古法金', '古法金'), collection: 'collection', art: { kind: 'bangle', tone: 'yellow' } },
    ],
  },
  {
    urlKey: 'diamond-rings',
    name: tri('Diamond Rings', '鑽石戒指', '钻石戒指'),
    description: tri(
      '<p>Certified diamonds set in 18K gold and platinum, from everyday solitaires to statement halos.</p>',
      '<p>附證書鑽石鑲嵌於18K金及鉑金，由日常單鑽到矚目光環款式一應俱全。</p>',
      '<p>附证书钻石镶嵌于18K金及铂金，由日常单钻到瞩目光环款式一应俱全。</p>',
    ),
    art: { kind: 'solitaire_ring', tone: 'white' },
    categoryCode: 'diamond_ring',
    children: [
      shapeCategory('round', 'round'),
      shapeCategory('oval', 'oval'),
      shapeCategory('pear', 'pear'),
      shapeCategory('princess', 'princess'),
      shapeCategory('cushion', 'cushion'),
      shapeCategory('heart', 'heart'),
      shapeCategory('emerald', 'emerald'),
      { urlKey: 'gia', name: tri('GIA Certified', 'GIA證書鑽石', 'GIA证书钻石'), collection: 'certificate' },
      { urlKey: 'igi', name: tri('IGI Certified', 'IGI證書鑽石', 'IGI证书钻石'), collection: 'certificate' },
      {
        urlKey: 'solitaire',
        name: tri('Solitaire Rings', '單鑽戒指', '单钻戒指'),
        collection: 'style',
        children: [{ urlKey: 'one-carat-plus', name: tri('1 Carat & Above', '1卡或以上', '1克拉或以上'), includeInMenu: false }],
      },
      { urlKey: 'halo', name: tri('Halo Rings', '光環鑽石戒指', '光环钻石戒指'), collection: 'style', art: { kind: 'halo_ring', tone: 'white' } },
      { urlKey: 'eternity', name: tri('Eternity Rings', '排鑽戒指', '排钻戒指'), collection: 'style', art: { kind: 'eternity_ring', tone: 'white' } },
      { urlKey: 'coloured-diamonds', name: tri('Coloured Diamonds', '彩鑽戒指', '彩钻戒指'), collection: 'style', art: { kind: 'halo_ring', tone: 'rose' } },
    ],
  },
  {
    urlKey: 'wedding-rings',
    name: tri('Wedding & Pair Rings', '結婚對戒', '结婚对戒'),
    description: tri(
      '<p>Pair rings, wedding bands and engagement rings, engraved free of charge.</p>',
      '<p>對戒、結婚戒指及求婚戒指，免費刻字。</p>',
      '<p>对戒、结婚戒指及求婚戒指，免费刻字。</p>',
    ),
    art: { kind: 'pair_rings', tone: 'yellow' },
    categoryCode: 'wedding_ring',
    children: [
      { urlKey: 'pair-rings', name: tri('Pair Rings', '對戒', '对戒'), collection: 'style', art: { kind: 'pair_rings', tone: 'white' } },
      { urlKey: 'wedding-bands', name: tri('Wedding Bands', '結婚戒指', '结婚戒指'), collection: 'style', art: { kind: 'band_ring', tone: 'white' } },
      { urlKey: 'engagement-rings', name: tri('Engagement Rings', '求婚戒指', '求婚戒指'), collection: 'style', art: { kind: 'solitaire_ring', tone: 'white' } },
      { urlKey: 'platinum', name: tri('Platinum Wedding Rings', '鉑金婚戒', '铂金婚戒'), collection: 'material', art: { kind: 'band_ring', tone: 'white' } },
      { urlKey: '18k-gold', name: tri('18K Gold Wedding Rings', '18K金婚戒', '18K金婚戒'), collection: 'material', art: { kind: 'band_ring', tone: 'rose' } },
      {
        urlKey: 'wedding-season',
        name: tri('Wedding Season Offers', '囍事優惠', '喜事优惠'),
        collection: 'occasion',
        pageUrl: 'wedding-season',
        art: { kind: 'dragon_phoenix_bangles', tone: 'yellow' },
      },
    ],
  },
  {
    urlKey: 'necklaces-pendants',
    name: tri('Necklaces & Pendants', '項鏈及吊墜', '项链及吊坠'),
    art: { kind: 'pendant_necklace', tone: 'white' },
    categoryCode: 'necklace',
    children: [
      { urlKey: 'diamond-necklaces', name: tri('Diamond Necklaces', '鑽石項鏈', '钻石项链'), collection: 'style' },
      { urlKey: 'pendants', name: tri('Pendants', '吊墜', '吊坠'), collection: 'style', art: { kind: 'heart_pendant', tone: 'rose' } },
      { urlKey: 'pearl-necklaces', name: tri('Pearl Necklaces', '珍珠項鏈', '珍珠项链'), collection: 'style', art: { kind: 'pearl_necklace', tone: 'white' } },
      { urlKey: 'chains', name: tri('Plain Chains', '素鏈', '素链'), collection: 'style', art: { kind: 'chain_necklace', tone: 'white' } },
      { urlKey: '18k-gold', name: tri('18K Gold', '18K金', '18K金'), collection: 'material', art: { kind: 'chain_necklace', tone: 'rose' } },
      { urlKey: 'platinum', name: tri('Platinum', '鉑金', '铂金'), collection: 'material', art: { kind: 'chain_necklace', tone: 'white' } },
    ],
  },
  {
    urlKey: 'earrings',
    name: tri('Earrings', '耳環', '耳环'),
    art: { kind: 'stud_earrings', tone: 'white' },
    categoryCode: 'earring',
    children: [
      { urlKey: 'studs', name: tri('Stud Earrings', '耳釘', '耳钉'), collection: 'style' },
      { urlKey: 'drops', name: tri('Drop Earrings', '耳墜', '耳坠'), collection: 'style', art: { kind: 'drop_earrings', tone: 'white' } },
      { urlKey: 'hoops', name: tri('Hoop Earrings', '耳圈', '耳圈'), collection: 'style', art: { kind: 'hoop_earrings', tone: 'rose' } },
      { urlKey: 'diamond-earrings', name: tri('Diamond Earrings', '鑽石耳環', '钻石耳环'), collection: 'material' },
      { urlKey: '18k-gold', name: tri('18K Gold Earrings', '18K金耳環', '18K金耳环'), collection: 'material', art: { kind: 'hoop_earrings', tone: 'yellow' } },
    ],
  },
  {
    urlKey: 'bracelets',
    name: tri('Bracelets', '手鏈', '手链'),
    art: { kind: 'chain_bracelet', tone: 'rose' },
    categoryCode: 'bracelet',
    children: [
      { urlKey: 'chain-bracelets', name: tri('Chain Bracelets', '鏈款手鏈', '链款手链'), collection: 'style' },
      { urlKey: 'bangles', name: tri('Bangles', '手鐲', '手镯'), collection: 'style', art: { kind: 'bangle', tone: 'white' } },
      { urlKey: 'charms', name: tri('Charms & Lucky Beads', '串珠及轉運珠', '串珠及转运珠'), collection: 'style', art: { kind: 'bead_bracelet', tone: 'yellow' } },
      { urlKey: 'diamond-bracelets', name: tri('Diamond Bracelets', '鑽石手鏈', '钻石手链'), collection: 'material', art: { kind: 'chain_bracelet', tone: 'white' } },
    ],
  },
  {
    urlKey: 'watches',
    name: tri('Watches', '手錶', '手表'),
    art: { kind: 'watch', tone: 'rose' },
    categoryCode: 'watch',
    children: [
      { urlKey: 'ladies', name: tri("Ladies' Watches", '女裝腕錶', '女士腕表'), collection: 'style' },
      { urlKey: 'mens', name: tri("Men's Watches", '男裝腕錶', '男士腕表'), collection: 'style', art: { kind: 'watch', tone: 'white' } },
      { urlKey: 'diamond-watches', name: tri('Diamond Watches', '鑽石腕錶', '钻石腕表'), collection: 'material', art: { kind: 'watch', tone: 'yellow' } },
    ],
  },
  {
    urlKey: 'gold-bars-beans',
    name: tri('Gold Bars & Beans', '金條及金粒', '金条及金粒'),
    description: tri(
      '<p>999.9 gold bars, beans and coins for saving and gifting, priced by the day\'s gold price.</p>',
      '<p>足金金條、金粒及金幣，儲金送禮皆宜，按當日金價計算。</p>',
      '<p>足金金条、金粒及金币，储金送礼皆宜，按当日金价计算。</p>',
    ),
    art: { kind: 'gold_bar', tone: 'yellow' },
    categoryCode: 'gold_bar',
    children: [
      { urlKey: 'gold-bars', name: tri('Gold Bars', '金條', '金条'), collection: 'style' },
      { urlKey: 'gold-beans', name: tri('Gold Beans', '金粒', '金粒'), collection: 'style', art: { kind: 'gold_beans', tone: 'yellow' } },
      { urlKey: 'gold-coins', name: tri('Gold Coins', '金幣', '金币'), collection: 'style', art: { kind: 'gold_coin', tone: 'yellow' } },
    ],
  },
  {
    urlKey: 'platinum',
    name: tri('Platinum', '鉑金', '铂金'),
    art: { kind: 'band_ring', tone: 'white' },
    categoryCode: 'platinum',
    children: [
      { urlKey: 'rings', name: tri('Platinum Rings', '鉑金戒指', '铂金戒指'), collection: 'style' },
      { urlKey: 'necklaces', name: tri('Platinum Necklaces', '鉑金項鏈', '铂金项链'), collection: 'style', art: { kind: 'chain_necklace', tone: 'white' } },
      { urlKey: 'bracelets', name: tri('Platinum Bracelets', '鉑金手鏈', '铂金手链'), collection: 'style', art: { kind: 'chain_bracelet', tone: 'white' } },
    ],
  },
  {
    urlKey: 'collections',
    name: tri('Collections', '精選系列', '精选系列'),
    art: { kind: 'heart_pendant', tone: 'rose' },
    categoryCode: 'collection',
    children: [
      { urlKey: 'aurora', name: tri('Aurora', '極光系列', '极光系列'), collection: 'collection', art: { kind: 'halo_ring', tone: 'white' } },
      {
        urlKey: 'blossom',
        name: tri('Blossom', '花悅系列', '花悦系列'),
        collection: 'collection',
        art: { kind: 'heart_pendant', tone: 'rose' },
        children: [{ urlKey: 'rose-gold', name: tri('Blossom in Rose Gold', '花悅玫瑰金', '花悦玫瑰金') }],
      },
      { urlKey: 'infinity', name: tri('Infinity', '永恆系列', '永恒系列'), collection: 'collection', art: { kind: 'eternity_ring', tone: 'white' } },
      { urlKey: 'starlight', name: tri('Starlight', '星光系列', '星光系列'), collection: 'collection', art: { kind: 'drop_earrings', tone: 'white' } },
      { urlKey: 'love-knot', name: tri('Love Knot', '同心結系列', '同心结系列'), collection: 'collection', art: { kind: 'pair_rings', tone: 'rose' } },
      { urlKey: 'lucky-charm', name: tri('Lucky Charm', '好運系列', '好运系列'), collection: 'collection', art: { kind: 'bead_bracelet', tone: 'yellow' }, isStoreBrand: true },
    ],
  },
  {
    urlKey: 'custom-made',
    name: tri('TOSI Made-to-Order', 'TOSI 訂製', 'TOSI 订制'),
    description: tri(
      '<p>Design your own ring, pendant, bracelet or watch: choose the metal, the diamond and the engraving.</p>',
      '<p>親手設計戒指、吊墜、手鏈或腕錶：自選金屬、鑽石及刻字。</p>',
      '<p>亲手设计戒指、吊坠、手链或腕表：自选金属、钻石及刻字。</p>',
    ),
    art: { kind: 'engraving', tone: 'white' },
    categoryCode: 'custom',
    isStoreBrand: true,
    // The menu opens the made-to-order sub-brand's own pages (spec 000 §2 /customizer/), where the
    // designs are chosen and made, not a listing of the catalog's made-to-order products.
    pageUrl: 'customizer',
    children: [
      { urlKey: 'diamond-rings', name: tri('Custom Diamond Rings', '訂製鑽石戒指', '订制钻石戒指'), collection: 'style', art: { kind: 'solitaire_ring', tone: 'white' }, pageUrl: 'customizer/diamond-rings' },
      { urlKey: 'pair-rings', name: tri('Custom Pair Rings', '訂製對戒', '订制对戒'), collection: 'style', art: { kind: 'pair_rings', tone: 'white' }, pageUrl: 'customizer/pair-rings' },
      { urlKey: 'pendants', name: tri('Custom Pendants', '訂製吊墜', '订制吊坠'), collection: 'style', art: { kind: 'pendant_necklace', tone: 'white' }, pageUrl: 'customizer/pendants' },
      { urlKey: 'bracelets', name: tri('Custom Bracelets', '訂製手鏈', '订制手链'), collection: 'style', art: { kind: 'chain_bracelet', tone: 'white' }, pageUrl: 'customizer/bracelets' },
      { urlKey: 'watches', name: tri('Custom Watches', '訂製腕錶', '订制腕表'), collection: 'style', art: { kind: 'watch', tone: 'white' }, pageUrl: 'customizer/watches' },
    ],
  },
  {
    urlKey: 'gifts',
    name: tri('Gifts & Services', '禮品及服務', '礼品及服务'),
    art: { kind: 'gift_box', tone: 'yellow' },
    categoryCode: 'gift',
    children: [
      { urlKey: 'gift-cards', name: tri('Gift Cards', '禮品卡', '礼品卡'), collection: 'style', art: { kind: 'gift_card', tone: 'yellow' } },
      { urlKey: 'gift-sets', name: tri('Gift Sets', '禮品套裝', '礼品套装'), collection: 'style' },
      { urlKey: 'services', name: tri('Jewellery Services', '珠寶服務', '珠宝服务'), collection: 'style', art: { kind: 'engraving', tone: 'yellow' } },
      { urlKey: 'guides', name: tri('Jewellery Guides', '珠寶指南', '珠宝指南'), collection: 'style', art: { kind: 'care_guide', tone: 'yellow' } },
      { urlKey: 'member-rewards', name: tri('Member Rewards', '會員禮遇', '会员礼遇'), collection: 'occasion', includeInMenu: false },
    ],
  },
  {
    urlKey: 'online-exclusive',
    name: tri('Online Exclusives', '網店限定', '网店限定'),
    art: { kind: 'heart_pendant', tone: 'yellow' },
    categoryCode: 'online_exclusive',
    includeInMenu: false,
  },
  {
    urlKey: 'gold-price',
    name: tri('Gold Price', '金價', '金价'),
    art: { kind: 'gold_bar', tone: 'yellow' },
    categoryCode: 'gold_price',
    // The menu entry opens the daily gold price page; the listing holds the gold-priced products.
    pageUrl: 'dynamicGoldPrice',
  },
];

export interface SeedCategory {
  id: number;
  urlPath: string;
  level: number;
  name: Trilingual;
  /** Ids from the first level down to this category (the root excluded). */
  lineage: number[];
  hasChildren: boolean;
}

export interface CategoryTree {
  rows: Array<typeof categories.$inferInsert>;
  byPath: Map<string, SeedCategory>;
  /** The drawings the tree's images use: a thumbnail per category art, a banner per first-level category. */
  arts: { thumbnails: CategoryArt[]; banners: CategoryArt[] };
}

export const ROOT_CATEGORY_ID = 1;

export function buildCategoryTree(): CategoryTree {
  const rows: Array<typeof categories.$inferInsert> = [];
  const byPath = new Map<string, SeedCategory>();
  const arts: CategoryTree['arts'] = { thumbnails: [], banners: [] };
  let nextId = ROOT_CATEGORY_ID;

  rows.push({
    id: nextId,
    parentId: null,
    path: String(nextId),
    level: 0,
    position: 0,
    name: tri('Default Category', '預設類別', '默认类别'),
    urlKey: 'default-category',
    urlPath: 'default-category',
    includeInMenu: true,
    isActive: true,
  });
  nextId += 1;

  type Parent = { id: number; path: string; urlPath: string; level: number; art: CategoryArt; bannerArt: CategoryArt; lineage: number[] };
  const visit = (definition: CategoryDefinition, parent: Parent, position: number): void => {
    const id = nextId;
    nextId += 1;
    const level = parent.level + 1;
    const urlPath = parent.urlPath ? `${parent.urlPath}/${definition.urlKey}` : definition.urlKey;
    const art = definition.art ?? parent.art;
    // Listing banners are wide and costly to draw: subcategories show their first-level banner.
    const bannerArt = level === 1 ? art : parent.bannerArt;
    arts.thumbnails.push(art);
    if (level === 1) arts.banners.push(art);
    const collection = level === 2 ? definition.collection : undefined;
    const label = collection ? COLLECTION_LABELS[collection] : undefined;
    const metaTitle = tri(`${definition.name.en} | TSL`, `${definition.name['zh-Hant']} | 謝瑞麟`, `${definition.name['zh-Hans']} | 谢瑞麟`);
    rows.push({
      id,
      parentId: parent.id,
      path: `${parent.path}/${id}`,
      level,
      position,
      name: definition.name,
      description: definition.description ?? null,
      metaTitle,
      metaDescription: definition.description ? stripTags(definition.description) : null,
      urlKey: definition.urlKey,
      urlPath,
      includeInMenu: definition.includeInMenu ?? true,
      isActive: true,
      isPageInternal: Boolean(definition.pageUrl),
      pageUrl: definition.pageUrl ?? null,
      browserMoreUrl: level === 1 ? `${urlPath}.html` : null,
      isStoreBrand: definition.isStoreBrand ?? false,
      image: definition.shapeIcon ? shapeIconFile(definition.shapeIcon) : categoryImageFile(art),
      imageBanner: categoryBannerFile(bannerArt),
      categoryCode: level === 1 ? (definition.categoryCode ?? null) : null,
      menuCollectionLabel: label ? label.en : null,
      menuCollectionLabelCode: collection ?? null,
      menuCollectionLabelText: label ?? null,
    });
    const lineage = [...parent.lineage, id];
    byPath.set(urlPath, { id, urlPath, level, name: definition.name, lineage, hasChildren: Boolean(definition.children?.length) });
    definition.children?.forEach((child, index) => visit(child, { id, path: `${parent.path}/${id}`, urlPath, level, art, bannerArt, lineage }, index + 1));
  };

  const rootArt: CategoryArt = { kind: 'gift_box', tone: 'yellow' };
  TREE.forEach((definition, index) =>
    visit(definition, { id: ROOT_CATEGORY_ID, path: String(ROOT_CATEGORY_ID), urlPath: '', level: 0, art: rootArt, bannerArt: rootArt, lineage: [] }, index + 1),
  );
  return { rows, byPath, arts };
}

function stripTags(text: Trilingual): Trilingual {
  const strip = (value: string) => value.replace(/<[^>]*>/g, '').trim();
  return tri(strip(text.en), strip(text['zh-Hant']), strip(text['zh-Hans']));
}
