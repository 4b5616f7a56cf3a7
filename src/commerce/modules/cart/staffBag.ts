/**
 * The staff bag's codes (spec 000 §4: "Staff cannot add non-custom products to the cart; those need
 * a QR code"; §6: staff "add only made-to-order products to the cart"): the shelf tags of a product,
 * each with the code its QR image holds, and a scanned code turned into the piece it names, added to
 * the staff member's bag. Only a staff token, of the request's website, may do either.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { productLinks, products } from '../../db/schema.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { requireStaffActor, type RequestContext } from '../../core/requestContext.ts';
import { WEBSITES } from '../../../rules/storeViews.ts';
import type { CatalogService, ProductView } from '../catalog/index.ts';
import type { AddItemInput } from './lineChoice.ts';
import { readProductCode, type ProductCodes } from './productCodes.ts';
import type { CartService, CartUserError, MessageRenderer } from './service.ts';
import type { CartView } from './cartViews.ts';

/**
 * What a shop puts on a shelf: a piece on its own, a gold piece, a set, or one size of a piece with
 * sizes. A made-to-order design is made for its buyer and a pair of rings is chosen ring by ring, so
 * neither has a tag; nor does a member reward or anything without a body.
 */
const TAGGED_TYPES = new Set(['simple', 'calculation_gold', 'grouped']);

/** One shelf tag: the piece, its price today in the website's currency, and its code. */
export interface ProductTag {
  sku: string;
  name: string;
  /** What tells this piece from the product's others (a size, a colour); empty for a piece on its own. */
  options: string[];
  price: ProductView['price_range']['minimum_price']['final_price'];
  code: string;
}

export class StaffBag {
  constructor(
    private readonly db: Database,
    private readonly deps: { cart: CartService; catalog: CatalogService; codes: ProductCodes },
  ) {}

  /**
   * The tags of the product `sku`: its own, or one for each of its sizes. A product the website
   * does not sell is not found, as in the catalog.
   */
  async tags(request: RequestContext, sku: string): Promise<ProductTag[]> {
    requireStaffActor(request.actor);
    const wanted = sku.trim().slice(0, 64);
    const [product] = wanted ? await this.db.select({ id: products.id }).from(products).where(eq(products.sku, wanted)) : [];
    // A shelf tag says what the piece costs in the shop's own currency, whatever the page shows.
    const [view] = product ? await this.deps.catalog.productsByIds([product.id], { ...request, displayCurrency: request.baseCurrency }) : [];
    if (!view) throw notFoundError('product.notFound');
    const pieces = view.variants
      ? view.variants.map((variant) => ({ piece: variant.product, options: (variant.attributes ?? []).flatMap((attribute) => (attribute?.label ? [attribute.label] : [])) }))
      : TAGGED_TYPES.has(view.type_id ?? '')
        ? [{ piece: view, options: [] }]
        : [];
    return pieces.map(({ piece, options }) => ({
      sku: piece.sku!,
      name: piece.name ?? piece.sku!,
      options,
      price: piece.price_range.minimum_price.final_price,
      code: this.deps.codes.codeOf(request.website.code, piece.sku!),
    }));
  }

  /**
   * Adds the piece a scanned (or typed) code names to the staff member's bag `maskedId`: a code the
   * store never made is refused, and so is one of another website's shops, each with its reason.
   */
  async addScanned(request: RequestContext, maskedId: string, code: string, quantity: number, render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    requireStaffActor(request.actor);
    const parts = readProductCode(code);
    if (!parts) throw inputError('staffBag.codeInvalid');
    // Typed by hand the SKU may come in any case; the signature says which product it is.
    const candidates = await this.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(sql`lower(${products.sku}) = lower(${parts.sku})`)
      .limit(5);
    const { codes } = this.deps;
    const product = candidates.find((candidate) => codes.signs(request.website.code, candidate.sku, parts.signature));
    if (!product) {
      const elsewhere = candidates.some((candidate) => WEBSITES.some((website) => website.code !== request.website.code && codes.signs(website.code, candidate.sku, parts.signature)));
      throw inputError(elsewhere ? 'staffBag.codeOfOtherWebsite' : 'staffBag.codeInvalid');
    }
    // One size of a piece with sizes comes into the bag with the product it is a size of.
    const [parent] = await this.db
      .select({ sku: products.sku })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.parentId))
      .where(and(eq(productLinks.childId, product.id), eq(productLinks.kind, 'configurable')))
      .limit(1);
    const piece: AddItemInput = { sku: product.sku, parent_sku: parent?.sku ?? null, quantity };
    return this.deps.cart.addScannedPiece(request, maskedId, piece, render);
  }
}
