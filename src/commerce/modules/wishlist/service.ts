/**
 * Wishlists (spec 000 §1; §6 "A wishlist view needs sign-in"): one list per customer and website,
 * made when first needed, as in Magento Open Source. Only the owner reads or changes it; whoever
 * holds its sharing code sees it read-only, with the owner's first name and nothing else about them.
 *
 * The same choice added twice adds to its quantity (Magento's Wishlist::addNewItem). Moving items to
 * the bag goes through the bag's own rules one item at a time, as Magento's AddToCart does: an item
 * the bag takes leaves the list, one it refuses stays with the bag's reason.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';
import { customers, products, wishlistItems, wishlists } from '../../db/schema.ts';
import { CART_LINE_MAX_QUANTITY } from '../../../rules/cart.ts';
import type { Actor, RequestContext, StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import type { CartService, MessageRenderer, AddItemInput, CartUserErrorCode } from '../cart/index.ts';
import { loadProductRows } from '../catalog/index.ts';
import { bagItemOf, chooseWishlistItem, sameWishlistChoice, type WishlistChoice } from './wishlistChoice.ts';

export type WishlistRecord = typeof wishlists.$inferSelect;
export type WishlistItemRecord = typeof wishlistItems.$inferSelect;

/** A list holds at most this many items: enough for any shopper, bounded for the database. */
export const WISHLIST_MAX_ITEMS = 100;
export const WISHLIST_MAX_PAGE_SIZE = 100;
export const WISHLIST_DESCRIPTION_MAX_LENGTH = 255;

export interface WishlistItemInput extends AddItemInput {
  entered_options?: ReadonlyArray<{ uid: string; value: string }> | null;
}

export interface WishlistItemUpdate {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: readonly string[] | null;
}

export type WishlistUserErrorCode = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

export interface WishlistUserError {
  code: WishlistUserErrorCode;
  message: string;
}

export interface WishlistCartError {
  code: Extract<CartUserErrorCode, 'PRODUCT_NOT_FOUND' | 'REQUIRED_PARAMETER_MISSING' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK'> | 'UNDEFINED';
  message: string;
  wishlistId: string;
  wishlistItemId: string;
}

export interface WishlistItemsPage {
  items: WishlistItemRecord[];
  total: number;
}

const pageInput = z.object({
  pageSize: z.number().int().min(1).max(WISHLIST_MAX_PAGE_SIZE),
  currentPage: z.number().int().min(1),
});

const WISHLIST_CART_CODES: ReadonlySet<string> = new Set(['PRODUCT_NOT_FOUND', 'REQUIRED_PARAMETER_MISSING', 'NOT_SALABLE', 'INSUFFICIENT_STOCK']);

function newSharingCode(): string {
  return randomBytes(24).toString('base64url');
}

function checkQuantity(quantity: number): CommerceError | undefined {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) return inputError('wishlist.quantityInvalid', { max: CART_LINE_MAX_QUANTITY });
  return undefined;
}

/** An id as the API gives it (a number in a string), or undefined for anything else. */
function parseId(id: string | number): number | undefined {
  const text = String(id).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** The made-to-order module, as the wishlist uses it: a design's choices checked and priced. */
export interface WishlistDesigns {
  quote(ctx: RequestContext, selection: { sku: string } & NonNullable<AddItemInput['custom_made_options']>): Promise<{ design: CustomMadeDesign }>;
}

export interface WishlistDependencies {
  cart: CartService;
  customMade?: WishlistDesigns;
}

export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly deps: WishlistDependencies,
  ) {}

  /** The signed-in customer; guests are refused with Magento's message. */
  ownerOf(actor: Actor): number {
    if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'wishlist.notAuthorized');
    return actor.customerId;
  }

  /** The customer's list on the scope's website, made on first use (two first requests make one). */
  async listOf(request: RequestContext): Promise<WishlistRecord> {
    const customerId = this.ownerOf(request.actor);
    const where = and(eq(wishlists.customerId, customerId), eq(wishlists.websiteId, request.website.id));
    const [found] = await this.db.select().from(wishlists).where(where);
    if (found) return found;
    await this.db.insert(wishlists).values({ customerId, websiteId: request.website.id, sharingCode: newSharingCode() }).onConflictDoNothing();
    const [made] = await this.db.select().from(wishlists).where(where);
    return made;
  }

  /** The customer's list by its id, or null when the id is not theirs on this website (wishlist_v2). */
  async findOwn(request: RequestContext, wishlistId: string): Promise<WishlistRecord | null> {
    const own = await this.listOf(request);
    return parseId(wishlistId) === own.id ? own : null;
  }

  /** The list a mutation names: the customer's own, else Magento's refusals. */
  private async requireOwn(request: RequestContext, wishlistId: string): Promise<WishlistRecord> {
    this.ownerOf(request.actor);
    if (!String(wishlistId).trim()) throw inputError('wishlist.idRequired');
    const own = await this.findOwn(request, wishlistId);
    if (!own) throw inputError('wishlist.notFound');
    return own;
  }

  async itemCount(wishlistId: number): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlistId));
    return Number(row?.total ?? 0);
  }

  /** Newest first. */
  async items(wishlistId: number, pageSize: number, currentPage: number): Promise<WishlistItemsPage> {
    const page = pageInput.safeParse({ pageSize, currentPage });
    if (!page.success) {
      throw page.error.issues[0].path[0] === 'pageSize' ? inputError('input.pageSize', { max: WISHLIST_MAX_PAGE_SIZE }) : inputError('input.currentPage');
    }
    const [items, total] = await Promise.all([
      this.db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistId, wishlistId))
        .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      this.itemCount(wishlistId),
    ]);
    return { items, total };
  }

  /** SKUs of products by id, the inactive ones too: an item names its product after it is no longer sold. */
  async skusOf(ids: readonly number[], db: Database = this.db): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, unique));
    return new Map(rows.map((row) => [row.id, row.sku]));
  }

  /** Adds each item or says why not; the same choice again adds to its quantity. */
  async addItems(request: RequestContext, wishlistId: string, inputs: readonly WishlistItemInput[], render: MessageRenderer) {
    const list = await this.requireOwn(request, wishlistId);
    const userErrors: WishlistUserError[] = [];
    const refuse = (code: WishlistUserErrorCode, error: CommerceError) => userErrors.push({ code, message: render(error) });
    // Designs are priced before the list is locked: pricing reads through the made-to-order module's own connection.
    const designs = await this.priceDesigns(request, inputs);
    await this.db.transaction(async (db) => {
      await db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.id, list.id)).for('update');
      const skus = [...new Set(inputs.flatMap((input) => [input.sku.trim(), input.parent_sku?.trim() ?? '']).filter(Boolean))];
      const found = skus.length ? await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus)) : [];
      const skuIds = new Map(found.map((row) => [row.sku, row.id]));
      const rows = await loadProductRows(db, [...skuIds.values()], request.website.id);
      const kept = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id));
      for (const input of inputs) {
        const badQuantity = checkQuantity(input.quantity);
        if (badQuantity) {
          refuse('UNDEFINED', badQuantity);
          continue;
        }
        const result = chooseWishlistItem(input, skuIds, rows);
        if ('error' in result) {
          refuse(result.error.code, new CommerceError('graphql-input', result.error.messageKey, result.error.values));
          continue;
        }
        // A made-to-order design is kept with its choices, checked and priced as the bag would.
        const designed = designs.get(input);
        if (designed && 'error' in designed) {
          refuse(designed.code, designed.error);
          continue;
        }
        const customDesign = designed?.design ?? null;
        if (designed) result.choice.customMadeOptions = { ...input.custom_made_options };
        const same = kept.find((item) => sameWishlistChoice(item, result.choice));
        if (same) {
          same.quantity = Math.min(CART_LINE_MAX_QUANTITY, same.quantity + input.quantity);
          await db.update(wishlistItems).set({ quantity: same.quantity }).where(eq(wishlistItems.id, same.id));
        } else if (kept.length >= WISHLIST_MAX_ITEMS) {
          refuse('UNDEFINED', inputError('wishlist.tooManyItems', { max: WISHLIST_MAX_ITEMS }));
        } else {
          const [inserted] = await db
            .insert(wishlistItems)
            .values({ wishlistId: list.id, ...result.choice, customDesign, quantity: input.quantity })
            .returning();
          kept.push(inserted);
        }
      }
      await this.touch(db, list.id);
    });
    return { wishlist: await this.reread(list.id), userErrors };
  }

  /** Removes the items named; an id not in the list is a user error, the others still go. */
  async removeItems(request: RequestContext, wishlistId: string, itemIds: readonly string[], render: MessageRenderer) {
    const list = await this.requireOwn(request, wishlistId);
    const userErrors: WishlistUserError[] = [];
    const ids = itemIds.map((id) => ({ given: id, id: parseId(id) }));
    const known = await this.ownItemIds(list.id, ids.flatMap(({ id }) => (id === undefined ? [] : [id])));
    for (const { given, id } of ids) {
      if (id === undefined || !known.has(id)) userErrors.push({ code: 'UNDEFINED', message: render(inputError('wishlist.itemNotFound', { id: String(given).slice(0, 40) })) });
    }
    if (known.size) {
      await this.db.delete(wishlistItems).where(and(eq(wishlistItems.wishlistId, list.id), inArray(wishlistItems.id, [...known])));
      await this.touch(this.db, list.id);
    }
    return { wishlist: await this.reread(list.id), userErrors };
  }

  /** Changes quantities (0 removes the item), notes and chosen options. */
  async updateItems(request: RequestContext, wishlistId: string, updates: readonly WishlistItemUpdate[], render: MessageRenderer) {
    const list = await this.requireOwn(request, wishlistId);
    const userErrors: WishlistUserError[] = [];
    const refuse = (code: WishlistUserErrorCode, error: CommerceError) => userErrors.push({ code, message: render(error) });
    await this.db.transaction(async (db) => {
      const kept = await db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id)).for('update');
      const skuOf = await this.skusOf(kept.map((item) => item.productId), db);
      for (const update of updates) {
        const item = kept.find((candidate) => candidate.id === parseId(update.wishlist_item_id));
        if (!item) {
          refuse('UNDEFINED', inputError('wishlist.itemNotFound', { id: String(update.wishlist_item_id).slice(0, 40) }));
          continue;
        }
        if (update.quantity === 0) {
          await db.delete(wishlistItems).where(eq(wishlistItems.id, item.id));
          continue;
        }
        const badQuantity = update.quantity == null ? undefined : checkQuantity(update.quantity);
        if (badQuantity) {
          refuse('UNDEFINED', badQuantity);
          continue;
        }
        const description = update.description === undefined ? item.description : update.description?.trim() || null;
        if (description && description.length > WISHLIST_DESCRIPTION_MAX_LENGTH) {
          refuse('UNDEFINED', inputError('wishlist.descriptionTooLong', { max: WISHLIST_DESCRIPTION_MAX_LENGTH }));
          continue;
        }
        let choice: WishlistChoice = item;
        if (update.selected_options) {
          const sku = skuOf.get(item.productId) ?? '';
          const rows = await loadProductRows(db, [item.productId], request.website.id);
          const result = chooseWishlistItem({ sku, quantity: 1, selected_options: update.selected_options }, new Map([[sku, item.productId]]), rows);
          if ('error' in result) {
            refuse(result.error.code, new CommerceError('graphql-input', result.error.messageKey, result.error.values));
            continue;
          }
          choice = result.choice;
        }
        await db
          .update(wishlistItems)
          .set({ quantity: update.quantity ?? item.quantity, description, variantProductId: choice.variantProductId, selectedOptions: choice.selectedOptions })
          .where(eq(wishlistItems.id, item.id));
      }
      await this.touch(db, list.id);
    });
    return { wishlist: await this.reread(list.id), userErrors };
  }

  /**
   * Magento's addWishlistItemsToCart: every item (or those named) into the customer's cart, one at
   * a time through the bag's rules. Added items leave the list; refused ones stay, each with the
   * bag's reason (out of stock, options to choose, no longer sold).
   */
  async addToCart(request: RequestContext, wishlistId: string, itemIds: readonly string[] | null | undefined, render: MessageRenderer) {
    const list = await this.requireOwn(request, wishlistId);
    const all = await this.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id)).orderBy(wishlistItems.id);
    let chosen = all;
    if (itemIds?.length) {
      const wanted = itemIds.map((id) => ({ given: id, id: parseId(id) }));
      const unknown = wanted.filter(({ id }) => !all.some((item) => item.id === id));
      if (unknown.length) throw inputError('wishlist.itemsNotFound', { ids: unknown.map(({ given }) => String(given).slice(0, 40)).join(',') });
      chosen = all.filter((item) => wanted.some(({ id }) => id === item.id));
    }
    const cart = await this.deps.cart.customerCart(request);
    const skuOf = await this.skusOf(chosen.flatMap((item) => [item.productId, ...(item.variantProductId ? [item.variantProductId] : [])]));
    const errors: WishlistCartError[] = [];
    const added: number[] = [];
    for (const item of chosen) {
      const answer = await this.deps.cart.addProducts(request, cart.id, [bagItemOf(item, skuOf)], render);
      if (!answer.userErrors.length) added.push(item.id);
      for (const error of answer.userErrors) {
        errors.push({
          code: WISHLIST_CART_CODES.has(error.code) ? (error.code as WishlistCartError['code']) : 'UNDEFINED',
          message: error.message,
          wishlistId: String(list.id),
          wishlistItemId: String(item.id),
        });
      }
    }
    if (added.length) {
      await this.db.delete(wishlistItems).where(inArray(wishlistItems.id, added));
      await this.touch(this.db, list.id);
    }
    return { wishlist: await this.reread(list.id), errors };
  }

  /** A deleted account's lists go with its other personal data; a shared link to them opens nothing. */
  async forgetCustomer(customerId: number): Promise<void> {
    await this.db.delete(wishlists).where(eq(wishlists.customerId, customerId));
  }

  /** A list by its sharing code, with its owner's first name; null for a code that opens nothing. */
  async shared(sharingCode: string, scope: StoreScope): Promise<{ wishlist: WishlistRecord; firstname: string } | null> {
    const code = sharingCode.trim();
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return null;
    const [row] = await this.db
      .select({ wishlist: wishlists, firstname: customers.firstname })
      .from(wishlists)
      .innerJoin(customers, eq(customers.id, wishlists.customerId))
      .where(and(eq(wishlists.sharingCode, code), eq(wishlists.websiteId, scope.website.id), isNull(customers.deletedAt)));
    return row ?? null;
  }

  // -------------------------------------------------------------------------------------------

  /** Each made-to-order input's design as priced, or why it cannot be made. */
  private async priceDesigns(request: RequestContext, inputs: readonly WishlistItemInput[]) {
    const designs = new Map<WishlistItemInput, { design: CustomMadeDesign } | { code: WishlistUserErrorCode; error: CommerceError }>();
    for (const input of inputs) {
      if (!input.custom_made_options) continue;
      if (!this.deps.customMade) throw new Error('The wishlist has no made-to-order designs to price with');
      try {
        designs.set(input, { design: (await this.deps.customMade.quote(request, { ...input.custom_made_options, sku: input.sku.trim() })).design });
      } catch (error) {
        if (!(error instanceof CommerceError)) throw error;
        designs.set(input, { code: error.category === 'graphql-no-such-entity' ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED', error });
      }
    }
    return designs;
  }

  private async ownItemIds(wishlistId: number, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlistId), inArray(wishlistItems.id, [...new Set(ids)])));
    return new Set(rows.map((row) => row.id));
  }

  private async touch(db: Database, wishlistId: number): Promise<void> {
    await db.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, wishlistId));
  }

  private async reread(wishlistId: number): Promise<WishlistRecord> {
    const [record] = await this.db.select().from(wishlists).where(eq(wishlists.id, wishlistId));
    return record;
  }
}
