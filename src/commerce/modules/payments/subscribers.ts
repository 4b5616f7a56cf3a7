import type { DomainEventBus } from '../../core/events.ts';
import type { PaymentService } from './service.ts';
import type { SavedCards } from './savedCards.ts';

/** What payments does when the rest of the store changes. */
export function subscribePayments(events: DomainEventBus, savedCards: SavedCards, payments: Pick<PaymentService, 'closeCancelledPayment'>): void {
  // An order that goes unpaid takes its payment with it, at the gateway too (docs/decisions.md, "Payments in doubt").
  events.subscribe('order.cancelled', 'payments: void the awaited payment at the gateway', async ({ order, from }) => {
    if (from === 'pending') await payments.closeCancelledPayment(order.id);
  });
  // A deleted account's cards leave the gateway's vault with its other personal data.
  events.subscribe('account.deleted', 'payments: forget the saved cards', ({ customerId }) => savedCards.forgetCustomer(customerId));
}
