/**
 * The made-to-order sub-brand's header (spec 000 §2 Layout, "Made-to-order (tosi) layout"): the
 * TOSI wordmark leading to the made-to-order entry, the five categories, the appointment page and
 * the core jewels, the store switcher, and the wishlist, account and bag triggers as on the
 * store's header. No store logo, search or gold-price link; a quiet link leads back to the store.
 * On a phone the categories scroll sideways in a row of their own.
 */
import { Link, NavLink } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/messages/en.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import {
  CUSTOMIZER_APPOINTMENT_PATH,
  CUSTOMIZER_CATEGORY_CODES,
  CUSTOMIZER_CORE_JEWELS_PATH,
  CUSTOMIZER_PATH,
  customizerPath,
} from '../../../lib/customizer/customizerPaths.ts';
import { Icon } from '../../icons/Icon.tsx';
import { OfflineIndicator } from '../OfflineIndicator.tsx';
import { useStorePath, type StoreChromeData } from '../StoreContext.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CartTrigger } from './CartTrigger.tsx';
import { MiniCart } from './MiniCart.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { useHeader } from './useHeader.ts';
import headerStyles from './Header.module.css';
import styles from './TosiHeader.module.css';

export interface TosiHeaderProps {
  rules: ChromeRules;
  stores: StoreChromeData['switcher'];
  isOnline: boolean;
}

const LINKS: Array<{ path: string; label: MessageId }> = [
  ...CUSTOMIZER_CATEGORY_CODES.map((code) => ({ path: customizerPath(code), label: `tosi.category.${code}` as MessageId })),
  { path: CUSTOMIZER_CORE_JEWELS_PATH, label: 'tosi.coreJewels' },
  { path: CUSTOMIZER_APPOINTMENT_PATH, label: 'tosi.appointment' },
];

export function TosiHeader({ rules, stores, isOnline }: TosiHeaderProps) {
  const t = useT();
  const storePath = useStorePath();
  const header = useHeader();
  return (
    <header className={`${headerStyles.header} ${styles.header}`} data-layout="tosi">
      <div className={headerStyles.utility}>
        <div className={`page-width ${headerStyles.utilityInner} ${styles.utilityInner}`}>
          <Link className={headerStyles.utilityLink} to={storePath('/')}>
            {t('tosi.backToStore')}
          </Link>
          <StoreSwitcher stores={stores} />
        </div>
      </div>
      <div className={`page-width ${styles.bar}`}>
        <Link to={storePath(CUSTOMIZER_PATH)} className={styles.wordmark} data-testid="tosi-wordmark">
          <span className={styles.wordmarkName}>{t('tosi.wordmark')}</span>
          <span className={styles.wordmarkTag}>{t('tosi.subBrand')}</span>
          <span className="visually-hidden">{t('tosi.home')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('tosi.navigation')}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.path}>
                <NavLink to={storePath(link.path)} className={styles.link}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${headerStyles.end} ${styles.end}`}>
          {rules.showWishlist ? (
            <Link to={storePath('/wishlist')} className={headerStyles.iconButton} aria-label={t('header.wishlist')}>
              <Icon name="heart" />
            </Link>
          ) : null}
          <AccountMenu />
          {rules.showCartTrigger ? <CartTrigger onOpen={header.openMiniCart} expanded={header.miniCartOpen} /> : null}
        </div>
      </div>
      {rules.showCartTrigger ? <MiniCart open={header.miniCartOpen} onClose={header.close} /> : null}
      <OfflineIndicator isOnline={isOnline} />
    </header>
  );
}
