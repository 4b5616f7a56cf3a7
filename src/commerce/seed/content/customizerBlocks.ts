/**
 * CMS blocks of the made-to-order pages (spec 000 §2 "Customizer pages for diamond ring and pair
 * ring ... with banners and blocks"): the entry's banner and content, the diamond-ring and
 * pair-ring pages' banners, and the core-jewels page's content. The storefront reads them by
 * identifier (lib/customizer/designListing.server.ts).
 */
import { contentImage } from '../images.ts';
import { escapeHtml, tri } from '../localized.ts';
import type { BlockContent } from './blockContent.ts';
import { pick, type ContentContext } from './contentContext.ts';
import { banner, column, columnGroup, columnLine, heading, image, row, text } from './pageBuilder.ts';

export function customizerBlocks(context: ContentContext): BlockContent[] {
  const t = (en: string, hant: string, hans: string) => pick(context, tri(en, hant, hans));
  const h = (en: string, hant: string, hans: string) => escapeHtml(t(en, hant, hans));

  const entryBanner = row(
    [
      banner({
        content: `<h2>${h('Made for one. Made for you.', '獨一無二，為您而造', '独一无二，为您而造')}</h2><p>${h('Every TOSI piece is made to order in our workshop, in the metal, size and stone you choose.', '每件 TOSI 首飾均於我們的工房按訂單製作，材質、尺寸及寶石由您選擇。', '每件 TOSI 首饰均在我们的工坊按订单制作，材质、尺寸及宝石由您选择。')}</p>`,
        desktopImage: contentImage('home/slide-gift-desktop.jpg'),
        mobileImage: contentImage('home/slide-gift-mobile.jpg'),
        showOverlay: 'always',
        overlayColor: 'rgba(0,0,0,0.35)',
        minHeight: '360px',
      }),
    ],
    { appearance: 'full-width', cssClasses: 'tosi-banner' },
  );

  const promise = (title: [string, string, string], body: [string, string, string]) =>
    column([heading(t(...title), { type: 'h3' }), text(`<p>${h(...body)}</p>`)], { width: '33.3333%' });
  const entryContent = row(
    [
      heading(t('The TOSI promise', 'TOSI 的承諾', 'TOSI 的承诺'), { type: 'h2' }),
      columnGroup([
        columnLine([
          promise(['Certified diamonds', '證書鑽石', '证书钻石'], ['Every diamond is graded by GIA or IGI and comes with its certificate.', '每顆鑽石均經 GIA 或 IGI 評級，並附證書。', '每颗钻石均经 GIA 或 IGI 评级，并附证书。']),
          promise(['Engraved by hand', '人手刻字', '人手刻字'], ['Names, dates or a few words of your own, in English or Chinese.', '名字、日子或您的心底話，中英文均可。', '名字、日子或您的心里话，中英文均可。']),
          promise(['Made in weeks', '數星期完成', '数星期完成'], ['Your piece is ready in three to six weeks; we tell you the day as you choose.', '三至六星期完成，選擇時即可知道完成日期。', '三至六周完成，选择时即可知道完成日期。']),
        ]),
      ]),
    ],
    { cssClasses: 'tosi-promise', padding: '24px 0px' },
  );

  const ringBanner = (images: string, title: [string, string, string], body: [string, string, string]) =>
    row(
      [
        banner({
          content: `<h2>${h(...title)}</h2><p>${h(...body)}</p>`,
          desktopImage: contentImage(`home/${images}-desktop.jpg`),
          mobileImage: contentImage(`home/${images}-mobile.jpg`),
          showOverlay: 'always',
          overlayColor: 'rgba(0,0,0,0.35)',
          minHeight: '320px',
        }),
      ],
      { appearance: 'full-width', cssClasses: 'tosi-ring-banner' },
    );

  const coreJewels = row(
    [
      columnGroup([
        columnLine([
          column([image({ desktop: contentImage('home/entry-custom.jpg'), alt: t('An engraved TOSI ring', '刻上字的 TOSI 戒指', '刻上字的 TOSI 戒指') })], { width: '25%' }),
          column(
            [
              heading(t('Where every design begins', '每款設計的起點', '每款设计的起点'), { type: 'h2' }),
              text(`<p>${h('These are the designs our jewellers are asked for most. Start from one, then change the metal, the stone and the engraving until it is yours.', '這些是最多人選擇的設計。由其中一款開始，再更換材質、寶石及刻字，直至成為您的專屬首飾。', '这些是最多人选择的设计。从其中一款开始，再更换材质、宝石及刻字，直至成为您的专属首饰。')}</p>`),
            ],
            { width: '75%', appearance: 'align-center', padding: '0px 0px 0px 40px' },
          ),
        ]),
      ]),
    ],
    { cssClasses: 'tosi-core-jewels', padding: '24px 0px' },
  );

  return [
    { identifier: 'tosi-entry-banner', title: t('Made-to-order entry banner', '訂製服務主頁橫額', '订制服务主页横幅'), content: entryBanner },
    { identifier: 'tosi-entry-content', title: t('Made-to-order entry content', '訂製服務主頁內容', '订制服务主页内容'), content: entryContent },
    {
      identifier: 'tosi-diamond-rings',
      title: t('Made-to-order diamond rings banner', '訂製鑽石戒指橫額', '订制钻石戒指横幅'),
      content: ringBanner(
        'slide-diamond',
        ['A diamond of your choosing', '親自挑選您的鑽石', '亲自挑选您的钻石'],
        ['Choose a setting, then the diamond: its shape, carat weight, colour and clarity, from thousands of certified stones.', '先選戒托，再選鑽石：形狀、卡數、顏色及淨度，從數千顆證書鑽石中挑選。', '先选戒托，再选钻石：形状、克拉、颜色及净度，从数千颗证书钻石中挑选。'],
      ),
    },
    {
      identifier: 'tosi-pair-rings',
      title: t('Made-to-order pair rings banner', '訂製對戒橫額', '订制对戒横幅'),
      content: ringBanner(
        'hero',
        ['Two rings, one story', '一對戒指，一個故事', '一对戒指，一个故事'],
        ['Design hers and his together: each in its own size, each with its own engraving.', '一同設計她和他的戒指：各有尺寸，各有刻字。', '一起设计她和他的戒指：各有尺寸，各有刻字。'],
      ),
    },
    { identifier: 'tosi-core-jewels', title: t('Made-to-order core jewels', '訂製經典款式', '订制经典款式'), content: coreJewels },
  ];
}
