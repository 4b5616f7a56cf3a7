/** The payments module's face: what the rest of the backend may use of it. */
export { PaymentService, expireAwaitedPayment, type OrderView, type PaymentTaking, type RecordedPayment } from './service.ts';
export { RefundSender, recordRefund, refundsOf } from './refunds.ts';
export type { PaymentDetails, PaymentTaken } from './methods/paymentMethod.ts';
export type { PaymentMethods } from './methods/registry.ts';
export { SandboxGateway } from './sandboxGateway.ts';
export { subscribePayments } from './subscribers.ts';
export { default as paymentRoutes } from './routes.ts';
