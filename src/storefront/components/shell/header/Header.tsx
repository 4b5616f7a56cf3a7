/**
 * The header (spec 000 §2 Layout): region link and store switcher, the drawer trigger (below
 * 1181px), gold price link (above 1180px), search, logo, wishlist, account and cart triggers, and
 * the mega menu from 1181px. It becomes fixed once the page scrolls past 30px. The offline
 * indicator hangs below it, moving with it.
 */
import { Link } from 'react-router';
import { SEARCH_PATH } from '../../../lib/catalog/searchText.ts';
import { useT } from '../../../i18n/useT.ts';
import { useHeaderFixed } from './useHeaderFixed.ts';
import { MAINLAND_CHINA_STORE_URL } from '../../../lib/chrome/brand.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import { Icon } from '../../icons/Icon.tsx';
import { OfflineIndicator } from '../OfflineIndicator.tsx';
import { useStorePath, type StoreChromeData } from '../StoreContext.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CartTrigger } from './CartTrigger.tsx';
import { Logo } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { MiniCart } from './MiniCart.tsx';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { SEARCH_FORM_ID, SearchForm } from './SearchForm.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { useHeader } from './useHeader.ts';
import styles from './Header.module.css';

export interface HeaderProps {
  rules: ChromeRules;
  stores: StoreChromeData['switcher'];
  isOnline: boolean;
}

export function Header({ rules, stores, isOnline }: HeaderProps) {
  const t = useT();
  const storePath = useStorePath();
  const fixed = useHeaderFixed();
  const header = useHeader();

  return (
    <header className={styles.header} data-fixed={fixed || undefined}>
      <div className={styles.utility}>
        <div className={`page-width ${styles.utilityInner}`}>
          {rules.showMainlandChinaLink ? (
            <a className={styles.utilityLink} href={MAINLAND_CHINA_STORE_URL} rel="noopener">
              {t('header.mainlandChina')}
            </a>
          ) : null}
          <StoreSwitcher stores={stores} />
        </div>
      </div>

      <div className={`page-width ${styles.bar}`}>
        <div className={styles.start}>
          {rules.showMenu ? (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.navTrigger}`}
              onClick={header.openNavigation}
              aria-label={t('header.menuOpen')}
              aria-haspopup="dialog"
              aria-expanded={header.navigationOpen}
              aria-controls="navigation-drawer"
            >
              <Icon name="menu" />
            </button>
          ) : null}
          {rules.showSearch ? (
            <a
              href={storePath(SEARCH_PATH)}
              className={`${styles.iconButton} ${styles.searchTrigger}`}
              aria-label={t('header.searchOpen')}
              aria-expanded={header.searchOpen}
              aria-controls={SEARCH_FORM_ID}
              role="button"
              onClick={(event) => {
                event.preventDefault();
                header.toggleSearch();
              }}
            >
              <Icon name="search" />
            </a>
          ) : null}
          {rules.showGoldPrice ? (
            <Link to={storePath('/dynamicGoldPrice/')} className={styles.goldPrice}>
              <Icon name="gold" size={20} />
              {t('header.goldPrice')}
            </Link>
          ) : null}
          {rules.showSearch ? <SearchForm open={header.searchOpen} /> : null}
        </div>

        <Logo path={rules.logoPath} />

        <div className={styles.end}>
          {rules.showWishlist ? (
            <Link to={storePath('/wishlist')} className={styles.iconButton} aria-label={t('header.wishlist')}>
              <Icon name="heart" />
            </Link>
          ) : null}
          <AccountMenu />
          {rules.showCartTrigger ? <CartTrigger onOpen={header.openMiniCart} expanded={header.miniCartOpen} /> : null}
        </div>
      </div>

      {/* Hidden below 1181px, where the drawer serves. */}
      {rules.showMenu ? <MegaMenu /> : null}
      {rules.showMenu ? <NavigationDrawer open={header.navigationOpen} onClose={header.close} rules={rules} /> : null}
      {rules.showCartTrigger ? <MiniCart open={header.miniCartOpen} onClose={header.close} /> : null}
      <OfflineIndicator isOnline={isOnline} />
    </header>
  );
}
