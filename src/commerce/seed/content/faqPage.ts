/**
 * FAQ (page_type "faq", spec 000 §2: a sidebar of categories on desktop, a dropdown on mobile and
 * collapsible questions). Structure the storefront reads:
 * - one row per category, with the classes "faq-category" and "faq-category-<code>";
 * - in it, a heading (h2, class "faq-category-title") naming the category;
 * - then pairs of a heading (h3, class "faq-question") and a text (class "faq-answer").
 */
import { contentImage } from '../images.ts';
import { escapeHtml, tri, type Trilingual } from '../localized.ts';
import { freeDeliveryFrom, pick, type ContentContext } from './contentContext.ts';
import { heading, image, row, text } from './pageBuilder.ts';

interface FaqCategory {
  code: string;
  title: Trilingual;
  questions: Array<{ question: Trilingual; answer: Trilingual }>;
  /** Malaysia hides the gold price (spec 000 §2), so its FAQ leaves gold pricing out. */
  goldPricing?: boolean;
}

function categories(context: ContentContext): FaqCategory[] {
  const threshold = freeDeliveryFrom(context);
  return [
    {
      code: 'orders',
      title: tri('Orders & Payment', '訂單及付款', '订单及付款'),
      questions: [
        {
          question: tri('How do I place an order?', '如何下單？', '如何下单？'),
          answer: tri(
            'Add pieces to your cart, choose home delivery or store pickup at checkout, then pay. You can check out as a guest with your email address.',
            '將貨品加入購物車，結帳時選擇送貨上門或到店取貨，然後付款。你亦可以電郵地址以訪客身份結帳。',
            '将商品加入购物车，结账时选择送货上门或到店取货，然后付款。你也可以用电邮地址以访客身份结账。',
          ),
        },
        {
          question: tri('Which payment methods do you accept?', '接受哪些付款方式？', '接受哪些付款方式？'),
          answer: tri('Visa, Mastercard, American Express, WeChat Pay and Alipay.', 'Visa、Mastercard、American Express、微信支付及支付寶。', 'Visa、Mastercard、American Express、微信支付及支付宝。'),
        },
        {
          question: tri('Can I use more than one coupon?', '可以同時使用多張優惠券嗎？', '可以同时使用多张优惠券吗？'),
          answer: tri('One coupon can be used per checkout.', '每次結帳只可使用一張優惠券。', '每次结账只可使用一张优惠券。'),
        },
      ],
    },
    {
      code: 'delivery',
      title: tri('Delivery & Pickup', '送貨及取貨', '送货及取货'),
      questions: [
        {
          question: tri('How long does delivery take?', '送貨需時多久？', '送货需要多久？'),
          answer: tri(
            `Pieces in stock arrive in 2 to 5 working days; delivery is free over ${threshold}. Made-to-order pieces show their delivery time on the product page.`,
            `現貨於2至5個工作天內送達，訂單滿${threshold}免運費。訂製產品的製作時間列於產品頁。`,
            `现货于2至5个工作日内送达，订单满${threshold}免运费。订制产品的制作时间列于产品页。`,
          ),
        },
        {
          question: tri('Can I collect my order in a shop?', '可以到分店取貨嗎？', '可以到门店取货吗？'),
          answer: tri(
            'Yes. Choose store pickup at checkout; we send you a pickup code when your order arrives. Bring it and your ID to the shop.',
            '可以。結帳時選擇到店取貨，貨品到店後我們會發送取貨編號，請憑編號及身份證明文件到分店領取。',
            '可以。结账时选择到店取货，商品到店后我们会发送取货编号，请凭编号及身份证明文件到门店领取。',
          ),
        },
      ],
    },
    {
      code: 'gold-price',
      title: tri('Gold Price', '金價', '金价'),
      goldPricing: true,
      questions: [
        {
          question: tri('How is the price of gold jewellery worked out?', '黃金首飾的售價如何計算？', '黄金首饰的售价如何计算？'),
          answer: tri(
            'Price = weight × the day\'s gold price for its gold code + the labour fee, per piece or per gram as shown on the product page.',
            '售價 = 重量 × 該金價類別的當日金價 + 工費（按件或按克計算，詳見產品頁）。',
            '售价 = 重量 × 该金价类别的当日金价 + 工费（按件或按克计算，详见产品页）。',
          ),
        },
        {
          question: tri('When does the gold price change?', '金價何時更新？', '金价何时更新？'),
          answer: tri(
            'Every morning, and again during the day when the market moves. The price in your cart follows it until you place your order.',
            '每日早上更新，市況波動時日內亦會調整。購物車內的價格會隨之更新，直至你落單為止。',
            '每日早上更新，市况波动时日内也会调整。购物车内的价格会随之更新，直至你下单为止。',
          ),
        },
      ],
    },
    {
      code: 'returns',
      title: tri('Returns & Exchanges', '退換貨品', '退换货品'),
      questions: [
        {
          question: tri('Can I return a piece?', '可以退貨嗎？', '可以退货吗？'),
          answer: tri(
            'Unworn pieces with their tags and certificate can be exchanged within 7 days. Engraved, resized and made-to-order pieces cannot be returned.',
            '未經佩戴並附有標籤及證書的貨品，可於7天內換貨。已刻字、改圈及訂製的貨品恕不退換。',
            '未经佩戴并附有标签及证书的商品，可于7天内换货。已刻字、改圈及订制的商品恕不退换。',
          ),
        },
        {
          question: tri('My ring does not fit. What can I do?', '戒指尺寸不合適怎麼辦？', '戒指尺寸不合适怎么办？'),
          answer: tri('Bring it to any shop: resizing by up to three sizes is free within 30 days of purchase.', '請帶同戒指到任何分店，購買後30天內免費改圈最多三個尺寸。', '请带同戒指到任何门店，购买后30天内免费改圈最多三个尺寸。'),
        },
      ],
    },
    {
      code: 'membership',
      title: tri('Membership', '會員計劃', '会员计划'),
      questions: [
        {
          question: tri('How do I join the TSL Club?', '如何成為謝瑞麟會員？', '如何成为谢瑞麟会员？'),
          answer: tri('Create an account online or in any shop; membership is free.', '於網上或任何分店登記即可，費用全免。', '于网上或任何门店注册即可，费用全免。'),
        },
        {
          question: tri('What are the member levels?', '會員分為哪些級別？', '会员分为哪些级别？'),
          answer: tri(
            'Fans, Silver, Gold, Platinum and Diamond. Your level is reviewed every 12 months by your spending.',
            '分為粉絲、銀卡、金卡、白金及鑽石會員，每12個月按消費金額重新評定。',
            '分为粉丝、银卡、金卡、白金及钻石会员，每12个月按消费金额重新评定。',
          ),
        },
        {
          question: tri('Can I exchange points for Asia Miles?', '積分可以兌換「亞洲萬里通」里數嗎？', '积分可以兑换“亚洲万里通”里数吗？'),
          answer: tri('Yes, in blocks of 1,000, 2,000 or 3,000 miles from your account.', '可以，可於帳戶內兌換1,000、2,000或3,000里。', '可以，可于账户内兑换1,000、2,000或3,000里。'),
        },
      ],
    },
  ];
}

export function faqPageContent(context: ContentContext): string {
  const malaysia = context.website.code === 'my';
  const sections = categories(context)
    .filter((category) => !(malaysia && category.goldPricing))
    .map((category) =>
      row(
        [
          heading(pick(context, category.title), { type: 'h2', cssClasses: 'faq-category-title' }),
          ...category.questions.flatMap((entry) => [
            heading(pick(context, entry.question), { type: 'h3', cssClasses: 'faq-question' }),
            text(`<p>${escapeHtml(pick(context, entry.answer))}</p>`, { cssClasses: 'faq-answer' }),
          ]),
        ],
        { cssClasses: `faq-category faq-category-${category.code}`, padding: '10px 0px' },
      ),
    );
  return [
    row([
      image({ desktop: contentImage('faq/faq-banner.jpg'), alt: pick(context, tri('Frequently asked questions', '常見問題', '常见问题')) }),
      heading(pick(context, tri('Frequently Asked Questions', '常見問題', '常见问题')), { type: 'h1' }),
    ]),
    ...sections,
  ].join('');
}
