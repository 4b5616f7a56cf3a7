/** The payments module's face: what the rest of the backend may use of it. */
export { PaymentService, expireAwaitedPayment, type OrderView, type PaymentTaking } from './service.ts';
export { REFUND_MAX_ATTEMPTS, RefundSender, recordRefund, refundsOf, type RefundSent } from './refunds.ts';
export type { CardAuthorization, PaymentGateway, RefundAnswer, RefundRequest } from './gateway.ts';
export type { PaymentDetails, PaymentTaken } from './methods/paymentMethod.ts';
export type { PaymentMethods } from './methods/registry.ts';
export { SandboxGateway } from './sandboxGateway.ts';
export { subscribePayments } from './subscribers.ts';
export { default as paymentRoutes } from './routes.ts';
