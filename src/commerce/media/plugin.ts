/**
 * GET and HEAD /media/*: catalog, swatch and content images, as stored or resized on the fly to the
 * spec's named widths (000 §3, 001 §7). Renditions are cached on disk, and every answer is marked
 * immutable: a media URL names one file version for good (a replaced photo gets a new file name,
 * as Magento's uploader does), so browsers and a CDN in front may keep it for a year.
 */
import { open, readFile, realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConcurrencyLimit } from '../core/concurrencyLimit.ts';
import { isNotModified } from './conditionalRequest.ts';
import { acceptsWebp, parseImageQuery, type ImageRequest, type OutputFormat } from './imageRequest.ts';
import { resolveMediaPath, SOURCE_CONTENT_TYPES, type SourceFormat } from './mediaPath.ts';
import { OUTPUT_CONTENT_TYPES, renderImage, UndecodableImageError, type RenditionPlan } from './renderImage.ts';
import { RenditionCache, renditionKey } from './renditionCache.ts';

export interface MediaPluginOptions {
  /** Root of the source images (catalog/product, catalog/category, attribute/swatch, wysiwyg). */
  mediaDir: string;
  /** Where renditions are kept; may be shared by several processes. */
  cacheDir: string;
  /** Images rendered at once by this process (default 2). */
  renderConcurrency?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The format of a rendition when the request names none: the source's own, where sharp writes it. */
const RENDITION_FORMAT_OF_SOURCE: Record<Exclude<SourceFormat, 'svg'>, OutputFormat> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  // GIF output would need a palette per frame; PNG keeps the colours and the transparency.
  gif: 'png',
};

interface Source {
  file: string;
  stats: Stats;
}

function sendError(reply: FastifyReply, statusCode: 400 | 404 | 422, message: string): FastifyReply {
  // An error may follow validators already set for the image; they must not describe the error.
  reply.removeHeader('etag').removeHeader('last-modified');
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ statusCode, error: STATUS_CODES[statusCode], message });
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'ELOOP';
}

function chooseFormat(request: ImageRequest, accept: string | undefined, source: Exclude<SourceFormat, 'svg'>): OutputFormat {
  if (request.preferWebp && acceptsWebp(accept)) return 'webp';
  return request.format ?? RENDITION_FORMAT_OF_SOURCE[source];
}

async function mediaPlugin(app: FastifyInstance, options: MediaPluginOptions): Promise<void> {
  const mediaDir = path.resolve(options.mediaDir);
  const cache = new RenditionCache(path.resolve(options.cacheDir));
  const renderSlots = new ConcurrencyLimit(options.renderConcurrency ?? 2);
  /** Renditions being made now, so that a burst for one cold image renders it once. */
  const rendering = new Map<string, Promise<Buffer>>();

  /**
   * The source file, if it exists inside the media directory once symbolic links are followed: a
   * link planted in a served folder must not expose the rest of the disk.
   */
  async function findSource(relativePath: string): Promise<Source | undefined> {
    try {
      const [root, file] = await Promise.all([realpath(mediaDir), realpath(path.join(mediaDir, relativePath))]);
      if (!file.startsWith(root + path.sep)) return undefined;
      const stats = await stat(file);
      return stats.isFile() ? { file, stats } : undefined;
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
  }

  function render(key: string, source: Source, plan: RenditionPlan, log: FastifyBaseLogger): Promise<Buffer> {
    let job = rendering.get(key);
    if (!job) {
      job = renderSlots
        .run(async () => {
          // Read inside the slot: a queue of waiting requests must not hold their sources in memory.
          const image = await renderImage(await readFile(source.file), plan);
          // The image is good even if the cache is not (disk full, permissions): serve it anyway.
          await cache.write(key, plan.format, image).catch((error: unknown) => {
            log.warn({ err: error, key }, 'media rendition could not be cached');
          });
          return image;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return job;
  }

  function setValidators(reply: FastifyReply, etag: string, source: Source): void {
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('last-modified', source.stats.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff');
  }

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, contentType: string): Promise<FastifyReply> {
    // Open before answering: the file may vanish (cache emptied, photo deleted) after it was found.
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      reply.header('content-type', contentType).header('content-length', size);
      if (request.method === 'HEAD') {
        await handle.close();
        return reply.send();
      }
      return reply.send(handle.createReadStream());
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async function serveOriginal(request: FastifyRequest, reply: FastifyReply, source: Source, format: SourceFormat) {
    const etag = `"${source.stats.size.toString(36)}-${Math.floor(source.stats.mtimeMs).toString(36)}"`;
    setValidators(reply, etag, source);
    // An SVG is a document that can carry script; opened directly it must not run on our origin.
    if (format === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (isNotModified(request.headers, { etag, lastModified: source.stats.mtime })) return reply.code(304).send();
    return sendFile(request, reply, source.file, SOURCE_CONTENT_TYPES[format]);
  }

  async function serveRendition(
    request: FastifyRequest,
    reply: FastifyReply,
    source: Source,
    relativePath: string,
    sourceFormat: Exclude<SourceFormat, 'svg'>,
    imageRequest: ImageRequest,
  ) {
    const plan: RenditionPlan = {
      width: imageRequest.width,
      height: imageRequest.height,
      fit: imageRequest.fit,
      quality: imageRequest.quality,
      format: chooseFormat(imageRequest, request.headers.accept, sourceFormat),
    };
    const key = renditionKey({ relativePath, mtimeMs: source.stats.mtimeMs, size: source.stats.size }, plan);
    // The key already names the exact bytes, so a revalidation is answered without rendering anything.
    const etag = `"${key.slice(0, 32)}"`;
    setValidators(reply, etag, source);
    if (imageRequest.preferWebp) reply.header('vary', 'Accept');
    if (isNotModified(request.headers, { etag, lastModified: source.stats.mtime })) return reply.code(304).send();

    const contentType = OUTPUT_CONTENT_TYPES[plan.format];
    if ((await cache.sizeOf(key, plan.format)) !== undefined) {
      try {
        return await sendFile(request, reply, cache.fileOf(key, plan.format), contentType);
      } catch (error) {
        // Removed between the check and the open (someone emptied the cache): render it again.
        if (!isMissingFileError(error)) throw error;
      }
    }

    let image: Buffer;
    try {
      image = await render(key, source, plan, request.log);
    } catch (error) {
      if (error instanceof UndecodableImageError) {
        request.log.error({ err: error.cause, file: relativePath }, 'media source image cannot be decoded');
        return sendError(reply, 422, 'the source image cannot be decoded');
      }
      if (isMissingFileError(error)) return sendError(reply, 404, 'no such media file');
      throw error;
    }
    reply.header('content-type', contentType).header('content-length', image.length);
    return reply.send(request.method === 'HEAD' ? undefined : image);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      // request.url keeps the path as sent: the router's decoded parameter would hide `%2e%2e` and `%2f`.
      const urlPath = request.url.split('?', 1)[0];
      const located = resolveMediaPath(urlPath);
      if (located.kind === 'invalid') return sendError(reply, 400, located.message);
      if (located.kind === 'not-served') return sendError(reply, 404, 'no such media file');

      const query = parseImageQuery(request.query as Record<string, unknown>);
      if (query.kind === 'invalid') return sendError(reply, 400, query.message);

      const source = await findSource(located.relativePath);
      if (!source) return sendError(reply, 404, 'no such media file');

      // Vector images need no resizing: an SVG is served as stored whatever the parameters.
      if (query.kind === 'original' || located.format === 'svg') {
        try {
          return await serveOriginal(request, reply, source, located.format);
        } catch (error) {
          if (isMissingFileError(error)) return sendError(reply, 404, 'no such media file');
          throw error;
        }
      }
      return serveRendition(request, reply, source, located.relativePath, located.format, query.request);
    },
  });
}

export default mediaPlugin;
