/** The payments module as other modules see it. */
export { PaymentService, expireAwaitedPayment, type CardSource, type OrderView } from './service.ts';
export type { CardAuthorization, PaymentGateway } from './gateway.ts';
export { SandboxGateway } from './sandboxGateway.ts';
export { subscribePayments } from './subscribers.ts';
