/**
 * The store view of a request on the server: loaders start here. A path whose first segment is not
 * a store prefix is sent to the shopper's stored store view, keeping path and query (spec 000 §2;
 * 001 §3.1), so an unknown prefix-looking path ends up in the URL resolver like any other path.
 */
import { redirect, type Params } from 'react-router';
import { readCookie } from './cookies.ts';
import { DEFAULT_STORE_VIEW, STORE_VIEW_COOKIE, storePath, storeViewByPrefix, type StoreViewDefinition } from '../storeView/storeView.ts';

/**
 * The shopper's stored store view; on a first visit (none stored), the Hong Kong view in the
 * browser's language when it asks for Chinese, else the default (English, spec 001 §3.1: tsl_en).
 */
export function storedStoreView(request: Request): StoreViewDefinition {
  const code = readCookie(request.headers.get('cookie'), STORE_VIEW_COOKIE);
  return (code && storeViewByPrefix(code)) || firstVisitStoreView(request.headers.get('accept-language')) || DEFAULT_STORE_VIEW;
}

/** Chinese as a browser names it, by the Hong Kong view in its script. */
const CHINESE_VIEWS: Array<[RegExp, string]> = [
  [/^zh-(hant|hk|tw|mo)\b/, 'tc-hk'],
  [/^zh\b/, 'sc-hk'],
];

/** The Hong Kong view of the first language the browser prefers that the store speaks. */
export function firstVisitStoreView(acceptLanguage: string | null): StoreViewDefinition | undefined {
  const ranges = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().toLowerCase().split(';');
      const weight = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag.startsWith('en')) return DEFAULT_STORE_VIEW;
    const chinese = CHINESE_VIEWS.find(([pattern]) => pattern.test(tag));
    if (chinese) return storeViewByPrefix(chinese[1]);
  }
  return undefined;
}

export function redirectToStoredStoreView(request: Request): Response {
  const url = new URL(request.url);
  // Which view depends on the shopper's cookie and language: no shared cache may keep one answer.
  return redirect(`${storePath(storedStoreView(request), url.pathname)}${url.search}`, { status: 302, headers: { vary: 'cookie, accept-language', 'cache-control': 'private, no-cache' } });
}

/** The store view named by the `:store` segment, or a thrown redirect to the stored one. */
export function requireStoreView({ request, params }: { request: Request; params: Params }): StoreViewDefinition {
  const view = params.store ? storeViewByPrefix(params.store) : undefined;
  if (view) return view;
  throw redirectToStoredStoreView(request);
}
