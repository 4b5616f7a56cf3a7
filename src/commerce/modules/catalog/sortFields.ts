/**
 * The sort menu of spec 001 §9: default, price ascending, price descending, recommended, newest.
 * Each option names the ProductAttributeSortInput field and direction that produce it.
 */
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import type { SortOption } from '../../../rules/catalog.ts';
import type { SortDirection, SortKey } from './productSearchInput.ts';

export interface SortFieldView {
  /** The spec's option: default, price_asc, price_desc, recommended, newest. */
  code: SortOption;
  label: string;
  /** The ProductAttributeSortInput field to send, with `direction`. */
  value: SortKey;
  direction: SortDirection;
}

export interface SortFieldsView {
  default: SortKey;
  options: SortFieldView[];
}

const SORT_MENU: ReadonlyArray<{ code: SortOption; value: SortKey | 'default'; direction: SortDirection; label: LocalizedText }> = [
  { code: 'default', value: 'default', direction: 'ASC', label: { en: 'Default', 'zh-Hant': '預設', 'zh-Hans': '默认' } },
  { code: 'price_asc', value: 'price', direction: 'ASC', label: { en: 'Price: Low to High', 'zh-Hant': '價格：由低至高', 'zh-Hans': '价格：从低到高' } },
  { code: 'price_desc', value: 'price', direction: 'DESC', label: { en: 'Price: High to Low', 'zh-Hant': '價格：由高至低', 'zh-Hans': '价格：从高到低' } },
  { code: 'recommended', value: 'recommended', direction: 'ASC', label: { en: 'Recommended', 'zh-Hant': '推薦', 'zh-Hans': '推荐' } },
  { code: 'newest', value: 'newest', direction: 'DESC', label: { en: 'Newest', 'zh-Hant': '最新', 'zh-Hans': '最新' } },
];

/** "Default" is relevance for a search (best matches first) and the category's position otherwise. */
export function sortFields(searching: boolean, locale: LocaleKey): SortFieldsView {
  const defaultSort: { value: SortKey; direction: SortDirection } = searching
    ? { value: 'relevance', direction: 'DESC' }
    : { value: 'position', direction: 'ASC' };
  return {
    default: defaultSort.value,
    options: SORT_MENU.map((option) => ({
      code: option.code,
      label: pickLocalized(option.label, locale),
      ...(option.value === 'default' ? defaultSort : { value: option.value, direction: option.direction }),
    })),
  };
}
