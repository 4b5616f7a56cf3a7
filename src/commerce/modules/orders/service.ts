/**
 * Orders and their statuses (spec 000 §4). Placing one is a workflow of the checkout
 * (modules/checkout/placeOrder.ts) made of the steps this service offers: lock the cart, check it
 * can be bought, reserve stock (a conditional decrement per product, so two shoppers never buy the
 * last ring twice), write the order, and take it back when its payment fails. Every status change
 * asks the state machine (orderStatus.ts) first and is told to the rest of the store after commit
 * (core/events.ts). What must stand or fall with a move is done in its transaction, called here by
 * name: a cancelled order gives its member coupon back, and its awaited payment can no longer be made.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Address } from '../../../rules/address.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { carts } from '../../db/schema/cart.ts';
import { orderItems, orderNumberSequences, orderStatusHistory, orders, type OrderLineGold, type OrderLineOption } from '../../db/schema/orders.ts';
import { productStock, storeLocations } from '../../db/schema.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import { authorizationError, CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import type { DomainEventBus, PendingEvents } from '../../core/events.ts';
import { queueMail, readyForPickupMail } from '../mail/index.ts';
import { HOME_DELIVERY, STORE_PICKUP, homeDeliveryFee } from '../../../rules/shipping.ts';
import { unitPrice, ONLY_X_LEFT_THRESHOLD } from '../catalog/index.ts';
import { giftCardPays, restoreGiftCardOfOrder, stockPartsOf, type CartService, type CartView, type PricedCart, type CartRecord } from '../cart/index.ts';
import { checkOrderMove, releasesStock, type OrderStatus } from './orderStatus.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** Pieces per product id. */
export type StockQuantities = Map<number, number>;

/** The first order number of each website; numbers carry the website's prefix. */
const ORDER_NUMBER_START = 10_000_001;
const ORDER_PREFIX: Record<string, string> = { base: 'HK', mo: 'MO', my: 'MY' };

/**
 * The member coupon an order uses (modules/club): used in the placement's transaction, so two
 * orders never use one coupon, and given back in the transaction that cancels or withdraws the
 * order, so a coupon is never lost with an order that did not happen.
 */
export interface OrderCoupons {
  /** Throws when the coupon was used meanwhile: the placement rolls back. */
  useFor(db: Database, order: OrderRecord): Promise<void>;
  giveBackFrom(db: Database, order: OrderRecord): Promise<void>;
}

/** The order's payment (modules/payments), told in the cancellation's transaction: an awaited payment can no longer be made. */
export interface OrderPayments {
  expireAwaited(db: Database, order: OrderRecord): Promise<void>;
}

export interface OrdersDependencies {
  cart: CartService;
  changes: CatalogChanges;
  events: DomainEventBus;
  coupons: OrderCoupons;
  payments: OrderPayments;
}

/** The access key as given against the order's, in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly deps: OrdersDependencies,
  ) {}

  /**
   * Moves a locked order inside the caller's transaction, if the state machine allows it, with a
   * line in its history; the move is told to the store when the caller commits. Answers the
   * catalog version to announce after commit when stock went back on hand.
   */
  async moveLocked(db: Database, events: PendingEvents, order: OrderRecord, to: OrderStatus, actor: string, note?: string): Promise<{ order: OrderRecord; catalogVersion?: number }> {
    const from = order.status as OrderStatus;
    if (from === to) return { order };
    checkOrderMove(from, to);
    let catalogVersion: number | undefined;
    if (releasesStock(from, to) && (await this.releaseStock(db, await this.stockOfOrder(db, order), order.websiteId))) catalogVersion = await this.deps.changes.bump(db);
    const [updated] = await db.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id)).returning();
    await db.insert(orderStatusHistory).values({ orderId: order.id, status: to, actor, note });
    if (to === 'canceled') {
      await this.deps.coupons.giveBackFrom(db, updated);
      await restoreGiftCardOfOrder(db, updated);
      await this.deps.payments.expireAwaited(db, updated);
      events.record('order.cancelled', { order: updated, from });
    }
    events.record('order.statusChanged', { order: updated, from, to });
    return { order: updated, catalogVersion };
  }

  /** Tells the caches of a stock change once the transaction that made it has committed. */
  async announceStock(catalogVersion: number | undefined): Promise<void> {
    if (catalogVersion) await this.deps.changes.notify(catalogVersion);
  }

  /**
   * A paid order for store pickup has arrived at its shop: issue the pickup code the shop asks for
   * (spec 000 §4 "Store pickup has a pickup code") and queue the mail that gives it to the shopper.
   * The code is kept as issued: the shop reads it back to check it, and the order shows it.
   */
  async markReadyForPickup(request: RequestContext, number: string): Promise<{ order: OrderRecord; pickupCode: string }> {
    if (request.actor.kind !== 'admin') throw authorizationError();
    return this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number.trim())).for('update');
      if (!order) throw notFoundError('order.notFound');
      if (order.status === 'complete_pick_pending' && order.pickupCode) return { order, pickupCode: order.pickupCode };
      if (!order.pickupLocationId || order.status !== 'processing') throw inputError('order.notForPickup');
      const [shop] = await db.select().from(storeLocations).where(eq(storeLocations.id, order.pickupLocationId));
      const pickupCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.update(orders).set({ pickupCode }).where(eq(orders.id, order.id));
      const { order: moved } = await this.moveLocked(db, events, { ...order, pickupCode }, 'complete_pick_pending', 'admin', 'ready for pickup');
      await queueMail(db, readyForPickupMail(moved, pickupCode, shop));
      return { order: moved, pickupCode };
    });
  }

  /**
   * Moves an order to another status if the move is allowed, with a line in its history; a
   * cancellation before anything left the shop puts its stock back.
   */
  async moveOrder(number: string, to: OrderStatus, actor: string, note?: string): Promise<OrderRecord> {
    let catalogVersion: number | undefined;
    const moved = await this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number)).for('update');
      if (!order) throw notFoundError('order.notFound');
      const result = await this.moveLocked(db, events, order, to, actor, note);
      catalogVersion = result.catalogVersion;
      return result.order;
    });
    await this.announceStock(catalogVersion);
    return moved;
  }

  /**
   * Cancels orders still awaiting payment after `maxAge`, releasing their stock; answers their
   * numbers. Each is checked again under its lock: a payment that arrived meanwhile wins.
   */
  async cancelUnpaid(maxAgeMs: number, now = new Date()): Promise<string[]> {
    const stale = await this.db
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lt(orders.placedAt, new Date(now.getTime() - maxAgeMs))));
    const cancelled: string[] = [];
    for (const { number } of stale) {
      let catalogVersion: number | undefined;
      const moved = await this.deps.events.transaction(this.db, async (db, events) => {
        const [order] = await db.select().from(orders).where(eq(orders.number, number)).for('update');
        if (order?.status !== 'pending') return false;
        catalogVersion = (await this.moveLocked(db, events, order, 'canceled', 'system', 'payment not received in time')).catalogVersion;
        return true;
      });
      await this.announceStock(catalogVersion);
      if (moved) cancelled.push(number);
    }
    return cancelled;
  }

  /**
   * The shopper's way back after a WeChat Pay payment that was declined, ran out of time or was
   * abandoned (spec 000 §2 payment failure): the order's pieces go back into the shopper's bag, to
   * be paid again. An order still awaiting its payment is cancelled first, so its stock is back on
   * hand and its coupon free before the bag takes them; an order that was ever paid is not
   * restored. The order is named by its number and the access key placeOrder answered. Restoring
   * twice gives the same bag.
   */
  async restoreToBag(request: RequestContext, number: string, accessKey: string, cartId: string): Promise<CartView> {
    let catalogVersion: number | undefined;
    const bag = await this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number.trim().slice(0, 40))).for('update');
      if (!order?.accessKey || order.websiteId !== request.website.id || !sameSecret(accessKey.trim(), order.accessKey)) throw notFoundError('order.notFound');
      const history = await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      const everPaid = history.some((line) => line.status !== 'pending' && line.status !== 'canceled');
      if (order.status === 'pending' && order.paymentMethod !== 'card') {
        catalogVersion = (await this.moveLocked(db, events, order, 'canceled', 'shopper', 'payment abandoned')).catalogVersion;
      } else if (order.status !== 'canceled' || everPaid) {
        throw inputError('order.notRestorable');
      }
      return this.deps.cart.restoreLines(db, request, order.cartId, cartId);
    });
    await this.announceStock(catalogVersion);
    return this.deps.cart.view(bag, request);
  }

  // -------------------------------------------------------------------------------------------
  // The steps of placing an order (modules/checkout/placeOrder.ts), each inside its transaction

  /** The cart to place, locked: a second placement of it waits here for the first. */
  async lockCart(db: Database, request: RequestContext, maskedId: string): Promise<CartRecord> {
    const { actor, website } = request;
    const id = maskedId.trim();
    if (!id) throw inputError('cart.idRequired');
    const [cart] = await db.select().from(carts).where(eq(carts.maskedId, id)).for('update');
    if (!cart || cart.websiteId !== website.id) throw notFoundError('cart.notFound', { cartId: id.slice(0, 40) });
    if (cart.customerId !== null && !(actor.kind === 'customer' && actor.customerId === cart.customerId)) {
      throw new CommerceError('graphql-authorization', 'cart.notYours', { cartId: id.slice(0, 40) });
    }
    return cart;
  }

  /** What the checkout must have before an order can be placed; answers the shipping fee. */
  checkPurchasable(request: RequestContext, cart: CartRecord, priced: PricedCart): number {
    const paid = priced.lines.filter((line) => line.giftRuleId === null);
    if (!paid.length) throw inputError('cart.empty');
    if (priced.lines.some((line) => priced.prices.get(line.id)!.problem)) throw inputError('order.outOfStock');
    if (!cart.email) throw inputError('checkout.emailRequired');
    const shippable = priced.lines.some((line) => {
      const loaded = priced.rows.products.get(line.productId);
      return !loaded || !['virtual', 'downloadable'].includes(loaded.product.typeId);
    });
    let shippingFee = 0;
    if (shippable) {
      if (!cart.shippingAddress) throw inputError('checkout.shippingAddressMissing');
      const homeDelivery = `${HOME_DELIVERY.carrierCode}_${HOME_DELIVERY.methodCode}`;
      const pickup = `${STORE_PICKUP.carrierCode}_${STORE_PICKUP.methodCode}`;
      if (cart.shippingMethod !== homeDelivery && cart.shippingMethod !== pickup) throw inputError('order.shippingMethodMissing');
      if (cart.shippingMethod === homeDelivery) shippingFee = homeDeliveryFee(request.website.code, priced.totals.grandTotal);
    }
    const billing: Address | null = cart.billingAddress ?? (cart.pickupLocationId ? null : cart.shippingAddress);
    if (!billing) throw inputError('order.billingMissing');
    if (!cart.paymentMethod) throw inputError('order.paymentMissing');
    return shippingFee;
  }

  /** The pieces a cart takes from stock, per product. */
  stockWanted(priced: PricedCart): StockQuantities {
    const wanted: StockQuantities = new Map();
    for (const line of priced.lines) {
      for (const part of stockPartsOf(line)) wanted.set(part.productId, (wanted.get(part.productId) ?? 0) + part.perUnit * line.quantity);
    }
    return wanted;
  }

  /**
   * Takes each product's pieces from stock with one conditional decrement: it succeeds only while
   * enough is on hand (or the piece is made to order), so concurrent orders cannot oversell. Answers
   * whether a product fell to "only a few left", which listings show.
   */
  async reserveStock(db: Database, wanted: StockQuantities, websiteId: number): Promise<boolean> {
    let lowStock = false;
    // Always in product order, so two orders of the same pieces lock their rows in the same order.
    for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
      const [row] = await db
        .update(productStock)
        .set({ quantity: sql`case when ${productStock.backorders} then ${productStock.quantity} else ${productStock.quantity} - ${quantity} end` })
        .where(
          and(
            eq(productStock.productId, productId),
            eq(productStock.websiteId, websiteId),
            eq(productStock.isInStock, true),
            sql`(${productStock.backorders} or ${productStock.quantity} >= ${quantity})`,
          ),
        )
        .returning({ quantity: productStock.quantity, backorders: productStock.backorders });
      if (!row) throw inputError('order.outOfStock');
      if (!row.backorders && row.quantity <= ONLY_X_LEFT_THRESHOLD) lowStock = true;
    }
    return lowStock;
  }

  /** Puts pieces back on hand (made-to-order pieces were never taken); answers whether there were any. */
  async releaseStock(db: Database, back: StockQuantities, websiteId: number): Promise<boolean> {
    for (const [productId, quantity] of [...back].sort(([a], [b]) => a - b)) {
      await db
        .update(productStock)
        .set({ quantity: sql`case when ${productStock.backorders} then ${productStock.quantity} else ${productStock.quantity} + ${quantity} end` })
        .where(and(eq(productStock.productId, productId), eq(productStock.websiteId, websiteId)));
    }
    return back.size > 0;
  }

  /**
   * Writes the order from the priced cart, every line's prices and gold price locked in, with the
   * first line of its history, and closes the cart. The cart's id is unique on orders, so a cart
   * is placed once.
   */
  async createOrder(db: Database, request: RequestContext, cart: CartRecord, priced: PricedCart, shippingFee: number): Promise<OrderRecord> {
    const number = await this.nextOrderNumber(db, request);
    // The gift card pays what it can of the goods and delivery; the rest is what the shopper pays.
    const giftCardAmount = giftCardPays(priced.giftCard, priced.totals.grandTotal + shippingFee);
    const [placed] = await db
      .insert(orders)
      .values({
        number,
        cartId: cart.id,
        websiteId: cart.websiteId,
        storeViewId: request.view.id,
        customerId: cart.customerId,
        email: cart.email!,
        status: 'pending',
        currency: request.baseCurrency,
        subtotal: priced.totals.subtotal,
        discountTotal: priced.totals.discountTotal,
        shippingFee,
        grandTotal: priced.totals.grandTotal + shippingFee - giftCardAmount,
        couponCode: cart.couponCode,
        giftCardCode: giftCardAmount > 0 ? priced.giftCard!.code : null,
        giftCardAmount,
        discounts: priced.totals.discounts.map((discount) => ({ label: priced.ruleRecords.find((rule) => rule.id === discount.ruleId)!.label, amount: discount.amount })),
        shippingMethod: cart.shippingMethod,
        shippingAddress: cart.shippingAddress,
        billingAddress: cart.billingAddress ?? (cart.pickupLocationId ? null : cart.shippingAddress),
        pickupLocationId: cart.pickupLocationId,
        paymentMethod: cart.paymentMethod!,
        accessKey: randomBytes(24).toString('base64url'),
      })
      .returning();
    await db.insert(orderItems).values(this.lineSnapshots(placed.id, priced, request));
    await db.insert(orderStatusHistory).values({ orderId: placed.id, status: 'pending', actor: 'shopper' });
    await db.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return placed;
  }

  /**
   * Takes back an order whose payment failed (a declined card): it goes as if it had never been
   * placed (its lines, history and payment with it), and its cart is open again without the used
   * nonce. Only an order still awaiting payment can go; answers whether it went.
   */
  async withdrawUnpaid(db: Database, orderId: number): Promise<boolean> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== 'pending') return false;
    await db.delete(orders).where(eq(orders.id, order.id));
    await db.update(carts).set({ isActive: true, paymentNonce: null, updatedAt: new Date() }).where(eq(carts.id, order.cartId));
    return true;
  }

  async orderById(id: number): Promise<OrderRecord> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw notFoundError('order.notFound');
    return order;
  }

  /** The order the cart was placed as, if it was. */
  async orderOfCart(db: Database, cartId: number): Promise<OrderRecord | undefined> {
    const [existing] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    return existing;
  }

  // -------------------------------------------------------------------------------------------

  /** The pieces an order holds, per product, from its lines as bought. */
  private async stockOfOrder(db: Database, order: OrderRecord): Promise<StockQuantities> {
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const held: StockQuantities = new Map();
    for (const line of lines) {
      const parts = line.bundleSelections?.length ? line.bundleSelections.map((choice) => ({ productId: choice.productId, perUnit: choice.quantity })) : line.productId ? [{ productId: line.productId, perUnit: 1 }] : [];
      for (const part of parts) held.set(part.productId, (held.get(part.productId) ?? 0) + part.perUnit * line.quantity);
    }
    return held;
  }

  private async nextOrderNumber(db: Database, scope: StoreScope): Promise<string> {
    const prefix = ORDER_PREFIX[scope.website.code] ?? scope.website.code.toUpperCase();
    const [row] = await db
      .insert(orderNumberSequences)
      .values({ prefix, lastValue: ORDER_NUMBER_START })
      .onConflictDoUpdate({ target: orderNumberSequences.prefix, set: { lastValue: sql`${orderNumberSequences.lastValue} + 1` } })
      .returning({ value: orderNumberSequences.lastValue });
    return `${prefix}${row.value}`;
  }

  /** Each line as bought: names, options, prices, its share of discounts and the gold price used. */
  private lineSnapshots(orderId: number, priced: PricedCart, scope: StoreScope): Array<typeof orderItems.$inferInsert> {
    const quotes = this.deps.cart.quotes(scope);
    const now = new Date();
    return priced.lines.map((line) => {
      const loaded = priced.rows.products.get(line.productId)!;
      const shown = line.parentProductId ? priced.rows.products.get(line.parentProductId)! : loaded;
      const total = priced.totals.lines.find((entry) => entry.id === line.id)!;
      const values = priced.rows.variantValues.get(line.productId);
      const options: OrderLineOption[] = line.parentProductId && values ? [...values].map(([attributeCode, valueIndex]) => ({ attributeCode, valueIndex })) : [];
      const price = line.bundleSelections?.length ? undefined : unitPrice(loaded.product, loaded.price, quotes, now);
      const gold: OrderLineGold | null = price?.gold
        ? {
            goldCode: price.gold.quote.goldCode,
            quotedUnit: price.gold.quote.quotedUnit,
            sellPerUnit: price.gold.quote.sellPerUnit,
            weightMg: price.gold.weightMg,
            metal: price.gold.metal,
            labour: price.gold.labour,
            effectiveAt: price.gold.quote.effectiveAt.toISOString(),
          }
        : null;
      return {
        orderId,
        productId: line.productId,
        parentProductId: line.parentProductId,
        sku: loaded.product.sku,
        name: shown.product.name,
        typeId: shown.product.typeId,
        quantity: line.quantity,
        unitPrice: line.giftRuleId === null ? priced.prices.get(line.id)!.unitPrice! : 0,
        rowTotal: total.rowTotal,
        discount: total.discounts.reduce((sum, entry) => sum + entry.amount, 0),
        options,
        bundleSelections: line.bundleSelections,
        customDesign: line.customDesign,
        gold,
        giftRuleId: line.giftRuleId,
      };
    });
  }
}
