/** The checkout module as other modules see it. */
export { CheckoutService, type PaymentMethodChoice, type SavedCardCheck } from './service.ts';
export { OrderPlacement, type PlacedOrderView } from './placeOrder.ts';
