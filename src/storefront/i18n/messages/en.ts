/**
 * English messages: the reference catalog. Texts the spec quotes are kept exactly (spec README:
 * "shown to users exactly as written, in English").
 */
import catalog from './catalog/en.ts';
import checkout from './checkout/en.ts';
import service from './service/en.ts';
import cart from './cart/en.ts';
import account from './account/en.ts';
import orderHistory from './orderHistory/en.ts';
import settings from './settings/en.ts';
import social from './social/en.ts';
import staff from './staff/en.ts';
import staffOrders from './staffOrders/en.ts';
import desk from './desk/en.ts';
import wishlist from './wishlist/en.ts';
import madeToOrder from './madeToOrder/en.ts';
import member from './member/en.ts';
import customizerDesign from './customizerDesign/en.ts';

const en = {
  'error.oops': 'Oops!',
  'error.generic': 'Looks like something went wrong. Sorry about that.',
  'error.takeMeHome': 'Take me home',
  'app.pageLoading': 'Loading the page',
  'app.chatButton': 'Chat with customer service on WhatsApp',
  'error.popularCategories': 'Popular categories',
  'error.searchInstead': 'Search the store',
  'error.notFound': "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  'error.notFoundTitle': 'Page not found',
  'error.routing': 'Something went wrong. Sorry about that.',
  'error.unexpected': 'Sorry! An unexpected error occurred.',

  'connectivity.offline': 'You are offline. Some features may be unavailable.',
  'connectivity.online': 'You are online.',
  'connectivity.indicator': 'Offline',

  'dialog.confirm': 'Confirm',
  'dialog.cancel': 'Cancel',
  'dialog.close': 'Close',
  'toast.dismiss': 'Dismiss',
  'validation.required': 'Required',
  'checkout.missingCartId': 'Missing required information: cartId',
  'checkout.missingEmail': 'Missing required information: email',
  'gift.chooseMore': 'You can choose {total_quantity} more items',

  'header.skipToContent': 'Skip to main content',
  'header.promo': 'Announcement',
  'header.mainlandChina': 'Shop in Mainland China',
  'header.storeSwitcher': 'Language: {current}',
  'header.goldPrice': 'Gold Price',
  'header.homePage': 'Home page',
  'header.secureCheckout': 'Secure checkout',
  'header.checkoutHelp': 'Need help?',
  'header.backToBag': 'Back to bag',
  'header.checkoutNavigation': 'Checkout',
  'header.search': 'Search',
  'header.searchOpen': 'Open search',
  'header.searchPlaceholder': 'Search jewellery',
  'header.menuOpen': 'Open menu',
  'header.wishlist': 'Wishlist',
  'header.account': 'Account',
  'header.signIn': 'Sign In',
  'header.createAccount': 'Join the TSL Club',
  'header.accountIntro': 'Sign in to see your account, or create one to keep your details and addresses and check out faster.',
  'header.signInToCheckout': 'Sign in, and you go on to checkout with your saved addresses, points and coupons.',
  'header.cart': '{count, plural, =0 {Shopping bag, empty} one {Shopping bag, # item} other {Shopping bag, # items}}',

  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.shopAll': 'Shop all {name}',
  'nav.categories': 'Categories',
  'nav.loading': 'Loading the categories',
  'nav.loadFailed': 'The categories could not be loaded. Close the menu and open it again to retry.',

  'minicart.title': 'Shopping Bag',
  'minicart.empty': 'Your shopping bag is empty.',
  'minicart.viewBag': 'View shopping bag',

  'footer.heading': 'Site information',
  'footer.shop': 'Shop',
  'footer.customerService': 'Customer Service',
  'footer.about': 'About',
  'footer.storeLocator': 'Store Locator',
  'footer.goldPrice': 'Daily Gold Price',
  'footer.sitemap': 'Site Map',
  'footer.contactUs': 'Contact Us',
  'footer.terms': 'Terms & Conditions',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.cookiePolicy': 'Cookie Policy',
  'footer.wechat': 'WeChat Official Account',
  'footer.wechatShow': 'Show QR code',
  'footer.wechatScan': 'Scan the QR code to follow our WeChat official account',
  'footer.region': 'Region',
  'footer.region.base': 'Hong Kong',
  'footer.region.mo': 'Macau',
  'footer.region.my': 'Malaysia',
  'footer.copyright': '© {year} {storeName}. All rights reserved.',

  'breadcrumbs.label': 'Breadcrumb',
  'breadcrumbs.home': 'Home',

  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.goTo': 'Show slide {index} of {total}',
  'carousel.highlights': 'Highlights',
  'carousel.products': 'Products',

  'content.noBlocks': 'There is nothing to display on this page yet.',
  'content.video': 'Video',
  'content.playVideo': 'Play video',
  'map.label': 'Map',
  'map.picture': 'Picture of the area with the places marked',
  'map.storeList': 'Locations',
  'map.unavailable': 'The map cannot be shown right now.',

  'product.outOfStock': 'Out of stock',
  'product.regularPrice': 'Regular price {price}',
  'product.sku': 'Item no. {sku}',

  'category.itemCount': '{count, plural, one {# piece} other {# pieces}}',

  'faq.topics': 'Topics',
  'faq.chooseTopic': 'Choose a topic',

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
} as const;

export default en;
export type MessageId = keyof typeof en;
