/** The mail module's face: what the rest of the backend may use of it. */
export { OutboxAccountMailer } from './accountMails.ts';
export { ContactMessages } from './contactMessages.ts';
export { orderConfirmationMail } from './orderConfirmation.ts';
export { readyForPickupMail } from './orderMails.ts';
export { orderStatusMail } from './orderStatusMails.ts';
export { MailService, queueMail } from './outbox.ts';
export { MailboxTransport } from './transport.ts';
