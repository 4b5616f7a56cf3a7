import { useCallback } from 'react';
import { useToasts } from '../components/toast/ToastProvider.tsx';
import { useT } from '../i18n/useT.ts';

/**
 * Shares a page: the system share sheet where the browser has one (Web Share API), else the link
 * copied to the clipboard with a toast; when neither works, the error toast of spec 001 §8
 * ("share failed or unsupported").
 */
export function useShare(): (page: { title: string; url: string }) => Promise<void> {
  const t = useT();
  const { addToast } = useToasts();
  return useCallback(
    async ({ title, url }) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The shopper closed the share sheet: nothing went wrong.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        addToast({ type: 'success', message: t('share.copied') });
      } catch {
        addToast({ type: 'error', message: t('share.failed'), dismissable: true, timeout: false });
      }
    },
    [addToast, t],
  );
}
