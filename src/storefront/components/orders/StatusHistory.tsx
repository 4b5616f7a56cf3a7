/** The statuses an order passed through, oldest first (spec 000 §4 "status history"). */
import { useT } from '../../i18n/useT.ts';
import type { OrderDetailsData } from '../../lib/orders/orderViews.ts';
import styles from './orders.module.css';

export function StatusHistory({ history }: { history: OrderDetailsData['history'] }) {
  const t = useT();
  return (
    <section className={`${styles.section} ${styles.statusHistory}`} aria-labelledby="order-status-history">
      <h2 id="order-status-history">{t('orderHistory.statusHistory')}</h2>
      <ol className={styles.history}>
        {history.map((entry, index) => (
          <li key={index}>
            <span>{entry.status}</span>
            <time>{entry.date}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
