/**
 * Renders a content tree (spec 001 §3.3): one component per Page Builder type. The tree was
 * parsed and sanitized on the server; hidden and unreadable blocks never reached it. Containers
 * (rows, columns, tabs, buttons) draw the children this walk hands them and never walk the tree
 * themselves, so the walk is the one place that knows every type.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { ContentBlock } from '../../lib/content/types.ts';
import { Banner } from './Banner.tsx';
import { Buttons, ButtonItem } from './Buttons.tsx';
import { Column, ColumnGroup } from './Columns.tsx';
import { ContentImage } from './ContentImage.tsx';
import { HydrateNearViewport } from '../hydration/HydrateNearViewport.tsx';
import { Divider, Heading, RichHtml } from './Basics.tsx';
import { Row } from './Row.tsx';
import { Slider } from './Slider.tsx';

/**
 * Blocks few pages hold (a map, a video, tabs, a product carousel) load with the first page that
 * draws one, so every other page (each has the promotion bar's blocks) does not carry their
 * scripts. The server draws them whole all the same; in the browser each hydrates once its script
 * has come, behind a boundary of its own.
 */
const MapBlockView = lazy(() => import('./MapBlock.tsx').then((module) => ({ default: module.MapBlockView })));
const ProductCarousel = lazy(() => import('./ProductCarousel.tsx').then((module) => ({ default: module.ProductCarousel })));
const Tabs = lazy(() => import('./Tabs.tsx').then((module) => ({ default: module.Tabs })));
const VideoBlockView = lazy(() => import('./VideoBlock.tsx').then((module) => ({ default: module.VideoBlockView })));

function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * `title` names what the blocks are about (a tab's name); a heading among them names what follows
 * it. Product carousels take that name, so that each is a region of its own ("New Arrivals",
 * "Best Sellers"), not one of several called "Products" (axe landmark-unique).
 */
export function ContentBlocks({ blocks, title }: { blocks: ContentBlock[]; title?: string }) {
  let name = title;
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === 'heading' && block.text) name = block.text;
        return <ContentBlockView key={index} block={block} title={name} />;
      })}
    </>
  );
}

/**
 * A page's own content: the first block (the opening banner or slider) hydrates with the page, the
 * rest as the shopper scrolls to them (HydrateNearViewport).
 */
export function PageContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        index === 0 ? (
          <ContentBlockView key={index} block={block} />
        ) : (
          <HydrateNearViewport key={index}>
            <ContentBlockView block={block} />
          </HydrateNearViewport>
        ),
      )}
    </>
  );
}

function ContentBlockView({ block, title }: { block: ContentBlock; title?: string }) {
  switch (block.type) {
    case 'row':
      return (
        <Row block={block}>
          <ContentBlocks blocks={block.children} />
        </Row>
      );
    case 'column-group':
    case 'column-line':
      return (
        <ColumnGroup block={block}>
          <ContentBlocks blocks={block.children} />
        </ColumnGroup>
      );
    case 'column':
      return (
        <Column block={block}>
          <ContentBlocks blocks={block.children} />
        </Column>
      );
    case 'image':
      return <ContentImage block={block} />;
    case 'heading':
      return <Heading block={block} />;
    case 'text':
    case 'html':
      return <RichHtml block={block} />;
    case 'tabs':
      return (
        <Loaded>
          <Tabs block={block} panels={block.children.map((item, index) => <ContentBlocks key={index} blocks={item.children} title={item.name} />)} />
        </Loaded>
      );
    case 'tab-item':
      return <ContentBlocks blocks={block.children} title={block.name} />;
    case 'buttons':
      return (
        <Buttons block={block}>
          <ContentBlocks blocks={block.children} />
        </Buttons>
      );
    case 'button-item':
      return <ButtonItem block={block} />;
    case 'block':
      return (
        <div className={block.className} style={block.style}>
          <ContentBlocks blocks={block.children} />
        </div>
      );
    case 'products':
      return (
        <Loaded>
          <ProductCarousel block={block} title={title} />
        </Loaded>
      );
    case 'divider':
      return <Divider block={block} />;
    case 'video':
      return (
        <Loaded>
          <VideoBlockView block={block} />
        </Loaded>
      );
    case 'map':
      return (
        <Loaded>
          <MapBlockView block={block} />
        </Loaded>
      );
    case 'banner':
    case 'slide':
      return <Banner block={block} />;
    case 'slider':
      return <Slider block={block} />;
  }
}
