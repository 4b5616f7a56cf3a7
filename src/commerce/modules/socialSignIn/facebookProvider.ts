/**
 * Facebook Login (the manual flow): the consent dialog at facebook.com, the code exchanged for an
 * access token on the Graph API, and the person's app-scoped id and name from /me. Facebook shares
 * no phone number, so the phone rule never stops a real Facebook binding. Configured by
 * FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.
 */
import { fetchProviderJson, ProviderCodeRefused, ProviderUnavailable, type AuthorizationRequest, type OAuthProvider, type ProviderIdentity } from './providers.ts';

const GRAPH = 'https://graph.facebook.com/v19.0';

export class FacebookProvider implements OAuthProvider {
  readonly name = 'facebook' as const;

  constructor(private readonly keys: { appId: string; appSecret: string }) {}

  authorizationUrl({ redirectUri, state }: AuthorizationRequest): string {
    const query = new URLSearchParams({ client_id: this.keys.appId, redirect_uri: redirectUri, state, response_type: 'code', scope: 'public_profile' });
    return `https://www.facebook.com/v19.0/dialog/oauth?${query}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<ProviderIdentity> {
    const token = await fetchProviderJson(
      `${GRAPH}/oauth/access_token?${new URLSearchParams({ client_id: this.keys.appId, client_secret: this.keys.appSecret, redirect_uri: redirectUri, code })}`,
    );
    const error = token.error as { type?: string; code?: number } | undefined;
    // OAuthException 100: the code is invalid, expired, used, or for another redirect_uri.
    if (error) throw error.code === 100 ? new ProviderCodeRefused('facebook refused the code') : new ProviderUnavailable(`facebook answered ${error.code}`);
    if (typeof token.access_token !== 'string') throw new ProviderUnavailable('facebook answered no access token');
    const me = await fetchProviderJson(`${GRAPH}/me?${new URLSearchParams({ fields: 'id,name', access_token: token.access_token })}`);
    if (typeof me.id !== 'string') throw new ProviderUnavailable('facebook answered no id');
    return { providerUserId: me.id, displayName: typeof me.name === 'string' && me.name ? me.name : 'Facebook' };
  }
}
