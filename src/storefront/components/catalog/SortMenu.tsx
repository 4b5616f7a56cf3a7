/**
 * The sort menu of spec 001 §9 (default, price ascending, price descending, recommended, newest),
 * labels from the API's `sort_fields`. A GET form keeps the other choices in hidden fields and
 * needs its button only without JavaScript; with it, choosing an option navigates at once.
 */
import { useId } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import type { SortOption } from '../../../rules/catalog.ts';
import { useT } from '../../i18n/useT.ts';
import { useListingLinks } from '../../hooks/useListingLinks.ts';
import styles from './listing.module.css';

export function SortMenu({ current, options }: { current: SortOption; options: Array<{ code: SortOption; label: string }> }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const linkTo = useListingLinks();
  const { pathname, search } = useLocation();
  // Everything but the sort and the page travels with the form: a new order starts at page 1.
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'sort' && name !== 'page');

  return (
    <Form method="get" action={pathname} className={styles.sort}>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('listing.sortBy')}</label>
      <select key={current} id={id} name="sort" defaultValue={current} onChange={(event) => navigate(linkTo({ sort: event.target.value as SortOption }))}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {t('listing.apply')}
        </button>
      </noscript>
    </Form>
  );
}
