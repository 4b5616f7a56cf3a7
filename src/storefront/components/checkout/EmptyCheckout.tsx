/** The checkout without a bag to pay for: back to the bag or to shopping. */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './checkout.module.css';

export function EmptyCheckout() {
  const t = useT();
  const storePath = useStorePath();
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('checkout.title')}</h1>
        <p>{t('minicart.empty')}</p>
      </header>
      <p className={styles.actions}>
        <Link to={storePath('/cart')} className="button">
          {t('checkout.backToBag')}
        </Link>
        <Link to={storePath('/')} className="button button--primary">
          {t('service.continueShopping')}
        </Link>
      </p>
    </div>
  );
}
