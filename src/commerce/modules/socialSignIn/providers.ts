/**
 * What the store needs of a sign-in provider (docs/design.md, Security, external services): the address that
 * asks the shopper's consent, and the exchange of the code the provider sends back for who the
 * shopper is there. The sandbox (sandboxProvider.ts) stands in for WeChat and Facebook in the demo
 * and the tests; wechatProvider.ts and facebookProvider.ts speak to the real ones.
 */

export const SOCIAL_PROVIDERS = ['wechat', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** The shopper as the provider knows them. */
export interface ProviderIdentity {
  /** The provider's id of the person: WeChat's unionid (else openid), Facebook's app-scoped id. */
  providerUserId: string;
  displayName: string;
  /** E.164, when the provider shares a verified phone number. */
  phone?: string;
}

export interface AuthorizationRequest {
  /** Where the provider sends the shopper back, with `code` and `state` in the query. */
  redirectUri: string;
  /** Ties the answer to the visit that asked (the storefront keeps it in a cookie). */
  state: string;
  /** The page's language, as the sandbox pages write it: en, tc or sc. */
  lang: string;
}

export interface OAuthProvider {
  readonly name: SocialProviderName;
  authorizationUrl(request: AuthorizationRequest): string;
  /** Throws ProviderCodeRefused for a code that is unknown, expired or used, ProviderUnavailable when the provider cannot answer. */
  exchangeCode(code: string, redirectUri: string): Promise<ProviderIdentity>;
}

/** The provider cannot be reached, refused our app, or is not configured (spec 001 §8 "Facebook unavailable"). */
export class ProviderUnavailable extends Error {}

/** The code is not one the provider will exchange: forged, expired, for another address, or used already. */
export class ProviderCodeRefused extends Error {}

/** A provider that is not configured: every use says it is unavailable. */
export class UnconfiguredProvider implements OAuthProvider {
  constructor(readonly name: SocialProviderName) {}

  authorizationUrl(): string {
    throw new ProviderUnavailable(`${this.name} is not configured`);
  }

  async exchangeCode(): Promise<ProviderIdentity> {
    throw new ProviderUnavailable(`${this.name} is not configured`);
  }
}

/** A JSON answer of a provider's API, or ProviderUnavailable when it cannot be had. */
export async function fetchProviderJson(url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(8000) });
  } catch (error) {
    throw new ProviderUnavailable(`provider unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') throw new ProviderUnavailable(`provider answered ${response.status} without JSON`);
  if (response.status >= 500) throw new ProviderUnavailable(`provider answered ${response.status}`);
  return body;
}
