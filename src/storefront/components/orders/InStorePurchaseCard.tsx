/** One purchase at a shop's till: the receipt, the shop, the day, its pieces and what it came to. */
import { useT } from '../../i18n/useT.ts';
import type { InStorePurchaseData } from '../../lib/orders/orderViews.ts';
import styles from './orders.module.css';

export function InStorePurchaseCard({ purchase }: { purchase: InStorePurchaseData }) {
  const t = useT();
  return (
    <li className={styles.card} data-testid="in-store-record">
      <div className={styles.cardHeader}>
        <div>
          <h3>{purchase.shop}</h3>
          <p className={styles.meta}>{t('orderHistory.purchasedOn', { date: purchase.date })}</p>
        </div>
        <p className={styles.meta}>{t('orderHistory.receipt', { number: purchase.receipt })}</p>
      </div>
      <ul className={styles.receiptItems}>
        {purchase.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <span>
              {item.name} <span className={styles.meta}>{t('orderHistory.quantity', { quantity: item.quantity })}</span>
            </span>
            <span className={styles.amount}>{item.amount}</span>
          </li>
        ))}
      </ul>
      <div className={styles.cardFooter}>
        <p className={styles.meta}>{purchase.shopAddress}</p>
        <p>
          {t('orderHistory.itemCount', { count: purchase.quantity })} · {t('orderHistory.total')} <span className={styles.amount}>{purchase.amount}</span>
        </p>
      </div>
    </li>
  );
}
