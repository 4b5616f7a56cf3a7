/**
 * sitemap.xml for search engines: every store view's categories, products and CMS pages, each URL
 * with its hreflang alternates in the other store views that have the same page (docs/design.md, Storefront;
 * the pages' own <link rel="alternate"> say the same).
 */
import type { AppLoadContext } from 'react-router';
import { MAX_PAGE_SIZE } from '../../../rules/catalog.ts';
import { footerGroupsOf } from '../chrome/footerLinks.server.ts';
import { graphql, pageData } from '../api/graphql.ts';
import { sitePagesOf } from './sitePages.ts';
import { DEFAULT_STORE_VIEW, STORE_VIEWS, hreflangOf, storePath, type StoreViewDefinition } from '../storeView/storeView.ts';

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

/** A category as the sitemap reads it, at any depth of the answer's tree. */
interface CategoryNode {
  url_path: string | null;
  url_suffix: string | null;
  children?: ReadonlyArray<CategoryNode | null> | null;
}

/** At most this many footer links are checked for CMS pages, per store view. */
const MAX_CMS_CANDIDATES = 20;

/** The loader arguments as if the request were for a page of `view`: the client asks in its language. */
function argsFor(args: LoaderArgsLike, view: StoreViewDefinition): LoaderArgsLike {
  return { request: new Request(new URL(storePath(view, '/'), args.request.url)), context: args.context };
}

async function productPaths(args: LoaderArgsLike): Promise<string[]> {
  const page = (currentPage: number) => args.context.client.query(PRODUCT_URLS, { pageSize: MAX_PAGE_SIZE, currentPage }, { anonymous: true }).then(pageData);
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, (first.products?.page_info?.total_pages ?? 1) - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => (answer.products?.items ?? []).flatMap((item) => (item?.url_key ? [`/${item.url_key}${item.url_suffix ?? ''}`] : [])));
}

function categoryPaths(nodes: ReadonlyArray<CategoryNode | null>): string[] {
  return nodes.flatMap((node) => (node?.url_path ? [`/${node.url_path}${node.url_suffix ?? ''}`, ...categoryPaths(node.children ?? [])] : []));
}

/** CMS pages the footer links to (FAQ, campaigns) beyond the named ones: those the resolver finds. */
async function linkedCmsPaths(args: LoaderArgsLike, footerHtml: string | undefined, known: Set<string>): Promise<string[]> {
  const candidates = [
    ...new Set(
      footerGroupsOf(footerHtml, args.context.settings.publicUrl)
        .flatMap((group) => group.links)
        .filter((link) => !link.external && !link.href.includes('?') && !link.href.endsWith('.html'))
        .map((link) => link.href)
        .filter((path) => !known.has(path)),
    ),
  ].slice(0, MAX_CMS_CANDIDATES);
  if (!candidates.length) return [];
  const routes = await Promise.all(candidates.map((url) => args.context.client.query(SITEMAP_ROUTE, { url }, { anonymous: true }).then(pageData)));
  return candidates.filter((_, index) => routes[index].route?.type === 'CMS_PAGE');
}

/** Paths within one store view: its own pages, categories, products and CMS pages. */
async function pathsOf(args: LoaderArgsLike, view: StoreViewDefinition): Promise<string[]> {
  const viewArgs = argsFor(args, view);
  const [{ categoryList, cmsBlocks }, products] = await Promise.all([viewArgs.context.client.query(SITEMAP_CATALOG, undefined, { anonymous: true }).then(pageData), productPaths(viewArgs)]);
  const pages = sitePagesOf(view).map((page) => page.path);
  const cms = await linkedCmsPaths(viewArgs, cmsBlocks?.items?.[0]?.content ?? undefined, new Set(pages));
  // The root category is the store itself, the home page: its children are the categories.
  return [...new Set([...pages, ...cms, ...categoryPaths((categoryList ?? []).flatMap((root) => root?.children ?? [])), ...products])];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

export async function sitemapXml(args: LoaderArgsLike): Promise<string> {
  const origin = args.context.settings.publicUrl;
  const pathsByView = await Promise.all(STORE_VIEWS.map(async (view) => ({ view, paths: await pathsOf(args, view) })));
  const viewsByPath = new Map<string, StoreViewDefinition[]>();
  for (const { view, paths } of pathsByView) {
    for (const path of paths) viewsByPath.set(path, [...(viewsByPath.get(path) ?? []), view]);
  }
  const url = (view: StoreViewDefinition, path: string) => escapeXml(`${origin}${storePath(view, path)}`);
  const entries = [...viewsByPath].flatMap(([path, views]) => {
    const alternates = views.map((view) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(view)}" href="${url(view, path)}"/>`);
    if (views.includes(DEFAULT_STORE_VIEW)) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_STORE_VIEW, path)}"/>`);
    return views.map((view) => `<url><loc>${url(view, path)}</loc>${alternates.join('')}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const SITEMAP_CATALOG = graphql(`
  query SitemapCatalog {
    categoryList {
      url_path url_suffix
      children { url_path url_suffix children { url_path url_suffix children { url_path url_suffix children { url_path url_suffix } } } }
    }
    cmsBlocks(identifiers: ["footer-links"]) { items { content } }
  }
`);

const PRODUCT_URLS = graphql(`
  query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
    products(pageSize: $pageSize, currentPage: $currentPage) {
      page_info { total_pages }
      items { url_key url_suffix }
    }
  }
`);

/** What a footer link leads to: one query a link, so that codegen types it as every other. */
const SITEMAP_ROUTE = graphql(`
  query SitemapRoute($url: String!) {
    route(url: $url) { type }
  }
`);
