import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import styles from './checkout.module.css';

/**
 * A button that places the order, with the total beside it: on a phone the summary with the total
 * comes after the steps, so the shopper would otherwise commit to an amount not yet seen.
 */
export function PlaceOrderRow({ total, children }: { total: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.placeOrder}>
      <p className={styles.placeOrderTotal} data-testid="place-order-total">
        <span>{t('checkout.grandTotal')}</span> <strong className={styles.amount}>{total}</strong>
      </p>
      {children}
    </div>
  );
}
