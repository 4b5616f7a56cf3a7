/** The account overview's latest orders (spec 000 §2 /account), each leading to its details, and the way to the whole history. */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { OrderCardData } from '../../lib/orders/orderViews.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { orderPath } from './OrderCard.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

export function LatestOrders({ orders }: { orders: OrderCardData[] }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <section className={accountStyles.panel} aria-labelledby="account-latest-orders">
      <h2 id="account-latest-orders">{t('orderHistory.latest')}</h2>
      {orders.length > 0 ? (
        <ul className={styles.latest}>
          {orders.map((order) => (
            <li key={order.number}>
              <span>
                <Link to={storePath(orderPath(order.number))}>{t('orderHistory.orderNumber', { number: order.number })}</Link>
                <br />
                <span className={styles.meta}>
                  {order.date} · {order.total}
                </span>
              </span>
              <OrderStatus code={order.statusCode} label={order.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('orderHistory.noOrdersYet')}</p>
      )}
      <Link to={storePath('/order-history')}>{t('orderHistory.viewAll')}</Link>
    </section>
  );
}
