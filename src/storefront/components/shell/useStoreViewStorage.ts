import { useEffect } from 'react';
import { whenIdle } from '../../lib/chrome/whenIdle.ts';
import type { StoreViewDefinition } from '../../lib/storeView/storeView.ts';

/** The storage keys of spec 000 §3 and their values for this store view. */
export function storeViewStorage(view: StoreViewDefinition, store: { currency: string; secureBaseMediaUrl: string }): Record<string, string> {
  return {
    store_view_url_code: view.urlPrefix,
    store_view_code: view.code,
    website_code: view.websiteCode,
    store_view_currency: store.currency,
    store_view_secure_base_media_url: store.secureBaseMediaUrl,
  };
}

/**
 * Mirrors the store view into the browser storage keys of spec 000 §3 (store_view_url_code,
 * store_view_code, website_code, store_view_currency, store_view_secure_base_media_url), for
 * scripts that read them. The server itself goes by the URL prefix and its cookie.
 */
export function useStoreViewStorage(view: StoreViewDefinition, store: { currency: string; secureBaseMediaUrl: string }): void {
  // The first use of localStorage waits on the browser to open the origin's storage: done when idle.
  useEffect(
    () =>
      whenIdle(() => {
        try {
          const values = storeViewStorage(view, { currency: store.currency, secureBaseMediaUrl: store.secureBaseMediaUrl });
          for (const [key, value] of Object.entries(values)) {
            if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
          }
        } catch {
          // Storage may be disabled (private mode); nothing depends on it.
        }
      }),
    [view, store.currency, store.secureBaseMediaUrl],
  );
}
