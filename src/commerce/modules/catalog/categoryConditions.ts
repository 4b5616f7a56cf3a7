/**
 * Category conditions of a product listing, resolved over the in-memory tree: which categories a
 * product must be in, which category is being browsed, and which children the category facet offers.
 */
import type { CategoryFacet } from './aggregations.ts';
import type { CategoryRecord, CategoryTree } from './categoryTree.ts';
import type { ResolvedProductFilter } from './productQuery.ts';
import type { CategorySelector, ProductFilter } from './productSearchInput.ts';

/**
 * Resolves category conditions to ids with their descendants (a category lists the products of
 * its subcategories too). The browsed category is named by category_uid or category_url_path, or by
 * category_id alone: its positions order the default sort and its children make the category
 * facet. Next to a browsed category, category_id is the facet's choice, which the facet's own counts
 * leave out like any other facet.
 */
export function resolveProductFilter(filter: ProductFilter, tree: CategoryTree): { filter: ResolvedProductFilter; facet: CategoryFacet } {
  const { categories, ...rest } = filter;
  const resolve = (selector: CategorySelector) => {
    const records = (selector.field === 'category_url_path' ? selector.urlPaths.map((path) => tree.findByUrlPath(path)) : selector.ids.map((id) => tree.get(id))).filter(
      (record): record is CategoryRecord => record !== undefined,
    );
    return { records, ids: [...new Set(records.flatMap((record) => tree.subtreeIds(record.id)))] };
  };
  const browsing = categories.filter((selector) => selector.field !== 'category_id');
  const facetChoices = browsing.length ? categories.filter((selector) => selector.field === 'category_id') : [];
  const browseSelections = (browsing.length ? browsing : categories).map(resolve);
  const browsed = browseSelections.length === 1 && browseSelections[0].records.length === 1 ? browseSelections[0].records[0] : undefined;
  const facetParent = browsed ?? (browseSelections.length ? undefined : tree.root());
  const facetSelections = facetChoices.map(resolve);
  return {
    filter: {
      ...rest,
      categoryIdSets: browseSelections.map((selection) => selection.ids),
      facetCategoryIds: facetSelections.length ? intersection(facetSelections.map((selection) => selection.ids)) : undefined,
      browsed: browsed ? { id: browsed.id, subtreeIds: browseSelections[0].ids } : undefined,
    },
    facet: {
      options: facetParent ? tree.children(facetParent.id).map((child) => ({ id: child.id, subtreeIds: tree.subtreeIds(child.id) })) : [],
    },
  };
}

function intersection(sets: number[][]): number[] {
  return sets.reduce((kept, ids) => kept.filter((id) => ids.includes(id)));
}
