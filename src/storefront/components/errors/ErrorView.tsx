/**
 * The spec's error views (000 §2, 001 §8): "Oops!" with the message for the case, and a
 * "Take me home" button to the store view's home page. An unexpected crash in the browser also
 * raises the error toast, whose dismissal reloads the page.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { UNEXPECTED_ERROR_TOAST_MS } from '../../../rules/limits.ts';
import { useT } from '../../i18n/useT.ts';
import { storePath, storeViewOfPath } from '../../lib/storeView/storeView.ts';
import { useOptionalToasts } from '../toast/ToastProvider.tsx';
import { errorKindOf, errorMessageId } from './errorKind.ts';
import styles from './ErrorView.module.css';

export function ErrorView({ error }: { error: unknown }) {
  const t = useT();
  const view = storeViewOfPath(useLocation().pathname);
  useUnexpectedErrorToast(error);
  return (
    <section className={`page-width ${styles.error}`} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('error.oops')}
      </h1>
      <p className={styles.message}>{t(errorMessageId(error))}</p>
      <Link className="button button--primary" to={storePath(view, '/')}>
        {t('error.takeMeHome')}
      </Link>
    </section>
  );
}

function useUnexpectedErrorToast(error: unknown) {
  const toasts = useOptionalToasts();
  const t = useT();
  const unexpected = errorKindOf(error) === 'generic' && error instanceof Error;
  const raisedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!toasts || !unexpected || raisedFor.current === error) return;
    raisedFor.current = error;
    toasts.addToast({
      type: 'error',
      message: t('error.unexpected'),
      detail: (error as Error).message,
      dismissable: true,
      timeout: UNEXPECTED_ERROR_TOAST_MS,
      onDismiss: () => window.location.reload(),
    });
  }, [error, toasts, unexpected, t]);
}
