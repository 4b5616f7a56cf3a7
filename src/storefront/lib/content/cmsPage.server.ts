/**
 * A CMS page ready to draw: its content parsed into blocks and the products its carousels show,
 * fetched in one query. Used by the home page, the named CMS routes and the URL resolver.
 */
import type { AppLoadContext } from 'react-router';
import { MAX_PAGE_SIZE } from '../../../rules/catalog.ts';
import { TextMemo } from '../../../rules/textMemo.ts';
import { withSharedLeaves } from '../http/sharedValues.server.ts';
import { parseContent } from './parse.server.ts';
import { hasBlockOfType, productSkusOf, type ContentBlock, type MapTiles } from './types.ts';
import { faqOf, type Faq } from '../service/faq.ts';
import { PRODUCT_CARD, type CmsPageFields } from '../api/fragments.ts';
import { graphql, pageData } from '../api/graphql.ts';
import { toProductCard, type ProductCardData } from '../catalog/productCard.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface CmsPageData {
  identifier: string;
  title: string;
  heading: string | null;
  /** home, campaign, contact-us, faq or default (spec 000 §2 "Styled CMS page types"). */
  pageType: string;
  /** Whether the page draws its title: content that brings its own h1 does not need it. */
  showTitle: boolean;
  metaTitle: string;
  metaDescription: string | null;
  blocks: ContentBlock[];
  products: Record<string, ProductCardData>;
  faq: Faq | null;
  /** Map tiles, only for pages with a map block. */
  mapTiles: MapTiles | null;
}

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

export async function cmsPageData(args: LoaderArgsLike, view: StoreViewDefinition, page: CmsPageFields): Promise<CmsPageData> {
  const blocks = parseContentForView(args, view, page.content);
  return {
    identifier: page.identifier ?? '',
    title: page.title ?? '',
    heading: page.content_heading || null,
    pageType: page.page_type,
    showTitle: !hasHeadingOne(blocks),
    metaTitle: page.meta_title || (page.title ?? ''),
    metaDescription: page.meta_description,
    blocks,
    products: await productsOf(args, view, productSkusOf(blocks)),
    faq: page.page_type === 'faq' ? faqOf(blocks) : null,
    mapTiles: hasBlockOfType(blocks, 'map') ? { url: args.context.settings.mapTileUrl, attribution: args.context.settings.mapTileAttribution } : null,
  };
}

function hasHeadingOne(blocks: ContentBlock[]): boolean {
  return blocks.some((block) => {
    if (block.type === 'heading') return block.level === 'h1';
    if ('html' in block && /<h1[\s>]/i.test(block.html)) return true;
    return 'children' in block && hasHeadingOne(block.children as ContentBlock[]);
  });
}

export function parseContentForView(args: LoaderArgsLike, view: StoreViewDefinition, html: string | null | undefined): ContentBlock[] {
  if (!html) return [];
  const { publicUrl } = args.context.settings;
  // Kept by view, origin and HTML: parsing is the same every time, and what is skipped is logged
  // the first time. The blocks are only read from here on: pages share them.
  const viewKey = `${view.code} ${publicUrl}`;
  let parsed = parsedContent.get(viewKey);
  if (!parsed) parsedContent.set(viewKey, (parsed = new TextMemo<ContentBlock[]>(1_000_000)));
  return parsed.get(html, () =>
    withSharedLeaves(
      parseContent(
        html,
        { ownOrigin: publicUrl, view },
        { onSkip: (type, error) => args.context.log.warn({ err: error, contentType: type }, 'content block skipped') },
      ),
    ),
  );
}

/** Each store view's parsed content, by its HTML. */
const parsedContent = new Map<string, TextMemo<ContentBlock[]>>();

const CONTENT_PRODUCTS = graphql(`
  query ContentProducts($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items { ...ProductCard }
    }
  }
  ${PRODUCT_CARD}
`);

/** Product cards by SKU. A carousel that cannot be filled must not take the page down. */
async function productsOf(args: LoaderArgsLike, view: StoreViewDefinition, skus: string[]): Promise<Record<string, ProductCardData>> {
  if (skus.length === 0) return {};
  try {
    const { products } = await args.context.client.query(CONTENT_PRODUCTS, { skus: skus.slice(0, MAX_PAGE_SIZE), pageSize: MAX_PAGE_SIZE }, { anonymous: true }).then(pageData);
    return Object.fromEntries((products?.items ?? []).flatMap((product) => (product?.sku ? [[product.sku, toProductCard(product)]] : [])));
  } catch (error) {
    if (error instanceof Response) return {};
    args.context.log.warn({ err: error }, 'content products failed');
    return {};
  }
}
