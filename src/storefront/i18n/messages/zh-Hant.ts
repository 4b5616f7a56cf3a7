/** Traditional Chinese as written in Hong Kong and Macau. */
import catalog from './catalog/zh-Hant.ts';
import checkout from './checkout/zh-Hant.ts';
import service from './service/zh-Hant.ts';
import cart from './cart/zh-Hant.ts';
import account from './account/zh-Hant.ts';
import orderHistory from './orderHistory/zh-Hant.ts';
import settings from './settings/zh-Hant.ts';
import social from './social/zh-Hant.ts';
import staff from './staff/zh-Hant.ts';
import staffOrders from './staffOrders/zh-Hant.ts';
import desk from './desk/zh-Hant.ts';
import wishlist from './wishlist/zh-Hant.ts';
import madeToOrder from './madeToOrder/zh-Hant.ts';
import member from './member/zh-Hant.ts';
import customizerDesign from './customizerDesign/zh-Hant.ts';
import type { MessageId } from './en.ts';

const zhHant: Record<MessageId, string> = {
  'error.oops': '哎呀！',
  'error.generic': '看來出了點問題，很抱歉。',
  'error.takeMeHome': '返回首頁',
  'app.pageLoading': '正在載入頁面',
  'app.chatButton': '透過 WhatsApp 與客戶服務對話',
  'error.popularCategories': '熱門分類',
  'error.searchInstead': '搜尋全店',
  'error.notFound': '您要找的頁面似乎不存在，很抱歉。',
  'error.notFoundTitle': '找不到頁面',
  'error.routing': '出現錯誤，很抱歉。',
  'error.unexpected': '抱歉！發生了意外錯誤。',

  'connectivity.offline': '您目前已離線，部分功能可能無法使用。',
  'connectivity.online': '您已重新連線。',
  'connectivity.indicator': '離線',

  'dialog.confirm': '確認',
  'dialog.cancel': '取消',
  'dialog.close': '關閉',
  'toast.dismiss': '關閉',
  'validation.required': '必須填寫',
  'checkout.missingCartId': '缺少必要資料：cartId',
  'checkout.missingEmail': '缺少必要資料：電郵',
  'gift.chooseMore': '您還可以選擇 {total_quantity} 件',

  'header.skipToContent': '跳至主要內容',
  'header.promo': '最新消息',
  'header.mainlandChina': '中國內地網店',
  'header.storeSwitcher': '語言：{current}',
  'header.goldPrice': '金價',
  'header.homePage': '首頁',
  'header.secureCheckout': '安全結帳',
  'header.checkoutHelp': '需要協助？',
  'header.backToBag': '返回購物袋',
  'header.checkoutNavigation': '結帳',
  'header.search': '搜尋',
  'header.searchOpen': '開啟搜尋',
  'header.searchPlaceholder': '搜尋珠寶首飾',
  'header.menuOpen': '開啟選單',
  'header.wishlist': '心水清單',
  'header.account': '我的帳戶',
  'header.signIn': '登入',
  'header.createAccount': '加入謝瑞麟會員',
  'header.accountIntro': '登入查看您的帳戶，或建立帳戶以保存資料及地址，結帳更快捷。',
  'header.signInToCheckout': '登入後即可前往結帳，使用已儲存的地址、積分及優惠券。',
  'header.cart': '{count, plural, =0 {購物袋，沒有貨品} other {購物袋，# 件貨品}}',

  'nav.main': '主選單',
  'nav.menu': '選單',
  'nav.shopAll': '選購所有{name}',
  'nav.categories': '產品類別',
  'nav.loading': '正在載入產品類別',
  'nav.loadFailed': '未能載入產品類別。請關閉選單後再打開重試。',

  'minicart.title': '購物袋',
  'minicart.empty': '您的購物袋內沒有貨品。',
  'minicart.viewBag': '查看購物袋',

  'footer.heading': '網站資訊',
  'footer.shop': '選購',
  'footer.customerService': '顧客服務',
  'footer.about': '關於我們',
  'footer.storeLocator': '分店位置',
  'footer.goldPrice': '每日金價',
  'footer.sitemap': '網站地圖',
  'footer.contactUs': '聯絡我們',
  'footer.terms': '條款及細則',
  'footer.privacyPolicy': '私隱政策',
  'footer.cookiePolicy': 'Cookie 政策',
  'footer.wechat': '微信公眾號',
  'footer.wechatShow': '顯示二維碼',
  'footer.wechatScan': '掃描二維碼，關注我們的微信公眾號',
  'footer.region': '地區',
  'footer.region.base': '香港',
  'footer.region.mo': '澳門',
  'footer.region.my': '馬來西亞',
  'footer.copyright': '© {year} {storeName}。版權所有。',

  'breadcrumbs.label': '導覽路徑',
  'breadcrumbs.home': '首頁',

  'carousel.previous': '上一個',
  'carousel.next': '下一個',
  'carousel.goTo': '顯示第 {index} 個，共 {total} 個',
  'carousel.highlights': '精選推介',
  'carousel.products': '產品',

  'content.noBlocks': '此頁面暫時沒有內容。',
  'content.video': '影片',
  'content.playVideo': '播放影片',
  'map.label': '地圖',
  'map.picture': '標示了各地點的區域圖',
  'map.storeList': '地點',
  'map.unavailable': '地圖暫時未能顯示。',

  'product.outOfStock': '缺貨',
  'product.regularPrice': '原價 {price}',
  'product.sku': '貨號 {sku}',

  'category.itemCount': '{count} 件',

  'faq.topics': '主題',
  'faq.chooseTopic': '選擇主題',

  ...catalog,
  ...service,
  ...cart,
  ...account,
  ...orderHistory,
  ...settings,
  ...social,
  ...staff,
  ...staffOrders,
  ...desk,
  ...member,
  ...customizerDesign,
  ...checkout,
  ...wishlist,
  ...madeToOrder,
};

export default zhHant;
