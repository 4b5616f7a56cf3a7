import { useEffect } from 'react';
import { UNEXPECTED_ERROR_TOAST_MS } from '../../rules/limits.ts';
import { useToasts } from '../components/toast/ToastProvider.tsx';
import { useT } from '../i18n/useT.ts';

/** Any unexpected error in the page shows the spec's toast, dismissible, for 15 s (001 §8). */
export function useUnexpectedErrors(): void {
  const { addToast } = useToasts();
  const t = useT();
  useEffect(() => {
    const report = (reason: unknown) => {
      addToast({
        id: 'unexpected-error',
        type: 'error',
        message: t('error.unexpected'),
        detail: reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : undefined,
        dismissable: true,
        timeout: UNEXPECTED_ERROR_TOAST_MS,
      });
    };
    const onError = (event: ErrorEvent) => report(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => {
      // A Response is React Router's own control flow (a redirect or a thrown answer), never the
      // shopper's problem: 7.18 lets an action's redirect reject unhandled for a moment while it
      // preloads the route's styles, which this page draws as <style> rather than links, and then
      // follows the redirect as usual.
      if (event.reason instanceof Response) {
        event.preventDefault();
        return;
      }
      report(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [addToast, t]);
}
