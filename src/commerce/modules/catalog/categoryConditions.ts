/**
 * Category conditions of a product listing, resolved over the in-memory tree: which categories a
 * product must be in, which category is being browsed, and which children the category facet offers.
 */
import type { CategoryFacet } from './aggregations.ts';
import type { CategoryRecord, CategoryTree } from './categoryTree.ts';
import type { FacetCategoryGroup, ResolvedProductFilter } from './productQuery.ts';
import type { CategorySelector, ProductFilter } from './productSearchInput.ts';

/**
 * What a category classifies by, among its siblings: the submenu group of its collection label
 * (spec 001 §3.2: "cutting", "certificate", "style" ...). Under Diamond Rings, "Round Diamonds" is a
 * shape and "GIA Certified" a certificate, so each group acts as an attribute of its own in the
 * category facet. Siblings without a label form one group.
 */
export function facetGroupOf(record: CategoryRecord): string {
  return record.menuCollectionLabelCode ?? '';
}

/**
 * Resolves category conditions to ids with their descendants (a category lists the products of
 * its subcategories too). The browsed category is named by category_uid or category_url_path, or by
 * category_id alone: its positions order the default sort and its children make the category
 * facet. Next to a browsed category, category_id holds the facet's choices, which combine as
 * layered navigation combines attributes: categories of one group with OR (round or oval), groups
 * with AND (round and GIA certified).
 */
export function resolveProductFilter(
  filter: ProductFilter,
  tree: CategoryTree,
): { filter: ResolvedProductFilter; facet: CategoryFacet; facetParentId: number | undefined } {
  const { categories, ...rest } = filter;
  const resolve = (selector: CategorySelector) =>
    (selector.field === 'category_url_path' ? selector.urlPaths.map((path) => tree.findByUrlPath(path)) : selector.ids.map((id) => tree.get(id))).filter(
      (record): record is CategoryRecord => record !== undefined,
    );
  const subtreeOf = (records: CategoryRecord[]) => [...new Set(records.flatMap((record) => tree.subtreeIds(record.id)))];
  const browsing = categories.filter((selector) => selector.field !== 'category_id');
  const facetChoices = browsing.length ? categories.filter((selector) => selector.field === 'category_id') : [];
  const browseSelections = (browsing.length ? browsing : categories).map(resolve);
  const browsed = browseSelections.length === 1 && browseSelections[0].length === 1 ? browseSelections[0][0] : undefined;
  const facetParent = browsed ?? (browseSelections.length ? undefined : tree.root());
  return {
    filter: {
      ...rest,
      categoryIdSets: browseSelections.map(subtreeOf),
      facetCategoryGroups: facetChoices.length ? facetGroups(facetChoices.flatMap(resolve), subtreeOf) : undefined,
      browsed: browsed ? { id: browsed.id, subtreeIds: subtreeOf([browsed]) } : undefined,
    },
    facet: categoryFacet(facetParent?.id, tree, true),
    facetParentId: facetParent?.id,
  };
}

/**
 * The category facet under a category: its children, or every category below it at any level
 * (Magento's default; AggregationsCategoryFilterInput.includeDirectChildrenOnly asks for children).
 * Each option counts the products of its own subtree.
 */
export function categoryFacet(parentId: number | undefined, tree: CategoryTree, directChildrenOnly: boolean): CategoryFacet {
  if (parentId === undefined) return { options: [] };
  const below = directChildrenOnly ? tree.children(parentId) : tree.subtreeIds(parentId).filter((id) => id !== parentId).flatMap((id) => tree.get(id) ?? []);
  return { options: below.map((category) => ({ id: category.id, group: facetGroupOf(category), subtreeIds: tree.subtreeIds(category.id) })) };
}

/** The chosen categories by group; none reachable is one group that matches nothing. */
function facetGroups(chosen: CategoryRecord[], subtreeOf: (records: CategoryRecord[]) => number[]): FacetCategoryGroup[] {
  if (!chosen.length) return [{ group: '', ids: [] }];
  const byGroup = new Map<string, CategoryRecord[]>();
  for (const record of chosen) byGroup.set(facetGroupOf(record), [...(byGroup.get(facetGroupOf(record)) ?? []), record]);
  return [...byGroup].map(([group, records]) => ({ group, ids: subtreeOf(records) }));
}
