/** The payments module's face: what the rest of the backend may use of it. */
export { SandboxGateway } from './sandboxGateway.ts';
export { PaymentService } from './service.ts';
export { SANDBOX_LANGS, escapeHtml, sandboxLang, sandboxLocale } from './walletPage.ts';
export { default as paymentRoutes } from './routes.ts';
