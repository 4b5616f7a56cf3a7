/**
 * Categories as the API shows them (Magento's CategoryTree), in the store view's language. Children,
 * product counts and image URLs are resolved per field (resolvers.ts), so a view is cheap to make and
 * a menu costs only the levels a client asks for.
 */
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { CATEGORY_URL_SUFFIX } from '../../../rules/storeViews.ts';
import type { CategoryRecord, CategoryTree } from './categoryTree.ts';
import { encodeUid } from './uid.ts';

export interface BreadcrumbView {
  category_id: number;
  category_uid: string;
  category_name: string;
  category_level: number;
  category_url_key: string;
  category_url_path: string;
}

export interface CategoryView {
  id: number;
  uid: string;
  name: string;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  url_key: string;
  url_path: string;
  url_suffix: string;
  canonical_url: string;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  is_page_internal: boolean;
  page_url: string | null;
  browser_more_url: string | null;
  is_store_brand: boolean;
  /** Files under media/catalog/category; the image fields resolve them to URLs for the website. */
  imageFile: string | null;
  imageBannerFile: string | null;
  category_code: string | null;
  menu_collection_label: string | null;
  menu_collection_label_v1: { code: string; label: string } | null;
  children_count: string;
  breadcrumbs: BreadcrumbView[];
  /** RoutableInterface, for answers of route(). */
  type: 'CATEGORY';
  relative_url: string;
  redirect_code: number;
}

function optionalText(text: CategoryRecord['description'], locale: LocaleKey): string | null {
  return text ? pickLocalized(text, locale) || null : null;
}

export function categoryUrl(record: Pick<CategoryRecord, 'urlPath'>): string {
  return `${record.urlPath}${CATEGORY_URL_SUFFIX}`;
}

export function toCategoryView(record: CategoryRecord, tree: CategoryTree, locale: LocaleKey): CategoryView {
  const collectionLabel = record.menuCollectionLabelCode
    ? {
        code: record.menuCollectionLabelCode,
        label: record.menuCollectionLabelText ? pickLocalized(record.menuCollectionLabelText, locale) : record.menuCollectionLabelCode,
      }
    : null;
  return {
    id: record.id,
    uid: encodeUid(record.id),
    name: pickLocalized(record.name, locale),
    description: optionalText(record.description, locale),
    meta_title: optionalText(record.metaTitle, locale),
    meta_description: optionalText(record.metaDescription, locale),
    url_key: record.urlKey,
    url_path: record.urlPath,
    url_suffix: CATEGORY_URL_SUFFIX,
    canonical_url: categoryUrl(record),
    path: record.path,
    level: record.level,
    position: record.position,
    include_in_menu: record.includeInMenu ? 1 : 0,
    is_page_internal: record.isPageInternal,
    page_url: record.pageUrl,
    browser_more_url: record.browserMoreUrl,
    is_store_brand: record.isStoreBrand,
    imageFile: record.image,
    imageBannerFile: record.imageBanner,
    category_code: record.categoryCode,
    menu_collection_label: record.menuCollectionLabel,
    menu_collection_label_v1: collectionLabel,
    // The children a menu shows, so `children_count > 0` agrees with `children`.
    children_count: String(tree.menuChildren(record.id).length),
    breadcrumbs: tree.ancestors(record).map((ancestor) => ({
      category_id: ancestor.id,
      category_uid: encodeUid(ancestor.id),
      category_name: pickLocalized(ancestor.name, locale),
      category_level: ancestor.level,
      category_url_key: ancestor.urlKey,
      category_url_path: ancestor.urlPath,
    })),
    type: 'CATEGORY',
    relative_url: categoryUrl(record),
    redirect_code: 0,
  };
}
