/**
 * One reader per Page Builder content type (spec 001 §3.3), following the markup Page Builder
 * stores and the settings PWA Studio's config aggregators read, plus this store's conventions
 * (data-skus and per-device counts on products and sliders, the video's mobile source).
 */
import { safeCssValue } from './css.ts';
import {
  attribute,
  byDataElement,
  elementChildren,
  findAllElements,
  findElement,
  firstElementChild,
  hasClass,
  innerHtml,
  isElement,
  textContent,
  type HtmlElement,
} from './dom.server.ts';
import {
  advanced,
  backgroundOf,
  borderOf,
  cssValue,
  imageUrl,
  linkOf,
  mediaUrl,
  paddingOf,
  textAlignOf,
  verticalAlignmentOf,
  videoBackgroundOf,
  type Reader,
} from './fields.server.ts';
import { sanitizeContentHtml } from './sanitize.server.ts';
import type { BannerBlock, ButtonType, CarouselSettings, ContentBlock, MapLocation, TabItemBlock, Visibility } from './types.ts';

type ReadFunction = (node: HtmlElement, reader: Reader) => ContentBlock | null;

export const READERS: Record<string, ReadFunction> = {
  row: readRow,
  'column-group': (node, reader) => ({
    type: 'column-group',
    ...advanced(node, reader),
    minHeight: cssValue(reader.styleOf(node), 'min-height'),
    children: reader.blocks(node.children),
  }),
  'column-line': (node, reader) => ({
    type: 'column-line',
    ...advanced(node, reader),
    minHeight: cssValue(reader.styleOf(node), 'min-height'),
    children: reader.blocks(node.children),
  }),
  column: (node, reader) => {
    const style = reader.styleOf(node);
    return {
      type: 'column',
      ...advanced(node, reader),
      appearance: node.attribs['data-appearance'] ?? 'full-height',
      width: cssValue(style, 'width'),
      minHeight: cssValue(style, 'min-height'),
      verticalAlignment: verticalAlignmentOf(style),
      background: backgroundOf(node, reader),
      children: reader.blocks(node.children),
    };
  },
  image: readImage,
  heading: (node, reader) => ({
    type: 'heading',
    ...advanced(node, reader),
    level: /^h[1-6]$/.test(node.name) ? (node.name as 'h2') : 'h2',
    text: textContent(node).trim(),
  }),
  text: (node, reader) => ({ type: 'text', ...advanced(node, reader), html: sanitizeContentHtml(innerHtml(node), reader.context) }),
  html: (node, reader) => {
    // Page Builder stores the HTML code escaped, so the element's text is the markup.
    const onlyText = node.children.every((child) => !isElement(child));
    const markup = onlyText ? textContent(node) : innerHtml(node);
    return { type: 'html', ...advanced(node, reader), html: sanitizeContentHtml(markup, reader.context) };
  },
  tabs: readTabs,
  'tab-item': readTabItem,
  buttons: (node, reader) => ({
    type: 'buttons',
    ...advanced(node, reader),
    appearance: node.attribs['data-appearance'] ?? 'inline',
    sameWidth: node.attribs['data-same-width'] === 'true',
    children: reader.blocks(node.children),
  }),
  'button-item': readButtonItem,
  block: (node, reader) => {
    const children = reader.blocks(node.children);
    const html = children.length === 0 ? sanitizeContentHtml(innerHtml(node), reader.context) : '';
    return {
      type: 'block',
      ...advanced(node, reader),
      children: html.trim() ? [{ type: 'html', html, style: {} }] : children,
    };
  },
  products: readProducts,
  divider: (node, reader) => {
    const line = findElement(node, byDataElement('line')) ?? firstElementChild(node);
    const style = reader.styleOf(line);
    return {
      type: 'divider',
      ...advanced(node, reader),
      width: cssValue(style, 'width'),
      color: cssValue(style, 'border-color'),
      thickness: cssValue(style, 'border-width'),
    };
  },
  video: readVideo,
  map: readMap,
  banner: readBanner,
  slide: readBanner,
  slider: readSlider,
};

function readRow(node: HtmlElement, reader: Reader): ContentBlock {
  const appearance = (node.attribs['data-appearance'] ?? 'contained') as 'contained' | 'full-width' | 'full-bleed';
  // A contained row keeps its settings on the inner element; the others on the row itself.
  const dataNode = appearance === 'contained' ? (firstElementChild(node) ?? node) : node;
  const style = reader.styleOf(dataNode);
  const speed = Number.parseFloat(dataNode.attribs['data-parallax-speed'] ?? '');
  return {
    type: 'row',
    appearance: ['contained', 'full-width', 'full-bleed'].includes(appearance) ? appearance : 'contained',
    ...advanced(dataNode, reader),
    minHeight: cssValue(style, 'min-height'),
    verticalAlignment: verticalAlignmentOf(style),
    background: backgroundOf(dataNode, reader),
    parallax: { enabled: dataNode.attribs['data-enable-parallax'] === '1', speed: Number.isFinite(speed) ? speed : 0.5 },
    video: videoBackgroundOf(dataNode, reader),
    children: reader.blocks(dataNode.children),
  };
}

function readImage(node: HtmlElement, reader: Reader): ContentBlock | null {
  const anchor = findElement(node, (element) => element.name === 'a');
  const images = findAllElements(node, (element) => element.name === 'img');
  const desktop = images.find(byDataElement('desktop_image')) ?? images[0];
  const mobile = images.find(byDataElement('mobile_image')) ?? images[1];
  const desktopImage = imageUrl(desktop, reader);
  if (!desktopImage) return null;
  const mobileImage = imageUrl(mobile, reader);
  const caption = findElement(node, (element) => element.name === 'figcaption');
  const width = Number.parseInt(attribute(desktop, 'width') ?? '', 10);
  const height = Number.parseInt(attribute(desktop, 'height') ?? '', 10);
  const base = advanced(node, reader);
  const border = borderOf(reader.styleOf(desktop));
  return {
    type: 'image',
    ...base,
    style: { ...base.style, ...border },
    desktopImage,
    mobileImage: mobileImage && mobileImage !== desktopImage ? mobileImage : undefined,
    alt: attribute(desktop, 'alt') ?? '',
    title: attribute(desktop, 'title') || undefined,
    width: width > 0 ? width : undefined,
    height: height > 0 ? height : undefined,
    link: linkOf(anchor, reader),
    caption: caption ? textContent(caption).trim() || undefined : undefined,
  };
}

function readTabs(node: HtmlElement, reader: Reader): ContentBlock {
  const navigation = findElement(node, byDataElement('navigation')) ?? firstElementChild(node);
  const content = findElement(node, byDataElement('content')) ?? elementChildren(node)[1];
  const headers = navigation ? elementChildren(navigation).map((header) => textContent(header).trim()) : [];
  const items = reader.blocks(content ? [content] : node.children).filter((block): block is TabItemBlock => block.type === 'tab-item');
  const alignment = /tab-align-(left|center|right)/.exec(node.attribs.class ?? '')?.[1] as 'left' | 'center' | 'right' | undefined;
  const activeTab = Number.parseInt(node.attribs['data-active-tab'] ?? '', 10);
  return {
    type: 'tabs',
    ...advanced(node, reader),
    defaultIndex: Number.isInteger(activeTab) && activeTab >= 0 && activeTab < items.length ? activeTab : 0,
    navigationAlignment: alignment ?? 'left',
    minHeight: cssValue(reader.styleOf(content), 'min-height'),
    headers: items.map((item, index) => item.name || headers[index] || String(index + 1)),
    children: items,
  };
}

function readTabItem(node: HtmlElement, reader: Reader): ContentBlock {
  return {
    type: 'tab-item',
    ...advanced(node, reader),
    name: node.attribs['data-tab-name'] ?? '',
    minHeight: cssValue(reader.styleOf(node), 'min-height'),
    background: backgroundOf(node, reader),
    children: reader.blocks(node.children),
  };
}

function buttonTypeOf(element: HtmlElement | undefined): ButtonType {
  if (element && hasClass(element, 'pagebuilder-button-secondary')) return 'secondary';
  if (element && hasClass(element, 'pagebuilder-button-link')) return 'link';
  return 'primary';
}

function readButtonItem(node: HtmlElement, reader: Reader): ContentBlock | null {
  const button = findElement(node, (element) => /pagebuilder-button-/.test(element.attribs.class ?? '')) ?? firstElementChild(node);
  const label = findElement(node, byDataElement('link_text')) ?? button;
  const text = label ? textContent(label).trim() : '';
  if (!text) return null;
  return {
    type: 'button-item',
    ...advanced(node, reader),
    text,
    buttonType: buttonTypeOf(button),
    link: button?.name === 'a' ? linkOf(button, reader) : undefined,
  };
}

function countOf(node: HtmlElement, names: string[], fallback: number): number {
  for (const name of names) {
    const value = Number.parseInt(node.attribs[name] ?? '', 10);
    if (value > 0 && value <= 12) return value;
  }
  return fallback;
}

/** Items in view per device; the settings' names vary between content sources, so several are read. */
function carouselCounts(node: HtmlElement, fallback: CarouselSettings['counts']): CarouselSettings['counts'] {
  return {
    mobile: countOf(node, ['data-mobile-count', 'data-slides-to-show-mobile', 'data-count-mobile'], fallback.mobile),
    tablet: countOf(node, ['data-tablet-count', 'data-slides-to-show-tablet', 'data-count-tablet'], fallback.tablet),
    pc: countOf(node, ['data-pc-count', 'data-slides-to-show-pc', 'data-count-pc', 'data-slides-to-show'], fallback.pc),
  };
}

function speedOf(node: HtmlElement): number {
  const value = Number.parseInt(node.attribs['data-autoplay-speed'] ?? '', 10);
  return value >= 1000 ? value : 4000;
}

function readProducts(node: HtmlElement, reader: Reader): ContentBlock | null {
  const fromItems = findAllElements(node, (element) => !!element.attribs['data-product-sku']).map(
    (element) => element.attribs['data-product-sku'],
  );
  const fromList = (node.attribs['data-skus'] ?? node.attribs['data-sku'] ?? '').split(',');
  // A stored widget directive names its SKUs as condition_option_value="A,B".
  const fromWidget = /condition_option_value="([^"]*)"/.exec(textContent(node))?.[1]?.split(',') ?? [];
  const skus = [...new Set([...fromItems, ...fromList, ...fromWidget].map((sku) => sku.trim()).filter(Boolean))];
  if (skus.length === 0) return null;
  return {
    type: 'products',
    ...advanced(node, reader),
    appearance: node.attribs['data-appearance'] === 'grid' ? 'grid' : 'carousel',
    skus,
    carousel: {
      autoplay: node.attribs['data-autoplay'] === 'true',
      autoplaySpeed: speedOf(node),
      infinite: node.attribs['data-infinite-loop'] === 'true',
      arrows: node.attribs['data-show-arrows'] !== 'false',
      dots: node.attribs['data-show-dots'] === 'true',
      mode: node.attribs['data-carousel-mode'] ?? 'default',
      centerPadding: safeCssValue(node.attribs['data-center-padding']),
      counts: carouselCounts(node, { mobile: 2, tablet: 3, pc: 4 }),
    },
  };
}

function readVideo(node: HtmlElement, reader: Reader): ContentBlock | null {
  const player = findElement(node, (element) => element.name === 'iframe' || element.name === 'video');
  const inner = findElement(node, byDataElement('inner')) ?? firstElementChild(node);
  // Settings sit on the main element or on the player, depending on who wrote the content.
  const setting = (...names: string[]) => names.map((name) => node.attribs[name] ?? player?.attribs[name]).find((value) => value !== undefined);
  const flag = (name: string) => setting(`data-${name}`) === 'true' || (player?.name === 'video' && name in player.attribs);
  const url = mediaUrl(setting('data-video-url', 'data-url') ?? attribute(player, 'src'), reader);
  if (!url) return null;
  const mobileUrl = mediaUrl(setting('data-video-mobile-src', 'data-mobile-url', 'data-video-mobile-url'), reader);
  return {
    type: 'video',
    ...advanced(node, reader),
    url,
    mobileUrl: mobileUrl !== url ? mobileUrl : undefined,
    image: mediaUrl(setting('data-image', 'data-fallback-src') ?? attribute(player, 'poster'), reader),
    autoplay: flag('autoplay'),
    muted: setting('data-muted') !== 'false' || flag('autoplay'),
    loop: flag('loop'),
    maxWidth: cssValue(reader.styleOf(inner), 'max-width') ?? safeCssValue(setting('data-max-width')),
  };
}

function readMap(node: HtmlElement, reader: Reader): ContentBlock {
  const raw = JSON.parse(node.attribs['data-locations'] ?? '[]') as Array<Record<string, unknown>>;
  const locations: MapLocation[] = raw.flatMap((entry) => {
    const position = (entry.position ?? entry) as { latitude?: unknown; longitude?: unknown };
    const latitude = Number(position.latitude);
    const longitude = Number(position.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const country = Array.isArray(entry.country) ? entry.country.join(' ') : text(entry.country);
    const address = [text(entry.address), text(entry.city), text(entry.state), text(entry.zipcode)].filter(Boolean).join(', ');
    return [
      {
        name: text(entry.location_name) ?? text(entry.name) ?? '',
        latitude,
        longitude,
        address: address || undefined,
        phone: text(entry.phone),
        country,
        comment: text(entry.comment),
      },
    ];
  });
  return {
    type: 'map',
    ...advanced(node, reader),
    height: cssValue(reader.styleOf(node), 'height'),
    locations,
    showControls: node.attribs['data-show-controls'] === 'true',
  };
}

function visibilityOf(value: string | undefined, fallback: Visibility): Visibility {
  return value === 'always' || value === 'hover' || value === 'never' ? value : fallback;
}

function readBanner(node: HtmlElement, reader: Reader): BannerBlock {
  const appearance = node.attribs['data-appearance'] ?? 'poster';
  const wrapper = findElement(node, byDataElement('wrapper')) ?? node;
  const overlay = findElement(node, byDataElement('overlay'));
  const content = findElement(node, byDataElement('content'));
  const anchor = findElement(node, (element) => element.name === 'a' && element.attribs['data-element'] === 'link');
  const button = findElement(node, byDataElement('button'));
  const showButton = visibilityOf(node.attribs['data-show-button'], 'always');
  const showOverlay = visibilityOf(node.attribs['data-show-overlay'], 'never');
  // The poster appearance keeps min-height and padding on its overlay, the collages on the wrapper.
  const boxStyle = reader.styleOf(appearance === 'poster' && overlay ? overlay : wrapper);
  const wrapperStyle = reader.styleOf(wrapper);
  const base = advanced(node, reader);
  return {
    type: node.attribs['data-content-type'] === 'slide' ? 'slide' : 'banner',
    ...base,
    style: { ...base.style, ...borderOf(wrapperStyle), ...textAlignOf(wrapperStyle) },
    appearance,
    minHeight: cssValue(boxStyle, 'min-height'),
    background: backgroundOf(wrapper, reader),
    video: videoBackgroundOf(wrapper, reader, findElement(node, byDataElement('video_overlay'))),
    html: content ? sanitizeContentHtml(innerHtml(content), reader.context) : '',
    link: linkOf(anchor, reader),
    showButton,
    buttonText: button && showButton !== 'never' ? textContent(button).trim() || undefined : undefined,
    buttonType: buttonTypeOf(button),
    showOverlay,
    overlayColor: overlay && showOverlay !== 'never' ? safeCssValue(overlay.attribs['data-overlay-color']) : undefined,
    contentStyle: paddingOf(boxStyle),
  };
}

function readSlider(node: HtmlElement, reader: Reader): ContentBlock | null {
  const slides = reader.blocks(node.children).filter((block): block is BannerBlock => block.type === 'slide' || block.type === 'banner');
  if (slides.length === 0) return null;
  return {
    type: 'slider',
    ...advanced(node, reader),
    minHeight: cssValue(reader.styleOf(node), 'min-height'),
    autoplay: node.attribs['data-autoplay'] === 'true',
    autoplaySpeed: speedOf(node),
    fade: node.attribs['data-fade'] === 'true',
    infinite: node.attribs['data-infinite-loop'] === 'true',
    showArrows: node.attribs['data-show-arrows'] === 'true',
    showDots: node.attribs['data-show-dots'] !== 'false',
    counts: carouselCounts(node, { mobile: 1, tablet: 1, pc: 1 }),
    children: slides,
  };
}
