/**
 * The commerce backend as one Fastify plugin: GraphQL at /graphql (Mercurius with its JIT), with the
 * request context from the headers, localized errors and the catalog response cache; Magento's REST
 * checkout forms, the sandbox payment and sign-in pages, the background jobs and, over a shared
 * database, the poll that follows other processes' catalog changes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { GRAPHQL_MAX_QUERY_LENGTH } from '../rules/limits.ts';
import { DEFAULT_STORE_VIEW_CODE, findStoreView } from '../rules/storeViews.ts';
import type { LocaleKey } from '../rules/locales.ts';
import { renderMessage } from './i18n/messages.ts';
import { CommerceError } from './core/errors.ts';
import type { CommerceContext } from './graphql/context.ts';
import { requestContextFor, resolveStoreScope, type Actor, type RequestContext, type StoreScope } from './core/requestContext.ts';
import { buildResolvers, CACHEABLE_QUERY_FIELDS } from './graphql/schema.ts';
import { buildTypeDefs } from './graphql/typeDefs.ts';
import { maxAliasesRule, maxDepthRule } from './graphql/limits.ts';
import { ResponseCache } from './graphql/responseCache.ts';
import type { CommerceServices } from './services.ts';
import restPlugin from './rest/plugin.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { socialSandboxRoutes } from './modules/socialSignIn/index.ts';
import { customImageRoutes } from './modules/madeToOrder/index.ts';
import { DESK_TOKEN_PREFIX } from './modules/customers/index.ts';
import { sameSecret } from './core/sameSecret.ts';
import { storeJobs } from './jobs.ts';
import type { JobDefinition } from './modules/jobs/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request as the commerce layer sees it, made once by the preHandler below. */
    commerceRequest?: RequestContext;
    /** Hands this request's answer to the requests that waited for it (ResponseCache.answer). */
    settleSharedAnswer?: (body?: string) => void;
    /**
     * Set while an answer may be kept whole (the response cache): whatever compresses answers on
     * their way out (src/server/compression.ts, an onSend hook that runs before this plugin's) gives
     * it the body first, since the hooks after it see the compressed bytes.
     */
    keepWholeAnswer?: (body: string) => void;
  }
}

export interface CommercePluginOptions {
  services: CommerceServices;
  adminToken: string;
  /** Whole-response caching of anonymous catalog queries (on unless turned off). */
  responseCache: boolean;
  /** Where the payment sandbox sends notifications; unset, to this server in-process. */
  paymentNotifyUrl?: string;
  /** Work the background jobs' queues (jobs.ts) while the server is up. */
  jobs: boolean;
  /** Jobs beside the store's own (tests bring their own to fail or count). */
  moreJobs?: JobDefinition[];
  /** Other processes share the database: follow its catalog version so their writes empty our caches. */
  followCatalogVersion: boolean;
  /** Settle payments in doubt as the store starts (with jobs on); off in all but one worker of a store. */
  settlePaymentsOnStart?: boolean;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function localeOfRequest(request: FastifyRequest): LocaleKey {
  return request.commerceRequest?.locale ?? findStoreView(headerValue(request, 'store'))?.localeKey ??
    findStoreView(DEFAULT_STORE_VIEW_CODE)!.localeKey;
}

/**
 * Mercurius reports a document that fails parsing or validation as one error whose original error
 * holds the list; each of those describes the request and is the client's to fix.
 */
function unwrapValidationErrors(error: GraphQLError): GraphQLError[] {
  const wrapped = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(wrapped)) return [error];
  return wrapped.map((inner: { message?: string; nodes?: GraphQLError['nodes']; extensions?: Record<string, unknown> }) => {
    const message = inner.message ?? error.message;
    return new GraphQLError(message, {
      nodes: inner.nodes,
      extensions: { ...inner.extensions, category: 'graphql-input', syntaxError: message.startsWith('Syntax Error') || undefined },
    });
  });
}

/** Turns any error into a GraphQL error with Magento's category and a message in the shopper's language. */
function formatError(error: GraphQLError, locale: LocaleKey, log: FastifyInstance['log']): GraphQLError {
  const original = error.originalError;
  if (original instanceof CommerceError) {
    const reasons = [renderMessage(locale, original.messageKey, original.values), ...original.alsoKeys.map((key) => renderMessage(locale, key))];
    // Chinese sentences end in a full-width stop and follow each other without a space.
    return new GraphQLError(reasons.join(locale === 'en' ? ' ' : ''), {
      nodes: error.nodes,
      path: error.path,
      extensions: { category: original.category, ...(original.code ? { code: original.code } : {}) },
    });
  }
  if (error.extensions?.syntaxError) {
    // The spec's message for a document that does not parse, with the parser's detail beside it.
    return new GraphQLError(renderMessage(locale, 'query.invalid'), {
      nodes: error.nodes,
      extensions: { category: 'graphql-input', detail: error.message },
    });
  }
  if (!original || original instanceof GraphQLError) {
    // Validation errors describe the request itself: keep their text.
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { category: 'graphql-input', ...error.extensions },
    });
  }
  log.error({ err: original, path: error.path }, 'resolver failed');
  return new GraphQLError(renderMessage(locale, 'internal'), {
    nodes: error.nodes,
    path: error.path,
    extensions: { category: 'internal' },
  });
}

/** A kept answer: `HIT` when found kept, `SHARED` when another request's answer was waited for. */
function sendKept(reply: FastifyReply, body: string, how: 'HIT' | 'SHARED'): FastifyReply {
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').header('x-cache', how).send(body);
}

async function commercePlugin(app: FastifyInstance, options: CommercePluginOptions): Promise<void> {
  const { services } = options;
  const cache = options.responseCache ? new ResponseCache(CACHEABLE_QUERY_FIELDS) : null;
  if (cache) services.changes.onChange(() => cache.clear());

  function sendError(reply: FastifyReply, locale: LocaleKey, error: CommerceError) {
    return reply.code(200).send({
      errors: [{ message: renderMessage(locale, error.messageKey, error.values), extensions: { category: error.category, ...(error.code ? { code: error.code } : {}) } }],
    });
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    let scope: StoreScope;
    try {
      scope = resolveStoreScope(headerValue(request, 'store'), headerValue(request, 'content-currency'));
    } catch (error) {
      if (error instanceof CommerceError) return sendError(reply, localeOfRequest(request), error);
      throw error;
    }
    const authorization = headerValue(request, 'authorization');
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
    let actor: Actor = bearer && sameSecret(bearer, options.adminToken) ? { kind: 'admin' } : { kind: 'guest' };
    // A desk session's token speaks for the operator; any other bearer is a customer's token. One
    // that no longer signs in leaves a guest (getLoginStatus says so).
    if (bearer && actor.kind === 'guest') {
      actor = bearer.startsWith(DESK_TOKEN_PREFIX) ? await services.operatorSignIn.actorFor(bearer) : await services.customers.actorFor(bearer, scope);
    }
    request.commerceRequest = requestContextFor(scope, actor, request.ip, headerValue(request, 'x-recaptcha'));

    const { query, variables, operationName } = graphqlParams(request);
    if (typeof query === 'string' && query.length > GRAPHQL_MAX_QUERY_LENGTH) {
      return sendError(reply, scope.locale, new CommerceError('graphql-input', 'query.tooLong'));
    }
    if (!cache || authorization || typeof query !== 'string') return;
    if (!cache.isCacheableQuery(query, operationName)) return;
    const key = `${services.changes.version}\u0000${scope.view.code}\u0000${scope.displayCurrency}\u0000${operationName ?? ''}\u0000${query}\u0000${variables ?? ''}`;
    const hit = cache.get(key);
    if (hit) return sendKept(reply, hit.body, 'HIT');
    // Asked while another request answers the same query (a crowd after a catalog change): that
    // answer. When it is not kept, this request runs the query itself, and nobody waits for it.
    const inFlight = cache.beingAnswered(key);
    const shared = await inFlight;
    if (shared !== undefined) return sendKept(reply, shared, 'SHARED');
    if (!inFlight) request.settleSharedAnswer = cache.answer(key);
    request.keepWholeAnswer = (body) => {
      // Once: from the compression on its way, or from the hook below when it went uncompressed.
      request.keepWholeAnswer = undefined;
      // Answers with errors are not kept: the next request tries again.
      if (reply.statusCode !== 200 || body.includes('"errors"')) return;
      cache.set(key, body);
      request.settleSharedAnswer?.(body);
      reply.header('x-cache', 'MISS');
    };
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') request.keepWholeAnswer?.(payload);
    return payload;
  });

  // An answer that was not kept (an error, a request given up) lets those who waited run their own.
  app.addHook('onResponse', async (request) => request.settleSharedAnswer?.());
  app.addHook('onRequestAbort', async (request) => request.settleSharedAnswer?.());

  await app.register(mercurius, {
    schema: buildTypeDefs(),
    resolvers: buildResolvers(),
    path: '/graphql',
    graphiql: false,
    jit: 1,
    // Depth is our own rule rather than Mercurius' queryDepth, which counts introspection against
    // the query limit and so refused the standard introspection query (graphql/limits.ts).
    validationRules: [maxDepthRule, maxAliasesRule],
    context: (request): CommerceContext => ({
      request: request.commerceRequest ?? requestContextFor(resolveStoreScope(undefined, undefined), { kind: 'guest' }, request.ip),
      services,
    }),
    errorFormatter: (execution: ExecutionResult, context: { reply?: FastifyReply } & Partial<CommerceContext>) => {
      const locale = context.request?.locale ?? 'en';
      const errors = (execution.errors ?? []).flatMap(unwrapValidationErrors).map((error) => formatError(error, locale, app.log));
      // Errors from a request that never ran (parse, validation, depth) are the client's: 400. An
      // execution error keeps Magento's 200 with the partial data. Nothing is a 500.
      const statusCode = execution.data === undefined && errors.every((error) => error.extensions?.category === 'graphql-input') ? 400 : 200;
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });

  app.decorate('commerce', services);

  await app.register(restPlugin, { services });
  await app.register(paymentRoutes, { services, notifyUrl: options.paymentNotifyUrl });
  await app.register(socialSandboxRoutes, { services });
  await app.register(customImageRoutes);

  if (options.followCatalogVersion) {
    const timer = setInterval(() => {
      void services.changes
        .load()
        .then((version) => services.changes.notify(version))
        .catch((error: unknown) => app.log.warn({ err: error }, 'catalog version poll failed'));
    }, 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  services.jobs.define([...storeJobs(services, app.log), ...(options.moreJobs ?? [])], app.log);
  if (options.jobs) await services.jobs.start();
  // Payments a process that died left in doubt are settled as the store comes back, not at the
  // job's next run (docs/decisions.md, "Payments in doubt").
  let settling: Promise<unknown> = Promise.resolve();
  if (options.jobs && options.settlePaymentsOnStart !== false) {
    app.addHook('onReady', async () => {
      settling = services.payments.cancelUnpaid().catch((error: unknown) => app.log.error({ err: error }, 'settling payments in doubt failed'));
    });
  }
  // Stop taking jobs and finish those in flight before the database closes. The queue may also
  // have been opened with JOBS=off, to list or send jobs.
  app.addHook('preClose', async () => {
    await settling;
    await services.jobs.stop();
  });
}

function graphqlParams(request: FastifyRequest): { query?: unknown; variables?: string; operationName?: string } {
  if (request.method === 'GET') {
    const params = request.query as Record<string, string | undefined>;
    return { query: params.query, variables: params.variables, operationName: params.operationName };
  }
  const body = (request.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
  return {
    query: body.query,
    variables: body.variables === undefined ? undefined : JSON.stringify(body.variables),
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceServices;
  }
}

export default fp(commercePlugin, { name: 'commerce' });
