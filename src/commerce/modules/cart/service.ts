/**
 * Carts: created for a website, filled with products, priced on every read from today's catalog
 * and gold prices, discounted by cart price rules (one coupon per checkout, spec 001 §5), with the
 * gift rules' free pieces chosen by the shopper (spec 000 §4 "Gift selection").
 *
 * Every change runs in a transaction that first locks the cart row, so two requests on one cart
 * (a double click, two tabs) apply one after the other, and ends by settling the cart: lines no
 * longer sold are dropped, a coupon whose rule no longer applies is taken off, and gifts of rules
 * no longer reached are taken back.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { readAll } from '../../db/readAll.ts';
import { cartItems, cartPriceRules, cartRuleGiftProducts, carts, type BundleSelection } from '../../db/schema/cart.ts';
import { customers, products } from '../../db/schema.ts';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES, COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from '../../../rules/cart.ts';
import { formatMoney } from '../../../rules/money.ts';
import { htmlLangByLocale } from '../../../rules/locales.ts';
import { requireStaffActor, type RequestContext, type StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import { type CatalogService, goldQuotesFor, type ProductRows, type ProductView, decodeUid } from '../catalog/index.ts';
import type { GoldService } from '../gold/index.ts';
import type { StoreService } from '../store/index.ts';
import { cartTotals, giftsLeft, ruleApplies, type CartTotals, type PriceRule } from './cartTotals.ts';
import { availableQuantity, priceLines, productIdsOf, stockPartsOf, type CartLineRecord, type LinePrice } from './linePrices.ts';
import { chooseLines, type AddItemInput, type CartUserErrorCode, type ChoiceResult, type LineChoice } from './lineChoice.ts';
import type { CustomMadeDesigns, CustomMadeOptionsInput } from './customMadeLines.ts';
import { buildCartView, type CartView } from './cartViews.ts';
import { findCart, type CartRecord } from './cartAccess.ts';
import { ProductRowLoader } from './productRowLoader.ts';
import { checkCodeAttempts, recordRefusedCode } from './codeAttempts.ts';
import { findGiftCard, normalizeGiftCardCode, usable, type GiftCardRecord } from './giftCards.ts';

type RuleRecord = typeof cartPriceRules.$inferSelect;

export interface CartUserError {
  code: CartUserErrorCode;
  message: string;
}

export interface CartItemUpdate {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
  quantity?: number | null;
  /** A made-to-order line's new choices: they replace the old ones, and the line is priced again. */
  custom_made_options?: CustomMadeOptionsInput | null;
}

export interface ConfigurableItemChange {
  cart_item_uid: string;
  /** The wanted variant's SKU, of the line's configurable product. */
  variant_sku: string;
  /** Pieces of the new variant; the line's quantity when not given. */
  quantity?: number | null;
}

export interface GiftChoiceInput {
  rule_id: number;
  skus: ReadonlyArray<{ sku: string; quantity: number }>;
}

export interface GiftRuleView {
  rule_id: number;
  rule_label: string;
  rule_left_qty: number;
  products: Array<{ available_qty: number; product: ProductView }>;
}

/**
 * Coupons that belong to one shopper rather than to a rule (the club's member coupons): their
 * codes bring a rule into the cart that owns them, and say why they are refused otherwise.
 */
export interface PersonalCoupons {
  /** The rules the cart's coupon code brings, priced like the website's own. */
  rulesFor(db: Database, cart: CartRecord, now: Date): Promise<RuleRecord[]>;
  /** The refusal for a code this cart cannot take, when the code is a personal coupon. */
  refusal(db: Database, code: string, cart: CartRecord, now: Date): Promise<CommerceError | undefined>;
}

export interface CartDependencies {
  catalog: CatalogService;
  gold: GoldService;
  store: StoreService;
  /** Coupons of one shopper's own (the club's member coupons), if any. */
  personalCoupons?: PersonalCoupons;
  /** What else moves from a cart merged into another, in the merge's transaction (held diamonds). */
  cartsMerged?: (db: Database, fromCartId: number, toCartId: number) => Promise<void>;
  /** The customizer's designs, which made-to-order lines are chosen and priced by. */
  customMade?: CustomMadeDesigns;
}

/** Renders a message in the scope's language; user errors of addProductsToCart are data, not GraphQL errors. */
export type MessageRenderer = (error: CommerceError) => string;

/** What one cart looks like priced: its lines, today's prices and the rules in force. */
export interface PricedCart {
  record: CartRecord;
  /** Lines still sold; the others are in unsoldLineIds, for settling to drop. */
  lines: CartLineRecord[];
  unsoldLineIds: number[];
  rows: ProductRows;
  prices: Map<number, LinePrice>;
  rules: PriceRule[];
  ruleRecords: RuleRecord[];
  totals: CartTotals;
  /** The cart's gift card when it can pay now; null otherwise (settling takes a card that cannot off). */
  giftCard: GiftCardRecord | null;
}

function newMaskedId(): string {
  return randomBytes(24).toString('base64url');
}

function toRule(record: RuleRecord): PriceRule {
  return {
    id: record.id,
    couponCode: record.couponCode === null ? null : normalizeCouponCode(record.couponCode),
    discountType: record.discountType as PriceRule['discountType'],
    discountValue: record.discountValue,
    minSubtotal: record.minSubtotal,
    giftQuantity: record.giftQuantity,
    activeFrom: record.activeFrom,
    activeTo: record.activeTo,
    isActive: record.isActive,
    sortOrder: record.sortOrder,
  };
}

function sameChoice(line: CartLineRecord, choice: LineChoice): boolean {
  return (
    line.giftRuleId === null &&
    line.productId === choice.productId &&
    line.parentProductId === choice.parentProductId &&
    JSON.stringify(line.bundleSelections ?? null) === JSON.stringify(choice.bundleSelections ?? null) &&
    JSON.stringify(line.customDesign ?? null) === JSON.stringify(choice.customDesign ?? null)
  );
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) {
    throw inputError('cart.quantityInvalid', { max: CART_LINE_MAX_QUANTITY });
  }
}

export class CartService {
  constructor(
    private readonly db: Database,
    private readonly deps: CartDependencies,
  ) {}

  /** A new, empty guest cart in the scope's website; its masked id is what clients keep. */
  async createCart(request: RequestContext): Promise<string> {
    const maskedId = newMaskedId();
    await this.db.insert(carts).values({ maskedId, websiteId: request.website.id, storeViewId: request.view.id });
    return maskedId;
  }

  async cart(request: RequestContext, maskedId: string): Promise<CartView> {
    const record = await findCart(this.db, request, maskedId, false);
    return this.present(await this.price(this.db, record, request), request);
  }

  /** Answers with the cart's id when the requester may use it (spec call checkUserIsAuthed). */
  async checkAccess(request: RequestContext, maskedId: string): Promise<string> {
    const record = await findCart(this.db, request, maskedId, false);
    return record.maskedId;
  }

  /** Pieces in the cart, for the cart trigger (spec call getItemCount). */
  async itemCount(request: RequestContext, maskedId: string): Promise<number> {
    const record = await findCart(this.db, request, maskedId, false);
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.cartId, record.id));
    return Number(row?.total ?? 0);
  }

  async appliedCoupons(request: RequestContext, maskedId: string): Promise<Array<{ code: string }>> {
    const record = await findCart(this.db, request, maskedId, false);
    return record.couponCode ? [{ code: record.couponCode }] : [];
  }

  /**
   * Adds each item, or reports why it could not be added: as in Magento, items that can be added
   * are, and the others come back as user errors with the cart. Staff add made-to-order designs
   * only; any other piece comes into their bag by its code (spec 000 §4, §6; addScannedPiece).
   */
  async addProducts(request: RequestContext, maskedId: string, items: readonly AddItemInput[], render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    const userErrors: CartUserError[] = [];
    const staff = request.actor.kind === 'staff';
    for (const item of items) {
      if (staff && !item.custom_made_options) userErrors.push({ code: 'PERMISSION_DENIED', message: render(inputError('staffBag.scanRequired', { sku: item.sku.trim().slice(0, 64) })) });
    }
    const allowed = staff ? items.filter((item) => item.custom_made_options) : items;
    return this.addItems(request, maskedId, allowed, render, userErrors);
  }

  /**
   * Magento's older addSimpleProductsToCart and addConfigurableProductsToCart: the same add, all or
   * nothing. Every refusal is rendered inside the add's transaction, so throwing it there rolls back
   * whatever the request had added, and the shopper reads it as the request's error.
   */
  async addProductsOrRefuse(request: RequestContext, maskedId: string, items: readonly AddItemInput[]): Promise<CartView> {
    const { cart } = await this.addProducts(request, maskedId, items, (error) => {
      throw error;
    });
    return cart;
  }

  /**
   * A piece a staff member scanned (its code checked by the staff bag, staffBag.ts): added to their
   * bag as addProductsToCart adds any piece.
   */
  async addScannedPiece(request: RequestContext, maskedId: string, piece: AddItemInput, render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    requireStaffActor(request.actor);
    return this.addItems(request, maskedId, [piece], render, []);
  }

  private async addItems(request: RequestContext, maskedId: string, items: readonly AddItemInput[], render: MessageRenderer, userErrors: CartUserError[]): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    const userError = (code: CartUserErrorCode, error: CommerceError) => userErrors.push({ code, message: render(error) });
    // Designs are checked and priced before the cart is locked: the diamond inventory answers from its own connection.
    const designs = new Map<AddItemInput, ChoiceResult>();
    for (const item of items) if (item.custom_made_options) designs.set(item, await this.chooseDesign(request, item, item.custom_made_options, maskedId));
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      const rowLoader = new ProductRowLoader(tx, request.website.id);
      const skus = [...new Set(items.flatMap((item) => [item.sku.trim(), item.parent_sku?.trim() ?? '']).filter(Boolean))];
      const found = skus.length
        ? await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus))
        : [];
      const skuIds = new Map(found.map((row) => [row.sku, row.id]));
      const lines = await this.loadLines(tx, cart.id);
      const rows = await rowLoader.load([...skuIds.values(), ...productIdsOf(lines)]);
      const quotes = this.quotes(request);
      const now = new Date();

      for (const item of items) {
        if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > CART_LINE_MAX_QUANTITY) {
          userError('INVALID_PARAMETER_VALUE', inputError('cart.quantityInvalid', { max: CART_LINE_MAX_QUANTITY }));
          continue;
        }
        const choice = designs.get(item) ?? chooseLines(item, skuIds, rows);
        if ('error' in choice) {
          userError(choice.error.code, new CommerceError('graphql-input', choice.error.messageKey, choice.error.values));
          continue;
        }
        // All lines of one item go in together or not at all (a grouped set is one choice).
        const proposed = lines.map((line) => ({ ...line }));
        let nextId = -1;
        for (const lineChoice of choice.lines) {
          const existing = proposed.find((line) => sameChoice(line, lineChoice));
          if (existing) existing.quantity += lineChoice.quantity;
          else proposed.push({ id: nextId--, ...lineChoice, customDesign: lineChoice.customDesign ?? null, giftRuleId: null, quotedUnitPrice: 0 });
        }
        const touched = proposed.filter((line) => line.id < 0 || line.quantity !== lines.find((old) => old.id === line.id)?.quantity);
        const prices = priceLines(proposed, rows, quotes, now);
        const refusal = touched.map((line) => ({ line, price: prices.get(line.id)! })).find(({ line, price }) => price.problem || line.quantity > CART_LINE_MAX_QUANTITY);
        if (refusal) {
          const { line, price } = refusal;
          if (price.problem === 'unavailable' || price.problem === 'out_of_stock') userError('NOT_SALABLE', inputError('cart.notSalable'));
          else if (price.problem === 'quantity') userError('INSUFFICIENT_STOCK', inputError('cart.qtyNotAvailable'));
          else if (line.quantity > CART_LINE_MAX_QUANTITY) userError('INVALID_PARAMETER_VALUE', inputError('cart.quantityInvalid', { max: CART_LINE_MAX_QUANTITY }));
          continue;
        }
        if (proposed.length > CART_MAX_LINES) {
          userError('INVALID_PARAMETER_VALUE', inputError('cart.tooManyLines', { max: CART_MAX_LINES }));
          continue;
        }
        for (const line of touched) {
          const quotedUnitPrice = prices.get(line.id)!.unitPrice!;
          if (line.id > 0) {
            await tx.update(cartItems).set({ quantity: line.quantity, quotedUnitPrice }).where(eq(cartItems.id, line.id));
            lines.find((old) => old.id === line.id)!.quantity = line.quantity;
          } else {
            const [inserted] = await tx
              .insert(cartItems)
              .values({
                cartId: cart.id,
                productId: line.productId,
                parentProductId: line.parentProductId,
                bundleSelections: line.bundleSelections,
                customDesign: line.customDesign,
                quantity: line.quantity,
                quotedUnitPrice,
              })
              .returning();
            lines.push(inserted as CartLineRecord);
          }
        }
      }
      return this.settle(tx, cart, request, rowLoader);
    });
    return { cart: await this.present(priced, request), userErrors };
  }

  /** Changes quantities (0 removes a line); all or nothing, refused when stock cannot cover it. */
  async updateItems(request: RequestContext, maskedId: string, updates: readonly CartItemUpdate[]): Promise<CartView> {
    const designs = await this.redesigns(request, maskedId, updates);
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      const rowLoader = new ProductRowLoader(tx, request.website.id);
      const lines = await this.loadLines(tx, cart.id);
      const changes = new Map<number, number>();
      for (const update of updates) {
        const line = this.lineOf(lines, update);
        const quantity = update.quantity ?? line.quantity;
        if (quantity !== 0) checkQuantity(quantity);
        changes.set(line.id, quantity);
      }
      const redesigned = new Map<number, LineChoice>();
      for (const [lineId, design] of designs) {
        const line = lines.find((candidate) => candidate.id === lineId);
        // The line changed design between the check and the lock: a request of its own must say what it wants.
        if (!line || line.productId !== design.productId) throw notFoundError('cart.itemNotFound', { itemId: String(lineId) });
        redesigned.set(lineId, design);
      }
      const proposed = lines.flatMap((line) => {
        const quantity = changes.get(line.id) ?? line.quantity;
        const design = redesigned.get(line.id);
        return quantity === 0 ? [] : [{ ...line, quantity, ...(design ? { customDesign: design.customDesign, bundleSelections: design.bundleSelections } : {}) }];
      });
      const rows = await rowLoader.load(productIdsOf(proposed));
      const prices = priceLines(proposed, rows, this.quotes(request), new Date());
      for (const line of proposed) {
        const design = redesigned.get(line.id);
        if (!design && (!changes.has(line.id) || changes.get(line.id) === lines.find((old) => old.id === line.id)!.quantity)) continue;
        const price = prices.get(line.id)!;
        if (price.problem === 'unavailable' || price.problem === 'out_of_stock') throw inputError('cart.outOfStock');
        if (price.problem === 'quantity') throw inputError('cart.qtyNotAvailable');
        if (line.giftRuleId !== null) await this.checkGiftQuantity(tx, line.giftRuleId, proposed, request);
        await tx
          .update(cartItems)
          .set({ quantity: line.quantity, quotedUnitPrice: price.unitPrice!, ...(design ? { customDesign: design.customDesign, bundleSelections: design.bundleSelections } : {}) })
          .where(eq(cartItems.id, line.id));
      }
      const removed = [...changes].filter(([, quantity]) => quantity === 0).map(([id]) => id);
      if (removed.length) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, removed)));
      return this.settle(tx, cart, request, rowLoader);
    });
    return this.present(priced, request);
  }

  /**
   * Changes a configurable line's variant (spec 000 §4: a configurable line is removed and added
   * again): the old line leaves and the variant comes in as an add would bring it, priced and
   * checked against stock afresh, joining a line of the same variant if there is one. One
   * transaction: refused, the cart is as it was.
   */
  async changeConfigurableItem(request: RequestContext, maskedId: string, input: ConfigurableItemChange): Promise<CartView> {
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      const rowLoader = new ProductRowLoader(tx, request.website.id);
      const lines = await this.loadLines(tx, cart.id);
      const line = this.lineOf(lines, { cart_item_uid: input.cart_item_uid });
      if (line.parentProductId === null || line.giftRuleId !== null) throw inputError('cart.notConfigurableLine');
      // Another size is another piece on the shelf: staff scan its own tag (spec 000 §4).
      if (request.actor.kind === 'staff') throw inputError('staffBag.scanRequired', { sku: input.variant_sku.trim().slice(0, 64) });
      const quantity = input.quantity ?? line.quantity;
      checkQuantity(quantity);
      const sku = input.variant_sku.trim();
      const [parent] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, line.parentProductId));
      const [variant] = sku ? await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku)) : [];
      const skuIds = new Map([[parent.sku, line.parentProductId], ...(variant ? [[sku, variant.id] as const] : [])]);
      const rows = await rowLoader.load([...skuIds.values(), ...productIdsOf(lines)]);
      const choice = chooseLines({ sku, parent_sku: parent.sku, quantity }, skuIds, rows);
      if ('error' in choice) throw new CommerceError(choice.error.code === 'PRODUCT_NOT_FOUND' ? 'graphql-no-such-entity' : 'graphql-input', choice.error.messageKey, choice.error.values);
      const [chosen] = choice.lines;

      // Removed, then added again.
      const proposed = lines.filter((other) => other.id !== line.id).map((other) => ({ ...other }));
      let added = proposed.find((other) => sameChoice(other, chosen));
      if (added) added.quantity += chosen.quantity;
      else {
        added = { id: -1, ...chosen, customDesign: null, giftRuleId: null, quotedUnitPrice: 0 };
        proposed.push(added);
      }
      const price = priceLines(proposed, rows, this.quotes(request), new Date()).get(added.id)!;
      if (price.problem === 'unavailable' || price.problem === 'out_of_stock') throw inputError('cart.outOfStock');
      if (price.problem === 'quantity') throw inputError('cart.qtyNotAvailable');
      if (added.quantity > CART_LINE_MAX_QUANTITY) throw inputError('cart.quantityInvalid', { max: CART_LINE_MAX_QUANTITY });

      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      if (added.id > 0) await tx.update(cartItems).set({ quantity: added.quantity, quotedUnitPrice: price.unitPrice! }).where(eq(cartItems.id, added.id));
      else
        await tx.insert(cartItems).values({
          cartId: cart.id,
          productId: added.productId,
          parentProductId: added.parentProductId,
          bundleSelections: added.bundleSelections,
          customDesign: null,
          quantity: added.quantity,
          quotedUnitPrice: price.unitPrice!,
        });
      return this.settle(tx, cart, request, rowLoader);
    });
    return this.present(priced, request);
  }

  async removeItem(request: RequestContext, maskedId: string, item: CartItemUpdate): Promise<CartView> {
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      const line = this.lineOf(await this.loadLines(tx, cart.id), item);
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return this.settle(tx, cart, request, new ProductRowLoader(tx, request.website.id));
    });
    return this.present(priced, request);
  }

  /** One coupon per checkout (spec 001 §5): a second is refused until the first is removed. */
  async applyCoupon(request: RequestContext, maskedId: string, couponCode: string): Promise<CartView> {
    const code = normalizeCouponCode(couponCode);
    const settled = await this.tryingCode(request, async (tx, tried) => {
      const cart = await findCart(tx, request, maskedId, true);
      if (cart.couponCode) throw inputError('coupon.alreadyApplied');
      await tried(cart.id);
      if (!code || code.length > COUPON_CODE_MAX_LENGTH) throw inputError('coupon.invalid');
      // Priced as if the code were on: a personal coupon's rule only comes with its code. Settling
      // writes the code and keeps this pricing, since the code was all that changed.
      const rowLoader = new ProductRowLoader(tx, request.website.id);
      const priced = await this.price(tx, { ...cart, couponCode: code }, request, rowLoader);
      if (priced.totals.subtotal <= 0) throw inputError('cart.empty');
      const rule = priced.rules.find((candidate) => candidate.couponCode === code);
      const now = new Date();
      if (!rule || !ruleApplies({ ...rule, minSubtotal: 0 }, priced.totals.subtotal, code, now)) {
        throw (await this.deps.personalCoupons?.refusal(tx, code, cart, now)) ?? inputError('coupon.invalid');
      }
      if (priced.totals.subtotal < rule.minSubtotal) {
        throw inputError('coupon.minimum', { code, amount: formatMoney({ amount: rule.minSubtotal, currency: request.baseCurrency }, htmlLangByLocale[request.locale]) });
      }
      return this.settle(tx, cart, request, rowLoader, priced);
    });
    return this.present(settled, request);
  }

  /**
   * A coupon or gift card code tried on a bag: refused unread while the bag or the address has had
   * too many codes refused lately, and counted when it is refused as no such code (codeAttempts.ts).
   */
  private async tryingCode<T>(request: RequestContext, work: (tx: Database, tried: (cartId: number) => Promise<void>) => Promise<T>): Promise<T> {
    let triedOn: number | undefined;
    try {
      return await this.db.transaction((tx) =>
        work(tx, async (cartId) => {
          await checkCodeAttempts(tx, request, cartId);
          triedOn = cartId;
        }),
      );
    } catch (error) {
      const noSuchCode = error instanceof CommerceError && (error.messageKey === 'coupon.invalid' || error.messageKey === 'giftCard.invalid');
      if (noSuchCode && triedOn !== undefined) await recordRefusedCode(this.db, request, triedOn);
      throw error;
    }
  }

  /** Pays part of the cart with a gift card (Magento's applyGiftCardToCart); one card per cart, a new one replaces the old. */
  async applyGiftCard(request: RequestContext, maskedId: string, code: string): Promise<CartView> {
    const priced = await this.tryingCode(request, async (tx, tried) => {
      const cart = await findCart(tx, request, maskedId, true);
      await tried(cart.id);
      const card = await findGiftCard(tx, code);
      if (!usable(card, cart.websiteId, new Date())) throw inputError('giftCard.invalid');
      await tx.update(carts).set({ giftCardCode: card.code, updatedAt: new Date() }).where(eq(carts.id, cart.id));
      return this.settle(tx, cart, request, new ProductRowLoader(tx, request.website.id));
    });
    return this.present(priced, request);
  }

  /** Takes the gift card off the cart (Magento's removeGiftCardFromCart); a code not on the cart is refused. */
  async removeGiftCard(request: RequestContext, maskedId: string, code: string): Promise<CartView> {
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      if (!cart.giftCardCode || (code.trim() && cart.giftCardCode !== normalizeGiftCardCode(code))) throw inputError('giftCard.invalid');
      await tx.update(carts).set({ giftCardCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
      return this.settle(tx, cart, request, new ProductRowLoader(tx, request.website.id));
    });
    return this.present(priced, request);
  }

  async removeCoupon(request: RequestContext, maskedId: string): Promise<CartView> {
    const priced = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
      return this.settle(tx, cart, request, new ProductRowLoader(tx, request.website.id));
    });
    return this.present(priced, request);
  }

  /** The gift rules the cart has reached with pieces still to choose (spec call getRuleGiftProduct). */
  async giftRules(request: RequestContext, maskedId: string): Promise<GiftRuleView[]> {
    const cart = await findCart(this.db, request, maskedId, false);
    const rowLoader = new ProductRowLoader(this.db, request.website.id);
    const priced = await this.price(this.db, cart, request, rowLoader);
    const open = priced.ruleRecords.filter((rule) => rule.giftQuantity > 0 && priced.totals.appliedRuleIds.includes(rule.id) && giftsLeft(rule, priced.lines) > 0);
    if (!open.length) return [];
    const offered = await this.db
      .select()
      .from(cartRuleGiftProducts)
      .where(inArray(cartRuleGiftProducts.ruleId, open.map((rule) => rule.id)))
      .orderBy(asc(cartRuleGiftProducts.ruleId), asc(cartRuleGiftProducts.position), asc(cartRuleGiftProducts.productId));
    const giftIds = [...new Set(offered.map((row) => row.productId))];
    const rows = await rowLoader.load(giftIds);
    const views = await this.productViews(giftIds, rows, request);
    return open.map((rule) => ({
      rule_id: rule.id,
      rule_label: this.label(rule, request),
      rule_left_qty: giftsLeft(rule, priced.lines),
      products: offered
        .filter((row) => row.ruleId === rule.id)
        .flatMap((row) => {
          const product = views.get(row.productId);
          const inCart = priced.lines.filter((line) => stockPartsOf(line).some((part) => part.productId === row.productId)).reduce((sum, line) => sum + line.quantity, 0);
          const available = Math.min(CART_LINE_MAX_QUANTITY, availableQuantity(rows.products.get(row.productId)) - inCart);
          return product && available > 0 ? [{ available_qty: available, product }] : [];
        }),
    }));
  }

  /**
   * Adds the gifts chosen in the dialog and answers what is left of each rule; the dialog opens
   * again while a rule has pieces left (spec 000 §4).
   */
  async addGifts(request: RequestContext, maskedId: string, choices: readonly GiftChoiceInput[]): Promise<{ cart: CartView; rules: Array<{ rule_id: number; rule_left_qty: number }> }> {
    const { settled, left } = await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      const rowLoader = new ProductRowLoader(tx, request.website.id);
      const priced = await this.price(tx, cart, request, rowLoader);
      const skus = [...new Set(choices.flatMap((choice) => choice.skus.map((entry) => entry.sku.trim())))];
      const found = skus.length ? await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus)) : [];
      const skuIds = new Map(found.map((row) => [row.sku, row.id]));
      const offered = await tx.select().from(cartRuleGiftProducts).where(inArray(cartRuleGiftProducts.ruleId, choices.map((choice) => choice.rule_id).concat(0)));
      const lines = priced.lines.map((line) => ({ ...line }));
      let nextId = -1;
      for (const choice of choices) {
        const rule = priced.ruleRecords.find((candidate) => candidate.id === choice.rule_id);
        if (!rule || rule.giftQuantity <= 0 || !priced.totals.appliedRuleIds.includes(rule.id)) throw inputError('gift.ruleNotAvailable');
        let left = giftsLeft(rule, lines);
        for (const entry of choice.skus) {
          if (entry.quantity === 0) continue;
          checkQuantity(entry.quantity);
          const productId = skuIds.get(entry.sku.trim());
          if (productId === undefined || !offered.some((row) => row.ruleId === rule.id && row.productId === productId)) {
            throw inputError('gift.notOffered', { sku: entry.sku.trim() });
          }
          if (entry.quantity > left) throw inputError('gift.tooMany', { left });
          left -= entry.quantity;
          const existing = lines.find((line) => line.giftRuleId === rule.id && line.productId === productId);
          if (existing) existing.quantity += entry.quantity;
          else lines.push({ id: nextId--, productId, parentProductId: null, bundleSelections: null, customDesign: null, quantity: entry.quantity, giftRuleId: rule.id, quotedUnitPrice: 0 });
        }
      }
      const rows = await rowLoader.load(productIdsOf(lines));
      const prices = priceLines(lines, rows, this.quotes(request), new Date());
      for (const line of lines) {
        const before = priced.lines.find((old) => old.id === line.id);
        if (before && before.quantity === line.quantity) continue;
        const problem = prices.get(line.id)!.problem;
        if (problem === 'quantity') throw inputError('cart.qtyNotAvailable');
        if (problem) throw inputError('cart.notSalable');
        if (before) await tx.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, line.id));
        else await tx.insert(cartItems).values({ cartId: cart.id, productId: line.productId, quantity: line.quantity, giftRuleId: line.giftRuleId, quotedUnitPrice: 0 });
      }
      const settled = await this.settle(tx, cart, request, rowLoader);
      const rules = choices.map((choice) => {
        const rule = priced.ruleRecords.find((candidate) => candidate.id === choice.rule_id)!;
        return { rule_id: rule.id, rule_left_qty: giftsLeft(rule, lines) };
      });
      return { settled, left: rules };
    });
    return { cart: await this.present(settled, request), rules: left };
  }

  /**
   * The signed-in customer's active cart on the request's website, created with their email when
   * there is none; a staff member's token has a bag of its own the same way, kept on their account
   * (docs/decisions.md, "The staff bag"). The account's row is locked meanwhile, so two first
   * requests make one cart.
   */
  async customerCart(request: RequestContext): Promise<CartView> {
    const { actor } = request;
    if (actor.kind !== 'customer' && actor.kind !== 'staff') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
    const customerId = actor.kind === 'customer' ? actor.customerId : actor.staffId;
    const record = await this.db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ email: customers.email })
        .from(customers)
        .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
        .for('update');
      if (!customer) throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
      const [found] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.customerId, customerId), eq(carts.websiteId, request.website.id), eq(carts.isActive, true)))
        .orderBy(desc(carts.id))
        .limit(1);
      if (found) return found;
      const [created] = await tx
        .insert(carts)
        .values({ maskedId: newMaskedId(), websiteId: request.website.id, storeViewId: request.view.id, customerId, email: customer.email })
        .returning();
      return created;
    });
    return this.present(await this.price(this.db, record, request), request);
  }

  /**
   * Magento's mergeCarts: the source cart's lines join the destination (quantities of the same
   * piece add up, to the line maximum), its coupon comes along when the destination has none, and
   * the source cart closes. Gifts stay behind: the merged cart's rules decide them again.
   */
  async mergeCarts(request: RequestContext, sourceId: string, destinationId: string): Promise<CartView> {
    const priced = await this.db.transaction(async (tx) => {
      const db = tx;
      const destination = await findCart(db, request, destinationId, true);
      const source = await findCart(db, request, sourceId, true);
      if (source.id === destination.id) throw inputError('customer.mergeSameCart');
      const incoming = await this.loadLines(db, source.id);
      const lines = await this.loadLines(db, destination.id);
      for (const line of incoming.filter((candidate) => candidate.giftRuleId === null)) {
        const same = lines.find((existing) => sameChoice(existing, line));
        if (same) {
          same.quantity = Math.min(CART_LINE_MAX_QUANTITY, same.quantity + line.quantity);
          await db.update(cartItems).set({ quantity: same.quantity }).where(eq(cartItems.id, same.id));
        } else if (lines.length < CART_MAX_LINES) {
          const { id: _id, giftRuleId: _gift, ...choice } = line;
          const [inserted] = await db.insert(cartItems).values({ cartId: destination.id, ...choice }).returning();
          lines.push(inserted as CartLineRecord);
        }
      }
      if (!destination.couponCode && source.couponCode) await db.update(carts).set({ couponCode: source.couponCode }).where(eq(carts.id, destination.id));
      await db.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, source.id));
      await this.deps.cartsMerged?.(db, source.id, destination.id);
      return this.settle(db, destination, request, new ProductRowLoader(db, request.website.id));
    });
    return this.present(priced, request);
  }

  /**
   * Puts the pieces of a cart that became an unpaid, cancelled order back into the shopper's bag
   * (`destinationId`), inside the caller's transaction: each line at least at the quantity it had
   * (restoring twice gives the same bag), its coupon when the bag has none. Gifts stay behind: the
   * bag's rules decide them again. The bag is priced and settled as after any change, so stock is
   * checked again and a coupon no longer valid comes off. Answers the bag's record, to be shown
   * once the caller's transaction has committed.
   */
  /**
   * A staff order paid again (staff action "repay"): besides its pieces (restoreLines), the staff
   * bag takes back the order's checkout as the staff member left it (the shop it was placed at,
   * where it is collected or sent, its billing address and the customer's phone the one-time
   * password proved), all but the payment method, which is chosen again.
   */
  async restoreStaffCheckout(db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
    requireStaffActor(request.actor);
    const destination = await findCart(db, request, destinationId, true);
    const [source] = await db.select().from(carts).where(eq(carts.id, sourceCartId));
    if (!source || source.websiteId !== destination.websiteId) throw notFoundError('cart.notFound', { cartId: destinationId.slice(0, 40) });
    await db
      .update(carts)
      .set({
        staffOrderedStore: source.staffOrderedStore,
        orderCustomerPhone: source.orderCustomerPhone,
        orderCustomerPhoneVerifiedAt: source.orderCustomerPhoneVerifiedAt,
        shippingAddress: source.shippingAddress,
        billingAddress: source.billingAddress,
        billingSameAsShipping: source.billingSameAsShipping,
        shippingMethod: source.shippingMethod,
        pickupLocationId: source.pickupLocationId,
        paymentMethod: null,
        paymentNonce: null,
        paymentSaveCard: false,
        paymentVaultHash: null,
        updatedAt: new Date(),
      })
      .where(eq(carts.id, destination.id));
    return this.restoreLines(db, request, sourceCartId, destinationId);
  }

  async restoreLines(db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
    const destination = await findCart(db, request, destinationId, true);
    const [source] = await db.select().from(carts).where(eq(carts.id, sourceCartId));
    if (!source || source.websiteId !== destination.websiteId) throw notFoundError('cart.notFound', { cartId: destinationId.slice(0, 40) });
    const incoming = await this.loadLines(db, source.id);
    const lines = await this.loadLines(db, destination.id);
    for (const line of incoming.filter((candidate) => candidate.giftRuleId === null)) {
      const same = lines.find((existing) => sameChoice(existing, line));
      if (same) {
        if (same.quantity >= line.quantity) continue;
        same.quantity = Math.min(CART_LINE_MAX_QUANTITY, line.quantity);
        await db.update(cartItems).set({ quantity: same.quantity }).where(eq(cartItems.id, same.id));
      } else if (lines.length < CART_MAX_LINES) {
        const { id: _id, giftRuleId: _gift, ...choice } = line;
        const [inserted] = await db.insert(cartItems).values({ cartId: destination.id, ...choice }).returning();
        lines.push(inserted as CartLineRecord);
      }
    }
    if (!destination.couponCode && source.couponCode) await db.update(carts).set({ couponCode: source.couponCode }).where(eq(carts.id, destination.id));
    if (!destination.giftCardCode && source.giftCardCode) await db.update(carts).set({ giftCardCode: source.giftCardCode }).where(eq(carts.id, destination.id));
    return (await this.settle(db, destination, request, new ProductRowLoader(db, request.website.id))).record;
  }

  // -------------------------------------------------------------------------------------------

  /** A made-to-order item of addProductsToCart as a line, or why its design cannot be had. */
  private async chooseDesign(ctx: RequestContext, item: AddItemInput, options: CustomMadeOptionsInput, maskedId: string): Promise<ChoiceResult> {
    const sku = item.sku.trim();
    if (!this.deps.customMade) return { error: { code: 'NOT_SALABLE', messageKey: 'cart.madeToOrderNeedsDesign', values: { sku } } };
    try {
      const chosen = await this.deps.customMade.chooseForCart(ctx, sku, options, maskedId);
      return { lines: [{ productId: chosen.productId, parentProductId: null, bundleSelections: chosen.bundleSelections, customDesign: chosen.customDesign, quantity: item.quantity }] };
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      const code: CartUserErrorCode = error.messageKey === 'madeToOrder.designNotFound' ? 'PRODUCT_NOT_FOUND' : 'INVALID_PARAMETER_VALUE';
      return { error: { code, messageKey: error.messageKey, values: error.values } };
    }
  }

  /** The new designs of made-to-order lines that updateCartItems changes, checked and priced before the cart is locked. */
  private async redesigns(ctx: RequestContext, maskedId: string, updates: readonly CartItemUpdate[]): Promise<Map<number, LineChoice>> {
    const designs = new Map<number, LineChoice>();
    const wanted = updates.filter((update) => update.custom_made_options);
    if (!wanted.length) return designs;
    const record = await findCart(this.db, ctx, maskedId, false);
    const lines = await this.loadLines(this.db, record.id);
    for (const update of wanted) {
      const line = this.lineOf(lines, update);
      if (!line.customDesign || !this.deps.customMade) throw inputError('madeToOrder.notCustomLine');
      const [product] = await this.db.select({ sku: products.sku }).from(products).where(eq(products.id, line.productId));
      const chosen = await this.deps.customMade.chooseForCart(ctx, product.sku, update.custom_made_options!, maskedId);
      if (chosen.productId !== line.productId) throw inputError('madeToOrder.lineOfOtherDesign', { sku: product.sku });
      designs.set(line.id, { productId: chosen.productId, parentProductId: null, bundleSelections: chosen.bundleSelections, customDesign: chosen.customDesign, quantity: line.quantity });
    }
    return designs;
  }

  private lineOf(lines: readonly CartLineRecord[], item: CartItemUpdate): CartLineRecord {
    const id = item.cart_item_uid ? decodeUid(item.cart_item_uid) : (item.cart_item_id ?? undefined);
    if (id === undefined && !item.cart_item_uid) throw inputError('cart.itemIdRequired');
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) throw notFoundError('cart.itemNotFound', { itemId: String(item.cart_item_uid ?? item.cart_item_id).slice(0, 40) });
    return line;
  }

  private async loadLines(db: Database, cartId: number): Promise<CartLineRecord[]> {
    return db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        parentProductId: cartItems.parentProductId,
        quantity: cartItems.quantity,
        bundleSelections: cartItems.bundleSelections,
        customDesign: cartItems.customDesign,
        giftRuleId: cartItems.giftRuleId,
        quotedUnitPrice: cartItems.quotedUnitPrice,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id)) as Promise<CartLineRecord[]>;
  }

  quotes(scope: StoreScope) {
    return goldQuotesFor(scope.baseCurrency, this.deps.gold, this.deps.store);
  }

  /**
   * Prices a cart as it stands in `db` (a transaction's view when placing an order): the one
   * pricing pass of a cart call. Product rows come from the call's loader, so a change that already
   * read them for its checks does not read them again.
   */
  async price(db: Database, record: CartRecord, scope: StoreScope, rowLoader = new ProductRowLoader(db, scope.website.id)): Promise<PricedCart> {
    // Together on the pool; in turn when `db` is the order's transaction (db/readAll.ts).
    const [lines, ruleRecords] = await readAll(db, [
      this.loadLines(db, record.id),
      db.select().from(cartPriceRules).where(eq(cartPriceRules.websiteId, record.websiteId)),
    ]);
    const rows = await rowLoader.load(productIdsOf(lines));
    const now = new Date();
    if (record.couponCode && this.deps.personalCoupons) ruleRecords.push(...(await this.deps.personalCoupons.rulesFor(db, record, now)));
    const prices = priceLines(lines, rows, this.quotes(scope), now);
    const sold = lines.filter((line) => prices.get(line.id)!.problem !== 'unavailable');
    const unsoldLineIds = lines.filter((line) => !sold.includes(line)).map((line) => line.id);
    const rules = ruleRecords.map(toRule);
    const totals = cartTotals(
      sold.map((line) => ({ id: line.id, quantity: line.quantity, unitPrice: prices.get(line.id)!.unitPrice!, giftRuleId: line.giftRuleId })),
      rules,
      record.couponCode,
      now,
    );
    const card = record.giftCardCode ? await findGiftCard(db, record.giftCardCode) : undefined;
    const giftCard = usable(card, record.websiteId, now) ? card : null;
    return { record, lines: sold, unsoldLineIds, rows, prices, rules, ruleRecords, totals, giftCard };
  }

  /**
   * Brings the cart back to a state it can be shown and bought in after a change: lines no longer
   * sold leave, a coupon whose rule no longer applies comes off, gifts of rules no longer reached
   * (or beyond what a rule grants) go back. Answers the cart priced as it is left, which is what
   * the change answers with: priced once, and again only when settling itself changed what the
   * cart costs (a coupon taken off, gifts taken back). `priced`, when given, is the cart as it
   * stands now, priced by the change's own checks.
   */
  private async settle(db: Database, record: CartRecord, scope: StoreScope, rowLoader: ProductRowLoader, priced?: PricedCart): Promise<PricedCart> {
    if (!priced) {
      const [current] = await db.select().from(carts).where(eq(carts.id, record.id));
      priced = await this.price(db, current, scope, rowLoader);
    }
    if (priced.unsoldLineIds.length) await db.delete(cartItems).where(inArray(cartItems.id, priced.unsoldLineIds));

    let couponCode = priced.record.couponCode;
    if (couponCode && !priced.rules.some((rule) => rule.couponCode === couponCode && priced!.totals.appliedRuleIds.includes(rule.id))) {
      couponCode = null;
      priced = await this.price(db, { ...priced.record, couponCode }, scope, rowLoader);
    }

    let giftsTakenBack = false;
    for (const rule of priced.ruleRecords.filter((candidate) => candidate.giftQuantity > 0)) {
      const giftLines = priced.lines.filter((line) => line.giftRuleId === rule.id);
      if (!giftLines.length) continue;
      let allowed = priced.totals.appliedRuleIds.includes(rule.id) ? rule.giftQuantity : 0;
      for (const line of giftLines) {
        const keep = Math.min(line.quantity, allowed);
        allowed -= keep;
        if (keep === line.quantity) continue;
        giftsTakenBack = true;
        if (keep === 0) await db.delete(cartItems).where(eq(cartItems.id, line.id));
        else await db.update(cartItems).set({ quantity: keep }).where(eq(cartItems.id, line.id));
      }
    }
    // A gift card that can no longer pay (spent by another order, expired) comes off.
    const giftCardCode = priced.giftCard ? priced.record.giftCardCode : null;
    const updatedAt = new Date();
    await db.update(carts).set({ couponCode, giftCardCode, updatedAt }).where(eq(carts.id, record.id));
    // The rows written after pricing change the answer: price the cart as it now stands.
    if (giftsTakenBack) priced = await this.price(db, { ...priced.record, couponCode, giftCardCode }, scope, rowLoader);
    return { ...priced, record: { ...priced.record, couponCode, giftCardCode, updatedAt } };
  }

  private async checkGiftQuantity(db: Database, ruleId: number, proposed: readonly CartLineRecord[], scope: StoreScope): Promise<void> {
    const [rule] = await db.select().from(cartPriceRules).where(and(eq(cartPriceRules.id, ruleId), eq(cartPriceRules.websiteId, scope.website.id)));
    if (!rule) throw inputError('gift.ruleNotAvailable');
    const chosen = proposed.filter((line) => line.giftRuleId === ruleId).reduce((sum, line) => sum + line.quantity, 0);
    if (chosen > rule.giftQuantity) throw inputError('gift.tooMany', { left: 0 });
  }

  /** Products as the cart shows them, from the rows the cart was priced with: in the website's currency, which is what the cart is paid in. */
  private async productViews(ids: readonly number[], rows: ProductRows, scope: StoreScope): Promise<Map<number, ProductView>> {
    const views = await this.deps.catalog.productsFromRows(ids, rows, { ...scope, displayCurrency: scope.baseCurrency });
    return new Map(views.flatMap((view) => (view.id == null ? [] : [[view.id, view] as const])));
  }

  private label(rule: RuleRecord, scope: StoreScope): string {
    return rule.label[scope.locale] ?? rule.label.en ?? '';
  }

  /** The cart as it stands now, priced: for changes made outside this service (the checkout's fields). */
  async view(record: CartRecord, scope: StoreScope): Promise<CartView> {
    const [current] = await this.db.select().from(carts).where(eq(carts.id, record.id));
    return this.present(await this.price(this.db, current, scope), scope);
  }

  /** The API's cart from a priced cart, without reading or pricing anything again. */
  private async present(priced: PricedCart, scope: StoreScope): Promise<CartView> {
    const viewIds = priced.lines.flatMap((line) => (line.parentProductId ? [line.parentProductId, line.productId] : [line.productId]));
    const views = await this.productViews(viewIds, priced.rows, scope);
    return buildCartView({
      cart: priced.record,
      lines: priced.lines,
      prices: priced.prices,
      totals: priced.totals,
      giftCard: priced.giftCard,
      rules: new Map(priced.ruleRecords.map((rule) => [rule.id, { label: this.label(rule, scope), couponCode: rule.couponCode }])),
      products: views,
      currency: scope.baseCurrency,
      website: scope.website.code,
      locale: scope.locale,
    });
  }
}

export type { BundleSelection };
