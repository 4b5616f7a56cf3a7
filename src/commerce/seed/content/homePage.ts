/**
 * The home page (page_type "home", spec 000 §2): a hero banner, a slider, product carousels, brand
 * entry blocks, the member-benefits block, a brand video and a few smaller elements. Its SEO
 * heading is hidden (display: none), as a merchandiser hides an element in Page Builder.
 */
import { contentImage } from '../images.ts';
import { escapeHtml, tri } from '../localized.ts';
import { memberBenefitsContent } from './blocks.ts';
import { freeDeliveryFrom, pick, pickupShopCount, type ContentContext } from './contentContext.ts';
import { banner, block, buttons, column, columnGroup, columnLine, divider, heading, html, image, products, row, slide, slider, tabs, text, video } from './pageBuilder.ts';

export const BRAND_VIDEO_URL = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

export function homePageContent(context: ContentContext): string {
  const t = (en: string, hant: string, hans: string) => pick(context, tri(en, hant, hans));
  // For text written straight into HTML; the element builders escape their own arguments.
  const h = (en: string, hant: string, hans: string) => escapeHtml(t(en, hant, hans));
  const malaysia = context.website.code === 'my';

  const hero = row(
    [
      banner({
        content: `<h1>${h('Love, set in gold', '愛，以金為證', '爱，以金为证')}</h1><p>${h('Pair rings and wedding gold for the day you say yes.', '為你說「我願意」的一天，準備對戒與結婚金器。', '为你说“我愿意”的一天，准备对戒与结婚金器。')}</p>`,
        desktopImage: contentImage('home/hero-desktop.jpg'),
        mobileImage: contentImage('home/hero-mobile.jpg'),
        link: '/wedding-rings.html',
        linkType: 'category',
        buttonText: t('Shop Wedding Rings', '選購結婚對戒', '选购结婚对戒'),
        minHeight: '520px',
      }),
    ],
    { appearance: 'full-width', cssClasses: 'home-hero' },
  );

  const slides = [
    slide(t('Diamonds', '鑽石', '钻石'), {
      content: `<h2>${h('Certified brilliance', '證書鑽石 閃耀非凡', '证书钻石 闪耀非凡')}</h2><p>${h('GIA and IGI diamonds in every shape.', '各種形狀的GIA及IGI證書鑽石。', '各种形状的GIA及IGI证书钻石。')}</p>`,
      desktopImage: contentImage('home/slide-diamond-desktop.jpg'),
      mobileImage: contentImage('home/slide-diamond-mobile.jpg'),
      link: '/diamond-rings.html',
      linkType: 'category',
      buttonText: t('Discover', '探索', '探索'),
      showOverlay: 'hover',
    }),
    slide(t('Wedding Gold', '結婚金器', '结婚金器'), {
      content: `<h2>${h('Dragon & Phoenix', '龍鳳呈祥', '龙凤呈祥')}</h2><p>${h('Wedding gold priced by today\'s gold price.', '結婚金器按當日金價計算。', '结婚金器按当日金价计算。')}</p>`,
      desktopImage: contentImage('home/slide-gold-desktop.jpg'),
      mobileImage: contentImage('home/slide-gold-mobile.jpg'),
      link: malaysia ? '/gold.html' : '/wedding-season',
      linkType: malaysia ? 'category' : 'page',
      buttonText: t('Shop Now', '立即選購', '立即选购'),
      buttonType: 'secondary',
    }),
    slide(t('Gifts', '禮品', '礼品'), {
      content: `<h2>${h('Gifts that last', '恆久心意', '恒久心意')}</h2><p>${h('Heart pendants, charms and e-gift cards.', '心形吊墜、串珠及電子禮品卡。', '心形吊坠、串珠及电子礼品卡。')}</p>`,
      desktopImage: contentImage('home/slide-gift-desktop.jpg'),
      mobileImage: contentImage('home/slide-gift-mobile.jpg'),
      link: '/gifts.html',
      linkType: 'category',
      buttonText: t('Find a Gift', '挑選禮物', '挑选礼物'),
    }),
  ];

  const carousels = row(
    [
      heading(t('New Arrivals', '最新上架', '最新上架'), { textAlign: 'center' }),
      products({ skus: context.featured.newArrivals, autoplay: true, autoplaySpeed: 5000, infinite: true, counts: { pc: 4, tablet: 3, mobile: 2 } }),
      tabs(
        [
          {
            name: t('Best Sellers', '人氣之選', '人气之选'),
            id: 'home-tab-best-sellers',
            children: [products({ skus: context.featured.bestSellers, carouselMode: 'continuous', centerPadding: '60px', counts: { pc: 5, tablet: 3, mobile: 2 } })],
          },
          {
            name: malaysia ? t('Gift Ideas', '禮物精選', '礼物精选') : t('Gold Picks', '黃金精選', '黄金精选'),
            id: 'home-tab-gold-picks',
            children: [products({ skus: malaysia ? context.featured.giftIdeas : context.featured.goldPicks, counts: { pc: 4, tablet: 3, mobile: 2 } })],
          },
        ],
        { alignment: 'center', minHeight: '420px' },
      ),
    ],
    { cssClasses: 'home-products', padding: '40px 0px' },
  );

  const entries: Array<{ image: string; label: string; link: string }> = [
    { image: 'home/entry-diamond.jpg', label: t('Diamond Rings', '鑽石戒指', '钻石戒指'), link: '/diamond-rings.html' },
    malaysia
      ? { image: 'home/entry-gold.jpg', label: t('Gold Jewellery', '黃金首飾', '黄金首饰'), link: '/gold.html' }
      : { image: 'home/entry-gold.jpg', label: t('Gold Bars & Beans', '金條及金粒', '金条及金粒'), link: '/gold-bars-beans.html' },
    { image: 'home/entry-wedding.jpg', label: t('Wedding & Pair Rings', '結婚對戒', '结婚对戒'), link: '/wedding-rings.html' },
    { image: 'home/entry-custom.jpg', label: t('TOSI Made-to-Order', 'TOSI 訂製', 'TOSI 订制'), link: '/custom-made.html' },
  ];
  const brandEntries = row(
    [
      heading(t('Shop by Category', '按類別選購', '按类别选购'), { textAlign: 'center' }),
      columnGroup([
        columnLine(
          entries.map((entry) =>
            column([image({ desktop: contentImage(entry.image), alt: entry.label, link: entry.link, linkType: 'category', caption: entry.label })], { width: '25%', cssClasses: 'brand-entry' }),
          ),
        ),
      ]),
    ],
    { cssClasses: 'home-brand-entries', padding: '20px 0px' },
  );

  const threshold = freeDeliveryFrom(context);
  const shops = pickupShopCount(context);
  const promises = html(
    `<ul class="home-promises"><li>${h(`Free delivery over ${threshold}`, `滿${threshold}免運費`, `满${threshold}免运费`)}</li><li>${h('Free engraving', '免費刻字', '免费刻字')}</li><li>${h(`Pick up at ${shops} shops`, `${shops}間分店取貨`, `${shops}家门店取货`)}</li></ul>`,
    { textAlign: 'center' },
  );

  const club = row(
    [
      heading(t('Join the TSL Club', '加入謝瑞麟會員', '加入谢瑞麟会员'), { textAlign: 'center' }),
      text(`<p>${h('Earn points on every purchase and exchange them for rewards or Asia Miles.', '每次消費賺取積分，換領禮品或「亞洲萬里通」里數。', '每次消费赚取积分，兑换礼品或“亚洲万里通”里数。')}</p>`, { textAlign: 'center' }),
      buttons(
        [
          { text: t('Join Now', '立即登記', '立即注册'), link: '/create-account', buttonType: 'primary' },
          { text: t('Sign In', '登入', '登录'), link: '/sign-in', buttonType: 'secondary' },
          { text: t('Member Benefits', '會員禮遇', '会员礼遇'), link: '/faq', linkType: 'page', buttonType: 'link' },
        ],
        { sameWidth: true, textAlign: 'center' },
      ),
    ],
    { appearance: 'full-bleed', backgroundImages: { desktop: contentImage('home/hero-desktop.jpg'), mobile: contentImage('home/hero-mobile.jpg') }, parallax: true, parallaxSpeed: 0.5, minHeight: '360px', verticalAlignment: 'center', cssClasses: 'home-club' },
  );

  return [
    row([heading(t('TSL | Tse Sui Luen Online Jewellery Store', '謝瑞麟網上珠寶店', '谢瑞麟网上珠宝店'), { type: 'h1', hidden: true })]),
    hero,
    row([slider(slides, { autoplay: true, autoplaySpeed: 4500, fade: false, infinite: true, showArrows: true, showDots: true, minHeight: '420px', counts: { pc: 1, tablet: 1, mobile: 1 } })], { cssClasses: 'home-slider' }),
    row([promises]),
    carousels,
    row([divider({ width: '60%', color: '#d9c7a7', thickness: 1, textAlign: 'center' })]),
    brandEntries,
    club,
    row([block('member-benefits', memberBenefitsContent(context))]),
    row([heading(t('Our Craft', '匠心工藝', '匠心工艺'), { textAlign: 'center' }), video({ url: BRAND_VIDEO_URL, maxWidth: '960px', autoplay: false, muted: true, textAlign: 'center', poster: contentImage('home/video-poster.jpg') })], { padding: '40px 0px' }),
  ].join('');
}
