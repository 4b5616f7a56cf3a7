/**
 * Carts and cart price rules (coupons, automatic discounts, gift rules). A cart holds what the
 * shopper chose, not prices: every read prices it from today's catalog and gold prices, so gold
 * lines follow the gold price until the order locks it (docs/design.md, Data).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '../../../rules/address.ts';
import type { LocalizedText } from '../../../rules/locales.ts';
import { products } from './catalog.ts';
import type { CustomMadeDesign } from './madeToOrder.ts';
import { customers } from './customers.ts';
import { storeLocations } from './locations.ts';
import { storeViews, websites } from './store.ts';

/** A bundle line's choice for one of its options (for her, for him). */
export interface BundleSelection {
  optionCode: string;
  productId: number;
  quantity: number;
}

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The id clients hold (Magento's masked quote id): 32 random characters, never the serial. */
    maskedId: text('masked_id').notNull().unique(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** The store view it was created in: mails and errors speak its language. */
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeViews.id),
    /** The customer who owns it; null for a guest cart, which whoever holds the masked id may use. */
    customerId: integer('customer_id').references(() => customers.id),
    /** False once the cart became an order (or was replaced): it can no longer change. */
    isActive: boolean('is_active').notNull().default(true),
    email: text('email'),
    /** One coupon per checkout (spec 001 §5). */
    couponCode: text('coupon_code'),
    /** The gift card paying part of the cart (one per cart), stored upper case. */
    giftCardCode: text('gift_card_code'),
    /** Checkout: where it goes (or who collects it at a shop), and who pays. */
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(false),
    /** "carrier_method", e.g. flatrate_flatrate or instore_pickup (rules/shipping.ts). */
    shippingMethod: text('shipping_method'),
    /** The shop an order for pickup goes to. */
    pickupLocationId: integer('pickup_location_id').references(() => storeLocations.id),
    /** The payment method chosen (modules/payments). */
    paymentMethod: text('payment_method'),
    /** A card's one-time nonce from the gateway's card form, used when the order is placed. */
    paymentNonce: text('payment_nonce'),
    /** A signed-in shopper's card choices: keep the nonce's card in the gateway's vault once paid, or pay with a kept card (its public hash). */
    paymentSaveCard: boolean('payment_save_card').notNull().default(false),
    paymentVaultHash: text('payment_vault_hash'),
    /**
     * A staff member's bag (spec 000 §3 Checkout state): the shop the order is placed at
     * (bcnStaffOrderedStore), and the customer it is for, by the mobile number (E.164) a one-time
     * password proved while the staff member was checking out (bcnOrderCustomerPhoneValidated).
     */
    staffOrderedStore: text('staff_ordered_store'),
    orderCustomerPhone: text('order_customer_phone'),
    orderCustomerPhoneVerifiedAt: timestamp('order_customer_phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('carts_customer_idx').on(table.customerId).where(sql`${table.isActive} and ${table.customerId} is not null`)],
);

/**
 * Gift cards: a code worth a balance in one website's currency until it expires. A cart carrying
 * the code pays with it up to the balance; placing the order takes what it used off the balance.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; shoppers may type it in any case. */
    code: text('code').notNull().unique(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** The website's currency, as the balance is kept in it. */
    currency: text('currency').notNull(),
    /** What is left on the card, in minor units. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('gift_cards_balance', sql`${table.balance} >= 0`)],
);

export const cartPriceRules = pgTable(
  'cart_price_rules',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** The label shoppers see beside the discount, and the gift dialog's rule name. */
    label: jsonb('label').$type<LocalizedText>().notNull(),
    /** The code that applies it; null for a rule that applies by itself. Stored upper case. */
    couponCode: text('coupon_code'),
    /** percent: discountValue is a whole percentage; fixed: minor units off the cart; none: gifts only. */
    discountType: text('discount_type').notNull(),
    discountValue: bigint('discount_value', { mode: 'number' }).notNull().default(0),
    /** The subtotal (before discounts, gifts excluded) from which the rule applies, in minor units. */
    minSubtotal: bigint('min_subtotal', { mode: 'number' }).notNull().default(0),
    /** How many gift pieces the rule grants in all (rule_left_qty before any is chosen). */
    giftQuantity: smallint('gift_quantity').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('cart_price_rules_website_idx').on(table.websiteId),
    index('cart_price_rules_coupon_idx').on(sql`upper(${table.couponCode})`),
    check('cart_price_rules_discount', sql`${table.discountType} in ('percent', 'fixed', 'none') and ${table.discountValue} >= 0
      and (${table.discountType} <> 'percent' or ${table.discountValue} <= 100) and ${table.giftQuantity} >= 0`),
  ],
);

/** The products a gift rule lets the shopper choose from. */
export const cartRuleGiftProducts = pgTable(
  'cart_rule_gift_products',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cartPriceRules.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ruleId, table.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The piece sold: a simple product, a configurable product's variant, or a bundle. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The configurable product the variant was chosen from. */
    parentProductId: integer('parent_product_id').references(() => products.id),
    quantity: integer('quantity').notNull(),
    bundleSelections: jsonb('bundle_selections').$type<BundleSelection[]>(),
    /** A made-to-order line's design as chosen and priced (db/schema/madeToOrder.ts); its price is the line's. */
    customDesign: jsonb('custom_design').$type<CustomMadeDesign>(),
    /** Set on a gift line: the rule that granted it. Gift lines cost nothing. */
    giftRuleId: integer('gift_rule_id').references(() => cartPriceRules.id, { onDelete: 'cascade' }),
    /**
     * The unit price when the shopper last chose this line (added it or changed its quantity). A
     * gold line whose price moved since then says so in the cart.
     */
    quotedUnitPrice: bigint('quoted_unit_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId, table.id), check('cart_items_quantity_positive', sql`${table.quantity} > 0`)],
);

/**
 * Coupon and gift card codes tried and refused (docs/design.md, Security: "coupon attempts" are
 * rate-limited): counted per cart and per client address within a window, so codes cannot be
 * guessed one after another. Kept in the database, so every process sees the same count.
 */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_attempts_cart_idx').on(table.cartId, table.createdAt), index('code_attempts_ip_idx').on(table.ip, table.createdAt)],
);
