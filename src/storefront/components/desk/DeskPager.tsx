/** The pages of the order list: the one shown of how many, and links to the pages either side, filters kept. */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { DESK_PATH } from '../../lib/desk/deskPaths.ts';
import styles from './desk.module.css';

function pagePath(page: number, filters: { status: string | null; number: string }): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.number) params.set('number', filters.number);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${DESK_PATH}?${query}` : DESK_PATH;
}

export function DeskPager({ page, pages, filters }: { page: number; pages: number; filters: { status: string | null; number: string } }) {
  const t = useT();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('desk.pages')} className={styles.pager}>
      {page > 1 ? (
        <Link to={pagePath(Math.min(page - 1, pages), filters)} rel="prev">
          {t('desk.previousPage')}
        </Link>
      ) : null}
      <span aria-current="page">{t('desk.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={pagePath(page + 1, filters)} rel="next">
          {t('desk.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
