/**
 * The diamond step's search in the page's search params: `q<filter>` for each value filter (one
 * param per chosen value), `qcarat_from` / `qcarat_to` and `qprice_from` / `qprice_to` for the
 * ranges (carats, and major units of the currency), `qsort` ("price_asc", "carat_desc" ...) and
 * `qpage`. `qstep` names the diamond step the search is for (a pair may have one per ring).
 */
import type { DiamondFilterInput, DiamondSortInput } from '../generated/operations.ts';

export const VALUE_FILTERS = ['shape', 'colored_type', 'certification', 'color', 'clarity', 'cut'] as const;
export type ValueFilter = (typeof VALUE_FILTERS)[number];

export const SORTS = ['price_asc', 'price_desc', 'carat_asc', 'carat_desc', 'color_asc', 'clarity_asc', 'cut_asc'] as const;
export type DiamondSort = (typeof SORTS)[number];

export const DIAMOND_PAGE_SIZE = 12;

export interface DiamondSearch {
  values: Record<ValueFilter, string[]>;
  carat: { from: string; to: string };
  price: { from: string; to: string };
  sort: DiamondSort;
  page: number;
  /** The diamond step searched for, when the shopper named one. */
  step: number | null;
}

const NUMBER = /^\d{1,7}(\.\d{1,2})?$/;
const number = (value: string | null) => (value && NUMBER.test(value.trim()) ? value.trim() : '');

export function readDiamondSearch(params: URLSearchParams): DiamondSearch {
  const values = Object.fromEntries(VALUE_FILTERS.map((name) => [name, params.getAll(`q${name}`).filter((value) => value && value.length <= 40).slice(0, 20)])) as DiamondSearch['values'];
  const sort = params.get('qsort');
  const page = Number.parseInt(params.get('qpage') ?? '1', 10);
  const step = Number.parseInt(params.get('qstep') ?? '', 10);
  return {
    values,
    carat: { from: number(params.get('qcarat_from')), to: number(params.get('qcarat_to')) },
    price: { from: number(params.get('qprice_from')), to: number(params.get('qprice_to')) },
    sort: SORTS.includes(sort as DiamondSort) ? (sort as DiamondSort) : 'price_asc',
    page: Number.isFinite(page) && page > 0 && page < 10_000 ? page : 1,
    step: Number.isFinite(step) ? step : null,
  };
}

export function diamondVariables(search: DiamondSearch) {
  const filter: DiamondFilterInput = {};
  for (const name of VALUE_FILTERS) {
    if (search.values[name].length) filter[name] = { in: search.values[name] };
  }
  if (search.carat.from || search.carat.to) filter.carat = { from: search.carat.from || undefined, to: search.carat.to || undefined };
  if (search.price.from || search.price.to) filter.price = { from: search.price.from || undefined, to: search.price.to || undefined };
  const [field, direction] = search.sort.split('_') as [keyof DiamondSortInput, string];
  const sort: DiamondSortInput = { [field]: direction === 'desc' ? 'DESC' : 'ASC' };
  return { filter, sort, page: search.page, pageSize: DIAMOND_PAGE_SIZE };
}

/** Whether the params carry any of the search's own fields (the step then opens on its results). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key.startsWith('q'));
}
