/**
 * The storefront as a Fastify plugin: built assets from build/client, and every other GET, HEAD
 * and POST handed to React Router (framework mode, server rendering). Each request gets one request
 * context (the shopper's session and the one GraphQL client), so pages only ever speak GraphQL.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { StorefrontSettings } from '../storefront/lib/http/loadContext.ts';
import type { createRequestContext } from '../storefront/lib/session/requestContext.server.ts';
import type { createShopperSessionStorage } from '../storefront/lib/session/shopperSession.server.ts';
import { createCommerceClient } from './commerceClient.ts';
import type { AppConfig } from './config.ts';
import { PageCache, type CachedPage } from './pageCache.ts';
import { RouteManifestAnswers } from './routeManifestAnswers.ts';
import type { SplicedGzip } from './splicedGzip.ts';
import { acceptedEncoding, type ContentEncoding } from './compression.ts';

export interface StorefrontPluginOptions {
  config: AppConfig;
  /** The output of `react-router build`: client/ and server/index.js. */
  buildDir: string;
  /** Subscribes to catalog changes, which empty the page cache. */
  onCatalogChange?: (listener: () => void) => void;
  /** Where the stylesheets drawn into pages are kept compressed, for the pages' gzip (compression.ts). */
  pageParts?: SplicedGzip;
}

/** What entry.server.tsx exports besides the page: how a request's context is made, and its page variant. */
interface StorefrontEntry {
  /** The page variant of a request, null when it must not be cached. */
  pageVariant?: (request: Request, context: AppLoadContext) => string | null;
  createRequestContext: typeof createRequestContext;
  createShopperSessionStorage: typeof createShopperSessionStorage;
}

/** Paths other plugins own: never rendered as pages, even for a method they do not answer. */
const NOT_PAGES = /^\/(graphql|media|healthz|rest)(\/|$|\?)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built scripts and stylesheets, which the build also writes brotli- and gzip-compressed. */
const PRECOMPRESSED = /^assets\/.*\.(js|css)(\.br|\.gz)?$/;
const SHORT_CACHE = 'public, max-age=3600';
/** Where Google's reCAPTCHA v3 script, its frame and its calls come from. */
const RECAPTCHA_SOURCES = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

const BUILD_MISSING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storefront not built</title>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The storefront has not been built</h1><p>Run <code>npm run build</code>, then start the server again.</p></body></html>`;

export default async function storefrontPlugin(app: FastifyInstance, options: StorefrontPluginOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');

  if (!existsSync(serverEntry)) {
    app.log.error({ serverEntry }, 'storefront build not found: run `npm run build`; pages answer 503 until then');
    app.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (NOT_PAGES.test(request.url)) return reply.callNotFound();
        return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('retry-after', '60').send(BUILD_MISSING_PAGE);
      },
    });
    return;
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const googleRecaptcha = options.config.accounts.recaptcha !== undefined;
  const handleRequest = createRequestHandler(build, 'production');
  const manifestAnswers = build.routeDiscovery.mode === 'lazy' ? new RouteManifestAnswers(manifestPathOf(build)) : undefined;
  const entry = build.entry.module as unknown as StorefrontEntry;
  const { pageVariant } = entry;
  const pageCache =
    options.config.pageCache.enabled && pageVariant
      ? new PageCache({ maxSize: options.config.pageCache.maxBytes, ttlMs: options.config.pageCache.ttlMs })
      : undefined;
  if (pageCache) options.onCatalogChange?.(() => pageCache.clear());
  const transport = createCommerceClient(app, options.config.commerceUrl);
  const sessionStorage = entry.createShopperSessionStorage(options.config.sessionSecret);
  const stylesheets = readStylesheets(clientDir);
  for (const text of stylesheets.values()) options.pageParts?.keep(text);
  const settings: StorefrontSettings = {
    publicUrl: options.config.publicUrl,
    mapTileUrl: options.config.mapTileUrl,
    mapTileAttribution: options.config.mapTileAttribution,
    // The router marks a stylesheet that a lazily loaded script also brings with a trailing `#`
    // (`/assets/styles-….css#`), so that its link and the script's are not taken for one: the
    // same file.
    stylesheetText: (href) => stylesheets.get(href.split('#')[0]),
  };

  // One registration (docs/stack.md, Static assets): hashed build assets are immutable, the service worker is
  // always revalidated so a new release takes over, other public files keep an hour. Scripts and
  // stylesheets go out as compressed by the build (vite.config.ts).
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(response, filePath) {
      const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) response.setHeader('cache-control', IMMUTABLE);
      else if (relative === 'sw.js') response.setHeader('cache-control', 'no-cache');
      else response.setHeader('cache-control', SHORT_CACHE);
      // The same URL answers brotli, gzip or plain as the browser asks: caches must keep them apart.
      if (PRECOMPRESSED.test(relative)) response.setHeader('vary', 'accept-encoding');
    },
  });

  // A hashed asset never changes under its name, so nothing revalidates it: its validators and
  // request id would only add bytes to each of the twenty-odd scripts a page loads.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/') || reply.statusCode !== 200) return;
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) reply.removeHeader(name);
  });

  // Page bodies (form posts) stay unread here: React Router reads them from the Web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      if (NOT_PAGES.test(request.url)) return reply.callNotFound();
      const contentLength = Number(request.headers['content-length'] ?? 0);
      if (contentLength > app.initialConfig.bodyLimit!) return reply.code(413).send();
      // The route manifest reads no session and draws nothing: the router's answer as kept.
      if (request.method === 'GET' && manifestAnswers?.asks(request.url)) {
        const answer = await manifestAnswers.answer(request.url, async () => {
          const response = await handleRequest(new Request(new URL(request.url, `${request.protocol}://${request.host}`)));
          return { status: response.status, headers: headersOf(response), body: Buffer.from(await response.arrayBuffer()) };
        });
        reply.code(answer.status);
        setHeaders(reply, answer.headers);
        return reply.send(answer.body);
      }
      const webRequest = toWebRequest(request, reply);
      const cspNonce = randomBytes(16).toString('base64');
      const loadContext = await entry.createRequestContext({
        request: webRequest,
        transport,
        sessionStorage,
        settings,
        cspNonce,
        clientIp: request.ip,
        log: {
          error: (details, message) => request.log.error(details, message),
          warn: (details, message) => request.log.warn(details, message),
        },
      });
      const variant = pageCache && pageVariant!(webRequest, loadContext);
      const cacheKey = variant ? `${request.url}\n${variant}` : undefined;
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const cached = cacheKey ? pageCache!.get(cacheKey) : undefined;
      if (cached) return sendCachedPage(reply, cached, encoding, googleRecaptcha, 'hit');
      // Asked for while another request draws the same page (a crowd after a catalog change
      // emptied the cache): that drawing's stored copy rather than one more drawing. When it is
      // not stored, this request draws its own, without making others wait for it in turn.
      const inFlight = cacheKey ? pageCache!.beingDrawn(cacheKey) : undefined;
      const shared = await inFlight;
      if (shared) return sendCachedPage(reply, shared, encoding, googleRecaptcha, 'shared');
      const settle = cacheKey && !inFlight ? pageCache!.draw(cacheKey) : undefined;
      try {
        return await drawPage({ request, reply, webRequest, loadContext, cspNonce, cacheKey, settle });
      } finally {
        settle?.();
      }
    },
  });

  /**
   * Draws a page (or answers a form, or a page's data) through React Router and sends it. A page
   * that may be kept for others is stored, and `settle` hands the stored copy to the requests that
   * waited for this drawing.
   */
  async function drawPage(drawing: {
    request: FastifyRequest;
    reply: FastifyReply;
    webRequest: Request;
    loadContext: AppLoadContext;
    cspNonce: string;
    cacheKey: string | undefined;
    settle: ((stored?: Promise<CachedPage | undefined>) => void) | undefined;
  }): Promise<FastifyReply> {
    const { request, reply, webRequest, loadContext, cspNonce, cacheKey } = drawing;
    const generation = pageCache?.generation ?? 0;
    const response = await handleRequest(webRequest, loadContext);
    const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    // A page's data fetched by the page's scripts (React Router's `.data` GET) is drawn too.
    const isPageData = webRequest.method === 'GET' && new URL(webRequest.url).pathname.endsWith('.data') && response.status === 200;
    const cookies = await loadContext.commit({ pageDrawn: (isPage && response.status < 300) || isPageData });
    if (isPage) {
      for (const [name, value] of Object.entries(pageSecurityHeaders([`'nonce-${cspNonce}'`], googleRecaptcha))) reply.header(name, value);
    }
    if (!isPage || !response.body) return sendWebResponse(reply, response, cookies);
    const body = Buffer.from(await response.arrayBuffer());
    // A page that writes the shopper's session is theirs alone: never stored for others.
    if (cacheKey && response.status === 200 && cookies.length === 0) {
      reply.header('x-page-cache', 'miss');
      const stored = pageCache!.store(cacheKey, { status: response.status, headers: headersOf(response), body }, generation);
      drawing.settle?.(stored);
      stored.catch((error: unknown) => {
        request.log.warn({ err: error }, 'page not stored');
      });
    }
    // The page goes out as one buffer, compressed whole on its way (compression.ts).
    reply.code(response.status);
    setHeaders(reply, [...headersOf(response), ...cookies.map((cookie): [string, string] => ['set-cookie', cookie])]);
    return reply.send(body);
  }
}

/** Where the router answers route manifest requests, as it works it out: its path under the basename. */
function manifestPathOf(build: ServerBuild): string {
  return [build.basename ?? '', build.routeDiscovery.manifestPath || '/__manifest'].join('/').replace(/\/{2,}/g, '/');
}

/** The built stylesheets by URL (`/assets/….css`), read once: pages draw them inline. */
function readStylesheets(clientDir: string): Map<string, string> {
  const assets = path.join(clientDir, 'assets');
  const stylesheets = new Map<string, string>();
  if (!existsSync(assets)) return stylesheets;
  for (const name of readdirSync(assets)) {
    if (name.endsWith('.css')) stylesheets.set(`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8'));
  }
  return stylesheets;
}

/**
 * Security headers of every page (docs/design.md, Security). Scripts run only from this origin or inline with
 * the response's nonce (a stored page: the hashes of its scripts); content may show images from
 * any https host and embed YouTube and Vimeo players, the only frames its sanitizer lets through.
 */
function pageSecurityHeaders(scriptSources: string[], googleRecaptcha: boolean): Record<string, string> {
  // Google's reCAPTCHA (RECAPTCHA_SITE_KEY set) loads its script and frame from Google's hosts.
  const recaptcha = googleRecaptcha ? ` ${RECAPTCHA_SOURCES}` : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}${recaptcha}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self'${recaptcha}`,
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com${recaptcha}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  // Loaders stop waiting when the shopper leaves before the page is sent.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Sends a Web Response. Status, headers (each Set-Cookie on its own line) and the streamed body
 * are copied by hand: @fastify/compress would otherwise take a Response's body and drop its
 * status and headers.
 */
function sendWebResponse(reply: FastifyReply, response: Response, cookies: string[]): FastifyReply {
  reply.code(response.status);
  setHeaders(reply, [...headersOf(response), ...cookies.map((cookie): [string, string] => ['set-cookie', cookie])]);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** A stored page: `hit` when found stored, `shared` when another request's drawing was waited for. */
function sendCachedPage(reply: FastifyReply, page: CachedPage, encoding: ContentEncoding | undefined, googleRecaptcha: boolean, how: 'hit' | 'shared'): FastifyReply {
  reply.code(page.status);
  setHeaders(reply, page.headers);
  for (const [name, value] of Object.entries(pageSecurityHeaders(page.scriptHashes, googleRecaptcha))) reply.header(name, value);
  reply.header('x-page-cache', how);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.body);
  // Already compressed: the compression plugin leaves a response with a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  return reply.send(page.encoded[encoding]);
}

function headersOf(response: Response): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return headers;
}

/** Each Set-Cookie goes on its own line; other headers are single. */
function setHeaders(reply: FastifyReply, headers: Array<[string, string]>): void {
  const cookies: string[] = [];
  for (const [name, value] of headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
