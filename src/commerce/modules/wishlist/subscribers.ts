import type { DomainEventBus } from '../../core/events.ts';
import type { WishlistService } from './service.ts';

/** What wishlists do when the rest of the store changes. */
export function subscribeWishlist(events: DomainEventBus, wishlist: WishlistService): void {
  events.subscribe('account.deleted', 'wishlist: forget the lists', ({ customerId }) => wishlist.forgetCustomer(customerId));
}
