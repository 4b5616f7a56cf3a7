import type { DomainEventBus } from '../../core/events.ts';
import type { SavedCards } from './savedCards.ts';

/** What payments does when the rest of the store changes. */
export function subscribePayments(events: DomainEventBus, savedCards: SavedCards): void {
  // A deleted account's cards leave the gateway's vault with its other personal data.
  events.subscribe('account.deleted', 'payments: forget the saved cards', ({ customerId }) => savedCards.forgetCustomer(customerId));
}
