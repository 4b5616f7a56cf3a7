/** The club module's face: what the rest of the backend may use of it. */
export { memberCouponsAtCheckout, memberCouponsOfOrders } from './memberCoupons.ts';
export { subscribeClub } from './subscribers.ts';
export { ClubService } from './service.ts';
export type { MembershipView } from './membershipView.ts';
