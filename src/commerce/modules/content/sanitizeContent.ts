/**
 * Content HTML leaves the API without scripts or event handlers. The storefront sanitizes again
 * before rendering (DESIGN.md §6); this is the second wall, so that a client other than ours is
 * not handed a stored script either.
 *
 * What stays is what Page Builder content needs (spec 001 §3.3): its data-* attributes (content
 * types, appearances, background images, carousel settings), inline styles, classes, images,
 * figures, tables, banner buttons, video elements, and iframes for videos from YouTube and Vimeo
 * only.
 */
import sanitizeHtml from 'sanitize-html';

const VIDEO_IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

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
  // Banners and sliders draw their call to action as <button type="button"> inside the link.
  'button',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: CONTENT_TAGS,
  allowedAttributes: {
    // on* handlers are absent from every list, so they never pass.
    '*': ['class', 'style', 'id', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'name', 'target', 'rel'],
    button: [{ name: 'type', multiple: false, values: ['button'] }],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
    video: ['src', 'poster', 'controls', 'autoplay', 'muted', 'loop', 'playsinline', 'preload', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'srcset'],
  allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Keeps neither script/style bodies nor textarea/option text when those elements are dropped.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
