/**
 * The cart trigger (spec 000 §2 Layout): a button opening the mini cart from 960px, a link to
 * /cart below; both show the item count capped at "99+". The count is read in the browser from the
 * bag's readable cookie (lib/cart/cartCount.ts), so a stored page is the same for every shopper; a
 * change the shopper makes is announced.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CART_COUNT_CAP } from '../../../../rules/limits.ts';
import { useCartCount } from './useCartCount.ts';
import { useT } from '../../../i18n/useT.ts';
import { bagChangedOnThisPage } from '../../../lib/cart/cartCount.ts';
import { cartCountLabel } from '../../../lib/chrome/chromeRules.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function CartTrigger({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const t = useT();
  const storePath = useStorePath();
  const { view } = useStore();
  const count = useCartCount(view.websiteCode);
  const label = t('header.cart', { count });
  const announcement = useCountAnnouncement(count, label);
  const badge =
    count > 0 ? (
      <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
        {cartCountLabel(count, CART_COUNT_CAP)}
      </span>
    ) : null;
  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.cartTrigger}`}
        onClick={onOpen}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
      >
        <Icon name="bag" />
        {badge}
      </button>
      <Link to={storePath('/cart')} className={`${styles.iconButton} ${styles.cartLink}`} aria-label={label}>
        <Icon name="bag" />
        {badge}
      </Link>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}

/** The trigger's label once the shopper has changed the bag on this page; nothing on arrival. */
function useCountAnnouncement(count: number, label: string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current !== count && bagChangedOnThisPage()) setAnnouncement(label);
    previous.current = count;
  }, [count, label]);
  return announcement;
}
