/**
 * Answers are compressed whole. A page (entry.server.tsx hands it over as one buffer: pages are
 * sent whole, docs/decisions.md) and a GraphQL answer are complete before they are sent, so one
 * call to zlib does what a chain of streams (the compression plugin's, through brotli in pieces on
 * the thread pool) did at more cost; the plugin is left the answers that really are streams (files).
 *
 * An answer for one request is compressed on the spot, at brotli's quality 3: about 0.5 ms for a
 * product page of 94 kB where quality 4 (the plugin's) took 0.85 ms for 3.7% fewer bytes (19.4
 * against 18.7 kB); less than handing it to the thread pool and back costs, and when
 * every core has a worker (the default) the pool has no idle core to run on anyway
 * (docs/decisions.md, "Pages compressed whole"). A page kept for many (pageCache.ts) takes
 * quality 6 and both encodings, on the pool, once. A page drawn afresh that carries the store's
 * stylesheet goes out gzipped around the stylesheet compressed once (splicedGzip.ts) when the browser
 * takes gzip: smaller than brotli's quality 3 of the whole page, in half the time.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { SplicedGzip } from './splicedGzip.ts';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves fewer bytes than its headers and the work cost (as the plugin's threshold). */
export const COMPRESSION_THRESHOLD = 1024;

function brotliOptions(body: Buffer, quality: number): BrotliOptions {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** Brotli's quality for an answer compressed for one request ("Pages compressed whole"). */
const ON_THE_SPOT_QUALITY = 3;

/** An answer for one request, compressed now. */
export function compressAnswer(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, { level: 6 }) : brotliCompressSync(body, brotliOptions(body, ON_THE_SPOT_QUALITY));
}

/** A page kept for many requests, compressed on the thread pool. */
export function compressKeptPage(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body, { level: 6 }) : brotli(body, brotliOptions(body, 6));
}

/** The encodings the request accepts, of those the store writes. */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<ContentEncoding> {
  const encodings = new Set<ContentEncoding>();
  if (!acceptEncoding) return encodings;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    const encoding = name.trim();
    if (encoding === 'br' || encoding === 'gzip') encodings.add(encoding);
    // Any encoding: gzip, which every client that says so reads.
    else if (encoding === '*') encodings.add('gzip');
  }
  return encodings;
}

/** The best encoding the request accepts (br, then gzip), if any. */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** What is worth compressing: text of every kind the store answers, not images or archives. */
const COMPRESSIBLE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;

/**
 * Compresses every whole answer (a string or a buffer) of a compressible type as the request
 * accepts. Registered before the compression plugin, whose own hooks come after and leave an
 * answer that names its encoding alone. Pages carrying a part `pages` keeps (the stylesheet the
 * storefront draws into them) are gzipped around it when the browser takes gzip.
 */
export function compressWholeAnswers(app: FastifyInstance, pages: SplicedGzip): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(contentType)) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return payload;
    // The same URL answers compressed or not as the browser asks: caches must keep them apart.
    varyOnEncoding(reply);
    // The storefront's own GraphQL calls (in process, asking for no encoding) stop here, uncopied.
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (!accepted.size) return payload;
    // An answer kept whole for later requests (the API's response cache) is kept before it is
    // compressed for this one.
    request.keepWholeAnswer?.(typeof payload === 'string' ? payload : payload.toString('utf8'));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const spliced = accepted.has('gzip') && contentType.startsWith('text/html') ? pages.compress(body) : undefined;
    const encoding = spliced ? 'gzip' : accepted.has('br') ? 'br' : 'gzip';
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return spliced ?? compressAnswer(body, encoding);
  });
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}
