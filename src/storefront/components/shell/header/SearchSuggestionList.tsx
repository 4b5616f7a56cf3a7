/**
 * The search box's list of suggestions (the combobox's listbox): categories whose name holds the
 * words, products (image, name, price), then "See all results". Options are not links (a listbox
 * holds no focusable content); choosing one opens its page. The list keeps the focus in the box: a
 * press on it does not blur the input.
 */
import type { MouseEvent } from 'react';
import { useT } from '../../../i18n/useT.ts';
import type { SearchSuggestions } from '../../../lib/catalog/searchSuggestions.ts';
import styles from './SearchSuggestionList.module.css';

export const SUGGESTION_LIST_ID = 'site-search-suggestions';
export const suggestionId = (index: number) => `site-search-suggestion-${index}`;

interface SearchSuggestionListProps {
  suggestions: SearchSuggestions | null;
  expanded: boolean;
  notice: 'failed' | 'none' | null;
  active: number;
  onChoose(href: string): void;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SearchSuggestionList({ suggestions, expanded, notice, active, onChoose }: SearchSuggestionListProps) {
  const t = useT();
  const categories = suggestions?.categories ?? [];
  const products = suggestions?.products ?? [];
  // Option indexes run through the rows in order, as the arrow keys do (suggestionTargets).
  const productIndex = (index: number) => categories.length + index;
  const allResultsIndex = categories.length + products.length;
  const option = (index: number, href: string) => ({
    id: suggestionId(index),
    role: 'option',
    'aria-selected': index === active,
    onClick: () => onChoose(href),
  });
  return (
    <>
      <ul id={SUGGESTION_LIST_ID} role="listbox" aria-label={t('search.suggestions')} className={styles.list} hidden={!expanded} onMouseDown={keepFocus}>
        {categories.length ? (
          <li role="presentation" className={styles.group} aria-hidden="true">
            {t('search.categorySuggestions')}
          </li>
        ) : null}
        {categories.map((category, index) => (
          <li key={category.href} {...option(index, category.href)} className={`${styles.option} ${styles.category}`}>
            {category.name}
          </li>
        ))}
        {products.map((product, index) => (
          <li key={product.sku} {...option(productIndex(index), product.href)} className={styles.option}>
            {product.image ? (
              <img src={product.image.src} srcSet={product.image.srcSet} sizes="48px" alt="" width={48} height={60} decoding="async" />
            ) : (
              <span className={styles.noImage} />
            )}
            <span className={styles.name}>{product.name}</span>
            <span className={styles.price}>
              {product.price}
              {product.regularPrice ? <s>{product.regularPrice}</s> : null}
            </span>
          </li>
        ))}
        {suggestions ? (
          <li {...option(allResultsIndex, suggestions.allResultsHref)} className={`${styles.option} ${styles.allResults}`}>
            {t('search.seeAllResults', { query: suggestions.query, count: suggestions.total })}
          </li>
        ) : null}
      </ul>
      {notice ? (
        <p className={styles.notice} onMouseDown={keepFocus}>
          {notice === 'failed' ? t('search.suggestionsFailed') : t('search.noSuggestions')}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {expanded ? t('search.suggestionCount', { count: suggestions?.total ?? 0, shown: products.length }) : ''}
      </p>
    </>
  );
}
