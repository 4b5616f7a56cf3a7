/**
 * Who owns which table (docs/architecture.md, "Who owns which table"). Only a table's owner writes
 * it; another part reads it through the owner's face or through one of the named read models below,
 * each a reason one module reads another's rows directly. test/tableOwners.test.ts reads the
 * backend's source and fails on a table left out of this map, a write from anyone but the owner
 * and a read that is neither the owner's nor a read model's.
 *
 * An owner is a module of src/commerce/modules, or one of the two files of src/commerce that serve
 * every module: catalogChanges (the catalog's version, bumped by each write that changes what shoppers
 * see) and sharedSecrets (the secrets the instances agree on).
 */
export type TableOwner =
  | 'store'
  | 'catalog'
  | 'gold'
  | 'urls'
  | 'content'
  | 'locations'
  | 'cart'
  | 'orders'
  | 'payments'
  | 'mail'
  | 'customers'
  | 'club'
  | 'socialSignIn'
  | 'wishlist'
  | 'diamonds'
  | 'madeToOrder'
  | 'sms'
  | 'catalogChanges'
  | 'sharedSecrets';

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  websites: 'store',
  store_views: 'store',
  currency_rates: 'store',

  categories: 'catalog',
  products: 'catalog',
  product_categories: 'catalog',
  product_links: 'catalog',
  attributes: 'catalog',
  attribute_options: 'catalog',
  configurable_options: 'catalog',
  variant_attribute_values: 'catalog',
  product_media: 'catalog',
  product_prices: 'catalog',
  product_stock: 'catalog',
  catalog_version: 'catalogChanges',

  gold_prices: 'gold',
  url_rewrites: 'urls',
  cms_pages: 'content',
  cms_blocks: 'content',
  store_locations: 'locations',

  carts: 'cart',
  cart_items: 'cart',
  cart_price_rules: 'cart',
  cart_rule_gift_products: 'cart',
  gift_cards: 'cart',
  code_attempts: 'cart',

  orders: 'orders',
  order_items: 'orders',
  order_status_history: 'orders',
  order_lookups: 'orders',
  in_store_purchases: 'orders',

  payments: 'payments',
  payment_refunds: 'payments',
  payment_notifications: 'payments',
  payment_sandbox_transactions: 'payments',
  payment_sandbox_refunds: 'payments',
  payment_sandbox_nonces: 'payments',
  payment_sandbox_vault: 'payments',

  outbox: 'mail',
  sms_outbox: 'sms',

  customers: 'customers',
  customer_addresses: 'customers',
  customer_tokens: 'customers',
  customer_password_resets: 'customers',
  operator_sessions: 'customers',
  sign_in_attempts: 'customers',
  phone_otps: 'customers',

  member_levels: 'club',
  points_ledger: 'club',
  member_coupons: 'club',
  club_rewards: 'club',
  reward_exchanges: 'club',
  asia_miles_exchanges: 'club',

  customer_social_identities: 'socialSignIn',
  social_sandbox_redeemed_codes: 'socialSignIn',

  wishlists: 'wishlist',
  wishlist_items: 'wishlist',

  diamonds: 'diamonds',

  custom_designs: 'madeToOrder',
  custom_design_steps: 'madeToOrder',
  custom_design_values: 'madeToOrder',
  custom_design_value_prices: 'madeToOrder',

  store_secrets: 'sharedSecrets',
};

/**
 * A module's direct read of tables another part owns, named for what it reads them for: a join the
 * owner's face would have to answer row by row, or a report over another module's history. The
 * owner's columns it reads are part of the owner's contract while the read model stands.
 */
export interface ReadModel {
  name: string;
  /** The module that reads; the checkout owns no table of its own. */
  reader: TableOwner | 'checkout';
  tables: readonly string[];
}

export const READ_MODELS: readonly ReadModel[] = [
  { name: 'the order confirmation mail: its lines, payment, pickup shop and option labels', reader: 'mail', tables: ['order_items', 'payments', 'store_locations', 'attributes', 'attribute_options'] },
  { name: "a member's spending on completed orders, for the member level", reader: 'club', tables: ['orders', 'order_status_history'] },
  { name: "the points ledger's order numbers", reader: 'club', tables: ['orders'] },
  { name: "the member's name and birthday, for Asia Miles and birthday coupons; the member row locked while points change", reader: 'club', tables: ['customers'] },
  { name: "a member coupon's cart price rule", reader: 'club', tables: ['cart_price_rules'] },
  { name: "a reward's product and its stock", reader: 'club', tables: ['products', 'product_stock'] },
  { name: 'the order a payment or a refund is for', reader: 'payments', tables: ['orders'] },
  { name: "a shopper's orders with their payments and products", reader: 'orders', tables: ['payments', 'products'] },
  { name: 'the shop an order is collected from', reader: 'orders', tables: ['store_locations'] },
  { name: 'the products and bundle links a line names, the staff bag finds and a shopper owns', reader: 'cart', tables: ['products', 'product_links', 'customers'] },
  { name: 'the pickup shops a checkout offers', reader: 'checkout', tables: ['store_locations'] },
  { name: "the designs' products and their bundle links", reader: 'madeToOrder', tables: ['products', 'product_links'] },
  { name: 'the account a social identity signs in to', reader: 'socialSignIn', tables: ['customers'] },
  { name: "a wishlist's products and its owner's name", reader: 'wishlist', tables: ['products', 'customers'] },
];
