/**
 * A diamond search as the shopper asks it, checked at the boundary: each filter of the GraphQL
 * input turned into the grade positions or the range it allows, each refusal a localized message
 * naming the field and what it takes.
 */
import { inputError } from '../../core/errors.ts';
import { checkedPage, type PageRequest } from '../../core/pageInput.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import {
  CARAT_MAX,
  CARAT_MIN,
  CERTIFICATIONS,
  COLORED_DIAMONDS,
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  DIAMOND_FILTER_LABELS,
  DIAMOND_MAX_PAGE_SIZE,
  DIAMOND_SHAPES,
  FINISH_GRADES,
  FLUORESCENCES,
} from '../../../rules/diamonds.ts';
import { MINOR_UNITS_PER_MAJOR } from '../../../rules/money.ts';

/** The attributes a shopper filters by value, each with its values in grade order (column = position). */
export const FACETS = {
  shape: { column: 'shape', values: DIAMOND_SHAPES, graded: false },
  colored_type: { column: 'colored_type', values: COLORED_DIAMONDS, graded: false },
  certification: { column: 'certification', values: CERTIFICATIONS, graded: false },
  color: { column: 'color', values: DIAMOND_COLOURS, graded: true },
  clarity: { column: 'clarity', values: DIAMOND_CLARITIES, graded: true },
  cut: { column: 'cut', values: FINISH_GRADES, graded: true },
  polish: { column: 'polish', values: FINISH_GRADES, graded: true },
  symmetry: { column: 'symmetry', values: FINISH_GRADES, graded: true },
  fluorescence: { column: 'fluorescence', values: FLUORESCENCES, graded: true },
} as const satisfies Record<keyof typeof DIAMOND_FILTER_LABELS, { column: string; values: readonly string[]; graded: boolean }>;

export type FacetCode = keyof typeof FACETS;
export const FACET_CODES = Object.keys(FACETS) as FacetCode[];

export const SORT_FIELDS = { price: 'price', carat: 'carat', color: 'color', clarity: 'clarity', cut: 'cut' } as const;
export type SortField = keyof typeof SORT_FIELDS;

export interface EqualFilterInput {
  eq?: string | null;
  in?: ReadonlyArray<string | null> | null;
}
/** A graded attribute also takes a range of grades, either way round: from G to D is D, E, F, G. */
export interface GradeFilterInput extends EqualFilterInput {
  from?: string | null;
  to?: string | null;
}
export interface RangeFilterInput {
  from?: string | null;
  to?: string | null;
}

export type DiamondFilterInput = { [Code in FacetCode]?: GradeFilterInput | null } & {
  carat?: RangeFilterInput | null;
  /** Major units of the website's currency, as Magento's price filter takes them. */
  price?: RangeFilterInput | null;
};

export type DiamondSortInput = { [Field in SortField]?: 'ASC' | 'DESC' | null };

export interface DiamondSearchInput {
  filter?: DiamondFilterInput | null;
  sort?: DiamondSortInput | null;
  currentPage?: number | null;
  pageSize?: number | null;
}

/** Integer bounds, both included; a missing side is open. */
export interface Bounds {
  min?: number;
  max?: number;
}

export interface DiamondQuery {
  /** Per filtered attribute, the grade positions it allows (none: nothing matches). */
  facets: Partial<Record<FacetCode, number[]>>;
  /** Hundredths of a carat. */
  carat: Bounds;
  /** Minor units. */
  price: Bounds;
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
  page: PageRequest;
}

const label = (code: FacetCode | 'carat' | 'price', locale: LocaleKey) =>
  code === 'carat' ? { en: 'carat', 'zh-Hant': '卡數', 'zh-Hans': '克拉' }[locale] : code === 'price' ? { en: 'price', 'zh-Hant': '價格', 'zh-Hans': '价格' }[locale] : DIAMOND_FILTER_LABELS[code][locale];

function positionOf(code: FacetCode, value: string, locale: LocaleKey): number {
  const values: readonly string[] = FACETS[code].values;
  const position = values.indexOf(value.trim());
  if (position < 0) throw inputError('diamond.unknownValue', { value: value.slice(0, 40), attribute: label(code, locale), allowed: values.join(', ') });
  return position;
}

function allowedPositions(code: FacetCode, input: GradeFilterInput, locale: LocaleKey): number[] | undefined {
  let allowed: Set<number> | undefined;
  const listed = [...(input.eq != null ? [input.eq] : []), ...(input.in ?? []).filter((value): value is string => value != null)];
  if (listed.length > 0) allowed = new Set(listed.map((value) => positionOf(code, value, locale)));
  if (input.from != null || input.to != null) {
    const values = FACETS[code].values;
    const from = input.from != null ? positionOf(code, input.from, locale) : 0;
    const to = input.to != null ? positionOf(code, input.to, locale) : values.length - 1;
    const [low, high] = from <= to ? [from, to] : [to, from];
    const inRange = new Set(values.map((_, position) => position).filter((position) => position >= low && position <= high));
    allowed = allowed ? new Set([...allowed].filter((position) => inRange.has(position))) : inRange;
  }
  return allowed && [...allowed].sort((a, b) => a - b);
}

function boundsOf(code: 'carat' | 'price', input: RangeFilterInput, scale: number, limits: { min: number; max: number }, locale: LocaleKey): Bounds {
  const side = (value: string | null | undefined) => {
    if (value == null || value.trim() === '') return undefined;
    const number = Number(value);
    if (!Number.isFinite(number) || number < limits.min || number > limits.max) {
      throw inputError('diamond.rangeInvalid', { attribute: label(code, locale), min: limits.min, max: limits.max, value: value.slice(0, 20) });
    }
    return Math.round(number * scale);
  };
  const bounds = { min: side(input.from), max: side(input.to) };
  if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max) throw inputError('diamond.rangeReversed', { attribute: label(code, locale) });
  return bounds;
}

/** The search the input asks for, or a CommerceError saying what is wrong with it. */
export function parseDiamondSearch(input: DiamondSearchInput, defaultPageSize: number, locale: LocaleKey): DiamondQuery {
  const filter = input.filter ?? {};
  const facets: DiamondQuery['facets'] = {};
  for (const code of FACET_CODES) {
    const given = filter[code];
    if (!given) continue;
    const allowed = allowedPositions(code, given, locale);
    if (allowed) facets[code] = allowed;
  }
  const sorts = Object.entries(input.sort ?? {}).filter(([, direction]) => direction != null) as Array<[SortField, 'ASC' | 'DESC']>;
  if (sorts.length > 1) throw inputError('diamond.sortOne');
  const [field, direction] = sorts[0] ?? ['price', 'ASC'];
  return {
    facets,
    carat: filter.carat ? boundsOf('carat', filter.carat, 100, { min: CARAT_MIN, max: CARAT_MAX }, locale) : {},
    price: filter.price ? boundsOf('price', filter.price, MINOR_UNITS_PER_MAJOR, { min: 0, max: 100_000_000 }, locale) : {},
    sort: { field, direction },
    page: checkedPage(input.pageSize ?? defaultPageSize, input.currentPage ?? 1, DIAMOND_MAX_PAGE_SIZE),
  };
}
