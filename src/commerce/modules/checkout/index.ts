/** The checkout module's face: what the rest of the backend may use of it. */
export { CheckoutService, type PaymentMethodChoice } from './service.ts';
export { OrderPlacement, type PlacedOrderView } from './placeOrder.ts';
