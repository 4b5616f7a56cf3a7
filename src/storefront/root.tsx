/**
 * The document: `<html lang>` of the store view, the message catalog of its locale, the global
 * styles, and the last-resort error view.
 */
import { useEffect, type ReactNode } from 'react';
import { Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/errors/ErrorView.tsx';
import { RouteStylesheets } from './components/shell/RouteStylesheets.tsx';
import { messagesFor } from './i18n/catalogs.server.ts';
import { TranslationsContext, translationsFor } from './i18n/translations.ts';
import { htmlLangOf, storeViewOfPath, storeViewOfUrl } from './lib/storeView/storeView.ts';
import { hydrationDone } from './lib/storeView/hydration.ts';
import './styles/global.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = storeViewOfUrl(request.url);
  return {
    locale: view.localeKey,
    messages: messagesFor(view.localeKey),
    publicUrl: context.settings.publicUrl,
    // The page's scripts carry the response's CSP nonce (src/server/storefront.ts).
    cspNonce: context.cspNonce,
  };
}

/** The catalog only changes with the store view; other navigations keep it. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return storeViewOfPath(currentUrl.pathname).code !== storeViewOfPath(nextUrl.pathname).code;
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const view = storeViewOfPath(useLocation().pathname);
  return (
    <html lang={htmlLangOf(view)}>
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
        <TranslationsContext value={translationsFor(htmlLangOf(view), rootData?.messages)}>{children}</TranslationsContext>
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
