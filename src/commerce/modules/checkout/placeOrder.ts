/**
 * Placing an order (Magento's placeOrder; spec 000 §4 "Checkout"), top to bottom.
 *
 * 1. In one transaction: lock the cart, check it can be bought, reserve its stock, write the order,
 *    sell its made-to-order diamonds, use its member coupon, take its gift card amount off the card
 *    and open its payment. Any of them failing rolls all of them back.
 * 2. After that commits, the order's payment method takes the payment: a card is authorized, a
 *    wallet payment opened, nothing asked of an order a gift card paid whole. The gateway
 *    is called with no row locked, so a slow gateway never holds the stock of other shoppers.
 *    Failing (a declined card, a gateway that throws), the steps of 1 are undone in one
 *    transaction, last first: the coupon given back, the order withdrawn and its cart open to pay
 *    again, the stock back on hand. The payment opened in 1 is the record of the intent: should the
 *    process die once the gateway is called, the job settles it with the gateway (recorded as paid,
 *    or voided and the order cancelled: docs/decisions.md, "Payments in doubt"); an order the job
 *    has settled so meanwhile is not undone again here.
 * 3. A payment taken at once is recorded: the order is paid ("processing") and its confirmation queued.
 *    The shopper's money is taken by then, so nothing before is undone; a wallet order stays
 *    "pending" with its QR code until the gateway's notification (modules/payments).
 *
 * Placing a cart again (a double click, a retry after a timeout) answers the order it became.
 * The events of the placement (order.placed, order.paid, ...) are published once it stands; a
 * placement that was undone tells nobody anything.
 */
import { availableParallelism } from 'node:os';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { PendingEvents, type DomainEventBus } from '../../core/events.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { ConcurrencyLimit } from '../../core/concurrencyLimit.ts';
import { inOneTransaction, runWorkflow, type WorkflowStep } from '../../core/workflow.ts';
import { cartNotActive, debitGiftCardOfOrder, restoreGiftCardOfOrder, type CartRecord, type CartService, type PricedCart } from '../cart/index.ts';
import type { OrderCoupons, OrderRecord, OrderService, StockQuantities } from '../orders/index.ts';
import type { OrderView, PaymentService, PaymentTaken, PaymentTaking, RecordedPayment } from '../payments/index.ts';
import { diamondsOf, type DiamondSale } from '../madeToOrder/index.ts';

export interface OrderPlacementDependencies {
  cart: CartService;
  orders: OrderService;
  payments: PaymentService;
  coupons: OrderCoupons;
  changes: CatalogChanges;
  events: DomainEventBus;
  /** The diamond inventory's sale of a stone once; without it no line can carry a diamond. */
  diamondSale?: DiamondSale;
  /** The store's processes on this machine, sharing its cores' placements (placementTransactionsAtOnce); one unless told. */
  processes?: number;
}

/**
 * How many placements' transactions (writing the order, undoing it, recording its payment) one of
 * the store's processes runs at once: its share of one a core on the machine, two for one process
 * on two cores; more wait their turn, first come first served. A placement is a transaction of some
 * twenty statements locking its cart, stock and payment rows: past one a core they only take turns
 * on the same cores with each other and with every other request, so a shopper adding to the bag
 * waited behind twenty placements (docs/decisions.md, "Placements take turns"). The gateway's call
 * is outside: a slow gateway holds no turn.
 */
export function placementTransactionsAtOnce(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / Math.max(1, processes)));
}

/** What placeOrder answers: the order as its buyer sees it, with the guest's key to it. */
export type PlacedOrderView = OrderView & { access_key: string | null };

/** One placement as it goes: what each step found or made, for the steps after it and the compensations. */
interface Placement {
  readonly cartId: string;
  readonly request: RequestContext;
  /** Told to the rest of the store once the placement stands. */
  readonly events: PendingEvents;
  cart?: CartRecord;
  priced?: PricedCart;
  shippingFee?: number;
  /** The order's payment method and where its payment comes from. */
  payment?: PaymentTaking;
  stock?: StockQuantities;
  order?: OrderRecord;
  /** The diamonds of the order's made-to-order lines, sold with it. */
  diamonds?: string[];
  /** The payment the method took at once; none while a wallet payment awaits its notification. */
  paid?: Extract<PaymentTaken, { outcome: 'paid' }>;
  /** The job settled the order (paid, or cancelled and released) while the gateway was slow: nothing is the placement's to undo. */
  settledMeanwhile?: boolean;
  /** Catalog versions to announce once their transaction has committed: stock ran low, or came back. */
  lowStockVersion?: number;
  releasedStockVersion?: number;
}

function placementSteps(db: Database, deps: OrderPlacementDependencies, transactions: ConcurrencyLimit): ReadonlyArray<WorkflowStep<Placement>> {
  const { cart, orders, payments, coupons, changes, diamondSale } = deps;
  const transaction = <T>(work: (tx: Database) => Promise<T>) => transactions.run(() => db.transaction((tx) => work(tx)));
  return [
    inOneTransaction<Placement>('write the order', transaction, [
      {
        name: 'lock the cart',
        async run(tx, placement) {
          placement.cart = await orders.lockCart(tx, placement.request, placement.cartId);
          // Placed before: the answer is that order, and there is nothing more to do. Placing
          // closes the cart and only withdrawing its order opens it again, so an open cart has none.
          if (placement.cart.isActive) return undefined;
          placement.order = await orders.orderOfCart(tx, placement.cart.id);
          return placement.order ? 'finished' : undefined;
        },
      },
      {
        name: 'check the cart can be bought',
        async run(tx, placement) {
          const locked = placement.cart!;
          if (!locked.isActive) throw cartNotActive();
          placement.priced = await cart.price(tx, locked, placement.request);
          placement.shippingFee = orders.checkPurchasable(placement.request, locked, placement.priced);
        },
      },
      {
        name: 'reserve stock',
        async run(tx, placement) {
          placement.stock = orders.stockWanted(placement.priced!);
          // Listings show "only a few left": they change when a piece runs low, not on every order.
          if (await orders.reserveStock(tx, placement.stock, placement.cart!.websiteId)) placement.lowStockVersion = await changes.bump(tx);
        },
        compensate: unlessSettled(async (tx, placement) => {
          if (await orders.releaseStock(tx, placement.stock!, placement.cart!.websiteId)) placement.releasedStockVersion = await changes.bump(tx);
        }),
      },
      {
        name: 'create the order',
        async run(tx, placement) {
          placement.order = await orders.createOrder(tx, placement.request, placement.cart!, placement.priced!, placement.shippingFee!);
          placement.events.record('order.placed', { order: placement.order });
        },
        compensate: unlessSettled(async (tx, placement) => {
          await orders.withdrawUnpaid(tx, placement.order!.id);
        }),
      },
      {
        // After the order is written: the stone is sold to that order, and no other.
        name: 'sell the chosen diamonds',
        async run(tx, placement) {
          placement.diamonds = diamondsOf(placement.priced!.lines.map((line) => line.customDesign));
          if (placement.diamonds.length && diamondSale) await diamondSale.sellOnce(tx, placement.request, placement.diamonds, { cartId: placement.cartId, orderNumber: placement.order!.number });
        },
        compensate: unlessSettled(async (tx, placement) => {
          if (placement.diamonds?.length && diamondSale) await diamondSale.release(tx, placement.request, placement.diamonds, { cartId: placement.cartId, orderNumber: placement.order!.number });
        }),
      },
      {
        // After the order is written: the coupon records the order that used it.
        name: 'use the member coupon',
        run: (tx, placement) => coupons.useFor(tx, placement.order!),
        compensate: unlessSettled((tx, placement) => coupons.giveBackFrom(tx, placement.order!)),
      },
      {
        // After the order is written: the card pays the order's gift card amount, once.
        name: 'pay with the gift card',
        run: (tx, placement) => debitGiftCardOfOrder(tx, placement.order!),
        compensate: unlessSettled((tx, placement) => restoreGiftCardOfOrder(tx, placement.order!)),
      },
      {
        name: 'open the payment',
        async run(tx, placement) {
          placement.payment = payments.paymentOf(placement.order!, placement.cart!);
          placement.payment.paymentId = await payments.openPayment(tx, placement.order!);
        },
        // Undone first, under the order's lock: has the job settled the order meanwhile?
        async compensate(tx, placement) {
          placement.settledMeanwhile = !(await orders.lockAwaitingPayment(tx, placement.order!.id));
        },
      },
    ]),
    {
      name: 'announce the stock that ran low',
      run: (placement) => orders.announceStock(placement.lowStockVersion),
    },
    {
      name: 'take the payment',
      async run(placement) {
        const taken = await payments.takePayment(placement.order!, placement.payment!);
        if (taken.outcome === 'paid') placement.paid = taken;
      },
    },
  ];
}

/** A compensation that leaves alone an order the job has settled (Placement.settledMeanwhile). */
function unlessSettled(undo: (tx: Database, placement: Placement) => Promise<void>): (tx: Database, placement: Placement) => Promise<void> {
  return async (tx, placement) => {
    if (!placement.settledMeanwhile) await undo(tx, placement);
  };
}

export class OrderPlacement {
  private readonly steps: ReadonlyArray<WorkflowStep<Placement>>;
  /** The placements' transactions this process runs at once (placementTransactionsAtOnce). */
  readonly transactionsAtOnce: number;
  private readonly transactions: ConcurrencyLimit;

  constructor(
    private readonly db: Database,
    private readonly deps: OrderPlacementDependencies,
  ) {
    this.transactionsAtOnce = placementTransactionsAtOnce(deps.processes ?? 1);
    this.transactions = new ConcurrencyLimit(this.transactionsAtOnce);
    this.steps = placementSteps(db, deps, this.transactions);
  }

  async placeOrder(request: RequestContext, cartId: string): Promise<PlacedOrderView> {
    const placement: Placement = { request, cartId, events: new PendingEvents() };
    const { orders, payments, events } = this.deps;
    try {
      await runWorkflow(this.steps, placement);
    } catch (error) {
      await orders.announceStock(placement.releasedStockVersion);
      throw error;
    }
    let recorded: RecordedPayment = {};
    try {
      // The shopper's money is taken: from here on the order stands, whatever happens.
      if (placement.paid) recorded = await this.recordPayment(placement, placement.paid);
    } finally {
      await events.publish(placement.events);
    }
    // The order and payment as the payment's transaction left them; read when it recorded nothing
    // (a wallet's QR code is written on the payment after the order's transaction).
    const order = recorded.order ?? (await orders.orderById(placement.order!.id));
    return { ...(await payments.orderView(order, recorded.payment)), access_key: order.accessKey };
  }

  private async recordPayment(placement: Placement, paid: NonNullable<Placement['paid']>): Promise<RecordedPayment> {
    const events = new PendingEvents();
    const recorded = await this.transactions.run(() => this.db.transaction((tx) => this.deps.payments.recordPayment(tx, events, placement.order!.id, paid)));
    placement.events.append(events);
    await this.deps.orders.announceStock(recorded.catalogVersion);
    return recorded;
  }
}
