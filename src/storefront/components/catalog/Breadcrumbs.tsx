/** Breadcrumbs: Home, the category trail, the current page (not a link). */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { Crumb } from '../../lib/catalog/catalogPages.server.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './catalog.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={storePath('/')}>{t('breadcrumbs.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={`${crumb.name}-${crumb.path}`}>
            {crumb.path ? <Link to={storePath(crumb.path)}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
