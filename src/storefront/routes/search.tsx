/**
 * Search results (spec 000 §2 /search.html?query=…): the same listing as a category, with filters,
 * sort and pages, over `products(search:)`. The API folds Traditional and Simplified characters,
 * so 黃金 finds 黄金. Fewer than two characters is a message, not a search.
 */
import { Form } from 'react-router';
import type { Route } from './+types/search';
import { ProductListing } from '../components/catalog/ProductListing.tsx';
import { useT } from '../i18n/useT.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../rules/catalog.ts';
import { loadListing } from '../lib/catalog/listing.server.ts';
import { listingStateOf } from '../lib/catalog/listing.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { notFound } from '../lib/http/responses.ts';
import { offersSearch, searchTextOf } from '../lib/catalog/searchText.ts';
import styles from '../components/catalog/listing.module.css';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const title = loaderData?.query ? messageOf(matches, 'search.resultsFor', { query: loaderData.query }) : messageOf(matches, 'search.title');
  // Results pages are endless variations of the catalog: not for search engines.
  return pageMeta({ matches, location }, { title, noIndex: true });
};

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  if (!offersSearch(view)) throw notFound();
  const url = new URL(args.request.url);
  const { text, searchable } = searchTextOf(url.searchParams.get('query'));
  return {
    query: text,
    listing: searchable ? await loadListing(args, view, { search: text }, listingStateOf(url.searchParams)) : null,
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, listing } = loaderData;
  return (
    <div className={`page-width ${styles.searchPage}`}>
      <header className={styles.searchHeader}>
        <h1>{query ? t('search.resultsFor', { query }) : t('search.title')}</h1>
        <Form method="get" role="search" aria-label={t('search.title')} className={styles.searchAgain}>
          <label htmlFor="search-page-query" className="visually-hidden">
            {t('header.search')}
          </label>
          <input
            key={query}
            id="search-page-query"
            type="search"
            name="query"
            defaultValue={query}
            placeholder={t('header.searchPlaceholder')}
            minLength={SEARCH_MIN_LENGTH}
            maxLength={SEARCH_MAX_LENGTH}
            required
          />
          <button type="submit" className="button button--primary">
            {t('header.search')}
          </button>
        </Form>
      </header>
      {listing ? (
        <ProductListing listing={listing} empty={<p>{t('search.noResults', { query })}</p>} />
      ) : (
        <p className={styles.searchHint} role="status">
          {t('search.tooShort', { min: SEARCH_MIN_LENGTH })}
        </p>
      )}
    </div>
  );
}
