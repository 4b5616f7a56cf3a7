/**
 * The document: `<html lang>` of the store view, the message catalog of its locale, the global
 * styles, and the last-resort error view. The order desk (lib/desk) has no prefix: its store view,
 * and so its language, is the request context's.
 */
import { useEffect, type ReactNode } from 'react';
import { Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/errors/ErrorView.tsx';
import { RouteStylesheets } from './components/shell/RouteStylesheets.tsx';
import { catalogTextOf, messagesFor, pageMessagesFor } from './i18n/catalogs.server.ts';
import { catalogOf } from './i18n/catalogText.ts';
import { pageKindOf } from './i18n/pageKinds.ts';
import { TranslationsContext, translationsFor } from './i18n/translations.ts';
import { DESK_LANGUAGE_PARAM, isDeskPath } from './lib/desk/deskPaths.ts';
import { htmlLangOf, pathWithinStore, storeViewOfPath } from './lib/storeView/storeView.ts';
import { htmlLangByLocale } from '../rules/locales.ts';
import { hydrationDone } from './lib/storeView/hydration.ts';
import './styles/global.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { view } = context;
  const { pathname } = new URL(request.url);
  return {
    locale: view.localeKey,
    // A store page carries the messages its kind of page draws, not the catalog (docs/decisions.md,
    // "Each page carries the messages it draws"); the desk carries its own whole.
    messages: catalogTextOf(isDeskPath(pathname) ? messagesFor(view.localeKey) : pageMessagesFor(view.localeKey, pageKindOf(pathWithinStore(pathname)))),
    publicUrl: context.settings.publicUrl,
    // The page's scripts carry the response's CSP nonce (src/server/storefront.ts).
    cspNonce: context.cspNonce,
  };
}

/**
 * The catalog only changes with the store view (or, on the order desk, with its `?lang=`), with the
 * kind of page, and between the store's pages and the desk's, which carry the desk's messages;
 * other navigations keep it.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const desk = isDeskPath(nextUrl.pathname);
  if (desk !== isDeskPath(currentUrl.pathname)) return true;
  if (desk) return nextUrl.searchParams.has(DESK_LANGUAGE_PARAM);
  if (storeViewOfPath(currentUrl.pathname).code !== storeViewOfPath(nextUrl.pathname).code) return true;
  return pageKindOf(pathWithinStore(currentUrl.pathname)) !== pageKindOf(pathWithinStore(nextUrl.pathname));
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const lang = isDeskPath(pathname) && rootData ? htmlLangByLocale[rootData.locale] : htmlLangOf(storeViewOfPath(pathname));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Stylesheets first: React sends them ahead of the module preloads it hoists. */}
        <RouteStylesheets />
        <Meta />
        <meta name="theme-color" content="#fbf8f3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      <body>
        <TranslationsContext value={translationsFor(lang, catalogOf(rootData?.messages))}>{children}</TranslationsContext>
        <ScrollRestoration nonce={rootData?.cspNonce} />
        <Scripts nonce={rootData?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React owns it: browser tests and monitoring wait for this.
  useEffect(() => {
    hydrationDone();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Reached only when the store layout itself cannot be drawn: the page has no header then. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content" className="page-error">
      <ErrorView error={error} />
    </main>
  );
}
