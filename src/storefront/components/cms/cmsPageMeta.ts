import type { MetaDescriptor } from 'react-router';
import type { CmsPageData } from '../../lib/content/cmsPage.server.ts';
import { firstBackgroundOf } from '../../lib/content/types.ts';
import { backgroundImageUrls } from '../content/background.ts';

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
