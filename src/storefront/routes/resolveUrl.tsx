/**
 * Any other path (spec 000 §2): the URL resolver decides the page. A CMS page, a category or a
 * product is drawn; redirect codes 301 and 302 become redirects to the resolved URL under the
 * current prefix; an unknown path is the 404 view; a resolver failure is the routing error view.
 * A category listing whose next filter, sort or page fails to load stays on screen with a notice
 * (spec 001 §8 "Category errors: previous state kept").
 */
import { lazy, useEffect } from 'react';
import { data, isRouteErrorResponse, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/resolveUrl';
import { cmsPageHeroPreloads } from '../components/cms/cmsPageMeta.ts';
import { CATEGORY_PAGE_FIELDS, categoryPageData, type CategoryPageData, type CategoryRoute } from '../lib/catalog/catalogPages.server.ts';
import { clearCartNoticeCookie, readCartNotice } from '../lib/cart/cartNotice.ts';
import { cmsPageData } from '../lib/content/cmsPage.server.ts';
import { BREADCRUMBS, CMS_PAGE_FIELDS, PRODUCT_CARD } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { listingStateOf } from '../lib/catalog/listing.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { PRODUCT_PAGE_FIELDS, productPageData, productRouteOf } from '../lib/catalog/productPage.server.ts';
import { isMadeToOrderType } from '../lib/customizer/designListing.ts';
import { notFound, routingFailure } from '../lib/http/responses.ts';
import { staffShelfTags } from '../lib/staff/shelfTags.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { isBagAction, pathWithinStore, storePath } from '../lib/storeView/storeView.ts';
import type { CategoryPageFieldsFragment } from '../lib/generated/operations.ts';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const args = { matches, location };
  switch (loaderData.kind) {
    case 'cms':
      return [
        ...pageMeta(args, { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription }),
        ...cmsPageHeroPreloads(loaderData.page),
      ];
    case 'category':
    case 'listing-kept': {
      const { category } = loaderData;
      // Later pages of a listing say which page they are, so that their titles differ.
      const page = category.listing.page > 1 ? ` | ${messageOf(matches, 'listing.pageTitle', { page: category.listing.page })}` : '';
      return pageMeta(args, { title: `${category.metaTitle}${page}`, description: category.metaDescription });
    }
    case 'product':
      return [
        ...pageMeta(args, { title: loaderData.product.metaTitle, description: loaderData.product.metaDescription }),
        { 'script:ld+json': loaderData.product.jsonLd },
      ];
  }
};

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  const { route } = await args.context.client.query(RESOLVE_ROUTE, { url: pathWithinStore(url.pathname) }, { anonymous: true }).then(pageData).catch((error: unknown) => {
    // A missing entity is already the 404 response; anything else means routing failed.
    if (!(error instanceof Error)) throw error;
    args.context.log.error({ err: error, url: url.pathname }, 'URL resolver failed');
    throw routingFailure();
  });
  if (!route) throw notFound();
  if (route.redirect_code === 301 || route.redirect_code === 302) {
    throw redirect(`${storePath(view, `/${route.relative_url ?? ''}`)}${url.search}`, route.redirect_code);
  }

  switch (route.type) {
    case 'CMS_PAGE':
      if (!('identifier' in route)) throw notFound();
      return { kind: 'cms' as const, page: await cmsPageData(args, view, route) };
    case 'CATEGORY':
      if (!('uid' in route)) throw notFound();
      return { kind: 'category' as const, category: await categoryPageData(args, view, categoryRouteOf(route), listingStateOf(url.searchParams)) };
    case 'PRODUCT': {
      if (!('sku' in route)) throw notFound();
      // After a bag form posted without scripts, its refusal is shown beside the button, once.
      const bagNotice = readCartNotice(args.request.headers.get('cookie')) ?? null;
      const product = productPageData(args, view, productRouteOf(route), url.searchParams);
      // Staff see the piece's QR code instead of Add to bag (docs/decisions.md, "The staff bag").
      const staffTags = isMadeToOrderType(product.typeId) ? null : await staffShelfTags(args.context, view, product.sku);
      const page = { kind: 'product' as const, product, bagNotice, staffTags };
      if (!bagNotice) return page;
      return data(page, { headers: { 'Set-Cookie': clearCartNoticeCookie({ secure: url.protocol === 'https:' }) } });
    }
    default:
      throw notFound();
  }
}

/** The category listing on screen, in the browser: what a failed change of it leaves shown. */
let shownListing: { pathname: string; category: CategoryPageData } | null = null;

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    const page = await serverLoader();
    // The page's view arrives before the navigation ends: the address changes once the page can
    // be drawn, and the loading bar stays until then. A script that fails to come is left to the
    // drawing, which meets it as before.
    await VIEW_SCRIPTS[page.kind]().catch(() => undefined);
    return page;
  } catch (error) {
    // Only a change of the listing on screen keeps it; a page that is not there is still the 404.
    const kept = shownListing;
    if (!kept || kept.pathname !== new URL(request.url).pathname || (isRouteErrorResponse(error) && error.status === 404)) throw error;
    return { kind: 'listing-kept' as const, category: kept.category };
  }
}

/** The bag's answers change no catalog page: adding to the bag draws nothing again but the header's count. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && isBagAction(formAction)) return false;
  return defaultShouldRevalidate;
}

/*
 * Each kind of page loads its own view: a product page carries no category grid or filters, a
 * category page no gallery or bag form (the product page's script budget, docs/decisions.md). No
 * Suspense boundary: the server waits for the view before it sends the page, and the browser keeps
 * the server's HTML until the view's script has arrived and hydrated it.
 */
const cmsPageViewScript = () => import('../components/cms/CmsPageView.tsx');
const categoryViewScript = () => import('../components/catalog/CategoryView.tsx');
const productViewScript = () => import('../components/catalog/ProductView.tsx');
const CmsPageView = lazy(() => cmsPageViewScript().then((module) => ({ default: module.CmsPageView })));
const CategoryView = lazy(() => categoryViewScript().then((module) => ({ default: module.CategoryView })));
const ProductView = lazy(() => productViewScript().then((module) => ({ default: module.ProductView })));
/** Each kind of page's view script, fetched by a navigation before it shows the page. */
const VIEW_SCRIPTS = { cms: cmsPageViewScript, category: categoryViewScript, product: productViewScript } as const;

export default function ResolvedPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (loaderData.kind === 'category') shownListing = { pathname, category: loaderData.category };
    else if (loaderData.kind !== 'listing-kept') shownListing = null;
  }, [loaderData, pathname]);
  switch (loaderData.kind) {
    case 'cms':
      return <CmsPageView page={loaderData.page} />;
    case 'category':
      return <CategoryView category={loaderData.category} />;
    case 'listing-kept':
      return <CategoryView category={loaderData.category} loadFailed />;
    case 'product':
      return <ProductView key={loaderData.product.sku} product={loaderData.product} bagNotice={loaderData.bagNotice} staffTags={loaderData.staffTags} />;
  }
}

/** The resolver's category as the category page reads it: the API may leave its names and path null. */
function categoryRouteOf(category: CategoryPageFieldsFragment): CategoryRoute {
  return {
    ...category,
    name: category.name ?? '',
    url_path: category.url_path ?? '',
    url_suffix: category.url_suffix ?? '',
    breadcrumbs: (category.breadcrumbs ?? []).flatMap((crumb) => (crumb ? [crumb] : [])),
  };
}

const RESOLVE_ROUTE = graphql(`
  query ResolveRoute($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
      ... on CmsPage { ...CmsPageFields }
      ... on CategoryTree { ...CategoryPageFields }
      ... on ProductInterface { ...ProductPageFields }
    }
  }
  ${CMS_PAGE_FIELDS}
  ${CATEGORY_PAGE_FIELDS}
  ${PRODUCT_PAGE_FIELDS}
  ${BREADCRUMBS}
  ${PRODUCT_CARD}
`);
