/**
 * Text pages: terms and conditions, privacy policy, cookie policy (identifier "privacy", spec 000
 * §2 route /privacy) and the "no-route" helper content shown with the 404 view.
 */
import { escapeHtml, tri, type Trilingual } from '../localized.ts';
import { pick, type ContentContext } from './contentContext.ts';
import { buttons, heading, row, text } from './pageBuilder.ts';

type Section = [Trilingual, Trilingual];

function textPage(context: ContentContext, title: Trilingual, intro: Trilingual, sections: Section[]): string {
  return row(
    [
      heading(pick(context, title), { type: 'h1' }),
      text(`<p>${escapeHtml(pick(context, intro))}</p>`),
      ...sections.flatMap(([sectionTitle, body]) => [heading(pick(context, sectionTitle), { type: 'h2' }), text(`<p>${escapeHtml(pick(context, body))}</p>`)]),
    ],
    { cssClasses: 'policy-page', padding: '20px 0px' },
  );
}

const DATA_LAW: Record<ContentContext['website']['code'], Trilingual> = {
  base: tri('the Personal Data (Privacy) Ordinance (Cap. 486)', '《個人資料（私隱）條例》（第486章）', '《个人资料（私隐）条例》（第486章）'),
  mo: tri('the Personal Data Protection Act (Law 8/2005)', '《個人資料保護法》（第8/2005號法律）', '《个人资料保护法》（第8/2005号法律）'),
  my: tri('the Personal Data Protection Act 2010', '《2010年個人資料保護法令》', '《2010年个人资料保护法令》'),
};

export const TERMS_TITLE = tri('Terms & Conditions', '條款及細則', '条款及细则');
export const PRIVACY_TITLE = tri('Privacy Policy', '私隱政策', '隐私政策');
export const COOKIE_TITLE = tri('Cookie Policy', 'Cookie 政策', 'Cookie 政策');
export const NOT_FOUND_TITLE = tri('Page not found', '找不到頁面', '找不到页面');

export function termsPageContent(context: ContentContext): string {
  return textPage(context, TERMS_TITLE, tri('These terms apply to every order placed on this website.', '本條款適用於本網站的所有訂單。', '本条款适用于本网站的所有订单。'), [
    [
      tri('Prices', '價格', '价格'),
      tri(
        'Prices are in the currency of the website you shop on. Gold-priced pieces follow the gold price board until the order is placed; the price is then fixed.',
        '價格以所選網站的貨幣顯示。按金價計算的貨品售價隨金價牌價更新，落單後即鎖定。',
        '价格以所选网站的货币显示。按金价计算的商品售价随金价牌价更新，下单后即锁定。',
      ),
    ],
    [
      tri('Orders', '訂單', '订单'),
      tri('An order is accepted when payment is confirmed. We may cancel an order and refund it in full if a piece is no longer available.', '訂單於付款確認後方獲接納。如貨品缺貨，我們可取消訂單並全數退款。', '订单于付款确认后方获接纳。如商品缺货，我们可取消订单并全数退款。'),
    ],
    [
      tri('Made-to-order pieces', '訂製產品', '订制产品'),
      tri('Made-to-order pieces are crafted to your design after confirmation and cannot be cancelled, returned or exchanged.', '訂製產品於確認設計後開始製作，恕不取消、退貨或換貨。', '订制产品于确认设计后开始制作，恕不取消、退货或换货。'),
    ],
    [
      tri('Returns', '退換', '退换'),
      tri('Unworn pieces with tags and certificates may be exchanged within 7 days. Engraved or resized pieces are excluded.', '未經佩戴並附標籤及證書的貨品可於7天內換貨，已刻字或改圈的貨品除外。', '未经佩戴并附标签及证书的商品可于7天内换货，已刻字或改圈的商品除外。'),
    ],
    [
      tri('Governing law', '管轄法律', '管辖法律'),
      tri(
        'These terms are governed by the laws of the place where the website you shop on operates.',
        '本條款受所選網站營運地的法律管轄。',
        '本条款受所选网站运营地的法律管辖。',
      ),
    ],
  ]);
}

export function privacyPolicyContent(context: ContentContext): string {
  const law = DATA_LAW[context.website.code];
  return textPage(
    context,
    PRIVACY_TITLE,
    tri(`We handle your personal data in line with ${law.en}.`, `我們按照${law['zh-Hant']}處理你的個人資料。`, `我们按照${law['zh-Hans']}处理你的个人资料。`),
    [
      [
        tri('What we collect', '收集的資料', '收集的资料'),
        tri('Your name, contact details, addresses, date of birth, orders and membership activity.', '你的姓名、聯絡資料、地址、出生日期、訂單及會員活動紀錄。', '你的姓名、联系资料、地址、出生日期、订单及会员活动记录。'),
      ],
      [
        tri('How we use it', '資料用途', '资料用途'),
        tri('To process orders and deliveries, run the membership club and, with your consent, send you offers by SMS, email or WhatsApp.', '用於處理訂單及送貨、管理會員計劃，以及在你同意下以短訊、電郵或WhatsApp發送優惠資訊。', '用于处理订单及送货、管理会员计划，以及在你同意下以短信、电邮或WhatsApp发送优惠信息。'),
      ],
      [
        tri('Who we share it with', '資料披露', '资料披露'),
        tri('Payment processors, couriers and IT service providers, only as far as they need it to serve you.', '只在有需要時向付款處理商、速遞公司及資訊科技服務供應商披露。', '只在有需要时向付款处理商、快递公司及信息技术服务供应商披露。'),
      ],
      [
        tri('Your rights', '你的權利', '你的权利'),
        tri('You may ask to see or correct your data, or stop marketing at any time, from your account or through customer service.', '你可隨時透過帳戶或客戶服務查閱、更正資料或停止接收推廣訊息。', '你可随时通过账户或客户服务查阅、更正资料或停止接收推广信息。'),
      ],
    ],
  );
}

export function cookiePolicyContent(context: ContentContext): string {
  return textPage(context, COOKIE_TITLE, tri('This website uses a small number of cookies.', '本網站使用少量 Cookie。', '本网站使用少量 Cookie。'), [
    [
      tri('Necessary cookies', '必要 Cookie', '必要 Cookie'),
      tri('Keep you signed in, remember your cart and your store view. The site does not work without them.', '用於保持登入狀態、記住購物車及所選商店，網站必須使用。', '用于保持登录状态、记住购物车及所选商店，网站必须使用。'),
    ],
    [
      tri('Analytics cookies', '分析 Cookie', '分析 Cookie'),
      tri('Tell us which pages are visited so we can improve them. They are set only with your consent.', '讓我們了解網頁瀏覽情況以作改善，只在你同意後才會使用。', '让我们了解网页浏览情况以作改善，只在你同意后才会使用。'),
    ],
    [
      tri('Managing cookies', '管理 Cookie', '管理 Cookie'),
      tri('You can clear or block cookies in your browser settings at any time.', '你可隨時於瀏覽器設定中清除或封鎖 Cookie。', '你可随时于浏览器设置中清除或屏蔽 Cookie。'),
    ],
  ]);
}

export function noRouteContent(context: ContentContext): string {
  const t = (en: string, hant: string, hans: string) => pick(context, tri(en, hant, hans));
  // For text written straight into HTML; the element builders escape their own arguments.
  const h = (en: string, hant: string, hans: string) => escapeHtml(t(en, hant, hans));
  return row(
    [
      heading(pick(context, NOT_FOUND_TITLE), { type: 'h1', textAlign: 'center' }),
      text(`<p>${h('The page may have moved. Try the links below or search for what you need.', '頁面可能已經移除，請使用以下連結或搜尋所需內容。', '页面可能已经移除，请使用以下链接或搜索所需内容。')}</p>`, { textAlign: 'center' }),
      buttons(
        [
          { text: t('Home', '主頁', '首页'), link: '/', buttonType: 'primary' },
          { text: t('Diamond Rings', '鑽石戒指', '钻石戒指'), link: '/diamond-rings.html', linkType: 'category', buttonType: 'secondary' },
          { text: t('Contact Us', '聯絡我們', '联系我们'), link: '/contact-us', linkType: 'page', buttonType: 'link' },
        ],
        { textAlign: 'center' },
      ),
    ],
    { cssClasses: 'no-route', padding: '40px 0px' },
  );
}
