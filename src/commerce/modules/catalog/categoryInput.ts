/**
 * The boundary of `categoryList(filters)` and `categories(filters, ...)`: Magento's
 * CategoryFilterInput checked and turned into conditions over the in-memory tree.
 */
import { SEARCH_MAX_LENGTH } from '../../../rules/catalog.ts';
import type { CategoryFilterInput, FilterEqualTypeInput } from '../../graphql/generated/schemaTypes.ts';
import { inputError } from '../../core/errors.ts';
import { equalValues } from './productSearchInput.ts';
import { foldSearchText } from './searchText.ts';
import { decodeUid } from './uid.ts';

export interface CategoryFilter {
  ids?: number[];
  parentIds?: number[];
  urlKeys?: string[];
  urlPaths?: string[];
  /** Folded terms that must all appear in the name, in some language. */
  nameTerms?: string[];
}

export type CategoryFilterArgs = CategoryFilterInput;
type EqualInput = FilterEqualTypeInput;

function ids(field: string, input: EqualInput | null | undefined): number[] | undefined {
  return equalValues(field, input)?.map((value) => {
    if (!/^\d{1,9}$/.test(value.trim())) throw inputError('filter.invalidValue', { field });
    return Number(value.trim());
  });
}

function uids(field: string, input: EqualInput | null | undefined): number[] | undefined {
  return equalValues(field, input)?.map((value) => {
    const id = decodeUid(value);
    if (id === undefined) throw inputError('filter.invalidValue', { field });
    return id;
  });
}

/** Both lists when both are given: a category must meet each. */
function both(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  return a && b ? a.filter((id) => b.includes(id)) : (a ?? b);
}

function nameTerms(input: CategoryFilterArgs['name']): string[] | undefined {
  const match = input?.match?.trim();
  if (!match) return undefined;
  if ([...match].length > SEARCH_MAX_LENGTH) throw inputError('filter.invalidValue', { field: 'name' });
  const terms = foldSearchText(match).split(' ').filter(Boolean);
  return terms.length ? terms : undefined;
}

/** The filter's conditions, or undefined when it sets none (which means: the root category). */
export function parseCategoryFilter(filters: CategoryFilterArgs | null | undefined): CategoryFilter | undefined {
  if (!filters) return undefined;
  const filter: CategoryFilter = {
    ids: both(ids('ids', filters.ids), uids('category_uid', filters.category_uid)),
    parentIds: both(ids('parent_id', filters.parent_id), uids('parent_category_uid', filters.parent_category_uid)),
    urlKeys: equalValues('url_key', filters.url_key),
    urlPaths: equalValues('url_path', filters.url_path)?.map((path) => path.trim().replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')),
    nameTerms: nameTerms(filters.name),
  };
  return Object.values(filter).some((condition) => condition !== undefined) ? filter : undefined;
}
