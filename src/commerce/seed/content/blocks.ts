/**
 * CMS blocks: the header promo bar ("promo-message"), the footer's link groups ("footer-links")
 * the member-benefits panel ("member-benefits", also placed in the home page) and the made-to-order
 * pages' banners and blocks (customizerBlocks.ts).
 */
import { MEMBER_LEVELS } from '../../../rules/club.ts';
import { benefitsOf, LEVEL_NAMES } from '../club.ts';
import { contentImage } from '../images.ts';
import { escapeHtml, tri, type Trilingual } from '../localized.ts';
import type { BlockContent } from './blockContent.ts';
import { CUSTOMER_SERVICE, freeDeliveryFrom, pick, whatsappDisplay, whatsappLink, type ContentContext } from './contentContext.ts';
import { customizerBlocks } from './customizerBlocks.ts';
import { column, columnGroup, columnLine, heading, image, row, text } from './pageBuilder.ts';

export function promoMessageBlock(context: ContentContext): BlockContent {
  const threshold = freeDeliveryFrom(context);
  const offers = tri(`Free delivery on orders over ${threshold} · Free engraving on wedding rings`, `訂單滿${threshold}免運費 · 婚戒免費刻字`, `订单满${threshold}免运费 · 婚戒免费刻字`);
  const campaign = tri('Wedding Season offers', '囍事優惠', '喜事优惠');
  const message = `${escapeHtml(pick(context, offers))} · <a href="/wedding-season">${escapeHtml(pick(context, campaign))}</a>`;
  return {
    identifier: 'promo-message',
    title: pick(context, tri('Promo message', '推廣訊息', '推广信息')),
    content: row([text(`<p>${message}</p>`, { textAlign: 'center' })], { appearance: 'full-width', backgroundColor: '#7a1f2b', cssClasses: 'promo-message' }),
  };
}

interface LinkGroup {
  title: Trilingual;
  links: Array<{ label: Trilingual; href: string; external?: boolean }>;
}

function linkGroups(context: ContentContext): LinkGroup[] {
  const groups: LinkGroup[] = [
    {
      title: tri('Customer Service', '客戶服務', '客户服务'),
      links: [
        { label: tri('Contact Us', '聯絡我們', '联系我们'), href: '/contact-us' },
        { label: tri('FAQ', '常見問題', '常见问题'), href: '/faq' },
        { label: tri('Order Tracking', '訂單查詢', '订单查询'), href: '/orderTracking' },
        { label: tri('Store Locator', '分店地址', '门店地址'), href: '/storelocator' },
      ],
    },
    {
      title: tri('Shopping Guide', '購物指南', '购物指南'),
      links: [
        { label: tri('Daily Gold Price', '今日金價', '今日金价'), href: '/dynamicGoldPrice' },
        { label: tri('Made-to-Order', '訂製服務', '订制服务'), href: '/customizer' },
        { label: tri('Gift Cards', '禮品卡', '礼品卡'), href: '/gifts/gift-cards.html' },
        { label: tri('Site Map', '網站地圖', '网站地图'), href: '/sitemap' },
      ],
    },
    {
      title: tri('Policies', '條款及政策', '条款及政策'),
      links: [
        { label: tri('Terms & Conditions', '條款及細則', '条款及细则'), href: '/terms-n-conditions' },
        { label: tri('Privacy Policy', '私隱政策', '隐私政策'), href: '/privacy-policy' },
        { label: tri('Cookie Policy', 'Cookie 政策', 'Cookie 政策'), href: '/privacy' },
      ],
    },
    {
      title: tri('Follow Us', '關注我們', '关注我们'),
      links: [
        { label: tri('Facebook', 'Facebook', 'Facebook'), href: 'https://www.facebook.com/', external: true },
        { label: tri('Instagram', 'Instagram', 'Instagram'), href: 'https://www.instagram.com/', external: true },
        { label: tri(`WhatsApp ${whatsappDisplay(context.website.code)}`, `WhatsApp ${whatsappDisplay(context.website.code)}`, `WhatsApp ${whatsappDisplay(context.website.code)}`), href: whatsappLink(context.website.code), external: true },
      ],
    },
  ];
  // Malaysia does not show the gold price (spec 000 §2, Layout).
  if (context.website.code === 'my') groups[1].links = groups[1].links.filter((entry) => entry.href !== '/dynamicGoldPrice');
  return groups;
}

export function footerLinksBlock(context: ContentContext): BlockContent {
  const groups = linkGroups(context);
  const columns = groups.map((group) =>
    column(
      [
        heading(pick(context, group.title), { type: 'h3', cssClasses: 'footer-link-group-title' }),
        text(
          `<ul>${group.links
            .map((entry) => `<li><a href="${entry.href}"${entry.external ? ' target="_blank" rel="noopener"' : ''}>${escapeHtml(pick(context, entry.label))}</a></li>`)
            .join('')}</ul>`,
          { cssClasses: 'footer-link-group-links' },
        ),
      ],
      { width: `${(100 / groups.length).toFixed(4)}%`, cssClasses: 'footer-link-group' },
    ),
  );
  const service = CUSTOMER_SERVICE[context.website.code];
  const contact = tri(
    `Customer service: ${service.hotline} · ${service.email}`,
    `客戶服務熱線：${service.hotline} · ${service.email}`,
    `客户服务热线：${service.hotline} · ${service.email}`,
  );
  return {
    identifier: 'footer-links',
    title: pick(context, tri('Footer links', '頁尾連結', '页脚链接')),
    content: row([columnGroup([columnLine(columns)]), text(`<p>${escapeHtml(pick(context, contact))}</p>`, { textAlign: 'center', cssClasses: 'footer-contact' })], { cssClasses: 'footer-links' }),
  };
}

/** The member levels and their benefits, as the club's own levels say them (seed/club.ts): the content never promises what the club does not do. */
function levels(context: ContentContext): Array<{ name: Trilingual; benefit: Trilingual }> {
  return MEMBER_LEVELS.map((level) => {
    const benefits = benefitsOf(context.website.code, level);
    const said = (locale: keyof Trilingual, separator: string) => benefits.map((benefit) => benefit[locale]).join(separator);
    return { name: LEVEL_NAMES[level], benefit: tri(said('en', '; '), said('zh-Hant', '；'), said('zh-Hans', '；')) };
  });
}

export function memberBenefitsContent(context: ContentContext): string {
  const list = `<ul class="member-levels">${levels(context).map((level) => `<li><strong>${escapeHtml(pick(context, level.name))}</strong> – ${escapeHtml(pick(context, level.benefit))}</li>`).join('')}</ul>`;
  const conditions = tri(
    'Levels are reviewed every 12 months by spending. Points are valid for 2 years and can be exchanged for rewards, coupons or Asia Miles.',
    '會員級別每12個月按消費金額重新評定。積分有效期為2年，可換領禮品、優惠券或「亞洲萬里通」里數。',
    '会员级别每12个月按消费金额重新评定。积分有效期为2年，可兑换礼品、优惠券或“亚洲万里通”里数。',
  );
  return row(
    [
      columnGroup([
        columnLine([
          column(
            [
              heading(pick(context, tri('Member Benefits', '會員禮遇', '会员礼遇')), { type: 'h2' }),
              text(`${list}<p class="member-conditions">${escapeHtml(pick(context, conditions))}</p>`),
            ],
            { width: '58.3333%', appearance: 'align-center' },
          ),
          column([image({ desktop: contentImage('blocks/member-benefits.jpg'), alt: pick(context, tri('TSL member card', '謝瑞麟會員卡', '谢瑞麟会员卡')), link: '/create-account' })], { width: '41.6667%' }),
        ]),
      ]),
    ],
    { cssClasses: 'member-benefits', padding: '40px 0px' },
  );
}

export function memberBenefitsBlock(context: ContentContext): BlockContent {
  return { identifier: 'member-benefits', title: pick(context, tri('Member benefits', '會員禮遇', '会员礼遇')), content: memberBenefitsContent(context) };
}

export function demoBlocks(context: ContentContext): BlockContent[] {
  return [promoMessageBlock(context), footerLinksBlock(context), memberBenefitsBlock(context), ...customizerBlocks(context)];
}
