/**
 * What content HTML may hold (docs/design.md, Security), one policy for both halves: the API cleans stored
 * content before any client gets it, and the storefront cleans again the HTML it draws into a page,
 * because a page must not trust what a backend (perhaps a remote one) hands it. Each side adds only
 * what is its own: the storefront's link prefixes and lazy images (lib/content/sanitize.server.ts).
 *
 * What stays is what Page Builder content needs (spec 001 §3.3): its data-* attributes (content
 * types, appearances, background images, carousel settings), the inline styles its layout reads,
 * classes, images, figures, tables, banner buttons, video elements, and iframes for videos from
 * YouTube and Vimeo only. Scripts, event handlers, script URLs and other styles never pass.
 */
import sanitizeHtml from 'sanitize-html';

export const VIDEO_IFRAME_HOSTS: readonly string[] = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const CONTENT_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'picture',
  'source',
  'figure',
  'figcaption',
  'iframe',
  'video',
  'span',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
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
  // Banners and sliders draw their call to action as <button type="button"> inside the link.
  'button',
];

/** Any plain CSS value (colours, lengths, keywords, rgb()), never a url(). */
const PLAIN_VALUE = [/^(?!.*url\s*\()[#\w(),.\s%-]+$/i];

/** The inline styles content may carry: what Page Builder writes and the storefront reads. */
const CONTENT_STYLES: Record<string, RegExp[]> = {
  color: PLAIN_VALUE,
  'background-color': PLAIN_VALUE,
  'background-position': PLAIN_VALUE,
  'background-size': PLAIN_VALUE,
  'background-repeat': PLAIN_VALUE,
  'background-attachment': PLAIN_VALUE,
  'text-align': [/^(left|right|center|justify|start|end)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^[\w\s-]+$/],
  display: [/^(none|block|inline|inline-block|flex|inline-flex|grid)$/],
  'flex-direction': [/^(row|column)(-reverse)?$/],
  'justify-content': PLAIN_VALUE,
  'align-self': PLAIN_VALUE,
  opacity: [/^[\d.]+%?$/],
  visibility: [/^(visible|hidden)$/],
  ...Object.fromEntries(
    ['margin', 'padding'].flatMap((box) => [box, ...['top', 'right', 'bottom', 'left'].map((side) => `${box}-${side}`)]).map((property) => [property, PLAIN_VALUE]),
  ),
  ...Object.fromEntries(['border-style', 'border-color', 'border-width', 'border-radius'].map((property) => [property, PLAIN_VALUE])),
  ...Object.fromEntries(['width', 'max-width', 'height', 'min-height'].map((property) => [property, [/^[\d.]+(px|%|rem|em|vh|vw)?$|^auto$/]])),
};

const CONTENT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: CONTENT_TAGS,
  allowedAttributes: {
    // on* handlers are absent from every list, so they never pass.
    '*': ['class', 'style', 'id', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'name', 'target', 'rel'],
    button: [{ name: 'type', multiple: false, values: ['button'] }],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy', 'title'],
    video: ['src', 'poster', 'controls', 'autoplay', 'muted', 'loop', 'playsinline', 'preload', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
  },
  allowedStyles: { '*': CONTENT_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'srcset'],
  allowedIframeHostnames: [...VIDEO_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  // Keeps neither script/style bodies nor textarea/option text when those elements are dropped.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
};

/** Rewrites of allowed elements that a side adds to the policy (never widening it). */
export type ContentTransforms = sanitizeHtml.IOptions['transformTags'];

/** Content HTML cleaned to the policy; `transforms` rewrite the elements that pass. */
export function sanitizeContent(html: string, transforms?: ContentTransforms): string {
  return sanitizeHtml(html, transforms ? { ...CONTENT_POLICY, transformTags: transforms } : CONTENT_POLICY);
}
