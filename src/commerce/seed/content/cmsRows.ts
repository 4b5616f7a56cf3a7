/**
 * CMS pages and blocks for every store view. A row with store_view_id null is the default: it is
 * written for tsl_en (English, Hong Kong). Every other store view has its own row, in its language
 * and with its website's currency, hotline, WhatsApp number and shops. So a lookup by
 * (identifier, store view) always finds a row, and the null row serves any view added later.
 */
import type { cmsBlocks, cmsPages } from '../../db/schema.ts';
import { DEFAULT_STORE_VIEW_CODE, STORE_VIEWS, findStoreView, websiteOf, type StoreViewDefinition } from '../../../rules/storeViews.ts';
import { tri, type Trilingual } from '../localized.ts';
import { demoBlocks } from './blocks.ts';
import { CAMPAIGN_IDENTIFIER, campaignPageContent } from './campaignPage.ts';
import { contactPageContent } from './contactPage.ts';
import { pick, type CampaignOffer, type ContentContext, type FeaturedSkus, type ShopPin } from './contentContext.ts';
import { faqPageContent } from './faqPage.ts';
import { homePageContent } from './homePage.ts';
import { COOKIE_TITLE, NOT_FOUND_TITLE, PRIVACY_TITLE, TERMS_TITLE, cookiePolicyContent, noRouteContent, privacyPolicyContent, termsPageContent } from './policyPages.ts';

interface PageDefinition {
  identifier: string;
  pageType: 'home' | 'campaign' | 'contact-us' | 'faq' | 'default';
  title: Trilingual;
  description: Trilingual;
  content: (context: ContentContext) => string;
}

const PAGES: readonly PageDefinition[] = [
  {
    identifier: 'home',
    pageType: 'home',
    title: tri('Home', '主頁', '首页'),
    description: tri('Diamond rings, wedding rings and gold jewellery from TSL, online.', '謝瑞麟網上珠寶店：鑽石戒指、結婚對戒及黃金首飾。', '谢瑞麟网上珠宝店：钻石戒指、结婚对戒及黄金首饰。'),
    content: homePageContent,
  },
  {
    identifier: CAMPAIGN_IDENTIFIER,
    pageType: 'campaign',
    title: tri('Wedding Season', '囍事良緣', '喜事良缘'),
    description: tri('Pair rings and wedding gold offers for the wedding season.', '囍事良緣：對戒及結婚金器優惠。', '喜事良缘：对戒及结婚金器优惠。'),
    content: campaignPageContent,
  },
  {
    identifier: 'contact-us',
    pageType: 'contact-us',
    title: tri('Contact Us', '聯絡我們', '联系我们'),
    description: tri('Hotline, WhatsApp and email of TSL customer service.', '謝瑞麟客戶服務熱線、WhatsApp及電郵。', '谢瑞麟客户服务热线、WhatsApp及电邮。'),
    content: contactPageContent,
  },
  {
    identifier: 'faq',
    pageType: 'faq',
    title: tri('FAQ', '常見問題', '常见问题'),
    description: tri('Answers about orders, delivery, gold prices, returns and membership.', '有關訂單、送貨、金價、退換及會員的常見問題。', '有关订单、送货、金价、退换及会员的常见问题。'),
    content: faqPageContent,
  },
  { identifier: 'terms-n-conditions', pageType: 'default', title: TERMS_TITLE, description: TERMS_TITLE, content: termsPageContent },
  { identifier: 'privacy-policy', pageType: 'default', title: PRIVACY_TITLE, description: PRIVACY_TITLE, content: privacyPolicyContent },
  { identifier: 'privacy', pageType: 'default', title: COOKIE_TITLE, description: COOKIE_TITLE, content: cookiePolicyContent },
  { identifier: 'no-route', pageType: 'default', title: tri('404 Not Found', '404 找不到頁面', '404 找不到页面'), description: NOT_FOUND_TITLE, content: noRouteContent },
];

export const CMS_PAGE_IDENTIFIERS: readonly string[] = PAGES.map((page) => page.identifier);

/** The default (null) row's view first, then every other view. */
function targets(): Array<{ storeViewId: number | null; view: StoreViewDefinition }> {
  const defaultView = findStoreView(DEFAULT_STORE_VIEW_CODE)!;
  return [{ storeViewId: null, view: defaultView }, ...STORE_VIEWS.filter((view) => view.code !== defaultView.code).map((view) => ({ storeViewId: view.id, view }))];
}

function contextOf(view: StoreViewDefinition, featured: FeaturedSkus, shops: ShopPin[], campaign: CampaignOffer): ContentContext {
  return { locale: view.localeKey, website: websiteOf(view), featured, shops, campaign };
}

export interface CmsRows {
  pages: Array<typeof cmsPages.$inferInsert>;
  blocks: Array<typeof cmsBlocks.$inferInsert>;
  /** Id of each page's default (store_view_id null) row, for URL rewrites. */
  defaultPageIds: Map<string, number>;
}

export function cmsRows(featured: FeaturedSkus, shops: ShopPin[], campaign: CampaignOffer, updatedAt: Date): CmsRows {
  const pages: CmsRows['pages'] = [];
  const blocks: CmsRows['blocks'] = [];
  const defaultPageIds = new Map<string, number>();
  for (const { storeViewId, view } of targets()) {
    const context = contextOf(view, featured, shops, campaign);
    for (const page of PAGES) {
      const id = pages.length + 1;
      if (storeViewId === null) defaultPageIds.set(page.identifier, id);
      const title = pick(context, page.title);
      pages.push({
        id,
        identifier: page.identifier,
        storeViewId,
        title,
        contentHeading: page.pageType === 'default' ? title : null,
        content: page.content(context),
        pageType: page.pageType,
        metaTitle: `${title} | ${pick(context, tri('TSL', '謝瑞麟', '谢瑞麟'))}`,
        metaDescription: pick(context, page.description),
        metaKeywords: pick(context, tri('jewellery, diamond ring, gold, wedding rings', '珠寶, 鑽石戒指, 黃金, 結婚對戒', '珠宝, 钻石戒指, 黄金, 结婚对戒')),
        isActive: true,
        updatedAt,
      });
    }
    for (const content of demoBlocks(context)) {
      blocks.push({ id: blocks.length + 1, identifier: content.identifier, storeViewId, title: content.title, content: content.content, isActive: true, updatedAt });
    }
  }
  return { pages, blocks, defaultPageIds };
}
