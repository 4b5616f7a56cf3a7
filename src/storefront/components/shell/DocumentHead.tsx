/**
 * The document element and the stylesheets of the page's routes, drawn so that the server's
 * markup and the browser's first render agree element for element (the browser runtime is Preact's
 * React runtime, src/storefront/lib/runtime.ts, whose hydration pairs head elements in order).
 */
import { useContext, useEffect, type ReactNode } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { browserOnPreact } from '../../lib/runtime.ts';

function HtmlElement({ lang, children }: { lang: string; children: ReactNode }) {
  return <html lang={lang}>{children}</html>;
}

/** Preact hydrates the document's children, <head> and <body>; the language is kept up to date here. */
function HtmlChildren({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}

export const DocumentElement = browserOnPreact ? HtmlChildren : HtmlElement;

/**
 * The page's stylesheets, first in <head>. React sends stylesheets with a precedence ahead of the
 * module preloads it hoists, so a phone fetches the one file the first paint waits for before
 * 150 KB of scripts; the browser draws the same links in the same place.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []))];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}
