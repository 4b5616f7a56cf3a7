/**
 * Maps the path of a /media URL to a file under the media directory, refusing anything that could
 * step outside it. The check runs on the raw request path, not on a router parameter, so that
 * encoded forms (`%2e%2e`, `%2f`, `%00`) are judged after exactly one decoding, the same decoding
 * the file system lookup then uses.
 */
import { MEDIA_FOLDERS } from '../../rules/catalog.ts';

/** Folders served below /media: the spec's image types (001 §7) and content images. */
export const SERVED_FOLDERS: readonly string[] = [...Object.values(MEDIA_FOLDERS), 'wysiwyg'];

export type SourceFormat = 'jpg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';

const SOURCE_FORMATS_BY_EXTENSION: Record<string, SourceFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

export const SOURCE_CONTENT_TYPES: Record<SourceFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

const MAX_PATH_LENGTH = 1024;

export type MediaPathResult =
  | { kind: 'file'; relativePath: string; format: SourceFormat }
  /** The path tries to escape the media directory or is malformed: a client error. */
  | { kind: 'invalid'; message: string }
  /** A well-formed path to something we do not serve (another folder, a dotfile, not an image). */
  | { kind: 'not-served' };

/** `urlPath` is the request path without its query string, e.g. `/media/catalog/product/a/b/ring.jpg`. */
export function resolveMediaPath(urlPath: string): MediaPathResult {
  if (!urlPath.startsWith('/media/')) return { kind: 'not-served' };
  const encoded = urlPath.slice('/media/'.length);
  if (encoded.length > MAX_PATH_LENGTH) return { kind: 'invalid', message: 'path is too long' };

  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return { kind: 'invalid', message: 'path is not valid percent-encoding' };
  }

  // NUL truncates paths in native code; backslash is a separator on Windows. Neither names a media file.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { kind: 'invalid', message: 'path contains a forbidden character' };
  if (decoded.startsWith('/')) return { kind: 'invalid', message: 'path must be relative' };

  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { kind: 'invalid', message: 'path must not contain empty, "." or ".." segments' };
  }
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'not-served' };

  const relativePath = segments.join('/');
  if (!SERVED_FOLDERS.some((folder) => relativePath.startsWith(`${folder}/`))) return { kind: 'not-served' };

  const fileName = segments[segments.length - 1];
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  const format = SOURCE_FORMATS_BY_EXTENSION[extension];
  if (!format) return { kind: 'not-served' };

  return { kind: 'file', relativePath, format };
}
