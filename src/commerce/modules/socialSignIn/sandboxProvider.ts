/**
 * The sandbox sign-in provider: this server stands in for WeChat and Facebook as the payment
 * sandbox stands in for the gateway. Its consent page (/oauth-sandbox/{provider}/authorize, see
 * sandboxRoutes.ts) lets the tester pick or enter an identity and sends them back with a code:
 * signed, for one redirect address, valid five minutes, and exchanged once (the exchanged codes
 * are kept until they would have expired). The page can also answer with an outage, whose code
 * the exchange refuses as the real provider being unavailable.
 */
import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { socialSandboxRedeemedCodes } from '../../db/schema/socialSignIn.ts';
import { ProviderCodeRefused, ProviderUnavailable, type AuthorizationRequest, type OAuthProvider, type ProviderIdentity, type SocialProviderName } from './providers.ts';
import { sameSecret } from '../../core/sameSecret.ts';
import { digestOf, signPayload, verifyPayload } from './signedPayloads.ts';

export const SANDBOX_CODE_TTL_MS = 5 * 60_000;

interface SandboxCode {
  /** The code's own id: an exchanged id is refused the next time. */
  jti: string;
  provider: SocialProviderName;
  redirectUri: string;
  identity: ProviderIdentity;
  /** The tester chose "provider unavailable". */
  outage?: true;
  exp: number;
}

export class SandboxProvider implements OAuthProvider {
  constructor(
    readonly name: SocialProviderName,
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  /** A path on this server: the consent page is served wherever the shopper reached the store. */
  authorizationUrl({ redirectUri, state, lang }: AuthorizationRequest): string {
    return `/oauth-sandbox/${this.name}/authorize?${new URLSearchParams({ client_id: `sandbox-${this.name}`, redirect_uri: redirectUri, state, lang })}`;
  }

  /** The consent form's token: the page's forms answer only for the request it was drawn for. */
  consentToken(redirectUri: string, state: string): string {
    return digestOf(this.secret, 'consent', this.name, redirectUri, state);
  }

  checkConsentToken(redirectUri: string, state: string, token: string): boolean {
    return sameSecret(token, this.consentToken(redirectUri, state));
  }

  issueCode(redirectUri: string, identity: ProviderIdentity, outage = false, now = Date.now()): string {
    const code: SandboxCode = { jti: randomUUID(), provider: this.name, redirectUri, identity, exp: now + SANDBOX_CODE_TTL_MS };
    if (outage) code.outage = true;
    return signPayload(this.secret, code as unknown as Record<string, unknown>);
  }

  async exchangeCode(code: string, redirectUri: string, now = new Date()): Promise<ProviderIdentity> {
    const payload = verifyPayload<SandboxCode>(this.secret, code, now.getTime());
    if (!payload || payload.provider !== this.name || payload.redirectUri !== redirectUri) throw new ProviderCodeRefused('unknown, expired or misdirected code');
    if (payload.outage) throw new ProviderUnavailable(`the ${this.name} sandbox was asked to be unavailable`);
    await this.db.delete(socialSandboxRedeemedCodes).where(lt(socialSandboxRedeemedCodes.expiresAt, now));
    const redeemed = await this.db
      .insert(socialSandboxRedeemedCodes)
      .values({ codeId: payload.jti, expiresAt: new Date(payload.exp) })
      .onConflictDoNothing()
      .returning({ codeId: socialSandboxRedeemedCodes.codeId });
    if (redeemed.length === 0) throw new ProviderCodeRefused('code already exchanged');
    return payload.identity;
  }
}
