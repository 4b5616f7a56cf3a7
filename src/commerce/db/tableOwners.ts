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
  order_number_sequences: 'orders',
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

/** A module's direct read of tables another part owns, named for what it reads them for. */
export interface ReadModel {
  name: string;
  reader: TableOwner | 'diamondPorts';
  tables: readonly string[];
  why: string;
}

export const READ_MODELS: readonly ReadModel[] = [];
