/** Simplified Chinese. */
import catalog from './catalog/zh-Hans.ts';
import checkout from './checkout/zh-Hans.ts';
import service from './service/zh-Hans.ts';
import cart from './cart/zh-Hans.ts';
import account from './account/zh-Hans.ts';
import orderHistory from './orderHistory/zh-Hans.ts';
import settings from './settings/zh-Hans.ts';
import social from './social/zh-Hans.ts';
import staff from './staff/zh-Hans.ts';
import staffOrders from './staffOrders/zh-Hans.ts';
import desk from './desk/zh-Hans.ts';
import wishlist from './wishlist/zh-Hans.ts';
import madeToOrder from './madeToOrder/zh-Hans.ts';
import member from './member/zh-Hans.ts';
import customizerDesign from './customizerDesign/zh-Hans.ts';
import type { MessageId } from './en.ts';

const zhHans: Record<MessageId, string> = {
  'error.oops': '哎呀！',
  'error.generic': '看来出了点问题，很抱歉。',
  'error.takeMeHome': '返回首页',
  'app.pageLoading': '正在加载页面',
  'app.chatButton': '通过 WhatsApp 与客户服务对话',
  'error.popularCategories': '热门分类',
  'error.searchInstead': '搜索全店',
  'error.notFound': '您要找的页面似乎不存在，很抱歉。',
  'error.notFoundTitle': '找不到页面',
  'error.routing': '出现错误，很抱歉。',
  'error.unexpected': '抱歉！发生了意外错误。',

  'connectivity.offline': '您目前已离线，部分功能可能无法使用。',
  'connectivity.online': '您已重新联网。',
  'connectivity.indicator': '离线',

  'dialog.confirm': '确认',
  'dialog.cancel': '取消',
  'dialog.close': '关闭',
  'toast.dismiss': '关闭',
  'validation.required': '必填',
  'checkout.missingCartId': '缺少必要信息：cartId',
  'checkout.missingEmail': '缺少必要信息：邮箱',
  'gift.chooseMore': '您还可以选择 {total_quantity} 件',

  'header.skipToContent': '跳到主要内容',
  'header.promo': '最新消息',
  'header.mainlandChina': '中国内地网店',
  'header.storeSwitcher': '语言：{current}',
  'header.goldPrice': '金价',
  'header.homePage': '首页',
  'header.secureCheckout': '安全结账',
  'header.checkoutHelp': '需要帮助？',
  'header.backToBag': '返回购物袋',
  'header.checkoutNavigation': '结账',
  'header.search': '搜索',
  'header.searchOpen': '打开搜索',
  'header.searchPlaceholder': '搜索珠宝首饰',
  'header.menuOpen': '打开菜单',
  'header.wishlist': '心愿单',
  'header.account': '我的账户',
  'header.signIn': '登录',
  'header.createAccount': '加入谢瑞麟会员',
  'header.accountIntro': '登录查看您的账户，或创建账户以保存资料及地址，结账更快捷。',
  'header.signInToCheckout': '登录后即可前往结账，使用已保存的地址、积分及优惠券。',
  'header.cart': '{count, plural, =0 {购物袋，没有商品} other {购物袋，# 件商品}}',

  'nav.main': '主菜单',
  'nav.menu': '菜单',
  'nav.shopAll': '选购所有{name}',
  'nav.categories': '产品类别',
  'nav.loading': '正在加载产品类别',
  'nav.loadFailed': '未能加载产品类别。请关闭菜单后再打开重试。',

  'minicart.title': '购物袋',
  'minicart.empty': '您的购物袋中没有商品。',
  'minicart.viewBag': '查看购物袋',

  'footer.heading': '网站信息',
  'footer.shop': '选购',
  'footer.customerService': '客户服务',
  'footer.about': '关于我们',
  'footer.storeLocator': '门店位置',
  'footer.goldPrice': '每日金价',
  'footer.sitemap': '网站地图',
  'footer.contactUs': '联系我们',
  'footer.terms': '条款及细则',
  'footer.privacyPolicy': '隐私政策',
  'footer.cookiePolicy': 'Cookie 政策',
  'footer.wechat': '微信公众号',
  'footer.wechatShow': '显示二维码',
  'footer.wechatScan': '扫描二维码，关注我们的微信公众号',
  'footer.region': '地区',
  'footer.region.base': '香港',
  'footer.region.mo': '澳门',
  'footer.region.my': '马来西亚',
  'footer.copyright': '© {year} {storeName}。版权所有。',

  'breadcrumbs.label': '导航路径',
  'breadcrumbs.home': '首页',

  'carousel.previous': '上一个',
  'carousel.next': '下一个',
  'carousel.goTo': '显示第 {index} 个，共 {total} 个',
  'carousel.highlights': '精选推荐',
  'carousel.products': '产品',

  'content.noBlocks': '此页面暂时没有内容。',
  'content.video': '视频',
  'content.playVideo': '播放视频',
  'map.label': '地图',
  'map.picture': '标示了各地点的区域图',
  'map.storeList': '地点',
  'map.unavailable': '地图暂时无法显示。',

  'product.outOfStock': '缺货',
  'product.regularPrice': '原价 {price}',
  'product.sku': '货号 {sku}',

  'category.itemCount': '{count} 件',

  'faq.topics': '主题',
  'faq.chooseTopic': '选择主题',

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

export default zhHans;
