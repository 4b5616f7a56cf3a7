import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_VALUES, IMAGE_WIDTHS, mediaUrl } from '../../rules/catalog.ts';
import mediaPlugin from './plugin.ts';

const RING = '/media/catalog/product/r/i/ring.jpg';
const SWATCH = '/media/attribute/swatch/rose-gold.png';
const BROKEN = '/media/catalog/product/b/r/broken.jpg';

let root: string;
let mediaDir: string;
let cacheDir: string;
let ringBytes: Buffer;
let app: FastifyInstance;
const logLines: string[] = [];

async function buildApp(): Promise<FastifyInstance> {
  const instance = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } });
  await instance.register(mediaPlugin, { mediaDir, cacheDir });
  return instance;
}

async function place(relativePath: string, bytes: Buffer | string): Promise<void> {
  const file = path.join(mediaDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function cachedFiles(): Promise<string[]> {
  try {
    return (await readdir(cacheDir, { recursive: true })).filter((name) => /\.[a-z]+$/.test(name) && !name.endsWith('.tmp'));
  } catch {
    return [];
  }
}

/**
 * app.inject (like browsers and curl) resolves `..` and `%2e%2e` before the request leaves, so path
 * traversal can only be tried over a real socket, with the path exactly as an attacker would send it.
 */
function rawGet(rawPath: string): Promise<{ statusCode: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tsl-media-'));
  mediaDir = path.join(root, 'media');
  cacheDir = path.join(root, 'cache');

  // A square photo, so that cover, contain and inside give visibly different boxes.
  ringBytes = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 212, g: 175, b: 55 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await place('catalog/product/r/i/ring.jpg', ringBytes);
  await place(
    'attribute/swatch/rose-gold.png',
    await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 183, g: 110, b: 121, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
  await place('catalog/product/b/r/broken.jpg', 'this is not a JPEG, whatever its name says');
  await place('wysiwyg/notes.txt', 'not an image');
  // A symbolic link inside a served folder pointing at a real image outside the media directory.
  await writeFile(path.join(root, 'outside.jpg'), ringBytes);
  await symlink(path.join(root, 'outside.jpg'), path.join(mediaDir, 'catalog/product/escape.jpg'));

  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('originals', () => {
  it('serves the stored file as is, with long-lived caching headers', async () => {
    const response = await get(RING);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(ringBytes)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(ringBytes.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    expect(response.headers.vary).toBeUndefined();
  });

  it('ignores parameters it does not know', async () => {
    const response = await get(`${RING}?utm_source=mail&v=3`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(ringBytes)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, in any of its forms', async () => {
    const { etag } = (await get(RING)).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(RING, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get(RING, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the file time', async () => {
    const lastModified = String((await get(RING)).headers['last-modified']);
    expect((await get(RING, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(RING, { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: RING });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(ringBytes.length));
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('renditions', () => {
  it('renders a named width at the spec aspect ratio (320 wide gives 320 x 400)', async () => {
    const response = await get(`${RING}?width=320`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 400]);
  });

  it('renders every named width of spec 000 §3, a burst of cold requests at once', async () => {
    const responses = await Promise.all(IMAGE_WIDTH_VALUES.map((width) => get(`${RING}?width=${width}&format=webp&quality=60`)));
    for (const [index, response] of responses.entries()) {
      const width = IMAGE_WIDTH_VALUES[index];
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, Math.round(width / 0.8)]);
    }
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
    ['png', 'image/png', 'png'],
    ['jpg', 'image/jpeg', 'jpeg'],
    ['pjpg', 'image/jpeg', 'jpeg'],
  ])('encodes format=%s as %s', async (format, contentType, sharpFormat) => {
    const response = await get(`${RING}?width=160&format=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe(sharpFormat);
    if (format === 'avif') expect(metadata.compression).toBe('av1');
    if (sharpFormat === 'jpeg') expect(metadata.isProgressive).toBe(format === 'pjpg');
  });

  it('keeps a PNG a PNG, transparency included, when format=png', async () => {
    const response = await get(`${SWATCH}?width=80&format=png`);
    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 80, 100, true]);
  });

  it('flattens transparency onto white for JPEG rather than black', async () => {
    const response = await get(`${SWATCH}?width=40&format=jpg`);
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent rose gold over white is lighter than the colour itself.
    expect(data[0]).toBeGreaterThan(183);
  });

  it('honours an explicit height and the fit modes', async () => {
    const sizeOf = async (query: string) => {
      const metadata = await sharp((await get(`${RING}?${query}`)).rawPayload).metadata();
      return [metadata.width, metadata.height];
    };
    expect(await sizeOf('width=320&height=320')).toEqual([320, 320]);
    expect(await sizeOf('width=320&fit=cover')).toEqual([320, 400]);
    expect(await sizeOf('width=320&fit=contain')).toEqual([320, 400]);
    expect(await sizeOf('width=320&fit=inside')).toEqual([320, 320]);
  });

  it('serves the URLs the storefront writes with mediaUrl()', async () => {
    const response = await get(mediaUrl('/r/i/ring.jpg', { width: IMAGE_WIDTHS.REGULAR }));
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.isProgressive, metadata.width, metadata.height]).toEqual(['jpeg', true, 320, 400]);
  });

  describe('auto=webp', () => {
    const url = `${RING}?auto=webp&format=pjpg&width=640`;

    it('answers webp to a browser that accepts it', async () => {
      const response = await get(url, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers.vary).toBe('Accept');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    });

    it('falls back to the format parameter otherwise', async () => {
      for (const accept of [undefined, 'image/png,image/*;q=0.8', 'image/webp;q=0']) {
        const response = await get(url, accept ? { accept } : {});
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers.vary).toBe('Accept');
        expect((await sharp(response.rawPayload).metadata()).isProgressive).toBe(true);
      }
    });

    it('falls back to the source format when no format is named', async () => {
      const response = await get(`${SWATCH}?auto=webp&width=40`);
      expect(response.headers['content-type']).toBe('image/png');
    });

    it('gives the webp and the fallback different ETags', async () => {
      const webp = await get(url, { accept: 'image/webp' });
      const jpeg = await get(url);
      expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
    });
  });

  it('caches a rendition on disk and serves later requests from it', async () => {
    const url = `${RING}?width=960&format=webp&quality=70`;
    const before = await cachedFiles();
    const first = await get(url);
    const added = (await cachedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.webp$/);
    const cached = await readFile(path.join(cacheDir, added[0]));
    expect(cached.equals(first.rawPayload)).toBe(true);

    const second = await get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-length']).toBe(String(cached.length));
    expect(await cachedFiles()).toHaveLength(before.length + 1);

    // Another process sharing the cache directory finds the same file under the same key.
    const other = await buildApp();
    try {
      const fromOther = await other.inject({ method: 'GET', url });
      expect(fromOther.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(fromOther.headers.etag).toBe(first.headers.etag);
    } finally {
      await other.close();
    }
    expect(await cachedFiles()).toHaveLength(before.length + 1);
  });

  it('answers 304 to a matching If-None-Match without a body', async () => {
    const url = `${RING}?width=80&format=avif`;
    const { etag } = (await get(url)).headers;
    const response = await get(url, { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers.etag).toBe(etag);
  });

  it('answers HEAD with the length of the rendition and no body', async () => {
    const url = `${RING}?width=1280&format=png`;
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe('image/png');
    const body = await get(url);
    expect(head.headers['content-length']).toBe(String(body.rawPayload.length));
    expect(head.headers.etag).toBe(body.headers.etag);
  });
});

describe('bad requests', () => {
  it.each([
    ['width=333', 'width'],
    ['width=320.0', 'width'],
    ['width=', 'width'],
    ['width=320&width=640', 'width'],
    ['height=0', 'height'],
    ['height=3201', 'height'],
    ['quality=0', 'quality'],
    ['quality=101', 'quality'],
    ['quality=high', 'quality'],
    ['format=gif', 'format'],
    ['fit=bogus', 'fit'],
    ['auto=avif', 'auto'],
  ])('answers 400 to %s', async (query, parameter) => {
    const response = await get(`${RING}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(parameter) });
  });

  it.each([
    '/media/catalog/product/../../etc/passwd',
    '/media/catalog/product/%2e%2e/%2e%2e/etc/passwd',
    '/media/catalog/product/%2E%2E%2F%2E%2E%2Fetc/passwd',
    '/media/catalog/product/..%2f..%2f..%2fetc/passwd',
    '/media/catalog/product/..%5c..%5cetc%5cpasswd',
    '/media//etc/passwd',
    '/media/%2fetc/passwd',
    '/media/catalog/product/ring.jpg%00.png',
    '/media/catalog/product/./r/i/ring.jpg',
  ])('answers 400 to the traversal attempt %s', async (rawPath) => {
    const response = await rawGet(rawPath);
    expect(response.statusCode).toBe(400);
    // Judged by the plugin itself, not turned away earlier by the router.
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^path /) });
    expect(response.body).not.toContain('root:');
  });

  it.each([
    ['a missing file', '/media/catalog/product/n/o/nothing.jpg'],
    ['a missing file with parameters', '/media/catalog/product/n/o/nothing.jpg?width=320'],
    ['a folder that is not served', '/media/customer/avatar.jpg'],
    ['a directory', '/media/catalog/product/r/i'],
    ['a file that is not an image', '/media/wysiwyg/notes.txt'],
    ['a hidden file', '/media/catalog/product/.htaccess'],
    ['a link leading out of the media directory', '/media/catalog/product/escape.jpg'],
  ])('answers 404 to %s', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it('answers 422 to a source that cannot be decoded, and logs it', async () => {
    const response = await get(`${BROKEN}?width=320`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422, message: 'the source image cannot be decoded' });
    expect(response.headers.etag).toBeUndefined();
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; file?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'media source image cannot be decoded', file: 'catalog/product/b/r/broken.jpg' }),
    );
    // Without parameters nothing is decoded: the stored bytes go out as they are.
    expect((await get(BROKEN)).statusCode).toBe(200);
  });
});
