import { describe, expect, it } from 'vitest';
import { resolveProductFilter } from './categoryConditions.ts';
import { CategoryTree, type CategoryRecord } from './categoryTree.ts';
import type { CategorySelector, ProductFilter } from './productSearchInput.ts';

function category(id: number, parentId: number | null, path: string, position: number, overrides: Partial<CategoryRecord> = {}): CategoryRecord {
  const now = new Date();
  return {
    id,
    parentId,
    path,
    level: path.split('/').length - 1,
    position,
    name: { en: `Category ${id}` },
    description: null,
    metaTitle: null,
    metaDescription: null,
    urlKey: `c${id}`,
    urlPath: `c${id}`,
    includeInMenu: true,
    isActive: true,
    isPageInternal: false,
    pageUrl: null,
    browserMoreUrl: null,
    isStoreBrand: false,
    image: null,
    imageBanner: null,
    categoryCode: null,
    menuCollectionLabel: null,
    menuCollectionLabelCode: null,
    menuCollectionLabelText: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

// 1 ─┬─ 2 ─┬─ 4
//    │     └─ 5 (inactive) ── 6
//    └─ 3 (hidden from the menu)
const tree = new CategoryTree([
  category(1, null, '1', 0),
  category(3, 1, '1/3', 1, { includeInMenu: false }),
  category(2, 1, '1/2', 1),
  category(4, 2, '1/2/4', 5),
  category(5, 2, '1/2/5', 1, { isActive: false }),
  category(6, 5, '1/2/5/6', 1),
]);

const noFilter: ProductFilter = { categories: [], attributes: {} };

describe('the category tree', () => {
  it('orders children by position then id, and the menu leaves out hidden ones', () => {
    expect(tree.children(1).map((child) => child.id)).toEqual([2, 3]);
    expect(tree.menuChildren(1).map((child) => child.id)).toEqual([2]);
  });

  it('hides inactive categories and everything below them', () => {
    expect(tree.get(5)).toBeUndefined();
    expect(tree.get(6)).toBeUndefined();
    expect(tree.subtreeIds(2).sort()).toEqual([2, 4]);
  });

  it('gives breadcrumbs without the root', () => {
    expect(tree.ancestors(tree.get(4)!).map((ancestor) => ancestor.id)).toEqual([2]);
  });
});

describe('category conditions of a listing', () => {
  it('offer the top-level categories as the facet when nothing is browsed', () => {
    const { filter, facet } = resolveProductFilter(noFilter, tree);
    expect(filter.categoryIdSets).toEqual([]);
    expect(facet.options.map((option) => option.id)).toEqual([2, 3]);
  });

  it('browse a category by id with its descendants', () => {
    const { filter, facet } = resolveProductFilter({ ...noFilter, categories: [{ field: 'category_id', ids: [2] }] }, tree);
    expect(filter.categoryIdSets.map((ids) => ids.sort())).toEqual([[2, 4]]);
    expect(filter.browsed?.id).toBe(2);
    expect(filter.facetCategoryGroups).toBeUndefined();
    expect(facet.options.map((option) => option.id)).toEqual([4]);
  });

  it('treat category_id next to a browsed category as the facet choice', () => {
    const { filter, facet } = resolveProductFilter(
      { ...noFilter, categories: [{ field: 'category_uid', ids: [1] }, { field: 'category_id', ids: [3] }] },
      tree,
    );
    expect(filter.browsed?.id).toBe(1);
    expect(filter.categoryIdSets).toHaveLength(1);
    expect(filter.facetCategoryGroups).toEqual([{ group: '', ids: [3] }]);
    expect(facet.options.map((option) => option.id)).toEqual([2, 3]);
  });

  it('group facet choices by what the categories classify: OR within a group, AND between groups', () => {
    // 10 ─┬─ 11 round (cutting) ── 14 round solitaires
    //     ├─ 12 oval (cutting)
    //     └─ 13 GIA (certificate)
    const diamonds = new CategoryTree([
      category(10, null, '10', 0),
      category(11, 10, '10/11', 1, { menuCollectionLabelCode: 'cutting' }),
      category(12, 10, '10/12', 2, { menuCollectionLabelCode: 'cutting' }),
      category(13, 10, '10/13', 3, { menuCollectionLabelCode: 'certificate' }),
      category(14, 11, '10/11/14', 1),
    ]);
    const browse: CategorySelector = { field: 'category_uid', ids: [10] };
    const choose = (ids: number[]) => resolveProductFilter({ ...noFilter, categories: [browse, { field: 'category_id', ids }] }, diamonds);

    const shapes = choose([11, 12]).filter.facetCategoryGroups!;
    expect(shapes).toHaveLength(1);
    expect(shapes[0].group).toBe('cutting');
    expect(shapes[0].ids.sort()).toEqual([11, 12, 14]);

    expect(choose([11, 13]).filter.facetCategoryGroups!.map(({ group, ids }) => [group, ids.sort()])).toEqual([
      ['cutting', [11, 14]],
      ['certificate', [13]],
    ]);
    expect(choose([11]).facet.options.map(({ id, group }) => [id, group])).toEqual([
      [11, 'cutting'],
      [12, 'cutting'],
      [13, 'certificate'],
    ]);
  });

  it('match nothing for a category that cannot be reached', () => {
    const { filter } = resolveProductFilter({ ...noFilter, categories: [{ field: 'category_id', ids: [6] }] }, tree);
    expect(filter.categoryIdSets).toEqual([[]]);
    expect(filter.browsed).toBeUndefined();
  });
});
