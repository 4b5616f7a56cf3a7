/** The orders module's face: what the rest of the backend may use of it. */
export { OrderService, type OrderCoupons, type OrderDiamonds, type OrderPayments, type OrderRecord, type StockQuantities } from './service.ts';
export type { OrderRefund } from './orderEffects.ts';
export { CustomerOrders } from './customerOrders.ts';
export type { CustomerOrderView, OrderItemView } from './orderViews.ts';
export { OrderLookup } from './orderLookup.ts';
export { InStorePurchases } from './inStorePurchases.ts';
export { GATEWAY, OPERATOR, SYSTEM, shopStaff, type OrderActor } from './orderActors.ts';
export { MOVE_NAMES, payingMoveOf, type MoveName } from './orderProcess.ts';
export type { MoveOutcome } from './orderTransitions.ts';
export { OrderDesk, type DeskOrder } from './orderDesk.ts';
export { StaffOrders, type StaffOrderScope } from './staffOrders.ts';
export { forgetOrdersOfAccount } from './accountErasure.ts';
