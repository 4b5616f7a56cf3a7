/**
 * A category page: breadcrumbs, banner, name and description, then its product listing. When the
 * listing's next filter, sort or page could not be loaded, the listing shown stays and says so.
 */
import { useEffect } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { CategoryPageData } from '../../lib/catalog/catalogPages.server.ts';
import { ContentBlocks } from '../content/ContentBlocks.tsx';
import { useToasts } from '../toast/ToastProvider.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ProductListing } from './ProductListing.tsx';
import styles from './catalog.module.css';

export function CategoryView({ category, loadFailed = false }: { category: CategoryPageData; loadFailed?: boolean }) {
  const t = useT();
  const { addToast } = useToasts();
  useEffect(() => {
    if (loadFailed) addToast({ id: 'listing-failed', type: 'error', message: t('listing.loadFailed'), dismissable: true });
  }, [loadFailed, addToast, t]);
  return (
    <div className={`page-width ${styles.category}`}>
      <Breadcrumbs crumbs={category.breadcrumbs} />
      {category.banner ? (
        <div className={styles.banner}>
          {/* The banner is the page's largest picture: it loads first (LCP), in a box sized before it arrives. */}
          <img src={category.banner.src} srcSet={category.banner.srcSet} sizes="(min-width: 1640px) 1640px, 100vw" alt="" width={1600} height={500} fetchPriority="high" />
        </div>
      ) : null}
      <header className={styles.categoryHeader}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description.length > 0 ? (
          <div className={styles.description}>
            <ContentBlocks blocks={category.description} />
          </div>
        ) : null}
      </header>
      <ProductListing listing={category.listing} empty={<p>{t('listing.emptyCategory')}</p>} />
    </div>
  );
}
