/** The checkout module's face: what the rest of the backend may use of it. */
export { CheckoutService } from './service.ts';
export { OrderPlacement } from './placeOrder.ts';
