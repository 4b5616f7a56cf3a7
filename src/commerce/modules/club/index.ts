/** The club module's face: what the rest of the backend may use of it. */
export { memberCouponsAtCheckout } from './memberCoupons.ts';
export { ClubService } from './service.ts';
