/**
 * A CMS page, styled by its type (spec 000 §2 "Styled CMS page types"): home (banner, product
 * carousels, brand entry blocks), campaign, contact-us (text column plus image, the image hidden on
 * phones), FAQ, or a plain content page. Content that brings its own h1 is the page's title;
 * otherwise the page title is drawn above it.
 */
import type { MetaDescriptor } from 'react-router';
import type { CmsPageData } from '../../lib/cmsPage.server.ts';
import { firstBackgroundOf } from '../../lib/content/types.ts';
import { backgroundImageUrls } from '../content/background.ts';
import { PageContentBlocks } from '../content/ContentBlocks.tsx';
import { ContentContext } from '../content/ContentContext.tsx';
import { FaqPage } from './FaqPage.tsx';
import styles from './CmsPageView.module.css';

export function CmsPageView({ page }: { page: CmsPageData }) {
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
            <PageContentBlocks blocks={page.blocks} />
          </div>
        </article>
      )}
    </ContentContext.Provider>
  );
}

/**
 * The opening picture of a home or campaign page is a CSS background, found late by the browser:
 * it is preloaded from the document head instead, at high priority (the page's largest paint).
 * Drawn by the page's meta, so the head is the same on the server and in the browser.
 */
export function cmsPageHeroPreloads(page: CmsPageData): MetaDescriptor[] {
  if (page.pageType !== 'home' && page.pageType !== 'campaign') return [];
  const hero = firstBackgroundOf(page.blocks);
  if (!hero) return [];
  const urls = backgroundImageUrls(hero);
  const preloads: MetaDescriptor[] = [];
  if (urls.desktop) preloads.push({ tagName: 'link', rel: 'preload', as: 'image', href: urls.desktop, media: '(min-width: 768px)', fetchPriority: 'high' });
  if (urls.mobile) preloads.push({ tagName: 'link', rel: 'preload', as: 'image', href: urls.mobile, media: '(max-width: 767px)', fetchPriority: 'high' });
  return preloads;
}
