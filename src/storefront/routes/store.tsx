/**
 * The store view layout: header, menu, footer and the app chrome around every page of one store
 * view. Its data changes only with the store view, so other navigations keep it.
 */
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/store';
import { AppShell } from '../components/shell/AppShell.tsx';
import { WECHAT_OFFICIAL_ACCOUNT_URL } from '../lib/chrome/brand.ts';
import { parseContentForView } from '../lib/content/cmsPage.server.ts';
import { customerServiceOf } from '../lib/service/customerService.server.ts';
import { isMiniProgramRequest } from '../lib/socialSignIn/socialCookies.ts';
import { footerGroupsOf } from '../lib/chrome/footerLinks.server.ts';
import { MENU_TREE } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { topLinksOf } from '../lib/chrome/menu.ts';
import { withCurrentPage } from '../lib/chrome/megaMenuMarkup.server.tsx';
import { keptMenuOf, menuAtVersion } from '../lib/chrome/storeMenu.server.ts';
import { promoDecisionOfCookies } from '../lib/chrome/promoMessage.ts';
import { qrCodeSvg } from '../lib/service/qrCode.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { isBagAction } from '../lib/storeView/storeView.ts';
import { wishlistPiecesOf } from '../lib/wishlist/wishlistPieces.server.ts';
import { userStateOf } from '../lib/account/userState.server.ts';
import { switcherLabelByLocale, type MagentoLocale } from '../../rules/locales.ts';
import { websiteCodeOfStoreCode } from '../../rules/storeViews.ts';

/** Malaysia's websites have no menu (spec 000 §2). */
const NO_MENU = { menu: [], markup: '' };

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const ownOrigin = args.context.settings.publicUrl;
  const malaysia = view.websiteCode === 'my';
  // The tree comes with the chrome only while this view has no menu kept; a kept menu of another
  // catalog version is read again below.
  const [chrome, blocks, wechatQrSvg, wishlist, user] = await Promise.all([
    args.context.client.query(STORE_CHROME, { withMenu: !malaysia && !keptMenuOf(args.context.settings, view) }, { anonymous: true }).then(pageData),
    args.context.client.query(CHROME_BLOCKS, undefined, { anonymous: true }).then(pageData).catch((error: unknown) => {
      // The promo bar and footer links are extras: a page still renders without them.
      args.context.log.warn({ err: error }, 'chrome blocks failed');
      return { cmsBlocks: { items: [] } };
    }),
    qrCodeSvg(WECHAT_OFFICIAL_ACCOUNT_URL),
    wishlistPiecesOf(args),
    userStateOf(args),
  ]);
  const block = (identifier: string) => blocks.cmsBlocks?.items?.find((item) => item?.identifier === identifier)?.content ?? undefined;
  const config = chrome.storeConfig;
  // Every store view has its configuration: without it the layout cannot be drawn.
  if (!config) throw new Error(`storeConfig of ${view.code} answered null`);
  const { menu, markup } = malaysia ? NO_MENU : await menuAtVersion(args.context, view, config.catalog_version, chrome.categoryList);
  args.context.serverDrawn.megaMenu = withCurrentPage(markup, view, menu, new URL(args.request.url).pathname);

  return {
    store: {
      code: config.code ?? view.code,
      name: config.store_name ?? '',
      // The configuration answered is the view's own, on the view's website.
      websiteCode: view.websiteCode,
      currency: config.default_display_currency_code ?? '',
      secureBaseMediaUrl: config.secure_base_media_url ?? '',
      showMainlandChinaLink: config.show_mainland_china_link,
      customerService: customerServiceOf(view, config.online_service_whatsapp_number),
    },
    // Only this website's views: the switcher changes language, the footer's region selector website.
    switcher: (chrome.availableStores ?? [])
      .flatMap((store) => (store?.code ? [{ ...store, code: store.code }] : []))
      .filter((store) => websiteCodeOfStoreCode(store.code) === view.websiteCode)
      .sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0))
      .map((store) => ({ code: store.code, prefix: store.url_prefix, label: switcherLabelByLocale[store.locale as MagentoLocale] ?? store.store_name ?? store.code })),
    // The top categories, for the footer and the ways back to shopping; the mega menu goes into the
    // page as the server's HTML, and the drawer asks for the tree (routes/menuTree.ts).
    menu: topLinksOf(menu),
    promo: {
      blocks: parseContentForView(args, view, block('promo-message')),
      decision: promoDecisionOfCookies(args.request.headers.get('cookie'), Date.now()),
    },
    footerGroups: footerGroupsOf(block('footer-links'), ownOrigin),
    wechatQrSvg,
    year: new Date().getFullYear(),
    // Signed-in pages never reach the page cache (entry.server.tsx): the header may say so.
    signedIn: args.context.session.signedIn,
    // The session ended by its time to live: the page says so, once.
    sessionEnded: args.context.session.readSessionEndNotice(),
    // Opened from the WeChat mini program (/wechat/minipro): the page variant says so (entry.server.tsx).
    inMiniProgram: isMiniProgramRequest(args.request),
    // The signed-in shopper's wishlist, for the hearts (null for guests).
    wishlist,
    // The signed-in shopper's card number and role (spec 000 §3 user state; null for guests).
    user,
  };
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate, formMethod, formAction, actionResult }: ShouldRevalidateFunctionArgs) {
  // A bag answer changes only the bag, unless the shopper was signed out on the way (spec 001 §7).
  if (formAction && isBagAction(formAction)) return (actionResult as { signedOut?: boolean } | undefined)?.signedOut === true;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.store !== nextParams.store;
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell chrome={loaderData}>
      <Outlet />
    </AppShell>
  );
}

const STORE_CHROME = graphql(`
  query StoreChrome($withMenu: Boolean!) {
    storeConfig {
      code
      store_name
      default_display_currency_code
      secure_base_media_url
      show_mainland_china_link
      online_service_whatsapp_number
      catalog_version
    }
    availableStores(useCurrentGroup: true) { code store_name locale url_prefix store_sort_order }
    categoryList @include(if: $withMenu) {
      ...MenuTree
    }
  }
  ${MENU_TREE}
`);

const CHROME_BLOCKS = graphql(`
  query ChromeBlocks {
    cmsBlocks(identifiers: ["promo-message", "footer-links"]) { items { identifier content } }
  }
`);
