/**
 * A CMS page, styled by its type (spec 000 §2 "Styled CMS page types"): home (banner, product
 * carousels, brand entry blocks), campaign, contact-us (text column plus image, the image hidden on
 * phones), FAQ, or a plain content page. Content that brings its own h1 is the page's title;
 * otherwise the page title is drawn above it. A page with no blocks to show (none yet, or all hidden)
 * says so under its title (spec 001 §8 "no blocks to display").
 */
import { useT } from '../../i18n/useT.ts';
import type { CmsPageData } from '../../lib/content/cmsPage.server.ts';
import { PageContentBlocks } from '../content/ContentBlocks.tsx';
import { ContentContext } from '../content/ContentContext.tsx';
import { FaqPage } from './FaqPage.tsx';
import styles from './CmsPageView.module.css';

export function CmsPageView({ page }: { page: CmsPageData }) {
  const t = useT();
  const title = page.heading || page.title;
  return (
    <ContentContext.Provider value={{ products: page.products, mapTiles: page.mapTiles }}>
      {page.pageType === 'faq' && page.faq && page.faq.topics.length > 0 ? (
        <FaqPage title={page.faq.title ?? title} faq={page.faq} />
      ) : (
        <article className={styles.page} data-page-type={page.pageType}>
          {page.showTitle ? (
            <header className={`page-width ${styles.header}`}>
              <h1 className={page.pageType === 'home' ? 'visually-hidden' : styles.title}>{title}</h1>
            </header>
          ) : null}
          <div className={styles.content}>
            {page.blocks.length > 0 ? (
              <PageContentBlocks blocks={page.blocks} />
            ) : (
              <p className={`page-width ${styles.empty}`} role="status">
                {t('content.noBlocks')}
              </p>
            )}
          </div>
        </article>
      )}
    </ContentContext.Provider>
  );
}
