/** The orders module's face: what the rest of the backend may use of it. */
export { CustomerOrders } from './customerOrders.ts';
export { InStorePurchases } from './inStorePurchases.ts';
export { OrderLookup } from './orderLookup.ts';
export { OrderService } from './service.ts';
export type { OrderRecord } from './service.ts';
