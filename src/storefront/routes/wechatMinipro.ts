/**
 * /wechat/minipro (spec 000 §2 "chat-app mini-program ... entry"): where the WeChat mini program
 * opens the store in its web view. It marks the browser session as inside the mini program, where
 * the account trigger goes to the mobile sign-in page (spec 000 §2 Screens), then opens the page
 * asked for in `?redirect=` (a page of this store view) or the home page.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/wechatMinipro';
import { afterSignInPath, SIGN_IN_REDIRECT_PARAM } from '../lib/session/signInRedirect.ts';
import { socialCookie } from '../lib/socialSignIn/socialCookies.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';

export function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const asked = new URL(args.request.url).searchParams.get(SIGN_IN_REDIRECT_PARAM);
  const target = asked ? afterSignInPath(view, asked) : storePath(view, '/');
  return redirect(target, { headers: { 'Set-Cookie': socialCookie.miniProgram({ secure: args.context.session.secure }), 'Cache-Control': 'private, no-store' } });
}
