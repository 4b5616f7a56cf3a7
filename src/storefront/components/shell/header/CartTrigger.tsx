/**
 * The cart trigger (spec 000 §2 Layout): a button opening the mini cart from 960px, a link to
 * /cart below; both show the item count capped at "99+".
 */
import { Link } from 'react-router';
import { CART_COUNT_CAP } from '../../../../rules/limits.ts';
import { useT } from '../../../i18n/useT.ts';
import { cartCountLabel } from '../../../lib/chromeRules.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function CartTrigger({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const t = useT();
  const storePath = useStorePath();
  const { shopper } = useStore();
  const count = shopper.cartItemCount;
  const label = t('header.cart', { count });
  const badge = count > 0 ? (
    <span className={styles.badge} aria-hidden="true">
      {cartCountLabel(count, CART_COUNT_CAP)}
    </span>
  ) : null;
  return (
    <>
      <button type="button" className={`${styles.iconButton} ${styles.cartTrigger}`} onClick={onOpen} aria-label={label} aria-haspopup="dialog" aria-expanded={expanded}>
        <Icon name="bag" />
        {badge}
      </button>
      <Link to={storePath('/cart')} className={`${styles.iconButton} ${styles.cartLink}`} aria-label={label}>
        <Icon name="bag" />
        {badge}
      </Link>
    </>
  );
}
