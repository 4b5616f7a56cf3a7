/**
 * An order's details (spec 000 §2 "order details"), at /:store/order-history/<number> inside the
 * account area: its pieces with pictures, totals, delivery or pickup (the shop, and the pickup code
 * once ready), payment, addresses, and its status with the history behind it. Another customer's
 * order, or a number that names none, is not found.
 */
import { Link } from 'react-router';
import type { Route } from './+types/orderDetails';
import { OrderDetailsBody } from '../components/orders/OrderDetailsBody.tsx';
import { OrderStatus } from '../components/orders/OrderStatus.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { loadOrderDetails } from '../lib/orders/orderPages.server.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/orders/orders.module.css';

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orderHistory.orderNumber', { number: params.number ?? '' }), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  return { order: await loadOrderDetails(args) };
}

export default function OrderDetailsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { order } = loaderData;
  return (
    <>
      <Link to={storePath('/order-history')} className={styles.back}>
        {t('orderHistory.back')}
      </Link>
      <header className={`${accountStyles.header} ${styles.cardHeader} ${styles.detailsHeader}`}>
        <div>
          <h1>{t('orderHistory.orderNumber', { number: order.number })}</h1>
          <p className={styles.meta}>{t('orderHistory.orderDate', { date: order.date })}</p>
        </div>
        <OrderStatus code={order.statusCode} label={order.status} />
      </header>
      <OrderDetailsBody order={order} />
    </>
  );
}
