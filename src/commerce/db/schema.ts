/**
 * The catalog side of the store: websites and store views, currencies, categories, products of
 * every type, gold prices, URL rewrites, content and physical stores.
 *
 * Carts, orders, customers, membership, the customizer and staff join this model later through the
 * integer ids here (products.id, store_views.id, websites.id, store_locations.id) and through
 * product snapshots, so nothing below needs to change shape for them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../rules/locales.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const localized = (name: string) => jsonb(name).$type<LocalizedText>();

// ---------------------------------------------------------------------------------------------
// Websites, store views, currencies

export const websites = pgTable('websites', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  baseCurrency: text('base_currency').notNull(),
  region: text('region').notNull(),
  mediaHost: text('media_host').notNull(),
  /** The WhatsApp number of online customer service, shown by the storefront (spec 000 §3). */
  whatsappNumber: text('whatsapp_number'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const storeViews = pgTable('store_views', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id),
  locale: text('locale').notNull(),
  urlPrefix: text('url_prefix').notNull().unique(),
  storeName: text('store_name').notNull(),
  storeGroupName: text('store_group_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const currencyRates = pgTable(
  'currency_rates',
  {
    baseCurrency: text('base_currency').notNull(),
    targetCurrency: text('target_currency').notNull(),
    /** Units of target per unit of base, scaled by RATE_SCALE (rules/money.ts). */
    scaledRate: bigint('scaled_rate', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.baseCurrency, table.targetCurrency] })],
);

// ---------------------------------------------------------------------------------------------
// Categories (the menu tree, spec 001 §3.2)

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

// ---------------------------------------------------------------------------------------------
// Products

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
    mediaType: text('media_type').notNull().default('image'),
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

// ---------------------------------------------------------------------------------------------
// Gold prices (time-stamped; history kept)

export const goldPrices = pgTable(
  'gold_prices',
  {
    id: serial('id').primaryKey(),
    goldCode: text('gold_code').notNull(),
    currency: text('currency').notNull(),
    quotedUnit: text('quoted_unit').notNull(),
    sellPerGram: bigint('sell_per_gram', { mode: 'number' }).notNull(),
    buyPerGram: bigint('buy_per_gram', { mode: 'number' }).notNull(),
    sellPerTael: bigint('sell_per_tael', { mode: 'number' }).notNull(),
    buyPerTael: bigint('buy_per_tael', { mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** Who set it: "seed", "cli", or an admin's name. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('gold_prices_code_time_idx').on(table.goldCode, table.effectiveAt.desc(), table.id.desc()),
    check('gold_prices_positive', sql`${table.sellPerGram} > 0 AND ${table.buyPerGram} > 0 AND ${table.sellPerTael} > 0 AND ${table.buyPerTael} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// URLs and content

/**
 * Request paths (without store prefix or leading slash) to entities or redirects. A null store view
 * applies to every view; a row for a specific view wins.
 */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    requestPath: text('request_path').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull().default(0),
    targetPath: text('target_path').notNull(),
    /** 0 for a direct match, 301 or 302 for a redirect to target_path. */
    redirectType: smallint('redirect_type').notNull().default(0),
  },
  (table) => [
    uniqueIndex('url_rewrites_path_idx').on(table.requestPath, sql`coalesce(${table.storeViewId}, 0)`),
    index('url_rewrites_entity_idx').on(table.entityType, table.entityId),
  ],
);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    title: text('title').notNull(),
    contentHeading: text('content_heading'),
    /** Page Builder-style HTML with data-content-type markers (spec 001 §3.3). */
    content: text('content').notNull(),
    /** Styled page types of spec 000 §2: home, campaign, contact-us, faq, or default. */
    pageType: text('page_type').notNull().default('default'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cms_pages_identifier_idx').on(table.identifier, sql`coalesce(${table.storeViewId}, 0)`)],
);

export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeViewId: integer('store_view_id').references(() => storeViews.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('cms_blocks_identifier_idx').on(table.identifier, sql`coalesce(${table.storeViewId}, 0)`)],
);

// ---------------------------------------------------------------------------------------------
// Physical stores (store locator, store pickup)

export interface OpeningHours {
  /** Day 0 is Sunday; times as "HH:MM" in the store's local time; null when closed. */
  days: Array<{ day: number; open: string; close: string } | null>;
  note?: LocalizedText;
}

export const storeLocations = pgTable(
  'store_locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** Region and district for grouping, e.g. "HK" / "kowloon". */
    region: text('region').notNull(),
    district: text('district').notNull(),
    districtName: localized('district_name').notNull(),
    name: localized('name').notNull(),
    address: localized('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** Services such as "pickup", "engraving", "gold_buyback", "customizer". */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** The point-of-sale code orders placed for pickup carry (spec 000 §3 "place pos code"). */
    posCode: text('pos_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('store_locations_website_idx').on(table.websiteId, table.sortOrder)],
);

// ---------------------------------------------------------------------------------------------
// Operations

/** Bumped by every write that changes what catalog reads return; caches key on it. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
