/**
 * Collects the demo products as drafts (what a merchandiser would enter) and turns them into the
 * rows of every product table: products, prices and stock per website, category links, media,
 * parent-child links and configurable options.
 *
 * Conventions the catalog API can rely on:
 * - Ids are assigned in the order products are added, so parents and children link before insert.
 * - Category links: a product is linked to each leaf category it was filed under AND to every
 *   ancestor of that leaf up to (not including) the root, as Magento indexes anchor categories. So
 *   a first-level category lists everything beneath it. Variants of configurable products are not
 *   linked to categories (only their parent is).
 * - Prices are per website in the website's currency, minor units. Calculation-gold products have
 *   price 0 and a labour_fee (per piece or per gram, see products.labour_fee_unit).
 * - Composite parents (configurable, bundle, grouped, custom-made bundle) hold the lowest price of
 *   their children as `price` for sorting and filtering; their stock row carries only a status
 *   (quantity 0), the quantities live on the children.
 */
import type { productCategories, productLinks, productMedia, productPrices, productStock, products, variantAttributeValues, configurableOptions } from '../../db/schema.ts';
import type { ProductType } from '../../../rules/catalog.ts';
import type { GoldCode, LabourFeeUnit } from '../../../rules/gold.ts';
import { WEBSITES } from '../../../rules/storeViews.ts';
import { buildSearchText } from '../../modules/catalog/index.ts';
import type { SeedCategory } from '../categories.ts';
import { websitePrice } from '../websitePrices.ts';
import { inEachLocale, slugify, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import { METAL_LABELS, SERIES_LABELS, SHAPE_LABELS, type DiamondShape, type MetalCode, type SeriesKey } from '../vocabulary.ts';
import { ProductPictures } from '../images.ts';
import { lookOf, stoneColourOf, type PictureRequest, type ProductFacts } from '../productLooks.ts';

export interface DiamondGrading {
  shape: DiamondShape;
  carat: number;
  colour: string;
  clarity: string;
  cut: 'EX' | 'VG' | 'G';
  polish: 'EX' | 'VG' | 'G';
  symmetry: 'EX' | 'VG' | 'G';
  fluorescence: 'none' | 'faint' | 'medium';
  certificateType: string;
  certificateNumber: string;
  diameterMm: number;
}

export type StockPlan =
  /** Ordinary stock: a few to a few dozen per website, some low, some sold out. */
  | 'shelf'
  /** Services, gift cards and downloads: never run out. */
  | 'unlimited'
  /** Made to order: nothing on hand, sold on backorder. */
  | 'made_to_order'
  /** Composite parents: a status only. */
  | 'composite'
  /** Sold out everywhere (a product page that shows the out-of-stock state). */
  | 'sold_out';

/** A gallery picture as a product file asks for it; the builder finds its file from the product's attributes. */
export interface MediaDraft {
  picture: PictureRequest;
  label: Trilingual;
  /** A video shown poster first: `file` is the poster, the video plays from its provider. */
  video?: { provider: 'youtube' | 'vimeo'; url: string; title: Trilingual; description: Trilingual };
}

export interface LinkDraft {
  childSku: string;
  kind: 'configurable' | 'bundle' | 'grouped';
  optionCode?: 'for_her' | 'for_him';
  defaultQty?: number;
}

export interface ProductDraft {
  sku: string;
  typeId: ProductType;
  name: Trilingual;
  shortDescription: Trilingual;
  description: Trilingual;
  visible?: boolean;
  brand?: string;
  series?: SeriesKey;
  metal?: MetalCode;
  weightMg?: number;
  goldCode?: GoldCode;
  labourFeeUnit?: LabourFeeUnit;
  /** Labour fee in Hong Kong dollars (major units), per piece or per gram. */
  labourFeeHkd?: number;
  diamond?: DiamondGrading;
  /** For coloured stones: the colour grade shown instead of a D-J grade. */
  gemstoneNumber?: number;
  designGender?: 'women' | 'men' | 'both';
  deliveryDays?: number;
  pointsCost?: number;
  /** Price in Hong Kong dollars (major units); other websites are derived. */
  priceHkd: number;
  /** A sale price in Hong Kong dollars; other websites get the same discount. */
  specialPriceHkd?: number;
  /** A sale window relative to the seed's today, in days. */
  specialWindow?: { fromDay: number; toDay: number };
  stock?: StockPlan;
  /** Leaf category url paths. */
  categories: string[];
  media: MediaDraft[];
  links?: LinkDraft[];
  configurableAttributes?: string[];
  variantValues?: Record<string, number>;
  /** Extra searchable words (labels of attribute values, colloquial names). */
  searchWords?: Trilingual[];
  recommendedRank?: number;
}

export interface ProductRows {
  products: Array<typeof products.$inferInsert>;
  prices: Array<typeof productPrices.$inferInsert>;
  stock: Array<typeof productStock.$inferInsert>;
  categories: Array<typeof productCategories.$inferInsert>;
  media: Array<typeof productMedia.$inferInsert>;
  links: Array<typeof productLinks.$inferInsert>;
  configurableOptions: Array<typeof configurableOptions.$inferInsert>;
  variantValues: Array<typeof variantAttributeValues.$inferInsert>;
}


const DAY_MS = 86_400_000;

/**
 * Days to deliver by product type, unless a product says otherwise (made-to-order pieces do):
 * pieces in stock ship in 3 days; rewards are sent within about 30 days (spec 001 §9, gift
 * redemption); nothing is shipped for virtual and downloadable products.
 */
const DELIVERY_DAYS: Record<ProductType, number | null> = {
  simple: 3,
  configurable: 3,
  bundle: 3,
  grouped: 3,
  calculation_gold: 3,
  point_simple: 30,
  custom_made_simple: 30,
  custom_made_bundle: 30,
  virtual: null,
  downloadable: null,
};

interface DraftWithId extends ProductDraft {
  id: number;
  urlKey: string;
  /** product_media rows: each gallery picture's file and label. */
  files: Array<{ file: string; label: Trilingual; video?: MediaDraft['video'] }>;
}

export class CatalogBuilder {
  private readonly drafts: DraftWithId[] = [];
  private readonly bySku = new Map<string, DraftWithId>();
  private readonly urlKeys = new Set<string>();
  /** The pictures the products show, to be drawn into the media directory. */
  readonly pictures = new ProductPictures();

  constructor(private readonly random: SeededRandom) {}

  add(draft: ProductDraft): ProductDraft {
    if (this.bySku.has(draft.sku)) throw new Error(`duplicate SKU ${draft.sku}`);
    const urlKey = `${slugify(draft.name.en)}-${draft.sku.toLowerCase()}`;
    if (this.urlKeys.has(urlKey)) throw new Error(`duplicate url key ${urlKey}`);
    const files = draft.media.map(({ picture, label, video }) => ({ file: this.pictureFile(picture, draft), label, video }));
    const withId: DraftWithId = { ...draft, id: this.drafts.length + 1, urlKey, files };
    this.drafts.push(withId);
    this.bySku.set(draft.sku, withId);
    this.urlKeys.add(urlKey);
    return withId;
  }

  /** The file of a gallery picture: the product's own look, its diamond, or the shared packaging. */
  private pictureFile(picture: PictureRequest, draft: ProductDraft): string {
    if (picture.view === 'packaging') return this.pictures.file({ kind: picture.kind, finish: 'yellow_18k' }, 'front');
    if (picture.view === 'stone' && draft.diamond) return this.pictures.stoneFile(draft.diamond.shape, stoneColourOf(draft.diamond.colour));
    const facts: ProductFacts = {
      name: draft.name.en,
      metal: draft.metal,
      diamond: draft.diamond,
      gemstoneNumber: draft.gemstoneNumber,
      series: draft.series,
      weightMg: draft.weightMg,
      designGender: draft.designGender,
    };
    return this.pictures.file(lookOf(picture, facts), picture.view === 'angle' ? 'angle' : 'front');
  }

  get size(): number {
    return this.drafts.length;
  }

  skus(filter: (draft: ProductDraft) => boolean = () => true): string[] {
    return this.drafts.filter(filter).map((draft) => draft.sku);
  }

  find(sku: string): ProductDraft | undefined {
    return this.bySku.get(sku);
  }

  /** The final rows. `today` anchors the relative dates (new-from dates, sale windows). */
  toRows(categoryByPath: ReadonlyMap<string, SeedCategory>, today: Date): ProductRows {
    const rows: ProductRows = { products: [], prices: [], stock: [], categories: [], media: [], links: [], configurableOptions: [], variantValues: [] };
    const merchandising = this.random.fork('merchandising');
    const stockRandom = this.random.fork('stock');
    const linksByCategory = new Map<number, number[]>();

    for (const draft of this.drafts) {
      const visible = draft.visible ?? true;
      const categoryNames: Trilingual[] = [];
      if (visible) {
        const linked = new Set<number>();
        for (const leafPath of draft.categories) {
          const leaf = categoryByPath.get(leafPath);
          if (!leaf) throw new Error(`${draft.sku}: unknown category ${leafPath}`);
          for (const id of leaf.lineage) linked.add(id);
          categoryNames.push(leaf.name);
        }
        for (const categoryId of linked) {
          const list = linksByCategory.get(categoryId) ?? [];
          list.push(draft.id);
          linksByCategory.set(categoryId, list);
        }
      }

      // Products arrive over the last year; a few are "new" within the last month.
      const daysAgo = visible ? (merchandising.chance(0.15) ? merchandising.int(0, 30) : merchandising.int(31, 365)) : null;
      rows.products.push({
        id: draft.id,
        sku: draft.sku,
        typeId: draft.typeId,
        urlKey: draft.urlKey,
        name: draft.name,
        description: draft.description,
        shortDescription: draft.shortDescription,
        metaTitle: inEachLocale((locale) => `${draft.name[locale]} | ${locale === 'en' ? 'TSL' : locale === 'zh-Hant' ? '謝瑞麟' : '谢瑞麟'}`),
        metaDescription: draft.shortDescription,
        visibleInCatalog: visible,
        isActive: true,
        brand: draft.brand ?? 'TSL',
        series: draft.series ? SERIES_LABELS[draft.series] : null,
        metal: draft.metal ?? null,
        weightMg: draft.weightMg ?? null,
        goldCode: draft.goldCode ?? null,
        labourFeeUnit: draft.labourFeeUnit ?? null,
        certificateType: draft.diamond?.certificateType ?? null,
        certificateNumber: draft.diamond?.certificateNumber ?? null,
        shape: draft.diamond?.shape ?? null,
        colour: draft.diamond?.colour ?? null,
        clarity: draft.diamond?.clarity ?? null,
        cut: draft.diamond?.cut ?? null,
        polish: draft.diamond?.polish ?? null,
        symmetry: draft.diamond?.symmetry ?? null,
        fluorescence: draft.diamond?.fluorescence ?? null,
        carat: draft.diamond ? draft.diamond.carat.toFixed(2) : null,
        diameterMm: draft.diamond ? draft.diamond.diameterMm.toFixed(2) : null,
        gemstoneNumber: draft.gemstoneNumber ?? (draft.diamond ? 1 : null),
        designGender: draft.designGender ?? null,
        deliveryDays: draft.deliveryDays ?? DELIVERY_DAYS[draft.typeId],
        pointsCost: draft.pointsCost ?? null,
        recommendedRank: draft.recommendedRank ?? (visible ? merchandising.int(1, 999) : 1000),
        newsFromDate: daysAgo === null ? null : isoDay(new Date(today.getTime() - daysAgo * DAY_MS)),
        searchText: buildSearchText({
          sku: draft.sku,
          name: draft.name,
          description: draft.description,
          shortDescription: draft.shortDescription,
          extra: searchWords(draft, categoryNames),
        }),
      });

      for (const site of WEBSITES) {
        const sale = draft.specialPriceHkd !== undefined;
        rows.prices.push({
          productId: draft.id,
          websiteId: site.id,
          price: toMinor(websitePrice(draft.priceHkd, site.code)),
          specialPrice: sale ? toMinor(websitePrice(draft.specialPriceHkd!, site.code)) : null,
          specialFrom: sale && draft.specialWindow ? new Date(today.getTime() + draft.specialWindow.fromDay * DAY_MS) : null,
          specialTo: sale && draft.specialWindow ? new Date(today.getTime() + draft.specialWindow.toDay * DAY_MS) : null,
          labourFee: draft.labourFeeHkd !== undefined ? toMinor(websitePrice(draft.labourFeeHkd, site.code, 1)) : null,
        });
        rows.stock.push({ productId: draft.id, websiteId: site.id, ...stockRow(draft.stock ?? 'shelf', stockRandom) });
      }

      draft.files.forEach((media, index) => {
        rows.media.push({
          productId: draft.id,
          file: media.file,
          label: media.label,
          position: index + 1,
          disabled: false,
          // Magento's media type for a YouTube or Vimeo video.
          mediaType: media.video ? 'external-video' : 'image',
          videoProvider: media.video?.provider ?? null,
          videoUrl: media.video?.url ?? null,
          videoTitle: media.video?.title ?? null,
          videoDescription: media.video?.description ?? null,
        });
      });

      draft.links?.forEach((link, index) => {
        const child = this.bySku.get(link.childSku);
        if (!child) throw new Error(`${draft.sku}: unknown child ${link.childSku}`);
        rows.links.push({
          parentId: draft.id,
          childId: child.id,
          kind: link.kind,
          optionCode: link.optionCode ?? null,
          position: index + 1,
          defaultQty: link.defaultQty ?? 1,
        });
      });

      draft.configurableAttributes?.forEach((attributeCode, index) => {
        rows.configurableOptions.push({ productId: draft.id, attributeCode, position: index + 1 });
      });
      for (const [attributeCode, valueIndex] of Object.entries(draft.variantValues ?? {})) {
        rows.variantValues.push({ productId: draft.id, attributeCode, valueIndex });
      }
    }

    // Category positions: a merchandised order per category (featured products first), 1-based.
    const positionRandom = this.random.fork('category-positions');
    for (const [categoryId, productIds] of [...linksByCategory.entries()].sort((a, b) => a[0] - b[0])) {
      positionRandom.shuffle(productIds).forEach((productId, index) => {
        rows.categories.push({ categoryId, productId, position: index + 1 });
      });
    }
    return rows;
  }
}

/** What shoppers call every piece, so a search for "jewellery" or 首飾 finds the pieces themselves. */
const JEWELLERY_WORDS = tri('jewellery jewelry', '首飾 珠寶', '首饰 珠宝');
/** Services and gift cards, guides and member rewards: sold here, but not jewellery. */
const NOT_JEWELLERY: readonly ProductType[] = ['virtual', 'downloadable', 'point_simple'];

function searchWords(draft: ProductDraft, categoryNames: Trilingual[]): string[] {
  const labels: Trilingual[] = [...categoryNames, ...(draft.searchWords ?? [])];
  if (!NOT_JEWELLERY.includes(draft.typeId)) labels.push(JEWELLERY_WORDS);
  if (draft.metal) labels.push(METAL_LABELS[draft.metal]);
  if (draft.series) labels.push(SERIES_LABELS[draft.series]);
  if (draft.diamond) labels.push(SHAPE_LABELS[draft.diamond.shape], tri(draft.diamond.certificateType, draft.diamond.certificateType, draft.diamond.certificateType));
  const words = labels.flatMap((label) => [label.en, label['zh-Hant'], label['zh-Hans']]);
  if (draft.goldCode) words.push(draft.goldCode);
  if (draft.brand) words.push(draft.brand);
  return [...new Set(words)];
}

function toMinor(major: number): number {
  return Math.round(major * 100);
}

function stockRow(plan: StockPlan, random: SeededRandom): { quantity: number; isInStock: boolean; backorders: boolean } {
  switch (plan) {
    case 'unlimited':
      return { quantity: 9999, isInStock: true, backorders: false };
    case 'made_to_order':
      return { quantity: 0, isInStock: true, backorders: true };
    case 'composite':
      return { quantity: 0, isInStock: true, backorders: false };
    case 'sold_out':
      return { quantity: 0, isInStock: false, backorders: false };
    case 'shelf': {
      const roll = random.next();
      if (roll < 0.05) return { quantity: 0, isInStock: false, backorders: false };
      if (roll < 0.14) return { quantity: random.int(1, 3), isInStock: true, backorders: false };
      return { quantity: random.int(4, 40), isInStock: true, backorders: false };
    }
  }
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
