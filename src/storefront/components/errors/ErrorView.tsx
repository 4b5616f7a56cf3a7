/**
 * The spec's error views (000 §2, 001 §8): "Oops!" with the message for the case, and a
 * "Take me home" button to the store view's home page. A page not found also offers a search
 * (where the website has search) and the menu's top categories, as a shop assistant would. An
 * unexpected crash in the browser also raises the error toast, whose dismissal reloads the page.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router';
import { UNEXPECTED_ERROR_TOAST_MS } from '../../../rules/limits.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../rules/catalog.ts';
import { useT } from '../../i18n/useT.ts';
import { offersSearch, SEARCH_PATH } from '../../lib/catalog/searchText.ts';
import { storePath, storeViewOfPath, type StoreViewDefinition } from '../../lib/storeView/storeView.ts';
import type { StoreChromeData } from '../shell/StoreContext.tsx';
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
      {errorKindOf(error) === 'not-found' ? <WaysOn view={view} /> : null}
    </section>
  );
}

/** Search and the menu's top categories, for a shopper whose link led nowhere. */
function WaysOn({ view }: { view: StoreViewDefinition }) {
  const t = useT();
  // The store layout's data is there when the missing page is inside a store view.
  const chrome = useRouteLoaderData('routes/store') as StoreChromeData | undefined;
  const categories = (chrome?.menu ?? []).filter((category) => !category.external);
  return (
    <div className={styles.waysOn}>
      {offersSearch(view) ? (
        <Form method="get" action={storePath(view, SEARCH_PATH)} role="search" aria-label={t('error.searchInstead')} className={styles.search}>
          <label htmlFor="not-found-search">{t('error.searchInstead')}</label>
          <div className={styles.searchRow}>
            <input id="not-found-search" type="search" name="query" required minLength={SEARCH_MIN_LENGTH} maxLength={SEARCH_MAX_LENGTH} enterKeyHint="search" />
            <button type="submit" className="button button--secondary">
              {t('header.search')}
            </button>
          </div>
        </Form>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-labelledby="not-found-categories" className={styles.categories}>
          <h2 id="not-found-categories">{t('error.popularCategories')}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={storePath(view, category.path)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
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
