/**
 * /wechat/sign (spec 000 §2 "chat-app mini-program and sign-in entry"): the WeChat sign-in entry,
 * as the "Sign in with WeChat" button: to WeChat's consent page, back to /authorizedUser/login.
 */
import type { Route } from './+types/wechatSign';
import { startSignInFromLink } from '../lib/socialSignIn/socialFlow.server.ts';

export function loader(args: Route.LoaderArgs) {
  return startSignInFromLink(args, 'wechat');
}
