/**
 * The order desk's layout (docs/decisions.md, "The order desk"): no header or footer of the shop,
 * a plain bar with the desk's name, its orders, the language switch and sign-out, in the store's
 * styles. Its pages are the store's orders: kept by no cache, and no search engine's.
 */
import type { ReactNode } from 'react';
import { Form, Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/deskLayout';
import { DeskErrorView } from '../components/desk/DeskErrorView.tsx';
import { ToastArea } from '../components/toast/ToastArea.tsx';
import { ToastProvider } from '../components/toast/ToastProvider.tsx';
import { useUnexpectedErrors } from '../hooks/useUnexpectedErrors.ts';
import { useT } from '../i18n/useT.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { DESK_LANGUAGE_PARAM, DESK_LOCALES, DESK_PATH, DESK_SIGN_OUT_PATH, deskStoreView } from '../lib/desk/deskPaths.ts';
import { switcherLabelByLocale } from '../../rules/locales.ts';
import styles from '../components/desk/desk.module.css';

export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.session.deskToken), locale: context.view.localeKey };
}

/** The same desk page in each of the desk's languages. */
function LanguageSwitch({ current }: { current: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('desk.language')} className={styles.languages}>
      <ul>
        {DESK_LOCALES.map((locale) => {
          const params = new URLSearchParams(search);
          params.set(DESK_LANGUAGE_PARAM, locale);
          const view = deskStoreView(locale);
          return (
            <li key={locale}>
              <Link to={`${pathname}?${params}`} lang={view.localeKey} aria-current={locale === current ? 'true' : undefined}>
                {switcherLabelByLocale[view.locale]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DeskShell({ signedIn, locale, children }: { signedIn: boolean; locale: string; children: ReactNode }) {
  const t = useT();
  useUnexpectedErrors();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <header className={styles.bar}>
        <div className={`page-width ${styles.barInner}`}>
          <Link to={DESK_PATH} className={styles.brand}>
            <span className={styles.brandMark}>TSL</span> {t('desk.title')}
          </Link>
          {signedIn ? (
            <nav aria-label={t('desk.title')} className={styles.deskNav}>
              <Link to={DESK_PATH}>{t('desk.orders')}</Link>
            </nav>
          ) : null}
          <div className={styles.barEnd}>
            <LanguageSwitch current={locale} />
            {signedIn ? (
              <Form method="post" action={DESK_SIGN_OUT_PATH}>
                <button type="submit" className="button button--link">
                  {t('desk.signOut')}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main-content" className={`page-width ${styles.main}`} tabIndex={-1}>
        {children}
      </main>
      <ToastArea />
    </div>
  );
}

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <DeskShell signedIn={loaderData.signedIn} locale={loaderData.locale}>
        <Outlet />
      </DeskShell>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page of the desk failed: the layout's own data is there unless it was the layout that failed.
  const layout = useRouteLoaderData<typeof loader>('routes/deskLayout');
  return (
    <ToastProvider>
      <DeskShell signedIn={layout?.signedIn ?? false} locale={layout?.locale ?? ''}>
        <DeskErrorView error={error} />
      </DeskShell>
    </ToastProvider>
  );
}
