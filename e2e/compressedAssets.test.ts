/**
 * Built scripts and stylesheets go out as the build compressed them (vite.config.ts): brotli or
 * gzip as the browser asks, plain otherwise, the same bytes once decoded, and marked as varying
 * with Accept-Encoding so that a shared cache keeps the three apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;

beforeAll(async () => {
  store = await startStore();
});

afterAll(async () => {
  await store?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A response as it crosses the wire (fetch would decode it). */
function getRaw(path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = get(`${store.origin}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('built assets', () => {
  it('are sent brotli- or gzip-compressed as built, or plain, the same file each way', async () => {
    const html = await (await fetch(`${store.origin}/en-hk/`)).text();
    const assets = [/\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0], /\/assets\/[\w-]+\.css/.exec(html)?.[0]];
    for (const asset of assets) {
      expect(asset).toBeTruthy();
      const plain = await getRaw(asset!);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');

      const brotli = await getRaw(asset!, 'gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.body.equals(readFileSync(path.resolve(`build/client${asset}.br`))), 'the file the build compressed').toBe(true);

      const gzip = await getRaw(asset!, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(gzip.body.equals(readFileSync(path.resolve(`build/client${asset}.gz`))), 'the file the build compressed').toBe(true);
    }
  });

  it('other built files stay immutable and go out as they are', async () => {
    const image = readdirSync(path.resolve('build/client/assets')).find((name) => name.endsWith('.png'));
    expect(image).toBeTruthy();
    const response = await getRaw(`/assets/${image}`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
