/**
 * The page's own stylesheets in <head>. The server draws them into the page (about 11 KB
 * compressed), so a first visit paints without waiting for a second request; in the browser a
 * later page links any stylesheet the first one did not have.
 */
import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The text of a built stylesheet by URL, given on the server (entry.server.tsx): the stylesheets
 * are then drawn into the page, so its first paint waits for no second request.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/**
 * Whether the server drew a stylesheet into this page. React keeps such a `<style>` in the browser
 * as it is: a `<link>` to the same file would make the browser fetch it, parse it again and
 * restyle the whole page.
 */
function drawnByServer(href: string): boolean {
  return typeof document !== 'undefined' && document.head.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}

/**
 * The page's stylesheets, first in <head>. React sends stylesheets with a precedence ahead of the
 * module preloads it hoists, and never adds one twice.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const textOf = useContext(StylesheetTextContext);
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []))];
  return hrefs
    .filter((href) => !drawnByServer(href))
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
