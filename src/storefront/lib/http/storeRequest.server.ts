/**
 * The store view of a request on the server: loaders start here. A path whose first segment is not
 * a store prefix is sent to the shopper's stored store view, keeping path and query (spec 000 §2;
 * 001 §3.1), so an unknown prefix-looking path ends up in the URL resolver like any other path.
 */
import { redirect, type Params } from 'react-router';
import { readCookie } from './cookies.ts';
import { DEFAULT_STORE_VIEW, STORE_VIEW_COOKIE, storePath, storeViewByPrefix, type StoreViewDefinition } from '../storeView/storeView.ts';

export function storedStoreView(request: Request): StoreViewDefinition {
  const code = readCookie(request.headers.get('cookie'), STORE_VIEW_COOKIE);
  return (code && storeViewByPrefix(code)) || DEFAULT_STORE_VIEW;
}

export function redirectToStoredStoreView(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${storePath(storedStoreView(request), url.pathname)}${url.search}`, 302);
}

/** The store view named by the `:store` segment, or a thrown redirect to the stored one. */
export function requireStoreView({ request, params }: { request: Request; params: Params }): StoreViewDefinition {
  const view = params.store ? storeViewByPrefix(params.store) : undefined;
  if (view) return view;
  throw redirectToStoredStoreView(request);
}
