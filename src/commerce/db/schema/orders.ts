/**
 * Orders: what was bought, at which prices (gold price included), by whom, going where, and every
 * status it passed through. Lines are snapshots, so an order reads the same after the catalog, the
 * gold price or the cart rules change (docs/design.md, Data).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '../../../rules/address.ts';
import type { LocalizedText } from '../../../rules/locales.ts';
import { carts, type BundleSelection } from './cart.ts';
import { products } from './catalog.ts';
import type { CustomMadeDesign } from './madeToOrder.ts';
import { customers } from './customers.ts';
import { storeLocations } from './locations.ts';
import { storeViews, websites } from './store.ts';

/** How a gold line was priced when the order was placed. */
export interface OrderLineGold {
  goldCode: string;
  quotedUnit: string;
  sellPerUnit: number;
  weightMg: number;
  metal: number;
  labour: number;
  effectiveAt: string;
}

/** A configurable line's chosen value per attribute; labels are read from the attributes when shown. */
export interface OrderLineOption {
  attributeCode: string;
  valueIndex: number;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order number shoppers and shops quote: website prefix and a sequence, e.g. HK10000042. */
    number: text('number').notNull().unique(),
    /** One order per cart: placing twice (a double click, a retry) finds the first. */
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeViews.id),
    /** The account that placed it; an order stays, anonymized, when its account is deleted. */
    customerId: integer('customer_id').references(() => customers.id),
    email: text('email').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    couponCode: text('coupon_code'),
    /** The gift card that paid giftCardAmount of the order (taken off its balance when placed, given back when cancelled). */
    giftCardCode: text('gift_card_code'),
    giftCardAmount: bigint('gift_card_amount', { mode: 'number' }).notNull().default(0),
    /** The rules' labels at the time, for the receipt. */
    discounts: jsonb('discounts').$type<Array<{ label: LocalizedText; amount: number }>>().notNull(),
    shippingMethod: text('shipping_method'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    pickupLocationId: integer('pickup_location_id').references(() => storeLocations.id),
    /** Issued when an order for pickup is ready at the shop (spec 000 §4 "Store pickup has a pickup code"). */
    pickupCode: text('pickup_code'),
    /** Set when the order is shipped, with the carrier that carries it (modules/orders/carriers.ts). */
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** Written by the store's operators, read by the customer on the order. */
    remark: text('remark'),
    /** What has been given back of what the shopper paid, in minor units: never more than grandTotal. */
    refundedTotal: bigint('refunded_total', { mode: 'number' }).notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** An order a staff member placed for the customer (spec 000 §1), and the shop it was placed at: staff orders are approved before they are made. */
    staffId: integer('staff_id').references(() => customers.id),
    staffStore: text('staff_store'),
    /**
     * The secret that lets a guest read its order (checkOrder). Kept as it was issued, like the
     * masked cart id: placing the same cart again must answer the same key (docs/decisions.md).
     */
    accessKey: text('access_key'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt.desc()),
    index('orders_status_idx').on(table.status, table.placedAt),
    check('orders_totals', sql`${table.grandTotal} >= 0 and ${table.subtotal} >= 0 and ${table.discountTotal} >= 0 and ${table.shippingFee} >= 0`),
    check('orders_refunded_within_paid', sql`${table.refundedTotal} >= 0 and ${table.refundedTotal} <= ${table.grandTotal}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    parentProductId: integer('parent_product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    typeId: text('type_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    rowTotal: bigint('row_total', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    options: jsonb('options').$type<OrderLineOption[]>().notNull(),
    bundleSelections: jsonb('bundle_selections').$type<BundleSelection[]>(),
    /** A made-to-order line's every choice, as it was bought. */
    customDesign: jsonb('custom_design').$type<CustomMadeDesign>(),
    gold: jsonb('gold').$type<OrderLineGold>(),
    giftRuleId: integer('gift_rule_id'),
    /** Pieces of the line sent so far (a partial shipment sends some) and taken back by a return. */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_returned_within_quantity', sql`${table.returnedQuantity} >= 0 and ${table.returnedQuantity} <= ${table.quantity} and ${table.shippedQuantity} >= 0 and ${table.shippedQuantity} <= ${table.quantity}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Who moved it: customer, staff, operator, gateway or system (modules/orders/orderActors.ts). */
    actor: text('actor').notNull(),
    /** The customer's id or the staff member's id; none for the operator, the gateway and the system. */
    actorId: text('actor_id'),
    /** The move of the order process that made the change (modules/orders/orderProcess.ts); null for placing. */
    move: text('move'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)],
);

/**
 * Order tracking's lookups (by order number and mobile number), counted per order number and per
 * client address so that guessing a mobile number is stopped (modules/orders/orderLookup.ts).
 */
export const orderLookups = pgTable(
  'order_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: integer('website_id').notNull(),
    number: text('number').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_lookups_number_idx').on(table.number, table.createdAt), index('order_lookups_ip_idx').on(table.ip, table.createdAt)],
);

/**
 * Each website's order numbers (HK10000001, MO10000001, MY10000001), one PostgreSQL sequence per
 * prefix: the order's insert takes the next, which locks nothing, so placements at once never wait
 * for one another's commit (docs/decisions.md, "Order numbers from sequences"). A placement undone
 * leaves its number unused, as a declined card's withdrawn order always did.
 */
export const hkOrderNumbers = pgSequence('order_numbers_hk', { startWith: 10_000_001 });
export const moOrderNumbers = pgSequence('order_numbers_mo', { startWith: 10_000_001 });
export const myOrderNumbers = pgSequence('order_numbers_my', { startWith: 10_000_001 });

/** One piece on an in-store receipt, named as the shop's till named it. */
export interface InStorePurchaseLine {
  name: LocalizedText;
  /** The catalog's SKU when the piece is one the online store sells too. */
  sku: string | null;
  quantity: number;
  /** What the line cost, in minor units of the purchase's currency. */
  amount: number;
}

/**
 * Purchases a member made at the shops' tills (spec 000 §2 /order-history "in-store records"): the
 * shop, the day, the receipt and what was on it. They come from the shops' point-of-sale systems;
 * the online store only shows them to their member, and forgets them with the account.
 */
export const inStorePurchases = pgTable(
  'in_store_purchases',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeLocationId: integer('store_location_id')
      .notNull()
      .references(() => storeLocations.id),
    /** The receipt number printed by the shop's till. */
    receiptNumber: text('receipt_number').notNull().unique(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<InStorePurchaseLine[]>().notNull(),
  },
  (table) => [index('in_store_purchases_customer_idx').on(table.customerId, table.purchasedAt.desc()), check('in_store_purchases_amount', sql`${table.amount} >= 0`)],
);
