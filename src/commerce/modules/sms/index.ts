/** The sms module's face: what the rest of the backend may use of it. */
export { OutboxSmsSender } from './sender.ts';
export type { SmsSender } from './sender.ts';
export { SmsboxTransport, TwilioTransport } from './transport.ts';
export type { SmsLog } from './transport.ts';
