/**
 * The chrome around every page of a store view: skip link, promo bar, header, main landmark,
 * footer, toasts, and the app-wide effects (connectivity, service worker,
 * stored store view, unexpected errors). Checkout has a header of its own, the made-to-order pages
 * the sub-brand's header and no footer, and order tracking none (chromeRules.ts).
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useConnectivity } from './useConnectivity.ts';
import { usePromoMessage } from './usePromoMessage.ts';
import { useSessionCheck } from './useSessionCheck.ts';
import { useServiceWorker } from './useServiceWorker.ts';
import { useStoreViewStorage } from './useStoreViewStorage.ts';
import { useUnexpectedErrors } from '../../hooks/useUnexpectedErrors.ts';
import { chromeRulesOf } from '../../lib/chrome/chromeRules.ts';
import { DEFAULT_STORE_VIEW, pathWithinStore, storeViewByPrefix } from '../../lib/storeView/storeView.ts';
import { ToastArea } from '../toast/ToastArea.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { Footer } from './footer/Footer.tsx';
import { ChatButton } from './ChatButton.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { PageNotice } from './PageNotice.tsx';
import { CheckoutHeader } from './header/CheckoutHeader.tsx';
import { Header } from './header/Header.tsx';
import { PromoBar } from './header/PromoBar.tsx';
import { TosiHeader } from './header/TosiHeader.tsx';
import { GUEST, StoreProvider, useStore, type StoreChromeData } from './StoreContext.tsx';
import styles from './AppShell.module.css';

export function AppShell({ chrome, children }: { chrome: StoreChromeData; children: ReactNode }) {
  const params = useParams();
  const view = storeViewByPrefix(params.store ?? '') ?? DEFAULT_STORE_VIEW;
  const store = useMemo(
    () => ({
      view,
      store: chrome.store,
      shopper: {
        ...GUEST,
        ...(chrome.user ?? {}),
        signedIn: chrome.signedIn,
        inMiniProgram: chrome.inMiniProgram,
      },
    }),
    [view, chrome.store, chrome.user, chrome.signedIn, chrome.inMiniProgram],
  );
  return (
    <StoreProvider value={store}>
      <ToastProvider>
        <Chrome chrome={chrome}>{children}</Chrome>
      </ToastProvider>
    </StoreProvider>
  );
}

function Chrome({ chrome, children }: { chrome: StoreChromeData; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const { view, shopper } = useStore();
  const current = pathWithinStore(pathname);
  const rules = chromeRulesOf({
    websiteCode: view.websiteCode,
    roleId: shopper.roleId,
    showMainlandChinaLink: chrome.store.showMainlandChinaLink,
    pathWithinStore: current,
  });
  const showPromo = usePromoMessage(chrome.promo.decision, current === '/');
  const { isOnline } = useConnectivity();
  useServiceWorker();
  useSessionCheck(view, chrome.signedIn);
  useStoreViewStorage(view, chrome.store);
  useUnexpectedErrors();

  const footer = rules.layout !== 'bare' && rules.layout !== 'tosi';
  const chat = (rules.layout === 'store' || rules.layout === 'tosi') && Boolean(chrome.store.customerService.whatsapp);
  return (
    <div className={chat ? `${styles.shell} ${styles.withChat}` : styles.shell}>
      <PageLoadingBar />
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      {showPromo && rules.layout === 'store' ? <PromoBar blocks={chrome.promo.blocks} /> : null}
      {rules.layout === 'store' ? <Header rules={rules} stores={chrome.switcher} isOnline={isOnline} /> : null}
      {rules.layout === 'checkout' ? <CheckoutHeader rules={rules} /> : null}
      {rules.layout === 'tosi' ? <TosiHeader rules={rules} stores={chrome.switcher} isOnline={isOnline} /> : null}
      <main id="main-content" className={footer ? styles.main : `${styles.main} ${styles.roomBelow}`} tabIndex={-1}>
        {chrome.sessionEnded ? <PageNotice sessionEnded /> : null}
        {children}
      </main>
      {footer ? (
        <Footer groups={chrome.footerGroups} menu={chrome.menu} rules={rules} wechatQrSvg={chrome.wechatQrSvg} year={chrome.year} />
      ) : null}
      {chat ? <ChatButton /> : null}
      <ToastArea />
    </div>
  );
}
