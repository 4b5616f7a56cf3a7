/**
 * A product's shelf tags as a staff page draws them (spec 000 §4: staff add other than made-to-order
 * pieces by QR code): each piece's name, options, price in the store view's words, the code under
 * its QR image, and that image as an SVG drawn here on the server (docs/decisions.md, "The staff bag").
 */
import type { AppLoadContext } from 'react-router';
import type { GraphQLErrorEntry } from '../api/graphql.ts';
import { asMoney } from '../cart/cartView.ts';
import { formatPrice } from '../catalog/productCard.ts';
import { drawQrCode } from '../service/qrCode.server.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { STAFF_PRODUCT_TAGS } from './operations.ts';

export interface ShelfTag {
  sku: string;
  name: string;
  /** What tells the piece from the product's others (a size); empty for a piece on its own. */
  options: string[];
  price: string;
  code: string;
  qrSvg: string;
}

/** The tags of product `sku`, or the API's refusal (not staff, not a product of this website). */
export async function shelfTagsOf(context: AppLoadContext, view: StoreViewDefinition, sku: string): Promise<{ tags: ShelfTag[] } | { errors: GraphQLErrorEntry[] }> {
  const answer = await context.client.query(STAFF_PRODUCT_TAGS, { sku });
  const tags = answer.data?.staffProductTags;
  if (!tags) return { errors: answer.errors };
  return {
    tags: await Promise.all(
      tags.map(async (tag) => ({ sku: tag.sku, name: tag.name, options: tag.options, price: formatPrice(asMoney(tag.price)), code: tag.code, qrSvg: await drawQrCode(tag.code) })),
    ),
  };
}

/** A staff session's tags for the product page; null for everyone else, who are never asked about them. */
export async function staffShelfTags(context: AppLoadContext, view: StoreViewDefinition, sku: string): Promise<ShelfTag[] | null> {
  if (context.session.role !== 'staff') return null;
  const answer = await shelfTagsOf(context, view, sku);
  return 'tags' in answer ? answer.tags : null;
}
