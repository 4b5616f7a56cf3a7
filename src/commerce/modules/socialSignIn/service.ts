/**
 * WeChat and Facebook sign-in and binding (spec 000 §2 "WeChat and Facebook binding"; spec 001 §8
 * "Facebook unavailable; WeChat already bound elsewhere; phone already bound to another Facebook
 * account"). A provider identity binds to one account of a website, and an account binds one
 * identity per provider. Signing in with a bound identity answers a customer token like
 * generateCustomerToken, under the same sign-in limits; an unbound one answers a binding ticket.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { customers } from '../../db/schema/customers.ts';
import { customerSocialIdentities } from '../../db/schema/socialSignIn.ts';
import type { Actor, RequestContext, StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import { clientAddress, violatedIndex, type SignInLimits, type CustomerTokens } from '../customers/index.ts';
import { issueBindingTicket, readBindingTicket } from './bindingTickets.ts';
import { ProviderCodeRefused, ProviderUnavailable, type OAuthProvider, type ProviderIdentity, type SocialProviderName } from './providers.ts';

export type SocialIdentityRecord = typeof customerSocialIdentities.$inferSelect;

export type SocialSignInAnswer =
  | { bound: true; token: string; identity: ProviderIdentity }
  | { bound: false; bindingTicket: string; identity: ProviderIdentity };

/** What proves the identity to bind: the provider's code, or a ticket from an unbound sign-in. */
export type BindingProof = { code: string; redirectUri: string } | { bindingTicket: string };

export interface SocialSignInDependencies {
  providers: Record<SocialProviderName, OAuthProvider>;
  tokens: CustomerTokens;
  limits: SignInLimits;
  ticketSecret: string;
  /** The store's origin: providers send shoppers back to it, and nowhere else. */
  publicUrl: string;
}

const STATE_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export class SocialSignInService {
  constructor(
    private readonly db: Database,
    private readonly deps: SocialSignInDependencies,
  ) {}

  authorizationUrl(provider: SocialProviderName, redirectUri: string, state: string, scope: StoreScope): string {
    this.checkRedirectUri(redirectUri);
    if (!STATE_PATTERN.test(state)) throw inputError('social.state');
    const lang = { en: 'en', 'zh-Hant': 'tc', 'zh-Hans': 'sc' }[scope.locale];
    try {
      return this.deps.providers[provider].authorizationUrl({ redirectUri, state, lang });
    } catch (error) {
      throw this.providerError(provider, error);
    }
  }

  async signIn(provider: SocialProviderName, code: string, redirectUri: string, request: RequestContext): Promise<SocialSignInAnswer> {
    const addressWait = await this.deps.limits.lockedFor(null, clientAddress(request));
    if (addressWait > 0) throw lockedOut(addressWait);
    let identity: ProviderIdentity;
    try {
      identity = await this.exchange(provider, code, redirectUri);
    } catch (error) {
      // A refused code counts against the client's address, as a wrong password does.
      if (error instanceof CommerceError && error.messageKey === 'social.codeInvalid') await this.deps.limits.record(request.website.id, null, clientAddress(request), false);
      throw error;
    }
    const [binding] = await this.db
      .select({ customerId: customerSocialIdentities.customerId })
      .from(customerSocialIdentities)
      .innerJoin(customers, eq(customers.id, customerSocialIdentities.customerId))
      .where(and(this.identityMatch(provider, identity, request.website.id), isNull(customers.deletedAt)));
    if (!binding) return { bound: false, bindingTicket: issueBindingTicket(this.deps.ticketSecret, provider, request.website.id, identity), identity };
    const wait = await this.deps.limits.lockedFor(binding.customerId, clientAddress(request));
    if (wait > 0) throw lockedOut(wait);
    await this.deps.limits.record(request.website.id, binding.customerId, clientAddress(request), true);
    return { bound: true, token: await this.deps.tokens.issue(this.db, binding.customerId), identity };
  }

  async bind(request: RequestContext, provider: SocialProviderName, proof: BindingProof): Promise<SocialIdentityRecord> {
    const customerId = requireCustomer(request.actor);
    const identity = await this.identityOf(provider, proof, request);
    const [holder] = await this.db
      .select({ customerId: customerSocialIdentities.customerId, deletedAt: customers.deletedAt })
      .from(customerSocialIdentities)
      .innerJoin(customers, eq(customers.id, customerSocialIdentities.customerId))
      .where(this.identityMatch(provider, identity, request.website.id));
    if (holder && holder.customerId === customerId) return this.bindingOf(customerId, provider);
    if (holder && !holder.deletedAt) throw new CommerceError('graphql-already-exists', 'social.boundElsewhere', { provider });
    if (identity.phone) {
      // Spec 001 §8 "phone already bound to another Facebook account": the provider's phone number is another account's.
      const [owner] = await this.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.websiteId, request.website.id), eq(customers.mobile, identity.phone), ne(customers.id, customerId), isNull(customers.deletedAt)));
      if (owner) throw new CommerceError('graphql-already-exists', 'social.phoneBoundElsewhere', { provider });
    }
    return this.db.transaction(async (db) => {
      // A deleted account lets go of its identities.
      if (holder) await db.delete(customerSocialIdentities).where(this.identityMatch(provider, identity, request.website.id));
      try {
        const [created] = await db
          .insert(customerSocialIdentities)
          .values({ customerId, websiteId: request.website.id, provider, providerUserId: identity.providerUserId, displayName: identity.displayName.slice(0, 100) })
          .returning();
        return created;
      } catch (error) {
        const index = violatedIndex(error);
        if (index === undefined) throw error;
        throw new CommerceError('graphql-already-exists', index.includes('account') ? 'social.alreadyBound' : 'social.boundElsewhere', { provider });
      }
    });
  }

  async unbind(actor: Actor, id: number): Promise<void> {
    const customerId = requireCustomer(actor);
    const removed = await this.db
      .delete(customerSocialIdentities)
      .where(and(eq(customerSocialIdentities.id, id), eq(customerSocialIdentities.customerId, customerId)))
      .returning({ id: customerSocialIdentities.id });
    // Another customer's binding answers as one that does not exist: ids reveal nothing.
    if (removed.length === 0) throw notFoundError('social.bindingNotFound', { id });
  }

  /** A deleted account's bindings go with its other personal data: the identity may sign up again. */
  async forgetCustomer(customerId: number): Promise<void> {
    await this.db.delete(customerSocialIdentities).where(eq(customerSocialIdentities.customerId, customerId));
  }

  async bindings(customerId: number): Promise<SocialIdentityRecord[]> {
    return this.db.select().from(customerSocialIdentities).where(eq(customerSocialIdentities.customerId, customerId)).orderBy(asc(customerSocialIdentities.provider));
  }

  // -------------------------------------------------------------------------------------------

  private async identityOf(provider: SocialProviderName, proof: BindingProof, scope: StoreScope): Promise<ProviderIdentity> {
    if ('bindingTicket' in proof) {
      const identity = readBindingTicket(this.deps.ticketSecret, proof.bindingTicket, provider, scope.website.id);
      if (!identity) throw inputError('social.ticketInvalid', { provider });
      return identity;
    }
    return this.exchange(provider, proof.code, proof.redirectUri);
  }

  private async exchange(provider: SocialProviderName, code: string, redirectUri: string): Promise<ProviderIdentity> {
    this.checkRedirectUri(redirectUri);
    if (!code.trim() || code.length > 2000) throw inputError('social.codeInvalid', { provider });
    try {
      return await this.deps.providers[provider].exchangeCode(code.trim(), redirectUri);
    } catch (error) {
      throw this.providerError(provider, error);
    }
  }

  private providerError(provider: SocialProviderName, error: unknown): unknown {
    if (error instanceof ProviderCodeRefused) return inputError('social.codeInvalid', { provider });
    if (error instanceof ProviderUnavailable) return inputError('social.unavailable', { provider });
    return error;
  }

  private checkRedirectUri(redirectUri: string): void {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw inputError('social.redirectUri');
    }
    if (url.origin !== new URL(this.deps.publicUrl).origin || redirectUri.length > 1000) throw inputError('social.redirectUri');
  }

  private identityMatch(provider: SocialProviderName, identity: ProviderIdentity, websiteId: number) {
    return and(
      eq(customerSocialIdentities.websiteId, websiteId),
      eq(customerSocialIdentities.provider, provider),
      eq(customerSocialIdentities.providerUserId, identity.providerUserId),
    );
  }

  private async bindingOf(customerId: number, provider: SocialProviderName): Promise<SocialIdentityRecord> {
    const [found] = await this.db
      .select()
      .from(customerSocialIdentities)
      .where(and(eq(customerSocialIdentities.customerId, customerId), eq(customerSocialIdentities.provider, provider)));
    return found;
  }
}

function requireCustomer(actor: Actor): number {
  if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
  return actor.customerId;
}

function lockedOut(seconds: number): CommerceError {
  return new CommerceError('graphql-authentication', 'customer.lockedOut', { minutes: Math.ceil(seconds / 60) });
}
