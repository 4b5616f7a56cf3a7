/**
 * Writes CMS content the way Magento Page Builder stores it (the "master" format with inline
 * styles, as Page Builder 2.3 - 2.4.2 wrote it and as PWA Studio's parsers read it): every element
 * is an HTML element with data-content-type, data-appearance and data-element markers, and its
 * settings in data-* attributes and the style attribute. The block types are those of spec 001
 * §3.3.
 *
 * Conventions beyond stock Page Builder, for what the spec needs and Magento keeps elsewhere:
 * - products: the SKUs are listed in `data-skus="SKU1,SKU2"` on the element, in display order
 *   (stock Page Builder stores a catalog widget directive with condition_option_value; a headless
 *   storefront would have to run the widget to learn them). The carousel counts per device are
 *   `data-pc-count`, `data-tablet-count` and `data-mobile-count`; the element is otherwise empty.
 * - slider: the same three count attributes.
 * - video: `data-video-mobile-src` carries the mobile URL.
 * - map: `data-locations` is the JSON array Page Builder writes (location_name, position,
 *   country, address ...), HTML-escaped.
 * - banner, slide, row and column background images are in `data-background-images` exactly as
 *   Page Builder writes them: a JSON object whose quotes are backslash-escaped and then HTML
 *   escaped, e.g. {\&quot;desktop_image\&quot;:\&quot;/media/wysiwyg/home/hero-desktop.jpg\&quot;}.
 * - html: the code is stored as is (not escaped); the storefront sanitizes all content anyway.
 * - block: the block's content is inlined (as Magento renders it for GraphQL) and its identifier
 *   is kept in `data-block-identifier`.
 * - Links are root-relative paths without a store prefix ("/wedding-rings.html"); the storefront
 *   adds the current store view's prefix.
 * - Hidden elements carry "display: none;" in their style, as Page Builder's "Hide" does.
 */
import { escapeHtml } from '../localized.ts';

export interface Advanced {
  textAlign?: 'left' | 'center' | 'right';
  margin?: string;
  padding?: string;
  border?: 'none' | 'solid' | 'dotted' | 'dashed';
  borderColor?: string;
  borderWidth?: string;
  borderRadius?: string;
  cssClasses?: string;
  hidden?: boolean;
}

export type LinkType = 'default' | 'category' | 'product' | 'page';

function advancedStyle(advanced: Advanced = {}, extra = ''): string {
  const parts = [
    advanced.textAlign ? `text-align: ${advanced.textAlign};` : '',
    `border-style: ${advanced.border ?? 'none'};`,
    advanced.borderColor ? `border-color: ${advanced.borderColor};` : '',
    `border-width: ${advanced.borderWidth ?? '1px'};`,
    `border-radius: ${advanced.borderRadius ?? '0px'};`,
    extra,
    `margin: ${advanced.margin ?? '0px'};`,
    `padding: ${advanced.padding ?? '0px'};`,
    advanced.hidden ? 'display: none;' : '',
  ];
  return parts.filter(Boolean).join(' ');
}

function classAttribute(advanced: Advanced | undefined, base = ''): string {
  const classes = [base, advanced?.cssClasses ?? ''].filter(Boolean).join(' ');
  return classes ? ` class="${escapeHtml(classes)}"` : '';
}

/** Page Builder's data-background-images value: backslash-escaped JSON, HTML-escaped. */
export function backgroundImages(images?: { desktop?: string; mobile?: string }): string {
  if (!images?.desktop && !images?.mobile) return '{}';
  const entries: string[] = [];
  if (images.desktop) entries.push(`\\"desktop_image\\":\\"${images.desktop}\\"`);
  if (images.mobile) entries.push(`\\"mobile_image\\":\\"${images.mobile}\\"`);
  return escapeHtml(`{${entries.join(',')}}`);
}

function link(href: string | undefined, linkType: LinkType, openInNewTab: boolean | undefined, inner: string): string {
  if (!href) return inner;
  return `<a href="${escapeHtml(href)}" target="${openInNewTab ? '_blank' : ''}" data-link-type="${linkType}" title="" data-element="link">${inner}</a>`;
}

// ---------------------------------------------------------------------------------------------
// Layout

export interface RowOptions extends Advanced {
  appearance?: 'contained' | 'full-width' | 'full-bleed';
  minHeight?: string;
  backgroundColor?: string;
  backgroundImages?: { desktop?: string; mobile?: string };
  parallax?: boolean;
  parallaxSpeed?: number;
  verticalAlignment?: 'flex-start' | 'center' | 'flex-end';
}

export function row(children: string[], options: RowOptions = {}): string {
  const appearance = options.appearance ?? 'contained';
  const background = [
    `justify-content: ${options.verticalAlignment ?? 'flex-start'};`,
    'display: flex;',
    'flex-direction: column;',
    options.minHeight ? `min-height: ${options.minHeight};` : '',
    options.backgroundColor ? `background-color: ${options.backgroundColor};` : '',
    'background-position: left top;',
    'background-size: cover;',
    'background-repeat: no-repeat;',
    'background-attachment: scroll;',
  ]
    .filter(Boolean)
    .join(' ');
  const settings = [
    `data-enable-parallax="${options.parallax ? 1 : 0}"`,
    `data-parallax-speed="${options.parallaxSpeed ?? 0.5}"`,
    `data-background-images="${backgroundImages(options.backgroundImages)}"`,
    'data-background-type="image"',
    'data-video-loop="true"',
    'data-video-play-only-visible="true"',
    'data-video-lazy-load="true"',
    'data-video-fallback-src=""',
  ].join(' ');
  const style = advancedStyle(options, background);
  const content = children.join('');
  if (appearance === 'contained') {
    return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${settings} data-element="inner"${classAttribute(options)} style="${style}">${content}</div></div>`;
  }
  if (appearance === 'full-width') {
    return `<div data-content-type="row" data-appearance="full-width" ${settings} data-element="main"${classAttribute(options)} style="${style}"><div class="row-full-width-inner" data-element="inner">${content}</div></div>`;
  }
  return `<div data-content-type="row" data-appearance="full-bleed" ${settings} data-element="main"${classAttribute(options)} style="${style}">${content}</div>`;
}

export function columnGroup(lines: string[], options: Advanced & { gridSize?: number } = {}): string {
  return `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="${options.gridSize ?? 12}" data-element="main">${lines.join('')}</div>`;
}

export function columnLine(columns: string[]): string {
  return `<div class="pagebuilder-column-line" style="display: flex; width: 100%;" data-content-type="column-line" data-element="main">${columns.join('')}</div>`;
}

export interface ColumnOptions extends Advanced {
  width: string;
  appearance?: 'full-height' | 'align-top' | 'align-center' | 'align-bottom';
  minHeight?: string;
  backgroundColor?: string;
}

export function column(children: string[], options: ColumnOptions): string {
  const alignSelf = { 'full-height': 'stretch', 'align-top': 'flex-start', 'align-center': 'center', 'align-bottom': 'flex-end' }[options.appearance ?? 'full-height'];
  const layout = [
    'justify-content: flex-start;',
    'display: flex;',
    'flex-direction: column;',
    options.backgroundColor ? `background-color: ${options.backgroundColor};` : '',
    'background-position: left top;',
    'background-size: cover;',
    'background-repeat: no-repeat;',
    'background-attachment: scroll;',
    options.minHeight ? `min-height: ${options.minHeight};` : '',
    `width: ${options.width};`,
    `align-self: ${alignSelf};`,
  ]
    .filter(Boolean)
    .join(' ');
  return `<div${classAttribute(options, 'pagebuilder-column')} data-content-type="column" data-appearance="${options.appearance ?? 'full-height'}" data-background-images="{}" data-element="main" style="${advancedStyle(options, layout)}">${children.join('')}</div>`;
}

// ---------------------------------------------------------------------------------------------
// Elements

export function heading(text: string, options: Advanced & { type?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' } = {}): string {
  const tag = options.type ?? 'h2';
  return `<${tag} data-content-type="heading" data-appearance="default" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${escapeHtml(text)}</${tag}>`;
}

/** Rich text: `html` is already HTML. */
export function text(html: string, options: Advanced = {}): string {
  return `<div data-content-type="text" data-appearance="default" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${html}</div>`;
}

export interface ImageOptions extends Advanced {
  desktop: string;
  mobile?: string;
  alt: string;
  title?: string;
  link?: string;
  linkType?: LinkType;
  openInNewTab?: boolean;
  caption?: string;
}

export function image(options: ImageOptions): string {
  const imageStyle = 'border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;';
  const pictures =
    `<img class="pagebuilder-mobile-hidden" src="${escapeHtml(options.desktop)}" alt="${escapeHtml(options.alt)}" title="${escapeHtml(options.title ?? '')}" data-element="desktop_image" style="${imageStyle}">` +
    `<img class="pagebuilder-mobile-only" src="${escapeHtml(options.mobile ?? options.desktop)}" alt="${escapeHtml(options.alt)}" title="${escapeHtml(options.title ?? '')}" data-element="mobile_image" style="${imageStyle}">`;
  const caption = options.caption ? `<figcaption data-element="caption">${escapeHtml(options.caption)}</figcaption>` : '';
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${link(options.link, options.linkType ?? 'default', options.openInNewTab, pictures)}${caption}</figure>`;
}

export interface PosterOptions extends Advanced {
  /** HTML of the message. */
  content: string;
  desktopImage: string;
  mobileImage?: string;
  link?: string;
  linkType?: LinkType;
  openInNewTab?: boolean;
  buttonText?: string;
  buttonType?: 'primary' | 'secondary' | 'link';
  showButton?: 'always' | 'hover' | 'never';
  showOverlay?: 'always' | 'hover' | 'never';
  overlayColor?: string;
  minHeight?: string;
}

function poster(kind: 'banner' | 'slide', options: PosterOptions): string {
  const minHeight = options.minHeight ?? '400px';
  const button = options.buttonText
    ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${options.buttonType ?? 'primary'}" data-element="button" style="opacity: 1; visibility: visible;">${escapeHtml(options.buttonText)}</button>`
    : '';
  const overlayColor = options.showOverlay && options.showOverlay !== 'never' ? (options.overlayColor ?? 'rgba(0,0,0,0.25)') : '';
  const inner =
    `<div class="pagebuilder-${kind}-wrapper" data-background-images="${backgroundImages({ desktop: options.desktopImage, mobile: options.mobileImage })}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" style="background-position: center center; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-style: none; border-width: 1px; border-radius: 0px; min-height: ${minHeight};">` +
    `<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="${overlayColor}" aria-label="" title="" data-element="overlay" style="border-radius: 0px; min-height: ${minHeight}; background-color: ${overlayColor || 'transparent'}; padding: 40px;">` +
    `<div class="pagebuilder-poster-content"><div data-element="content">${options.content}</div>${button}</div></div></div>`;
  return link(options.link, options.linkType ?? 'default', options.openInNewTab, inner);
}

export function banner(options: PosterOptions): string {
  const showButton = options.buttonText ? (options.showButton ?? 'always') : 'never';
  return `<div data-content-type="banner" data-appearance="poster" data-show-button="${showButton}" data-show-overlay="${options.showOverlay ?? 'never'}" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${poster('banner', options)}</div>`;
}

export function slide(name: string, options: PosterOptions): string {
  const showButton = options.buttonText ? (options.showButton ?? 'always') : 'never';
  return `<div data-content-type="slide" data-slide-name="${escapeHtml(name)}" data-appearance="poster" data-show-button="${showButton}" data-show-overlay="${options.showOverlay ?? 'never'}" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${poster('slide', options)}</div>`;
}

export interface CarouselCounts {
  pc: number;
  tablet: number;
  mobile: number;
}

function countAttributes(counts: CarouselCounts): string {
  return `data-pc-count="${counts.pc}" data-tablet-count="${counts.tablet}" data-mobile-count="${counts.mobile}"`;
}

export function slider(
  slides: string[],
  options: Advanced & { autoplay?: boolean; autoplaySpeed?: number; fade?: boolean; infinite?: boolean; showArrows?: boolean; showDots?: boolean; minHeight?: string; counts?: CarouselCounts } = {},
): string {
  const settings = [
    `data-autoplay="${options.autoplay ?? true}"`,
    `data-autoplay-speed="${options.autoplaySpeed ?? 4000}"`,
    `data-fade="${options.fade ?? false}"`,
    `data-infinite-loop="${options.infinite ?? true}"`,
    `data-show-arrows="${options.showArrows ?? true}"`,
    `data-show-dots="${options.showDots ?? true}"`,
    countAttributes(options.counts ?? { pc: 1, tablet: 1, mobile: 1 }),
  ].join(' ');
  return `<div${classAttribute(options, 'pagebuilder-slider')} data-content-type="slider" data-appearance="default" ${settings} data-element="main" style="${advancedStyle(options, `min-height: ${options.minHeight ?? '400px'};`)}">${slides.join('')}</div>`;
}

export interface ProductsOptions extends Advanced {
  skus: readonly string[];
  appearance?: 'carousel' | 'grid';
  autoplay?: boolean;
  autoplaySpeed?: number;
  infinite?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  carouselMode?: 'default' | 'continuous';
  centerPadding?: string;
  counts?: CarouselCounts;
}

export function products(options: ProductsOptions): string {
  const appearance = options.appearance ?? 'carousel';
  const carousel =
    appearance === 'carousel'
      ? [
          `data-autoplay="${options.autoplay ?? false}"`,
          `data-autoplay-speed="${options.autoplaySpeed ?? 4000}"`,
          `data-infinite-loop="${options.infinite ?? false}"`,
          `data-show-arrows="${options.showArrows ?? true}"`,
          `data-show-dots="${options.showDots ?? true}"`,
          `data-carousel-mode="${options.carouselMode ?? 'default'}"`,
          `data-center-padding="${options.centerPadding ?? '90px'}"`,
          countAttributes(options.counts ?? { pc: 4, tablet: 3, mobile: 2 }),
          '',
        ].join(' ')
      : '';
  return `<div data-content-type="products" data-appearance="${appearance}" ${carousel}data-skus="${escapeHtml(options.skus.join(','))}" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}"></div>`;
}

export function tabs(items: Array<{ name: string; id: string; children: string[] }>, options: Advanced & { defaultIndex?: number; alignment?: 'left' | 'center' | 'right'; minHeight?: string } = {}): string {
  const alignment = options.alignment ?? 'left';
  const headers = items
    .map(
      (item) =>
        `<li role="tab" class="tab-header" data-element="headers" data-tab-name="${escapeHtml(item.name)}" style="border-radius: 0px; border-width: 1px;"><a href="#${item.id}" class="tab-title"><span class="tab-title">${escapeHtml(item.name)}</span></a></li>`,
    )
    .join('');
  const panels = items
    .map(
      (item) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${escapeHtml(item.name)}" data-background-images="{}" data-element="main" id="${item.id}" style="justify-content: flex-start; display: flex; flex-direction: column; background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-width: 1px; border-radius: 0px; margin: 0px; padding: 40px;">${item.children.join('')}</div>`,
    )
    .join('');
  return `<div${classAttribute(options, `tab-align-${alignment}`)} data-content-type="tabs" data-appearance="default" data-active-tab="${options.defaultIndex ?? 0}" data-element="main" style="${advancedStyle(options)}"><ul role="tablist" class="tabs-navigation" data-element="navigation" style="text-align: ${alignment};">${headers}</ul><div class="tabs-content" data-element="content" style="border-width: 1px; border-radius: 0px; min-height: ${options.minHeight ?? '300px'};">${panels}</div></div>`;
}

export interface ButtonItem {
  text: string;
  link: string;
  linkType?: LinkType;
  openInNewTab?: boolean;
  buttonType?: 'primary' | 'secondary' | 'link';
}

export function buttons(items: ButtonItem[], options: Advanced & { sameWidth?: boolean; appearance?: 'inline' | 'stacked' } = {}): string {
  const rendered = items
    .map(
      (item) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;"><a class="pagebuilder-button-${item.buttonType ?? 'primary'}" href="${escapeHtml(item.link)}" target="${item.openInNewTab ? '_blank' : ''}" data-link-type="${item.linkType ?? 'default'}" data-element="link" style="text-align: center;"><span data-element="link_text">${escapeHtml(item.text)}</span></a></div>`,
    )
    .join('');
  return `<div data-content-type="buttons" data-appearance="${options.appearance ?? 'inline'}" data-same-width="${options.sameWidth ?? false}" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${rendered}</div>`;
}

export function html(code: string, options: Advanced = {}): string {
  return `<div data-content-type="html" data-appearance="default" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}">${code}</div>`;
}

export function divider(options: Advanced & { width?: string; color?: string; thickness?: number } = {}): string {
  return `<div data-content-type="divider" data-appearance="default" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}"><hr data-element="line" style="width: ${options.width ?? '100%'}; border-width: ${options.thickness ?? 1}px; border-color: ${options.color ?? 'rgb(206, 206, 206)'}; display: inline-block;"></div>`;
}

/** `poster`: the still shown until the video plays, a picture of this store (also offline, where the video's own host cannot be reached). */
export function video(options: Advanced & { url: string; mobileUrl?: string; autoplay?: boolean; muted?: boolean; maxWidth?: string; poster?: string }): string {
  const poster = options.poster ? ` data-fallback-src="${escapeHtml(options.poster)}"` : '';
  return `<div data-content-type="video" data-appearance="default" data-element="main"${classAttribute(options)} style="${advancedStyle(options)}"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: ${options.maxWidth ?? '960px'}; display: inline-block; width: 100%;"><div class="pagebuilder-video-wrapper" data-element="wrapper" style="border-style: none; border-width: 1px; border-radius: 0px;"><div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${escapeHtml(options.url)}" data-video-mobile-src="${escapeHtml(options.mobileUrl ?? options.url)}" data-autoplay="${options.autoplay ?? false}" data-muted="${options.muted ?? true}"${poster} data-element="video"></iframe></div></div></div></div>`;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  country: string;
  address?: string;
  phone?: string;
  comment?: string;
}

export function map(locations: MapLocation[], options: Advanced & { height?: string; showControls?: boolean } = {}): string {
  const json = JSON.stringify(
    locations.map((location, index) => ({
      position: { latitude: location.latitude, longitude: location.longitude },
      location_name: location.name,
      phone: location.phone ?? '',
      address: location.address ?? '',
      city: '',
      state: '',
      zipcode: '',
      country: location.country,
      comment: location.comment ?? '',
      record_id: String(index),
    })),
  );
  return `<div data-content-type="map" data-appearance="default" data-show-controls="${options.showControls ?? true}" data-locations="${escapeHtml(json)}" data-element="main"${classAttribute(options)} style="${advancedStyle(options, `height: ${options.height ?? '400px'};`)}"></div>`;
}

/** A CMS block placed in a page, with the block's content inlined as Magento renders it. */
export function block(identifier: string, content: string, options: Advanced = {}): string {
  return `<div data-content-type="block" data-appearance="default" data-element="main" data-block-identifier="${escapeHtml(identifier)}"${classAttribute(options)} style="${advancedStyle(options)}">${content}</div>`;
}
