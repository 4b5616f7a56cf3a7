/** The orders module's face: what the rest of the backend may use of it. */
export { OrderService, type OrderCoupons, type OrderPayments, type OrderRecord, type StockQuantities } from './service.ts';
export type { OrderRefund } from './orderEffects.ts';
export { CustomerOrders } from './customerOrders.ts';
export type { CustomerOrderView, OrderItemView } from './orderViews.ts';
export { OrderLookup } from './orderLookup.ts';
export { InStorePurchases } from './inStorePurchases.ts';
export { canMoveOrder, checkOrderMove, nextStatuses } from './orderStatus.ts';
export { GATEWAY, OPERATOR, SYSTEM, orderActorOf, shopStaff, type OrderActor, type OrderActorKind, type OrderStaff } from './orderActors.ts';
export { MOVE_NAMES, ORDER_PROCESS, moveNamed, payingMoveOf, type MoveName, type OrderMove } from './orderProcess.ts';
export type { MoveInput } from './orderGuards.ts';
export type { MoveOutcome } from './orderTransitions.ts';
export { CARRIERS, carrierNamed, trackingUrl } from './carriers.ts';
export { OrderDesk, DESK_MAX_PAGE_SIZE, type DeskOrder } from './orderDesk.ts';
export { adminOrderView } from './deskViews.ts';
export { StaffOrders, STAFF_ORDER_SCOPES, type StaffOrderRecord, type StaffOrderScope } from './staffOrders.ts';
export { forgetOrdersOfAccount } from './accountErasure.ts';
