/**
 * WeChat's website sign-in (微信开放平台 网站应用微信登录): the QR consent page at open.weixin.qq.com,
 * then the code exchanged for an access token and the openid/unionid, and the nickname from
 * sns/userinfo. Configured by WECHAT_APP_ID and WECHAT_APP_SECRET.
 */
import { fetchProviderJson, ProviderCodeRefused, ProviderUnavailable, type AuthorizationRequest, type OAuthProvider, type ProviderIdentity } from './providers.ts';

/** WeChat's error codes for a code that is invalid (40029), used (40163) or expired (42003). */
const REFUSED_CODE_ERRORS = new Set([40029, 40163, 42003]);

export class WechatProvider implements OAuthProvider {
  readonly name = 'wechat' as const;

  constructor(private readonly keys: { appId: string; appSecret: string }) {}

  authorizationUrl({ redirectUri, state, lang }: AuthorizationRequest): string {
    const query = new URLSearchParams({
      appid: this.keys.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
      lang: lang === 'en' ? 'en' : 'cn',
    });
    return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<ProviderIdentity> {
    const token = await fetchProviderJson(
      `https://api.weixin.qq.com/sns/oauth2/access_token?${new URLSearchParams({ appid: this.keys.appId, secret: this.keys.appSecret, code, grant_type: 'authorization_code' })}`,
    );
    if (typeof token.errcode === 'number' && token.errcode !== 0) {
      if (REFUSED_CODE_ERRORS.has(token.errcode)) throw new ProviderCodeRefused(`wechat refused the code: ${token.errcode}`);
      throw new ProviderUnavailable(`wechat answered ${token.errcode}`);
    }
    const openid = String(token.openid ?? '');
    if (!openid || typeof token.access_token !== 'string') throw new ProviderUnavailable('wechat answered no openid');
    const profile = await fetchProviderJson(`https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid })}`);
    // The unionid is the same person across the brand's apps (website, official account, mini program).
    const id = String(token.unionid ?? profile.unionid ?? openid);
    return { providerUserId: id, displayName: typeof profile.nickname === 'string' && profile.nickname ? profile.nickname : 'WeChat' };
  }
}
