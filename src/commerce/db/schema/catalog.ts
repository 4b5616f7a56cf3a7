/**
 * The catalog: the category tree (the menu, spec 001 §3.2), products of every type with their
 * links, attributes, media, prices and stock per website, and the version every catalog write bumps.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, localized } from './columns.ts';
import { websites } from './store.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Ids from the root down to this category, e.g. "1/2/7". */
    path: text('path').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    name: localized('name').notNull(),
    description: localized('description'),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isPageInternal: boolean('is_page_internal').notNull().default(false),
    pageUrl: text('page_url'),
    browserMoreUrl: text('browser_more_url'),
    isStoreBrand: boolean('is_store_brand').notNull().default(false),
    image: text('image'),
    imageBanner: text('image_banner'),
    categoryCode: text('category_code'),
    /** The plain collection label of older menus. */
    menuCollectionLabel: text('menu_collection_label'),
    /** menu_collection_label_v1 {code, label}: the code groups submenus, the label is shown. */
    menuCollectionLabelCode: text('menu_collection_label_code'),
    menuCollectionLabelText: localized('menu_collection_label_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.position, table.id), uniqueIndex('categories_url_path_idx').on(table.urlPath)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    typeId: text('type_id').notNull(),
    urlKey: text('url_key').notNull().unique(),
    name: localized('name').notNull(),
    description: localized('description'),
    shortDescription: localized('short_description'),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    /** Variants of a configurable product are not shown on their own. */
    visibleInCatalog: boolean('visible_in_catalog').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    brand: text('brand'),
    series: localized('series'),
    metal: text('metal'),
    /** Weight in milligrams, so gold arithmetic stays in integers. */
    weightMg: integer('weight_mg'),
    goldCode: text('gold_code'),
    /** For calculation-gold products: the labour fee unit; amounts are per website in product_prices. */
    labourFeeUnit: text('labour_fee_unit'),
    certificateType: text('certificate_type'),
    certificateNumber: text('certificate_number'),
    shape: text('shape'),
    colour: text('colour'),
    /** The diamond colour facet (spec 000 §3 colored diamond): white for a D-Z grade, yellow, pink. */
    coloredDiamond: text('colored_diamond').generatedAlwaysAs(
      sql.raw(`case when colour = 'fancy_yellow' then 'yellow' when colour = 'fancy_pink' then 'pink' when colour ~ '^[D-Z]$' then 'white' end`),
    ),
    clarity: text('clarity'),
    cut: text('cut'),
    polish: text('polish'),
    symmetry: text('symmetry'),
    fluorescence: text('fluorescence'),
    /** Carat weight as a decimal string (e.g. "0.50"); never used for money. */
    carat: numeric('carat', { precision: 6, scale: 2 }),
    diameterMm: numeric('diameter_mm', { precision: 6, scale: 2 }),
    gemstoneNumber: integer('gemstone_number'),
    designGender: text('design_gender'),
    deliveryDays: integer('delivery_days'),
    /** Points needed for a point-simple product (membership rewards). */
    pointsCost: integer('points_cost'),
    /** Lower ranks come first in the "recommended" sort. */
    recommendedRank: integer('recommended_rank').notNull().default(1000),
    newsFromDate: date('news_from_date'),
    /** Every locale's name, description and the SKU, in Simplified characters and lower case. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_type_idx').on(table.typeId),
    index('products_gold_code_idx').on(table.goldCode),
    check('products_weight_positive', sql`${table.weightMg} IS NULL OR ${table.weightMg} > 0`),
  ],
);

/** Products in categories, with a position for the category's default sort. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.productId] }), index('product_categories_product_idx').on(table.productId)],
);

/**
 * Parent-child links: configurable variants, bundle options (for her / for him), grouped members.
 */
export const productLinks = pgTable(
  'product_links',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** For bundles: which option the child fills, e.g. "for_her" or "for_him". */
    optionCode: text('option_code'),
    position: integer('position').notNull().default(0),
    defaultQty: integer('default_qty').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.parentId, table.childId] }), index('product_links_child_idx').on(table.childId)],
);

/** Attribute options with their labels per locale (ring size, metal colour ...). */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    attributeCode: text('attribute_code').notNull(),
    valueIndex: integer('value_index').notNull(),
    label: localized('label').notNull(),
    swatch: text('swatch'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.attributeCode, table.valueIndex] })],
);

/** Attribute labels per locale (the option titles of configurable products and filters). */
export const attributes = pgTable('attributes', {
  code: text('code').primaryKey(),
  label: localized('label').notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** The options a configurable product is configured by, in order. */
export const configurableOptions = pgTable(
  'configurable_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeCode: text('attribute_code')
      .notNull()
      .references(() => attributes.code),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeCode] })],
);

/** The option values of a configurable product's variant. */
export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeCode: text('attribute_code').notNull(),
    valueIndex: integer('value_index').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeCode] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path under media/catalog/product, e.g. "/r/i/ring-1001-1.png". */
    file: text('file').notNull(),
    label: localized('label'),
    position: integer('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** image, or external-video: a video (YouTube or Vimeo) whose `file` is its poster image. */
    mediaType: text('media_type').notNull().default('image'),
    videoProvider: text('video_provider'),
    videoUrl: text('video_url'),
    videoTitle: localized('video_title'),
    videoDescription: localized('video_description'),
    videoMetadata: text('video_metadata'),
  },
  (table) => [index('product_media_product_idx').on(table.productId, table.position)],
);

/**
 * Prices per website, in the website's base currency and minor units. For calculation-gold
 * products `price` is unused and `labourFee` holds the fee in its unit (per piece or per gram).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    specialPrice: bigint('special_price', { mode: 'number' }),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
    labourFee: bigint('labour_fee', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.websiteId] }),
    check('product_prices_non_negative', sql`${table.price} >= 0 AND (${table.specialPrice} IS NULL OR ${table.specialPrice} >= 0)`),
  ],
);

/** Stock per website. Orders reserve stock by decrementing `quantity` in a transaction. */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    quantity: integer('quantity').notNull().default(0),
    isInStock: boolean('is_in_stock').notNull().default(true),
    /** Made-to-order products are sold without stock on hand. */
    backorders: boolean('backorders').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.productId, table.websiteId] }), check('product_stock_non_negative', sql`${table.quantity} >= 0`)],
);

/** Bumped by every write that changes what catalog reads return; caches key on it. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
