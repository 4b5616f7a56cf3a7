/**
 * Buying and saving: the cart and accounts open in a later release, so the buttons say so rather
 * than pretend. They are drawn disabled, with a note that points to the stores and to contact us.
 * Sharing works now.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useShare } from '../../hooks/useShare.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './product.module.css';

export function ProductPurchase({ name, url }: { name: string; url: string }) {
  const t = useT();
  const storePath = useStorePath();
  const share = useShare();
  return (
    <div className={styles.purchase}>
      <div className={styles.purchaseButtons}>
        <button type="button" className="button button--primary" disabled aria-describedby="ordering-note">
          <Icon name="bag" size={18} />
          {t('product.addToBag')}
        </button>
        <button type="button" className="button" disabled aria-describedby="ordering-note">
          <Icon name="heart" size={18} />
          {t('product.addToWishlist')}
        </button>
      </div>
      <p id="ordering-note" className={styles.orderingNote}>
        {t('product.orderingSoon')} <Link to={storePath('/storelocator/')}>{t('product.findStore')}</Link>
        {' · '}
        <Link to={storePath('/contact-us')}>{t('footer.contactUs')}</Link>
      </p>
      <button type="button" className={`button button--link ${styles.share}`} onClick={() => share({ title: name, url })}>
        <Icon name="share" size={18} />
        {t('product.share')}
      </button>
    </div>
  );
}
