/**
 * The "Wedding Season" campaign (page_type "campaign"), linked from the menu entry
 * wedding-rings/wedding-season and the promo bar.
 */
import { contentImage } from '../images.ts';
import { escapeHtml, tri, type Trilingual } from '../localized.ts';
import { BRAND_VIDEO_URL } from './homePage.ts';
import { pick, type ContentContext } from './contentContext.ts';
import { banner, buttons, column, columnGroup, columnLine, divider, heading, image, products, row, text, video } from './pageBuilder.ts';

export const CAMPAIGN_IDENTIFIER = 'wedding-season';

export function campaignTitle(context: ContentContext): string {
  return pick(context, tri('Wedding Season', '囍事良緣', '喜事良缘'));
}

/**
 * The offer as the seeded prices make it: "Up to 30% off" where a pair sells 30% below its shelf
 * price, and in Chinese the price paid, as shops write it ("低至7折" is 70% of the price).
 */
function offerLine(percentOff: number): Trilingual {
  const gift = tri('a gift with every set of wedding gold.', '購買結婚金器套裝送精美禮品。', '购买结婚金器套装送精美礼品。');
  if (percentOff <= 0) return tri(`Pair rings engraved free, and ${gift.en}`, `對戒免費刻字，${gift['zh-Hant']}`, `对戒免费刻字，${gift['zh-Hans']}`);
  const paid = (100 - percentOff) / 10;
  return tri(`Up to ${percentOff}% off pair rings, and ${gift.en}`, `對戒低至${paid}折，${gift['zh-Hant']}`, `对戒低至${paid}折，${gift['zh-Hans']}`);
}

export function campaignPageContent(context: ContentContext): string {
  const t = (en: string, hant: string, hans: string) => pick(context, tri(en, hant, hans));
  // For text written straight into HTML; the element builders escape their own arguments.
  const h = (en: string, hant: string, hans: string) => escapeHtml(t(en, hant, hans));
  return [
    row(
      [
        banner({
          content: `<h1>${h('Wedding Season', '囍事良緣', '喜事良缘')}</h1><p>${escapeHtml(pick(context, offerLine(context.campaign.pairRingsPercentOff[context.website.code])))}</p>`,
          desktopImage: contentImage('campaign/wedding-season-desktop.jpg'),
          mobileImage: contentImage('campaign/wedding-season-mobile.jpg'),
          link: '/wedding-rings/wedding-season.html',
          linkType: 'category',
          buttonText: t('Shop the Offers', '選購優惠', '选购优惠'),
          showOverlay: 'always',
          overlayColor: 'rgba(90,13,22,0.35)',
          minHeight: '480px',
        }),
      ],
      { appearance: 'full-width', cssClasses: 'campaign-hero' },
    ),
    row(
      [
        heading(t('Rings for two, gold for the bride', '二人對戒 新娘金器', '二人对戒 新娘金器'), { textAlign: 'center' }),
        text(
          `<p>${h(
            'Pair rings engraved free, dragon and phoenix bangles weighed in front of you, and wedding gold priced by the day\'s gold price. Offers end when the season does.',
            '對戒免費刻字，龍鳳鐲即場秤重，結婚金器按當日金價計算。優惠於活動期完結時結束。',
            '对戒免费刻字，龙凤镯即场称重，结婚金器按当日金价计算。优惠于活动期结束时截止。',
          )}</p>`,
          { textAlign: 'center' },
        ),
        products({ skus: context.featured.weddingSeason, appearance: 'grid' }),
      ],
      { padding: '40px 0px' },
    ),
    row([divider({ thickness: 2, color: '#b3202f' })]),
    row([
      columnGroup([
        columnLine([
          column([image({ desktop: contentImage('campaign/wedding-gold-set.jpg'), alt: t('Wedding gold set', '結婚金飾套裝', '结婚金饰套装'), link: '/gold/wedding-gold.html', linkType: 'category' })], { width: '50%' }),
          column(
            [
              heading(t('Wedding gold, explained', '結婚金器全攻略', '结婚金器全攻略'), { type: 'h3' }),
              text(`<p>${h('Which pieces the families give, and how they are priced: read our guide or ask any shop.', '長輩送甚麼金器、如何計價，請參閱我們的指南或向分店查詢。', '长辈送什么金器、如何计价，请参阅我们的指南或向门店查询。')}</p>`),
              buttons([
                { text: t('Read the Guide', '閱讀指南', '阅读指南'), link: '/gifts/guides.html', linkType: 'category', buttonType: 'secondary' },
                { text: t('Find a Shop', '尋找分店', '寻找门店'), link: '/storelocator', buttonType: 'link' },
              ]),
            ],
            { width: '50%', appearance: 'align-center' },
          ),
        ]),
      ]),
    ]),
    row([video({ url: BRAND_VIDEO_URL, maxWidth: '800px', autoplay: true, muted: true, textAlign: 'center', poster: contentImage('home/video-poster.jpg') })], { padding: '40px 0px' }),
  ].join('');
}
