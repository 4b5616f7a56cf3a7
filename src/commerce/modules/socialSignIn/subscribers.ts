import type { DomainEventBus } from '../../core/events.ts';
import type { SocialSignInService } from './service.ts';

/** What social sign-in does when the rest of the store changes. */
export function subscribeSocialSignIn(events: DomainEventBus, socialSignIn: SocialSignInService): void {
  events.subscribe('account.deleted', 'social sign-in: forget the bindings', ({ customerId }) => socialSignIn.forgetCustomer(customerId));
}
