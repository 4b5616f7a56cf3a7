/**
 * The sign-in providers SOCIAL_SIGN_IN asks for: the sandbox for both (the demo and the tests), or
 * the real WeChat and Facebook, each only once its app id and secret are set.
 */
import type { SocialSignInConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { FacebookProvider } from './facebookProvider.ts';
import { UnconfiguredProvider, type OAuthProvider, type SocialProviderName } from './providers.ts';
import { SandboxProvider } from './sandboxProvider.ts';
import { WechatProvider } from './wechatProvider.ts';

export function configuredProviders(config: SocialSignInConfig, db: Database): Record<SocialProviderName, OAuthProvider> {
  if (config.mode === 'sandbox') {
    return { wechat: new SandboxProvider('wechat', db, config.sandboxSecret), facebook: new SandboxProvider('facebook', db, config.sandboxSecret) };
  }
  return {
    wechat: config.wechat ? new WechatProvider(config.wechat) : new UnconfiguredProvider('wechat'),
    facebook: config.facebook ? new FacebookProvider(config.facebook) : new UnconfiguredProvider('facebook'),
  };
}
