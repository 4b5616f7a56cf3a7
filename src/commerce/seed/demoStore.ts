/**
 * The demo store: a Hong Kong jeweller's catalog, gold prices, content and shops in three
 * languages, written into an empty database on first start (and by tests on a fresh one).
 *
 * Deterministic: one seeded random generator drives everything, so every run writes the same
 * rows. Only dates move: the gold price history ends on "today" (the current UTC day unless one
 * is given), and new-from dates and sale windows are relative to it.
 *
 * Everything is built in memory first, then written in one transaction with multi-row inserts
 * while the images are drawn alongside (they go to the media directory, not the database).
 */
import { sql } from 'drizzle-orm';
import { CatalogChanges } from '../catalogChanges.ts';
import type { Database } from '../db/connect.ts';
import { WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import {
  attributeOptions,
  attributes,
  categories,
  cartPriceRules,
  cartRuleGiftProducts,
  giftCards,
  cmsBlocks,
  cmsPages,
  configurableOptions,
  currencyRates,
  customDesignSteps,
  customDesignValuePrices,
  customDesignValues,
  customDesigns,
  customerAddresses,
  customers,
  goldPrices,
  productCategories,
  productLinks,
  productMedia,
  productPrices,
  productStock,
  products,
  storeLocations,
  storeViews,
  urlRewrites,
  variantAttributeValues,
  websites,
} from '../db/schema.ts';
import { attributeOptionRows, attributeRows } from './attributes.ts';
import { buildCategoryTree } from './categories.ts';
import { cmsRows } from './content/cmsRows.ts';
import type { FeaturedSkus, ShopPin } from './content/contentContext.ts';
import { goldPriceRows, utcDay } from './gold.ts';
import { demoStoreImages, writeSeedImages } from './images.ts';
import { advanceSerial, insertRows, queryRows } from './insertRows.ts';
import type { Trilingual } from './localized.ts';
import { buildDemoCatalog } from './products/demoCatalog.ts';
import type { ProductRows } from './products/catalogBuilder.ts';
import { createRandom } from './random.ts';
import { storeLocationRows } from './stores.ts';
import { urlRewriteRows } from './urlRewrites.ts';
import { cartRuleRows, giftCardRows } from './cartRules.ts';
import { diamondRows, insertDiamondRows } from './diamonds.ts';
import { customDesignRows } from './customDesigns.ts';
import { demoMemberRows } from './members.ts';
import { writeClubRows } from './club.ts';
import { writeInStorePurchases } from './inStorePurchases.ts';
import { currencyRateRows, storeViewRows, websiteRows } from './websites.ts';

export interface SeedDemoStoreOptions {
  /** Where images are written (catalog/product, catalog/category, attribute/swatch, wysiwyg). */
  mediaDir: string;
  /** The day the gold history ends on; the current UTC day by default. */
  today?: Date;
  /**
   * Empty the demo store's tables first, in the same transaction (the seed command): if seeding
   * fails, the previous store is still there. Without it the database must be empty.
   */
  replaceExisting?: boolean;
  /** Told how far seeding has come (the pictures take longest on a first start). */
  onProgress?: (message: string) => void;
}

export class DemoStoreNotEmptyError extends Error {
  constructor() {
    super('The database already holds a store (websites has rows): the demo store is only written into an empty database. Run `npm run seed` to empty and reseed it.');
    this.name = 'DemoStoreNotEmptyError';
  }
}

export async function isDemoStoreSeeded(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(db, sql`select exists (select 1 from websites) as seeded`);
  return Boolean(row?.seeded);
}

/** The tables the demo store fills, children before parents (the order to empty them in). */
export const DEMO_STORE_TABLES: readonly string[] = [
  'diamonds',
  'in_store_purchases',
  'asia_miles_exchanges',
  'reward_exchanges',
  'club_rewards',
  'member_coupons',
  'points_ledger',
  'member_levels',
  'customer_addresses',
  'customers',
  'custom_design_value_prices',
  'custom_design_values',
  'custom_design_steps',
  'custom_designs',
  'cart_rule_gift_products',
  'cart_price_rules',
  'url_rewrites',
  'cms_blocks',
  'cms_pages',
  'gold_prices',
  'variant_attribute_values',
  'configurable_options',
  'product_media',
  'product_prices',
  'product_stock',
  'product_links',
  'product_categories',
  'products',
  'attribute_options',
  'attributes',
  'categories',
  'store_locations',
  'currency_rates',
  'store_views',
  'websites',
];

export async function seedDemoStore(db: Database, options: SeedDemoStoreOptions): Promise<void> {
  const today = utcDay(options.today ?? new Date());
  const data = buildDemoStoreData(today);
  const progress = options.onProgress ?? (() => {});
  progress(`writing ${data.products.products.length} products and drawing ${data.images.length} pictures`);
  // Images and rows are independent: draw while the database writes.
  const [images, rows] = await Promise.allSettled([
    writeSeedImages(options.mediaDir, data.images, (done, total) => progress(`pictures: ${done} of ${total}`)),
    writeDemoStoreRows(db, data, options.replaceExisting ?? false).then(() => progress('the catalog, content and members are written')),
  ]);
  if (rows.status === 'rejected') throw rows.reason;
  if (images.status === 'rejected') throw images.reason;
}

type DemoStoreData = ReturnType<typeof buildDemoStoreData>;

function buildDemoStoreData(today: Date) {
  const random = createRandom();
  const tree = buildCategoryTree();
  const catalog = buildDemoCatalog(random.fork('catalog'));
  const productRows = catalog.toRows(tree.byPath, today);
  const locations = storeLocationRows();
  const shops: ShopPin[] = locations.map((location) => ({
    websiteCode: WEBSITES.find((site) => site.id === location.websiteId)!.code,
    name: location.name as Trilingual,
    address: location.address as Trilingual,
    latitude: Number(location.latitude),
    longitude: Number(location.longitude),
    phone: location.phone,
    pickup: (location.services ?? []).includes('pickup'),
  }));
  const campaignCategoryId = tree.byPath.get('wedding-rings/wedding-season')!.id;
  const content = cmsRows(
    featuredSkus(productRows, campaignCategoryId, tree.byPath.get('necklaces-pendants/pendants')!.id),
    shops,
    { pairRingsPercentOff: Object.fromEntries(WEBSITES.map((site) => [site.code, pairRingsPercentOff(productRows, campaignCategoryId, site.id)])) as Record<WebsiteCode, number> },
    today,
  );
  return {
    today,
    categories: tree.rows,
    products: productRows,
    gold: goldPriceRows(random.fork('gold'), today),
    locations,
    content,
    rewrites: urlRewriteRows({ categories: tree.rows, products: productRows.products, cmsPageIds: content.defaultPageIds }),
    images: demoStoreImages(catalog.pictures, tree.arts),
    cartRules: cartRuleRows(productRows, today),
    giftCards: giftCardRows(today),
    diamonds: diamondRows(random.fork('diamonds')),
  };
}

/**
 * The largest saving on a pair of the campaign's pair rings (bundles, priced as both rings
 * together) in a website, in whole percent rounded down, so the campaign never promises more.
 */
function pairRingsPercentOff(rows: ProductRows, campaignCategoryId: number, websiteId: number): number {
  const prices = new Map(rows.prices.filter((row) => row.websiteId === websiteId).map((row) => [row.productId, row]));
  const bundles = new Set(rows.products.filter((product) => product.typeId === 'bundle').map((product) => product.id));
  let best = 0;
  for (const { productId } of rows.categories.filter((link) => link.categoryId === campaignCategoryId && bundles.has(link.productId))) {
    const members = rows.links.filter((link) => link.parentId === productId).map((link) => prices.get(link.childId)!);
    const regular = members.reduce((sum, price) => sum + (price.price ?? 0), 0);
    const paid = members.reduce((sum, price) => sum + (price.specialPrice ?? price.price ?? 0), 0);
    if (regular > 0) best = Math.max(best, Math.floor(((regular - paid) * 100) / regular));
  }
  return best;
}

/** The products content features: newest, most recommended, gold, the campaign's, gift ideas. */
function featuredSkus(rows: ProductRows, campaignCategoryId: number, giftCategoryId: number): FeaturedSkus {
  const visible = rows.products.filter((product) => product.visibleInCatalog);
  const jewellery = visible.filter((product) => ['simple', 'configurable', 'bundle'].includes(product.typeId));
  const skuById = new Map(visible.map((product) => [product.id!, product.sku]));
  const inCategory = (categoryId: number, count: number) =>
    rows.categories
      .filter((link) => link.categoryId === categoryId)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((link) => skuById.get(link.productId)!)
      .slice(0, count);
  return {
    newArrivals: [...jewellery]
      .sort((a, b) => String(b.newsFromDate).localeCompare(String(a.newsFromDate)) || a.sku.localeCompare(b.sku))
      .slice(0, 8)
      .map((product) => product.sku),
    bestSellers: [...jewellery]
      .sort((a, b) => (a.recommendedRank ?? 1000) - (b.recommendedRank ?? 1000) || a.sku.localeCompare(b.sku))
      .slice(0, 10)
      .map((product) => product.sku),
    goldPicks: visible
      .filter((product) => product.typeId === 'calculation_gold')
      .sort((a, b) => (a.recommendedRank ?? 1000) - (b.recommendedRank ?? 1000) || a.sku.localeCompare(b.sku))
      .slice(0, 8)
      .map((product) => product.sku),
    weddingSeason: inCategory(campaignCategoryId, 12),
    giftIdeas: inCategory(giftCategoryId, 8),
  };
}

async function writeDemoStoreRows(db: Database, data: DemoStoreData, replaceExisting: boolean): Promise<void> {
  const members = await demoMemberRows();
  await db.transaction(async (tx) => {
    if (replaceExisting) {
      // CASCADE also empties what refers to the catalog (carts, orders ... of other modules).
      await tx.execute(sql.raw(`truncate table ${DEMO_STORE_TABLES.join(', ')} restart identity cascade`));
    } else if (await isDemoStoreSeeded(tx)) {
      throw new DemoStoreNotEmptyError();
    }
    await insertRows(tx, websites, websiteRows());
    await insertRows(tx, storeViews, storeViewRows());
    await insertRows(tx, currencyRates, currencyRateRows(data.today));
    await insertRows(tx, categories, data.categories);
    await insertRows(tx, attributes, attributeRows());
    await insertRows(tx, attributeOptions, attributeOptionRows());
    await insertRows(tx, products, data.products.products);
    await insertRows(tx, productCategories, data.products.categories);
    await insertRows(tx, productLinks, data.products.links);
    await insertRows(tx, configurableOptions, data.products.configurableOptions);
    await insertRows(tx, variantAttributeValues, data.products.variantValues);
    await insertRows(tx, productMedia, data.products.media);
    await insertRows(tx, productPrices, data.products.prices);
    await insertRows(tx, productStock, data.products.stock);
    const designs = customDesignRows(data.products.products, data.products.prices);
    await insertRows(tx, customDesigns, designs.designs);
    await insertRows(tx, customDesignSteps, designs.steps);
    await insertRows(tx, customDesignValues, designs.values);
    await insertRows(tx, customDesignValuePrices, designs.prices);
    await insertRows(tx, goldPrices, data.gold);
    await insertRows(tx, storeLocations, data.locations);
    await insertRows(tx, cmsPages, data.content.pages);
    await insertRows(tx, cmsBlocks, data.content.blocks);
    await insertRows(tx, urlRewrites, data.rewrites);
    await insertRows(tx, cartPriceRules, data.cartRules.rules);
    await insertRows(tx, cartRuleGiftProducts, data.cartRules.gifts);
    await insertRows(tx, giftCards, data.giftCards);
    await insertDiamondRows(tx, data.diamonds);
    await insertRows(tx, customers, members.customers);
    await insertRows(tx, customerAddresses, members.addresses);
    for (const table of ['categories', 'products', 'store_locations', 'cms_pages', 'cms_blocks', 'cart_price_rules', 'customers', 'customer_addresses', 'custom_design_steps', 'custom_design_values']) await advanceSerial(tx, table);
    await writeClubRows(tx, data.today);
    await writeInStorePurchases(tx, data.today);
    // Caches key on the catalog version: a new store is a new catalog.
    await new CatalogChanges(db).bump(tx);
  });
}

/** Row counts of the demo store, for the seed command's summary. */
export async function demoStoreCounts(db: Pick<Database, 'execute'>): Promise<Record<string, number>> {
  const [counts] = await queryRows<Record<string, number>>(db, sql`select
    (select count(*) from products)::int as products,
    (select count(*) from diamonds)::int as diamonds,
    (select count(*) from products where visible_in_catalog)::int as visible_products,
    (select count(*) from categories)::int as categories,
    (select count(*) from store_locations)::int as stores,
    (select count(*) from gold_prices)::int as gold_prices,
    (select count(*) from cms_pages)::int as cms_pages,
    (select count(*) from url_rewrites)::int as url_rewrites`);
  return counts;
}
