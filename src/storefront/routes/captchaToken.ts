/**
 * A fresh token for registration's reCAPTCHA field when the store checks tokens with its local
 * verifier (demo and tests; the API answers null with Google's reCAPTCHA). The field asks again
 * before its token's two minutes run out, as Google's widget refreshes its own.
 */
import type { Route } from './+types/captchaToken';
import { LOCAL_CAPTCHA_TOKEN } from '../lib/account/operations.ts';
import { pageData } from '../lib/api/graphql.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  requireStoreView(args);
  const answer = await args.context.client.query(LOCAL_CAPTCHA_TOKEN, undefined, { anonymous: true }).then(pageData);
  return Response.json({ token: answer.localCaptchaToken }, { headers: { 'Cache-Control': 'private, no-store' } });
}
