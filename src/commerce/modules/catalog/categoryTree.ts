/**
 * The category tree in memory. A store has tens to hundreds of categories and every menu, filter
 * and breadcrumb walks them, so the tree is read once per catalog version (referenceData.ts) and
 * walked here without queries.
 */
import type { categories } from '../../db/schema.ts';
import type { CategoryFilter } from './categoryInput.ts';
import { foldSearchText } from './searchText.ts';

export type CategoryRecord = typeof categories.$inferSelect;

/** Menu order of spec 001 §3.2: by position, then id. */
function byPositionThenId(a: CategoryRecord, b: CategoryRecord): number {
  return a.position - b.position || a.id - b.id;
}

export class CategoryTree {
  /** Active categories whose ancestors are all active: the only ones shoppers may reach. */
  private readonly visible = new Map<number, CategoryRecord>();
  private readonly childrenOf = new Map<number, CategoryRecord[]>();
  private readonly byUrlPath = new Map<string, CategoryRecord>();
  private readonly rootRecord: CategoryRecord | undefined;
  private foldedNames: Map<number, string> | undefined;

  constructor(rows: readonly CategoryRecord[]) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const isVisible = (row: CategoryRecord): boolean => {
      for (const id of row.path.split('/').map(Number)) {
        const ancestor = byId.get(id);
        if (!ancestor || !ancestor.isActive) return false;
      }
      return row.isActive;
    };
    for (const row of rows) {
      if (!isVisible(row)) continue;
      this.visible.set(row.id, row);
      this.byUrlPath.set(row.urlPath, row);
      if (row.parentId != null) {
        const siblings = this.childrenOf.get(row.parentId) ?? [];
        siblings.push(row);
        this.childrenOf.set(row.parentId, siblings);
      }
    }
    for (const siblings of this.childrenOf.values()) siblings.sort(byPositionThenId);
    this.rootRecord = [...this.visible.values()].filter((row) => row.level === 0).sort((a, b) => a.id - b.id)[0];
  }

  get(id: number): CategoryRecord | undefined {
    return this.visible.get(id);
  }

  findByUrlPath(urlPath: string): CategoryRecord | undefined {
    return this.byUrlPath.get(urlPath);
  }

  /** The store's root category (level 0): what categoryList answers without filters. */
  root(): CategoryRecord | undefined {
    return this.rootRecord;
  }

  all(): CategoryRecord[] {
    return [...this.visible.values()];
  }

  /** Reachable children, by position then id, whether or not the menu shows them. */
  children(id: number): CategoryRecord[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** Children shown in the menu: include_in_menu only, by position then id (spec 001 §3.2). */
  menuChildren(id: number): CategoryRecord[] {
    return this.children(id).filter((child) => child.includeInMenu);
  }

  /** Categories meeting every condition of the filter, top levels first, then in menu order. */
  find(filter: CategoryFilter): CategoryRecord[] {
    return this.all()
      .filter(
        (record) =>
          (!filter.ids || filter.ids.includes(record.id)) &&
          (!filter.parentIds || (record.parentId != null && filter.parentIds.includes(record.parentId))) &&
          (!filter.urlKeys || filter.urlKeys.includes(record.urlKey)) &&
          (!filter.urlPaths || filter.urlPaths.includes(record.urlPath)) &&
          (!filter.nameTerms || filter.nameTerms.every((term) => this.foldedName(record).includes(term))),
      )
      .sort((a, b) => a.level - b.level || byPositionThenId(a, b));
  }

  /** The name in every language, folded like search text, so 钻石 finds 鑽石 here too. */
  private foldedName(record: CategoryRecord): string {
    this.foldedNames ??= new Map();
    let folded = this.foldedNames.get(record.id);
    if (folded === undefined) {
      folded = foldSearchText(Object.values(record.name).join(' \u0001 '));
      this.foldedNames.set(record.id, folded);
    }
    return folded;
  }

  /** The category and everything below it: a category lists its descendants' products too. */
  subtreeIds(id: number): number[] {
    if (!this.visible.has(id)) return [];
    const ids: number[] = [];
    const pending = [id];
    while (pending.length) {
      const current = pending.pop()!;
      ids.push(current);
      for (const child of this.childrenOf.get(current) ?? []) pending.push(child.id);
    }
    return ids;
  }

  /** Ancestors from the top down, without the root and without the category itself. */
  ancestors(record: CategoryRecord): CategoryRecord[] {
    return record.path
      .split('/')
      .map(Number)
      .filter((id) => id !== record.id)
      .map((id) => this.visible.get(id))
      .filter((ancestor): ancestor is CategoryRecord => ancestor !== undefined && ancestor.level > 0);
  }
}
