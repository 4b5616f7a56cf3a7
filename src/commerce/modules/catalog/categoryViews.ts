/**
 * Categories as the API shows them (Magento's CategoryTree), in the store view's language. Children,
 * product counts and image URLs are resolved per field (resolvers.ts), so a view is cheap to make and
 * a menu costs only the levels a client asks for.
 */
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { CATEGORY_URL_SUFFIX } from '../../../rules/storeViews.ts';
import type { CategoryTree as CategoryTreeFields } from '../../graphql/generated/schemaTypes.ts';
import type { View } from '../../core/views.ts';
import type { CategoryRecord, CategoryTree } from './categoryTree.ts';
import { encodeUid } from './uid.ts';

/**
 * A category as CategoryTree shows it. Children, product counts, products and image URLs resolve
 * per field (resolvers.ts); the view carries the image files those URLs are made from.
 */
export type CategoryView = View<
  CategoryTreeFields,
  'children' | 'product_count' | 'products' | 'image' | 'image_banner',
  {
    /** Files under media/catalog/category; the image fields resolve them to URLs for the website. */
    imageFile: string | null;
    imageBannerFile: string | null;
  }
>;

function optionalText(text: CategoryRecord['description'], locale: LocaleKey): string | null {
  return text ? pickLocalized(text, locale) || null : null;
}

export function categoryUrl(record: Pick<CategoryRecord, 'urlPath'>): string {
  return `${record.urlPath}${CATEGORY_URL_SUFFIX}`;
}

/**
 * Views made within each tree, by language and category. A tree is one catalog version's and never
 * changes, so a category's view in it is made once, not for every page: the store layout asks for
 * the whole menu, two levels of categories, on each page it draws. A new version is a new tree,
 * and its views are made afresh; the old tree's go with it.
 */
const madeViews = new WeakMap<CategoryTree, Map<string, CategoryView>>();

/** A category's view, shared by every request that asks for it within one tree: read, never changed. */
export function toCategoryView(record: CategoryRecord, tree: CategoryTree, locale: LocaleKey): CategoryView {
  let views = madeViews.get(tree);
  if (!views) madeViews.set(tree, (views = new Map()));
  const key = `${locale} ${record.id}`;
  let view = views.get(key);
  if (!view) views.set(key, (view = makeCategoryView(record, tree, locale)));
  return view;
}

function makeCategoryView(record: CategoryRecord, tree: CategoryTree, locale: LocaleKey): CategoryView {
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
    meta_keywords: null,
    display_mode: 'PRODUCTS',
    cms_block: null,
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
