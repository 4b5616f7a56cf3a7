/**
 * URL rewrites, as Magento keeps them (all with store_view_id null, so they hold in every view):
 * - every category but the root: "<url_path>.html" -> catalog/category/view/id/<id>;
 * - every product visible in the catalog: "<url_key>.html" -> catalog/product/view/id/<id>
 *   (variants and bundle-only parts are not visible on their own and get no URL, as in Magento);
 * - every CMS page: "<identifier>" -> cms/page/view/page_id/<id of its default row>;
 * - redirects (301 permanent, 302 temporary) whose target_path is the request path to go to,
 *   without a leading slash. Redirects to storefront routes that are not entities (the gold price
 *   page, the store locator) have entity_type CUSTOM and entity_id 0.
 */
import type { categories, products, urlRewrites } from '../db/schema.ts';
import { CATEGORY_URL_SUFFIX, PRODUCT_URL_SUFFIX } from '../../rules/storeViews.ts';
import { slugify } from './localized.ts';

type CategoryRow = typeof categories.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type RewriteRow = typeof urlRewrites.$inferInsert;

export function urlRewriteRows(input: { categories: CategoryRow[]; products: ProductRow[]; cmsPageIds: ReadonlyMap<string, number> }): RewriteRow[] {
  const rows: RewriteRow[] = [];
  const categoryByPath = new Map<string, CategoryRow>();
  for (const category of input.categories) {
    if (category.level === 0) continue;
    categoryByPath.set(category.urlPath, category);
    rows.push({ storeViewId: null, requestPath: `${category.urlPath}${CATEGORY_URL_SUFFIX}`, entityType: 'CATEGORY', entityId: category.id!, targetPath: `catalog/category/view/id/${category.id}`, redirectType: 0 });
  }
  for (const product of input.products) {
    if (!product.visibleInCatalog) continue;
    rows.push({ storeViewId: null, requestPath: `${product.urlKey}${PRODUCT_URL_SUFFIX}`, entityType: 'PRODUCT', entityId: product.id!, targetPath: `catalog/product/view/id/${product.id}`, redirectType: 0 });
  }
  for (const [identifier, id] of input.cmsPageIds) {
    rows.push({ storeViewId: null, requestPath: identifier, entityType: 'CMS_PAGE', entityId: id, targetPath: `cms/page/view/page_id/${id}`, redirectType: 0 });
  }

  const categoryRedirect = (from: string, toPath: string, code: 301 | 302): RewriteRow => {
    const target = categoryByPath.get(toPath);
    if (!target) throw new Error(`redirect to unknown category ${toPath}`);
    return { storeViewId: null, requestPath: from, entityType: 'CATEGORY', entityId: target.id!, targetPath: `${toPath}${CATEGORY_URL_SUFFIX}`, redirectType: code };
  };
  const cmsRedirect = (from: string, identifier: string, code: 301 | 302): RewriteRow => {
    const id = input.cmsPageIds.get(identifier);
    if (!id) throw new Error(`redirect to unknown page ${identifier}`);
    return { storeViewId: null, requestPath: from, entityType: 'CMS_PAGE', entityId: id, targetPath: identifier, redirectType: code };
  };
  const routeRedirect = (from: string, route: string, code: 301 | 302): RewriteRow => ({ storeViewId: null, requestPath: from, entityType: 'CUSTOM', entityId: 0, targetPath: route, redirectType: code });

  rows.push(
    routeRedirect('gold-price', 'dynamicGoldPrice', 302),
    routeRedirect('stores', 'storelocator', 301),
    categoryRedirect(`jewellery/gold${CATEGORY_URL_SUFFIX}`, 'gold', 301),
    categoryRedirect(`rings/diamond-rings${CATEGORY_URL_SUFFIX}`, 'diamond-rings', 301),
    cmsRedirect('promotions', 'wedding-season', 302),
    cmsRedirect('customer-service', 'contact-us', 301),
  );

  // Products whose URL key changed when the SKU was added to it keep their old address (Magento's
  // "create permanent redirect for old URL"); one moved only for a season, with a 302.
  const renamed = input.products.filter((product) => product.visibleInCatalog && ['DR1001', 'DR1002', 'GN1001', 'PR1001'].includes(product.sku));
  renamed.forEach((product, index) => {
    const oldKey = slugify((product.name as { en: string }).en);
    rows.push({
      storeViewId: null,
      requestPath: `${oldKey}${PRODUCT_URL_SUFFIX}`,
      entityType: 'PRODUCT',
      entityId: product.id!,
      targetPath: `${product.urlKey}${PRODUCT_URL_SUFFIX}`,
      redirectType: index === renamed.length - 1 ? 302 : 301,
    });
  });
  return rows;
}
