/**
 * The boundary of `categoryList(filters)` and `categories(filters, ...)`: Magento's
 * CategoryFilterInput checked and turned into conditions over the in-memory tree.
 */
import { SEARCH_MAX_LENGTH } from '../../../rules/catalog.ts';
import { inputError } from '../../graphql/errors.ts';
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

interface EqualInput {
  eq?: string | null;
  in?: readonly string[] | null;
}

export interface CategoryFilterArgs {
  ids?: EqualInput | null;
  category_uid?: EqualInput | null;
  parent_id?: EqualInput | null;
  url_key?: EqualInput | null;
  url_path?: EqualInput | null;
  name?: { match?: string | null } | null;
}

function ids(field: string, input: EqualInput | null | undefined): number[] | undefined {
  return equalValues(field, input)?.map((value) => {
    if (!/^\d{1,9}$/.test(value.trim())) throw inputError('filter.invalidValue', { field });
    return Number(value.trim());
  });
}

function uids(input: EqualInput | null | undefined): number[] | undefined {
  return equalValues('category_uid', input)?.map((value) => {
    const id = decodeUid(value);
    if (id === undefined) throw inputError('filter.invalidValue', { field: 'category_uid' });
    return id;
  });
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
  const byId = ids('ids', filters.ids);
  const byUid = uids(filters.category_uid);
  const filter: CategoryFilter = {
    ids: byId && byUid ? byId.filter((id) => byUid.includes(id)) : (byId ?? byUid),
    parentIds: ids('parent_id', filters.parent_id),
    urlKeys: equalValues('url_key', filters.url_key),
    urlPaths: equalValues('url_path', filters.url_path)?.map((path) => path.trim().replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')),
    nameTerms: nameTerms(filters.name),
  };
  return Object.values(filter).some((condition) => condition !== undefined) ? filter : undefined;
}
