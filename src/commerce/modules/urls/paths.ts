/**
 * How a URL the storefront asks about becomes the request path stored in url_rewrites: no origin,
 * query or fragment, no store prefix, no leading slash (spec 001 §3.1 for the prefixes).
 */
import { splitStorePrefix, type StoreViewDefinition } from '../../../rules/storeViews.ts';
import { inputError } from '../../core/errors.ts';

export const MAX_URL_LENGTH = 2048;

const URL_SUFFIX = '.html';
const ORIGIN = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i;

export interface RequestedPath {
  /** The store view whose prefix the URL carries, if any. */
  prefixView?: StoreViewDefinition;
  /** The path after the prefix, without leading slash, as given (still percent-encoded). */
  path: string;
}

export function splitRequestedUrl(url: string): RequestedPath {
  const trimmed = url.trim();
  if (!trimmed) throw inputError('url.empty');
  if (trimmed.length > MAX_URL_LENGTH) throw inputError('url.tooLong', { max: MAX_URL_LENGTH });
  const withoutOrigin = trimmed.replace(ORIGIN, '');
  const pathname = `/${withoutOrigin.split(/[?#]/, 1)[0]}`.replace(/\/{2,}/g, '/');
  const prefixed = splitStorePrefix(pathname);
  const rest = prefixed ? prefixed.rest : pathname;
  return { prefixView: prefixed?.view, path: rest.replace(/^\/+/, '') };
}

/** Browsers send non-ASCII url keys percent-encoded; rewrites store them as text. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The request paths to look up for a path, the exact one first. The others forgive a trailing
 * slash, a missing or extra ".html" and capitals; a match on one of them redirects to the stored
 * path, so each page keeps one address.
 */
export function candidatePaths(path: string): string[] {
  const candidates = new Set<string>([path]);
  for (const form of new Set([path, path.toLowerCase()])) {
    const base = form.replace(/\/+$/, '');
    if (!base) continue;
    candidates.add(base);
    candidates.add(`${base}/`);
    candidates.add(base.endsWith(URL_SUFFIX) ? base.slice(0, -URL_SUFFIX.length) : `${base}${URL_SUFFIX}`);
  }
  candidates.delete('');
  return [...candidates];
}
