/** The way back to shopping: the home page and the menu's top categories (where the website has a menu). */
import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useStorePath, type StoreChromeData } from '../shell/StoreContext.tsx';
import styles from './service.module.css';

export function ShoppingLinks() {
  const t = useT();
  const storePath = useStorePath();
  const chrome = useRouteLoaderData('routes/store') as StoreChromeData | undefined;
  const categories = (chrome?.menu ?? []).filter((category) => !category.external);
  return (
    <nav className={styles.shopping} aria-label={t('service.shopCategories')}>
      <Link to={storePath('/')} className="button button--primary">
        {t('service.continueShopping')}
      </Link>
      {categories.length > 0 ? (
        <ul className={styles.categoryLinks}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={storePath(category.path)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
