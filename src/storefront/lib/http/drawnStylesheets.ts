/**
 * The stylesheets the server drew into the page (`<style data-href>`, RouteStylesheets.tsx), given
 * a link the browser does not fetch. The loader of lazily loaded scripts (Vite's) links each
 * stylesheet a script needs unless a `<link rel="stylesheet">` to it is already in the page, and
 * knows nothing of drawn ones: a category or product page, whose view loads lazily and needs the
 * store's stylesheet, fetched it once hydrated, parsed it again and restyled the whole page. A
 * disabled link is never fetched nor applied, and that loader takes its href as linked.
 */
export function linkDrawnStylesheets(document: Document): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    // The router marks a stylesheet that lazy scripts also bring with a trailing `#`; the loader
    // asks for the file itself.
    for (const href of (style.dataset.href ?? '').split(/\s+/).filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.disabled = true;
      link.href = href.split('#')[0];
      document.head.appendChild(link);
    }
  }
}
