/**
 * Adding pieces to a cart (addProductsToCart and Magento's older adds, and the piece a staff
 * member scanned): each item is chosen, priced and checked against stock in the cart's lock, and
 * an item that cannot be added comes back as a user error beside those that could.
 */
import { eq } from 'drizzle-orm';
import { columnPlaceholder, preparedStatement } from '../../db/preparedStatements.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '../../../rules/cart.ts';
import { requireStaffActor, type RequestContext } from '../../core/requestContext.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import { priceLines, productIdsOf, type CartLineRecord } from './linePrices.ts';
import { chooseLines, type AddItemInput, type CartUserErrorCode, type ChoiceResult } from './lineChoice.ts';
import type { CustomMadeOptionsInput } from './customMadeLines.ts';
import type { CartView } from './cartViews.ts';
import { findCart } from './cartAccess.ts';
import { LINE_COLUMNS, loadLines, sameChoice } from './cartLines.ts';
import type { CartPricing } from './cartPricing.ts';

const lineAdded = preparedStatement('cart_line_added', (db) =>
  db
    .insert(cartItems)
    .values({
      cartId: columnPlaceholder(cartItems.cartId, 'cartId'),
      productId: columnPlaceholder(cartItems.productId, 'productId'),
      parentProductId: columnPlaceholder(cartItems.parentProductId, 'parentProductId'),
      bundleSelections: columnPlaceholder(cartItems.bundleSelections, 'bundleSelections'),
      customDesign: columnPlaceholder(cartItems.customDesign, 'customDesign'),
      quantity: columnPlaceholder(cartItems.quantity, 'quantity'),
      quotedUnitPrice: columnPlaceholder(cartItems.quotedUnitPrice, 'quotedUnitPrice'),
    })
    .returning(LINE_COLUMNS),
);

export interface CartUserError {
  code: CartUserErrorCode;
  message: string;
}

/** Renders a message in the scope's language; user errors of addProductsToCart are data, not GraphQL errors. */
export type MessageRenderer = (error: CommerceError) => string;

/**
 * Adds each item, or reports why it could not be added: as in Magento, items that can be added
 * are, and the others come back as user errors with the cart. Staff add made-to-order designs
 * only; any other piece comes into their bag by its code (spec 000 §4, §6; addScannedPiece).
 */
export async function addProducts(pricing: CartPricing, request: RequestContext, maskedId: string, items: readonly AddItemInput[], render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
  const userErrors: CartUserError[] = [];
  const staff = request.actor.kind === 'staff';
  for (const item of items) {
    if (staff && !item.custom_made_options) userErrors.push({ code: 'PERMISSION_DENIED', message: render(inputError('staffBag.scanRequired', { sku: item.sku.trim().slice(0, 64) })) });
  }
  const allowed = staff ? items.filter((item) => item.custom_made_options) : items;
  return addItems(pricing, request, maskedId, allowed, render, userErrors);
}

/**
 * Magento's older addSimpleProductsToCart and addConfigurableProductsToCart: the same add, all or
 * nothing. Every refusal is rendered inside the add's transaction, so throwing it there rolls back
 * whatever the request had added, and the shopper reads it as the request's error.
 */
export async function addProductsOrRefuse(pricing: CartPricing, request: RequestContext, maskedId: string, items: readonly AddItemInput[]): Promise<CartView> {
  const { cart } = await addProducts(pricing, request, maskedId, items, (error) => {
    throw error;
  });
  return cart;
}

/**
 * A piece a staff member scanned (its code checked by the staff bag, staffBag.ts): added to their
 * bag as addProductsToCart adds any piece.
 */
export async function addScannedPiece(pricing: CartPricing, request: RequestContext, maskedId: string, piece: AddItemInput, render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
  requireStaffActor(request.actor);
  return addItems(pricing, request, maskedId, [piece], render, []);
}

async function addItems(pricing: CartPricing, request: RequestContext, maskedId: string, items: readonly AddItemInput[], render: MessageRenderer, userErrors: CartUserError[]): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
  const userError = (code: CartUserErrorCode, error: CommerceError) => userErrors.push({ code, message: render(error) });
  // Designs are checked and priced before the cart is locked: the diamond inventory answers from its own connection.
  const designs = new Map<AddItemInput, ChoiceResult>();
  for (const item of items) if (item.custom_made_options) designs.set(item, await chooseDesign(pricing, request, item, item.custom_made_options, maskedId));
  const priced = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    const rowLoader = pricing.rowLoader(tx, request);
    const skus = [...new Set(items.flatMap((item) => [item.sku.trim(), item.parent_sku?.trim() ?? '']).filter(Boolean))];
    const lines = await loadLines(tx, cart.id);
    const { skuIds, rows } = await rowLoader.loadBySku(skus, productIdsOf(lines));
    const quotes = pricing.quotes(request);
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
          Object.assign(lines.find((old) => old.id === line.id)!, { quantity: line.quantity, quotedUnitPrice });
        } else {
          const [inserted] = await lineAdded(tx).execute({
            cartId: cart.id,
            productId: line.productId,
            parentProductId: line.parentProductId,
            bundleSelections: line.bundleSelections,
            customDesign: line.customDesign,
            quantity: line.quantity,
            quotedUnitPrice,
          });
          lines.push(inserted as CartLineRecord);
        }
      }
    }
    // The cart row is as locked (adding writes only lines) and `lines` as written: priced from
    // them, without reading either again.
    return pricing.settle(tx, cart, request, rowLoader, await pricing.price(tx, cart, request, rowLoader, lines));
  });
  return { cart: await pricing.present(priced, request), userErrors };
}

/** A made-to-order item of addProductsToCart as a line, or why its design cannot be had. */
async function chooseDesign(pricing: CartPricing, ctx: RequestContext, item: AddItemInput, options: CustomMadeOptionsInput, maskedId: string): Promise<ChoiceResult> {
  const sku = item.sku.trim();
  if (!pricing.deps.customMade) return { error: { code: 'NOT_SALABLE', messageKey: 'cart.madeToOrderNeedsDesign', values: { sku } } };
  try {
    const chosen = await pricing.deps.customMade.chooseForCart(ctx, sku, options, maskedId);
    return { lines: [{ productId: chosen.productId, parentProductId: null, bundleSelections: chosen.bundleSelections, customDesign: chosen.customDesign, quantity: item.quantity }] };
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    const code: CartUserErrorCode = error.messageKey === 'madeToOrder.designNotFound' ? 'PRODUCT_NOT_FOUND' : 'INVALID_PARAMETER_VALUE';
    return { error: { code, messageKey: error.messageKey, values: error.values } };
  }
}
