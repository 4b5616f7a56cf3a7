/**
 * The search box: a GET form to /{prefix}/search.html?query=… that works before JavaScript loads.
 * Always open above 1180px; below, it opens from the search trigger (spec 000 §2 Layout). With
 * JavaScript it suggests products as the shopper types (a combobox, useSearchSuggestions).
 */
import { Form } from 'react-router';
import { SEARCH_PATH } from '../../../lib/catalog/searchText.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../../rules/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { useSearchSuggestions } from './useSearchSuggestions.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStorePath } from '../StoreContext.tsx';
import { SUGGESTION_LIST_ID, SearchSuggestionList, suggestionId } from './SearchSuggestionList.tsx';
import styles from './Header.module.css';
import suggestionStyles from './SearchSuggestionList.module.css';

export const SEARCH_FORM_ID = 'site-search';

export function SearchForm({ open }: { open: boolean }) {
  const t = useT();
  const storePath = useStorePath();
  const suggestions = useSearchSuggestions();
  return (
    <Form
      id={SEARCH_FORM_ID}
      role="search"
      method="get"
      action={storePath(SEARCH_PATH)}
      className={`${styles.search} ${suggestionStyles.anchor}`}
      data-open={open || undefined}
    >
      <label htmlFor="site-search-query" className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        id="site-search-query"
        className={styles.searchInput}
        type="search"
        name="query"
        placeholder={t('header.searchPlaceholder')}
        minLength={SEARCH_MIN_LENGTH}
        maxLength={SEARCH_MAX_LENGTH}
        required
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.expanded}
        aria-controls={SUGGESTION_LIST_ID}
        aria-activedescendant={suggestions.expanded && suggestions.active >= 0 ? suggestionId(suggestions.active) : undefined}
        onInput={(event) => suggestions.onInput(event.currentTarget.value)}
        onKeyDown={suggestions.onKeyDown}
        onFocus={suggestions.onFocus}
        onBlur={suggestions.onBlur}
      />
      <button type="submit" className={styles.searchSubmit} aria-label={t('header.search')}>
        <Icon name="search" size={20} />
      </button>
      <SearchSuggestionList
        suggestions={suggestions.suggestions}
        expanded={suggestions.expanded}
        notice={suggestions.notice}
        active={suggestions.active}
        onChoose={suggestions.go}
      />
    </Form>
  );
}
