import type { DomainEventBus } from '../../core/events.ts';
import type { ClubService } from './service.ts';

/**
 * What the club does when the rest of the store changes. The member coupon an order uses is not
 * here: it stands or falls with the order, in the order's own transaction (memberCouponsOfOrders).
 */
export function subscribeClub(events: DomainEventBus, club: ClubService): void {
  events.subscribe('order.statusChanged', 'club: points of completed and returned orders', ({ order }) => club.orderPoints(order));
  events.subscribe('order.refunded', 'club: points of refunded money taken back', ({ order }) => club.orderPoints(order));
}
