/**
 * A product listing (category and search pages): count, sort menu, filters with the chosen ones
 * removable, the grid of cards and pagination. Everything is a link or a GET form, so the listing
 * works before JavaScript loads; with it, changes are client navigations.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import { useListingLinks } from '../../hooks/useListingLinks.ts';
import type { ListingData } from '../../lib/catalog/listing.server.ts';
import { HydrateNearViewport } from '../hydration/HydrateNearViewport.tsx';
import { Icon } from '../icons/Icon.tsx';
import { FilterGroups } from './ListingFilters.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductCard } from './ProductCard.tsx';
import { SortMenu } from './SortMenu.tsx';
import styles from './listing.module.css';

const GRID_SIZES = '(min-width: 1280px) 20vw, (min-width: 768px) 30vw, 50vw';
/** Cards in the first rows load at once; the rest when scrolled near (docs/design.md, Storefront). */
const EAGER_CARDS = 4;
/**
 * Cards hydrated with the page: whole rows at every width (2, 3 or 4 columns). The rest of the
 * grid, like the filter panels, keeps the server's HTML until the shopper nears or uses it, so a
 * phone's main thread is not held hydrating what is off screen (docs/decisions.md).
 */
const FIRST_CARDS = 12;

export function ProductListing({ listing, empty }: { listing: ListingData; empty: ReactNode }) {
  const t = useT();
  const punctuation = usePunctuation();
  const linkTo = useListingLinks();
  const hasFilters = listing.filters.length > 0;

  return (
    <div className={styles.layout} data-filters={hasFilters || undefined}>
      {hasFilters ? (
        <aside className={styles.sidebar} aria-label={t('listing.filters')}>
          <HydrateNearViewport>
            <FilterGroups groups={listing.filters} />
          </HydrateNearViewport>
        </aside>
      ) : null}

      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('category.itemCount', { count: listing.totalCount })}
          </p>
          {listing.totalCount > 0 ? <SortMenu current={listing.sort} options={listing.sortOptions} /> : null}
          {hasFilters ? (
            <details className={styles.phoneFilters}>
              <summary className="button">
                {t('listing.filterButton', { count: listing.applied.length })}
                <Icon name="chevronDown" size={16} />
              </summary>
              <HydrateNearViewport>
                <div className={styles.phoneFilterPanel}>
                  <FilterGroups groups={listing.filters} />
                </div>
              </HydrateNearViewport>
            </details>
          ) : null}
        </div>

        {listing.applied.length > 0 ? (
          <div className={styles.applied}>
            <h2 className="visually-hidden">{t('listing.appliedFilters')}</h2>
            <ul>
              {listing.applied.map((filter) => (
                <li key={`${filter.code}:${filter.value}`}>
                  <Link to={linkTo({ toggle: { code: filter.code, value: filter.value } })} rel="nofollow" className={styles.chip}>
                    <span>
                      {punctuation.label(filter.groupLabel)}
                      {filter.label}
                    </span>
                    <Icon name="close" size={14} />
                    <span className="visually-hidden">{t('listing.removeFilter')}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={linkTo({ clearFilters: true })} rel="nofollow" className={styles.clearAll}>
              {t('listing.clearFilters')}
            </Link>
          </div>
        ) : null}

        {listing.products.length > 0 ? (
          <>
            {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline in order (axe heading-order). */}
            <h2 className="visually-hidden">{t('listing.products')}</h2>
            <ProductGrid products={listing.products.slice(0, FIRST_CARDS)} />
            {listing.products.length > FIRST_CARDS ? (
              <HydrateNearViewport>
                <ProductGrid products={listing.products.slice(FIRST_CARDS)} firstIndex={FIRST_CARDS} />
              </HydrateNearViewport>
            ) : null}
          </>
        ) : (
          <div className={styles.empty}>
            {listing.applied.length > 0 ? <p>{t('listing.noMatch')}</p> : empty}
            {listing.applied.length > 0 ? (
              <Link to={linkTo({ clearFilters: true })} rel="nofollow" className="button">
                {t('listing.clearFilters')}
              </Link>
            ) : null}
          </div>
        )}

        <Pagination page={listing.page} totalPages={listing.totalPages} />
      </div>
    </div>
  );
}

function ProductGrid({ products, firstIndex = 0 }: { products: ListingData['products']; firstIndex?: number }) {
  return (
    <ul className={firstIndex > 0 ? `${styles.grid} ${styles.gridContinued}` : styles.grid}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} sizes={GRID_SIZES} eager={firstIndex + index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
