/**
 * The payment routes outside GraphQL:
 *
 * - the sandbox gateway's card form, `POST /payment-sandbox/v1/nonces`: JSON in, JSON out (200 with
 *   the nonce, 422 with a message), or an HTML form post with a `return_url` on this site, answered
 *   by a 303 back to it with the nonce or, for a field at fault, `card_error` naming the field by its
 *   code (rules/checkoutForms.ts): a code, never text, which the store says in its own words;
 * - the sandbox wallet page, `GET /payment-sandbox/wallet/:paymentId?lang=en|tc|sc`, whose Pay and
 *   Decline forms make the sandbox send its signed notification;
 * - the notification endpoint, `POST /rest/V1/payments/wechat_pay/notify`, which needs the body
 *   exactly as sent to check its signature.
 *
 * The plugin is encapsulated: its body parsers (raw JSON text, url-encoded forms) apply to these
 * routes only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findStoreView } from '../../../rules/storeViews.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { renderMessage } from '../../i18n/messages.ts';
import type { CardFieldCode } from '../../../rules/checkoutForms.ts';
import { readCardForm, type CardProblemKey } from './cardDetails.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './sandboxGateway.ts';
import type { PaymentService } from './service.ts';
import { sandboxLang, sandboxLocale } from '../../core/sandboxPages.ts';
import { renderWalletPage, WALLET_PAGE_CSP } from './walletPage.ts';

export const NOTIFY_PATH = '/rest/V1/payments/wechat_pay/notify';

/** The services these routes use (the commerce services answer it). */
interface PaymentRouteServices {
  payments: PaymentService;
  sandboxGateway: SandboxGateway;
}

export interface PaymentRoutesOptions {
  services: PaymentRouteServices;
  /** Where the sandbox sends notifications; unset, to this server in-process. */
  notifyUrl?: string;
}

const FORM = 'application/x-www-form-urlencoded';

/** A path on this site: one leading slash, no scheme or host, nothing a browser reads as another origin. */
export function sameOriginPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 1000) return null;
  const base = 'http://store.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The card form's field a problem is about, as the redirect names it ('card.cvv' -> 'cvv'). */
function cardFieldOf(problem: CardProblemKey): CardFieldCode {
  return problem.slice('card.'.length) as CardFieldCode;
}

function withQuery(path: string, values: Record<string, string>): string {
  const url = new URL(path, 'http://store.invalid');
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export default async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { services } = options;
  const gateway = services.sandboxGateway;

  // The body as text: the notification's signature is over the exact bytes sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  function localeOf(request: FastifyRequest, fields: Record<string, unknown>): LocaleKey {
    const query = request.query as Record<string, unknown>;
    if (fields.lang ?? query.lang) return sandboxLocale(fields.lang ?? query.lang);
    const store = request.headers.store;
    return findStoreView(Array.isArray(store) ? store[0] : store)?.localeKey ?? 'en';
  }

  app.post('/payment-sandbox/v1/nonces', async (request, reply) => {
    const isForm = String(request.headers['content-type'] ?? '').startsWith(FORM);
    let fields: Record<string, unknown> = {};
    if (isForm) fields = (request.body ?? {}) as Record<string, unknown>;
    else {
      try {
        const parsed: unknown = JSON.parse(String(request.body ?? '{}'));
        if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
      } catch {
        fields = {};
      }
    }
    const locale = localeOf(request, fields);
    const returnUrl = isForm ? sameOriginPath(String(fields.return_url ?? '')) : null;
    if (isForm && !returnUrl) return reply.code(422).send({ error: renderMessage(locale, 'card.returnUrl') });

    const checked = readCardForm(fields);
    if ('problem' in checked) {
      if (returnUrl) return reply.code(303).redirect(withQuery(returnUrl, { card_error: cardFieldOf(checked.problem) }));
      return reply.code(422).send({ error: renderMessage(locale, checked.problem) });
    }
    const issued = await gateway.issueNonce(checked.card);
    const answer = {
      nonce: issued.nonce,
      card_brand: issued.cardBrand,
      card_last4: issued.cardLast4,
    };
    return returnUrl ? reply.code(303).redirect(withQuery(returnUrl, answer)) : reply.code(200).send(answer);
  });

  app.get('/payment-sandbox/wallet/:paymentId', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const found = await services.payments.walletPayment(paymentId);
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', WALLET_PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer');
    const locale = localeOf(request, {});
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send(renderMessage(locale, 'payment.notFound'));
    return reply.type('text/html; charset=utf-8').send(
      renderWalletPage({
        paymentId,
        orderNumber: found.order.number,
        amount: found.payment.amount,
        currency: found.payment.currency,
        state: found.payment.state,
        expiresAt: found.payment.expiresAt,
        formToken: gateway.walletFormToken(paymentId),
        locale,
      }),
    );
  });

  const walletAction = z.object({
    token: z.string().max(200),
    lang: z.string().max(4).optional(),
  });

  for (const event of ['pay', 'decline'] as const) {
    app.post(`/payment-sandbox/wallet/:paymentId/${event}`, async (request, reply) => {
      const { paymentId } = request.params as { paymentId: string };
      const form = walletAction.safeParse(request.body ?? {});
      const locale = sandboxLocale(form.success ? form.data.lang : undefined);
      if (!form.success || !gateway.checkWalletFormToken(paymentId, form.data.token)) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
      const found = await services.payments.walletPayment(paymentId);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send(renderMessage(locale, 'payment.notFound'));
      const outcome = event === 'pay' ? 'paid' : 'declined';
      // A payment the store voided (its order cancelled) can no longer be paid.
      if (!(await gateway.recordWalletOutcome(found.payment, outcome))) return reply.code(303).redirect(`/payment-sandbox/wallet/${encodeURIComponent(paymentId)}?lang=${sandboxLang(locale)}`);
      const notification = gateway.notification(found.payment, outcome);
      const status = await sendNotification(app, options.notifyUrl, notification);
      if (status >= 300) request.log.warn({ status, paymentId }, 'the store refused the sandbox notification');
      return reply.code(303).redirect(`/payment-sandbox/wallet/${encodeURIComponent(paymentId)}?lang=${sandboxLang(locale)}`);
    });
  }

  app.post(NOTIFY_PATH, async (request, reply) => notify(request, reply, services));
}

async function notify(request: FastifyRequest, reply: FastifyReply, services: PaymentRouteServices) {
  const outcome = await services.payments.receiveNotification(typeof request.body === 'string' ? request.body : '', request.headers);
  switch (outcome) {
    case 'unauthorized':
      return reply.code(401).send({ error: 'invalid signature' });
    case 'unknown_payment':
      return reply.code(404).send({ error: 'unknown payment' });
    case 'mismatch':
      return reply.code(400).send({ error: 'amount or currency does not match the payment' });
    default:
      // A repeat is acknowledged too, so the gateway stops sending it.
      return reply.code(200).send({ received: true, duplicate: outcome === 'duplicate' });
  }
}

/** The sandbox gateway's server calling the store: over HTTP when told where, else in-process. */
async function sendNotification(app: FastifyInstance, notifyUrl: string | undefined, notification: { body: string; signature: string }): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: notification.signature,
  };
  if (notifyUrl) {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers,
      body: notification.body,
    });
    return response.status;
  }
  const response = await app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers,
    payload: notification.body,
  });
  return response.statusCode;
}
