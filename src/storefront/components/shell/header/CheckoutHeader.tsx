/**
 * Checkout's own header: the logo, "Secure checkout" and help, with nothing else to leave by, as
 * jewellers' checkouts do; until the payment step, the way back to the bag. The store switcher,
 * search and menu stay on the store's pages.
 */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStorePath } from '../StoreContext.tsx';
import { Logo } from './Logo.tsx';
import styles from './CheckoutHeader.module.css';

export function CheckoutHeader({ rules }: { rules: ChromeRules }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <header className={styles.header}>
      <div className={`page-width ${styles.bar}`}>
        <div className={styles.start}>
          {rules.showBackToBag ? (
            <Link to={storePath('/cart')} className={styles.link}>
              <Icon name="chevronLeft" />
              <span>{t('header.backToBag')}</span>
            </Link>
          ) : null}
        </div>
        <Logo path={rules.logoPath} />
        <nav className={styles.end} aria-label={t('header.checkoutNavigation')}>
          <span className={styles.secure}>
            <Icon name="lock" />
            <span>{t('header.secureCheckout')}</span>
          </span>
          <Link to={storePath('/contact-us')} className={styles.link}>
            {t('header.checkoutHelp')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
