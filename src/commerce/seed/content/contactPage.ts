/**
 * Contact us (page_type "contact-us", spec 000 §2): a text column and an image column (the image
 * column carries the class "contact-us-image"; the storefront hides it on mobile), then a map of
 * the website's flagship shops.
 */
import { contentImage } from '../images.ts';
import { escapeHtml, tri } from '../localized.ts';
import { CUSTOMER_SERVICE, pick, whatsappDisplay, whatsappLink, type ContentContext } from './contentContext.ts';
import { buttons, column, columnGroup, columnLine, heading, image, map, row, text } from './pageBuilder.ts';

const COUNTRY = { base: 'Hong Kong', mo: 'Macau', my: 'Malaysia' } as const;

export function contactPageContent(context: ContentContext): string {
  const t = (en: string, hant: string, hans: string) => pick(context, tri(en, hant, hans));
  // For text written straight into HTML; the element builders escape their own arguments.
  const h = (en: string, hant: string, hans: string) => escapeHtml(t(en, hant, hans));
  const service = CUSTOMER_SERVICE[context.website.code];
  const details = `<p>${h('We are happy to help with orders, sizing, gold prices and made-to-order designs.', '訂單、尺寸、金價及訂製設計，我們都樂意為你解答。', '订单、尺寸、金价及订制设计，我们都乐意为你解答。')}</p>
<ul class="contact-details">
<li><strong>${h('Hotline', '客戶服務熱線', '客户服务热线')}</strong>: <a href="tel:${service.hotline.replace(/[^\d+]/g, '')}">${service.hotline}</a></li>
<li><strong>WhatsApp</strong>: <a href="${whatsappLink(context.website.code)}" target="_blank" rel="noopener">${whatsappDisplay(context.website.code)}</a></li>
<li><strong>${h('Email', '電郵', '电邮')}</strong>: <a href="mailto:${service.email}">${service.email}</a></li>
<li><strong>${h('Hours', '服務時間', '服务时间')}</strong>: ${escapeHtml(pick(context, service.hours))}</li>
</ul>`;
  const shops = context.shops.filter((shop) => shop.websiteCode === context.website.code).slice(0, 3);
  return [
    row(
      [
        columnGroup([
          columnLine([
            column(
              [
                heading(t('Contact Us', '聯絡我們', '联系我们'), { type: 'h1' }),
                text(details, { cssClasses: 'contact-us-text' }),
                buttons([
                  { text: t('Find a Shop', '尋找分店', '寻找门店'), link: '/storelocator', buttonType: 'primary' },
                  { text: t('Track an Order', '查詢訂單', '查询订单'), link: '/orderTracking', buttonType: 'secondary' },
                ]),
              ],
              { width: '50%', appearance: 'align-center', padding: '20px' },
            ),
            column([image({ desktop: contentImage('contact/customer-service.jpg'), alt: t('Customer service', '客戶服務', '客户服务') })], { width: '50%', cssClasses: 'contact-us-image' }),
          ]),
        ]),
      ],
      { cssClasses: 'contact-us' },
    ),
    row(
      [
        heading(t('Flagship shops', '旗艦店', '旗舰店'), { type: 'h2' }),
        map(
          shops.map((shop) => ({ name: pick(context, shop.name), latitude: shop.latitude, longitude: shop.longitude, country: COUNTRY[shop.websiteCode], address: pick(context, shop.address), phone: shop.phone })),
          { height: '360px', showControls: true },
        ),
      ],
      { padding: '20px 0px' },
    ),
  ].join('');
}
