/** Pages of a listing: previous, numbers around the current page, next. The page is in the URL (?page=2). */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useListingLinks } from '../../hooks/useListingLinks.ts';
import { pageWindow } from '../../lib/catalog/listing.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './listing.module.css';

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT();
  const linkTo = useListingLinks();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('listing.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={linkTo({ page: page - 1 })} className={styles.pageStep} aria-label={t('listing.previousPage')}>
              <Icon name="chevronLeft" size={18} />
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={linkTo({ page: number })}
                className={styles.pageNumber}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('listing.page', { page: number })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={linkTo({ page: page + 1 })} className={styles.pageStep} aria-label={t('listing.nextPage')}>
              <Icon name="chevronRight" size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
