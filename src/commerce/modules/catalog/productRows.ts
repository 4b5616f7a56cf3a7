/**
 * Reads everything the product views need for a set of products in a fixed number of statements,
 * whatever the number of products: the products and their members (variants, bundle choices,
 * grouped items) with prices and stock for the website, media, categories and configurable
 * options. Six statements in two rounds; no statement per product.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { preparedStatement } from '../../db/preparedStatements.ts';
import { readAll } from '../../db/readAll.ts';
import {
  configurableOptions,
  productCategories,
  productLinks,
  productMedia,
  productPrices,
  productStock,
  products,
  variantAttributeValues,
} from '../../db/schema.ts';
import type { PriceRecord } from './pricing.ts';
import type { StockRecord } from './stock.ts';

const { searchText: _searchText, ...productColumns } = getTableColumns(products);

/** A product's price and stock rows for one website, as every read of them selects and joins them. */
const priceColumns = {
  price: productPrices.price,
  specialPrice: productPrices.specialPrice,
  specialFrom: productPrices.specialFrom,
  specialTo: productPrices.specialTo,
  labourFee: productPrices.labourFee,
};
const stockColumns = { quantity: productStock.quantity, isInStock: productStock.isInStock, backorders: productStock.backorders };
const priceOfWebsite = (websiteId: number) => and(eq(productPrices.productId, products.id), eq(productPrices.websiteId, websiteId));
const stockOfWebsite = (websiteId: number) => and(eq(productStock.productId, products.id), eq(productStock.websiteId, websiteId));

export type ProductRecord = Omit<typeof products.$inferSelect, 'searchText'>;
export type MediaRecord = typeof productMedia.$inferSelect;

export interface LoadedProduct {
  product: ProductRecord;
  /** The website's price row; absent when the product is not priced there. */
  price?: PriceRecord;
  stock?: StockRecord;
}

export interface MemberLink {
  childId: number;
  optionCode: string | null;
  position: number;
  defaultQty: number;
}

export interface ProductRows {
  products: Map<number, LoadedProduct>;
  /** Active members per parent, by position then id. */
  members: Map<number, MemberLink[]>;
  /** Enabled media per product, by position then id. */
  media: Map<number, MediaRecord[]>;
  categoryIds: Map<number, number[]>;
  /** The attributes a configurable product is configured by, in order. */
  configurableAttributes: Map<number, string[]>;
  /** A variant's value_index per attribute code. */
  variantValues: Map<number, Map<string, number>>;
}

export function emptyProductRows(): ProductRows {
  return { products: new Map(), members: new Map(), media: new Map(), categoryIds: new Map(), configurableAttributes: new Map(), variantValues: new Map() };
}

/** Adds rows read for more products to rows already held (a product read twice is the same row). */
export function mergeProductRows(target: ProductRows, source: ProductRows): void {
  for (const key of Object.keys(target) as Array<keyof ProductRows>) {
    const into = target[key] as Map<number, unknown>;
    for (const [id, value] of source[key] as Map<number, unknown>) into.set(id, value);
  }
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The website's price and stock rows of `ids` as they stand now, in one statement: what a cart
 * step reads fresh beside rows kept in the process (cart/productRowLoader.ts), with each product's
 * SKU as it stands now, which tells the step whether a SKU it found among the kept rows still names
 * that product. A product the website does not price or stock has neither.
 */
export async function loadPricesAndStock(db: Database, ids: readonly number[], websiteId: number): Promise<Map<number, { sku: string; price?: PriceRecord; stock?: StockRecord }>> {
  if (!ids.length) return new Map();
  const rows = await pricesAndStockNow(db).execute({ ids: [...new Set(ids)], websiteId });
  return new Map(rows.map((row) => [row.id, { sku: row.sku, price: row.price ?? undefined, stock: row.stock ?? undefined }]));
}

// One text for any number of products (an array parameter, where an IN list's text grows with it).
const pricesAndStockNow = preparedStatement('prices_and_stock_now', (db) =>
  db
    .select({ id: products.id, sku: products.sku, price: priceColumns, stock: stockColumns })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.websiteId, sql.placeholder('websiteId'))))
    .leftJoin(productStock, and(eq(productStock.productId, products.id), eq(productStock.websiteId, sql.placeholder('websiteId'))))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`),
);

export async function loadProductRows(db: Database, ids: readonly number[], websiteId: number): Promise<ProductRows> {
  const parentIds = [...new Set(ids)];
  const [linkRows, categoryRows, optionRows] = await readAll(db, [
    db
      .select({
        parentId: productLinks.parentId,
        childId: productLinks.childId,
        optionCode: productLinks.optionCode,
        position: productLinks.position,
        defaultQty: productLinks.defaultQty,
      })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.childId))
      .where(and(inArray(productLinks.parentId, parentIds), eq(products.isActive, true)))
      .orderBy(asc(productLinks.parentId), asc(productLinks.position), asc(productLinks.childId)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, parentIds))
      .orderBy(asc(productCategories.productId), asc(productCategories.categoryId)),
    db
      .select({ productId: configurableOptions.productId, attributeCode: configurableOptions.attributeCode })
      .from(configurableOptions)
      .where(inArray(configurableOptions.productId, parentIds))
      .orderBy(asc(configurableOptions.productId), asc(configurableOptions.position), asc(configurableOptions.attributeCode)),
  ]);

  const childIds = [...new Set(linkRows.map((link) => link.childId))];
  const allIds = [...new Set([...parentIds, ...childIds])];
  // Every round always sends the same statements, so a page costs the same with or without members.
  const [productRows, mediaRows, valueRows] = await readAll(db, [
    db
      .select({
        product: productColumns,
        price: priceColumns,
        stock: stockColumns,
      })
      .from(products)
      .leftJoin(productPrices, priceOfWebsite(websiteId))
      .leftJoin(productStock, stockOfWebsite(websiteId))
      .where(inArray(products.id, allIds)),
    db
      .select()
      .from(productMedia)
      .where(and(inArray(productMedia.productId, allIds), eq(productMedia.disabled, false)))
      .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.id)),
    db
      .select()
      .from(variantAttributeValues)
      .where(inArray(variantAttributeValues.productId, childIds.length ? childIds : [0])),
  ]);

  const values = new Map<number, Map<string, number>>();
  for (const row of valueRows) {
    const byCode = values.get(row.productId) ?? new Map<string, number>();
    byCode.set(row.attributeCode, row.valueIndex);
    values.set(row.productId, byCode);
  }

  return {
    products: new Map(
      productRows.map((row) => [row.product.id, { product: row.product, price: row.price ?? undefined, stock: row.stock ?? undefined }]),
    ),
    members: new Map(
      [...groupBy(linkRows, (link) => link.parentId)].map(([parentId, links]) => [
        parentId,
        links.map(({ childId, optionCode, position, defaultQty }) => ({ childId, optionCode, position, defaultQty })),
      ]),
    ),
    media: groupBy(mediaRows, (media) => media.productId),
    categoryIds: new Map(
      [...groupBy(categoryRows, (row) => row.productId)].map(([productId, rows]) => [productId, rows.map((row) => row.categoryId)]),
    ),
    configurableAttributes: new Map(
      [...groupBy(optionRows, (row) => row.productId)].map(([productId, rows]) => [productId, rows.map((row) => row.attributeCode)]),
    ),
    variantValues: values,
  };
}
