/**
 * Page Builder content as the storefront draws it (spec 001 §3.3). The server parses stored HTML
 * into this tree (parse.server.ts); components render it. Everything here is plain data, so it
 * travels in loader data and the browser needs no HTML parser.
 */

/** React inline style, camelCase keys. Only properties read from known fields end up here. */
export type BlockStyle = Record<string, string>;

/** Advanced fields on every type: spacing, border, radius, text alignment, classes. */
export interface BlockBase {
  style: BlockStyle;
  className?: string;
}

export interface ContentLink {
  /** A path within the store view (internal) or an absolute URL (external). */
  href: string;
  external: boolean;
  openInNewTab: boolean;
  /** default, category, product or page. */
  linkType: string;
}

export interface Background {
  color?: string;
  desktopImage?: string;
  mobileImage?: string;
  size?: string;
  position?: string;
  attachment?: string;
  repeat?: string;
}

export interface VideoBackground {
  src: string;
  fallbackSrc?: string;
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoad: boolean;
  overlayColor?: string;
}

export type VerticalAlignment = 'top' | 'middle' | 'bottom';

export interface RowBlock extends BlockBase {
  type: 'row';
  appearance: 'contained' | 'full-width' | 'full-bleed';
  minHeight?: string;
  verticalAlignment?: VerticalAlignment;
  background: Background;
  parallax: { enabled: boolean; speed: number };
  video?: VideoBackground;
  children: ContentBlock[];
}

export interface ColumnGroupBlock extends BlockBase {
  type: 'column-group' | 'column-line';
  minHeight?: string;
  children: ContentBlock[];
}

export interface ColumnBlock extends BlockBase {
  type: 'column';
  /** align-top, align-center, align-bottom or full-height. */
  appearance: string;
  width?: string;
  minHeight?: string;
  verticalAlignment?: VerticalAlignment;
  background: Background;
  children: ContentBlock[];
}

export interface ImageBlock extends BlockBase {
  type: 'image';
  desktopImage: string;
  /** Swapped in below 768px when it differs from the desktop image. */
  mobileImage?: string;
  alt: string;
  title?: string;
  width?: number;
  height?: number;
  link?: ContentLink;
  caption?: string;
}

export interface HeadingBlock extends BlockBase {
  type: 'heading';
  level: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  text: string;
}

/** text, html and a block's plain rich content: sanitized HTML. */
export interface HtmlBlock extends BlockBase {
  type: 'text' | 'html';
  html: string;
}

export interface TabsBlock extends BlockBase {
  type: 'tabs';
  defaultIndex: number;
  navigationAlignment: 'left' | 'center' | 'right';
  minHeight?: string;
  headers: string[];
  children: TabItemBlock[];
}

export interface TabItemBlock extends BlockBase {
  type: 'tab-item';
  name: string;
  minHeight?: string;
  background: Background;
  children: ContentBlock[];
}

export interface ButtonsBlock extends BlockBase {
  type: 'buttons';
  appearance: string;
  sameWidth: boolean;
  children: ContentBlock[];
}

export type ButtonType = 'primary' | 'secondary' | 'link';

export interface ButtonItemBlock extends BlockBase {
  type: 'button-item';
  text: string;
  buttonType: ButtonType;
  link?: ContentLink;
}

export interface BlockBlock extends BlockBase {
  type: 'block';
  children: ContentBlock[];
}

export interface CarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  dots: boolean;
  /** Items in view on phones, tablets and desktops. */
  counts: { mobile: number; tablet: number; pc: number };
}

export interface ProductsBlock extends BlockBase {
  type: 'products';
  appearance: 'carousel' | 'grid';
  skus: string[];
  carousel: CarouselSettings & { mode: string; centerPadding?: string };
}

export interface DividerBlock extends BlockBase {
  type: 'divider';
  width?: string;
  color?: string;
  thickness?: string;
}

export interface VideoBlock extends BlockBase {
  type: 'video';
  url: string;
  mobileUrl?: string;
  /** Shown first, and again when a video that does not loop ends. */
  image?: string;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  maxWidth?: string;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  address?: string;
  phone?: string;
  country?: string;
  comment?: string;
}

/** Tile server of the store's maps (configuration: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export interface MapBlock extends BlockBase {
  type: 'map';
  height?: string;
  locations: MapLocation[];
  showControls: boolean;
}

export type Visibility = 'always' | 'hover' | 'never';

export interface BannerBlock extends BlockBase {
  type: 'banner' | 'slide';
  /** poster, collage-left, collage-centered or collage-right. */
  appearance: string;
  minHeight?: string;
  background: Background;
  video?: VideoBackground;
  html: string;
  link?: ContentLink;
  showButton: Visibility;
  buttonText?: string;
  buttonType: ButtonType;
  showOverlay: Visibility;
  overlayColor?: string;
  /** Padding of the content box, from the wrapper or poster overlay. */
  contentStyle: BlockStyle;
}

export interface SliderBlock extends BlockBase {
  type: 'slider';
  minHeight?: string;
  autoplay: boolean;
  autoplaySpeed: number;
  fade: boolean;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
  counts: CarouselSettings['counts'];
  children: BannerBlock[];
}

export type ContentBlock =
  | RowBlock
  | ColumnGroupBlock
  | ColumnBlock
  | ImageBlock
  | HeadingBlock
  | HtmlBlock
  | TabsBlock
  | TabItemBlock
  | ButtonsBlock
  | ButtonItemBlock
  | BlockBlock
  | ProductsBlock
  | DividerBlock
  | VideoBlock
  | MapBlock
  | BannerBlock
  | SliderBlock;

/** Every SKU that product blocks of the tree show, so a loader can fetch them in one query. */
export function productSkusOf(blocks: ContentBlock[]): string[] {
  const skus = new Set<string>();
  const visit = (block: ContentBlock) => {
    if (block.type === 'products') block.skus.forEach((sku) => skus.add(sku));
    if ('children' in block) (block.children as ContentBlock[]).forEach(visit);
  };
  blocks.forEach(visit);
  return [...skus];
}

/** Whether any block is a map: the page then loads Leaflet. */
export function hasBlockOfType(blocks: ContentBlock[], type: ContentBlock['type']): boolean {
  return blocks.some((block) => block.type === type || ('children' in block && hasBlockOfType(block.children as ContentBlock[], type)));
}

/** The background of the first row, banner or slide that has one: usually the page's largest picture. */
export function firstBackgroundOf(blocks: ContentBlock[]): Background | null {
  for (const block of blocks) {
    if ((block.type === 'row' || block.type === 'banner' || block.type === 'slide' || block.type === 'column') && block.background.desktopImage) {
      return block.background;
    }
    if ('children' in block) {
      const found = firstBackgroundOf(block.children as ContentBlock[]);
      if (found) return found;
    }
  }
  return null;
}
