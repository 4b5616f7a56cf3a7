/**
 * The small tables every catalog answer consults: categories, attribute labels and attribute
 * options. They are read once per catalog version and kept in memory; every catalog write bumps the
 * version (catalogChanges.ts), which drops them.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { attributeOptions, attributes, categories } from '../../db/schema.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { LocalizedText } from '../../../rules/locales.ts';
import { CategoryTree } from './categoryTree.ts';

export interface AttributeOption {
  valueIndex: number;
  label: LocalizedText;
  swatch: string | null;
  sortOrder: number;
}

export interface AttributeDefinition {
  code: string;
  label: LocalizedText;
  position: number;
  /** Options by value_index, in their sort order. */
  options: Map<number, AttributeOption>;
}

export interface ReferenceData {
  categories: CategoryTree;
  attributes: Map<string, AttributeDefinition>;
}

async function loadReferenceData(db: Database): Promise<ReferenceData> {
  const [categoryRows, attributeRows, optionRows] = await Promise.all([
    db.select().from(categories),
    db.select().from(attributes),
    db.select().from(attributeOptions).orderBy(asc(attributeOptions.attributeCode), asc(attributeOptions.sortOrder), asc(attributeOptions.valueIndex)),
  ]);
  const definitions = new Map<string, AttributeDefinition>(
    attributeRows.map((row) => [row.code, { code: row.code, label: row.label, position: row.position, options: new Map() }]),
  );
  for (const option of optionRows) {
    let definition = definitions.get(option.attributeCode);
    if (!definition) {
      // Options without an attribute row still have labels worth showing.
      definition = { code: option.attributeCode, label: { en: option.attributeCode }, position: 0, options: new Map() };
      definitions.set(option.attributeCode, definition);
    }
    definition.options.set(option.valueIndex, {
      valueIndex: option.valueIndex,
      label: option.label,
      swatch: option.swatch,
      sortOrder: option.sortOrder,
    });
  }
  return { categories: new CategoryTree(categoryRows), attributes: definitions };
}

export class ReferenceDataCache {
  private loading: Promise<ReferenceData> | undefined;

  constructor(
    private readonly db: Database,
    changes: CatalogChanges,
  ) {
    changes.onChange(() => {
      this.loading = undefined;
    });
  }

  current(): Promise<ReferenceData> {
    if (!this.loading) {
      const loading = loadReferenceData(this.db);
      this.loading = loading;
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    }
    return this.loading;
  }
}
