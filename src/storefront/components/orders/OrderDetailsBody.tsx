/**
 * An order's details below its heading: its pieces and delivery or pickup beside what it came to
 * and its status history. The order details page and order tracking draw an order with it.
 */
import { useT } from '../../i18n/useT.ts';
import type { OrderDetailsData } from '../../lib/orders/orderViews.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { StatusHistory } from './StatusHistory.tsx';
import styles from './orders.module.css';

export function OrderDetailsBody({ order }: { order: OrderDetailsData }) {
  const t = useT();
  return (
    <div className={styles.details}>
      <div className={styles.column}>
        <OrderLines lines={order.lines} />
        <OrderFacts order={order} />
      </div>
      <div className={styles.column}>
        <section className={`${styles.section} ${styles.summary}`} aria-labelledby="order-summary">
          <h2 id="order-summary">{t('orderHistory.summary')}</h2>
          <OrderTotals totals={order.totals} />
          {order.totals.refunded ? (
            <p className={styles.refunded} data-testid="refunded">
              {t('orderHistory.refunded', { amount: order.totals.refunded })}
            </p>
          ) : null}
        </section>
        <StatusHistory history={order.history} />
      </div>
    </div>
  );
}
