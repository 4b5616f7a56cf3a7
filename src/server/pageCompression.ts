/**
 * Pages are compressed whole. entry.server.tsx hands over a page as one buffer (pages are sent
 * whole, docs/decisions.md), so one call to zlib does what a chain of streams (the compression
 * plugin's, from a Web stream to Node's and through brotli in pieces) did at more cost.
 *
 * A page drawn for one request is compressed on the spot, at brotli's quality 4 (as the plugin
 * did): under 1 ms for a product page, less than handing it to the thread pool and back costs,
 * and when every core has a worker (the default) the pool has no idle core to run on anyway
 * (docs/decisions.md, "Pages compressed whole"). A page kept for many (pageCache.ts) takes
 * quality 6 and both encodings, on the pool, once.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

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

/** A page drawn for one request, compressed now. */
export function compressDrawnPage(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, { level: 6 }) : brotliCompressSync(body, brotliOptions(body, 4));
}

/** A page kept for many requests, compressed on the thread pool. */
export function compressKeptPage(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body, { level: 6 }) : brotli(body, brotliOptions(body, 6));
}

/** The best encoding the request accepts (br, then gzip), if any. */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
