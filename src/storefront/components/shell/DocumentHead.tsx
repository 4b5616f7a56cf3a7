/**
 * The document element and <head>. The server renders them with React, which reorders <head> as
 * it streams (resource preloads and stylesheets first, module preloads hoisted from <body>). The
 * browser runtime (Preact's React runtime, lib/runtime.ts) pairs elements by tag and order when it
 * hydrates, so it is not given the head to hydrate: it leaves the server's <head> as sent and
 * draws what changes from page to page (title, meta, links, route stylesheets) into it itself.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

interface DocumentHeadProps {
  /** Everything the head holds, as the server draws it. */
  children: ReactNode;
  /** The part that follows navigation (route stylesheets, <Meta />). */
  live: ReactNode;
}

function Head({ children }: DocumentHeadProps) {
  return <head>{children}</head>;
}

/** What the server's <Meta /> drew: taken out once the browser draws its own. */
const SERVER_META = 'title, meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel="preload"], script[type="application/ld+json"]';

function BrowserHead({ live }: DocumentHeadProps) {
  const [adopted, setAdopted] = useState(false);
  useLayoutEffect(() => {
    for (const element of document.head.querySelectorAll(SERVER_META)) element.remove();
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) sentByServer.add(link.getAttribute('href') ?? '');
    for (const style of document.head.querySelectorAll('style[data-href]')) sentByServer.add(style.getAttribute('data-href') ?? '');
    setAdopted(true);
  }, []);
  return (
    <>
      {/* Not hydrated, never redrawn: its content stays the server's. */}
      <head dangerouslySetInnerHTML={{ __html: '' }} />
      {adopted ? createPortal(live, document.head) : null}
    </>
  );
}

export const DocumentHead = browserOnPreact ? BrowserHead : Head;

/**
 * The text of a built stylesheet by URL, given on the server (entry.server.tsx): the stylesheets
 * are then drawn into the page, so its first paint waits for no second request.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/**
 * The page's stylesheets, first in <head>. React sends stylesheets with a precedence ahead of the
 * module preloads it hoists; the server draws them inline (about 11 KB compressed), the browser
 * links any a later page adds.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const textOf = useContext(StylesheetTextContext);
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []))];
  return hrefs
    .filter((href) => !sentByServer.has(href))
    .map((href) => {
      const text = textOf?.(href);
      return text === undefined ? (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ) : (
        <style key={href} href={href} precedence="default">
          {text}
        </style>
      );
    });
}

/**
 * Stylesheets the server's <head> already holds, which the browser keeps: adding one again would
 * make the browser parse it again and restyle the whole page.
 */
const sentByServer = new Set<string>();
