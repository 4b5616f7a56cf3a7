/** CMS pages and blocks as the API shows them, typed by the schema's generated types. */
import type { CmsBlock, CmsPage } from '../../graphql/generated/schemaTypes.ts';
import { HOME_PAGE_IDENTIFIER, type CmsBlockRecord, type CmsPageRecord } from './service.ts';

/** Page Builder pages span the width; the storefront lays out rows itself. */
const PAGE_LAYOUT = 'cms-full-width';

/** A page, with the id the URL resolver reports for it (not a field of CmsPage). */
export type CmsPageView = CmsPage & { id: number };

/**
 * A page with the RoutableInterface fields the URL resolver answers with. Its relative URL is its
 * identifier, except the home page, which lives at the store view's root.
 */
export function cmsPageView(page: CmsPageRecord): CmsPageView {
  return {
    id: page.id,
    identifier: page.identifier,
    url_key: page.identifier,
    title: page.title,
    content: page.content,
    content_heading: page.contentHeading,
    page_layout: PAGE_LAYOUT,
    page_type: page.pageType,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    meta_keywords: page.metaKeywords,
    type: 'CMS_PAGE',
    relative_url: page.identifier === HOME_PAGE_IDENTIFIER ? '' : page.identifier,
    redirect_code: 0,
  };
}

export function cmsBlockView(block: CmsBlockRecord): CmsBlock {
  return { identifier: block.identifier, title: block.title, content: block.content };
}
