/**
 * A category page as the URL resolver finds it: banner, name, description, breadcrumbs, and one
 * page of its products with sort and filters from the URL. Product pages are in productPage.server.ts.
 */
import type { AppLoadContext } from 'react-router';
import type { ContentBlock } from '../content/types.ts';
import { parseContentForView } from '../content/cmsPage.server.ts';
import type { BreadcrumbFields } from '../api/fragments.ts';
import { contentImageSources, type ImageSources } from '../storeView/images.ts';
import { resolveLink } from '../storeView/links.ts';
import { loadListing, type ListingData } from './listing.server.ts';
import type { ListingState } from './listing.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface Crumb {
  name: string;
  /** Path within the store view; the current page has none. */
  path: string | null;
}

/** The category fields of the resolver's answer. Uses BreadcrumbFields: the query adds it. */
export const CATEGORY_PAGE_FIELDS = /* GraphQL */ `
  fragment CategoryPageFields on CategoryTree {
    uid
    name
    description
    url_path
    url_suffix
    meta_title
    meta_description
    image_banner
    breadcrumbs { ...BreadcrumbFields }
  }
`;

export interface CategoryRoute {
  uid: string;
  name: string;
  description: string | null;
  url_path: string;
  url_suffix: string;
  meta_title: string | null;
  meta_description: string | null;
  image_banner: string | null;
  breadcrumbs: BreadcrumbFields[];
}

export interface CategoryPageData {
  name: string;
  metaTitle: string;
  metaDescription: string | null;
  breadcrumbs: Crumb[];
  description: ContentBlock[];
  banner: ImageSources | null;
  listing: ListingData;
}

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

export function crumbsOf(breadcrumbs: BreadcrumbFields[], suffix: string): Crumb[] {
  return [...breadcrumbs]
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({ name: crumb.category_name ?? '', path: `/${crumb.category_url_path ?? ''}${suffix}` }));
}

/** The banner as the API gives it (an absolute URL on the store's media host) as responsive sources. */
function bannerOf(imageBanner: string | null, ownOrigin: string): ImageSources | null {
  const link = resolveLink(imageBanner, ownOrigin);
  if (!link) return null;
  return contentImageSources(link.internal ? link.path : link.href);
}

export async function categoryPageData(
  args: LoaderArgsLike,
  view: StoreViewDefinition,
  category: CategoryRoute,
  state: ListingState,
): Promise<CategoryPageData> {
  return {
    name: category.name,
    metaTitle: category.meta_title || category.name,
    metaDescription: category.meta_description,
    breadcrumbs: [...crumbsOf(category.breadcrumbs, category.url_suffix), { name: category.name, path: null }],
    description: parseContentForView(args, view, category.description),
    banner: bannerOf(category.image_banner, args.context.settings.publicUrl),
    listing: await loadListing(args, view, { categoryUid: category.uid }, state),
  };
}
