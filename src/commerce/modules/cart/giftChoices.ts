/**
 * The gift rules' free pieces, chosen by the shopper (spec 000 §4 "Gift selection"): the rules the
 * cart has reached with pieces still to choose, the pieces chosen in the dialog, and the check that
 * a gift line's quantity stays within what its rule grants.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { cartItems, cartPriceRules, cartRuleGiftProducts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema.ts';
import { CART_LINE_MAX_QUANTITY } from '../../../rules/cart.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import { inputError } from '../../core/errors.ts';
import type { ProductView } from '../catalog/index.ts';
import { giftsLeft } from './cartTotals.ts';
import { availableQuantity, priceLines, productIdsOf, stockPartsOf, type CartLineRecord } from './linePrices.ts';
import type { CartView } from './cartViews.ts';
import { findCart } from './cartAccess.ts';
import { checkQuantity } from './cartLines.ts';
import type { CartPricing } from './cartPricing.ts';

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

/** The gift rules the cart has reached with pieces still to choose (spec call getRuleGiftProduct). */
export async function giftRules(pricing: CartPricing, request: RequestContext, maskedId: string): Promise<GiftRuleView[]> {
  const cart = await findCart(pricing.db, request, maskedId, false);
  const rowLoader = pricing.rowLoader(pricing.db, request);
  const priced = await pricing.price(pricing.db, cart, request, rowLoader);
  const open = priced.ruleRecords.filter((rule) => rule.giftQuantity > 0 && priced.totals.appliedRuleIds.includes(rule.id) && giftsLeft(rule, priced.lines) > 0);
  if (!open.length) return [];
  const offered = await pricing.db
    .select()
    .from(cartRuleGiftProducts)
    .where(inArray(cartRuleGiftProducts.ruleId, open.map((rule) => rule.id)))
    .orderBy(asc(cartRuleGiftProducts.ruleId), asc(cartRuleGiftProducts.position), asc(cartRuleGiftProducts.productId));
  const giftIds = [...new Set(offered.map((row) => row.productId))];
  const rows = await rowLoader.load(giftIds);
  const views = await pricing.productViews(giftIds, rows, request);
  return open.map((rule) => ({
    rule_id: rule.id,
    rule_label: pricing.ruleLabel(rule, request),
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
export async function addGifts(pricing: CartPricing, request: RequestContext, maskedId: string, choices: readonly GiftChoiceInput[]): Promise<{ cart: CartView; rules: Array<{ rule_id: number; rule_left_qty: number }> }> {
  const { settled, left } = await pricing.db.transaction(async (tx) => {
    const cart = await findCart(tx, request, maskedId, true);
    const rowLoader = pricing.rowLoader(tx, request);
    const priced = await pricing.price(tx, cart, request, rowLoader);
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
    const prices = priceLines(lines, rows, pricing.quotes(request), new Date());
    for (const line of lines) {
      const before = priced.lines.find((old) => old.id === line.id);
      if (before && before.quantity === line.quantity) continue;
      const problem = prices.get(line.id)!.problem;
      if (problem === 'quantity') throw inputError('cart.qtyNotAvailable');
      if (problem) throw inputError('cart.notSalable');
      if (before) await tx.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, line.id));
      else await tx.insert(cartItems).values({ cartId: cart.id, productId: line.productId, quantity: line.quantity, giftRuleId: line.giftRuleId, quotedUnitPrice: 0 });
    }
    const settled = await pricing.settle(tx, cart, request, rowLoader);
    const rules = choices.map((choice) => {
      const rule = priced.ruleRecords.find((candidate) => candidate.id === choice.rule_id)!;
      return { rule_id: rule.id, rule_left_qty: giftsLeft(rule, lines) };
    });
    return { settled, left: rules };
  });
  return { cart: await pricing.present(settled, request), rules: left };
}

export async function checkGiftQuantity(db: Database, ruleId: number, proposed: readonly CartLineRecord[], scope: StoreScope): Promise<void> {
  const [rule] = await db.select().from(cartPriceRules).where(and(eq(cartPriceRules.id, ruleId), eq(cartPriceRules.websiteId, scope.website.id)));
  if (!rule) throw inputError('gift.ruleNotAvailable');
  const chosen = proposed.filter((line) => line.giftRuleId === ruleId).reduce((sum, line) => sum + line.quantity, 0);
  if (chosen > rule.giftQuantity) throw inputError('gift.tooMany', { left: 0 });
}
