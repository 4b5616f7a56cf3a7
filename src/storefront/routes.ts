/**
 * Every page lives under a store view prefix (`/:store/…`, docs/design.md, Storefront). Pages sit inside a
 * pathless layout whose error boundary keeps the header and footer around the not-found and error
 * views. Named routes of spec 000 §2 come first; any other path goes to the URL resolver.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** CMS pages with routes of their own (spec 000 §2 "Routes named exactly"). */
const NAMED_CMS_PAGES = ['contact-us', 'terms-n-conditions', 'privacy-policy', 'privacy'];

export default [
  index('routes/storeRedirect.tsx'),
  // Resources outside the pages: crawler files, the search box's JSON in the store's language.
  route('sitemap.xml', 'routes/sitemapXml.ts'),
  route('robots.txt', 'routes/robotsTxt.ts'),
  route(':store/api/search-suggestions', 'routes/searchSuggestions.ts'),
  // The menu tree for the drawer and the mega menu's HTML, which pages no longer carry in their data.
  route(':store/api/menu', 'routes/menuTree.ts'),
  // The session check of signed-in pages (spec 000 §4 Session) and registration's reCAPTCHA token.
  route(':store/api/login-status', 'routes/loginStatus.ts'),
  route(':store/api/captcha-token', 'routes/captchaToken.ts'),
  // The order check the WeChat Pay page asks while it waits (spec 000 §2 /checkout/checkOrder/).
  route(':store/checkout/checkOrder', 'routes/checkoutCheckOrder.ts'),
  // Where the payment gateway's card form sends the shopper back: into the session, then the payment step.
  route(':store/checkout/card', 'routes/checkoutCardReturn.ts'),
  // WeChat and Facebook sign-in (spec 000 §2): the start that sends the browser to the provider,
  // and the mini program's entry and WeChat sign-in entry, which only redirect.
  route(':store/social-sign-in/:provider', 'routes/socialSignInStart.ts'),
  route(':store/wechat/minipro', 'routes/wechatMinipro.ts'),
  route(':store/wechat/sign', 'routes/wechatSign.ts'),
  // The operators' order desk, outside the store views (docs/decisions.md, "The order desk"): its
  // own plain layout, sign-in with the admin token, the orders and each order with its moves.
  route('desk', 'routes/deskLayout.tsx', [
    index('routes/deskOrders.tsx'),
    route('sign-in', 'routes/deskSignIn.tsx'),
    route('sign-out', 'routes/deskSignOut.ts'),
    route('orders/:number', 'routes/deskOrder.tsx'),
  ]),
  route(':store', 'routes/store.tsx', [
    layout('routes/page.tsx', [
      // The home page is the CMS page 'home' (spec 000 §2), drawn like every other CMS page.
      index('routes/cmsPage.tsx', { id: 'cms-home' }),
      ...NAMED_CMS_PAGES.map((identifier) => route(identifier, 'routes/cmsPage.tsx', { id: `cms-${identifier}` })),
      route('search.html', 'routes/search.tsx'),
      route('dynamicGoldPrice', 'routes/goldPrice.tsx'),
      route('storelocator', 'routes/storeLocator.tsx'),
      route('sitemap', 'routes/sitemap.tsx'),
      route('cart', 'routes/cart.tsx'),
      // Customer accounts (spec 000 §2): sign-in, registration, and the account pages, which need a session.
      route('sign-in', 'routes/signIn.tsx'),
      route('sign-out', 'routes/signOut.ts'),
      route('create-account', 'routes/createAccount.tsx'),
      route('forgot-password', 'routes/forgotPassword.tsx'),
      route('customer/account/createPassword', 'routes/createPassword.tsx'),
      // Where WeChat and Facebook send the shopper back: login for authorised users.
      route('authorizedUser/login', 'routes/authorizedUserLogin.tsx'),
      // Staff (spec 000 §2 /staffLogin, header and footer hidden) and the staff member's page,
      // where they verify their phone by one-time password (spec 001 §5).
      route('staffLogin', 'routes/staffLogin.tsx'),
      route('staff', 'routes/staffAccount.tsx'),
      // A product's shelf tags with their QR codes, printed for the shop's shelves (spec 000 §4).
      route('staff/tags/:sku', 'routes/staffProductTags.tsx'),
      layout('routes/accountLayout.tsx', [
        route('account', 'routes/account.tsx'),
        route('account-information', 'routes/accountInformation.tsx'),
        route('address-book', 'routes/addressBook.tsx'),
        route('change-password', 'routes/changePassword.tsx'),
        route('order-history', 'routes/orderHistory.tsx'),
        route('order-history/:number', 'routes/orderDetails.tsx'),
        route('communications', 'routes/communications.tsx'),
        route('saved-payments', 'routes/savedPayments.tsx'),
        route('delete-account', 'routes/deleteAccount.tsx'),
        // The membership club (spec 000 §2 account screens); the spec names no routes for them.
        route('member-centre', 'routes/memberCentre.tsx'),
        route('points-record', 'routes/pointsRecord.tsx'),
        route('rewards', 'routes/rewards.tsx'),
        route('asia-miles', 'routes/asiaMiles.tsx'),
      ]),
      // The checkout and the pages after its payment (spec 000 §2).
      route('checkout', 'routes/checkout.tsx'),
      route('checkout/payment/wechat_pay', 'routes/checkoutWechatPay.tsx'),
      route('checkout/success', 'routes/checkoutSuccess.tsx'),
      route('checkout/failure', 'routes/checkoutFailure.tsx'),
      // The wishlist (needs sign-in; every heart posts to it) and a shared list by its code (spec 000 §2).
      route('wishlist', 'routes/wishlist.tsx'),
      route('favourite', 'routes/favourite.tsx'),
      // The order routes of spec 000 §2, until orders arrive: how each is done today, never a dead end.
      route('orderTracking', 'routes/orderTracking.tsx', { id: 'order-tracking' }),
      route('orderSearch', 'routes/orderTracking.tsx', { id: 'order-search' }),
      // The made-to-order sub-brand (spec 000 §2 /customizer/, its own layout: chromeRules.ts): the
      // entry, the appointment and core-jewels pages before the categories' slugs, and a design's steps.
      route('customizer', 'routes/customizer.tsx'),
      route('customizer/apt', 'routes/customizerApt.tsx'),
      route('customizer/core-jewels', 'routes/customizerCoreJewels.tsx'),
      // A made-to-order design's steps, its quote and adding it to the bag (spec 000 §2 customizer).
      route('customizer/design/:sku', 'routes/customizerDesign.tsx'),
      route('customizer/:category', 'routes/customizerCategory.tsx'),
      route('*', 'routes/resolveUrl.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
