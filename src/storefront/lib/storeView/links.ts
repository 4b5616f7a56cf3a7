/**
 * Links from content and menus (spec 000 §2 Layout): a link to the store's own host becomes an
 * internal route inside the current store view; any other host stays external.
 */
import { splitStorePrefix } from '../../../rules/storeViews.ts';

export type ResolvedLink =
  /** A path within the store view, without its prefix: `/rings.html`. */
  | { internal: true; path: string }
  | { internal: false; href: string };

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

/**
 * Resolves a stored link. `ownOrigin` is the store's public origin; `null` means the link cannot be
 * followed (empty, or a scheme such as `javascript:`).
 */
export function resolveLink(href: string | null | undefined, ownOrigin: string): ResolvedLink | null {
  const value = href?.trim();
  if (!value || value === '#') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: true, path: withoutStorePrefix(value) };
  if (value.startsWith('#') || value.startsWith('?')) return { internal: true, path: value };
  if (!SAFE_SCHEMES.test(value) && !value.startsWith('//')) {
    // A bare relative path such as `contact-us` or `rings.html` is the store's own page.
    return /^[a-z][a-z0-9+.-]*:/i.test(value) ? null : { internal: true, path: withoutStorePrefix(`/${value}`) };
  }
  try {
    const url = new URL(value, ownOrigin);
    if (url.origin === new URL(ownOrigin).origin) {
      return { internal: true, path: withoutStorePrefix(`${url.pathname}${url.search}${url.hash}`) };
    }
    return { internal: false, href: url.toString() };
  } catch {
    return null;
  }
}

function withoutStorePrefix(path: string): string {
  const [pathname, rest = ''] = splitPathAndQuery(path);
  const split = splitStorePrefix(pathname);
  return split ? `${split.rest}${rest}` : path;
}

function splitPathAndQuery(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}
