/**
 * Orders and their statuses (spec 000 §4). Placing one is a workflow of the checkout
 * (modules/checkout/placeOrder.ts) made of the steps this service offers: lock the cart, check it
 * can be bought, reserve stock (a conditional decrement per product, so two shoppers never buy the
 * last ring twice), write the order, and take it back when its payment fails. Every status change
 * is a move of the order process (orderProcess.ts) made through `transition` (or, inside a caller's
 * transaction, `transitionLocked`): who may make it, its guards and its effects are the process'
 * (orderTransitions.ts), and it is told to the rest of the store after commit (core/events.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Address } from '../../../rules/address.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import type { PgSequence } from 'drizzle-orm/pg-core';
import { hkOrderNumbers, moOrderNumbers, myOrderNumbers, orderItems, orderStatusHistory, orders, type OrderLineGold, type OrderLineOption } from '../../db/schema/orders.ts';
import { columnPlaceholders, preparedShapes, rowValues } from '../../db/preparedStatements.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import type { DomainEventBus, PendingEvents } from '../../core/events.ts';
import { HOME_DELIVERY, STORE_PICKUP, homeDeliveryFee } from '../../../rules/shipping.ts';
import { SHIPPED_ORDER_COMPLETES_AFTER_DAYS, type OrderStatus } from '../../../rules/orderStatus.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { takeStock, unitPrice, ONLY_X_LEFT_THRESHOLD } from '../catalog/index.ts';
import { closeOrderedCart, giftCardPays, lockCartRow, reopenWithdrawnCart, stockPartsOf, type CartService, type CartView, type PricedCart, type CartRecord } from '../cart/index.ts';
import { orderActorOf, SYSTEM, WEBSITE_STAFF, type OrderActor, type OrderStaff } from './orderActors.ts';
import { releaseStock, type OrderCoupons, type OrderDiamonds, type OrderPayments, type StockQuantities } from './orderEffects.ts';
import type { MoveInput } from './orderGuards.ts';
import type { MoveName } from './orderProcess.ts';
import { runMove, type MoveOutcome } from './orderTransitions.ts';
import { sameSecret } from '../../core/sameSecret.ts';

export type { OrderCoupons, OrderDiamonds, OrderPayments, StockQuantities } from './orderEffects.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** Each website's order number prefix and the sequence its numbers come from (schema/orders.ts). */
const ORDER_NUMBERS: Record<WebsiteCode, { prefix: string; sequence: PgSequence }> = {
  base: { prefix: 'HK', sequence: hkOrderNumbers },
  mo: { prefix: 'MO', sequence: moOrderNumbers },
  my: { prefix: 'MY', sequence: myOrderNumbers },
};
const DAY_MS = 86_400_000;

/** What an order is written with when placed; the rest (its times, pickup code, notes) starts at its defaults. */
const PLACED_ORDER_COLUMNS = [
  'cartId',
  'websiteId',
  'storeViewId',
  'customerId',
  'email',
  'staffId',
  'staffStore',
  'status',
  'currency',
  'subtotal',
  'discountTotal',
  'shippingFee',
  'grandTotal',
  'couponCode',
  'giftCardCode',
  'giftCardAmount',
  'discounts',
  'shippingMethod',
  'shippingAddress',
  'billingAddress',
  'pickupLocationId',
  'paymentMethod',
  'accessKey',
] as const;

/** What each line of an order is written with (lineSnapshots); its order's id comes from the order's insert. */
const ORDER_LINE_COLUMNS = [
  'productId',
  'parentProductId',
  'sku',
  'name',
  'typeId',
  'quantity',
  'unitPrice',
  'rowTotal',
  'discount',
  'options',
  'bundleSelections',
  'customDesign',
  'gold',
  'giftRuleId',
] as const;

/**
 * The order, numbered by its insert (the prefix and the next of the website's sequence), with its
 * lines and the first line of its history, in one statement prepared for each number of lines (at
 * most a cart's CART_MAX_LINES): the lines and the history are inserts in its WITH that take the
 * order's id from the order's insert (docs/decisions.md, "An order's writes in one statement each").
 */
const orderWritten = preparedShapes(
  'order_written',
  (count: number) => String(count),
  (db, count) => {
    const placed = db
      .$with('placed')
      .as(
        db
          .insert(orders)
          .values({
            ...columnPlaceholders(orders, PLACED_ORDER_COLUMNS),
            number: sql`${sql.placeholder('numberPrefix')}::text || nextval(${sql.placeholder('numberSequence')}::text::regclass)`,
          })
          .returning(),
      );
    const placedId = sql`(select ${placed.id} from ${placed})`;
    const linesWritten = db
      .$with('lines_written')
      .as(
        db
          .insert(orderItems)
          .values(Array.from({ length: count }, (_, index) => ({ ...columnPlaceholders(orderItems, ORDER_LINE_COLUMNS, `_${index}`), orderId: placedId })))
          .returning({ id: orderItems.id }),
      );
    const historyBegun = db
      .$with('history_begun')
      .as(
        db
          .insert(orderStatusHistory)
          .values({ ...columnPlaceholders(orderStatusHistory, ['status', 'actor', 'actorId']), orderId: placedId })
          .returning({ id: orderStatusHistory.id }),
      );
    return db.with(placed, linesWritten, historyBegun).select().from(placed);
  },
);

export interface OrdersDependencies {
  cart: CartService;
  changes: CatalogChanges;
  events: DomainEventBus;
  coupons: OrderCoupons;
  /** The diamond inventory's side of a cancelled order (modules/diamonds, through diamondPorts.ts). */
  diamonds: OrderDiamonds;
  payments: OrderPayments;
  /** Where staff sign-in checks a staff member's store against the order's; the website's staff until then. */
  staff?: OrderStaff;
  /** The member a staff order is for, by the phone proven at the checkout (modules/customers); refuses when none has it. */
  staffOrderMember: (db: Database, request: RequestContext, phone: string) => Promise<{ id: number; email: string }>;
}

export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly deps: OrdersDependencies,
  ) {}

  /**
   * The one way an order moves: `move` of the order process, made by `who` (a request's actor, or
   * the operator, the gateway or the system), with what the move needs (tracking number, pieces,
   * amount, a note). Refused with a CommerceError when the actor may not make it or a guard fails.
   * Refunds it recorded go to the gateway once it has committed.
   */
  async transition(who: RequestContext | OrderActor, number: string, move: MoveName, input: MoveInput = {}): Promise<MoveOutcome> {
    const actor = 'kind' in who ? who : orderActorOf(who);
    const outcome = await this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number.trim().slice(0, 40))).for('update');
      if (!order) throw notFoundError('order.notFound');
      return this.transitionLocked(db, events, order, actor, move, input);
    });
    await this.afterCommit(outcome);
    return outcome;
  }

  /** `transition` for a caller holding the order locked in its own transaction; it calls afterCommit once committed. */
  async transitionLocked(db: Database, events: PendingEvents, order: OrderRecord, actor: OrderActor, move: MoveName, input: MoveInput = {}): Promise<MoveOutcome> {
    return runMove(db, events, { coupons: this.deps.coupons, diamonds: this.deps.diamonds, payments: this.deps.payments, changes: this.deps.changes, staff: this.staff }, order, actor, move, input);
  }

  /** What follows a committed move: its refunds sent to the gateway, its stock change announced. */
  async afterCommit(outcome: Pick<MoveOutcome, 'refunds' | 'catalogVersion'>): Promise<void> {
    if (outcome.refunds.length) await this.deps.payments.sendRefunds(outcome.refunds);
    await this.announceStock(outcome.catalogVersion);
  }

  /** The order's refunds as the payments module keeps them (OrderPayments.refundsOf). */
  refundsOf(orderId: number) {
    return this.deps.payments.refundsOf(this.db, orderId);
  }

  /** Sends the order's failed refunds again (OrderPayments.retryFailedRefunds); answers how many were sent. */
  retryFailedRefunds(orderId: number): Promise<number> {
    return this.deps.payments.retryFailedRefunds(orderId);
  }

  get staff(): OrderStaff {
    return this.deps.staff ?? WEBSITE_STAFF;
  }

  /** Tells the caches of a stock change once the transaction that made it has committed. */
  async announceStock(catalogVersion: number | undefined): Promise<void> {
    if (catalogVersion) await this.deps.changes.notify(catalogVersion);
  }

  /**
   * Cancels one order still awaiting payment, as the system, once the payments module has settled
   * with the gateway that nothing was taken; answers whether it went (a payment may have won).
   */
  async cancelUnpaidOrder(number: string, note: string): Promise<boolean> {
    return (await this.moveEach([{ number }], 'pending', 'cancel_unpaid', note)).length > 0;
  }

  /**
   * Completes the shipped orders whose shopper has not said they arrived within
   * SHIPPED_ORDER_COMPLETES_AFTER_DAYS of being sent (counted from the shipment in the order's
   * history), as the system: the completion mail and the club's points follow as with any
   * completion. Answers their numbers. An order the shopper completed or asked to return meanwhile
   * is left as it is.
   */
  async completeUnreceived(now = new Date()): Promise<string[]> {
    const sentBefore = new Date(now.getTime() - SHIPPED_ORDER_COMPLETES_AFTER_DAYS * DAY_MS);
    const shippedAt = sql`(select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.status} = 'complete_shipped')`;
    const due = await this.db
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.status, 'complete_shipped'), lt(shippedAt, sentBefore)))
      .orderBy(orders.id);
    return this.moveEach(due, 'complete_shipped', 'complete', `not marked received within ${SHIPPED_ORDER_COMPLETES_AFTER_DAYS} days of shipping`);
  }

  /**
   * A job's move of each order found, as the system, each in its own transaction and checked again
   * under its lock (the order may have moved since it was found); answers the numbers moved.
   */
  private async moveEach(found: Array<{ number: string }>, status: OrderStatus, move: MoveName, note: string): Promise<string[]> {
    const moved: string[] = [];
    for (const { number } of found) {
      const outcome = await this.deps.events.transaction(this.db, async (db, events) => {
        const [order] = await db.select().from(orders).where(eq(orders.number, number)).for('update');
        if (order?.status !== status) return undefined;
        return this.transitionLocked(db, events, order, SYSTEM, move, { note });
      });
      if (outcome) {
        await this.afterCommit(outcome);
        moved.push(number);
      }
    }
    return moved;
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
    let cancelled: MoveOutcome | undefined;
    const bag = await this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number.trim().slice(0, 40))).for('update');
      if (!order?.accessKey || order.websiteId !== request.website.id || !sameSecret(accessKey.trim(), order.accessKey)) throw notFoundError('order.notFound');
      const history = await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      const everPaid = history.some((line) => line.status !== 'pending' && line.status !== 'canceled');
      if (order.status === 'pending' && this.deps.payments.awaitsNotification(order.paymentMethod)) {
        // The access key speaks for the order's buyer, a guest's order included.
        cancelled = await this.transitionLocked(db, events, order, { kind: 'customer', customerId: order.customerId }, 'cancel_unpaid', { note: 'payment abandoned' });
      } else if (order.status !== 'canceled' || everPaid) {
        throw inputError('order.notRestorable');
      }
      return this.deps.cart.restoreLines(db, request, order.cartId, cartId);
    });
    if (cancelled) await this.afterCommit(cancelled);
    return this.deps.cart.view(bag, request);
  }

  /**
   * Staff action "repay" (spec 000 §3): a staff order whose wallet payment never came is paid
   * another way. The order moves by the process' `repay` (staff of its website and shop only, while
   * its payment is still awaited): its stock, coupon and gift card are released and its awaited
   * payment expired, so a payment arriving late is owed back rather than taken beside the new one.
   * Its pieces, the shop it was placed at, where it is collected or sent and its customer's proven
   * phone go back into the staff member's bag (`cartId`), which is placed again with a new payment
   * (docs/decisions.md, "Repaying a staff order").
   */
  async repayStaffOrder(request: RequestContext, number: string, cartId: string): Promise<CartView> {
    const actor = orderActorOf(request);
    let repaid: MoveOutcome | undefined;
    const bag = await this.deps.events.transaction(this.db, async (db, events) => {
      const [order] = await db.select().from(orders).where(eq(orders.number, number.trim().slice(0, 40))).for('update');
      if (!order) throw notFoundError('order.notFound');
      repaid = await this.transitionLocked(db, events, order, actor, 'repay', { note: 'to be paid again' });
      return this.deps.cart.restoreStaffCheckout(db, request, order.cartId, cartId);
    });
    await this.afterCommit(repaid!);
    return this.deps.cart.view(bag, request);
  }

  // -------------------------------------------------------------------------------------------
  // The steps of placing an order (modules/checkout/placeOrder.ts), each inside its transaction

  /** The cart to place, locked: a second placement of it waits here for the first. */
  async lockCart(db: Database, request: RequestContext, maskedId: string): Promise<CartRecord> {
    const { actor, website } = request;
    const id = maskedId.trim();
    if (!id) throw inputError('cart.idRequired');
    const cart = await lockCartRow(db, id);
    if (!cart || cart.websiteId !== website.id) throw notFoundError('cart.notFound', { cartId: id.slice(0, 40) });
    // An account's bag is its owner's alone: a member's, or a staff member's own.
    const ownerId = actor.kind === 'customer' ? actor.customerId : actor.kind === 'staff' ? actor.staffId : undefined;
    if (cart.customerId !== null && ownerId !== cart.customerId) {
      throw new CommerceError('graphql-authorization', 'cart.notYours', { cartId: id.slice(0, 40) });
    }
    return cart;
  }

  /** What the checkout must have before an order can be placed; answers the shipping fee. */
  checkPurchasable(request: RequestContext, cart: CartRecord, priced: PricedCart): number {
    const paid = priced.lines.filter((line) => line.giftRuleId === null);
    if (!paid.length) throw inputError('cart.empty');
    if (priced.lines.some((line) => priced.prices.get(line.id)!.problem)) throw inputError('order.outOfStock');
    // A staff order's email is its customer's (placing it finds them); any other order needs the cart's.
    if (request.actor.kind === 'staff') {
      if (!(cart.staffOrderedStore && cart.orderCustomerPhone && cart.orderCustomerPhoneVerifiedAt)) throw inputError('staffOrder.customerMissing');
    } else if (!cart.email) throw inputError('checkout.emailRequired');
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
      const row = await takeStock(db, productId, quantity, websiteId);
      if (!row) throw inputError('order.outOfStock');
      if (!row.backorders && row.quantity <= ONLY_X_LEFT_THRESHOLD) lowStock = true;
    }
    return lowStock;
  }

  /** Puts pieces back on hand (made-to-order pieces were never taken); answers whether there were any. */
  releaseStock(db: Database, back: StockQuantities, websiteId: number): Promise<boolean> {
    return releaseStock(db, back, websiteId);
  }

  /**
   * Writes the order from the priced cart, every line's prices and gold price locked in, with the
   * first line of its history, and closes the cart. The cart's id is unique on orders, so a cart
   * is placed once.
   */
  async createOrder(db: Database, request: RequestContext, cart: CartRecord, priced: PricedCart, shippingFee: number): Promise<OrderRecord> {
    // The gift card pays what it can of the goods and delivery; the rest is what the shopper pays.
    const giftCardAmount = giftCardPays(priced.giftCard, priced.totals.grandTotal + shippingFee);
    const buyer = await this.buyerOf(db, request, cart);
    const numbers = ORDER_NUMBERS[request.website.code];
    const lines = this.lineSnapshots(priced, request);
    const [placed] = await orderWritten(db, lines.length).execute({
      numberPrefix: numbers.prefix,
      numberSequence: numbers.sequence.seqName,
      cartId: cart.id,
      websiteId: cart.websiteId,
      storeViewId: request.view.id,
      customerId: buyer.customerId,
      email: buyer.email,
      staffId: buyer.staffId,
      staffStore: buyer.staffId === null ? null : cart.staffOrderedStore,
      // The order's status and its first history line's: one placeholder fills both.
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
      ...rowValues(lines),
      actor: buyer.staffId === null ? 'customer' : 'staff',
      actorId: buyer.staffId !== null ? String(buyer.staffId) : buyer.customerId === null ? null : String(buyer.customerId),
    });
    await closeOrderedCart(db, cart.id);
    return placed;
  }

  /**
   * Whose order it is: the bag's shopper's, or, for a staff member's bag, the member with the phone
   * the staff member proved (found or made at the checkout), placed by that staff member.
   */
  private async buyerOf(db: Database, request: RequestContext, cart: CartRecord): Promise<{ customerId: number | null; email: string; staffId: number | null }> {
    if (request.actor.kind !== 'staff') return { customerId: cart.customerId, email: cart.email!, staffId: null };
    const member = await this.deps.staffOrderMember(db, request, cart.orderCustomerPhone!);
    return { customerId: member.id, email: member.email, staffId: request.actor.staffId };
  }

  /**
   * Takes back an order whose payment failed (a declined card): it goes as if it had never been
   * placed (its lines, history and payment with it), and its cart is open again without the used
   * nonce. Only an order still awaiting payment can go; answers whether it went.
   */
  /** Locks the order; answers whether it still awaits its payment. */
  async lockAwaitingPayment(db: Database, orderId: number): Promise<boolean> {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    return order?.status === 'pending';
  }

  async withdrawUnpaid(db: Database, orderId: number): Promise<boolean> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== 'pending') return false;
    await db.delete(orders).where(eq(orders.id, order.id));
    await reopenWithdrawnCart(db, order.cartId);
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

  /** Each line as bought: names, options, prices, its share of discounts and the gold price used. */
  private lineSnapshots(priced: PricedCart, scope: StoreScope): Array<Required<Pick<typeof orderItems.$inferInsert, (typeof ORDER_LINE_COLUMNS)[number]>>> {
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
