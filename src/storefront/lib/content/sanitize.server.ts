/**
 * Content HTML is sanitized before it is rendered (DESIGN.md §6), here on the storefront's side
 * even though the API cleans it too: the page must not trust what any backend hands it. Links to
 * the store's own pages get the store view prefix, and images load lazily.
 */
import sanitizeHtml from 'sanitize-html';
import { resolveLink } from '../links.ts';
import { storePath, type StoreViewDefinition } from '../storeView.ts';

const TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'picture',
  'source',
  'figure',
  'figcaption',
  'span',
  'div',
  'section',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'details',
  'summary',
  'iframe',
];

const VIDEO_IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

export interface SanitizeContext {
  ownOrigin: string;
  view: StoreViewDefinition;
}

export function sanitizeContentHtml(html: string, context: SanitizeContext): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      '*': ['class', 'id', 'title', 'lang', 'dir', 'style', 'aria-label', 'aria-hidden'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'type', 'media'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'type', 'reversed'],
    },
    allowedStyles: {
      '*': {
        color: [/^[#\w(),.\s%-]+$/],
        'background-color': [/^[#\w(),.\s%-]+$/],
        'text-align': [/^(left|right|center|justify|start|end)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^[\w\s-]+$/],
        margin: [/^[\d.\s%a-z-]+$/],
        padding: [/^[\d.\s%a-z-]+$/],
        width: [/^[\d.]+(px|%|rem|em)$/],
        'max-width': [/^[\d.]+(px|%|rem|em)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
    allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
    transformTags: {
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
    },
  });
}
