/**
 * The database schema, one file per module under schema/ (drizzle.config.ts reads them all); this
 * index gathers them for the code and for Drizzle's typed queries.
 *
 * Carts and orders join the catalog here; customers, membership, the customizer and staff join
 * later, each with a file of its own, through the integer ids of these tables (products.id, store_views.id,
 * websites.id, store_locations.id) and through product snapshots, so nothing here needs to change
 * shape for them.
 */
export * from './schema/store.ts';
export * from './schema/catalog.ts';
export * from './schema/gold.ts';
export * from './schema/urls.ts';
export * from './schema/content.ts';
export * from './schema/locations.ts';
export * from './schema/cart.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/paymentVault.ts';

export * from './schema/customers.ts';
export * from './schema/club.ts';
export * from './schema/socialSignIn.ts';
export * from './schema/wishlist.ts';
export * from './schema/diamonds.ts';
export * from './schema/madeToOrder.ts';
export * from './schema/sms.ts';
export * from './schema/secrets.ts';
