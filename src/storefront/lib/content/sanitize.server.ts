/**
 * Content HTML is cleaned before it is drawn (docs/design.md, Security) with the one content policy both
 * halves share (rules/contentHtml.ts), here again on the storefront's side even though the API
 * cleans it too: the page must not trust what any backend hands it. What the storefront adds is
 * its own: links to the store's pages get the store view prefix, and images and frames load lazily.
 */
import { sanitizeContent } from '../../../rules/contentHtml.ts';
import { resolveLink } from '../storeView/links.ts';
import { storePath, type StoreViewDefinition } from '../storeView/storeView.ts';

export interface SanitizeContext {
  ownOrigin: string;
  view: StoreViewDefinition;
}

export function sanitizeContentHtml(html: string, context: SanitizeContext): string {
  return sanitizeContent(html, {
    a: (tagName, attribs) => {
      const link = resolveLink(attribs.href, context.ownOrigin);
      const next: Record<string, string> = { ...attribs };
      if (!link) delete next.href;
      else next.href = link.internal ? storePath(context.view, link.path) : link.href;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', alt: '', ...attribs } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  });
}
