/**
 * Binding tickets: a sign-in with a provider identity bound to no account answers one, so the
 * shopper can sign in (or open an account) and then bind that identity without asking the
 * provider again (its code works once). Signed, for one website and provider, valid 15 minutes.
 */
import type { ProviderIdentity, SocialProviderName } from './providers.ts';
import { signPayload, verifyPayload } from './signedPayloads.ts';

export const BINDING_TICKET_TTL_MS = 15 * 60_000;

interface TicketPayload {
  provider: SocialProviderName;
  websiteId: number;
  identity: ProviderIdentity;
  exp: number;
}

export function issueBindingTicket(secret: string, provider: SocialProviderName, websiteId: number, identity: ProviderIdentity, now = Date.now()): string {
  return signPayload(secret, { provider, websiteId, identity, exp: now + BINDING_TICKET_TTL_MS });
}

/** The identity a ticket carries, when it is genuine, current, and for this provider and website. */
export function readBindingTicket(secret: string, ticket: string, provider: SocialProviderName, websiteId: number): ProviderIdentity | null {
  const payload = verifyPayload<TicketPayload>(secret, ticket);
  return payload && payload.provider === provider && payload.websiteId === websiteId ? payload.identity : null;
}
