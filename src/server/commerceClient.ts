/**
 * How the storefront reaches the commerce API (docs/design.md, API). In one process the request goes
 * through `app.inject`: the same /graphql route, hooks, limits and response cache as an HTTP
 * client gets, without a network hop. With COMMERCE_URL it goes over HTTP to that backend.
 */
import type { FastifyInstance } from 'fastify';
import { RETRY_ATTEMPTS, RETRY_FIRST_DELAY_MS } from '../rules/limits.ts';
import type { CommerceClient, GraphQLRequest, GraphQLResponse } from '../storefront/lib/api/graphql.ts';

function headersOf(request: GraphQLRequest): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', store: request.store };
  if (request.currency) headers['content-currency'] = request.currency;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  // The backend believes X-Forwarded-For from loopback (in process) or from TRUSTED_PROXIES (over HTTP).
  if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
  if (request.captchaToken) headers['x-recaptcha'] = request.captchaToken;
  return headers;
}

/** Answers that are not GraphQL (a 5xx page, a proxy error) become one error the loader can throw. */
function asGraphQLResponse(statusCode: number, body: string): GraphQLResponse {
  try {
    const parsed = JSON.parse(body) as GraphQLResponse;
    if (parsed && (parsed.data !== undefined || parsed.errors)) return parsed;
  } catch {
    // Falls through to the error below.
  }
  return { errors: [{ message: `The commerce API answered ${statusCode} without a GraphQL body.`, extensions: { category: 'internal' } }] };
}

export function inProcessCommerceClient(app: FastifyInstance): CommerceClient {
  return async (request) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: headersOf(request),
      payload: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
    });
    return asGraphQLResponse(response.statusCode, response.body);
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Over HTTP, a request that fails on the network is tried again up to RETRY_ATTEMPTS times from a
 * 300 ms delay with jitter (spec 001 §7). Only queries are retried: a mutation may have landed.
 */
export function httpCommerceClient(commerceUrl: string): CommerceClient {
  const endpoint = new URL('/graphql', commerceUrl).toString();
  return async (request) => {
    const isQuery = !/^\s*mutation\b/.test(request.query);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: headersOf(request),
          body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
          signal: AbortSignal.timeout(15_000),
        });
        return asGraphQLResponse(response.status, await response.text());
      } catch (error) {
        if (!isQuery || attempt >= RETRY_ATTEMPTS) throw error;
        const delay = RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1);
        await sleep(delay / 2 + Math.random() * delay);
      }
    }
  };
}

export function createCommerceClient(app: FastifyInstance, commerceUrl: string | undefined): CommerceClient {
  return commerceUrl ? httpCommerceClient(commerceUrl) : inProcessCommerceClient(app);
}
