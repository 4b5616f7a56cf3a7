/**
 * The sandbox provider's pages, standing in for WeChat's and Facebook's (SOCIAL_SIGN_IN=sandbox):
 *
 * - `GET /oauth-sandbox/{wechat|facebook}/authorize?redirect_uri&state&lang`: the consent page;
 * - `POST` to the same path: Allow sends the shopper back to redirect_uri with a code and the state,
 *   Cancel with `error=access_denied`, "Simulate an outage" with a code the exchange refuses as the
 *   provider being unavailable.
 *
 * The redirect goes to the address' path on whatever host the shopper reached the store at. The
 * plugin is encapsulated: its form parser applies to these routes only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { sandboxLocale } from '../../core/sandboxPages.ts';
import { CONSENT_PAGE_CSP, renderConsentPage } from './consentPage.ts';
import { SOCIAL_PROVIDERS, type OAuthProvider, type SocialProviderName } from './providers.ts';
import { SandboxProvider } from './sandboxProvider.ts';

const FORM = 'application/x-www-form-urlencoded';

const authorizeQuery = z.object({
  redirect_uri: z.string().min(1).max(1000),
  state: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
  lang: z.string().max(4).optional(),
});

const consentForm = authorizeQuery.extend({
  token: z.string().max(200),
  decision: z.enum(['allow', 'deny', 'outage']),
  user_id: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
});

const identityFields = z.object({
  user_id: z.string().trim().regex(/^[A-Za-z0-9._-]{1,64}$/),
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().max(40).optional(),
});

export interface SocialSandboxRoutesOptions {
  /** What these routes use of the commerce services. */
  services: { urlsConfig: { publicUrl: string }; socialProviders: Record<SocialProviderName, OAuthProvider> };
}

export default async function socialSandboxRoutes(app: FastifyInstance, options: SocialSandboxRoutesOptions): Promise<void> {
  const { services } = options;
  const publicOrigin = new URL(services.urlsConfig.publicUrl).origin;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  function sandboxOf(request: FastifyRequest): SandboxProvider | null {
    const { provider } = request.params as { provider: string };
    if (!SOCIAL_PROVIDERS.includes(provider as SocialProviderName)) return null;
    const found = services.socialProviders[provider as SocialProviderName];
    return found instanceof SandboxProvider ? found : null;
  }

  /** The path of a redirect address of this store, or null for anywhere else. */
  function returnPath(redirectUri: string): string | null {
    try {
      const url = new URL(redirectUri);
      return url.origin === publicOrigin ? `${url.pathname}${url.search}` : null;
    } catch {
      return null;
    }
  }

  function sendBack(reply: FastifyReply, path: string, values: Record<string, string>) {
    const url = new URL(path, 'http://store.invalid');
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
    return reply.code(303).header('cache-control', 'no-store').redirect(`${url.pathname}${url.search}`);
  }

  function page(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', CONSENT_PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/oauth-sandbox/:provider/authorize', async (request, reply) => {
    const sandbox = sandboxOf(request);
    if (!sandbox) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const query = authorizeQuery.safeParse(request.query);
    if (!query.success || !returnPath(query.data.redirect_uri)) return reply.code(400).type('text/plain; charset=utf-8').send('Invalid redirect_uri or state');
    const { redirect_uri: redirectUri, state } = query.data;
    return page(
      reply,
      200,
      renderConsentPage({ provider: sandbox.name, redirectUri, state, formToken: sandbox.consentToken(redirectUri, state), locale: sandboxLocale(query.data.lang) }),
    );
  });

  app.post('/oauth-sandbox/:provider/authorize', async (request, reply) => {
    const sandbox = sandboxOf(request);
    if (!sandbox) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const form = consentForm.safeParse(request.body ?? {});
    const path = form.success ? returnPath(form.data.redirect_uri) : null;
    if (!form.success || !path || !sandbox.checkConsentToken(form.data.redirect_uri, form.data.state, form.data.token)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    const { redirect_uri: redirectUri, state, decision } = form.data;
    if (decision === 'deny') return sendBack(reply, path, { error: 'access_denied', state });
    if (decision === 'outage') {
      return sendBack(reply, path, { code: sandbox.issueCode(redirectUri, { providerUserId: 'outage', displayName: 'outage' }, true), state });
    }
    const identity = identityFields.safeParse(form.data);
    const phone = identity.success && identity.data.phone ? parsePhoneNumberFromString(identity.data.phone) : undefined;
    if (!identity.success || (identity.data.phone && !phone?.isValid())) {
      const locale = sandboxLocale(form.data.lang);
      const values = { user_id: form.data.user_id, name: form.data.name, phone: form.data.phone };
      return page(reply, 422, renderConsentPage({ provider: sandbox.name, redirectUri, state, formToken: form.data.token, locale, values, invalid: true }));
    }
    const code = sandbox.issueCode(redirectUri, {
      providerUserId: identity.data.user_id,
      displayName: identity.data.name,
      ...(phone && sandbox.name === 'facebook' ? { phone: phone.number } : {}),
    });
    return sendBack(reply, path, { code, state });
  });
}
