/**
 * Field readers shared by the content types: styles, the advanced fields every type has,
 * backgrounds, video backgrounds, links and media URLs.
 */
import { resolveLink } from '../storeView/links.ts';
import { camelCaseProperty, safeCssValue } from './css.ts';
import { firstElementChild, type HtmlElement, type HtmlNode } from './dom.server.ts';
import type { SanitizeContext } from './sanitize.server.ts';
import type { Background, BlockBase, BlockStyle, ContentBlock, ContentLink, VerticalAlignment, VideoBackground } from './types.ts';

export type ParseContext = SanitizeContext;

export interface Reader {
  context: ParseContext;
  /** Styles of one element: its own `style` attribute plus Page Builder's `data-pb-style` rules. */
  styleOf(element: HtmlElement | undefined): Map<string, string>;
  /** The content blocks among some nodes' descendants. */
  blocks(nodes: HtmlNode[]): ContentBlock[];
}

export function cssValue(style: Map<string, string>, property: string): string | undefined {
  return safeCssValue(style.get(property));
}

function pick(style: Map<string, string>, properties: string[]): BlockStyle {
  const picked: BlockStyle = {};
  for (const property of properties) {
    const value = cssValue(style, property);
    if (value) picked[camelCaseProperty(property)] = value;
  }
  return picked;
}

const SPACING = ['padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left'];
const BORDER = ['border-style', 'border-color', 'border-width', 'border-radius'];

export function paddingOf(style: Map<string, string>): BlockStyle {
  return pick(withSides(style), SPACING.slice(0, 4));
}

/** Spreads `padding` and `margin` shorthands to their sides, so that one rule reads them all. */
function withSides(style: Map<string, string>): Map<string, string> {
  const expanded = new Map(style);
  for (const box of ['padding', 'margin'] as const) {
    const shorthand = style.get(box);
    if (!shorthand) continue;
    const [top, right = top, bottom = top, left = right] = shorthand.split(/\s+/);
    for (const [side, value] of [['top', top], ['right', right], ['bottom', bottom], ['left', left]] as const) {
      if (!expanded.has(`${box}-${side}`)) expanded.set(`${box}-${side}`, value);
    }
  }
  return expanded;
}

export function borderOf(style: Map<string, string>): BlockStyle {
  return pick(style, BORDER);
}

export function textAlignOf(style: Map<string, string>): BlockStyle {
  return pick(style, ['text-align']);
}

/** The advanced fields of any type (spec 001 §3.3): spacing, border, radius, text-align, classes. */
export function advanced(node: HtmlElement, reader: Reader): BlockBase {
  const expanded = withSides(reader.styleOf(node));
  const classes = (node.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => /^[\w-]+$/.test(name) && !name.startsWith('pagebuilder-') && !name.startsWith('tab-align-'));
  return {
    style: pick(expanded, [...SPACING, ...BORDER, 'text-align']),
    ...(classes.length ? { className: classes.join(' ') } : {}),
  };
}

export function verticalAlignmentOf(style: Map<string, string>): VerticalAlignment | undefined {
  const justify = style.get('justify-content');
  if (justify === 'flex-start') return 'top';
  if (justify === 'center') return 'middle';
  if (justify === 'flex-end') return 'bottom';
  return undefined;
}

export function backgroundOf(node: HtmlElement, reader: Reader): Background {
  const style = reader.styleOf(node);
  const background: Background = {
    color: cssValue(style, 'background-color'),
    size: cssValue(style, 'background-size'),
    position: cssValue(style, 'background-position'),
    attachment: cssValue(style, 'background-attachment'),
    repeat: cssValue(style, 'background-repeat'),
  };
  const images = node.attribs['data-background-images'];
  if (images && images !== '{}') {
    const parsed = JSON.parse(images.replace(/\\"/g, '"')) as { desktop_image?: string; mobile_image?: string };
    background.desktopImage = mediaUrl(parsed.desktop_image, reader);
    background.mobileImage = mediaUrl(parsed.mobile_image, reader);
  }
  return Object.fromEntries(Object.entries(background).filter(([, value]) => value !== undefined)) as Background;
}

export function videoBackgroundOf(node: HtmlElement, reader: Reader, overlay?: HtmlElement): VideoBackground | undefined {
  if (node.attribs['data-background-type'] !== 'video') return undefined;
  const src = mediaUrl(node.attribs['data-video-src'], reader);
  if (!src) return undefined;
  const overlayElement = overlay ?? firstElementChild(node);
  return {
    src,
    fallbackSrc: mediaUrl(node.attribs['data-video-fallback-src'], reader),
    loop: node.attribs['data-video-loop'] === 'true',
    playOnlyVisible: node.attribs['data-video-play-only-visible'] === 'true',
    lazyLoad: node.attribs['data-video-lazy-load'] === 'true',
    overlayColor: safeCssValue(overlayElement?.attribs['data-video-overlay-color']),
  };
}

export function linkOf(anchor: HtmlElement | undefined, reader: Reader): ContentLink | undefined {
  if (!anchor) return undefined;
  const resolved = resolveLink(anchor.attribs.href, reader.context.ownOrigin);
  if (!resolved) return undefined;
  return {
    href: resolved.internal ? resolved.path : resolved.href,
    external: !resolved.internal,
    openInNewTab: anchor.attribs.target === '_blank',
    linkType: anchor.attribs['data-link-type'] ?? 'default',
  };
}

/** Image and video URLs: the store's own become paths (/media/…); others must be http(s). */
export function mediaUrl(value: string | undefined, reader: Reader): string | undefined {
  const resolved = resolveLink(value, reader.context.ownOrigin);
  if (!resolved) return undefined;
  if (resolved.internal) return resolved.path.startsWith('/') ? resolved.path : undefined;
  return /^https?:/i.test(resolved.href) ? resolved.href : undefined;
}

export function imageUrl(image: HtmlElement | undefined, reader: Reader): string | undefined {
  return mediaUrl(image?.attribs.src ?? image?.attribs['data-src'], reader);
}
