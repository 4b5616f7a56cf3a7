/**
 * The store view layout: header, menu, footer and the app chrome around every page of one store
 * view. Its data changes only with the store view, so other navigations keep it.
 */
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/store';
import { AppShell } from '../components/shell/AppShell.tsx';
import { WECHAT_OFFICIAL_ACCOUNT_URL } from '../lib/brand.ts';
import { parseContentForView } from '../lib/cmsPage.server.ts';
import { footerGroupsOf } from '../lib/footerLinks.server.ts';
import { MENU_CATEGORY } from '../lib/fragments.ts';
import { graphql, query } from '../lib/graphql.ts';
import { buildMenu, type MenuCategoryNode } from '../lib/menu.ts';
import { promoDecisionOfCookies } from '../lib/promoMessage.ts';
import { qrCodeSvg } from '../lib/qrCode.server.ts';
import { requireStoreView } from '../lib/storeRequest.server.ts';
import { switcherLabelByLocale, type MagentoLocale } from '../../rules/locales.ts';
import { websiteCodeOfStoreCode } from '../../rules/storeViews.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const ownOrigin = args.context.settings.publicUrl;
  const malaysia = view.websiteCode === 'my';
  const [chrome, blocks, wechatQrSvg] = await Promise.all([
    query(args, STORE_CHROME, { withMenu: !malaysia }),
    query(args, CHROME_BLOCKS).catch((error: unknown) => {
      // The promo bar and footer links are extras: a page still renders without them.
      args.context.log.warn({ err: error }, 'chrome blocks failed');
      return { cmsBlocks: { items: [] } };
    }),
    qrCodeSvg(WECHAT_OFFICIAL_ACCOUNT_URL),
  ]);
  const block = (identifier: string) => blocks.cmsBlocks.items.find((item) => item.identifier === identifier)?.content;
  const config = chrome.storeConfig;

  return {
    store: {
      code: config.code,
      name: config.store_name,
      websiteCode: config.website_code,
      currency: config.default_display_currency_code,
      secureBaseMediaUrl: config.secure_base_media_url,
      showMainlandChinaLink: config.show_mainland_china_link,
    },
    // Only this website's views: the switcher changes language, the footer's region selector website.
    switcher: chrome.availableStores
      .filter((store) => websiteCodeOfStoreCode(store.code) === view.websiteCode)
      .sort((a, b) => a.store_sort_order - b.store_sort_order)
      .map((store) => ({ code: store.code, prefix: store.url_prefix, label: switcherLabelByLocale[store.locale as MagentoLocale] ?? store.store_name })),
    menu: buildMenu(chrome.categoryList ?? [], ownOrigin),
    promo: {
      blocks: parseContentForView(args, view, block('promo-message')),
      decision: promoDecisionOfCookies(args.request.headers.get('cookie'), Date.now()),
    },
    footerGroups: footerGroupsOf(block('footer-links'), ownOrigin),
    wechatQrSvg,
    year: new Date().getFullYear(),
  };
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
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

const STORE_CHROME = graphql<
  {
    storeConfig: {
      code: string;
      store_name: string;
      website_code: 'base' | 'mo' | 'my';
      default_display_currency_code: string;
      secure_base_media_url: string;
      show_mainland_china_link: boolean;
    };
    availableStores: Array<{ code: string; store_name: string; locale: string; url_prefix: string; store_sort_order: number }>;
    categoryList?: MenuCategoryNode[];
  },
  { withMenu: boolean }
>(`
  query StoreChrome($withMenu: Boolean!) {
    storeConfig {
      code
      store_name
      website_code
      default_display_currency_code
      secure_base_media_url
      show_mainland_china_link
    }
    availableStores(useCurrentGroup: true) { code store_name locale url_prefix store_sort_order }
    categoryList @include(if: $withMenu) {
      ...MenuCategory
      children {
        ...MenuCategory
        children {
          ...MenuCategory
          children { ...MenuCategory }
        }
      }
    }
  }
  ${MENU_CATEGORY}
`);

const CHROME_BLOCKS = graphql<{ cmsBlocks: { items: Array<{ identifier: string; content: string }> } }>(`
  query ChromeBlocks {
    cmsBlocks(identifiers: ["promo-message", "footer-links"]) { items { identifier content } }
  }
`);
