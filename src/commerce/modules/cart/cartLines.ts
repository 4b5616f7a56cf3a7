/**
 * A cart's lines as every change reads them: loaded in order, found by the id or uid a request
 * names, and compared with a new choice so the same piece joins its line instead of making another.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { preparedStatement } from '../../db/preparedStatements.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { CART_LINE_MAX_QUANTITY } from '../../../rules/cart.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { decodeUid } from '../catalog/index.ts';
import type { CustomMadeOptionsInput } from './customMadeLines.ts';
import type { LineChoice } from './lineChoice.ts';
import type { CartLineRecord } from './linePrices.ts';

export interface CartItemUpdate {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
  quantity?: number | null;
  /** A made-to-order line's new choices: they replace the old ones, and the line is priced again. */
  custom_made_options?: CustomMadeOptionsInput | null;
}

/** The columns of a cart line as the cart reads it, for a select or an insert's `returning`. */
export const LINE_COLUMNS = {
  id: cartItems.id,
  productId: cartItems.productId,
  parentProductId: cartItems.parentProductId,
  quantity: cartItems.quantity,
  bundleSelections: cartItems.bundleSelections,
  customDesign: cartItems.customDesign,
  giftRuleId: cartItems.giftRuleId,
  quotedUnitPrice: cartItems.quotedUnitPrice,
};

const linesOfCart = preparedStatement('cart_lines', (db) =>
  db
    .select(LINE_COLUMNS)
    .from(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id)),
);

export async function loadLines(db: Database, cartId: number): Promise<CartLineRecord[]> {
  return linesOfCart(db).execute({ cartId }) as Promise<CartLineRecord[]>;
}

/** The line a request names by uid (or Magento's older numeric id), or the API's not-found error. */
export function lineOf(lines: readonly CartLineRecord[], item: CartItemUpdate): CartLineRecord {
  const id = item.cart_item_uid ? decodeUid(item.cart_item_uid) : (item.cart_item_id ?? undefined);
  if (id === undefined && !item.cart_item_uid) throw inputError('cart.itemIdRequired');
  const line = lines.find((candidate) => candidate.id === id);
  if (!line) throw notFoundError('cart.itemNotFound', { itemId: String(item.cart_item_uid ?? item.cart_item_id).slice(0, 40) });
  return line;
}

/** Whether a choice is the same piece as a line (gifts apart): then it adds to the line's quantity. */
export function sameChoice(line: CartLineRecord, choice: LineChoice): boolean {
  return (
    line.giftRuleId === null &&
    line.productId === choice.productId &&
    line.parentProductId === choice.parentProductId &&
    JSON.stringify(line.bundleSelections ?? null) === JSON.stringify(choice.bundleSelections ?? null) &&
    JSON.stringify(line.customDesign ?? null) === JSON.stringify(choice.customDesign ?? null)
  );
}

export function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) {
    throw inputError('cart.quantityInvalid', { max: CART_LINE_MAX_QUANTITY });
  }
}
