/**
 * The mega menu (spec 000 §2; 001 §3.2) from 1181px, as the server drew it (MegaMenuMarkup.tsx;
 * docs/decisions.md, "The mega menu as the server's HTML"). React never draws its hundred links:
 * the element keeps the HTML it was sent, and this component does what needs a script. Panels open
 * on hover and keyboard focus by CSS alone. After each page change the current link and its top
 * category are marked again, and navigation pauses for 1 s; a click is reported to the data layer
 * and, on a link of the store, moves within the app. A header first drawn in the browser (after
 * the checkout, whose header is its own) asks for the menu's HTML.
 */
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation } from 'react-router';
import { followWithinApp } from '../../navigation/PathLink.tsx';
import { useNavigationLock } from './useNavigationLock.ts';
import { trackMenuClick } from '../../../lib/chrome/analytics.ts';
import { isHydrating } from '../../../lib/storeView/hydration.ts';
import { pathWithinStore } from '../../../lib/storeView/storeView.ts';
import { useStore } from '../StoreContext.tsx';
import { ServerMegaMenuContext } from './serverMegaMenu.ts';
import { storeMenu } from './storeMenu.ts';
// The menu's styles travel with the island: its HTML is drawn apart (MegaMenuMarkup.tsx).
import styles from './MegaMenu.module.css';

/** The menu's HTML by store view as the page last held it, for a header drawn again. */
const keptMarkup = new Map<string, string>();

export function MegaMenu() {
  const serverMarkup = useContext(ServerMegaMenuContext);
  const router = useContext(DataRouterContext)?.router;
  const { view, shopper } = useStore();
  const { pathname } = useLocation();
  const locked = useNavigationLock(pathname);
  // While hydrating, the document holds the server's HTML and React leaves it there: the element's
  // own HTML is never set in the browser unless it has to be drawn.
  const [markup, setMarkup] = useState(() => serverMarkup ?? keptMarkup.get(view.code) ?? '');
  const [sentWithPage] = useState(isHydrating);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (markup || sentWithPage) return;
    let wanted = true;
    storeMenu(view).then(
      (answer) => wanted && setMarkup(answer.markup),
      (error: unknown) => console.warn('the menu could not be loaded', error),
    );
    return () => {
      wanted = false;
    };
  }, [markup, sentWithPage, view]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    markCurrentPage(element, pathname);
    // Kept when the header goes, marks and all, for when it is drawn again.
    return () => {
      keptMarkup.set(view.code, element.innerHTML);
    };
  }, [pathname, markup, view.code]);

  useEffect(() => {
    ref.current?.querySelector('[data-mega-menu]')?.toggleAttribute('data-locked', locked);
  }, [locked, markup]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    if (locked) {
      event.preventDefault();
      return;
    }
    trackMenuClick(menuLinkOf(link), shopper.cardNumber);
    followWithinApp(event, router, link.getAttribute('href') ?? '', link.target);
  };

  // Clicks reach the menu's links from the element around them: the links are not React's.
  return <div ref={ref} className={styles.slot} onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
}

/**
 * Marks the links to the page at `pathname` current and the top category holding them active, as
 * the server marked the page it drew (lib/chrome/megaMenuMarkup.server.tsx).
 */
function markCurrentPage(element: HTMLElement, pathname: string): void {
  for (const marked of element.querySelectorAll('[aria-current]')) marked.removeAttribute('aria-current');
  for (const marked of element.querySelectorAll('[data-active]')) marked.removeAttribute('data-active');
  for (const link of element.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(pathname)}"]`)) {
    link.setAttribute('aria-current', 'page');
    link.closest('[data-menu-top]')?.setAttribute('data-active', 'true');
  }
}

/** What a click report says of a link: its path in the store (or address elsewhere), its name, whether a campaign. */
function menuLinkOf(link: HTMLAnchorElement): { path: string; name: string; campaign: boolean } {
  const href = link.getAttribute('href') ?? '';
  const external = link.rel.split(' ').includes('noopener');
  return { path: external ? href : pathWithinStore(href), name: link.textContent?.trim() ?? '', campaign: link.hasAttribute('data-campaign') };
}
