/**
 * Carts: created for a website, filled with products, priced on every read from today's catalog
 * and gold prices, discounted by cart price rules (one coupon per checkout, spec 001 §5), with the
 * gift rules' free pieces chosen by the shopper (spec 000 §4 "Gift selection").
 *
 * Every change runs in a transaction that first locks the cart row, so two requests on one cart
 * (a double click, two tabs) apply one after the other, and ends by settling the cart: lines no
 * longer sold are dropped, a coupon whose rule no longer applies is taken off, and gifts of rules
 * no longer reached are taken back (cartPricing.ts).
 *
 * This class is the module's one entry for the resolvers and the other modules; the work is in the
 * files named for what it does: finding a cart (cartLookup.ts), adding pieces (addingItems.ts),
 * changing lines (lineChanges.ts), coupons and gift cards (cartCodes.ts), gift choices
 * (giftChoices.ts), and pieces moved between carts (cartTransfers.ts).
 */
import type { Database } from '../../db/connect.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import type { AddItemInput } from './lineChoice.ts';
import type { CartView } from './cartViews.ts';
import type { CartRecord } from './cartAccess.ts';
import type { CartItemUpdate } from './cartLines.ts';
import { CartPricing, type CartDependencies, type PricedCart } from './cartPricing.ts';
import { addProducts, addProductsOrRefuse, addScannedPiece, type CartUserError, type MessageRenderer } from './addingItems.ts';
import { changeConfigurableItem, removeItem, updateItems, type ConfigurableItemChange } from './lineChanges.ts';
import { applyCoupon, applyGiftCard, removeCoupon, removeGiftCard } from './cartCodes.ts';
import { addGifts, giftRules, type GiftChoiceInput, type GiftRuleView } from './giftChoices.ts';
import { appliedCoupons, cartById, checkAccess, createCart, customerCart, itemCount } from './cartLookup.ts';
import { mergeCarts, restoreLines, restoreStaffCheckout } from './cartTransfers.ts';

export type { PersonalCoupons, PricedCart } from './cartPricing.ts';
export type { CartUserError, MessageRenderer } from './addingItems.ts';

export class CartService {
  private readonly pricing: CartPricing;

  constructor(db: Database, deps: CartDependencies) {
    this.pricing = new CartPricing(db, deps);
  }

  createCart(request: RequestContext): Promise<string> {
    return createCart(this.pricing, request);
  }

  cart(request: RequestContext, maskedId: string): Promise<CartView> {
    return cartById(this.pricing, request, maskedId);
  }

  checkAccess(request: RequestContext, maskedId: string): Promise<string> {
    return checkAccess(this.pricing, request, maskedId);
  }

  itemCount(request: RequestContext, maskedId: string): Promise<number> {
    return itemCount(this.pricing, request, maskedId);
  }

  appliedCoupons(request: RequestContext, maskedId: string): Promise<Array<{ code: string }>> {
    return appliedCoupons(this.pricing, request, maskedId);
  }

  customerCart(request: RequestContext): Promise<CartView> {
    return customerCart(this.pricing, request);
  }

  addProducts(request: RequestContext, maskedId: string, items: readonly AddItemInput[], render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    return addProducts(this.pricing, request, maskedId, items, render);
  }

  addProductsOrRefuse(request: RequestContext, maskedId: string, items: readonly AddItemInput[]): Promise<CartView> {
    return addProductsOrRefuse(this.pricing, request, maskedId, items);
  }

  addScannedPiece(request: RequestContext, maskedId: string, piece: AddItemInput, render: MessageRenderer): Promise<{ cart: CartView; userErrors: CartUserError[] }> {
    return addScannedPiece(this.pricing, request, maskedId, piece, render);
  }

  updateItems(request: RequestContext, maskedId: string, updates: readonly CartItemUpdate[]): Promise<CartView> {
    return updateItems(this.pricing, request, maskedId, updates);
  }

  changeConfigurableItem(request: RequestContext, maskedId: string, input: ConfigurableItemChange): Promise<CartView> {
    return changeConfigurableItem(this.pricing, request, maskedId, input);
  }

  removeItem(request: RequestContext, maskedId: string, item: CartItemUpdate): Promise<CartView> {
    return removeItem(this.pricing, request, maskedId, item);
  }

  applyCoupon(request: RequestContext, maskedId: string, couponCode: string): Promise<CartView> {
    return applyCoupon(this.pricing, request, maskedId, couponCode);
  }

  removeCoupon(request: RequestContext, maskedId: string): Promise<CartView> {
    return removeCoupon(this.pricing, request, maskedId);
  }

  applyGiftCard(request: RequestContext, maskedId: string, code: string): Promise<CartView> {
    return applyGiftCard(this.pricing, request, maskedId, code);
  }

  removeGiftCard(request: RequestContext, maskedId: string, code: string): Promise<CartView> {
    return removeGiftCard(this.pricing, request, maskedId, code);
  }

  giftRules(request: RequestContext, maskedId: string): Promise<GiftRuleView[]> {
    return giftRules(this.pricing, request, maskedId);
  }

  addGifts(request: RequestContext, maskedId: string, choices: readonly GiftChoiceInput[]): Promise<{ cart: CartView; rules: Array<{ rule_id: number; rule_left_qty: number }> }> {
    return addGifts(this.pricing, request, maskedId, choices);
  }

  mergeCarts(request: RequestContext, sourceId: string, destinationId: string): Promise<CartView> {
    return mergeCarts(this.pricing, request, sourceId, destinationId);
  }

  restoreStaffCheckout(db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
    return restoreStaffCheckout(this.pricing, db, request, sourceCartId, destinationId);
  }

  restoreLines(db: Database, request: RequestContext, sourceCartId: number, destinationId: string): Promise<CartRecord> {
    return restoreLines(this.pricing, db, request, sourceCartId, destinationId);
  }

  /** Today's gold quotes in the scope's currency, which cart lines and order lines are priced with. */
  quotes(scope: StoreScope) {
    return this.pricing.quotes(scope);
  }

  /**
   * A cart priced as it stands in `db`: placing an order prices it in the order's transaction, with
   * the prices and stock read there (productRowLoader.ts).
   */
  price(db: Database, record: CartRecord, scope: StoreScope): Promise<PricedCart> {
    return this.pricing.price(db, record, scope);
  }

  /** The cart as it stands now, priced: for changes made outside this module (an order's pieces put back in a bag). */
  view(record: CartRecord, scope: StoreScope): Promise<CartView> {
    return this.pricing.view(record, scope);
  }

  /** A cart row just written and committed (the checkout's fields), priced as it is. */
  viewOf(current: CartRecord, scope: StoreScope): Promise<CartView> {
    return this.pricing.viewOf(current, scope);
  }
}
