/**
 * Changing a cart's lines: quantities and made-to-order choices (updateCartItems), a configurable
 * line's variant, and a line removed. Each change is all or nothing, in the cart's lock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema.ts';
import { CART_LINE_MAX_QUANTITY } from '../../../rules/cart.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import { priceLines, productIdsOf } from './linePrices.ts';
import { chooseLines, type LineChoice } from './lineChoice.ts';
import type { CartView } from './cartViews.ts';
import { findCart } from './cartAccess.ts';
import { checkQuantity, lineOf, loadLines, sameChoice, type CartItemUpdate } from './cartLines.ts';
import type { CartPricing } from './cartPricing.ts';
import { checkGiftQuantity } from './giftChoices.ts';

export interface ConfigurableItemChange {
  cart_item_uid: string;
  /** The wanted variant's SKU, of the line's configurable product. */
  variant_sku: string;
  /** Pieces of the new variant; the line's quantity when not given. */
  quantity?: number | null;
}

/** Changes quantities (0 removes a line); all or nothing, refused when stock cannot cover it. */
export async function updateItems(pricing: CartPricing, request: RequestContext, maskedId: string, updates: readonly CartItemUpdate[]): Promise<CartView> {
  const designs = await redesigns(pricing, request, maskedId, updates);
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    const rowLoader = pricing.rowLoader(tx, request);
    const lines = await loadLines(tx, cart.id);
    const changes = new Map<number, number>();
    for (const update of updates) {
      const line = lineOf(lines, update);
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
    const prices = priceLines(proposed, rows, pricing.quotes(request), new Date());
    for (const line of proposed) {
      const design = redesigned.get(line.id);
      if (!design && (!changes.has(line.id) || changes.get(line.id) === lines.find((old) => old.id === line.id)!.quantity)) continue;
      const price = prices.get(line.id)!;
      if (price.problem === 'unavailable' || price.problem === 'out_of_stock') throw inputError('cart.outOfStock');
      if (price.problem === 'quantity') throw inputError('cart.qtyNotAvailable');
      if (line.giftRuleId !== null) await checkGiftQuantity(tx, line.giftRuleId, proposed, request);
      await tx
        .update(cartItems)
        .set({ quantity: line.quantity, quotedUnitPrice: price.unitPrice!, ...(design ? { customDesign: design.customDesign, bundleSelections: design.bundleSelections } : {}) })
        .where(eq(cartItems.id, line.id));
    }
    const removed = [...changes].filter(([, quantity]) => quantity === 0).map(([id]) => id);
    if (removed.length) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, removed)));
    return pricing.settle(tx, cart, request, rowLoader);
  });
  return pricing.present(priced, request);
}

/**
 * Changes a configurable line's variant (spec 000 §4: a configurable line is removed and added
 * again): the old line leaves and the variant comes in as an add would bring it, priced and
 * checked against stock afresh, joining a line of the same variant if there is one. One
 * transaction: refused, the cart is as it was.
 */
export async function changeConfigurableItem(pricing: CartPricing, request: RequestContext, maskedId: string, input: ConfigurableItemChange): Promise<CartView> {
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    const rowLoader = pricing.rowLoader(tx, request);
    const lines = await loadLines(tx, cart.id);
    const line = lineOf(lines, { cart_item_uid: input.cart_item_uid });
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
    const price = priceLines(proposed, rows, pricing.quotes(request), new Date()).get(added.id)!;
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
    return pricing.settle(tx, cart, request, rowLoader);
  });
  return pricing.present(priced, request);
}

export async function removeItem(pricing: CartPricing, request: RequestContext, maskedId: string, item: CartItemUpdate): Promise<CartView> {
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    const line = lineOf(await loadLines(tx, cart.id), item);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return pricing.settle(tx, cart, request, pricing.rowLoader(tx, request));
  });
  return pricing.present(priced, request);
}

/** The new designs of made-to-order lines that updateCartItems changes, checked and priced before the cart is locked. */
async function redesigns(pricing: CartPricing, ctx: RequestContext, maskedId: string, updates: readonly CartItemUpdate[]): Promise<Map<number, LineChoice>> {
  const designs = new Map<number, LineChoice>();
  const wanted = updates.filter((update) => update.custom_made_options);
  if (!wanted.length) return designs;
  const record = await findCart(pricing.db, ctx, maskedId, false);
  const lines = await loadLines(pricing.db, record.id);
  for (const update of wanted) {
    const line = lineOf(lines, update);
    if (!line.customDesign || !pricing.deps.customMade) throw inputError('madeToOrder.notCustomLine');
    const [product] = await pricing.db.select({ sku: products.sku }).from(products).where(eq(products.id, line.productId));
    const chosen = await pricing.deps.customMade.chooseForCart(ctx, product.sku, update.custom_made_options!, maskedId);
    if (chosen.productId !== line.productId) throw inputError('madeToOrder.lineOfOtherDesign', { sku: product.sku });
    designs.set(line.id, { productId: chosen.productId, parentProductId: null, bundleSelections: chosen.bundleSelections, customDesign: chosen.customDesign, quantity: line.quantity });
  }
  return designs;
}
